import type { TCampoOrdenSaldo, TSaldoEquipo, TSaldosEquipoQuery } from '@app/contract/equipo';
import type { TFilaHistorial } from '@app/contract/solicitudes';
import { idsDelEquipo, miembrosDelEquipo } from '../../db/jerarquia';
import type { UsuarioSesion } from '../auth/auth.service';
import type { Db, Ejecutor } from '../../db/client';
import { AppError, sinPermiso } from '../../lib/app-error';
import type { Reloj } from '../../lib/reloj';
import {
  UNIDADES_POR_DIA,
  calcularSaldos,
  type SolicitudSaldo,
  type EntradaSaldo,
  type FilaSaldo,
  type Regimen,
} from './calculo-saldo';
import * as repo from './saldos.repository';

/** The engine's row as the balance screens show it (2 decimals, half-up, computed by the engine). */
export const aFilaHistorial = (f: FilaSaldo): TFilaHistorial => ({
  periodo: f.periodo,
  vencidas: f.vencidas,
  pendientes: f.pendientes,
  truncas: f.truncas,
  diasLibres: f.diasLibres,
  diasBloque: f.diasBloque,
  estado: f.estado,
  inicio: f.inicio,
  fin: f.fin,
  finVentana: f.finVentana,
  maxDiasLibres: Math.floor(f.exacto.diasLibres / UNIDADES_POR_DIA),
  bloquesPermitidos: f.bloquesPermitidos,
});

function opcionesDe(config: Awaited<ReturnType<typeof repo.leerConfiguracion>>) {
  const regimen: Regimen = config?.regimen === 'MYPE' ? 'MYPE' : 'GENERAL';
  return {
    regimen,
    opciones: {
      permitirAdelanto: regimen === 'MYPE' ? false : (config?.permitirAdelanto ?? true),
      topeAdelanto: config?.topeAdelanto === 'FULL' ? ('FULL' as const) : ('ACCRUED' as const),
    },
  };
}

const colator = new Intl.Collator('es', { sensitivity: 'base' });

function comparadorSaldos(campo: TCampoOrdenSaldo, descendente: boolean) {
  const signo = descendente ? -1 : 1;
  return (a: TSaldoEquipo, b: TSaldoEquipo): number => {
    let c: number;
    if (campo === 'id') c = a.empleadoId - b.empleadoId;
    else if (campo === 'nombreEmpleado' || campo === 'email' || campo === 'nombreManager') {
      c = colator.compare(a[campo] ?? '', b[campo] ?? '');
    } else c = a[campo] - b[campo];
    // Ties: by employee, then period, so pages never overlap.
    return (
      signo * c ||
      a.nombreEmpleado.localeCompare(b.nombreEmpleado) ||
      a.empleadoId - b.empleadoId ||
      a.periodo - b.periodo
    );
  };
}

export function crearSaldosService(deps: { db: Db; reloj: Reloj }) {
  const { db, reloj } = deps;

  /**
   * Everything the engine needs for some employees, in a fixed number of queries whatever their count
   * (company settings, requests, record overrides), so team balances never query per employee.
   */
  async function entradasPara(
    ejecutor: Ejecutor,
    empleados: { id: number; fechaIngreso: string }[],
    hoy: string,
  ): Promise<Map<number, EntradaSaldo>> {
    const ids = empleados.map((e) => e.id);
    const [config, solicitudes, sinRecord] = await Promise.all([
      repo.leerConfiguracion(ejecutor),
      repo.solicitudesActivasDe(ejecutor, ids),
      repo.recordNoCumplidoDe(ejecutor, ids),
    ]);
    const { regimen, opciones } = opcionesDe(config);
    const entradas = new Map<number, EntradaSaldo>();
    for (const e of empleados) {
      entradas.set(e.id, {
        fechaIngreso: e.fechaIngreso,
        regimen,
        hoy,
        solicitudes: [],
        opciones: { ...opciones, recordNoCumplido: [] },
      });
    }
    for (const s of solicitudes)
      (entradas.get(s.usuarioId)?.solicitudes as unknown[] | undefined)?.push(repo.aSolicitudSaldo(s));
    for (const r of sinRecord)
      (entradas.get(r.usuarioId)?.opciones?.recordNoCumplido as number[] | undefined)?.push(r.periodo);
    return entradas;
  }

  /** Engine input for one employee, read inside the caller's transaction when validating a change. */
  async function entradaDe(ejecutor: Ejecutor, usuarioId: number, hoy = reloj.hoy()): Promise<EntradaSaldo> {
    const usuario = await repo.fechaIngresoDe(ejecutor, usuarioId);
    if (!usuario) throw new AppError('NO_ENCONTRADO', 'Usuario no encontrado');
    return (await entradasPara(ejecutor, [{ id: usuarioId, fechaIngreso: usuario.fechaIngreso }], hoy)).get(
      usuarioId,
    )!;
  }

  /** The caller's balance by period (spec 01 §7 GET historial-vacaciones). */
  async function historialDe(usuarioId: number) {
    const entrada = await entradaDe(db, usuarioId);
    return { historial: calcularSaldos(entrada).map(aFilaHistorial) };
  }

  /**
   * Team balances: one row per employee and period, computed by the same engine as each employee's own
   * balance, from one query for the team and one for its aggregated consumption, whatever the team's size.
   */
  async function saldosEquipo(usuario: UsuarioSesion, q: TSaldosEquipoQuery) {
    const todos = q.incluirSubordinadosNivelN;
    const hoy = reloj.hoy();
    const miembros = await miembrosDelEquipo(db, usuario.id, todos);
    if (q.empleadoId !== undefined && !miembros.some((m) => m.id === q.empleadoId)) {
      throw sinPermiso('El empleado no pertenece a su equipo');
    }
    const [config, consumo, sinRecord] = await Promise.all([
      repo.leerConfiguracion(db),
      repo.consumoAgregadoDe(db, idsDelEquipo(usuario.id, todos)),
      repo.recordNoCumplidoDe(
        db,
        miembros.map((m) => m.id),
      ),
    ]);
    const porEmpleado = new Map<number, SolicitudSaldo[]>();
    for (const c of consumo) {
      const lista = porEmpleado.get(c.usuarioId) ?? [];
      lista.push(repo.aSolicitudSaldo({ ...c, id: -lista.length - 1, estado: 'Aprobada' }));
      porEmpleado.set(c.usuarioId, lista);
    }
    const recordPorEmpleado = new Map<number, number[]>();
    for (const r of sinRecord)
      recordPorEmpleado.set(r.usuarioId, [...(recordPorEmpleado.get(r.usuarioId) ?? []), r.periodo]);
    const opciones = opcionesDe(config);
    const todasLasFilas: TSaldoEquipo[] = [];
    for (const m of miembros) {
      const filas = calcularSaldos({
        fechaIngreso: m.fechaIngreso,
        regimen: opciones.regimen,
        hoy,
        solicitudes: porEmpleado.get(m.id) ?? [],
        opciones: { ...opciones.opciones, recordNoCumplido: recordPorEmpleado.get(m.id) ?? [] },
      });
      for (const f of filas) {
        todasLasFilas.push({
          id: `${m.id}-${f.periodo}`,
          empleadoId: m.id,
          nombreEmpleado: m.nombreCompleto,
          email: m.email,
          periodo: f.periodo,
          estadoPeriodo: f.estado,
          diasVencidas: f.vencidas,
          diasPendientes: f.pendientes,
          diasTruncas: f.truncas,
          diasLibres: f.diasLibres,
          diasBloque: f.diasBloque,
          nombreManager: m.nombreManager,
        });
      }
    }
    const filtradas = todasLasFilas.filter(
      (f) =>
        (q.empleadoId === undefined || f.empleadoId === q.empleadoId) &&
        (q.periodo === undefined || f.periodo === q.periodo),
    );
    filtradas.sort(comparadorSaldos(q.sortBy, q.isDescending));
    // Totals add the figures the table shows (2 decimals), in whole hundredths so no float error creeps in.
    const suma = (campo: 'diasVencidas' | 'diasPendientes' | 'diasTruncas' | 'diasLibres' | 'diasBloque') =>
      filtradas.reduce((t, f) => t + Math.round(f[campo] * 100), 0) / 100;
    const inicio = (q.pageNumber - 1) * q.pageSize;
    return {
      saldos: filtradas.slice(inicio, inicio + q.pageSize),
      total: filtradas.length,
      totalCompleto: todasLasFilas.length,
      estadisticas: {
        totalEmpleados: new Set(filtradas.map((f) => f.empleadoId)).size,
        totalDiasVencidas: suma('diasVencidas'),
        totalDiasPendientes: suma('diasPendientes'),
        totalDiasTruncas: suma('diasTruncas'),
        totalDiasLibres: suma('diasLibres'),
        totalDiasBloque: suma('diasBloque'),
      },
    };
  }

  async function empleadosEquipo(usuario: UsuarioSesion, todosLosNiveles: boolean) {
    const miembros = await miembrosDelEquipo(db, usuario.id, todosLosNiveles);
    return {
      empleados: miembros.map((m) => ({ id: m.id, nombreCompleto: m.nombreCompleto, email: m.email })),
    };
  }

  return { entradasPara, entradaDe, historialDe, saldosEquipo, empleadosEquipo };
}

export type SaldosService = ReturnType<typeof crearSaldosService>;
