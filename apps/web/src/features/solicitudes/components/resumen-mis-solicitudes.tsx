import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import ListAltIcon from '@mui/icons-material/ListAlt';
import type { TSolicitudItem } from '@app/contract/solicitudes';
import { TarjetasResumen } from '../../../components/stat-card';

/** On my requests the figures are counted from the current page only, by status word. */
export const contarPorEstado = (solicitudes: readonly TSolicitudItem[]) => ({
  total: solicitudes.length,
  pendientes: solicitudes.filter((s) => s.estado === 'Pendiente').length,
  aprobadas: solicitudes.filter((s) => s.estado === 'Aprobada').length,
  rechazadas: solicitudes.filter((s) => s.estado === 'Rechazada').length,
  canceladas: solicitudes.filter((s) => s.estado === 'Cancelada').length,
});

interface Props {
  cargando: boolean;
  /** None while loading or after a failed load. */
  cifras: ReturnType<typeof contarPorEstado> | undefined;
}

/** The five figures of the page shown, by status, and a line saying they are only this page's. */
export function ResumenMisSolicitudes({ cargando, cifras }: Props) {
  return (
    <Box>
      <TarjetasResumen
        etiqueta="Resumen de la página actual"
        cargando={cargando}
        tarjetas={[
          ['Total', cifras?.total, <ListAltIcon />, 'primary'],
          ['Pendientes', cifras?.pendientes, <HourglassTopIcon />, 'warning'],
          ['Aprobadas', cifras?.aprobadas, <CheckCircleIcon />, 'success'],
          ['Rechazadas', cifras?.rechazadas, <BlockIcon />, 'error'],
          ['Canceladas', cifras?.canceladas, <EventBusyIcon />, 'secondary'],
        ]}
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: -2 }}>
        Cifras de las solicitudes mostradas en esta página.
      </Typography>
    </Box>
  );
}
