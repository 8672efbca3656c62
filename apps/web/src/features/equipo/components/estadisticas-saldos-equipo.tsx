import type { TSaldosEquipoRespuesta } from '@app/contract/equipo';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import GroupIcon from '@mui/icons-material/Group';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { formatearNumero } from '../../../utils/formato';
import { TarjetasResumen } from '../../../components/stat-card';

export type EstadisticasSaldos = TSaldosEquipoRespuesta['estadisticas'];

/** The six summary cards of 'Saldos de Vacaciones' (docs/producto.md, «Saldos de vacaciones»). */
export function EstadisticasSaldosEquipo({
  estadisticas,
  cargando,
}: {
  estadisticas: EstadisticasSaldos | undefined;
  cargando: boolean;
}) {
  /** Day figures in Peruvian format, two decimals ('1,257.16'); unknown → the card's skeleton or '-'. */
  const dias = (valor: number | undefined) => (valor === undefined ? undefined : formatearNumero(valor));
  return (
    <TarjetasResumen
      etiqueta="Resumen de saldos"
      cargando={cargando}
      tarjetas={[
        ['Empleados', estadisticas?.totalEmpleados, <GroupIcon />, 'primary'],
        ['Días Vencidas', dias(estadisticas?.totalDiasVencidas), <EventBusyIcon />, 'error'],
        ['Días Pendientes', dias(estadisticas?.totalDiasPendientes), <HourglassBottomIcon />, 'warning'],
        ['Días Truncas', dias(estadisticas?.totalDiasTruncas), <EventAvailableIcon />, 'info'],
        ['Días Libres', dias(estadisticas?.totalDiasLibres), <BeachAccessIcon />, 'success'],
        ['Días Bloque', dias(estadisticas?.totalDiasBloque), <ViewWeekIcon />, 'secondary'],
      ]}
    />
  );
}
