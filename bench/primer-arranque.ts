// The first start of `npm start` as a new user gets it: the built server on an empty embedded data folder,
// seeding the demo company. How long until /api/health answers 200, and the process's peak memory (VmHWM).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OPCIONES_NODE } from '../apps/api/src/opciones-node';

export interface PrimerArranque {
  listoMs: number;
  picoMb: number;
}

const picoMb = (pid: number) => {
  const linea = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmHWM:'));
  return Math.round(Number(linea?.split(/\s+/)[1] ?? 0) / 1024);
};

/**
 * Starts the built server on a new empty embedded folder (demo seeded), waits until it answers and reports how long
 * that took and the peak memory so far. The server keeps running until `detener()`: the bench then measures the
 * demo company's lists on it (what a small company runs).
 */
export async function arrancarDemo(
  puerto: number,
): Promise<PrimerArranque & { detener(): Promise<void>; picoActualMb(): number }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'descanso-primer-arranque-'));
  const t0 = performance.now();
  // Exactly `npm run start:servidor`: on the embedded database iniciar.js is the server itself (ADR 057).
  const hijo = spawn(process.execPath, [...OPCIONES_NODE.pglite, 'apps/api/dist/iniciar.js'], {
    env: {
      ...process.env,
      PORT: String(puerto),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (hijo.exitCode !== null) throw new Error('el servidor terminó en su primer arranque');
      try {
        if ((await fetch(`http://127.0.0.1:${puerto}/api/health`)).ok) break;
      } catch {
        // Still starting.
      }
      if (performance.now() - t0 > 120_000) throw new Error('el servidor no respondió en 120 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    const listoMs = Math.round(performance.now() - t0);
    // The demo is seeded before the server listens; a moment more lets anything started with it settle.
    await new Promise((r) => setTimeout(r, 2_000));
    return { listoMs, picoMb: picoMb(hijo.pid!), picoActualMb: () => picoMb(hijo.pid!), detener };
  } catch (error) {
    await detener();
    throw error;
  }

  async function detener() {
    if (hijo.exitCode === null) {
      hijo.kill('SIGTERM');
      await new Promise((r) => hijo.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
