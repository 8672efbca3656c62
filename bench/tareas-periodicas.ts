// npm run bench:tareas — the periodic tasks' cost to the requests: loads the large company into the
// embedded database (or PostgreSQL with BENCH_SOLO_POSTGRES=1 and BENCH_DATABASE_URL), starts the production server
// and reads one employee's balance every 100 ms for BENCH_TAREAS_SEGUNDOS (default 200 s). The radar, reminders and
// outbox run their first round one minute after start, so the printed windows show the reads before, during and
// after it. Not part of npm test; figures depend on the machine.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { hoyEnZona } from '@app/contract/fechas';
import { prepararBase } from './preparar-base';
import { CONTRASENA_BENCH } from './generar-datos';
import { EMAILS } from './escenarios';
import { argumentosServidor } from './servidor';

const PUERTO = Number(process.env.BENCH_PORT ?? 3400);
const URL_BASE = `http://127.0.0.1:${PUERTO}`;
const SEGUNDOS = Number(process.env.BENCH_TAREAS_SEGUNDOS ?? 200);
const VENTANA_MS = 10_000;
const log = (m: string) => process.stdout.write(`${m}\n`);

const tipo = process.env.BENCH_SOLO_POSTGRES === '1' ? 'postgres' : 'pglite';
const base = await prepararBase(tipo, hoyEnZona('America/Lima'), log);
const hijo = spawn(process.execPath, argumentosServidor(tipo), {
  env: {
    ...process.env,
    ...base.env,
    PORT: String(PUERTO),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    LOGIN_MAX_POR_MINUTO: '1000000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  for (let i = 0; ; i++) {
    if (i > 240) throw new Error('el servidor no respondió');
    try {
      if ((await fetch(`${URL_BASE}/api/health`)).ok) break;
    } catch {
      /* still starting */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const inicio = performance.now();
  const login = await fetch(`${URL_BASE}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: EMAILS.empleado, password: CONTRASENA_BENCH }),
  });
  const { token } = (await login.json()) as { token: string };
  log(`${tipo}: lecturas de /api/historial-vacaciones por ventana de ${VENTANA_MS / 1000} s`);
  let tiempos: number[] = [];
  let desde = performance.now();
  while (performance.now() - inicio < SEGUNDOS * 1000) {
    const t0 = performance.now();
    const r = await fetch(`${URL_BASE}/api/historial-vacaciones`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await r.arrayBuffer();
    tiempos.push(performance.now() - t0);
    if (performance.now() - desde >= VENTANA_MS) {
      const orden = [...tiempos].sort((a, b) => a - b);
      const rss = readFileSync(`/proc/${hijo.pid}/status`, 'utf8')
        .split('\n')
        .find((l) => l.startsWith('VmRSS:'))
        ?.replace(/\s+/g, ' ');
      log(
        `${Math.round((performance.now() - inicio) / 1000)} s: ${orden.length} lecturas, p50 ${Math.round(orden[Math.floor(orden.length / 2)]!)} ms, máx ${Math.round(orden.at(-1)!)} ms, ${rss}`,
      );
      tiempos = [];
      desde = performance.now();
    }
    await new Promise((r) => setTimeout(r, 100));
  }
} finally {
  hijo.kill('SIGTERM');
  await new Promise((r) => hijo.once('exit', r));
  await base.borrar();
}
