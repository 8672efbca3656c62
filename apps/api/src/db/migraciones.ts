import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * Our own run of drizzle-kit's migration folder (ADR 044). Same bookkeeping as drizzle's migrator
 * (`drizzle.__drizzle_migrations`: hash and the journal's `when`, applied when newer than the last row), so databases
 * migrated before keep working, with two differences: the bookkeeping table is created inside the same transaction
 * as the migrations (a failed first start leaves nothing behind), and a failure names its migration.
 */

export interface Migracion {
  /** The journal's tag, e.g. `0016_reportes`: what `/api/version` calls the schema version. */
  etiqueta: string;
  /** The journal's `when` (ms), stored as `created_at`. */
  momento: number;
  hash: string;
  sentencias: string[];
}

interface Diario {
  entries: { tag: string; when: number }[];
}

/** The migrations of a drizzle-kit folder in journal order; `hasta` stops after that tag (the upgrade fixtures). */
export function leerMigraciones(carpeta: string, hasta?: string): Migracion[] {
  const diario = JSON.parse(readFileSync(path.join(carpeta, 'meta', '_journal.json'), 'utf8')) as Diario;
  const todas = diario.entries.map((e) => {
    const texto = readFileSync(path.join(carpeta, `${e.tag}.sql`), 'utf8');
    return {
      etiqueta: e.tag,
      momento: e.when,
      hash: createHash('sha256').update(texto).digest('hex'),
      sentencias: texto.split('--> statement-breakpoint'),
    };
  });
  if (hasta === undefined) return todas;
  const fin = todas.findIndex((m) => m.etiqueta === hasta);
  if (fin < 0) throw new Error(`No existe la migración ${hasta} en ${carpeta}`);
  return todas.slice(0, fin + 1);
}

/** A migration failed: the whole batch was rolled back. The message is the one line the server prints. */
export class MigracionFallida extends Error {
  constructor(
    readonly etiqueta: string,
    readonly detalle: string,
  ) {
    super(
      `La migración ${etiqueta} falló (${detalle}); la base de datos quedó como estaba antes de actualizar. Restaure la versión anterior o corrija la causa y vuelva a iniciar.`,
    );
    this.name = 'MigracionFallida';
  }
}

/** The driver's own words on one line (drizzle wraps them in a "Failed query: …" error whose cause they are). */
function detalleDe(error: unknown): string {
  let actual = error;
  while (actual instanceof Error && actual.cause instanceof Error) actual = actual.cause;
  const texto = actual instanceof Error ? actual.message || actual.name : String(actual);
  return texto.replace(/\s+/g, ' ').trim().slice(0, 300);
}

type DbMigrable = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;
const filas = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;

/**
 * Applies every pending migration in ONE transaction: all of them or none (PostgreSQL and PGlite run DDL inside a
 * transaction). Returns the tags applied. The caller holds the start-up lock on PostgreSQL.
 */
export async function aplicarMigraciones(db: DbMigrable, migraciones: Migracion[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(
      sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
    const [ultima] = filas(
      await tx.execute(
        sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      ),
    );
    const desde = ultima ? Number(ultima.created_at) : -Infinity;
    const aplicadas: string[] = [];
    for (const m of migraciones) {
      if (m.momento <= desde) continue;
      try {
        for (const sentencia of m.sentencias) await tx.execute(sql.raw(sentencia));
      } catch (error) {
        throw new MigracionFallida(m.etiqueta, detalleDe(error));
      }
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${m.hash}, ${m.momento})`,
      );
      aplicadas.push(m.etiqueta);
    }
    return aplicadas;
  });
}

/**
 * The tag of the last migration applied to this database, or null before the first one. A database migrated by a
 * newer release (a row this code does not know) answers with that row's `created_at`.
 */
export async function esquemaAplicado(db: DbMigrable, migraciones: Migracion[]): Promise<string | null> {
  const [existe] = filas(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as existe`),
  );
  if (!existe?.existe) return null;
  const [ultima] = filas(
    await db.execute(
      sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    ),
  );
  if (!ultima) return null;
  const momento = Number(ultima.created_at);
  return migraciones.find((m) => m.momento === momento)?.etiqueta ?? `desconocida-${momento}`;
}
