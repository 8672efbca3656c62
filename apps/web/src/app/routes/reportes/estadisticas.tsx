import { SinPermiso } from '../../../components/feedback/sin-permiso';
import { Proximamente } from '../../../components/layouts/proximamente';
import { PERMISOS } from '@app/contract/permisos';
import { Puede } from '../../../lib/authorization';

/** /reportes/estadisticas: placeholder page, for administrators and team leads only (ADR 029). */
export default function EstadisticasPage() {
  return (
    <Puede permisos={[PERMISOS.REPORTE_ESTADISTICAS]} fallback={<SinPermiso />}>
      <Proximamente titulo="Estadísticas" />
    </Puede>
  );
}
