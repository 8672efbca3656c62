import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** A folder that cannot be created, with the reason in one Spanish line. */
export class CarpetaInvalida extends Error {
  constructor(
    readonly carpeta: string,
    motivo: string,
  ) {
    super(`No se puede usar la carpeta ${carpeta}: ${motivo}`);
    this.name = 'CarpetaInvalida';
  }
}

const MOTIVOS: Record<string, string> = {
  EACCES: 'no hay permiso para crearla',
  EPERM: 'no hay permiso para crearla',
  EROFS: 'está en un sistema de archivos de solo lectura',
  ENOTDIR: 'una parte de la ruta es un archivo, no una carpeta',
  ENOENT: 'no se puede crear en esa ubicación',
  ENOSPC: 'no queda espacio en el disco',
};

/**
 * `mkdir -p`, one level at a time. Node's `mkdirSync(…, { recursive: true })` never returns for a path under /proc
 * (the kernel answers ENOENT for the parent it has just "created", and Node retries forever on the event loop):
 * a mistyped DATA_DIR or RESPALDO_DIR hung the whole server. Here every level is created once, and a failure is a
 * CarpetaInvalida that names the folder and why.
 */
export function crearCarpeta(carpeta: string): void {
  const destino = path.resolve(carpeta);
  const faltan: string[] = [];
  let actual = destino;
  for (;;) {
    try {
      if (!statSync(actual).isDirectory()) throw new CarpetaInvalida(destino, MOTIVOS.ENOTDIR!);
      break;
    } catch (error) {
      if (error instanceof CarpetaInvalida) throw error;
      const codigo = (error as NodeJS.ErrnoException).code ?? '';
      if (codigo !== 'ENOENT') throw new CarpetaInvalida(destino, MOTIVOS[codigo] ?? codigo);
      faltan.unshift(actual);
      const padre = path.dirname(actual);
      if (padre === actual) break;
      actual = padre;
    }
  }
  for (const nivel of faltan) {
    try {
      mkdirSync(nivel);
    } catch (error) {
      const codigo = (error as NodeJS.ErrnoException).code ?? '';
      // Created meanwhile by another process: fine if it is a folder.
      if (codigo === 'EEXIST' && statSync(nivel).isDirectory()) continue;
      throw new CarpetaInvalida(destino, MOTIVOS[codigo] ?? codigo);
    }
  }
}
