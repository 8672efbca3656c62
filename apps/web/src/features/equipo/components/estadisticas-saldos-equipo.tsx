import type { TSaldosEquipoRespuesta } from '@app/contract/equipo';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import GroupIcon from '@mui/icons-material/Group';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { formatearNumero } from '../../../utils/formato';
import { Tarjetas } from './tarjetas';

export type EstadisticasSaldos = TSaldosEquipoRespuesta['estadisticas'];

export const ESTADISTICAS_SALDOS_VACIAS: EstadisticasSaldos = {
  totalEmpleados: 0,
  totalDiasVencidas: 0,
  totalDiasPendientes: 0,
  totalDiasTruncas: 0,
  totalDiasLibres: 0,
  totalDiasBloque: 0,
};

/** The six summary cards of 'Saldos de Vacaciones' (spec 01 §2). */
export function EstadisticasSaldosEquipo({ estadisticas }: { estadisticas: EstadisticasSaldos }) {
  return (
    <Tarjetas
      etiqueta="Resumen de saldos"
      tarjetas={[
        { titulo: 'Empleados', valor: estadisticas.totalEmpleados, icono: <GroupIcon />, color: 'primary' },
        {
          titulo: 'Días Vencidas',
          valor: formatearNumero(estadisticas.totalDiasVencidas),
          icono: <EventBusyIcon />,
          color: 'error',
        },
        {
          titulo: 'Días Pendientes',
          valor: formatearNumero(estadisticas.totalDiasPendientes),
          icono: <HourglassBottomIcon />,
          color: 'warning',
        },
        {
          titulo: 'Días Truncas',
          valor: formatearNumero(estadisticas.totalDiasTruncas),
          icono: <EventAvailableIcon />,
          color: 'info',
        },
        {
          titulo: 'Días Libres',
          valor: formatearNumero(estadisticas.totalDiasLibres),
          icono: <BeachAccessIcon />,
          color: 'success',
        },
        {
          titulo: 'Días Bloque',
          valor: formatearNumero(estadisticas.totalDiasBloque),
          icono: <ViewWeekIcon />,
          color: 'secondary',
        },
      ]}
    />
  );
}
