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

/** The six summary cards of 'Saldos de Vacaciones' (spec 01 §2). */
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
        { titulo: 'Empleados', valor: estadisticas?.totalEmpleados, icono: <GroupIcon />, color: 'primary' },
        {
          titulo: 'Días Vencidas',
          valor: dias(estadisticas?.totalDiasVencidas),
          icono: <EventBusyIcon />,
          color: 'error',
        },
        {
          titulo: 'Días Pendientes',
          valor: dias(estadisticas?.totalDiasPendientes),
          icono: <HourglassBottomIcon />,
          color: 'warning',
        },
        {
          titulo: 'Días Truncas',
          valor: dias(estadisticas?.totalDiasTruncas),
          icono: <EventAvailableIcon />,
          color: 'info',
        },
        {
          titulo: 'Días Libres',
          valor: dias(estadisticas?.totalDiasLibres),
          icono: <BeachAccessIcon />,
          color: 'success',
        },
        {
          titulo: 'Días Bloque',
          valor: dias(estadisticas?.totalDiasBloque),
          icono: <ViewWeekIcon />,
          color: 'secondary',
        },
      ]}
    />
  );
}
