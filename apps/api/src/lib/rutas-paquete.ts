import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/api folder, found from this module's location, so paths work the same from the TypeScript source
 * (src/lib) and from the production bundle (dist/server.js).
 */
function carpetaApi(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const paquete = path.join(dir, 'package.json');
    if (existsSync(paquete) && JSON.parse(readFileSync(paquete, 'utf8')).name === '@app/api') return dir;
    dir = path.dirname(dir);
  }
  throw new Error('No se encontró la carpeta de la API (apps/api)');
}

export const CARPETA_API = carpetaApi();
export const CARPETA_MIGRACIONES = path.join(CARPETA_API, 'drizzle');
export const CARPETA_WEB_DIST = path.join(CARPETA_API, '..', 'web', 'dist');
