import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The Node.js options of `npm start` (root package.json), read from there so the benchmarks measure the server
 * exactly as it runs in production (see docs/decisions/005-memoria-del-servidor.md).
 */
function opcionesDeInicio(): string[] {
  const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const paquete = JSON.parse(readFileSync(path.join(raiz, 'package.json'), 'utf8')) as {
    scripts: { 'start:servidor': string };
  };
  return paquete.scripts['start:servidor'].split(/\s+/).filter((parte) => parte.startsWith('--'));
}

export const OPCIONES_NODE_SERVIDOR = opcionesDeInicio();
