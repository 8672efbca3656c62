import type { TSaldoEquipo, TSaldosEquipoRespuesta } from '@app/contract/equipo';
import type { Db } from '../../db/client';
import { crearCacheVersionada } from '../../db/version-datos';
import type { CantidadesExactas } from '../../domain/calculo-saldo';
import type { Reloj } from '../../lib/reloj';

/** Employees whose balances `saldosDeActivos` reads and computes between two pauses (by default). */
const EMPLEADOS_POR_TRAMO = 500;

/** A team's computed balances for one (manager, scope, day), valid while the data version does not move. */
export interface EquipoCalculado {
  ids: Set<number>;
  filas: TSaldoEquipo[];
  /** The exact amounts (units of 1/360 day) behind each row of `filas`, same positions: totals add these. */
  exactos: CantidadesExactas[];
  /** Positions of `filas` in each order asked for so far, computed once per entry. */
  ordenes: Map<string, number[]>;
  /** Totals per filter (employee, period), computed once per entry. */
  totales: Map<string, TSaldosEquipoRespuesta['estadisticas']>;
  /** Exact indemnity risk of vencida rows (row id → risk), filled as pages are shown (conRiesgoExacto). */
  riesgos: Map<string, TSaldoEquipo['riesgoIndemnizacion']>;
}

export interface DependenciasSaldos {
  db: Db;
  reloj: Reloj;
  /** People per slice of `saldosDeActivos` (tests use 1, so that every boundary between slices is crossed). */
  empleadosPorTramo?: number | undefined;
}

/** What the balance use cases share: the dependencies and the computed team balances. */
export const crearContexto = (deps: DependenciasSaldos) => ({
  db: deps.db,
  reloj: deps.reloj,
  empleadosPorTramo: deps.empleadosPorTramo ?? EMPLEADOS_POR_TRAMO,
  cacheEquipo: crearCacheVersionada<EquipoCalculado>(32),
});

export type ContextoSaldos = ReturnType<typeof crearContexto>;
