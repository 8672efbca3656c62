import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const PUERTO = Number(process.env.E2E_PORT ?? 3210);
// Each run starts from an empty embedded database, so the demo company is seeded fresh.
const DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'descanso-e2e-'));
// A second server, with its own empty database, for the specs that load a 10,000-person company into it
// (`*.grande.spec.ts`, issue 14): the demo company the other specs use stays as it is.
const PUERTO_GRANDE = Number(process.env.E2E_PORT_GRANDE ?? PUERTO + 10);
const DATA_DIR_GRANDE = mkdtempSync(path.join(tmpdir(), 'descanso-e2e-grande-'));
const comandoServidor = process.env.E2E_SERVER_CMD ?? 'node ../apps/api/dist/server.js';
const entornoServidor = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  LOGIN_MAX_POR_MINUTO: '1000',
  // Backups («Respaldar ahora», respaldos.spec.ts) go to a temporary folder; none automatic during the run.
  RESPALDO_DIR: mkdtempSync(path.join(tmpdir(), 'descanso-e2e-respaldos-')),
  RESPALDO_CADA_HORAS: '0',
  ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PUERTO}`,
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      // CI runs the production bundle; developers may point at source (E2E_SERVER_CMD) and another web build.
      command: comandoServidor,
      url: `http://127.0.0.1:${PUERTO}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { ...entornoServidor, PORT: String(PUERTO), DATA_DIR },
    },
    {
      command: comandoServidor,
      url: `http://127.0.0.1:${PUERTO_GRANDE}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { ...entornoServidor, PORT: String(PUERTO_GRANDE), DATA_DIR: DATA_DIR_GRANDE },
    },
  ],
});
