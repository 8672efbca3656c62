import { PERMISOS } from '@app/contract/permisos';
import { GestionRoles } from '../../../features/roles/components/gestion-roles';
import { PaginaAdministracion } from '../../pagina-administracion';

/** /administracion/roles (docs/producto.md, «Roles»): tabs Roles and Auditoría. */
export default function RolesPage() {
  return (
    <PaginaAdministracion
      permiso={PERMISOS.ADMIN_ROLES}
      titulo="Gestión de Roles"
      subtitulo="Administre los roles del sistema"
      seccion="Roles"
      auditoria={{
        modulo: 'GESTION_ROLES',
        titulo: 'Auditoría de Gestión de Roles',
        textoVacio: 'No se encontraron acciones realizadas en la gestión de roles',
      }}
    >
      <GestionRoles />
    </PaginaAdministracion>
  );
}
