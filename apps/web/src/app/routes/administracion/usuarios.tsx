import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Backdrop from '@mui/material/Backdrop';
import { PERMISOS } from '@app/contract/permisos';
import { Cargando } from '../../../components/feedback/cargando';
import { SinPermiso } from '../../../components/feedback/sin-permiso';
import { GestionUsuarios } from '../../../features/usuarios/components/gestion-usuarios';
import { CLAVE_USUARIOS } from '../../../features/usuarios/api/get-usuarios';
import { Puede, useAutorizacion } from '../../../lib/authorization';
import { usePestanaAuditoria } from '../../pagina-administracion';

// Its own chunk: most visits to this page never open the wizard.
const BulkImportWizard = lazy(() =>
  import('../../../features/bulk-import/components/bulk-import-wizard').then((m) => ({
    default: m.BulkImportWizard,
  })),
);

export interface PaginaUsuariosProps {
  /**
   * Opens the bulk import wizard (features/bulk-import): when given, 'Bulk Import' shows and calls it; left out for
   * users without USUARIOS-IMPORTAR.
   */
  onAbrirImportacion?: () => void;
}

/** The screen inside the permission gate: the Auditoría tab needs AUDITORIA-VER on the server, else it is not offered. */
export function PaginaUsuarios({ onAbrirImportacion }: PaginaUsuariosProps) {
  const auditoria = usePestanaAuditoria({
    modulo: 'GESTION_USUARIOS',
    titulo: 'Auditoría de Gestión de Usuarios',
    textoVacio: 'No se encontraron acciones realizadas en la gestión de usuarios',
  });
  return <GestionUsuarios onAbrirImportacion={onAbrirImportacion} auditoria={auditoria} />;
}

/** 'Bulk Import' opens the wizard for those holding USUARIOS-IMPORTAR; a run that created users refreshes the list. */
function PaginaUsuariosConImportacion() {
  const { puede } = useAutorizacion();
  const queryClient = useQueryClient();
  const [importando, setImportando] = useState(false);
  // Mounted from the first opening on, so closing still animates and a second opening is instant.
  const [asistenteUsado, setAsistenteUsado] = useState(false);
  const abrirImportacion = () => {
    setAsistenteUsado(true);
    setImportando(true);
  };
  return (
    <>
      <PaginaUsuarios
        onAbrirImportacion={puede([PERMISOS.USUARIOS_IMPORTAR]) ? abrirImportacion : undefined}
      />
      {asistenteUsado && (
        <Suspense
          fallback={
            <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
              <Cargando etiqueta="Cargando importación masiva" />
            </Backdrop>
          }
        >
          <BulkImportWizard
            abierto={importando}
            onCerrar={() => setImportando(false)}
            onProcesado={() => void queryClient.invalidateQueries({ queryKey: CLAVE_USUARIOS })}
          />
        </Suspense>
      )}
    </>
  );
}

/** /administracion/usuarios (docs/producto.md, «Usuarios»): needs ADMIN-USUARIOS-MENU. */
export default function UsuariosPage() {
  return (
    <Puede permisos={[PERMISOS.ADMIN_USUARIOS]} fallback={<SinPermiso />}>
      <PaginaUsuariosConImportacion />
    </Puede>
  );
}
