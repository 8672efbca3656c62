// Small vacation rules shared by the request form and the server engine: docs/reglas-vacaciones.md,
// «Fraccionamiento: bloques y días libres» (R4) and «Orden de imputación».

/** Allowed sizes of a block piece: 15, or 7 and 8 in either order. Legal subset of "≥ 7 + ≥ 8". */
export const TAMANOS_BLOQUE = [7, 8, 15] as const;

/** The two kinds of request: divisible days or a block of 7, 8 or 15. Stored as is. */
export const TIPOS_VACACIONES = ['libres', 'bloque'] as const;
export type TTipoVacaciones = (typeof TIPOS_VACACIONES)[number];
/** The request form's kind: the same two values. */
export type TipoFormulario = TTipoVacaciones;

/**
 * Labour regime of the company (docs/reglas-vacaciones.md, «Días por año y régimen»): general (30 days) or MYPE
 * micro-enterprise (15).
 */
export const REGIMENES = ['GENERAL', 'MYPE'] as const;
export type TRegimen = (typeof REGIMENES)[number];

/**
 * Cap of an adelanto (docs/reglas-vacaciones.md, «Adelanto»): the truncas accrued so far, or the whole year's
 * entitlement.
 */
export const TOPES_ADELANTO = ['ACCRUED', 'FULL'] as const;
export type TTopeAdelanto = (typeof TOPES_ADELANTO)[number];

/**
 * Status of a service period (docs/reglas-vacaciones.md, «Períodos y devengo»): running, acquired and enjoyable, or
 * past its window.
 */
export const ESTADOS_PERIODO = ['CURSO', 'PENDIENTE', 'VENCIDA'] as const;
export type TEstadoPeriodo = (typeof ESTADOS_PERIODO)[number];

/** What the form needs to know about a period (a row of the balance reply). */
export interface PeriodoDisponible {
  diasLibres: number;
  diasBloque: number;
  /** Block sizes still allowed by the complement rule; when absent, 7, 8 and 15. */
  bloquesPermitidos?: readonly number[] | undefined;
}

/**
 * Block sizes that still complete a legal 15-day block after `usadoBloque` days (R4):
 * 0 → [7, 8, 15]; 7 → [8]; 8 → [7]; 15 or more → []. Any other amount between 1 and 14 comes from a block the
 * employer interrupted (recall to work): the days it returned can be taken as the one piece that completes
 * the block, so the interruption never costs the worker days (ADR 011).
 */
export function bloquesPermitidos(usadoBloque: number): number[] {
  if (usadoBloque === 0) return [...TAMANOS_BLOQUE];
  const complemento = TAMANOS_BLOQUE.filter((s) => usadoBloque + s === 15);
  if (complemento.length > 0 || usadoBloque >= 15) return complemento;
  return [15 - usadoBloque];
}

/**
 * Day options of the request form (docs/producto.md, «Solicitar vacaciones»): libres → 1..floor(diasLibres); bloque
 * → the allowed sizes that do not exceed diasBloque; no type (or no period) → none.
 */
export function opcionesDias(
  tipo: TipoFormulario | undefined,
  periodo: PeriodoDisponible | undefined,
): number[] {
  if (!tipo || !periodo) return [];
  if (tipo === 'libres') {
    const maximo = Math.floor(periodo.diasLibres);
    return Array.from({ length: Math.max(0, maximo) }, (_, i) => i + 1);
  }
  const tamanos = periodo.bloquesPermitidos ?? TAMANOS_BLOQUE;
  return tamanos.filter((s) => s <= periodo.diasBloque);
}

/**
 * The form's automatic period choice, lowest year first (FIFO; docs/reglas-vacaciones.md, «Orden de imputación»):
 * - no type: the first period with diasLibres > 0 or diasBloque > 0 (the spec's initial state);
 * - with a type: the first period where that type has room (our decision), so the user is never sent to a
 *   period that cannot take the request;
 * - with a type and a number of days: the first period that offers exactly those days, which is the period the
 *   server's R5 rule will require.
 */
export function elegirPeriodo<T extends PeriodoDisponible & { periodo: number; estado?: TEstadoPeriodo }>(
  historial: readonly T[],
  tipo?: TipoFormulario,
  dias?: number,
  orden: TOrdenImputacion = 'FIFO',
): T | undefined {
  const ordenado = ordenarPeriodos(historial, orden);
  if (!tipo) return ordenado.find((p) => p.diasLibres > 0 || p.diasBloque > 0);
  return ordenado.find((p) => {
    const opciones = opcionesDias(tipo, p);
    return dias === undefined ? opciones.length > 0 : opciones.includes(dias);
  });
}

/**
 * Company setting (docs/reglas-vacaciones.md, «Orden de imputación»; ADR 014): which period a request must use
 * first.
 */
export const ORDENES_IMPUTACION = ['FIFO', 'EXPIRY_FIRST'] as const;
export type TOrdenImputacion = (typeof ORDENES_IMPUTACION)[number];

const RANGO_EXPIRY_FIRST: Record<TEstadoPeriodo, number> = { PENDIENTE: 0, VENCIDA: 1, CURSO: 2 };

/**
 * Periods in the order rule R5 uses them. FIFO: oldest first. EXPIRY_FIRST: oldest PENDIENTE first (the next to
 * expire, whose indemnity can still be avoided), then VENCIDA (its indemnity is already owed), then CURSO.
 */
export function ordenarPeriodos<T extends { periodo: number; estado?: TEstadoPeriodo }>(
  periodos: readonly T[],
  orden: TOrdenImputacion,
): T[] {
  const rango = (p: T) => (orden === 'EXPIRY_FIRST' && p.estado ? RANGO_EXPIRY_FIRST[p.estado] : 0);
  return [...periodos].sort((a, b) => rango(a) - rango(b) || a.periodo - b.periodo);
}

/** One line under the form's period note: why this period is the automatic one. */
export const EXPLICACION_ORDEN: Record<TOrdenImputacion, string> = {
  FIFO: 'Se usa primero el período más antiguo con días disponibles.',
  EXPIRY_FIRST:
    'Se usa primero el período pendiente más próximo a vencer, para evitar otra indemnización; luego los vencidos y al final el período en curso.',
};
