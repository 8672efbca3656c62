import type { TFilaHistorial, TTipoVacaciones } from '@app/contract/solicitudes';
import { calcularFechaFin, compararFechas, esFechaValida } from '@app/contract/fechas';
import {
  elegirPeriodo,
  opcionesDias,
  type PeriodoDisponible,
  type TOrdenImputacion,
} from '@app/contract/vacaciones';

/** What the form can draw from a balance row: whole libre days (floor of the exact value) and valid block sizes. */
const comoPeriodoDisponible = (
  fila: TFilaHistorial,
): PeriodoDisponible & { periodo: number; estado: TFilaHistorial['estado']; fila: TFilaHistorial } => ({
  periodo: fila.periodo,
  estado: fila.estado,
  diasLibres: fila.maxDiasLibres,
  diasBloque: fila.diasBloque,
  bloquesPermitidos: fila.bloquesPermitidos,
  fila,
});

/**
 * The period the days are taken from, in the company's order of imputation (FIFO: lowest year first;
 * EXPIRY_FIRST: the pending period next to expire first, then vencidas, then the one in course):
 * - no type yet: the first period with diasLibres > 0 or diasBloque > 0 (the spec's first pick);
 * - with a type: the first period where that type has room (docs/reglas-vacaciones.md, «Orden de imputación»);
 * - with days too: the first period offering exactly those days (the one the server's FIFO rule requires).
 */
export function periodoDelFormulario(
  historial: readonly TFilaHistorial[],
  tipo?: TTipoVacaciones,
  dias?: number,
  orden: TOrdenImputacion = 'FIFO',
): TFilaHistorial | undefined {
  if (!tipo) return elegirPeriodo(historial, undefined, undefined, orden);
  const candidatos = historial.map(comoPeriodoDisponible);
  const conDias = dias ? elegirPeriodo(candidatos, tipo, dias, orden) : undefined;
  return (conDias ?? elegirPeriodo(candidatos, tipo, undefined, orden))?.fila;
}

/**
 * Días Solicitados options (docs/producto.md, «Solicitar vacaciones») for a type: from the period that type is
 * taken from.
 */
export function opcionesDiasFormulario(
  historial: readonly TFilaHistorial[],
  tipo?: TTipoVacaciones,
  orden: TOrdenImputacion = 'FIFO',
): number[] {
  if (!tipo) return [];
  const fila = periodoDelFormulario(historial, tipo, undefined, orden);
  return opcionesDias(tipo, fila && comoPeriodoDisponible(fila));
}

/** Start + days − 1, or '' while either is missing or invalid. */
export function fechaFinFormulario(fechaInicio: string | undefined, dias: number | undefined): string {
  if (!fechaInicio || !esFechaValida(fechaInicio) || !dias || !Number.isInteger(dias) || dias < 1) return '';
  try {
    return calcularFechaFin(fechaInicio, dias);
  } catch {
    return '';
  }
}

/** True when `fecha` is before `hoy` (both `YYYY-MM-DD`). */
export const esAnteriorA = (fecha: string, hoy: string) =>
  esFechaValida(fecha) && esFechaValida(hoy) && compararFechas(fecha, hoy) < 0;
