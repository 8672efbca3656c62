import type {
  TCampoOrdenSaldo,
  TSaldoEquipo,
  TSaldosEquipoExportarQuery,
  TSaldosEquipoQuery,
  TSaldosEquipoRespuesta,
} from '@app/contract/equipo';
import type { TFilaHistorial } from '@app/contract/solicitudes';
import { idsDelEquipo, miembrosDelEquipo, perteneceAlEquipo, type MiembroEquipo } from '../../db/jerarquia';
import { ETIQUETA_NIVEL_RIESGO } from '@app/contract/riesgo';
import { hoja, libroExcelEnStream, porLotes, type ColumnaExcel } from '../../lib/excel-stream';
import {
  auditarExportacion,
  nombreExportacion,
  type ExportacionExcel,
} from '../exportaciones/exportaciones.service';
import { buscarMiembros, type BusquedaMiembros } from '../../domain/busqueda-miembros';
import { crearCacheVersionada } from '../../db/version-datos';
import type { UsuarioSesion } from '../auth/auth.service';
import type { Db, Ejecutor } from '../../db/client';
import { AppError, sinPermiso } from '../../lib/app-error';
import type { Reloj } from '../../lib/reloj';
import {
  UNIDADES_POR_DIA,
  calcularSaldos,
  redondearMostrar,
  type CantidadesExactas,
  type SolicitudSaldo,
  type EntradaSaldo,
  type FilaSaldo,
} from '../../domain/calculo-saldo';
import { politicaDelEmpleado, type PoliticaEmpresa } from '../../domain/politica-vacaciones';
import type { TRegimen } from '@app/contract/vacaciones';
import * as repo from './saldos.repository';
import { periodosEnRiesgo } from '../../domain/radar-vencimiento';
import { periodoQueQuedaNegativo, periodosQueCambian, reasignarPeriodo } from './cambio-fecha-ingreso';
import { materializarSinRespuesta, type VistaDeSesion } from '../solicitudes/vencimiento.service';
import { cederTurno } from '../../lib/tareas-periodicas';

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
  fechaLimiteGoce: f.fechaLimiteGoce,
  riesgoIndemnizacion: f.riesgoIndemnizacion,
  indemnizacionPosible: f.indemnizacionPosible,
  indemnizacionPosibleCas1419: f.indemnizacionPosibleCas1419,
  truncasSinMesMinimo: f.truncasSinMesMinimo,
});

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

type EmpleadoSaldo = { id: number; fechaIngreso: string; regimen: TRegimen | null };

/**
 * Everything the engine needs for some employees, in one query whatever their count (company settings, requests,
 * record overrides), so team balances never query per employee.
 */
export async function entradasPara(
  ejecutor: Ejecutor,
  empleados: EmpleadoSaldo[],
  hoy: string,
): Promise<Map<number, EntradaSaldo>> {
  const lectura = await repo.lecturaParaSaldos(
    ejecutor,
    empleados.map((e) => e.id),
  );
  return armarEntradas(empleados, lectura, hoy);
}

function armarEntradas(
  empleados: EmpleadoSaldo[],
  { politica: config, solicitudes, sinRecord }: Awaited<ReturnType<typeof repo.lecturaParaSaldos>>,
  hoy: string,
) {
  const entradas = new Map<number, EntradaSaldo>();
  for (const e of empleados) {
    // The employee's own régimen when HR set one, else the company's (ADR 027).
    const { regimen, opciones } = politicaDelEmpleado(config, e.regimen);
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

/**
 * What editing a hire date from `anterior` to `nueva` does to an employee's balance (ADR 015):
 * each request follows its service year (reasignarPeriodo), the record overrides too; the periods whose figures
 * change, the first one left negative (if any) and the label moves to store. Read inside the caller's transaction.
 */
export async function planearCambioFechaIngreso(
  ejecutor: Ejecutor,
  usuarioId: number,
  anterior: string,
  nueva: string,
  hoy: string,
) {
  const regimen = (await repo.fechaIngresoDe(ejecutor, usuarioId))?.regimen ?? null;
  const entrada = (
    await entradasPara(ejecutor, [{ id: usuarioId, fechaIngreso: anterior, regimen }], hoy)
  ).get(usuarioId)!;
  const etiquetas = new Set([
    ...(await repo.periodosDeSolicitudes(ejecutor, usuarioId)),
    ...(entrada.opciones?.recordNoCumplido ?? []),
  ]);
  const movimientos = new Map<number, number>();
  for (const p of etiquetas) {
    const destino = reasignarPeriodo(anterior, nueva, p);
    if (destino !== null && destino !== p) movimientos.set(p, destino);
  }
  const mover = (p: number) => movimientos.get(p) ?? p;
  const nuevaEntrada: EntradaSaldo = {
    ...entrada,
    fechaIngreso: nueva,
    solicitudes: entrada.solicitudes.map((s) => ({ ...s, periodo: mover(s.periodo) })),
    opciones: {
      ...entrada.opciones,
      recordNoCumplido: (entrada.opciones?.recordNoCumplido ?? []).map(mover),
    },
  };
  const antes = calcularSaldos(entrada);
  const despues = calcularSaldos(nuevaEntrada);
  return {
    cambios: periodosQueCambian(anterior, nueva, antes, despues),
    periodoNegativo: periodoQueQuedaNegativo(anterior, nueva, antes, despues, entrada.regimen),
    movimientos,
  };
}

/** The aggregated consumption rows as engine movements, per employee. */
function agruparConsumo(consumo: Awaited<ReturnType<typeof repo.consumoAgregadoDe>>) {
  const porEmpleado = new Map<number, SolicitudSaldo[]>();
  for (const c of consumo) {
    const lista = porEmpleado.get(c.usuarioId) ?? [];
    lista.push(repo.aSolicitudSaldo({ ...c, id: -lista.length - 1, estado: 'Aprobada' }));
    porEmpleado.set(c.usuarioId, lista);
  }
  return porEmpleado;
}

function agruparRecord(sinRecord: { usuarioId: number; periodo: number }[]) {
  const recordPorEmpleado = new Map<number, number[]>();
  for (const r of sinRecord)
    recordPorEmpleado.set(r.usuarioId, [...(recordPorEmpleado.get(r.usuarioId) ?? []), r.periodo]);
  return recordPorEmpleado;
}

/** The engine movements and the record overrides of a batch of employees, per employee (two queries). */
async function consumoYRecordDe(db: Db, ids: number[]) {
  const [consumo, sinRecord] = await Promise.all([
    repo.consumoAgregadoDe(db, ids),
    repo.recordNoCumplidoDe(db, ids),
  ]);
  return { porEmpleado: agruparConsumo(consumo), recordPorEmpleado: agruparRecord(sinRecord) };
}

export type PlanCambioFechaIngreso = Awaited<ReturnType<typeof planearCambioFechaIngreso>>;

/** Employees whose balances `saldosDeActivos` reads and computes between two pauses (by default). */
const EMPLEADOS_POR_TRAMO = 500;

/** Team members whose balances the export computes together (a few queries and some CPU per batch). */
const MIEMBROS_POR_LOTE = 1000;

/**
 * The balance table's columns with its headers (ADR 041); the employee's email, shown under the name, gets its own
 * column, and the radar's «Vencimiento» is a real date with its level beside it («Sin riesgo» otherwise).
 */
const COLUMNAS_SALDOS: ColumnaExcel<TSaldoEquipo>[] = [
  { encabezado: 'ID', tipo: 'texto', valor: (f) => `#${f.id}`, ancho: 12 },
  { encabezado: 'Empleado', tipo: 'texto', valor: (f) => f.nombreEmpleado, ancho: 32 },
  { encabezado: 'Email', tipo: 'texto', valor: (f) => f.email, ancho: 32 },
  { encabezado: 'Período', tipo: 'texto', valor: (f) => String(f.periodo), ancho: 10 },
  { encabezado: 'Vencidas', tipo: 'decimal', valor: (f) => f.diasVencidas },
  { encabezado: 'Pendientes', tipo: 'decimal', valor: (f) => f.diasPendientes },
  { encabezado: 'Truncas', tipo: 'decimal', valor: (f) => f.diasTruncas },
  { encabezado: 'Días Libres', tipo: 'decimal', valor: (f) => f.diasLibres },
  { encabezado: 'Días Bloque', tipo: 'decimal', valor: (f) => f.diasBloque },
  { encabezado: 'Manager', tipo: 'texto', valor: (f) => f.nombreManager || 'Sin asignar', ancho: 32 },
  { encabezado: 'Vencimiento', tipo: 'fecha', valor: (f) => (f.nivelRiesgo ? f.fechaVencimiento : null) },
  {
    encabezado: 'Riesgo',
    tipo: 'texto',
    valor: (f) => (f.nivelRiesgo ? ETIQUETA_NIVEL_RIESGO[f.nivelRiesgo] : 'Sin riesgo'),
    ancho: 14,
  },
];

type ConfiguracionEmpresa = PoliticaEmpresa | undefined;
type MiembroConSaldo = Pick<
  MiembroEquipo,
  'id' | 'nombreCompleto' | 'email' | 'fechaIngreso' | 'regimen' | 'nombreManager'
>;

/** One team member's balance rows (one per period) with the exact amounts behind them, as the team list shows. */
function filasDeMiembro(
  m: MiembroConSaldo,
  config: ConfiguracionEmpresa,
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

export function crearSaldosService(deps: {
  db: Db;
  reloj: Reloj;
  /** People per slice of `saldosDeActivos` (tests use 1, so that every boundary between slices is crossed). */
  empleadosPorTramo?: number;
}) {
  const { db, reloj, empleadosPorTramo = EMPLEADOS_POR_TRAMO } = deps;

  /**
   * Engine input for one employee, read inside the caller's transaction when validating a change. `empleado`: an
   * id, or the row the caller already read (locked, say) with the hire date and régimen.
   */
  async function entradaDe(
    ejecutor: Ejecutor,
    empleado: number | { id: number; fechaIngreso: string; regimen: TRegimen | null },
    hoy = reloj.hoy(),
  ): Promise<EntradaSaldo> {
    if (typeof empleado !== 'number')
      return (await entradasPara(ejecutor, [empleado], hoy)).get(empleado.id)!;
    // The hire date and régimen come in the same round trip as the rest.
    const lectura = await repo.lecturaParaSaldos(ejecutor, [empleado], true);
    if (lectura.empleados.length === 0) throw new AppError('NO_ENCONTRADO', 'Usuario no encontrado');
    return armarEntradas(lectura.empleados, lectura, hoy).get(empleado)!;
  }

  /**
   * The caller's balance by period (GET historial-vacaciones; docs/producto.md, «Solicitar vacaciones»). `sesion`:
   * what the caller's session read, when the caller is the person (see materializarSinRespuesta).
   */
  async function historialDe(usuarioId: number, sesion?: VistaDeSesion) {
    // The engine already ignores undecided requests past their start; storing it keeps every screen in step.
    await materializarSinRespuesta(db, reloj.hoy(), reloj.ahora(), sesion);
    const entrada = await entradaDe(db, usuarioId);
    return {
      historial: calcularSaldos(entrada).map(aFilaHistorial),
      // The form picks its automatic period in the company's order (docs/reglas-vacaciones.md,
      // «Orden de imputación»).
      ordenImputacion: entrada.opciones?.ordenImputacion ?? 'FIFO',
    };
  }

  /**
   * Every active employee's balance by period, for the risk radar and the company statistics: one query
   * for the people and the policy, then the aggregated consumption (ADR 003) and the record overrides of
   * EMPLEADOS_POR_TRAMO people at a time, with a pause between slices. Read at once, the consumption of 10,000 people
   * held the server's thread ~220 ms while its rows were mapped, and their garbage a while more (ADR 054).
   */
  async function saldosDeActivos() {
    const hoy = reloj.hoy();
    await materializarSinRespuesta(db, hoy, reloj.ahora());
    const [empleados, config] = await Promise.all([repo.empleadosActivos(db), repo.leerPolitica(db)]);
    const resultado = [];
    for (let desde = 0; desde < empleados.length; desde += empleadosPorTramo) {
      if (desde > 0) await cederTurno();
      const tramo = empleados.slice(desde, desde + empleadosPorTramo);
      const { porEmpleado, recordPorEmpleado } = await consumoYRecordDe(
        db,
        tramo.map((e) => e.id),
      );
      for (const e of tramo) {
        const politica = politicaDelEmpleado(config, e.regimen);
        resultado.push({
          ...e,
          filas: calcularSaldos({
            fechaIngreso: e.fechaIngreso,
            regimen: politica.regimen,
            hoy,
            solicitudes: porEmpleado.get(e.id) ?? [],
            opciones: { ...politica.opciones, recordNoCumplido: recordPorEmpleado.get(e.id) ?? [] },
          }),
        });
      }
    }
    return resultado;
  }

  // Computed team balances per (manager, scope, day), valid while the data version does not move.
  const cacheEquipo = crearCacheVersionada<{
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
  }>(32);

  /** Every balance row of the manager's team, sorted by employee name then period. */
  async function filasDelEquipo(jefeId: number, todos: boolean, hoy: string, version: number) {
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

  /**
   * Team balances: one row per employee and period, computed by the same engine as each employee's own
   * balance, from one query for the team and one for its aggregated consumption, whatever the team's size.
   */
  async function saldosEquipo(usuario: UsuarioSesion, q: TSaldosEquipoQuery) {
    // Team balances read the per-period sums kept by triggers, which cannot know the date: undecided requests past
    // their start must be closed first. If that changed data, the cached figures of the old version are not reused.
    const cerradas = await materializarSinRespuesta(db, reloj.hoy(), reloj.ahora(), usuario);
    const equipo = await filasDelEquipo(
      usuario.id,
      q.incluirSubordinadosNivelN,
      reloj.hoy(),
      cerradas > 0 ? -1 : usuario.versionDatos,
    );
    const { ids, filas: todasLasFilas } = equipo;
    if (q.empleadoId !== undefined && !ids.has(q.empleadoId)) {
      throw sinPermiso('El empleado no pertenece a su equipo');
    }
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
    const claveTotales = `${q.empleadoId ?? ''}|${q.periodo ?? ''}|${q.enRiesgo}`;
    let estadisticas = equipo.totales.get(claveTotales);
    if (!estadisticas) {
      const filtradas = posiciones.map((i) => todasLasFilas[i]!);
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
    return {
      saldos: await conRiesgoExacto(
        posiciones.slice(inicio, inicio + q.pageSize).map((i) => todasLasFilas[i]!),
        equipo.riesgos,
      ),
      total: posiciones.length,
      totalCompleto: todasLasFilas.length,
      estadisticas,
    };
  }

  /**
   * Whether a vencida period owes an indemnity depends on the dates of the days enjoyed, which the per-period sums
   * do not keep (ADR 003): the page's vencida rows are recomputed from their employees' requests, a page at a time.
   */
  async function conRiesgoExacto(
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
      const empleados = await repo.fechasIngresoDe(db, faltan);
      const entradas = await entradasPara(db, empleados, reloj.hoy());
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
   * The team's balances as an Excel workbook (ADR 041): the list's filters and scope, every row (not a
   * page) in its default order. Balances come from the engine, so the team is read a batch of members at a time
   * (cursor on the list's name order) and each batch's balances are computed and written before the next is read:
   * a first pass only counts the rows (x-total-filas, audit), the second streams them.
   */
  async function exportarSaldosEquipo(
    usuario: UsuarioSesion,
    q: TSaldosEquipoExportarQuery,
    ip: string | null,
  ): Promise<ExportacionExcel> {
    const hoy = reloj.hoy();
    await materializarSinRespuesta(db, hoy, reloj.ahora(), usuario);
    if (
      q.empleadoId !== undefined &&
      !(await perteneceAlEquipo(db, usuario.id, q.empleadoId, q.incluirSubordinadosNivelN))
    ) {
      throw sinPermiso('El empleado no pertenece a su equipo');
    }
    const config = await repo.leerPolitica(db);
    const incluida = (f: TSaldoEquipo) =>
      (q.periodo === undefined || f.periodo === q.periodo) &&
      (!q.enRiesgo || (f.nivelRiesgo ?? null) !== null);

    async function leer(despues: repo.CursorMiembro | null, tamano: number) {
      // Computing balances is CPU: let the requests waiting meanwhile through between batches.
      if (despues !== null) await cederTurno();
      const miembros = await repo.loteMiembrosDelEquipo(
        db,
        usuario.id,
        q.incluirSubordinadosNivelN,
        q.empleadoId,
        despues,
        tamano,
      );
      if (miembros.length === 0) return [];
      const { porEmpleado, recordPorEmpleado } = await consumoYRecordDe(
        db,
        miembros.map((m) => m.id),
      );
      return miembros.map((m) => ({
        cursor: { clave: m.clave, id: m.id },
        filas: filasDeMiembro(m, config, porEmpleado.get(m.id), recordPorEmpleado.get(m.id), hoy)
          .map((c) => c.fila)
          .filter(incluida)
          .sort((a, b) => a.periodo - b.periodo),
      }));
    }
    async function* filas() {
      for await (const m of porLotes(leer, (m) => m.cursor, MIEMBROS_POR_LOTE)) yield* m.filas;
    }

    let totalFilas = 0;
    for await (const _ of filas()) totalFilas++;
    await auditarExportacion(db, {
      lista: 'Saldos de Vacaciones',
      usuarioId: usuario.id,
      email: usuario.email,
      filtros: q,
      totalFilas,
      ip,
    });
    return {
      nombreArchivo: nombreExportacion('saldos-vacaciones', hoy),
      totalFilas,
      flujo: libroExcelEnStream([
        hoja<TSaldoEquipo>({ nombre: 'Saldos de Vacaciones', columnas: COLUMNAS_SALDOS, filas: filas() }),
      ]),
    };
  }

  async function empleadosEquipo(
    usuario: UsuarioSesion,
    todosLosNiveles: boolean,
    busqueda: BusquedaMiembros = {},
  ) {
    const miembros = buscarMiembros(await miembrosDelEquipo(db, usuario.id, todosLosNiveles), busqueda);
    return {
      empleados: miembros.map((m) => ({ id: m.id, nombreCompleto: m.nombreCompleto, email: m.email })),
    };
  }

  return {
    entradasPara,
    entradaDe,
    historialDe,
    saldosEquipo,
    exportarSaldosEquipo,
    empleadosEquipo,
    saldosDeActivos,
  };
}

export type SaldosService = ReturnType<typeof crearSaldosService>;

/** Relabels a user's periods after a hire-date change, inside the caller's transaction (ADR 019). */
export const moverPeriodos = repo.moverPeriodos;

/** The company configuration row that drives the balances; the configuration module reads it here (ADR 019). */
export const leerConfiguracion = repo.leerConfiguracion;
