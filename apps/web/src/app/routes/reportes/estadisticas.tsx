import { SinPermiso } from '../../../components/feedback/sin-permiso';
import { Proximamente } from '../../../components/layouts/proximamente';
import { PERMISOS_REPORTES } from '../../../config/permisos-reportes';
import { Puede } from '../../../lib/authorization';

/** /reportes/estadisticas: placeholder page, for administrators and team leads only (ADR 029). */
export default function EstadisticasPage() {
  return (
    <Puede permisos={PERMISOS_REPORTES} fallback={<SinPermiso />}>
      <Proximamente titulo="Estadísticas" />
    </Puede>
  );
}
