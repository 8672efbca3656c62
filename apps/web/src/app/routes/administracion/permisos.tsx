import { PERMISOS } from '@app/contract/permisos';
import { GestionPermisos } from '../../../features/permisos/components/gestion-permisos';
import { PaginaAdministracion } from '../../pagina-administracion';

/** /administracion/permisos (docs/producto.md, «Permisos»): tabs Permisos and Auditoría. */
export default function PermisosPage() {
  return (
    <PaginaAdministracion
      permiso={PERMISOS.ADMIN_PERMISOS}
      titulo="Gestión de Permisos"
      subtitulo="Administre los permisos del sistema"
      seccion="Permisos"
      auditoria={{
        modulo: 'GESTION_PERMISOS',
        titulo: 'Auditoría de Gestión de Permisos',
        textoVacio: 'No se encontraron acciones realizadas en la gestión de permisos',
      }}
    >
      <GestionPermisos />
    </PaginaAdministracion>
  );
}
