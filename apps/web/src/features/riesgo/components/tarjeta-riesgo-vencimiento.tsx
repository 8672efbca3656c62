import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TPeriodoEnRiesgo } from '@app/contract/riesgo';
import { AlertaErrorConsulta } from '../../../components/lista/estados-lista';
import { formatearFecha, formatearNumero } from '../../../utils/formato';
import { useRiesgoVencimiento } from '../api/get-riesgo-vencimiento';
import { ChipNivelRiesgo } from './chip-nivel-riesgo';

export const ERROR_RIESGO = 'Error al cargar el riesgo de vencimiento.';

/** The first letter up: the rule's text is written to follow a colon. */
const conMayuscula = (texto: string) => texto.charAt(0).toUpperCase() + texto.slice(1);

function Dato({ termino, valor }: { termino: string; valor: string }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {termino}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
        {valor}
      </Typography>
    </Box>
  );
}

function PeriodoEnRiesgo({ p }: { p: TPeriodoEnRiesgo }) {
  const idTitulo = useId();
  const vencido = p.nivel === 'VENCIDO';
  return (
    <Box component="li" aria-labelledby={idTitulo} sx={{ listStyle: 'none', py: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={idTitulo} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {`Período ${p.periodo}`}
        </Typography>
        <ChipNivelRiesgo nivel={p.nivel} />
      </Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        <Dato termino={vencido ? 'Venció el' : 'Vence el'} valor={formatearFecha(p.fechaVencimiento)} />
        <Dato
          termino={vencido ? 'Días vencidos' : 'Días pendientes'}
          valor={formatearNumero(p.diasPendientes)}
        />
        <Dato termino="Iniciar a más tardar el" valor={formatearFecha(p.fechaLimiteInicio)} />
      </Box>
      {p.advertencia && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {conMayuscula(p.advertencia)}. Aún puede solicitar estos días como descanso.
        </Alert>
      )}
    </Box>
  );
}

/**
 * 'Riesgo de vencimiento' on the dashboard: the caller's periods that expire within 90 days or already
 * expired with days left, with the date to start them by and, once expired, the indemnity warning (art. 23).
 */
export function TarjetaRiesgoVencimiento() {
  const idTitulo = useId();
  const consulta = useRiesgoVencimiento();
  const periodos = consulta.data?.periodos ?? [];
  return (
    <Paper component="section" variant="outlined" aria-labelledby={idTitulo} sx={{ p: 2 }}>
      <Typography id={idTitulo} variant="h6" component="h2">
        Riesgo de vencimiento
      </Typography>
      <AlertaErrorConsulta consulta={consulta} respaldo={ERROR_RIESGO} />
      <Box aria-live="polite" aria-busy={consulta.isPending}>
        {consulta.isPending ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Cargando períodos en riesgo...
          </Typography>
        ) : consulta.isError ? null : periodos.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            No tiene períodos en riesgo
          </Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {periodos.length === 1
                ? '1 período vence en 90 días o menos o ya venció.'
                : `${periodos.length} períodos vencen en 90 días o menos o ya vencieron.`}
            </Typography>
            <Box component="ul" sx={{ m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
              {periodos.map((p) => (
                <PeriodoEnRiesgo key={p.periodo} p={p} />
              ))}
            </Box>
          </>
        )}
      </Box>
    </Paper>
  );
}
