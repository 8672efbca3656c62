import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TPlanEmpleado, TTramoPlan } from '@app/contract/programacion';
import { PERMISOS } from '@app/contract/permisos';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { AlertaErrorConsulta } from '../../../components/lista/estados-lista';
import { useAutorizacion } from '../../../lib/authorization';
import { hoyNegocio } from '../../../utils/negocio';
import { useAjustarTramo, useFijarTramo, usePlanEquipo } from '../api/rol-vacacional';
import { BarraRolVacacional } from './barra-rol-vacacional';
import { FormularioTramoDialog } from './formulario-tramo-dialog';
import { PlanDeEmpleado } from './plan-de-empleado';
import { EstilosImpresion } from './selector-anio';

/**
 * The "Rol vacacional" tab: a manager's direct reports, or the whole company by department for HR;
 * the window, acceptance, the employer's decision, the periods at risk, Excel and print.
 */
export function RolVacacionalEquipo({ hoy = hoyNegocio() }: { hoy?: string }) {
  const notificar = useNotificar();
  const esRrhh = useAutorizacion().puede([PERMISOS.ADMIN_USUARIOS]);
  const [anio, setAnio] = useState(() => Number(hoy.slice(0, 4)));
  const consulta = usePlanEquipo(anio, esRrhh);
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
      <BarraRolVacacional
        anio={anio}
        hoy={hoy}
        onAnio={setAnio}
        departamentoId={departamentoId}
        onDepartamento={setDepartamentoId}
        departamentos={departamentos}
        esRrhh={esRrhh}
        abierta={abierta}
        cargando={consulta.isPending}
      />
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
