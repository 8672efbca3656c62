import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZCalendarioDepartamentoRespuesta,
  ZCalendarioEquipoRespuesta,
  type TCalendarioDepartamentoQuery,
} from '@app/contract/calendario';
import { peticion } from '../../../lib/api-client';

/** Prefix of every calendar query: a decision taken from the calendar reloads them all. */
export const CLAVE_CALENDARIO = ['calendario'] as const;

export interface FiltrosCalendarioEquipo {
  desde: string;
  hasta: string;
  nivel: 'directo' | 'todos';
  /** null: every department of the team. */
  departamentoId: number | null;
  /** '': Pendiente and Aprobada (the default); otherwise only that status. */
  estado: '' | 'Pendiente' | 'Aprobada' | 'Rechazada' | 'Cancelada';
}

/** GET /api/calendario/equipo: the team's people, requests, holidays, day counts and coverage overflows. */
export const calendarioEquipoQueryOptions = (f: FiltrosCalendarioEquipo) =>
  queryOptions({
    queryKey: [...CLAVE_CALENDARIO, 'equipo', f] as const,
    queryFn: ({ signal }) =>
      peticion('/calendario/equipo', {
        query: {
          desde: f.desde,
          hasta: f.hasta,
          nivel: f.nivel,
          departamentoId: f.departamentoId ?? undefined,
          estado: f.estado || undefined,
        },
        schema: ZCalendarioEquipoRespuesta,
        signal,
      }),
    // The previous view stays on screen while the next month loads.
    placeholderData: keepPreviousData,
  });

export const useCalendarioEquipo = (f: FiltrosCalendarioEquipo) => useQuery(calendarioEquipoQueryOptions(f));

/** GET /api/calendario/departamento: who else of the caller's department is out (names and dates only). */
export const calendarioDepartamentoQueryOptions = (q: TCalendarioDepartamentoQuery) =>
  queryOptions({
    queryKey: [...CLAVE_CALENDARIO, 'departamento', q] as const,
    queryFn: ({ signal }) =>
      peticion('/calendario/departamento', { query: q, schema: ZCalendarioDepartamentoRespuesta, signal }),
  });

export const useCalendarioDepartamento = (q: TCalendarioDepartamentoQuery, habilitado: boolean) =>
  useQuery({ ...calendarioDepartamentoQueryOptions(q), enabled: habilitado });
