// The demo company each spec file gets to itself: the global setup seeds it once into a data folder (the template),
// and every file starts its own server on a fresh copy of that folder. Specs no longer share employees, requests or
// settings, so they run in any order and on two workers at once.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';
import { puertoLibre } from './servidor-propio';

const CARPETA_E2E = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the global setup leaves the seeded demo folder for the workers. */
export const VARIABLE_PLANTILLA = 'DESCANSO_E2E_PLANTILLA_DEMO';
/** The PGlite folder lock (db/client.ts): a copy must not carry the seeding server's. */
const ARCHIVO_BLOQUEO = 'descanso.lock';
const ESPERA_MS = 90_000;

/** What every demo server of the run gets: the production bundle, loopback only, quiet logs, no backups. */
export function entornoDemo(dataDir: string, puerto: number, respaldos: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(puerto),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    LOG_LEVEL: 'warn',
    LOGIN_MAX_POR_MINUTO: '1000',
    // «Respaldar ahora» (respaldos.spec.ts) writes into a folder of this server; none automatic.
    RESPALDO_DIR: respaldos,
    RESPALDO_CADA_HORAS: '0',
    ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
  };
}

export interface ServidorDemo {
  url: string;
  detener(): Promise<void>;
}

/**
 * Starts the built server (or E2E_SERVER_CMD, e.g. the source through tsx) on `dataDir` and waits for
 * /api/health; fails with what the server printed if it exits or does not answer within 90 s.
 */
export async function arrancarDemo(dataDir: string): Promise<ServidorDemo> {
  const puerto = await puertoLibre();
  const respaldos = mkdtempSync(path.join(tmpdir(), 'descanso-e2e-respaldos-'));
  const comando = process.env.E2E_SERVER_CMD ?? 'node ../apps/api/dist/server.js';
  // `exec`: the shell becomes the server, so stopping this process stops the server (no orphan on the port).
  const proceso: ChildProcess = spawn(`exec ${comando}`, {
    shell: true,
    cwd: CARPETA_E2E,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: entornoDemo(dataDir, puerto, respaldos),
  });
  let consola = '';
  proceso.stderr!.on('data', (d) => (consola += String(d)));
  const terminado = new Promise<void>((resolve) => proceso.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${puerto}`;
  const detener = async () => {
    if (proceso.exitCode === null && proceso.signalCode === null) {
      proceso.kill('SIGTERM');
      const limite = setTimeout(() => proceso.kill('SIGKILL'), 10_000);
      await terminado;
      clearTimeout(limite);
    }
    rmSync(respaldos, { recursive: true, force: true });
  };
  const limite = Date.now() + ESPERA_MS;
  while (Date.now() < limite) {
    if (proceso.exitCode !== null) throw new Error(`El servidor de la demo terminó al iniciar: ${consola}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, detener };
    } catch {
      // Still starting.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await detener();
  throw new Error(`El servidor de la demo no respondió a /api/health en ${ESPERA_MS / 1000} s: ${consola}`);
}

/** A fresh copy of the seeded template, without the lock of the server that seeded it. */
function copiaDeLaPlantilla(): string {
  const plantilla = process.env[VARIABLE_PLANTILLA];
  if (!plantilla) throw new Error(`${VARIABLE_PLANTILLA} no está definida: ¿corrió el global setup de e2e?`);
  const destino = mkdtempSync(path.join(tmpdir(), 'descanso-e2e-demo-'));
  cpSync(plantilla, destino, {
    recursive: true,
    filter: (origen) => path.basename(origen) !== ARCHIVO_BLOQUEO,
  });
  return destino;
}

interface DemoDelWorker {
  /** The URL of this file's own demo server, started on the first test of the file that asks for it. */
  paraArchivo(archivo: string): Promise<string>;
}

/**
 * The specs' `test`: `baseURL` (and so `page.goto('/…')` and `request`) points at a demo server of the spec file's
 * own. Specs with a server of their own set `test.use({ baseURL })` and never start one.
 */
export const test = base.extend<object, { demo: DemoDelWorker }>({
  demo: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      let actual: { archivo: string; servidor: ServidorDemo; dataDir: string } | undefined;
      const soltar = async () => {
        if (!actual) return;
        await actual.servidor.detener();
        rmSync(actual.dataDir, { recursive: true, force: true });
        actual = undefined;
      };
      await use({
        async paraArchivo(archivo) {
          if (actual?.archivo === archivo) return actual.servidor.url;
          await soltar();
          const dataDir = copiaDeLaPlantilla();
          actual = { archivo, dataDir, servidor: await arrancarDemo(dataDir) };
          return actual.servidor.url;
        },
      });
      await soltar();
    },
    { scope: 'worker' },
  ],
  baseURL: [
    async ({ demo }, use, testInfo) => use(await demo.paraArchivo(testInfo.file)),
    { scope: 'test', timeout: ESPERA_MS + 30_000 },
  ],
});

export { expect } from '@playwright/test';
