import { useQuery } from '@tanstack/react-query';
import { ZSaldosEquipoRespuesta, type ORDEN_SALDOS } from '@app/contract/equipo';
import { listaPaginada, orden, pagina, type Paginacion } from '../../../lib/consultas';

/** The filters of 'Saldos de Vacaciones' (spec 01 §3 balance filters), shared by every team list. */
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

/** The balance screen's own filters: the team filters plus 'En riesgo' (issue 16). */
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
    ...filtrosDeEquipo(p),
    // Sent only when on, so the default request stays the spec's.
    ...(p.enRiesgo ? { enRiesgo: true } : {}),
    ...orden(p),
  }),
);

export const useSaldosEquipo = (p: ParametrosSaldosEquipo) => useQuery(saldosEquipoQueryOptions(p));
