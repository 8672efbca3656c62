import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TCampoOrdenSolicitud, TEstadoSolicitud, TTipoVacaciones } from '@app/contract/solicitudes';
import type { Ejecutor } from '../../db/client';
import { solicitudesVacaciones as s, totalesSolicitudes, usuarios } from '../../db/schema';
import { idsDelEquipo } from '../../db/jerarquia';
import { condicionesDe, crearFormasDe, SIN_NOMBRE, type TablaCondiciones } from '../../db/formas';
import { enteroEnTexto, enterosEnTexto } from '../../db/sentencias-preparadas';
import {
  columnasCursor,
  cursorDeFila,
  despuesDe,
  ordenDeClaves,
  type ClaveOrden,
  type Cursor,
} from '../../lib/cursor-compuesto';
import { nombreCompletoDe } from '../../db/nombres';

const solicitante = alias(usuarios, 'solicitante');
const jefe = alias(usuarios, 'jefe');
const aprobador = alias(usuarios, 'aprobador');
const interruptor = alias(usuarios, 'interruptor');
const delegante = alias(usuarios, 'delegante');
const escalada = alias(usuarios, 'escalada');

/**
 * Columns each allow-listed sort key orders by (docs/producto.md, «Tablas y listas»), always tie-broken by id.
 * People sort by their full name's Spanish key (migration 0007), kept on the request so that each key has its
 * index.
 */
const COLUMNAS_ORDEN: Record<Exclude<TCampoOrdenSolicitud, 'id'>, SQL> = {
  nombreSolicitante: sql`${s.claveOrdenSolicitante}`,
  tipoVacaciones: sql`${s.tipoVacaciones}`,
  fechaInicio: sql`${s.fechaInicio}`,
  fechaFin: sql`${s.fechaFin}`,
  diasSolicitados: sql`${s.diasSolicitados}`,
  estado: sql`${s.estado}`,
  fechaSolicitud: sql`${s.fechaSolicitud}`,
  periodo: sql`${s.periodo}`,
  nombreJefeDirecto: sql`${s.claveOrdenJefe}`,
  nombreAprobador: sql`${s.claveOrdenAprobador}`,
  fechaAprobacion: sql`${s.fechaAprobacion}`,
};

export interface FiltrosSolicitudes {
  estado?: TEstadoSolicitud | undefined;
  periodo?: number | undefined;
  tipoVacaciones?: TTipoVacaciones | undefined;
  /** Requests whose dates reach into [fechaInicio, fechaFin]. */
  fechaInicio?: string | undefined;
  fechaFin?: string | undefined;
}

const CONDICIONES_FILTRO: TablaCondiciones<FiltrosSolicitudes> = {
  estado: (v) => eq(s.estado, v),
  periodo: (v) => eq(s.periodo, v),
  tipoVacaciones: (v) => eq(s.tipoVacaciones, v),
  fechaInicio: (v) => gte(s.fechaFin, v),
  fechaFin: (v) => lte(s.fechaInicio, v),
};

export const condicionesFiltro = (f: FiltrosSolicitudes) => condicionesDe(CONDICIONES_FILTRO, f);

const columnasItem = {
  id: s.id,
  usuarioId: s.usuarioId,
  tipoVacaciones: s.tipoVacaciones,
  fechaInicio: s.fechaInicio,
  fechaFin: s.fechaFin,
  diasSolicitados: s.diasSolicitados,
  estado: s.estado,
  fechaSolicitud: s.fechaSolicitud,
  periodo: s.periodo,
  jefeAsignadoId: s.jefeAsignadoId,
  nombreSolicitante: nombreCompletoDe(solicitante),
  nombreJefeDirecto: sql<
    string | null
  >`case when ${jefe.id} is null then null else ${nombreCompletoDe(jefe)} end`,
  nombreAprobador: sql<
    string | null
  >`case when ${aprobador.id} is null then null else ${nombreCompletoDe(aprobador)} end`,
  fechaAprobacion: s.fechaAprobacion,
};

/**
 * One page of requests, in one round trip: the page's ids are chosen in a subquery on the requests table alone, so
 * that every order walks its index and stops after the page; the names for display are joined for those rows only.
 */
export function listarSolicitudes(
  db: Ejecutor,
  donde: SQL | undefined,
  orden: { campo: TCampoOrdenSolicitud; descendente: boolean },
  pagina: { numero: number; tamano: number },
) {
  // Indexes are (column DESC NULLS LAST, id DESC NULLS LAST); read backwards they serve ASC NULLS FIRST. The
  // primary key alone is (id ASC NULLS LAST), so sorting by id says plain ASC/DESC to match it.
  const ordenar = (columna: SQL | typeof s.id) =>
    orden.descendente ? sql`${columna} desc nulls last` : sql`${columna} asc nulls first`;
  const claves =
    orden.campo === 'id'
      ? [orden.descendente ? sql`${s.id} desc` : sql`${s.id} asc`]
      : [ordenar(COLUMNAS_ORDEN[orden.campo]), ordenar(s.id)];
  const idsDeLaPagina = db
    .select({ idPagina: sql<number>`${s.id}`.as('id_pagina') })
    .from(s)
    .where(donde)
    .orderBy(...claves)
    .limit(enteroEnTexto(pagina.tamano))
    .offset(enteroEnTexto((pagina.numero - 1) * pagina.tamano))
    .as('pagina');
  return db
    .select(columnasItem)
    .from(idsDeLaPagina)
    .innerJoin(s, eq(s.id, idsDeLaPagina.idPagina))
    .innerJoin(solicitante, eq(solicitante.id, s.usuarioId))
    .leftJoin(jefe, eq(jefe.id, s.jefeAsignadoId))
    .leftJoin(aprobador, eq(aprobador.id, s.aprobadorId))
    .orderBy(...claves);
}

type OrdenLista = { campo: TCampoOrdenSolicitud; descendente: boolean };
type PaginaLista = { numero: number; tamano: number };

const formasMisSolicitudes = crearFormasDe<
  FiltrosSolicitudes,
  {
    pagina: ReturnType<ReturnType<typeof listarSolicitudes>['prepare']>;
    total: ReturnType<typeof consultaDeConteo>;
  }
>(CONDICIONES_FILTRO);

const consultaDeConteo = (db: Ejecutor, donde: SQL | undefined) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(s)
    .where(donde)
    .prepare(SIN_NOMBRE);

/** One page of the caller's own requests and their filtered total: the screen every employee opens. */
export async function misSolicitudes(
  db: Ejecutor,
  usuarioId: number,
  f: FiltrosSolicitudes,
  orden: OrdenLista,
  pagina: PaginaLista,
) {
  const { consulta: forma, valores } = formasMisSolicitudes.obtener(
    db,
    f,
    [orden.campo, orden.descendente, pagina.numero, pagina.tamano],
    (condiciones) => {
      const donde = and(eq(s.usuarioId, sql.placeholder('usuarioId')), ...condiciones);
      return {
        pagina: listarSolicitudes(db, donde, orden, pagina).prepare(SIN_NOMBRE),
        total: consultaDeConteo(db, donde),
      };
    },
  );
  const conDueno = { usuarioId, ...valores };
  const [filas, [conteo]] = await Promise.all([
    forma.pagina.execute(conDueno),
    forma.total.execute(conDueno),
  ]);
  return { filas, total: conteo?.n ?? 0 };
}

/** How many shapes of 'Mis Solicitudes' are built for `db` (for the test of the bound). */
export const formasDeMisSolicitudes = formasMisSolicitudes.cantidad;

/** The team list's filters: the list filters, one employee, and a range of start dates. */
export interface FiltrosGestion extends FiltrosSolicitudes {
  empleadoId?: number | undefined;
  fechaInicioRango?: string | undefined;
  fechaFinRango?: string | undefined;
}

const CONDICIONES_GESTION: TablaCondiciones<FiltrosGestion> = {
  ...CONDICIONES_FILTRO,
  empleadoId: (v) => eq(s.usuarioId, v),
  fechaInicioRango: (v) => gte(s.fechaInicio, v),
  fechaFinRango: (v) => lte(s.fechaInicio, v),
};

export const condicionesGestion = (f: FiltrosGestion) => condicionesDe(CONDICIONES_GESTION, f);

const formasGestion = crearFormasDe<
  FiltrosGestion,
  ReturnType<ReturnType<typeof listarSolicitudes>['prepare']>
>(CONDICIONES_GESTION);

/** One page of a manager's team requests (`ids`: the team, not empty), with the list's filters. */
export function paginaDeGestion(
  db: Ejecutor,
  ids: readonly number[],
  f: FiltrosGestion,
  orden: OrdenLista,
  pagina: PaginaLista,
) {
  const forma = [equipoEnTexto(ids).numero, orden.campo, orden.descendente, pagina.numero, pagina.tamano];
  const { consulta, valores } = formasGestion.obtener(db, f, forma, (condiciones) =>
    listarSolicitudes(db, and(deUsuarios(ids), ...condiciones), orden, pagina).prepare(SIN_NOMBRE),
  );
  return consulta.execute(valores);
}

/** How many shapes of the team list are built for `db` (for the test of the bound). */
export const formasDeGestion = formasGestion.cantidad;

/** SQL type of each sort column and whether it may be null (the export's cursor reads it back from text). */
const TIPOS_ORDEN: Record<Exclude<TCampoOrdenSolicitud, 'id'>, { tipo: string; nulable: boolean }> = {
  nombreSolicitante: { tipo: 'text', nulable: true },
  tipoVacaciones: { tipo: 'varchar', nulable: false },
  fechaInicio: { tipo: 'date', nulable: false },
  fechaFin: { tipo: 'date', nulable: false },
  diasSolicitados: { tipo: 'integer', nulable: false },
  estado: { tipo: 'varchar', nulable: false },
  fechaSolicitud: { tipo: 'timestamptz', nulable: false },
  periodo: { tipo: 'integer', nulable: false },
  nombreJefeDirecto: { tipo: 'text', nulable: true },
  nombreAprobador: { tipo: 'text', nulable: true },
  fechaAprobacion: { tipo: 'timestamptz', nulable: true },
};

/** The list's order as cursor keys: the same ORDER BY as `listarSolicitudes`, ending in the id. */
export function clavesOrdenSolicitudes(orden: {
  campo: TCampoOrdenSolicitud;
  descendente: boolean;
}): ClaveOrden[] {
  const descendente = orden.descendente;
  // As `listarSolicitudes`: the primary key alone in plain order; other keys DESC NULLS LAST / ASC NULLS FIRST.
  if (orden.campo === 'id') return [{ expr: s.id, tipo: 'integer', descendente }];
  const nulos = descendente ? 'ultimo' : 'primero';
  const { tipo, nulable } = TIPOS_ORDEN[orden.campo];
  return [
    { expr: COLUMNAS_ORDEN[orden.campo], tipo, descendente, nulos, nulable },
    { expr: s.id, tipo: 'integer', descendente, nulos },
  ];
}

/**
 * One batch of the whole filtered list for its Excel export: the rows after `despues` in the list's
 * order, with the names shown on screen. Keyset, not OFFSET: the 75th batch of 150,000 costs what the first does.
 */
export async function loteSolicitudes(
  db: Ejecutor,
  donde: SQL | undefined,
  claves: readonly ClaveOrden[],
  despues: Cursor | null,
  tamano: number,
) {
  const filas = await db
    .select({ ...columnasItem, ...columnasCursor(claves) })
    .from(s)
    .innerJoin(solicitante, eq(solicitante.id, s.usuarioId))
    .leftJoin(jefe, eq(jefe.id, s.jefeAsignadoId))
    .leftJoin(aprobador, eq(aprobador.id, s.aprobadorId))
    .where(and(donde, despues ? despuesDe(claves, despues) : undefined))
    .orderBy(...ordenDeClaves(claves))
    .limit(tamano);
  return filas.map((f) => ({ ...f, cursor: cursorDeFila(f, claves.length) }));
}

export async function contarSolicitudes(db: Ejecutor, donde: SQL | undefined) {
  const [fila] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(s)
    .where(donde);
  return fila?.n ?? 0;
}

export async function buscarDetalle(db: Ejecutor, id: number) {
  const [fila] = await db
    .select({
      ...columnasItem,
      observaciones: s.observaciones,
      comentarios: s.comentarios,
      emailSolicitante: solicitante.email,
      motivoCancelacion: s.motivoCancelacion,
      fechaCancelacion: s.fechaCancelacion,
      advertencias: s.advertencias,
      aprobadorId: s.aprobadorId,
      fechaFinSolicitada: s.fechaFinSolicitada,
      diasSolicitadosOriginales: s.diasSolicitadosOriginales,
      motivoInterrupcion: s.motivoInterrupcion,
      fechaInterrupcion: s.fechaInterrupcion,
      nombreInterrumpidoPor: sql<
        string | null
      >`case when ${interruptor.id} is null then null else ${nombreCompletoDe(interruptor)} end`,
      nombreDelegadoDe: sql<
        string | null
      >`case when ${delegante.id} is null then null else ${nombreCompletoDe(delegante)} end`,
      nombreEscaladaA: sql<
        string | null
      >`case when ${escalada.id} is null then null else ${nombreCompletoDe(escalada)} end`,
    })
    .from(s)
    .innerJoin(solicitante, eq(solicitante.id, s.usuarioId))
    .leftJoin(jefe, eq(jefe.id, s.jefeAsignadoId))
    .leftJoin(aprobador, eq(aprobador.id, s.aprobadorId))
    .leftJoin(interruptor, eq(interruptor.id, s.interrumpidoPorId))
    .leftJoin(delegante, eq(delegante.id, s.delegadoDeId))
    .leftJoin(escalada, eq(escalada.id, s.escaladaAId))
    .where(eq(s.id, id));
  return fila;
}

/** The INSERT of one request, built and not run, returning its id (auditoria.insertarYAuditar runs it). */
export function altaDeSolicitud(db: Ejecutor, valores: typeof s.$inferInsert) {
  return db.insert(s).values(valores).returning({ id: s.id });
}

/** The UPDATE of one request, built and not run (auditoria.cambiarYAuditar runs it with its audit record). */
export function actualizacionDeSolicitud(db: Ejecutor, id: number, cambios: Partial<typeof s.$inferInsert>) {
  return db.update(s).set(cambios).where(eq(s.id, id));
}

export const soloDe = (usuarioId: number) => eq(s.usuarioId, usuarioId);
export const delEquipo = (jefeId: number, todosLosNiveles: boolean) =>
  sql`${s.usuarioId} in ${idsDelEquipo(jefeId, todosLosNiveles)}`;

// A team's ids go into the statement's text (ADR 049), built once per cached id list.
// And a number per list, for the key of the queries built with it (crearFormasDe): a team is part of their shape.
const literales = new WeakMap<readonly number[], { literal: SQL; numero: number }>();
let equiposEnTexto = 0;
function equipoEnTexto(ids: readonly number[]) {
  let equipo = literales.get(ids);
  if (equipo === undefined) {
    equipo = { literal: enterosEnTexto(ids), numero: ++equiposEnTexto };
    literales.set(ids, equipo);
  }
  return equipo;
}
const literalDeIds = (ids: readonly number[]) => equipoEnTexto(ids).literal;

/** Requests of these employees (a team's ids, resolved once). */
export const deUsuarios = (ids: readonly number[]) => sql`${s.usuarioId} = any(${literalDeIds(ids)})`;
export const deIds = (ids: readonly number[]) => sql`${s.id} = any(${literalDeIds(ids)})`;

/**
 * In one pass over the team's requests: counts by status over the filtered set (not the page) and the
 * unfiltered total.
 */
export async function estadisticas(db: Ejecutor, equipo: SQL, filtro: SQL | undefined) {
  const f = filtro ?? sql`true`;
  const [fila] = await db
    .select({
      totalCompleto: sql<number>`count(*)::int`,
      total: sql<number>`(count(*) filter (where ${f}))::int`,
      pendientes: sql<number>`(count(*) filter (where ${f} and ${s.estado} = 'Pendiente'))::int`,
      aprobadas: sql<number>`(count(*) filter (where ${f} and ${s.estado} = 'Aprobada'))::int`,
      rechazadas: sql<number>`(count(*) filter (where ${f} and ${s.estado} = 'Rechazada'))::int`,
      canceladas: sql<number>`(count(*) filter (where ${f} and ${s.estado} = 'Cancelada'))::int`,
    })
    .from(s)
    .where(equipo);
  return fila ?? { totalCompleto: 0, total: 0, pendientes: 0, aprobadas: 0, rechazadas: 0, canceladas: 0 };
}

/**
 * The same counts without a filter, added up from the per-employee totals the triggers keep (migration 0004):
 * a large team's cards read one small row per member and status instead of every request.
 */
export async function estadisticasDeTotales(
  db: Ejecutor,
  ids: readonly number[],
  filtro: { estado?: TEstadoSolicitud | undefined; empleadoId?: number | undefined } = {},
) {
  const filas = await db
    .select({
      usuarioId: totalesSolicitudes.usuarioId,
      estado: totalesSolicitudes.estado,
      n: totalesSolicitudes.cantidad,
    })
    .from(totalesSolicitudes)
    .where(sql`${totalesSolicitudes.usuarioId} = any(${literalDeIds(ids)})`);
  const filtradas = filas.filter(
    (f) =>
      (filtro.estado === undefined || f.estado === filtro.estado) &&
      (filtro.empleadoId === undefined || f.usuarioId === filtro.empleadoId),
  );
  const de = (estado: TEstadoSolicitud) =>
    filtradas.filter((f) => f.estado === estado).reduce((suma, f) => suma + f.n, 0);
  return {
    totalCompleto: filas.reduce((suma, f) => suma + f.n, 0),
    total: filtradas.reduce((suma, f) => suma + f.n, 0),
    pendientes: de('Pendiente'),
    aprobadas: de('Aprobada'),
    rechazadas: de('Rechazada'),
    canceladas: de('Cancelada'),
  };
}

export const todas = (...condiciones: (SQL | undefined)[]) => and(...condiciones);
