import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TMiPlan } from '@app/contract/programacion';
import { CoberturaPeriodos } from './cobertura-periodos';

interface Props {
  anio: number;
  datos: TMiPlan;
  plan: NonNullable<TMiPlan['plan']>;
}

/** Above the spans: whether the window is open, the periods expiring this year, and what a span is (and is not). */
export function EstadoMiPlan({ anio, datos, plan }: Props) {
  return (
    <>
      <Alert severity={datos.ventanaAbierta ? 'info' : 'warning'}>
        {datos.ventanaAbierta
          ? `La ventana del rol vacacional ${anio} está abierta: proponga sus tramos. Su jefe los aceptará o ajustará.`
          : `La ventana del rol vacacional ${anio} está cerrada: consulte a su jefe.`}
      </Alert>
      <Paper component="section" variant="outlined" aria-label="Períodos que vencen este año" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Períodos que vencen en {anio}
        </Typography>
        <CoberturaPeriodos periodos={plan.periodos} />
      </Paper>
      <Typography variant="body2" color="text.secondary">
        {`Un tramo del plan no es una solicitud ni reserva saldo. ${datos.diasInvitacion} días antes de su inicio le invitaremos a convertirlo en solicitud.`}
      </Typography>
    </>
  );
}
