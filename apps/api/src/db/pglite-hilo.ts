import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import type { ClientePglite, OpcionesConsulta, SesionPglite } from './pglite-sesion';

/**
 * The embedded database on a thread of its own (ADR 050). PGlite runs PostgreSQL inside the calling thread; on the
 * server's thread every statement's planning and execution stopped the HTTP work, and a profile of the demo lists
 * under load showed the database as most of that thread. Here PGlite and its session (prepared statements, the lock
 * that orders statements and transactions) live in a worker (pglite-hilo.worker.ts), and this object, which drizzle
 * uses as its PGlite client, sends each statement there as a message. Statements still run one at a time, in the
 * order they are sent: a transaction holds the session from BEGIN to its end, as before.
 */

/** What the thread needs to open the database: a folder, or nothing (in memory). */
export interface DatosHilo {
  dataDir?: string | undefined;
  /** PGlite's WebAssembly, compiled once per process (moduloPglite) and shared by every thread. */
  modulo?: WebAssembly.Module | undefined;
}

// Node's WebAssembly global (this package's TypeScript lib has its types, not the value's declaration).
const wasm = (
  globalThis as unknown as { WebAssembly: { compile(b: Uint8Array): Promise<WebAssembly.Module> } }
).WebAssembly;
let compilado: Promise<WebAssembly.Module> | undefined;
/**
 * PGlite's 9 MB of WebAssembly, compiled once per process: a process that opens several databases (the API suite,
 * the bench) would otherwise compile it again in each thread, ~0.3 s of CPU every time.
 */
const moduloPglite = () =>
  (compilado ??= readFile(
    path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm'),
  ).then((bytes) => wasm.compile(bytes)));

/**
 * The thread's code: `pglite-hilo.worker.js` next to this module (the production bundle), or else `bundle` when
 * given (the API suite bundles it once per run: a thread then starts ~0.4 s sooner than through tsx), or else this
 * folder's TypeScript through tsx.
 */
export interface OpcionesHilo {
  bundle?: string | undefined;
}

/** A statement or command for the thread; `tx` routes it into an open transaction. */
type CuerpoPedido =
  | {
      t: 'consulta';
      tx?: number | undefined;
      texto: string;
      parametros: unknown[];
      rowMode?: 'array' | 'object' | undefined;
      /** Types whose values stay as PostgreSQL's text (drizzle's parsers; see parsersDeTexto). */
      parsers?: number[] | undefined;
    }
  | { t: 'exec'; tx?: number | undefined; texto: string }
  | { t: 'empezar'; tx: number }
  | { t: 'terminar'; tx: number; confirmar: boolean }
  | { t: 'volcar'; compresion?: 'none' | 'gzip' | 'auto' | undefined }
  | { t: 'cerrar' };

export type Pedido = CuerpoPedido & { id: number };

export interface ErrorDelHilo {
  message: string;
  name: string;
  campos?: Record<string, unknown>;
}

export type Respuesta = { id: number } & ({ ok: true; r: unknown } | { ok: false; e: ErrorDelHilo });

/**
 * drizzle passes parser functions, which cannot cross threads; all of them return PostgreSQL's text as it is (dates,
 * timestamps and intervals stay strings). The thread applies that to the same types. Any other parser is refused
 * rather than silently dropped.
 */
const parsersVistos = new WeakMap<object, number[]>();
function parsersDeTexto(parsers: OpcionesConsulta['parsers']): number[] | undefined {
  if (!parsers) return undefined;
  let oids = parsersVistos.get(parsers);
  if (!oids) {
    oids = Object.keys(parsers).map(Number);
    for (const oid of oids)
      if (parsers[oid]!('2026-01-02 03:04:05', oid) !== '2026-01-02 03:04:05')
        throw new Error(
          `El parser del tipo ${oid} no deja el texto como está: no puede pasar al hilo de PGlite`,
        );
    parsersVistos.set(parsers, oids);
  }
  return oids;
}

const aError = (e: ErrorDelHilo) => Object.assign(new Error(e.message), { name: e.name }, e.campos);

/** Young generation of the database thread's V8 heap, in MB (Node's default grows to 48). */
const JOVEN_HILO_MB = 4;

/**
 * The worker: the bundle's JavaScript next to dist/server.js or, running from source (tests, the bench, the CLIs),
 * this folder's TypeScript, loaded through tsx registered inside the new thread (loader flags do not reach it).
 */
function crearHilo(datos: DatosHilo, { bundle }: OpcionesHilo = {}): Worker {
  const opciones = {
    workerData: datos,
    // The thread only passes statements and reply bytes: a small young generation is collected more often and keeps
    // the process under 400 MB while a 10,000-row import runs (ADR 055).
    resourceLimits: { maxYoungGenerationSizeMb: JOVEN_HILO_MB },
  };
  const js = new URL('./pglite-hilo.worker.js', import.meta.url);
  if (existsSync(fileURLToPath(js))) return new Worker(js, opciones);
  if (bundle) return new Worker(pathToFileURL(bundle), opciones);
  const ts = new URL('./pglite-hilo.worker.ts', import.meta.url).href;
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(ts)}); });`,
    { ...opciones, eval: true },
  );
}

export interface PgliteEnHilo extends Omit<SesionPglite, 'preparadas'> {
  /** The thread's own id (tests: that PGlite is not on the calling thread). */
  readonly threadId: number;
}

/**
 * Starts the thread and opens the database there. `alDetenerse` is called if the thread ends without close() (a crash
 * of PostgreSQL inside PGlite): every pending and later statement fails with a clear error.
 */
export async function abrirPgliteEnHilo(
  datos: DatosHilo,
  alDetenerse?: (error: Error) => void,
  opcionesHilo?: OpcionesHilo,
): Promise<PgliteEnHilo> {
  const hilo = crearHilo({ ...datos, modulo: await moduloPglite() }, opcionesHilo);
  const pendientes = new Map<number, { resolver: (r: unknown) => void; rechazar: (e: Error) => void }>();
  let siguiente = 1;
  let caida: Error | undefined;
  let cerrando = false;

  const lista = new Promise<void>((resolver, rechazar) => {
    pendientes.set(0, { resolver: () => resolver(), rechazar });
  });
  hilo.on('message', (m: Respuesta) => {
    const p = pendientes.get(m.id);
    if (!p) return;
    pendientes.delete(m.id);
    if (m.ok) p.resolver(m.r);
    else p.rechazar(aError(m.e));
  });
  const terminarTodo = (error: Error) => {
    caida ??= error;
    for (const p of pendientes.values()) p.rechazar(caida);
    pendientes.clear();
  };
  // An exception the thread did not catch (or running out of memory) comes as 'error' just before 'exit'.
  let motivo: Error | undefined;
  hilo.on('error', (error) => {
    motivo = error;
    terminarTodo(error);
  });
  hilo.on('exit', (codigo) => {
    const error = new Error(
      `La base de datos embebida se detuvo (código ${codigo}${motivo ? `: ${motivo.message}` : ''})`,
    );
    terminarTodo(error);
    if (!cerrando) alDetenerse?.(error);
  });
  await lista;

  const pedir = <T>(pedido: CuerpoPedido): Promise<T> => {
    if (caida) return Promise.reject(caida);
    const id = siguiente++;
    return new Promise<T>((resolver, rechazar) => {
      pendientes.set(id, { resolver: resolver as (r: unknown) => void, rechazar });
      hilo.postMessage({ ...pedido, id } satisfies Pedido);
    });
  };

  const consulta =
    (tx?: number) =>
    async <T>(texto: string, parametros: unknown[] = [], o?: OpcionesConsulta): Promise<Results<T>> =>
      pedir({
        t: 'consulta',
        tx,
        texto,
        parametros,
        rowMode: o?.rowMode,
        parsers: parsersDeTexto(o?.parsers),
      });
  const exec = (tx?: number) => (texto: string) => pedir<Results[]>({ t: 'exec', tx, texto });

  let transacciones = 0;
  async function transaction<T>(trabajo: (tx: ClientePglite) => Promise<T>): Promise<T> {
    const tx = ++transacciones;
    await pedir({ t: 'empezar', tx });
    let resultado: T;
    try {
      resultado = await trabajo({ query: consulta(tx), exec: exec(tx) });
    } catch (error) {
      await pedir({ t: 'terminar', tx, confirmar: false }).catch(() => {});
      throw error;
    }
    await pedir({ t: 'terminar', tx, confirmar: true });
    return resultado;
  }

  return {
    threadId: hilo.threadId,
    query: consulta(),
    exec: exec(),
    transaction,
    dumpDataDir: async (compresion) => new Blob([await pedir<ArrayBuffer>({ t: 'volcar', compresion })]),
    close: async () => {
      if (cerrando) return;
      cerrando = true;
      try {
        if (!caida) await pedir({ t: 'cerrar' });
      } finally {
        await hilo.terminate();
      }
    },
  };
}
