import { diaSemana, sumarDias } from '@app/contract/fechas';

/**
 * Working days (ADR 033): Monday to Friday, minus the company's holidays. How long a request has been
 * waiting counts the working days after the day it was made, up to and including `hoy`: a request made on a Monday
 * has waited 1 working day on Tuesday, whatever hour it was made.
 */
export function esDiaHabil(fecha: string, feriados: ReadonlySet<string>): boolean {
  const d = diaSemana(fecha);
  return d <= 5 && !feriados.has(fecha);
}

/** Working days in (desde, hasta]: 0 when `hasta` is not after `desde`. */
export function diasHabilesTranscurridos(
  desde: string,
  hasta: string,
  feriados: ReadonlySet<string>,
): number {
  let n = 0;
  for (let d = sumarDias(desde, 1); d <= hasta; d = sumarDias(d, 1)) if (esDiaHabil(d, feriados)) n++;
  return n;
}

export type AccionPendiente = 'RECORDAR' | 'ESCALAR';

/**
 * What a pending request is due now: the reminder after `diasRecordatorio` working days, escalation after
 * `diasEscalamiento`, each once (already done = its mark is set). Both may be due in one round (a long outage).
 */
export function accionesDebidas(
  espera: number,
  reglas: { diasRecordatorio: number; diasEscalamiento: number },
  hechas: { recordada: boolean; escalada: boolean },
): AccionPendiente[] {
  return [
    ...(espera >= reglas.diasRecordatorio && !hechas.recordada ? (['RECORDAR'] as const) : []),
    ...(espera >= reglas.diasEscalamiento && !hechas.escalada ? (['ESCALAR'] as const) : []),
  ];
}
