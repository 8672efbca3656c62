import type { TSaldosEquipoExportarQuery, TSaldosEquipoQuery } from '@app/contract/equipo';
import type { TRegimen } from '@app/contract/vacaciones';
import type { Ejecutor } from '../../db/client';
import type { BusquedaMiembros } from '../../domain/busqueda-miembros';
import type { UsuarioSesion } from '../auth/auth.service';
import type { VistaDeSesion } from '../vencimiento/vencimiento.service';
import { crearContexto, type DependenciasSaldos } from './contexto';
import { entradaDe, entradasPara } from './entradas';
import { exportarSaldosEquipo } from './exportar-saldos';
import { historialDe, saldosDeActivos } from './historial';
import { empleadosEquipo, saldosEquipo } from './saldos-equipo';
import * as repo from './saldos.repository';

export { aFilaHistorial } from './historial';
export { entradasPara } from './entradas';
export { planearCambioFechaIngreso, type PlanCambioFechaIngreso } from './plan-fecha-ingreso';

/** The balance use cases, each in its own file, wired to one context (dependencies and team balances). */
export function crearSaldosService(deps: DependenciasSaldos) {
  const ctx = crearContexto(deps);
  return {
    entradasPara,
    entradaDe: (
      ejecutor: Ejecutor,
      empleado: number | { id: number; fechaIngreso: string; regimen: TRegimen | null },
      hoy = ctx.reloj.hoy(),
    ) => entradaDe(ejecutor, empleado, hoy),
    historialDe: (usuarioId: number, sesion?: VistaDeSesion) => historialDe(ctx, usuarioId, sesion),
    saldosEquipo: (usuario: UsuarioSesion, q: TSaldosEquipoQuery) => saldosEquipo(ctx, usuario, q),
    exportarSaldosEquipo: (usuario: UsuarioSesion, q: TSaldosEquipoExportarQuery, ip: string | null) =>
      exportarSaldosEquipo(ctx, usuario, q, ip),
    empleadosEquipo: (usuario: UsuarioSesion, todosLosNiveles: boolean, busqueda?: BusquedaMiembros) =>
      empleadosEquipo(ctx, usuario, todosLosNiveles, busqueda),
    saldosDeActivos: () => saldosDeActivos(ctx),
  };
}

export type SaldosService = ReturnType<typeof crearSaldosService>;

/** Relabels a user's periods after a hire-date change, inside the caller's transaction (ADR 019). */
export const moverPeriodos = repo.moverPeriodos;

/** The company configuration row that drives the balances; the configuration module reads it here (ADR 019). */
export const leerConfiguracion = repo.leerConfiguracion;
