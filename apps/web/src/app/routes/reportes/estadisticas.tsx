import { PERMISOS } from '@app/contract/permisos';
import { SinPermiso } from '../../../components/feedback/sin-permiso';
import { EncabezadoPagina } from '../../../components/layouts/encabezado-pagina';
import { EstadisticasPanel } from '../../../features/estadisticas';
import { Puede } from '../../../lib/authorization';

/** /reportes/estadisticas (ADR 040): HR sees the company, a manager their team. */
export default function EstadisticasPage() {
  return (
    <Puede permisos={[PERMISOS.REPORTE_ESTADISTICAS]} fallback={<SinPermiso />}>
      <EncabezadoPagina
        titulo="Estadísticas"
        subtitulo="Días gozados, saldos, riesgo de vencimiento y solicitudes del año, con cada gráfico en Excel"
      />
      <EstadisticasPanel />
    </Puede>
  );
}
