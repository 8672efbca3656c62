// The API suite logs to files and records every secret it sees, so that the global teardown can prove that no
// log line carries a password, a token or a temporary password (see buscar-fugas.ts).
import { appendFileSync, closeSync, openSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect, inject } from 'vitest';
import type { Db } from '../src/db/client';
import { correosSalientes } from '../src/db/schema';
import { CAMPOS_SECRETOS } from './buscar-fugas';

const carpeta = (): string | undefined => inject('carpetaLogs') || undefined;

/** A name for this test file's logs: the file's name when vitest knows it, and a random suffix. */
export function etiquetaDeArchivo(prefijo: string): string {
  const ruta = expect.getState().testPath;
  const base = ruta ? path.basename(ruta).replace(/\.test\.ts$/, '') : 'app';
  return `${prefijo}-${base}-${process.pid}-${randomBytes(3).toString('hex')}`;
}

/** Where a test app writes its log lines (synchronously: a worker killed at the end loses nothing). */
export function destinoDeLogs():
  { archivo: string; stream: { write(linea: string): void }; cerrar(): void } | undefined {
  const dir = carpeta();
  if (!dir) return undefined;
  const archivo = path.join(dir, `${etiquetaDeArchivo('app')}.log`);
  const fd = openSync(archivo, 'a');
  const eco = Boolean(process.env.DESCANSO_TEST_LOG);
  let abierto = true;
  return {
    archivo,
    stream: {
      write(linea: string) {
        if (abierto) writeSync(fd, linea);
        if (eco) process.stdout.write(linea);
      },
    },
    cerrar() {
      if (!abierto) return;
      abierto = false;
      closeSync(fd);
    },
  };
}

/** A file inside the log folder for a child server's stdout, or undefined outside the API suite. */
export function archivoDeLogHijo(etiqueta: string): string | undefined {
  const dir = carpeta();
  return dir ? path.join(dir, `${etiquetaDeArchivo(`hijo-${etiqueta}`)}.log`) : undefined;
}

/** A `.log` file in the log folder for anything else the scan must cover (captured e-mail, outbox rows). */
export function archivoDeRegistro(prefijo: string): string | undefined {
  const dir = carpeta();
  return dir ? path.join(dir, `${etiquetaDeArchivo(prefijo)}.log`) : undefined;
}

/**
 * Writes what an outbox holds (every rendered e-mail and its last error) to the log folder, so the final scan
 * proves that no e-mail carries a password or a token.
 */
export async function volcarBandeja(db: Db): Promise<void> {
  const archivo = archivoDeRegistro('bandeja');
  if (!archivo) return;
  const filas = await db
    .select({
      para: correosSalientes.para,
      asunto: correosSalientes.asunto,
      texto: correosSalientes.texto,
      html: correosSalientes.html,
      ultimoError: correosSalientes.ultimoError,
    })
    .from(correosSalientes);
  if (filas.length) appendFileSync(archivo, filas.map((f) => `${JSON.stringify(f)}\n`).join(''));
}

/** Remembers a secret the suite handled; the final scan fails if any log line contains it. */
export function registrarSecreto(valor: string): void {
  const dir = carpeta();
  if (!dir || valor.length < 8 || valor.length > 256) return;
  appendFileSync(path.join(dir, `${process.pid}.secretos`), `${JSON.stringify(valor)}\n`);
}

/** Records every string under a secret-named key of a request or reply body. */
export function registrarSecretosDe(valor: unknown, profundidad = 0): void {
  if (profundidad > 6 || !valor || typeof valor !== 'object') return;
  for (const [clave, v] of Object.entries(valor as Record<string, unknown>)) {
    if (typeof v === 'string' && CAMPOS_SECRETOS.has(clave)) registrarSecreto(v);
    else registrarSecretosDe(v, profundidad + 1);
  }
}

/** Records the secrets in every request body and every JSON (or NDJSON) reply of a test app. */
export function vigilarSecretos(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => registrarSecretosDe(request.body));
  app.addHook('onSend', async (_request, reply, payload) => {
    if (typeof payload !== 'string' || !/json/.test(String(reply.getHeader('content-type') ?? ''))) return;
    for (const linea of payload.split('\n')) {
      if (!linea.trim()) continue;
      try {
        registrarSecretosDe(JSON.parse(linea));
      } catch {
        // Not JSON after all: nothing to record.
      }
    }
  });
}
