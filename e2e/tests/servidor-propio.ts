// A server of the spec's own, started from the production bundle on an empty database of its own: for the specs
// that need a company other than the shared demo (the first start of a real company).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVIDOR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/api/dist/server.js');

/** A free TCP port on 127.0.0.1. */
export const puertoLibre = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

export interface ServidorPropio {
  url: string;
  dataDir: string;
  proceso: ChildProcess;
  /** Everything the server wrote to stderr (its console messages) so far. */
  consola(): string;
  /** Stops it (SIGTERM, then SIGKILL) and removes its DATA_DIR. */
  detener(): Promise<void>;
}

/**
 * Starts `apps/api/dist/server.js` (run `npm run build` first) on a free port of 127.0.0.1 with an empty temporary
 * DATA_DIR and without the demo (SEED_DEMO=false), and waits for /api/health. `env` adds or overrides variables.
 */
export async function arrancarServidorPropio(env: Record<string, string> = {}): Promise<ServidorPropio> {
  const puerto = await puertoLibre();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'descanso-e2e-propio-'));
  const proceso = spawn(process.execPath, [SERVIDOR], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      DATA_DIR: dataDir,
      RESPALDO_CADA_HORAS: '0',
      ...env,
      PORT: String(puerto),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let consola = '';
  proceso.stderr!.on('data', (d) => (consola += String(d)));
  const terminado = new Promise<void>((resolve) => proceso.once('exit', () => resolve()));
  const servidor: ServidorPropio = {
    url: `http://127.0.0.1:${puerto}`,
    dataDir,
    proceso,
    consola: () => consola,
    async detener() {
      if (proceso.exitCode === null && proceso.signalCode === null) {
        proceso.kill('SIGTERM');
        const limite = setTimeout(() => proceso.kill('SIGKILL'), 10_000);
        await terminado;
        clearTimeout(limite);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const limite = Date.now() + 90_000;
  while (Date.now() < limite) {
    if (proceso.exitCode !== null) throw new Error(`el servidor terminó al iniciar: ${consola}`);
    try {
      if ((await fetch(`${servidor.url}/api/health`)).ok) return servidor;
    } catch {
      // Still starting.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await servidor.detener();
  throw new Error(`el servidor no respondió a tiempo: ${consola}`);
}

const ENLACE = /http:\/\/\S+\/configuracion-inicial\?token=[\w-]+/g;

/** Every setup link the server printed on its console so far. */
export const enlacesImpresos = (servidor: ServidorPropio) => servidor.consola().match(ENLACE) ?? [];

/** The one-time setup link the server prints right after it starts listening (ADR 029). */
export async function leerEnlaceConfiguracion(servidor: ServidorPropio, esperaMs = 10_000): Promise<string> {
  const limite = Date.now() + esperaMs;
  while (Date.now() < limite) {
    const [enlace] = enlacesImpresos(servidor);
    if (enlace) return enlace;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`el servidor no imprimió el enlace de configuración inicial: ${servidor.consola()}`);
}
