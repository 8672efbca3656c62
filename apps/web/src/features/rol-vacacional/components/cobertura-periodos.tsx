import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TPeriodoDelPlan } from '@app/contract/programacion';
import { formatearFecha, formatearNumero } from '../../../utils/formato';

/**
 * The periods that expire by the end of the year and whether the plan covers them: a period at risk without
 * enough planned days is flagged in red, with the words saying so (never colour alone).
 */
export function CoberturaPeriodos({ periodos }: { periodos: readonly TPeriodoDelPlan[] }) {
  if (periodos.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        Ningún período vence este año con días por gozar.
      </Typography>
    );
  return (
    <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 0.5 }}>
      {periodos.map((p) => (
        <Box
          component="li"
          key={p.periodo}
          sx={{ listStyle: 'none', display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Chip
            size="small"
            color={p.cubierto ? 'success' : 'error'}
            variant={p.cubierto ? 'outlined' : 'filled'}
            label={p.cubierto ? 'Cubierto por el plan' : 'En riesgo: sin cubrir'}
          />
          <Typography variant="body2">
            {`Período ${p.periodo}: vence el ${formatearFecha(p.fechaVencimiento)}, ${formatearNumero(p.diasPendientes)} días por gozar, ${formatearNumero(p.diasPlanificados)} planificados`}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
