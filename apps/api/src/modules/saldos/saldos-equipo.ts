import type { TCampoOrdenSaldo, TSaldoEquipo, TSaldosEquipoQuery } from '@app/contract/equipo';
import { idsDelEquipo, miembrosDelEquipo, type MiembroEquipo } from '../../db/jerarquia';
import { buscarMiembros, type BusquedaMiembros } from '../../domain/busqueda-miembros';
import {
  calcularSaldos,
  redondearMostrar,
  type CantidadesExactas,
  type SolicitudSaldo,
} from '../../domain/calculo-saldo';
import { politicaDelEmpleado, type PoliticaEmpresa } from '../../domain/politica-vacaciones';
import { periodosEnRiesgo } from '../../domain/radar-vencimiento';
import { sinPermiso } from '../../lib/app-error';
import type { UsuarioSesion } from '../auth/auth.service';
import { materializarSinRespuesta } from '../vencimiento/vencimiento.service';
import type { ContextoSaldos, EquipoCalculado } from './contexto';
import { agruparConsumo, agruparRecord, entradasPara } from './entradas';
import * as repo from './saldos.repository';

const colator = new Intl.Collator('es', { sensitivity: 'base' });

function comparadorSaldos(campo: TCampoOrdenSaldo) {
  return (a: TSaldoEquipo, b: TSaldoEquipo): number => {
    if (campo === 'id') return a.empleadoId - b.empleadoId;
    if (campo === 'nombreEmpleado' || campo === 'email' || campo === 'nombreManager') {
      return colator.compare(a[campo] ?? '', b[campo] ?? '');
    }
    return a[campo] - b[campo];
  };
}

/** The default order of the cached rows: employee name, then id, then period. */
const ordenPorNombre = (a: TSaldoEquipo, b: TSaldoEquipo) =>
  colator.compare(a.nombreEmpleado, b.nombreEmpleado) || a.empleadoId - b.empleadoId || a.periodo - b.periodo;

type MiembroConSaldo = Pick<
  MiembroEquipo,
  'id' | 'nombreCompleto' | 'email' | 'fechaIngreso' | 'regimen' | 'nombreManager'
>;

/** One team member's balance rows (one per period) with the exact amounts behind them, as the team list shows. */
export function filasDeMiembro(
  m: MiembroConSaldo,
  config: PoliticaEmpresa | undefined,
  consumo: SolicitudSaldo[] | undefined,
  sinRecord: number[] | undefined,
  hoy: string,
): { fila: TSaldoEquipo; exacto: CantidadesExactas }[] {
  const politica = politicaDelEmpleado(config, m.regimen);
  const periodos = calcularSaldos({
    fechaIngreso: m.fechaIngreso,
    regimen: politica.regimen,
    hoy,
    solicitudes: consumo ?? [],
    opciones: { ...politica.opciones, recordNoCumplido: sinRecord ?? [] },
  });
  return periodos.map((f) => {
    const [riesgo] = periodosEnRiesgo([f], hoy);
    return {
      exacto: f.exacto,
      fila: {
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
        // Exact from the sums; for a vencida period the risk also needs each request's dates (see the page).
        fechaLimiteGoce: f.fechaLimiteGoce,
        riesgoIndemnizacion: f.riesgoIndemnizacion,
        truncasSinMesMinimo: f.truncasSinMesMinimo,
        // The radar: this period's expiry date and level while within 90 days or vencido.
        fechaVencimiento: riesgo?.fechaVencimiento ?? null,
        nivelRiesgo: riesgo?.nivel ?? null,
      },
    };
  });
}

/** Every balance row of the manager's team, sorted by employee name then period. */
async function filasDelEquipo(
  ctx: ContextoSaldos,
  jefeId: number,
  todos: boolean,
  hoy: string,
  version: number,
): Promise<EquipoCalculado> {
  const { db, cacheEquipo } = ctx;
  const clave = `${jefeId}|${todos}|${hoy}`;
  const enCache = cacheEquipo.obtener(clave, version);
  if (enCache) return enCache;
  const miembros = await miembrosDelEquipo(db, jefeId, todos);
  const [config, consumo, sinRecord] = await Promise.all([
    repo.leerPolitica(db),
    repo.consumoAgregadoDe(db, idsDelEquipo(jefeId, todos)),
    repo.recordNoCumplidoDe(
      db,
      miembros.map((m) => m.id),
    ),
  ]);
  const porEmpleado = agruparConsumo(consumo);
  const recordPorEmpleado = agruparRecord(sinRecord);
  const conExacto = miembros.flatMap((m) =>
    filasDeMiembro(m, config, porEmpleado.get(m.id), recordPorEmpleado.get(m.id), hoy),
  );
  conExacto.sort((a, b) => ordenPorNombre(a.fila, b.fila));
  const valor = {
    ids: new Set(miembros.map((m) => m.id)),
    filas: conExacto.map((c) => c.fila),
    exactos: conExacto.map((c) => c.exacto),
    ordenes: new Map<string, number[]>(),
    totales: new Map(),
    riesgos: new Map<string, TSaldoEquipo['riesgoIndemnizacion']>(),
  };
  cacheEquipo.guardar(clave, version, valor);
  return valor;
}

/** Positions of the team's rows in the order asked for, computed once per cache entry. */
function ordenDe(equipo: EquipoCalculado, q: TSaldosEquipoQuery) {
  const todasLasFilas = equipo.filas;
  // The cached rows are in the default order (name, then period): their position breaks ties in any other order.
  const claveOrden = `${q.sortBy}|${q.isDescending}`;
  let orden = equipo.ordenes.get(claveOrden);
  if (!orden) {
    orden = todasLasFilas.map((_, i) => i);
    if (q.sortBy !== 'nombreEmpleado' || q.isDescending) {
      const comparar = comparadorSaldos(q.sortBy);
      const signo = q.isDescending ? -1 : 1;
      orden.sort((a, b) => signo * comparar(todasLasFilas[a]!, todasLasFilas[b]!) || a - b);
    }
    equipo.ordenes.set(claveOrden, orden);
  }
  return orden;
}

/** The totals of the filtered rows, computed once per cache entry and filter. */
function totalesDe(equipo: EquipoCalculado, posiciones: number[], q: TSaldosEquipoQuery) {
  const claveTotales = `${q.empleadoId ?? ''}|${q.periodo ?? ''}|${q.enRiesgo}`;
  let estadisticas = equipo.totales.get(claveTotales);
  if (!estadisticas) {
    const filtradas = posiciones.map((i) => equipo.filas[i]!);
    // Totals add the exact amounts and round once: adding rows already rounded to 2 decimals drifts.
    const suma = (campo: 'vencidas' | 'pendientes' | 'truncas' | 'diasLibres' | 'diasBloque') =>
      redondearMostrar(posiciones.reduce((t, i) => t + equipo.exactos[i]![campo], 0));
    estadisticas = {
      totalEmpleados: new Set(filtradas.map((f) => f.empleadoId)).size,
      totalDiasVencidas: suma('vencidas'),
      totalDiasPendientes: suma('pendientes'),
      totalDiasTruncas: suma('truncas'),
      totalDiasLibres: suma('diasLibres'),
      totalDiasBloque: suma('diasBloque'),
    };
    equipo.totales.set(claveTotales, estadisticas);
  }
  return estadisticas;
}

/**
 * Whether a vencida period owes an indemnity depends on the dates of the days enjoyed, which the per-period sums
 * do not keep (ADR 003): the page's vencida rows are recomputed from their employees' requests, a page at a time.
 */
async function conRiesgoExacto(
  ctx: ContextoSaldos,
  pagina: TSaldoEquipo[],
  // Results already computed for this data version (the team's cache entry): a page shown again costs no query.
  conocidos: Map<string, TSaldoEquipo['riesgoIndemnizacion']>,
): Promise<TSaldoEquipo[]> {
  const faltan = [
    ...new Set(
      pagina.filter((f) => f.estadoPeriodo === 'VENCIDA' && !conocidos.has(f.id)).map((f) => f.empleadoId),
    ),
  ];
  if (faltan.length > 0) {
    // One query for the page's employees, not one per employee.
    const empleados = await repo.fechasIngresoDe(ctx.db, faltan);
    const entradas = await entradasPara(ctx.db, empleados, ctx.reloj.hoy());
    for (const [id, entrada] of entradas) {
      for (const f of calcularSaldos(entrada)) conocidos.set(`${id}-${f.periodo}`, f.riesgoIndemnizacion);
    }
  }
  return pagina.map((f) => {
    const exacto = f.estadoPeriodo === 'VENCIDA' ? conocidos.get(f.id) : undefined;
    return exacto === undefined ? f : { ...f, riesgoIndemnizacion: exacto };
  });
}

/**
 * Team balances: one row per employee and period, computed by the same engine as each employee's own
 * balance, from one query for the team and one for its aggregated consumption, whatever the team's size.
 */
export async function saldosEquipo(ctx: ContextoSaldos, usuario: UsuarioSesion, q: TSaldosEquipoQuery) {
  const { db, reloj } = ctx;
  // Team balances read the per-period sums kept by triggers, which cannot know the date: undecided requests past
  // their start must be closed first. If that changed data, the cached figures of the old version are not reused.
  const cerradas = await materializarSinRespuesta(db, reloj.hoy(), reloj.ahora(), usuario);
  const equipo = await filasDelEquipo(
    ctx,
    usuario.id,
    q.incluirSubordinadosNivelN,
    reloj.hoy(),
    cerradas > 0 ? -1 : usuario.versionDatos,
  );
  const { ids, filas: todasLasFilas } = equipo;
  if (q.empleadoId !== undefined && !ids.has(q.empleadoId)) {
    throw sinPermiso('El empleado no pertenece a su equipo');
  }
  const orden = ordenDe(equipo, q);
  const posiciones =
    q.empleadoId === undefined && q.periodo === undefined && !q.enRiesgo
      ? orden
      : orden.filter((i) => {
          const f = todasLasFilas[i]!;
          return (
            (q.empleadoId === undefined || f.empleadoId === q.empleadoId) &&
            (q.periodo === undefined || f.periodo === q.periodo) &&
            (!q.enRiesgo || (f.nivelRiesgo ?? null) !== null)
          );
        });
  const inicio = (q.pageNumber - 1) * q.pageSize;
  return {
    saldos: await conRiesgoExacto(
      ctx,
      posiciones.slice(inicio, inicio + q.pageSize).map((i) => todasLasFilas[i]!),
      equipo.riesgos,
    ),
    total: posiciones.length,
    totalCompleto: todasLasFilas.length,
    estadisticas: totalesDe(equipo, posiciones, q),
  };
}

/** The caller's team members for the balance filters, found by name, email or document. */
export async function empleadosEquipo(
  ctx: ContextoSaldos,
  usuario: UsuarioSesion,
  todosLosNiveles: boolean,
  busqueda: BusquedaMiembros = {},
) {
  const miembros = buscarMiembros(await miembrosDelEquipo(ctx.db, usuario.id, todosLosNiveles), busqueda);
  return {
    empleados: miembros.map((m) => ({ id: m.id, nombreCompleto: m.nombreCompleto, email: m.email })),
  };
}
