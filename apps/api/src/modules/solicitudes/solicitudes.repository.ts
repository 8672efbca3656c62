import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TCampoOrdenSolicitud, TEstadoSolicitud, TTipoVacaciones } from '@app/contract/solicitudes';
import type { Ejecutor } from '../../db/client';
import { solicitudesVacaciones as s, totalesSolicitudes, usuarios } from '../../db/schema';
import { idsDelEquipo } from '../../db/jerarquia';

const solicitante = alias(usuarios, 'solicitante');
const jefe = alias(usuarios, 'jefe');
const aprobador = alias(usuarios, 'aprobador');
const interruptor = alias(usuarios, 'interruptor');

type TablaUsuario = typeof solicitante | typeof jefe | typeof aprobador | typeof interruptor;
const nombre = (u: TablaUsuario) =>
  sql<string>`${u.nombres} || ' ' || ${u.apellidoPaterno} || ' ' || ${u.apellidoMaterno}`;

/**
 * Columns each allow-listed sort key orders by (spec 01 §3 sort-field mapping), always tie-broken by id. People
 * sort by their full name's Spanish key (migration 0007), kept on the request so that each key has its index.
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

export function condicionesFiltro(f: FiltrosSolicitudes): (SQL | undefined)[] {
  return [
    f.estado ? eq(s.estado, f.estado) : undefined,
    f.periodo !== undefined ? eq(s.periodo, f.periodo) : undefined,
    f.tipoVacaciones ? eq(s.tipoVacaciones, f.tipoVacaciones) : undefined,
    f.fechaInicio ? gte(s.fechaFin, f.fechaInicio) : undefined,
    f.fechaFin ? lte(s.fechaInicio, f.fechaFin) : undefined,
  ];
}

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
  nombreSolicitante: nombre(solicitante),
  nombreJefeDirecto: sql<string | null>`case when ${jefe.id} is null then null else ${nombre(jefe)} end`,
  nombreAprobador: sql<
    string | null
  >`case when ${aprobador.id} is null then null else ${nombre(aprobador)} end`,
  fechaAprobacion: s.fechaAprobacion,
};

/**
 * One page of requests, in one round trip: the page's ids are chosen in a subquery on the requests table alone, so
 * that every order walks its index and stops after the page; the names for display are joined for those rows only.
 */
export async function listarSolicitudes(
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
    .limit(pagina.tamano)
    .offset((pagina.numero - 1) * pagina.tamano)
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
      fechaFinSolicitada: s.fechaFinSolicitada,
      diasSolicitadosOriginales: s.diasSolicitadosOriginales,
      motivoInterrupcion: s.motivoInterrupcion,
      fechaInterrupcion: s.fechaInterrupcion,
      nombreInterrumpidoPor: sql<
        string | null
      >`case when ${interruptor.id} is null then null else ${nombre(interruptor)} end`,
    })
    .from(s)
    .innerJoin(solicitante, eq(solicitante.id, s.usuarioId))
    .leftJoin(jefe, eq(jefe.id, s.jefeAsignadoId))
    .leftJoin(aprobador, eq(aprobador.id, s.aprobadorId))
    .leftJoin(interruptor, eq(interruptor.id, s.interrumpidoPorId))
    .where(eq(s.id, id));
  return fila;
}

/** Locks the request row for the rest of the transaction (PostgreSQL; PGlite has one connection anyway). */
export async function bloquearSolicitud(db: Ejecutor, id: number) {
  const [fila] = await db.select().from(s).where(eq(s.id, id)).for('update');
  return fila;
}

/** Serialises every balance-changing write of one employee: two requests cannot both spend the same days. */
export async function bloquearEmpleado(db: Ejecutor, usuarioId: number) {
  const [fila] = await db
    .select({ id: usuarios.id, jefeId: usuarios.jefeId, fechaIngreso: usuarios.fechaIngreso })
    .from(usuarios)
    .where(eq(usuarios.id, usuarioId))
    .for('update');
  return fila;
}

export async function insertarSolicitud(db: Ejecutor, valores: typeof s.$inferInsert) {
  const [fila] = await db.insert(s).values(valores).returning();
  return fila!;
}

export async function actualizarSolicitud(db: Ejecutor, id: number, cambios: Partial<typeof s.$inferInsert>) {
  await db.update(s).set(cambios).where(eq(s.id, id));
}

export const soloDe = (usuarioId: number) => eq(s.usuarioId, usuarioId);
export const delEquipo = (jefeId: number, todosLosNiveles: boolean) =>
  sql`${s.usuarioId} in ${idsDelEquipo(jefeId, todosLosNiveles)}`;
export const deEmpleado = (usuarioId: number) => eq(s.usuarioId, usuarioId);
export const inicioEntre = (desde?: string, hasta?: string) =>
  and(desde ? gte(s.fechaInicio, desde) : undefined, hasta ? lte(s.fechaInicio, hasta) : undefined);

// A large team's array literal is built once per cached id list, not on every request.
const literales = new WeakMap<readonly number[], string>();
function literalDeIds(ids: readonly number[]) {
  let literal = literales.get(ids);
  if (literal === undefined) {
    literal = `{${ids.join(',')}}`;
    literales.set(ids, literal);
  }
  return literal;
}

/** Requests of these employees (a team's ids, resolved once). */
export const deUsuarios = (ids: readonly number[]) => sql`${s.usuarioId} = any(${literalDeIds(ids)}::int[])`;

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
    .where(sql`${totalesSolicitudes.usuarioId} = any(${literalDeIds(ids)}::int[])`);
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
