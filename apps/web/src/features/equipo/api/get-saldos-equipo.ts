import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZSaldosEquipoRespuesta, type ORDEN_SALDOS } from '@app/contract/equipo';
import { peticion } from '../../../lib/api-client';

/** The filters of 'Saldos de Vacaciones' (spec 01 §3 balance filters). */
export interface FiltrosSaldosEquipo {
  incluirSubordinadosNivelN: boolean;
  empleadoId: number | null;
  periodo: number | null;
}

export type CampoOrdenSaldo = keyof typeof ORDEN_SALDOS;

export interface ParametrosSaldosEquipo extends FiltrosSaldosEquipo {
  pageNumber: number;
  pageSize: number;
  sortBy: CampoOrdenSaldo;
  isDescending: boolean;
}

/** GET /api/historial-vacaciones/saldos-equipo: one row per employee and period, with totals. */
export const obtenerSaldosEquipo = (p: ParametrosSaldosEquipo, signal?: AbortSignal) =>
  peticion('/historial-vacaciones/saldos-equipo', {
    query: {
      pageNumber: p.pageNumber,
      pageSize: p.pageSize,
      empleadoId: p.empleadoId,
      periodo: p.periodo,
      incluirSubordinadosNivelN: p.incluirSubordinadosNivelN,
      sortBy: p.sortBy,
      isDescending: p.isDescending,
    },
    schema: ZSaldosEquipoRespuesta,
    ...(signal ? { signal } : {}),
  });

/** Prefix of every team-balance query; a decision on a request invalidates it (rejection releases days). */
export const CLAVE_SALDOS_EQUIPO = ['equipo', 'saldos-equipo'] as const;

export const saldosEquipoQueryOptions = (p: ParametrosSaldosEquipo) =>
  queryOptions({
    queryKey: [...CLAVE_SALDOS_EQUIPO, p],
    queryFn: ({ signal }) => obtenerSaldosEquipo(p, signal),
    placeholderData: keepPreviousData,
  });

export const useSaldosEquipo = (p: ParametrosSaldosEquipo) => useQuery(saldosEquipoQueryOptions(p));
