import { readdirSync } from 'node:fs';
import { ConfiguracionInvalida, leerEnv, type Env } from '../config/env';

/** One Spanish line on stderr and exit code 1: every failure of the command-line tools ends here. */
export const salir = (mensaje: string): never => {
  process.stderr.write(`${mensaje.replace(/\s+/g, ' ').trim()}\n`);
  process.exit(1);
};

export function envOSalir(): Env {
  try {
    return leerEnv();
  } catch (error) {
    if (error instanceof ConfiguracionInvalida) return salir(error.message);
    throw error;
  }
}

/** The driver's own words, on one line (drizzle wraps them in a "Failed query" error whose cause they are). */
export function causaRaiz(error: unknown): string {
  let actual = error;
  while (actual instanceof Error && actual.cause instanceof Error) actual = actual.cause;
  return actual instanceof Error ? actual.message || actual.name : String(actual);
}

export const tamano = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Missing or without entries. */
export function carpetaVacia(dir: string): boolean {
  try {
    return readdirSync(dir).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}
