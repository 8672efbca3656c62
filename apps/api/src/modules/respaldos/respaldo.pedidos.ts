import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/client';
import { crearRespaldo, type ResultadoRespaldo } from './respaldo.service';

/**
 * `npm run respaldo` against a running server on the embedded database (ADR 043). Only the server may open
 * DATA_DIR, so the script leaves a request file there (mode 0600) and sends SIGUSR2 to the PID in descanso.lock;
 * the server writes the backup and a result file next to the request. A signal needs no open port (the server may
 * listen on no loopback address at all) and only the same user or root can send it; the server also ignores
 * request files that another user wrote.
 */
const PEDIDO = /^respaldo-([0-9a-f]{16})\.pedido$/;
export const SENAL_RESPALDO = 'SIGUSR2';

export type Resultado = { ok: true; archivo: string; bytes: number } | { ok: false; mensaje: string };

/** One backup at a time per process, whoever asks (the signal, the schedule, the button). */
export function crearRespaldador(base: { db: Db; tipo: 'pglite' | 'postgres' }, carpetaPorDefecto: string) {
  let cola: Promise<unknown> = Promise.resolve();
  return {
    respaldar(carpeta = carpetaPorDefecto): Promise<ResultadoRespaldo> {
      const turno = cola.then(() => crearRespaldo(base, carpeta));
      cola = turno.catch(() => {});
      return turno;
    },
  };
}
export type Respaldador = ReturnType<typeof crearRespaldador>;

const escribirAtomico = (archivo: string, contenido: string) => {
  const temporal = `${archivo}.${process.pid}.tmp`;
  writeFileSync(temporal, contenido, { mode: 0o600 });
  renameSync(temporal, archivo);
};

/** Server side: takes every pending request in DATA_DIR, answers each with its result file. */
export async function atenderPedidos(
  dataDir: string,
  respaldar: (carpeta: string) => Promise<ResultadoRespaldo>,
  log: { error(o: object, m: string): void },
) {
  for (const nombre of readdirSync(dataDir)) {
    const m = PEDIDO.exec(nombre);
    if (!m) continue;
    const pedido = path.join(dataDir, nombre);
    const enCurso = `${pedido}.atendiendo`;
    try {
      renameSync(pedido, enCurso); // Claimed: a second signal does not answer it twice.
    } catch {
      continue;
    }
    let resultado: Resultado;
    try {
      if (typeof process.getuid === 'function' && statSync(enCurso).uid !== process.getuid())
        throw new Error('el pedido no es del usuario del servidor');
      const { carpeta } = JSON.parse(readFileSync(enCurso, 'utf8')) as { carpeta: string };
      if (typeof carpeta !== 'string' || !path.isAbsolute(carpeta)) throw new Error('pedido inválido');
      const r = await respaldar(carpeta);
      resultado = { ok: true, archivo: r.archivo, bytes: r.bytes };
    } catch (error) {
      log.error({ err: error }, 'respaldo a pedido fallido');
      resultado = {
        ok: false,
        mensaje: `El servidor no pudo crear el respaldo: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    escribirAtomico(path.join(dataDir, `respaldo-${m[1]}.resultado`), JSON.stringify(resultado));
    rmSync(enCurso, { force: true });
  }
}

const vivo = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Script side: asks the server holding DATA_DIR (PID `pid`) for a backup into `carpeta` and waits for its answer. */
export async function pedirRespaldoAlServidor(
  dataDir: string,
  pid: number,
  carpeta: string,
): Promise<Resultado> {
  const id = randomBytes(8).toString('hex');
  const pedido = path.join(dataDir, `respaldo-${id}.pedido`);
  const resultado = path.join(dataDir, `respaldo-${id}.resultado`);
  writeFileSync(pedido, JSON.stringify({ carpeta }), { mode: 0o600, flag: 'wx' });
  try {
    process.kill(pid, SENAL_RESPALDO);
  } catch {
    rmSync(pedido, { force: true });
    return { ok: false, mensaje: `No se pudo avisar al servidor (PID ${pid}) para que cree el respaldo.` };
  }
  // The server answers once the backup is written; a large company takes a while. Giving up only if it dies.
  for (;;) {
    if (existsSync(resultado)) {
      const r = JSON.parse(readFileSync(resultado, 'utf8')) as Resultado;
      rmSync(resultado, { force: true });
      return r;
    }
    if (!vivo(pid)) {
      rmSync(pedido, { force: true });
      return { ok: false, mensaje: `El servidor (PID ${pid}) terminó antes de crear el respaldo.` };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
