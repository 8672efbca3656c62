import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ZFeriadosRespuesta, type TFeriado, type TFeriadosRespuesta } from '@app/contract/feriados';
import { consultaGet } from '../../../lib/consultas';

/** Prefix of every holiday query: a change by HR invalidates all of them. */
export const CLAVE_FERIADOS = ['feriados'] as const;

/** GET /api/feriados?anio=: the holidays of a year, ordered by date. */
export const feriadosDelAnioQueryOptions = (anio: number) =>
  consultaGet([...CLAVE_FERIADOS, 'anio', anio], '/feriados', ZFeriadosRespuesta, { query: { anio } });

/** GET /api/feriados?desde=&hasta=: the holidays of a span (both ends included, at most three years). */
export const feriadosEntreQueryOptions = (desde: string, hasta: string) =>
  consultaGet([...CLAVE_FERIADOS, 'rango', desde, hasta], '/feriados', ZFeriadosRespuesta, {
    query: { desde, hasta },
  });

export const useFeriadosDelAnio = (anio: number) => useQuery(feriadosDelAnioQueryOptions(anio));

/** The holidays of a span, for a calendar (e.g. the team's); nothing is fetched while `desde` or `hasta` is empty. */
export const useFeriadosEntre = (desde: string, hasta: string) =>
  useQuery({ ...feriadosEntreQueryOptions(desde, hasta), enabled: Boolean(desde && hasta) });

const unirAnios = (resultados: UseQueryResult<TFeriadosRespuesta>[]): TFeriado[] =>
  resultados.flatMap((r) => r.data?.feriados ?? []).sort((a, b) => (a.fecha < b.fecha ? -1 : 1));

/**
 * The holidays of several years at once, merged and ordered by date (a date picker shows any month). A year that
 * fails to load is simply not shown: the holidays help to plan, they are never a condition to request.
 */
export function useFeriadosDeAnios(anios: readonly number[]): TFeriado[] {
  const unicos = [...new Set(anios)].sort((a, b) => a - b);
  return useQueries({
    queries: unicos.map((anio) => feriadosDelAnioQueryOptions(anio)),
    combine: unirAnios,
  });
}
