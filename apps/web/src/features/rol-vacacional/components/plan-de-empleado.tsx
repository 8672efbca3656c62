import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TPlanEmpleado, TTramoPlan } from '@app/contract/programacion';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { mensajeDeError } from '../../../lib/api-client';
import { useAceptarTramo } from '../api/rol-vacacional';
import { CoberturaPeriodos } from './cobertura-periodos';
import { TablaTramos } from './tabla-tramos';

/** One employee's plan: their periods' coverage and spans, to accept, adjust, or add one the employer sets. */
export function PlanDeEmpleado({
  plan,
  anio,
  onFijar,
  onAjustar,
}: {
  plan: TPlanEmpleado;
  anio: number;
  onFijar: (e: TPlanEmpleado) => void;
  onAjustar: (e: TPlanEmpleado, t: TTramoPlan) => void;
}) {
  const notificar = useNotificar();
  const aceptar = useAceptarTramo();
  return (
    <Paper
      component="section"
      variant="outlined"
      className="plan-empleado"
      aria-label={`Rol vacacional ${anio} de ${plan.nombreCompleto}`}
      sx={{ p: 2, borderColor: plan.enRiesgo ? 'error.main' : undefined }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Box>
          <Typography variant="h6" component="h3">
            {plan.nombreCompleto}
          </Typography>
          {plan.departamento && (
            <Typography variant="body2" color="text.secondary">
              {plan.departamento}
            </Typography>
          )}
        </Box>
        <Button className="no-imprimir" variant="outlined" size="small" onClick={() => onFijar(plan)}>
          Fijar tramo
        </Button>
      </Box>
      <CoberturaPeriodos periodos={plan.periodos} />
      <Box sx={{ mt: 1 }}>
        <TablaTramos
          etiqueta={`Tramos de ${plan.nombreCompleto}`}
          tramos={plan.tramos}
          acciones={(t) =>
            t.estado === 'CONVERTIDO' ? null : (
              <Box sx={{ display: 'flex', gap: 1 }}>
                {t.estado === 'PROPUESTO' && (
                  <Button
                    size="small"
                    className="no-imprimir"
                    disabled={aceptar.isPending}
                    aria-label={`Aceptar el tramo del ${t.fechaInicio} de ${plan.nombreCompleto}`}
                    onClick={() =>
                      aceptar.mutate(t.id, {
                        onSuccess: () => notificar.exito('Tramo del plan aceptado'),
                        onError: (e) => notificar.error(mensajeDeError(e, 'No se pudo aceptar el tramo')),
                      })
                    }
                  >
                    Aceptar
                  </Button>
                )}
                <Button
                  size="small"
                  className="no-imprimir"
                  aria-label={`Ajustar el tramo del ${t.fechaInicio} de ${plan.nombreCompleto}`}
                  onClick={() => onAjustar(plan, t)}
                >
                  Ajustar
                </Button>
              </Box>
            )
          }
        />
      </Box>
    </Paper>
  );
}
