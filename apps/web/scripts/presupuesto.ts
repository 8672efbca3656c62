// Run after `vite build`: prints the gzip weight of /login and of each page, and fails over budget.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  analizarPresupuesto,
  formatearInforme,
  type Manifiesto,
  type ModulosPorArchivo,
} from './presupuesto-analisis';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const rutaManifiesto = path.join(dist, '.vite', 'manifest.json');
const rutaModulos = path.join(dist, '.vite', 'modulos.json');

if (!existsSync(rutaManifiesto) || !existsSync(rutaModulos)) {
  console.error(
    `No hay build de la web que medir (falta ${path.relative(process.cwd(), rutaManifiesto)} o modulos.json): ` +
      'ejecute npm run build -w @app/web.',
  );
  process.exit(1);
}

const leerJson = (ruta: string): unknown => JSON.parse(readFileSync(ruta, 'utf8'));
const manifiesto = leerJson(rutaManifiesto) as Manifiesto;
const modulos = leerJson(rutaModulos) as ModulosPorArchivo;

// zlib's default level, as Vite's own size report uses.
const gzip: Record<string, number> = {};
for (const { file } of Object.values(manifiesto)) {
  gzip[file] ??= gzipSync(readFileSync(path.join(dist, file))).length;
}

const informe = analizarPresupuesto({ manifiesto, modulos, gzip });
const texto = formatearInforme(informe);
if (informe.errores.length > 0) {
  console.error(`\n${texto}\n`);
  process.exit(1);
}
console.log(`\n${texto}\n`);
