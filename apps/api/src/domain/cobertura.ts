import type { TTipoCobertura } from '@app/contract/cobertura';

export interface ReglaCobertura {
  coberturaMaxima: number | null;
  coberturaTipo: TTipoCobertura | null;
}

/**
 * Maximum number of people of a department who may be out on one day, or null when the department has no rule.
 * A percentage is taken of the department's active people and rounded down, but never below 1: a rule of 10 % in a
 * department of 5 still lets one person rest.
 */
export function limitePersonas(regla: ReglaCobertura, personasDepartamento: number): number | null {
  if (regla.coberturaMaxima === null || regla.coberturaTipo === null) return null;
  if (regla.coberturaTipo === 'PERSONAS') return regla.coberturaMaxima;
  return Math.max(1, Math.floor((personasDepartamento * regla.coberturaMaxima) / 100));
}

/**
 * Days (ISO dates, ascending) on which `fueraPorDia` exceeds the limit, with how many are out and by how much.
 * `fueraPorDia` maps each date to the number of people of the department out that day (the caller decides whether a
 * new span is included).
 */
export function diasSobreCobertura(
  limite: number | null,
  fueraPorDia: ReadonlyMap<string, number>,
): { fecha: string; fuera: number; limite: number; exceso: number }[] {
  if (limite === null) return [];
  const dias: { fecha: string; fuera: number; limite: number; exceso: number }[] = [];
  for (const [fecha, fuera] of fueraPorDia) {
    if (fuera > limite) dias.push({ fecha, fuera, limite, exceso: fuera - limite });
  }
  return dias.sort((a, b) => a.fecha.localeCompare(b.fecha));
}
