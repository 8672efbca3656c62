import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { sql, type ExtractTablesWithRelations, type SQLWrapper } from 'drizzle-orm';
import * as schema from './schema';
import { CARPETA_MIGRACIONES } from '../lib/rutas-paquete';
import { aplicarMigraciones, esquemaAplicado, leerMigraciones } from './migraciones';
import { prepararPorNombre } from './sentencias-preparadas';
import { crearCarpeta } from '../lib/carpetas';
import { copiarPlantillaSiEsNueva } from './pglite';
import { abrirPgliteEnHilo, type DatosHilo, type PgliteEnHilo } from './pglite-hilo';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or an open transaction. */
export type Ejecutor = Db | Tx;

/**
 * Runs two data changes built with `ejecutor` (query builders not awaited; the first without RETURNING) as one
 * statement, `with previo as (primero) despues`: one round trip instead of two inside a transaction.
 * Both happen or neither; neither may read what the other writes (they share one snapshot).
 */
export async function enUnaSentencia(ejecutor: Ejecutor, primero: SQLWrapper, despues: SQLWrapper) {
  // getSQL: a query builder embedded as it is would be wrapped in parentheses, which WITH does not take.
  await ejecutor.execute(sql`with previo as (${primero.getSQL()}) ${despues.getSQL()}`);
}

export interface BaseDeDatos {
  db: Db;
  tipo: 'pglite' | 'postgres';
  /**
   * Applies the pending migrations all in one transaction (ADR 044); a failure throws MigracionFallida and leaves
   * the database as it was. `hasta` stops after that tag (the upgrade fixtures start from an old schema).
   */
  migrar(opciones?: { hasta?: string }): Promise<void>;
  /** PostgreSQL's pool right now (/metrics); absent on PGlite, a single in-process connection. */
  estadoPool?: () => { total: number; libres: number; enEspera: number };
  /** The tag of the last migration applied (`/api/version`), or null on a database never migrated. */
  esquema(): Promise<string | null>;
  /**
   * Runs `trabajo` holding the start-up lock (on PostgreSQL a session advisory lock), so processes started together
   * migrate and seed one after the other; PGlite has a single process anyway. Never nest it, nor call migrar inside.
   */
  enExclusiva<T>(trabajo: () => Promise<T>): Promise<T>;
  cerrar(): Promise<void>;
  /** True when the database holds no user yet (first start). */
  estaVacia(): Promise<boolean>;
}

// Date-only columns stay `YYYY-MM-DD` strings; never turn them into a Date at local midnight.
pg.types.setTypeParser(1082, (v: string) => v);
pg.types.setTypeParser(20, (v: string) => Number(v));

export interface OpcionesDb {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  carpetaMigraciones?: string;
  maxConexiones?: number;
  /**
   * PGlite only: called if the embedded database's thread stops on its own (a crash inside PostgreSQL); every later
   * statement fails. The server exits so that its supervisor restarts it.
   */
  alDetenerse?: (error: Error) => void;
  /** PGlite only: the database thread's bundled code, when running from source (db/pglite-hilo.ts). */
  hiloCompilado?: string | undefined;
  /** Sees every SQL statement with its parameters (the benchmark EXPLAINs the queries a list really sends). */
  alConsultar?: (sql: string, parametros: unknown[]) => void;
}

const registro = (opciones: OpcionesDb) => {
  const alConsultar = opciones.alConsultar;
  return alConsultar
    ? { logQuery: (sql: string, parametros: unknown[]) => alConsultar(sql, parametros) }
    : false;
};

// Any fixed number: the advisory lock every API process takes to migrate and seed ('DESC' in ASCII).
const CLAVE_BLOQUEO_ARRANQUE = 0x44455343;

/** Holds the start-up advisory lock on a connection of its own, which `trabajo` may use (the pool may have one). */
async function conBloqueoDeArranque<T>(pool: pg.Pool, trabajo: (cliente: pg.PoolClient) => Promise<T>) {
  const cliente = await pool.connect();
  let roto: Error | undefined;
  try {
    await cliente.query('select pg_advisory_lock($1)', [CLAVE_BLOQUEO_ARRANQUE]);
    try {
      return await trabajo(cliente);
    } finally {
      await cliente.query('select pg_advisory_unlock($1)', [CLAVE_BLOQUEO_ARRANQUE]);
    }
  } catch (error) {
    // A connection in an unknown state is discarded (ending the session also frees the lock).
    roto = error as Error;
    throw error;
  } finally {
    cliente.release(roto);
  }
}

/** Another live process holds the embedded database's folder; the message is the one line server.ts prints. */
export class CarpetaEnUso extends Error {
  constructor(
    readonly carpeta: string,
    readonly pid: number,
  ) {
    super(
      `La carpeta de datos ${carpeta} está en uso por otro proceso de Descanso (PID ${pid}); deténgalo o use otra DATA_DIR.`,
    );
    this.name = 'CarpetaEnUso';
  }
}

/** The lock file inside DATA_DIR: the holder's PID and, on Linux, its start time (which tells PID reuse apart). */
export const ARCHIVO_BLOQUEO = 'descanso.lock';

/** Field 22 of /proc/<pid>/stat (start time in clock ticks since boot); undefined where there is no /proc. */
function inicioDeProceso(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function procesoVivo(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface DuenoBloqueo {
  pid: number;
  inicio?: string | undefined;
}

function leerDueno(archivo: string): { texto: string; dueno: DuenoBloqueo | undefined } {
  const texto = readFileSync(archivo, 'utf8');
  try {
    const d = JSON.parse(texto) as Partial<DuenoBloqueo>;
    return Number.isInteger(d.pid) && d.pid! > 0
      ? { texto, dueno: { pid: d.pid!, inicio: d.inicio } }
      : { texto, dueno: undefined };
  } catch {
    return { texto, dueno: undefined };
  }
}

/** Held by another running process (not this one, not a later process that happens to reuse a dead holder's PID). */
function vigente(d: DuenoBloqueo | undefined): d is DuenoBloqueo {
  if (!d || d.pid === process.pid || !procesoVivo(d.pid)) return false;
  const inicio = inicioDeProceso(d.pid);
  return d.inicio === undefined || inicio === undefined || inicio === d.inicio;
}

/**
 * Takes the embedded database's folder for this process (PGlite is single-process: two servers on one folder lose
 * confirmed writes). The lock file is created exclusively; one left by a process that no longer runs (kill -9, a
 * crash) is taken over. Returns the release, which only removes the lock if it is still this process's.
 */
export function bloquearCarpeta(dir: string): () => void {
  const archivo = path.join(dir, ARCHIVO_BLOQUEO);
  const propio = JSON.stringify({ pid: process.pid, inicio: inicioDeProceso(process.pid) });
  for (let intento = 0; intento < 10; intento++) {
    try {
      const fd = openSync(archivo, 'wx');
      try {
        writeSync(fd, propio);
      } finally {
        closeSync(fd);
      }
      return () => {
        try {
          if (readFileSync(archivo, 'utf8') === propio) unlinkSync(archivo);
        } catch {
          // Already gone.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let leido: ReturnType<typeof leerDueno>;
    try {
      leido = leerDueno(archivo);
    } catch {
      continue; // Removed meanwhile: try to create it again.
    }
    if (vigente(leido.dueno)) throw new CarpetaEnUso(dir, leido.dueno.pid);
    // Stale. Moved aside atomically, so two processes taking it over at once cannot both remove it; if what was
    // moved is no longer the stale lock (another process took it over in between), it goes back.
    const aparte = `${archivo}.${process.pid}.viejo`;
    try {
      renameSync(archivo, aparte);
    } catch {
      continue;
    }
    try {
      if (readFileSync(aparte, 'utf8') !== leido.texto) renameSync(aparte, archivo);
      else unlinkSync(aparte);
    } catch {
      // Nothing left to restore.
    }
  }
  throw new Error(`No se pudo tomar el bloqueo de la carpeta de datos ${dir}`);
}

export async function createDb(opciones: OpcionesDb): Promise<BaseDeDatos> {
  const carpeta = opciones.carpetaMigraciones ?? CARPETA_MIGRACIONES;
  // The folder this code ships, read once for /api/version (which asks on every call).
  let conocidas: ReturnType<typeof leerMigraciones> | undefined;
  const migracionesConocidas = () => (conocidas ??= leerMigraciones(carpeta));
  if (opciones.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opciones.databaseUrl,
      max: opciones.maxConexiones ?? 10,
      connectionTimeoutMillis: 5_000,
    });
    // A connection dropped by the server must not crash the process; the request using it fails cleanly. The pool
    // only listens for errors on idle clients: one killed while checked out (pg_terminate_backend mid-request) would
    // emit an unhandled 'error' and bring the whole server down, so every client gets a listener of its own.
    pool.on('error', () => {});
    const sentencias = new WeakMap<pg.PoolClient, ReturnType<typeof prepararPorNombre>>();
    pool.on('connect', (cliente) => {
      cliente.on('error', () => {});
      // Planning was most of PostgreSQL's work per request: statements are prepared by name (ADR 049).
      sentencias.set(cliente, prepararPorNombre(cliente));
    });
    pool.on('release', (_error, cliente) => sentencias.get(cliente)?.liberarDesalojadas());
    const db = drizzlePg(pool, { schema, logger: registro(opciones) }) as unknown as Db;
    return {
      db,
      tipo: 'postgres',
      migrar: async (o) => {
        const migraciones = leerMigraciones(carpeta, o?.hasta);
        await conBloqueoDeArranque(pool, (cliente) =>
          aplicarMigraciones(drizzlePg(cliente) as never, migraciones),
        );
      },
      esquema: () => esquemaAplicado(db as never, migracionesConocidas()),
      estadoPool: () => ({ total: pool.totalCount, libres: pool.idleCount, enEspera: pool.waitingCount }),
      enExclusiva: (trabajo) => conBloqueoDeArranque(pool, () => trabajo()),
      cerrar: () => pool.end(),
      estaVacia: async () => {
        const r = await pool.query('select count(*)::int as n from usuarios');
        return r.rows[0].n === 0;
      },
    };
  }
  let soltarCarpeta = () => {};
  let datosHilo: DatosHilo;
  if (opciones.dataDir === undefined || opciones.dataDir === 'memory://') {
    datosHilo = {};
  } else {
    const dir = path.resolve(opciones.dataDir);
    crearCarpeta(dir);
    soltarCarpeta = bloquearCarpeta(dir);
    // A new folder starts from the cluster the build initialised (db/pglite.ts): initdb here peaked at ~840 MB.
    try {
      copiarPlantillaSiEsNueva(dir);
    } catch (error) {
      soltarCarpeta();
      throw error;
    }
    datosHilo = { dataDir: dir };
    // A normal exit that skipped cerrar() (process.exit on a fatal error) must not leave the lock behind either.
    process.once('exit', soltarCarpeta);
  }
  // PostgreSQL on a thread of its own, statements prepared by name (ADR 050).
  let sesion: PgliteEnHilo;
  try {
    sesion = await abrirPgliteEnHilo(datosHilo, opciones.alDetenerse, { bundle: opciones.hiloCompilado });
  } catch (error) {
    process.removeListener('exit', soltarCarpeta);
    soltarCarpeta();
    throw error;
  }
  const db = drizzlePglite(sesion as unknown as PGlite, {
    schema,
    logger: registro(opciones),
  }) as unknown as Db;
  return {
    db,
    tipo: 'pglite',
    enExclusiva: (trabajo) => trabajo(),
    migrar: async (o) => {
      await aplicarMigraciones(db as never, leerMigraciones(carpeta, o?.hasta));
    },
    esquema: () => esquemaAplicado(db as never, migracionesConocidas()),
    cerrar: async () => {
      try {
        await sesion.close();
      } finally {
        process.removeListener('exit', soltarCarpeta);
        soltarCarpeta();
      }
    },
    estaVacia: async () => {
      const r = await sesion.query<{ n: number }>('select count(*)::int as n from usuarios');
      return r.rows[0]!.n === 0;
    },
  };
}
