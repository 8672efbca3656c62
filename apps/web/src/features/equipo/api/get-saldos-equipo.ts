import { useQuery } from '@tanstack/react-query';
import { ZSaldosEquipoRespuesta, type ORDEN_SALDOS } from '@app/contract/equipo';
import { listaPaginada, orden, pagina, type Paginacion } from '../../../lib/consultas';

/** The filters of 'Saldos de Vacaciones' (docs/producto.md, «Saldos de vacaciones»), shared by every team list. */
export interface FiltrosSaldosEquipo {
  incluirSubordinadosNivelN: boolean;
  empleadoId: number | null;
  periodo: number | null;
}

/** The team filters as the query string sends them. */
export const filtrosDeEquipo = ({ empleadoId, periodo, incluirSubordinadosNivelN }: FiltrosSaldosEquipo) => ({
  empleadoId,
  periodo,
  incluirSubordinadosNivelN,
});

/** The balance screen's own filters: the team filters plus 'En riesgo'. */
export interface FiltrosSaldos extends FiltrosSaldosEquipo {
  enRiesgo: boolean;
}

export type CampoOrdenSaldo = keyof typeof ORDEN_SALDOS;

export interface ParametrosSaldosEquipo extends FiltrosSaldos, Paginacion<CampoOrdenSaldo> {}

/** Prefix of every team-balance query; a decision on a request invalidates it (rejection releases days). */
export const CLAVE_SALDOS_EQUIPO = ['equipo', 'saldos-equipo'] as const;

/** GET /api/historial-vacaciones/saldos-equipo: one row per employee and period, with totals. */
export const saldosEquipoQueryOptions = listaPaginada(
  CLAVE_SALDOS_EQUIPO,
  '/historial-vacaciones/saldos-equipo',
  ZSaldosEquipoRespuesta,
  (p: ParametrosSaldosEquipo) => ({
    ...pagina(p),
    ...consultaSaldosEquipo(p),
    ...orden(p),
  }),
);

/** The filters as the query string sends them: the list's pages and its Excel export. */
export const consultaSaldosEquipo = (p: FiltrosSaldos) => ({
  ...filtrosDeEquipo(p),
  // Sent only when on, so the default request stays the spec's.
  ...(p.enRiesgo ? { enRiesgo: true } : {}),
});

/**
 * GET /api/historial-vacaciones/saldos-equipo/exportar: the whole filtered list as .xlsx, in the default order
 * (employee, then period): the export reads the team a batch of employees at a time (ADR 041).
 */
export const RUTA_EXPORTAR_SALDOS = '/historial-vacaciones/saldos-equipo/exportar';

export const useSaldosEquipo = (p: ParametrosSaldosEquipo) => useQuery(saldosEquipoQueryOptions(p));
