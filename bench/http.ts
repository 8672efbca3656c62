// What every part of `npm run bench` does against a running server: wait for it, sign in, put a route under load,
// read the server process's CPU and memory.
import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';

export const CONEXIONES = 16;
export const DURACION_S = Number(process.env.BENCH_DURACION ?? 10);

export const log = (m: string) => process.stdout.write(`${m}\n`);

export async function esperarServidor(url: string, hijo: ChildProcess, limiteMs = 120_000) {
  const limite = Date.now() + limiteMs;
  while (Date.now() < limite) {
    if (hijo.exitCode !== null) throw new Error('el servidor terminó al iniciar');
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Still starting.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`el servidor no respondió a /api/health en ${limiteMs / 1000} s`);
}

export async function detenerHijo(hijo: ChildProcess) {
  if (hijo.exitCode !== null || hijo.signalCode !== null) return;
  hijo.kill('SIGTERM');
  await new Promise((r) => hijo.once('exit', r));
}

export async function iniciarSesion(url: string, email: string, password: string): Promise<string> {
  const r = await fetch(`${url}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!r.ok) throw new Error(`login ${email}: ${r.status}`);
  return ((await r.json()) as { token: string }).token;
}

/** A GET as a browser asks for it: every browser accepts brotli and gzip, so replies are measured compressed. */
export const peticion = (url: string, ruta: string, token: string) => ({
  url: `${url}/api/${ruta}`,
  headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
});

export interface MedidaCarga {
  rps: number;
  p50: number;
  p99: number;
  errores: number;
}

/**
 * One route under load. First 20 requests per connection, not measured: a running server has already warmed every
 * pooled connection (each prepares its statements by name, and PostgreSQL keeps a generic plan after five runs) and
 * the JIT; a single warm-up request only warmed one connection.
 */
export async function carga(opciones: autocannon.Options): Promise<MedidaCarga> {
  const conexiones = opciones.connections ?? CONEXIONES;
  await autocannon({ connections: conexiones, amount: conexiones * 20, ...opciones });
  const r = await autocannon({ connections: conexiones, duration: DURACION_S, ...opciones });
  return resumenAutocannon(r);
}

export const resumenAutocannon = (r: autocannon.Result): MedidaCarga => ({
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  errores: r.errors + r.timeouts + r.non2xx,
});

export function percentil(valores: number[], p: number) {
  const orden = [...valores].sort((a, b) => a - b);
  return orden[Math.min(orden.length - 1, Math.floor((p / 100) * orden.length))] ?? 0;
}

const campoStatus = (pid: number, campo: 'VmHWM' | 'VmRSS') => {
  const linea = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${campo}:`));
  return linea ? Math.round(Number(linea.replace(/\D+/g, '')) / 1024) : 0;
};

/** Peak resident memory of a process so far (Linux VmHWM), in MB. */
export const memoriaPicoMb = (pid: number) => campoStatus(pid, 'VmHWM');
/** Resident memory now (VmRSS), in MB. */
export const memoriaActualMb = (pid: number) => campoStatus(pid, 'VmRSS');

/** CPU time (user + system) the process has used so far, in ms (Linux counts it in ticks of 10 ms). */
export const cpuMs = (pid: number) => {
  const campos = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(campos[11]) + Number(campos[12])) * 10;
};
