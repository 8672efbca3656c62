// Risk radar for expiring periods (art. 23 D. Leg. 713, ADR 032). Pure: `hoy` is an input.

import { diferenciaDias, sumarDias } from '@app/contract/fechas';
import { ADVERTENCIA_INDEMNIZACION, type TNivelRiesgo, type TPeriodoEnRiesgo } from '@app/contract/riesgo';
import type { TEstadoPeriodo } from '@app/contract/vacaciones';

/** What the radar needs of one engine row (FilaSaldo satisfies it). */
export interface PeriodoSaldo {
  periodo: number;
  estado: TEstadoPeriodo;
  finVentana: string;
  pendientes: number;
  vencidas: number;
}

/** Level for the calendar days left until the window's last day; null beyond 90 days. */
export function nivelDeRiesgo(diasRestantes: number): TNivelRiesgo | null {
  if (diasRestantes < 0) return 'VENCIDO';
  if (diasRestantes <= 30) return '30';
  if (diasRestantes <= 60) return '60';
  if (diasRestantes <= 90) return '90';
  return null;
}

/**
 * The periods with days left that expire within 90 days or already expired, oldest first. Days left are the
 * engine's pendientes (acquired period, window open) or vencidas (window closed): both already net of every active
 * request. The latest start is fechaVencimiento − ⌈días⌉ + 1: vacation days are calendar days (calcularFechaFin),
 * so a run of n days started that day ends on the window's last day.
 */
export function periodosEnRiesgo(filas: readonly PeriodoSaldo[], hoy: string): TPeriodoEnRiesgo[] {
  const resultado: TPeriodoEnRiesgo[] = [];
  for (const f of filas) {
    const dias = f.estado === 'VENCIDA' ? f.vencidas : f.estado === 'PENDIENTE' ? f.pendientes : 0;
    if (dias <= 0) continue;
    const diasRestantes = diferenciaDias(f.finVentana, hoy);
    // The engine's status decides vencido (an agreed acumulación moves the window, and the engine knows it).
    const nivel = f.estado === 'VENCIDA' ? 'VENCIDO' : nivelDeRiesgo(diasRestantes);
    if (nivel === null) continue;
    resultado.push({
      periodo: f.periodo,
      fechaVencimiento: f.finVentana,
      diasPendientes: dias,
      fechaLimiteInicio: sumarDias(f.finVentana, 1 - Math.ceil(dias)),
      diasRestantes,
      nivel,
      advertencia: nivel === 'VENCIDO' ? ADVERTENCIA_INDEMNIZACION : null,
    });
  }
  return resultado.sort((a, b) => a.periodo - b.periodo);
}

/**
 * ISO 8601 week of a business date, e.g. '2026-W48' (weeks start on Monday; week 1 holds the year's first
 * Thursday). The date is already in the business zone, so the week is too.
 */
export function semanaIso(fecha: string): string {
  const [a, m, d] = fecha.split('-').map(Number) as [number, number, number];
  const dia = new Date(Date.UTC(a, m - 1, d));
  const diaSemana = (dia.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  // The Thursday of the same week decides its year.
  dia.setUTCDate(dia.getUTCDate() - diaSemana + 3);
  const anioIso = dia.getUTCFullYear();
  const primerJueves = new Date(Date.UTC(anioIso, 0, 4));
  primerJueves.setUTCDate(primerJueves.getUTCDate() - ((primerJueves.getUTCDay() + 6) % 7) + 3);
  const semana = 1 + Math.round((dia.getTime() - primerJueves.getTime()) / (7 * 86_400_000));
  return `${anioIso}-W${String(semana).padStart(2, '0')}`;
}
