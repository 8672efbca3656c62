import { anio, compararFechas, sumarAniosAjustado } from '@app/contract/fechas';
import type { TRegimen } from '@app/contract/vacaciones';
import { CONSTANTES, diasAUnidades, type FilaSaldo } from '../../domain/calculo-saldo';

/*
 * ADR 015: a request is charged to a service year. Editing the hire date moves every service
 * year; the days already taken must stay with the service year they were taken against, not with whatever year
 * now carries the same label. Pure functions of the two hire dates.
 */

/** First day of the period labelled `periodo` under this hire date (start = anniversary k, label = its year:
 * docs/reglas-vacaciones.md, «Etiqueta del período»). */
export function inicioDePeriodo(fechaIngreso: string, periodo: number): string {
  return sumarAniosAjustado(fechaIngreso, periodo - anio(fechaIngreso));
}

/** Days before each month in a common year: the position of a date within its year ignores leap days. */
const DIAS_ANTES_DEL_MES = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

/** Where a date sits, in days of common years (29 February counts as the 28th, as its anniversaries do). */
const posicion = (fecha: string) => {
  const [a, m, d] = fecha.split('-').map(Number) as [number, number, number];
  return a * 365 + DIAS_ANTES_DEL_MES[m - 1]! + Math.min(d, m === 2 ? 28 : d);
};

/**
 * The period a request charged to `periodo` belongs to after the hire date changes from `anterior` to `nueva`:
 * the new service year that shares most of the old one. Every period moves by the same number of years, the
 * distance between the two hire dates rounded to whole years (365 days per year, leap days aside, so there is
 * never a tie and no year is a day longer than another): two old periods never land on the same new one, the
 * order is kept, and going back to the old hire date undoes the move. A period whose start survives the change
 * (same day and month) keeps its label. null: that new service year would start before the new hire date, so the
 * days taken in it have no service year to go to.
 */
export function reasignarPeriodo(anterior: string, nueva: string, periodo: number): number | null {
  const dias = posicion(anterior) - posicion(nueva);
  // Rounded half away from zero (an odd 365 never leaves exactly half): moving back rounds to the opposite.
  const anios = Math.sign(dias) * Math.floor((2 * Math.abs(dias) + 365) / 730);
  const elegido = periodo - anio(anterior) + anios;
  return elegido < 0 ? null : anio(nueva) + elegido;
}

/** The figures of a period that the spec shows (historial-vacaciones). */
export interface CifrasPeriodo {
  periodo: number;
  inicio: string;
  fin: string;
  estado: FilaSaldo['estado'];
  vencidas: number;
  pendientes: number;
  truncas: number;
  diasLibres: number;
  diasBloque: number;
}

export interface CambioPeriodo {
  antes: CifrasPeriodo | null;
  despues: CifrasPeriodo | null;
}

const cifras = (f: FilaSaldo): CifrasPeriodo => ({
  periodo: f.periodo,
  inicio: f.inicio,
  fin: f.fin,
  estado: f.estado,
  vencidas: f.vencidas,
  pendientes: f.pendientes,
  truncas: f.truncas,
  diasLibres: f.diasLibres,
  diasBloque: f.diasBloque,
});

const iguales = (a: CifrasPeriodo, b: CifrasPeriodo) =>
  (Object.keys(a) as (keyof CifrasPeriodo)[]).every((k) => a[k] === b[k]);

/**
 * Every period whose figures change, oldest first: each old period beside the new one its requests move to
 * (reasignarPeriodo), a new period nobody moves to beside nothing, an old one with nowhere to go beside nothing.
 */
export function periodosQueCambian(
  anterior: string,
  nueva: string,
  antes: readonly FilaSaldo[],
  despues: readonly FilaSaldo[],
): CambioPeriodo[] {
  const nuevas = new Map(despues.map((f) => [f.periodo, f]));
  const emparejadas = new Set<number>();
  const pares: CambioPeriodo[] = [];
  for (const a of antes) {
    const destino = reasignarPeriodo(anterior, nueva, a.periodo);
    const d = destino === null ? undefined : nuevas.get(destino);
    if (d) emparejadas.add(d.periodo);
    pares.push({ antes: cifras(a), despues: d ? cifras(d) : null });
  }
  for (const d of despues) if (!emparejadas.has(d.periodo)) pares.push({ antes: null, despues: cifras(d) });
  const clave = (p: CambioPeriodo) => (p.despues ?? p.antes)!.inicio;
  return pares
    .filter((p) => !p.antes || !p.despues || !iguales(p.antes, p.despues))
    .sort((x, y) => compararFechas(clave(x), clave(y)));
}

/**
 * Days a period has given beyond what it has (units of 1/360 day): free or block days over their half, and days
 * consumed beyond the accrual. The engine never shows a negative figure; this is what it would have been.
 */
export function deficit(f: FilaSaldo, regimen: TRegimen): number {
  const { L, B } = CONSTANTES[regimen];
  return (
    diasAUnidades(Math.max(0, f.usadoLibre - L)) +
    diasAUnidades(Math.max(0, f.usadoBloque - B)) +
    f.exacto.excesoAdelanto
  );
}

/**
 * The first period (label) the change would leave negative: a new period whose deficit grows beyond the one its
 * old period already had (an advance HR allowed with the FULL cap is not new), or an old period with requests and
 * no service year to move to (none, or one that has not begun yet).
 */
export function periodoQueQuedaNegativo(
  anterior: string,
  nueva: string,
  antes: readonly FilaSaldo[],
  despues: readonly FilaSaldo[],
  regimen: TRegimen,
): number | null {
  const previo = new Map<number, number>();
  for (const a of antes) {
    const destino = reasignarPeriodo(anterior, nueva, a.periodo);
    if (destino === null) {
      if (a.usadoLibre + a.usadoBloque > 0) return a.periodo;
      continue;
    }
    if (!despues.some((d) => d.periodo === destino)) {
      // The new service year has not begun yet: days taken against it would be taken before it exists.
      if (a.usadoLibre + a.usadoBloque > 0) return a.periodo;
      continue;
    }
    previo.set(destino, deficit(a, regimen));
  }
  const f = despues.find((d) => deficit(d, regimen) > (previo.get(d.periodo) ?? 0));
  return f ? f.periodo : null;
}
