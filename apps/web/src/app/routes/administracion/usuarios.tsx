import { PERMISOS } from '@app/contract/permisos';
import { SinPermiso } from '../../../components/feedback/sin-permiso';
import { HistorialAuditoria } from '../../../features/auditoria/components/historial-auditoria';
import { GestionUsuarios } from '../../../features/usuarios/components/gestion-usuarios';
import { Puede, useAutorizacion } from '../../../lib/authorization';

export interface PaginaUsuariosProps {
  /**
   * Slot for the bulk import wizard (features/bulk-import): when given, 'Bulk Import' shows and calls it.
   * Left empty here until the wizard is wired.
   */
  onAbrirImportacion?: () => void;
}

/** The screen inside the permission gate: the Auditoría tab needs AUDITORIA-VER on the server, else it is not offered. */
export function PaginaUsuarios({ onAbrirImportacion }: PaginaUsuariosProps) {
  const { puede } = useAutorizacion();
  return (
    <GestionUsuarios
      onAbrirImportacion={onAbrirImportacion}
      auditoria={
        puede([PERMISOS.AUDITORIA_VER]) ? (
          <HistorialAuditoria
            modulo="GESTION_USUARIOS"
            titulo="Auditoría de Gestión de Usuarios"
            textoVacio="No se encontraron acciones realizadas en la gestión de usuarios"
          />
        ) : undefined
      }
    />
  );
}

/** /administracion/usuarios (spec 02 §2.1): needs ADMIN-USUARIOS-MENU. */
export default function UsuariosPage() {
  return (
    <Puede permisos={[PERMISOS.ADMIN_USUARIOS]} fallback={<SinPermiso />}>
      <PaginaUsuarios />
    </Puede>
  );
}
