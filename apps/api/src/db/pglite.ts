import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CARPETA_API } from '../lib/rutas-paquete';

/**
 * PGlite's postgresql.conf asks for 128 MB of shared buffers inside the WASM heap, which never shrinks; the files
 * sit in the OS page cache anyway, so a small pool keeps the server ~100 MB smaller at no measurable cost (ADR 005).
 * 16 MB since the database has its own thread (ADR 050): the first start's peak went from 363–407 MB to 355–373.
 */
export const PARAMETROS_PGLITE = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
/** Trigrams for the audit's free-text search (migration 0009); PostgreSQL ships the same extension. */
export const EXTENSIONES_PGLITE = { pg_trgm };

/** The installed PGlite's version: a cluster made by one version is only loaded by the same one. */
function versionPglite(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (let i = 0; i < 5; i++) {
    const paquete = path.join(dir, 'package.json');
    if (existsSync(paquete)) {
      const { name, version } = JSON.parse(readFileSync(paquete, 'utf8')) as {
        name: string;
        version: string;
      };
      if (name === '@electric-sql/pglite') return version;
    }
    dir = path.dirname(dir);
  }
  return 'desconocida';
}

/**
 * Where `npm run build` leaves an empty, freshly initialised cluster (ADR 047). PGlite's initdb, run
 * inside the server on a new data folder, peaked at ~840 MB of memory; copying this folder and opening it, as on
 * any restart, peaks near 330 MB (loading a dump with `loadDataDir` still took ~450 MB).
 */
export const carpetaPlantillaPglite = () =>
  path.join(CARPETA_API, 'dist', `pglite-inicial-${versionPglite()}`);

/**
 * Fills a data folder that holds no cluster yet with the build's empty one, when there is one; files already in
 * the folder (the lock) stay. Returns whether it did.
 */
export function copiarPlantillaSiEsNueva(dir: string, plantilla = carpetaPlantillaPglite()): boolean {
  if (existsSync(path.join(dir, 'PG_VERSION')) || !existsSync(path.join(plantilla, 'PG_VERSION')))
    return false;
  cpSync(plantilla, dir, { recursive: true });
  return true;
}

/** Runs initdb in a folder of its own (no schema: migrations still run at start) and moves it into place. */
export async function crearPlantillaPglite(destino = carpetaPlantillaPglite()): Promise<string> {
  // Never a half-made cluster under the final name: a start would copy it. On a checkout never built, the
  // build's folder does not exist yet.
  mkdirSync(path.dirname(destino), { recursive: true });
  const temporal = mkdtempSync(`${destino}.tmp-`);
  try {
    const cliente = await PGlite.create(temporal, {
      startParams: PARAMETROS_PGLITE,
      extensions: EXTENSIONES_PGLITE,
    });
    await cliente.close();
    rmSync(destino, { recursive: true, force: true });
    renameSync(temporal, destino);
    return destino;
  } finally {
    rmSync(temporal, { recursive: true, force: true });
  }
}
