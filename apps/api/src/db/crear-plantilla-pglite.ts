// Run by `npm run build` (scripts/build.mjs): writes dist/pglite-inicial-<versión>/ (see db/pglite.ts). The
// cluster depends only on the PGlite version, which names the file: an existing one is kept.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { carpetaPlantillaPglite, crearPlantillaPglite } from './pglite';

const destino = carpetaPlantillaPglite();
if (!existsSync(path.join(destino, 'PG_VERSION'))) await crearPlantillaPglite(destino);
process.stdout.write(`Plantilla de PGlite: ${destino}\n`);
