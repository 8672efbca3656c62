import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CARPETA_API } from './rutas-paquete';

/**
 * The application's version: the root package.json's (the product as CHANGELOG.md numbers it), read once; the API
 * package's when the API runs outside the workspace.
 */
function leerVersion(): string {
  for (const archivo of [
    path.join(CARPETA_API, '..', '..', 'package.json'),
    path.join(CARPETA_API, 'package.json'),
  ]) {
    try {
      const paquete = JSON.parse(readFileSync(archivo, 'utf8')) as { name?: string; version?: string };
      if ((paquete.name === 'descanso' || paquete.name === '@app/api') && paquete.version)
        return paquete.version;
    } catch {
      // Not there: try the next one.
    }
  }
  return '0.0.0';
}

export const VERSION_APP = leerVersion();
