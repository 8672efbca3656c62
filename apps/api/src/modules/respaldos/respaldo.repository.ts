import { and, desc, eq, sql } from 'drizzle-orm';
import { auditoria } from '../../db/schema';
import type { Ejecutor } from '../../db/client';

/** Catalogue queries the backup and the restore need; everything lives in the `public` schema. */

type Fila = Record<string, unknown>;
const filas = async (db: Ejecutor, consulta: ReturnType<typeof sql>) =>
  ((await db.execute(consulta)) as unknown as { rows: Fila[] }).rows;

export const ident = (nombre: string) => `"${nombre.replace(/"/g, '""')}"`;

/** Every ordinary table of the application, by name (the order of the backup file). */
export async function tablasDeLaAplicacion(db: Ejecutor): Promise<string[]> {
  const r = await filas(
    db,
    sql`select c.relname as nombre from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  return r.map((f) => String(f.nombre));
}

/** The primary key's columns, in key order (the rows' order in the file, so a table's digest is reproducible). */
export async function clavePrimaria(db: Ejecutor, tabla: string): Promise<string[]> {
  const r = await filas(
    db,
    sql`select a.attname as nombre from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
        where i.indrelid = ${`public.${ident(tabla)}`}::regclass and i.indisprimary
        order by array_position(i.indkey::int2[], a.attnum)`,
  );
  return r.map((f) => String(f.nombre));
}

/** Columns a row can be inserted into (generated columns are computed again by the database). */
export async function columnasInsertables(db: Ejecutor, tabla: string): Promise<string[]> {
  const r = await filas(
    db,
    sql`select attname as nombre from pg_attribute
        where attrelid = ${`public.${ident(tabla)}`}::regclass and attnum > 0 and not attisdropped
          and attgenerated = '' order by attnum`,
  );
  return r.map((f) => String(f.nombre));
}

/** The rows' order in the file: the primary key, or the row's whole text for a table without one. */
export async function consultaDeFilas(db: Ejecutor, tabla: string): Promise<string> {
  const clave = await clavePrimaria(db, tabla);
  const orden = clave.length ? clave.map((c) => `t.${ident(c)}`).join(', ') : '1';
  return `select to_jsonb(t)::text as f from public.${ident(tabla)} t order by ${orden}`;
}

export interface Secuencia {
  nombre: string;
  valor: string;
  llamada: boolean;
}

export async function secuencias(db: Ejecutor): Promise<Secuencia[]> {
  const nombres = await filas(
    db,
    sql`select c.relname as nombre from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  const r: Secuencia[] = [];
  for (const { nombre } of nombres) {
    const [f] = await filas(
      db,
      sql.raw(`select last_value::text as valor, is_called as llamada from public.${ident(String(nombre))}`),
    );
    r.push({ nombre: String(nombre), valor: String(f!.valor), llamada: Boolean(f!.llamada) });
  }
  return r;
}

export interface ClaveForanea {
  tabla: string;
  nombre: string;
  definicion: string;
}

export async function clavesForaneas(db: Ejecutor): Promise<ClaveForanea[]> {
  const r = await filas(
    db,
    sql`select cl.relname as tabla, co.conname as nombre, pg_get_constraintdef(co.oid) as definicion
        from pg_constraint co join pg_class cl on cl.oid = co.conrelid
        join pg_namespace n on n.oid = co.connamespace
        where co.contype = 'f' and n.nspname = 'public' order by cl.relname, co.conname`,
  );
  return r.map((f) => ({
    tabla: String(f.tabla),
    nombre: String(f.nombre),
    definicion: String(f.definicion),
  }));
}

/** The last migration applied (drizzle's journal `when`), or undefined on a database never migrated. */
export async function ultimaMigracion(db: Ejecutor): Promise<number | undefined> {
  const [existe] = await filas(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as hay`,
  );
  if (!existe?.hay) return undefined;
  const [f] = await filas(
    db,
    sql`select created_at::text as cuando from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  return f?.cuando === undefined || f.cuando === null ? undefined : Number(f.cuando);
}

/** Tables in the application's schemas: zero means an empty database a backup may be restored into. */
export async function cuentaDeTablas(db: Ejecutor): Promise<number> {
  const [f] = await filas(
    db,
    sql`select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
  );
  return Number(f!.n);
}

export async function ejecutar(db: Ejecutor, texto: string, parametros: unknown[] = []): Promise<Fila[]> {
  if (parametros.length === 0) return filas(db, sql.raw(texto));
  // Only the restore's batch insert takes a parameter: the rows as one JSON array.
  const partes = texto.split('$1');
  return filas(db, sql.join([sql.raw(partes[0]!), sql`${parametros[0]}`, sql.raw(partes[1] ?? '')]));
}

/** When the last backup of this company was taken, whichever process or folder it went to (the audit knows). */
export async function ultimoRespaldoRegistrado(db: Ejecutor): Promise<Date | undefined> {
  const [f] = await db
    .select({ fecha: auditoria.fechaHora })
    .from(auditoria)
    .where(and(eq(auditoria.modulo, 'CONFIGURACION'), eq(auditoria.tipoAccion, 'RESPALDO')))
    .orderBy(desc(auditoria.fechaHora))
    .limit(1);
  return f?.fecha;
}

// Transaction-scoped advisory lock: of several processes on one PostgreSQL, one decides that a backup is due.
const CLAVE_RESPALDO_PROGRAMADO = 4207043;
export async function bloquearTurno(tx: Ejecutor) {
  await tx.execute(sql`select pg_advisory_xact_lock(${CLAVE_RESPALDO_PROGRAMADO})`);
}
