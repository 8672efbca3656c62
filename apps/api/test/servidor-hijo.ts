// The real server as a child process, for tests that kill it, restart it, or run two of them on one database.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type BaseDeDatos } from '../src/db/client';
import { OPCIONES_NODE } from '../src/opciones-node';
import { archivoDeLogHijo, registrarSecretosDe } from './registro-de-pruebas';

const CARPETA_API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const puertoLibre = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

export interface ServidorHijo {
  proceso: ChildProcess;
  url: string;
  /** Everything the child wrote to stderr so far. */
  errores(): string;
  /** The child's JSON log (stdout), when the suite keeps logs. */
  archivoLog: string | undefined;
  /** Resolves with the exit code (null when killed by a signal). */
  terminado: Promise<number | null>;
  /** SIGKILL by default: no shutdown hook runs. Resolves once the process is gone. */
  detener(senal?: NodeJS.Signals): Promise<void>;
}

export interface OpcionesHijo {
  env: Record<string, string>;
  puerto?: number;
  /** Names the child's log file in the suite's log folder (scanned for secrets at the end). */
  etiqueta?: string;
  /** Wait until /api/health answers 200 (default); otherwise return as soon as it is spawned. */
  esperarSalud?: boolean;
  /** How long to wait for /api/health. */
  esperaMs?: number;
  /**
   * Start it as `npm run start:servidor` does: iniciar.js with the embedded database's Node.js options, which on
   * PostgreSQL runs the server in a child process of its own (ADR 057). Otherwise server.js itself.
   */
  comoStartServidor?: boolean;
}

const vivos = new Set<ChildProcess>();

/** Kills (SIGKILL) every child a test file left running; call it from afterAll. */
export async function detenerTodos(): Promise<void> {
  await Promise.all(
    [...vivos].map(async (p) => {
      if (p.exitCode === null && p.signalCode === null) {
        p.kill('SIGKILL');
        await new Promise((r) => p.once('exit', r));
      }
    }),
  );
}

export async function arrancarServidor(opciones: OpcionesHijo): Promise<ServidorHijo> {
  const puerto = opciones.puerto ?? (await puertoLibre());
  const archivoLog = archivoDeLogHijo(opciones.etiqueta ?? 'servidor');
  // The child writes its JSON log straight into the file: nothing is lost when it is killed with SIGKILL.
  const fd = archivoLog ? openSync(archivoLog, 'a') : 'ignore';
  const servidor = inject('servidorCompilado');
  const argumentos = opciones.comoStartServidor
    ? [...OPCIONES_NODE.pglite, path.join(path.dirname(servidor), 'iniciar.js')]
    : [servidor];
  const proceso = spawn(process.execPath, argumentos, {
    cwd: CARPETA_API,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: archivoLog ? 'debug' : 'silent',
      DATABASE_URL: '',
      // No automatic backup into the package's folder; a test that wants one says so.
      RESPALDO_CADA_HORAS: '0',
      ...opciones.env,
      PORT: String(puerto),
    },
    stdio: ['ignore', fd, 'pipe'],
  });
  if (typeof fd === 'number') closeSync(fd);
  vivos.add(proceso);
  let errores = '';
  proceso.stderr!.on('data', (d) => (errores += String(d)));
  // 'close', not 'exit': by then stderr has been read to its end, so errores() holds all it printed.
  const terminado = new Promise<number | null>((resolve) =>
    proceso.once('close', (codigo) => {
      vivos.delete(proceso);
      resolve(codigo);
    }),
  );
  const url = `http://127.0.0.1:${puerto}`;
  const hijo: ServidorHijo = {
    proceso,
    url,
    errores: () => errores,
    archivoLog,
    terminado,
    async detener(senal = 'SIGKILL') {
      if (proceso.exitCode === null && proceso.signalCode === null) proceso.kill(senal);
      await terminado;
    },
  };
  if (opciones.esperarSalud === false) return hijo;
  const limite = Date.now() + (opciones.esperaMs ?? 90_000);
  while (Date.now() < limite) {
    if (proceso.exitCode !== null) throw new Error(`el servidor terminó al iniciar: ${errores}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return hijo;
    } catch {
      // Still starting.
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await hijo.detener();
  throw new Error(`el servidor no respondió a tiempo: ${errores}`);
}

/** JSON request to a child server; the token, if any, as a bearer header. Secrets in both bodies are recorded. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read replies freely
export async function pedir<T = Record<string, any>>(
  url: string,
  metodo: string,
  ruta: string,
  opciones: { token?: string; cuerpo?: unknown } = {},
): Promise<{ status: number; cuerpo: T }> {
  const r = await fetch(`${url}${ruta}`, {
    method: metodo,
    headers: {
      ...(opciones.cuerpo === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opciones.token ? { authorization: `Bearer ${opciones.token}` } : {}),
    },
    ...(opciones.cuerpo === undefined ? {} : { body: JSON.stringify(opciones.cuerpo) }),
  });
  const texto = await r.text();
  const cuerpo = (texto ? JSON.parse(texto) : {}) as T;
  registrarSecretosDe(opciones.cuerpo);
  registrarSecretosDe(cuerpo);
  return { status: r.status, cuerpo };
}

/**
 * A fresh database for a child server, on the suite's engine: a PostgreSQL database cloned from the migrated
 * template, or an empty PGlite folder. `env` points the child at it; `abrir` opens it from the test (migrated; on
 * PGlite only while no child runs: one process at a time). What to remove afterwards goes into `limpiar`.
 */
export async function baseParaHijo(
  limpiar: (() => Promise<void>)[],
  prefijo: string,
): Promise<{ env: Record<string, string>; abrir: () => Promise<BaseDeDatos> }> {
  if (inject('motorPruebas') === 'postgres') {
    const url = inject('urlPostgres');
    const nombre = `descanso_${prefijo}_${process.pid}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${nombre} template ${inject('plantillaPostgres')}`);
    limpiar.push(async () => {
      await admin.query(`drop database if exists ${nombre} with (force)`);
      await admin.end();
    });
    const u = new URL(url);
    u.pathname = `/${nombre}`;
    return {
      env: { DATABASE_URL: u.toString(), DATA_DIR: '' },
      abrir: () => createDb({ databaseUrl: u.toString(), maxConexiones: 2 }),
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), `descanso-${prefijo}-`));
  limpiar.push(async () => rmSync(dir, { recursive: true, force: true }));
  return {
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    abrir: async () => {
      const b = await createDb({ dataDir: dir });
      await b.migrar();
      return b;
    },
  };
}
