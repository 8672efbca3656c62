import { PERMISOS } from '@app/contract/permisos';
import { PaginaConPermiso } from '../../components/layouts/pagina-con-permiso';
import { MiPlan } from '../../features/rol-vacacional';

/** /mi-plan-vacaciones (ADR 036): the employee's part of the rol vacacional. */
export default function MiPlanVacacionesPage() {
  return (
    <PaginaConPermiso
      permiso={PERMISOS.SOLICITAR_VACACIONES}
      titulo="Mi Plan de Vacaciones"
      subtitulo="Proponga cuándo tomará sus vacaciones este año y conviértalas en solicitudes"
    >
      <MiPlan />
    </PaginaConPermiso>
  );
}
