import type { TEstadisticasSolicitudes } from '@app/contract/equipo';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BlockIcon from '@mui/icons-material/Block';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { Tarjetas } from './tarjetas';

/**
 * Spec 01 §4: the team screen's figures come from the server's `estadisticas`; when they are missing they are
 * counted from the rows of the page, by the exact words Pendiente, Aprobada, Rechazada and Cancelada.
 */
export function calcularEstadisticasSolicitudes(
  respuesta:
    { solicitudes: readonly { estado: string }[]; estadisticas?: TEstadisticasSolicitudes } | undefined,
): TEstadisticasSolicitudes {
  if (!respuesta) return { total: 0, pendientes: 0, aprobadas: 0, rechazadas: 0, canceladas: 0 };
  if (respuesta.estadisticas) return respuesta.estadisticas;
  const contar = (palabra: string) => respuesta.solicitudes.filter((s) => s.estado === palabra).length;
  return {
    total: respuesta.solicitudes.length,
    pendientes: contar('Pendiente'),
    aprobadas: contar('Aprobada'),
    rechazadas: contar('Rechazada'),
    canceladas: contar('Cancelada'),
  };
}

/** The five cards of 'Gestión de Solicitudes': Total, Pendientes, Aprobadas, Rechazadas, Canceladas. */
export function EstadisticasSolicitudesEquipo({ estadisticas }: { estadisticas: TEstadisticasSolicitudes }) {
  return (
    <Tarjetas
      etiqueta="Estadísticas de solicitudes"
      tarjetas={[
        { titulo: 'Total', valor: estadisticas.total, icono: <AssignmentIcon />, color: 'primary' },
        {
          titulo: 'Pendientes',
          valor: estadisticas.pendientes,
          icono: <HourglassEmptyIcon />,
          color: 'warning',
        },
        { titulo: 'Aprobadas', valor: estadisticas.aprobadas, icono: <CheckCircleIcon />, color: 'success' },
        { titulo: 'Rechazadas', valor: estadisticas.rechazadas, icono: <CancelIcon />, color: 'error' },
        { titulo: 'Canceladas', valor: estadisticas.canceladas, icono: <BlockIcon />, color: 'secondary' },
      ]}
    />
  );
}
