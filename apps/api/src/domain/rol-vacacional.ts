import {
  MENSAJES_PROGRAMACION,
  type TEstadoTramoPlan,
  type TPeriodoDelPlan,
} from '@app/contract/programacion';
import type { TTipoVacaciones } from '@app/contract/vacaciones';
import { compararFechas } from '@app/contract/fechas';
import {
  validarNuevaSolicitud,
  type EntradaSaldo,
  type NuevaSolicitud,
  type ResultadoValidacion,
} from './calculo-saldo';

// The rol vacacional (ADR 036): a plan span is checked by the request engine itself, never by a copy.

export interface TramoDelPlan {
  id: number;
  tipoVacaciones: TTipoVacaciones;
  diasSolicitados: number;
  fechaInicio: string;
  fechaFin: string;
  periodo: number;
  estado: TEstadoTramoPlan;
}

/** Spans still only planned; a CONVERTIDO one lives on as its request, which the engine already reads. */
export const esTramoActivo = (t: Pick<TramoDelPlan, 'estado'>) => t.estado !== 'CONVERTIDO';

/**
 * The employee's real requests plus the other active spans as if they were pending requests (negative ids, so they
 * never clash with a request's): the fraccionamiento rules (block sizes, libres, order, overlap) then see the
 * whole plan. This is only the validation's view; the balance shown anywhere else never includes a span.
 */
export function entradaConTramos(entrada: EntradaSaldo, tramos: readonly TramoDelPlan[]): EntradaSaldo {
  return {
    ...entrada,
    solicitudes: [
      ...entrada.solicitudes,
      ...tramos.filter(esTramoActivo).map((t) => ({
        id: -t.id,
        periodo: t.periodo,
        tipo: t.tipoVacaciones,
        dias: t.diasSolicitados,
        fechaInicio: t.fechaInicio,
        estado: 'Pendiente' as const,
      })),
    ],
  };
}

/**
 * Validates a span (new, or `id` when editing one) of the plan of `anio`: it starts in that year, then the request
 * engine (R1–R7) at today's date with the same messages. An overlap with another span names the span.
 */
export function validarTramo(
  entrada: EntradaSaldo,
  tramos: readonly TramoDelPlan[],
  nuevo: Omit<NuevaSolicitud, 'id'> & { id?: number | undefined },
  anio: number,
): ResultadoValidacion {
  if (!nuevo.fechaInicio.startsWith(`${anio}-`)) {
    return { ok: false, codigo: 'FECHA_INVALIDA', mensaje: MENSAJES_PROGRAMACION.fueraDelAnio(anio) };
  }
  const r = validarNuevaSolicitud(entradaConTramos(entrada, tramos), {
    ...nuevo,
    id: nuevo.id === undefined ? undefined : -nuevo.id,
  });
  if (!r.ok && r.codigo === 'SUPERPOSICION') {
    const id = Number(/#(-?\d+)/.exec(r.mensaje)?.[1]);
    if (id < 0) return { ...r, mensaje: MENSAJES_PROGRAMACION.superposicionTramo(-id) };
  }
  return r;
}

/** What the coverage needs of one engine row (FilaSaldo satisfies it). */
export interface PeriodoParaPlan {
  periodo: number;
  estado: string;
  finVentana: string;
  pendientes: number;
  vencidas: number;
}

/**
 * The periods whose enjoyment window ends by the end of `anio` with days still to enjoy (the engine's pendientes,
 * or vencidas once past), and whether the active spans charged to each, ending by its window's end, cover them.
 */
export function coberturaDelPlan(
  filas: readonly PeriodoParaPlan[],
  tramos: readonly TramoDelPlan[],
  anio: number,
): TPeriodoDelPlan[] {
  const finAnio = `${anio}-12-31`;
  const resultado: TPeriodoDelPlan[] = [];
  for (const f of filas) {
    const dias = f.estado === 'VENCIDA' ? f.vencidas : f.estado === 'PENDIENTE' ? f.pendientes : 0;
    if (dias <= 0 || compararFechas(f.finVentana, finAnio) > 0) continue;
    const planificados = tramos
      .filter(
        (t) => esTramoActivo(t) && t.periodo === f.periodo && compararFechas(t.fechaFin, f.finVentana) <= 0,
      )
      .reduce((s, t) => s + t.diasSolicitados, 0);
    resultado.push({
      periodo: f.periodo,
      fechaVencimiento: f.finVentana,
      diasPendientes: dias,
      diasPlanificados: planificados,
      cubierto: planificados >= dias,
    });
  }
  return resultado.sort((a, b) => a.periodo - b.periodo);
}
