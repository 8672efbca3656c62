import { createHash } from 'node:crypto';
import type pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Named prepared statements on PostgreSQL (ADR 049). PostgreSQL re-plans every unnamed statement: the session lookup
 * every request makes planned in 1.5 ms and ran in 0.3 ms, so planning was most of the database's work. A statement
 * sent with a name is parsed once per connection, and after five runs PostgreSQL may keep a generic plan for it.
 *
 * Each connection names the statements it runs by their text, and keeps at most `maximo` of them (and `maxBytes` of
 * their text, which pg also keeps per connection) in least-recently-used order. An evicted name is forgotten at once
 * (a later run of the same text is prepared again under a new name) and deallocated on the server when the
 * connection goes back to the pool (`liberarDesalojadas`): a DEALLOCATE sent at eviction would land inside whatever
 * transaction the connection is in, and fail if it was aborted.
 *
 * Not named: statements that pass an array as a parameter (`$1::int[]`). PostgreSQL estimates `= any($1)` per
 * element only when it plans with the value, and hashes a large array only when it is a constant in the text; a
 * prepared statement loses the hashing (22 ms instead of 3 ms for a 5,000-person team's 50th page). Team filters
 * therefore write their ids into the text (solicitudes.repository `deUsuarios`), which makes them nameable.
 */
export interface OpcionesSentencias {
  maximo: number;
  maxBytes: number;
}

export const SENTENCIAS_POR_CONEXION: OpcionesSentencias = { maximo: 200, maxBytes: 2_000_000 };

/** Texts up to this length key the map as they are (see nombrar). */
const CLAVE_TEXTO_MAX = 2048;
const ARRAY_COMO_PARAMETRO = /\$\d+::[a-z0-9_]+\[\]/i;
const CONSULTA_O_CAMBIO = /^\s*\(?\s*(select|insert|update|delete|with)\b/i;

/**
 * Whether a statement's text may be prepared by name (see above). Only queries and data changes: BEGIN, SET and
 * other utility statements have no plan to keep.
 */
export const sePuedeNombrar = (texto: string) =>
  CONSULTA_O_CAMBIO.test(texto) && !ARRAY_COMO_PARAMETRO.test(texto);

/**
 * The statements one session keeps prepared, by key, least recently used first out: at most `maximo` of them and
 * `maxBytes` of text. Shared by the PostgreSQL connections (below), the embedded database's session
 * (pglite-sesion.ts) and the lists' built queries (formas.ts `crearFormas`); `alDesalojar` forgets an
 * evicted statement as each needs.
 */
export function crearRegistroDeSentencias<V extends { bytes: number }>(
  opciones: OpcionesSentencias,
  alDesalojar: (sentencia: V) => void,
) {
  // Map order is the recency order.
  const entradas = new Map<string, V>();
  let bytes = 0;
  let siguiente = 0;
  function hacerLugar(nuevos: number) {
    while (entradas.size > 0 && (entradas.size >= opciones.maximo || bytes + nuevos > opciones.maxBytes)) {
      const [clave, desalojada] = entradas.entries().next().value as [string, V];
      entradas.delete(clave);
      bytes -= desalojada.bytes;
      alDesalojar(desalojada);
    }
  }
  return {
    /** The statement kept under `clave`, now the most recently used. */
    usar(clave: string): V | undefined {
      const conocida = entradas.get(clave);
      if (conocida) {
        entradas.delete(clave);
        entradas.set(clave, conocida);
      }
      return conocida;
    },
    /** A name no statement of this session had. */
    nuevoNombre: () => `descanso_${siguiente++}`,
    /** Evicts the least recently used statements until one of `nuevos` bytes fits beside the rest. */
    hacerLugar,
    /** Keeps `sentencia` under `clave`, making room for it first. */
    guardar(clave: string, sentencia: V) {
      hacerLugar(sentencia.bytes);
      entradas.set(clave, sentencia);
      bytes += sentencia.bytes;
    },
    /** How many are kept right now (tests). */
    cantidad: () => entradas.size,
  };
}

interface Conexion {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
}

interface ConfigConsulta {
  text: string;
  name?: string;
  [clave: string]: unknown;
}

const esConfig = (c: unknown): c is ConfigConsulta =>
  typeof c === 'object' && c !== null && typeof (c as { text?: unknown }).text === 'string';

/** Makes `cliente.query` prepare by name the statements drizzle sends (objects with a text and no name). */
export function prepararPorNombre(cliente: pg.ClientBase, opciones = SENTENCIAS_POR_CONEXION) {
  const consultar = cliente.query.bind(cliente) as (...args: unknown[]) => unknown;
  const conexion = (cliente as unknown as { connection: Conexion }).connection;
  const desalojadas: string[] = [];
  // Text (or its hash) → the name given on this connection.
  const nombres = crearRegistroDeSentencias<{ nombre: string; bytes: number }>(opciones, (viejo) => {
    // pg skips the Parse of a name it believes prepared: forgotten here, the name is never bound again.
    delete conexion.parsedStatements[viejo.nombre];
    delete conexion.submittedNamedStatements[viejo.nombre];
    desalojadas.push(viejo.nombre);
  });

  /** Deallocates the evicted statements; call it with the connection idle (released to the pool). */
  const liberarDesalojadas = () => {
    if (desalojadas.length === 0) return;
    const texto = desalojadas.map((n) => `deallocate "${n}";`).join(' ');
    desalojadas.length = 0;
    // A failure (the connection broke) leaves them to die with the connection.
    (consultar(texto) as Promise<unknown>).catch(() => {});
  };

  /** The name for `texto`, or undefined when it is not to be named (checked only for texts not named yet). */
  const nombrar = (texto: string) => {
    // Short texts are their own key (a hash per query cost more than the Map lookup); long ones, a digest.
    const clave =
      texto.length <= CLAVE_TEXTO_MAX ? texto : createHash('sha1').update(texto).digest('base64url');
    const conocido = nombres.usar(clave);
    if (conocido) return conocido.nombre;
    if (!sePuedeNombrar(texto) || texto.length > opciones.maxBytes) return undefined;
    const nuevo = { nombre: nombres.nuevoNombre(), bytes: texto.length };
    nombres.guardar(clave, nuevo);
    return nuevo.nombre;
  };

  (cliente as unknown as { query: unknown }).query = (config: unknown, ...resto: unknown[]) => {
    if (esConfig(config) && config.name === undefined) {
      const nombre = nombrar(config.text);
      if (nombre) return consultar({ ...config, name: nombre }, ...resto);
    }
    return consultar(config, ...resto);
  };
  return { preparadas: nombres.cantidad, liberarDesalojadas };
}

/**
 * A LIMIT or OFFSET written into the statement's text. With a parameter there, PostgreSQL prices a generic plan for
 * an unknown 10 % of the rows and keeps planning each run anew; in the text, a list whose other values are constants
 * too (a team's ids) is planned once per connection. Typed as the number drizzle's `.limit()` takes; drizzle embeds
 * an SQL object there as it is.
 */
export function enteroEnTexto(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`enteroEnTexto: ${n} no es un entero no negativo`);
  return sql.raw(String(n)) as unknown as number;
}

/**
 * An int[] constant written into the statement's text (`'{1,2,3}'::int[]`), for `= any(...)`: PostgreSQL hashes a
 * large constant array and estimates it once per prepared statement, where an array parameter is re-estimated
 * element by element on every run and never hashed (see above). Only integers can be written into SQL this way.
 */
export function enterosEnTexto(ids: readonly number[]): SQL {
  if (!ids.every((id) => Number.isSafeInteger(id))) throw new Error('enterosEnTexto: ids no enteros');
  return sql.raw(`'{${ids.join(',')}}'::int[]`);
}
