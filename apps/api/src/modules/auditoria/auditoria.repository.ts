import { and, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { condicionesDe, crearFormasDe, SIN_NOMBRE, type TablaCondiciones } from '../../db/formas';
import { enteroEnTexto } from '../../db/sentencias-preparadas';
import type { TOrdenAuditoria } from '@app/contract/auditoria';
import type { Ejecutor } from '../../db/client';
import { auditoria as a, departamentos, totalesAuditoria, usuarios } from '../../db/schema';
import { TEXTO_BUSQUEDA_AUDITORIA } from '../../db/schema/auditoria';
import { patronContiene } from '../../lib/texto';
import {
  columnasCursor,
  cursorDeFila,
  despuesDe,
  ordenDeClaves,
  type ClaveOrden,
  type Cursor,
} from '../../lib/cursor-compuesto';
import { nombreCompletoDe } from '../../db/nombres';

/** Calendar days of the daily summary are Lima days (spec: the business time zone). */

export interface FiltrosAuditoria {
  usuarioId?: number | undefined;
  tipoAccion?: string | undefined;
  modulo?: string | undefined;
  severidad?: string | undefined;
  tablaAfectada?: string | undefined;
  fechaDesde?: Date | undefined;
  fechaHasta?: Date | undefined;
  usuarioEjecutorId?: number | undefined;
  usuarioAfectadoId?: number | undefined;
  busqueda?: string | undefined;
  /** Records up to this id (an export stops at the newest record when it was counted). */
  hastaId?: number | undefined;
}

/** Each filter's condition on the log; the search's value is already its LIKE pattern (see `conPatron`). */
const CONDICIONES_AUDITORIA: TablaCondiciones<FiltrosAuditoria> = {
  // Executor or affected user; each side has its own (user, date) index.
  usuarioId: (v) => or(eq(a.usuarioEjecutorId, v), eq(a.usuarioAfectadoId, v))!,
  tipoAccion: (v) => eq(a.tipoAccion, v),
  modulo: (v) => eq(a.modulo, v),
  severidad: (v) => eq(a.severidad, v),
  tablaAfectada: (v) => sql`lower(${a.tablaAfectada}) = lower(${v})`,
  fechaDesde: (v) => gte(a.fechaHora, v),
  fechaHasta: (v) => lte(a.fechaHora, v),
  usuarioEjecutorId: (v) => eq(a.usuarioEjecutorId, v),
  usuarioAfectadoId: (v) => eq(a.usuarioAfectadoId, v),
  // The indexed expression, written exactly as in migration 0009, so the trigram index answers it.
  busqueda: (v) => sql`${sql.raw(TEXTO_BUSQUEDA_AUDITORIA)} like ${v}`,
  hastaId: (v) => lte(a.id, v),
};

/** The filters with the search turned into the pattern it is compared with. Empty texts filter nothing. */
function conPatron(f: FiltrosAuditoria): FiltrosAuditoria {
  return {
    ...f,
    tipoAccion: f.tipoAccion || undefined,
    modulo: f.modulo || undefined,
    severidad: f.severidad || undefined,
    tablaAfectada: f.tablaAfectada || undefined,
    busqueda: f.busqueda ? patronContiene(f.busqueda) : undefined,
  };
}

export const condiciones = (f: FiltrosAuditoria): SQL | undefined =>
  and(...condicionesDe(CONDICIONES_AUDITORIA, conPatron(f)));

const RANGO_SEVERIDAD = sql`case ${a.severidad} when 'INFO' then 1 when 'WARNING' then 2 when 'ERROR' then 3
  when 'SECURITY' then 4 when 'CRITICAL' then 5 else 0 end`;

/**
 * The indexes are (… DESC NULLS LAST); ORDER BY … DESC alone means NULLS FIRST and would not match them, so the
 * planner would sort the whole table. Say it in full: descending NULLS LAST, ascending (a backward scan) NULLS FIRST.
 */
export const direccion =
  (descendente: boolean) => (columna: SQL | SQL.Aliased | typeof a.id | typeof a.fechaHora) =>
    descendente ? sql`${columna} desc nulls last` : sql`${columna} asc nulls first`;

/** Sort columns; every order ends with (fecha_hora, id) in the same direction, the shape of the indexes. */
const ORDEN: Record<TOrdenAuditoria, SQL[]> = {
  fechaHora: [],
  severidad: [RANGO_SEVERIDAD],
  modulo: [sql`${a.modulo}`],
  tipoAccion: [sql`${a.tipoAccion}`],
};

/**
 * The executor and the affected user of a record (page, detail, export batch), joined to its rows: one lookup of the
 * users table for the page instead of two subqueries per row, which scanned the small table of the embedded demo
 * once each (a fifth of the page's statement there; in PostgreSQL both cost the same).
 */
const ejecutor = alias(usuarios, 'ejecutor');
const afectado = alias(usuarios, 'afectado');
const conUsuarios = <T extends PgSelect>(consulta: T) =>
  consulta
    .leftJoin(ejecutor, eq(ejecutor.id, a.usuarioEjecutorId))
    .leftJoin(afectado, eq(afectado.id, a.usuarioAfectadoId));

const columnas = {
  id: a.id,
  mensajeCorto: a.mensajeCorto,
  motivo: a.motivo,
  fechaHora: a.fechaHora,
  severidad: a.severidad,
  ipAddress: a.ipAddress,
  usuarioEjecutorId: a.usuarioEjecutorId,
  usuarioEjecutorNombre: nombreCompletoDe(ejecutor) as SQL<string | null>,
  usuarioAfectadoId: a.usuarioAfectadoId,
  usuarioAfectadoNombre: nombreCompletoDe(afectado) as SQL<string | null>,
  modulo: a.modulo,
  tipoAccion: a.tipoAccion,
  tablaAfectada: a.tablaAfectada,
  registroId: a.registroId,
  datosAnteriores: a.datosAnteriores,
  datosNuevos: a.datosNuevos,
};

type OrdenAuditoria = { campo: TOrdenAuditoria; descendente: boolean };

/**
 * One page of the log. The page's ids first, then its rows with the names: with the names in the inner select, a
 * deep page looked them up for every row it skipped (500 for page 20). Limit and offset in the text: part of the
 * shape, planned once per connection (ADR 049).
 */
function listar(
  db: Ejecutor,
  donde: SQL | undefined,
  orden: OrdenAuditoria,
  pagina: { limite: number; desplazamiento: number },
) {
  const dir = direccion(orden.descendente);
  const claves = [...ORDEN[orden.campo].map((c) => dir(c)), dir(a.fechaHora), dir(a.id)];
  const idsDeLaPagina = db
    .select({ idPagina: sql<number>`${a.id}`.as('id_pagina') })
    .from(a)
    .where(donde)
    .orderBy(...claves)
    .limit(enteroEnTexto(pagina.limite))
    .offset(enteroEnTexto(pagina.desplazamiento))
    .as('pagina');
  return conUsuarios(
    db.select(columnas).from(idsDeLaPagina).innerJoin(a, eq(a.id, idsDeLaPagina.idPagina)).$dynamic(),
  ).orderBy(...claves);
}

const formasPagina = crearFormasDe<FiltrosAuditoria, ReturnType<ReturnType<typeof listar>['prepare']>>(
  CONDICIONES_AUDITORIA,
);

/** One page of the log with the list's filters, built once per shape (ADR 054). */
export function paginaDeAuditoria(
  db: Ejecutor,
  filtros: FiltrosAuditoria,
  orden: OrdenAuditoria,
  pagina: { limite: number; desplazamiento: number },
) {
  const forma = [orden.campo, orden.descendente, pagina.limite, pagina.desplazamiento];
  const { consulta, valores } = formasPagina.obtener(db, conPatron(filtros), forma, (condiciones) =>
    listar(db, and(...condiciones), orden, pagina).prepare(SIN_NOMBRE),
  );
  return consulta.execute(valores);
}
export type FilaAuditoria = Awaited<ReturnType<typeof paginaDeAuditoria>>[number];

/** How many shapes of the log's page are built for `db` (for the test of the bound). */
export const formasDeAuditoria = formasPagina.cantidad;

/** SQL type of each sort column (the export's cursor reads them back from text); none is ever null. */
const TIPOS_ORDEN: Record<TOrdenAuditoria, string> = {
  fechaHora: 'timestamptz',
  severidad: 'integer',
  modulo: 'text',
  tipoAccion: 'text',
};

/** The list's order as cursor keys: the same ORDER BY as `listar` (column, date and time, id), NULLS as `direccion`. */
export function clavesOrdenAuditoria(orden: { campo: TOrdenAuditoria; descendente: boolean }): ClaveOrden[] {
  const { descendente } = orden;
  const nulos = descendente ? 'ultimo' : 'primero';
  return [
    ...ORDEN[orden.campo].map(
      (expr) => ({ expr, tipo: TIPOS_ORDEN[orden.campo], descendente, nulos }) as const,
    ),
    { expr: a.fechaHora, tipo: 'timestamptz', descendente, nulos },
    { expr: a.id, tipo: 'bigint', descendente, nulos },
  ];
}

/** One batch of the filtered records for the Excel export, after `despues` in the list's order. */
export async function loteAuditoria(
  db: Ejecutor,
  donde: SQL | undefined,
  claves: readonly ClaveOrden[],
  despues: Cursor | null,
  tamano: number,
) {
  const filas = await conUsuarios(
    db
      .select({
        id: a.id,
        fechaHora: a.fechaHora,
        modulo: a.modulo,
        tipoAccion: a.tipoAccion,
        mensajeCorto: a.mensajeCorto,
        motivo: a.motivo,
        usuarioEjecutorNombre: nombreCompletoDe(ejecutor) as SQL<string | null>,
        usuarioAfectadoNombre: nombreCompletoDe(afectado) as SQL<string | null>,
        severidad: a.severidad,
        ipAddress: a.ipAddress,
        ...columnasCursor(claves),
      })
      .from(a)
      .$dynamic(),
  )
    .where(and(donde, despues ? despuesDe(claves, despues) : undefined))
    .orderBy(...ordenDeClaves(claves))
    .limit(tamano);
  return filas.map((f) => ({ ...f, cursor: cursorDeFila(f, claves.length) }));
}

/** The newest record's id (0 when empty): an export reads up to it, so its own record is not in it. */
export async function ultimoId(db: Ejecutor) {
  const [f] = await db.select({ n: sql<number>`coalesce(max(${a.id}), 0)::bigint` }).from(a);
  return Number(f?.n ?? 0);
}

export async function contar(db: Ejecutor, donde: SQL | undefined) {
  const [f] = await consultaDeConteo(db, donde).execute();
  return f?.n ?? 0;
}

const consultaDeConteo = (db: Ejecutor, donde: SQL | undefined) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(a)
    .where(donde)
    .prepare(SIN_NOMBRE);

const formasConteo = crearFormasDe<FiltrosAuditoria, ReturnType<typeof consultaDeConteo>>(
  CONDICIONES_AUDITORIA,
);

/** How many records the list's filters match, built once per shape like the page. */
export async function contarFiltrados(db: Ejecutor, filtros: FiltrosAuditoria) {
  const { consulta, valores } = formasConteo.obtener(db, conPatron(filtros), [], (condiciones) =>
    consultaDeConteo(db, and(...condiciones)),
  );
  const [fila] = await consulta.execute(valores);
  return fila?.n ?? 0;
}

type FiltroTotales = { modulo?: string | undefined; severidad?: string | undefined };

const CONDICIONES_TOTALES: TablaCondiciones<FiltroTotales> = {
  modulo: (v) => eq(totalesAuditoria.modulo, v),
  severidad: (v) => eq(totalesAuditoria.severidad, v),
};

const consultaDeTotales = (db: Ejecutor, condiciones: SQL[]) =>
  db
    .select({ n: sql<number>`coalesce(sum(${totalesAuditoria.cantidad}), 0)::bigint` })
    .from(totalesAuditoria)
    .where(and(...condiciones))
    .prepare(SIN_NOMBRE);

const formasTotales = crearFormasDe<FiltroTotales, ReturnType<typeof consultaDeTotales>>(CONDICIONES_TOTALES);

/**
 * Records per module and severity from the totals the triggers keep (migration 0004), optionally for one module
 * and/or severity: the log's total and its most used filters without counting the log itself.
 */
export async function totalDesdeTotales(db: Ejecutor, filtro: FiltroTotales = {}) {
  const f = { modulo: filtro.modulo || undefined, severidad: filtro.severidad || undefined };
  const { consulta, valores } = formasTotales.obtener(db, f, [], (condiciones) =>
    consultaDeTotales(db, condiciones),
  );
  const [fila] = await consulta.execute(valores);
  return Number(fila?.n ?? 0);
}

export async function buscar(db: Ejecutor, id: number) {
  const [f] = await conUsuarios(db.select(columnas).from(a).$dynamic()).where(eq(a.id, id));
  return f;
}

export async function contarPor(db: Ejecutor, campo: 'modulo' | 'severidad', donde: SQL | undefined) {
  const columna = campo === 'modulo' ? a.modulo : a.severidad;
  return db
    .select({ clave: columna, total: sql<number>`count(*)::int` })
    .from(a)
    .where(donde)
    .groupBy(columna);
}

/** An IANA zone name as Intl accepts them (letters, digits, '_', '+', '-', '/'): safe to write into SQL. */
const ZONA_SEGURA = /^[A-Za-z0-9_+/-]{1,64}$/;

/** Counts per calendar day of the business zone and per severity, oldest day first. */
export async function resumenDiario(db: Ejecutor, donde: SQL | undefined, zona: string) {
  if (!ZONA_SEGURA.test(zona)) throw new Error(`Zona horaria inválida: ${zona}`);
  // The zone is a constant written into the SQL (not a parameter), so GROUP BY matches the selected expression.
  const dia = sql<string>`to_char((${a.fechaHora} at time zone ${sql.raw(`'${zona}'`)})::date, 'YYYY-MM-DD')`;
  return db
    .select({ fecha: dia, severidad: a.severidad, total: sql<number>`count(*)::int` })
    .from(a)
    .where(donde)
    .groupBy(dia, a.severidad)
    .orderBy(dia);
}

/** Names of the departments and users a page's before/after JSON refers to, in two lookups for the whole page. */
export async function nombresReferenciados(
  db: Ejecutor,
  ids: { departamentos: number[]; usuarios: number[] },
) {
  const [deps, usus] = await Promise.all([
    ids.departamentos.length
      ? db
          .select({ id: departamentos.id, nombre: departamentos.nombre })
          .from(departamentos)
          .where(inArray(departamentos.id, ids.departamentos))
      : [],
    ids.usuarios.length
      ? db
          .select({
            id: usuarios.id,
            nombre: nombreCompletoDe(usuarios),
          })
          .from(usuarios)
          .where(inArray(usuarios.id, ids.usuarios))
      : [],
  ]);
  return {
    departamentos: new Map(deps.map((d) => [d.id, d.nombre])),
    usuarios: new Map(usus.map((u) => [u.id, u.nombre])),
  };
}
