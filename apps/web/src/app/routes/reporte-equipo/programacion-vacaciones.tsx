import { PERMISOS } from '@app/contract/permisos';
import { SinPermiso } from '../../../components/feedback/sin-permiso';
import { Proximamente } from '../../../components/layouts/proximamente';
import { Puede } from '../../../lib/authorization';

/** /reporte-equipo/programacion-vacaciones: placeholder page only (spec 01 §2). */
export default function ProgramacionVacacionesPage() {
  return (
    <Puede permisos={[PERMISOS.PROGRAMACION_VACACIONES]} fallback={<SinPermiso />}>
      <Proximamente titulo="Programación de Vacaciones" />
    </Puede>
  );
}
