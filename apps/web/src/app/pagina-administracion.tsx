import type { ComponentProps, ReactNode } from 'react';
import { PERMISOS, type TPermiso } from '@app/contract/permisos';
import { SinPermiso } from '../components/feedback/sin-permiso';
import { PaginaAdmin } from '../components/layouts/pagina-admin';
import { HistorialAuditoria } from '../features/auditoria/components/historial-auditoria';
import { Puede, useAutorizacion } from '../lib/authorization';

type Auditoria = ComponentProps<typeof HistorialAuditoria>;

/**
 * The 'Auditoría' tab's content for one module, or nothing when the user lacks AUDITORIA-VER (the server would
 * refuse the history: the tab is then not offered).
 */
export function usePestanaAuditoria(auditoria: Auditoria): ReactNode {
  const { puede } = useAutorizacion();
  return puede([PERMISOS.AUDITORIA_VER]) ? <HistorialAuditoria {...auditoria} /> : undefined;
}

function Contenido({
  auditoria,
  ...pagina
}: Omit<ComponentProps<typeof PaginaAdmin>, 'auditoria'> & { auditoria: Auditoria }) {
  return <PaginaAdmin {...pagina} auditoria={usePestanaAuditoria(auditoria)} />;
}

/** An administration page behind its menu permission: the shell with its section tab and the module's audit tab. */
export function PaginaAdministracion({
  permiso,
  ...props
}: ComponentProps<typeof Contenido> & { permiso: TPermiso }) {
  return (
    <Puede permisos={[permiso]} fallback={<SinPermiso />}>
      <Contenido {...props} />
    </Puede>
  );
}
