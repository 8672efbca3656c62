import { PERMISOS } from '@app/contract/permisos';
import { GestionDepartamentos } from '../../../features/departamentos/components/gestion-departamentos';
import { PaginaAdministracion } from '../../pagina-administracion';

/** /administracion/departamentos (ADR 025): tabs Departamentos and Auditoría. */
export default function DepartamentosPage() {
  return (
    <PaginaAdministracion
      permiso={PERMISOS.ADMIN_DEPARTAMENTOS}
      titulo="Departamentos"
      subtitulo="Administre los departamentos de la empresa"
      seccion="Departamentos"
      auditoria={{
        modulo: 'ADMINISTRACION',
        titulo: 'Auditoría de Departamentos',
        textoVacio: 'No se encontraron acciones realizadas sobre los departamentos',
      }}
    >
      <GestionDepartamentos />
    </PaginaAdministracion>
  );
}
