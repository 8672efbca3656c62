import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { TFilaHistorial } from '@app/contract/solicitudes';
import { EXPLICACION_ORDEN, type TOrdenImputacion } from '@app/contract/vacaciones';
import { formatearFecha } from '../../../utils/formato';

export const MENSAJE_SIN_PERIODO = 'No hay períodos disponibles para solicitar vacaciones';

interface Props {
  cargando: boolean;
  /** The period the days will be taken from; none when no period has days left. */
  periodo: TFilaHistorial | undefined;
  ordenImputacion: TOrdenImputacion;
  /** Submitting found no period: the missing period becomes an error. */
  conError: boolean;
}

/** Which period the days come from and why (the company's order), or that there is none. */
export function NotaPeriodoSolicitud({ cargando, periodo, ordenImputacion, conError }: Props) {
  if (cargando) {
    return (
      <Alert severity="info" role="status">
        Cargando los períodos disponibles...
      </Alert>
    );
  }
  if (periodo) {
    return (
      <Alert severity="info" role="status">
        Los días se descontarán del período {periodo.periodo} ({formatearFecha(periodo.inicio)} –{' '}
        {formatearFecha(periodo.fin)})
        <Typography component="span" variant="body2" sx={{ display: 'block' }}>
          {EXPLICACION_ORDEN[ordenImputacion]}
        </Typography>
      </Alert>
    );
  }
  return (
    <Alert severity={conError ? 'error' : 'warning'} role={conError ? 'alert' : 'status'}>
      {MENSAJE_SIN_PERIODO}
    </Alert>
  );
}
