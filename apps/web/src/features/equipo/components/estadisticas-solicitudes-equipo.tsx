import type { TEstadisticasSolicitudes } from '@app/contract/equipo';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BlockIcon from '@mui/icons-material/Block';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { TarjetasResumen } from '../../../components/stat-card';

/**
 * docs/producto.md, «Gestión de solicitudes»: the team screen's figures come from the server's `estadisticas`; when
 * they are missing they are counted from the rows of the page, by the exact words Pendiente, Aprobada, Rechazada
 * and Cancelada.
 */
export function calcularEstadisticasSolicitudes(
  respuesta:
    { solicitudes: readonly { estado: string }[]; estadisticas?: TEstadisticasSolicitudes } | undefined,
): TEstadisticasSolicitudes | undefined {
  if (!respuesta) return undefined;
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

/**
 * The five cards of 'Gestión de Solicitudes': Total, Pendientes, Aprobadas, Rechazadas, Canceladas. Without
 * figures: a skeleton while `cargando`, else '-'.
 */
export function EstadisticasSolicitudesEquipo({
  estadisticas,
  cargando,
}: {
  estadisticas: TEstadisticasSolicitudes | undefined;
  cargando: boolean;
}) {
  return (
    <TarjetasResumen
      etiqueta="Estadísticas de solicitudes"
      cargando={cargando}
      tarjetas={[
        ['Total', estadisticas?.total, <AssignmentIcon />, 'primary'],
        ['Pendientes', estadisticas?.pendientes, <HourglassEmptyIcon />, 'warning'],
        ['Aprobadas', estadisticas?.aprobadas, <CheckCircleIcon />, 'success'],
        ['Rechazadas', estadisticas?.rechazadas, <CancelIcon />, 'error'],
        ['Canceladas', estadisticas?.canceladas, <BlockIcon />, 'secondary'],
      ]}
    />
  );
}
