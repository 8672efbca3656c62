import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TPlanEmpleado, TTramoPlan } from '@app/contract/programacion';
import { PERMISOS } from '@app/contract/permisos';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { AlertaErrorConsulta } from '../../../components/lista/estados-lista';
import { mensajeDeError } from '../../../lib/api-client';
import { useAutorizacion } from '../../../lib/authorization';
import { hoyNegocio } from '../../../utils/negocio';
import {
  descargarPlan,
  useAceptarTramo,
  useCambiarVentana,
  useAjustarTramo,
  useFijarTramo,
  usePlanEquipo,
} from '../api/rol-vacacional';
import { CoberturaPeriodos } from './cobertura-periodos';
import { FormularioTramoDialog } from './formulario-tramo-dialog';
import { EstilosImpresion, SelectorAnioPlan } from './selector-anio';
import { TablaTramos } from './tabla-tramos';

function PlanDeEmpleado({
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

/**
 * The "Rol vacacional" tab: a manager's direct reports, or the whole company by department for HR;
 * the window, acceptance, the employer's decision, the periods at risk, Excel and print.
 */
export function RolVacacionalEquipo({ hoy = hoyNegocio() }: { hoy?: string }) {
  const notificar = useNotificar();
  const esRrhh = useAutorizacion().puede([PERMISOS.ADMIN_USUARIOS]);
  const [anio, setAnio] = useState(() => Number(hoy.slice(0, 4)));
  const consulta = usePlanEquipo(anio, esRrhh);
  const ventana = useCambiarVentana(esRrhh);
  const fijar = useFijarTramo();
  const [fijarA, setFijarA] = useState<TPlanEmpleado | null>(null);
  const ajustar = useAjustarTramo();
  const [ajuste, setAjuste] = useState<{ plan: TPlanEmpleado; tramo: TTramoPlan } | null>(null);
  const abierta = consulta.data?.ventanaAbierta ?? false;
  const [departamentoId, setDepartamentoId] = useState<number | ''>('');
  const todos = consulta.data?.empleados ?? [];
  // The departments present in the plan: the filter of the list and of the Excel export.
  const departamentos = [
    ...new Map(
      todos
        .filter((e) => e.departamentoId !== null)
        .map((e) => [e.departamentoId!, e.departamento ?? String(e.departamentoId)]),
    ),
  ].sort((a, b) => a[1].localeCompare(b[1], 'es'));
  const empleados = departamentoId === '' ? todos : todos.filter((e) => e.departamentoId === departamentoId);
  const sinCubrir = empleados.filter((e) => e.enRiesgo).length;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <EstilosImpresion />
      <Typography variant="h5" component="h2">
        {`Rol vacacional ${anio}${esRrhh ? ' de la empresa' : ' de su equipo'}`}
      </Typography>
      <Box className="no-imprimir" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <SelectorAnioPlan anio={anio} hoy={hoy} onCambiar={setAnio} />
        <TextField
          select
          size="small"
          label="Departamento"
          value={departamentoId}
          onChange={(e) => setDepartamentoId(e.target.value === '' ? '' : Number(e.target.value))}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">Todos</MenuItem>
          {departamentos.map(([id, nombre]) => (
            <MenuItem key={id} value={id}>
              {nombre}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          disabled={ventana.isPending || consulta.isPending}
          onClick={() =>
            ventana.mutate(
              { anio, abierta: !abierta },
              {
                onSuccess: (r) => notificar.exito(r.message),
                onError: (e) => notificar.error(mensajeDeError(e, 'No se pudo cambiar la ventana')),
              },
            )
          }
        >
          {abierta ? 'Cerrar ventana de propuestas' : 'Abrir ventana de propuestas'}
        </Button>
        <Button
          variant="outlined"
          onClick={() =>
            void descargarPlan(anio, departamentoId === '' ? undefined : departamentoId).catch((e: unknown) =>
              notificar.error(mensajeDeError(e, 'No se pudo exportar el plan')),
            )
          }
        >
          Exportar a Excel
        </Button>
        <Button variant="outlined" onClick={() => window.print()}>
          Imprimir
        </Button>
      </Box>
      <AlertaErrorConsulta consulta={consulta} respaldo="Error al cargar el rol vacacional." />
      <Box aria-live="polite" aria-busy={consulta.isPending} sx={{ display: 'grid', gap: 2 }}>
        {consulta.isPending ? (
          <Typography color="text.secondary">Cargando el rol vacacional...</Typography>
        ) : (
          <>
            <Alert severity={abierta ? 'info' : 'warning'}>
              {abierta
                ? `La ventana de propuestas de ${anio} está abierta: su equipo puede proponer sus tramos.`
                : `La ventana de propuestas de ${anio} está cerrada.`}
            </Alert>
            {sinCubrir > 0 && (
              <Alert severity="error">{`${sinCubrir} ${sinCubrir === 1 ? 'empleado tiene' : 'empleados tienen'} períodos que vencen en ${anio} sin cubrir por el plan.`}</Alert>
            )}
            {empleados.length === 0 && <Typography>No hay empleados en su equipo.</Typography>}
            {empleados.map((e) => (
              <PlanDeEmpleado
                key={e.usuarioId}
                plan={e}
                anio={anio}
                onFijar={setFijarA}
                onAjustar={(plan, tramo) => setAjuste({ plan, tramo })}
              />
            ))}
          </>
        )}
      </Box>
      <FormularioTramoDialog
        abierto={fijarA !== null}
        titulo={`Fijar un tramo a ${fijarA?.nombreCompleto ?? ''}`}
        periodos={[anio - 3, anio - 2, anio - 1, anio]}
        onGuardar={(cuerpo) =>
          fijar.mutateAsync({ usuarioId: fijarA!.usuarioId, cuerpo }).then((r) => notificar.exito(r.message))
        }
        onCerrar={() => setFijarA(null)}
      />
      <FormularioTramoDialog
        abierto={ajuste !== null}
        titulo={`Ajustar el tramo de ${ajuste?.plan.nombreCompleto ?? ''}`}
        periodos={[anio - 3, anio - 2, anio - 1, anio]}
        inicial={
          ajuste
            ? {
                tipoVacaciones: ajuste.tramo.tipoVacaciones,
                diasSolicitados: ajuste.tramo.diasSolicitados,
                fechaInicio: ajuste.tramo.fechaInicio,
                periodo: ajuste.tramo.periodo,
              }
            : undefined
        }
        onGuardar={(cuerpo) =>
          ajustar.mutateAsync({ id: ajuste!.tramo.id, cuerpo }).then((r) => notificar.exito(r.message))
        }
        onCerrar={() => setAjuste(null)}
      />
    </Box>
  );
}
