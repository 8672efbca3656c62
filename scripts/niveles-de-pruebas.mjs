// Writes docs/pruebas-por-nivel.md: every test file of the repository by tier (unit, API, browser), with the
// engines an API file runs on, whether it starts servers as child processes, and which browser specs are @humo.
// `--comprobar` only compares and fails when the committed list is stale (npm test runs it that way).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DESTINO = path.join(RAIZ, 'docs/pruebas-por-nivel.md');

function archivos(carpeta, patron) {
  const salida = [];
  const recorrer = (dir) => {
    for (const e of readdirSync(path.join(RAIZ, dir), { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'dist') continue;
      const ruta = `${dir}/${e.name}`;
      if (e.isDirectory()) recorrer(ruta);
      else if (patron.test(e.name)) salida.push(ruta);
    }
  };
  recorrer(carpeta);
  return salida.sort();
}

const texto = (ruta) => readFileSync(path.join(RAIZ, ruta), 'utf8');
const esApi = (ruta) => /\.(routes|api)\.test\.ts$/.test(ruta);

/** The engines an API file runs on, read from its skipIf/runIf guards on the suite's engine. */
function motores(fuente) {
  const otro = (m) => (m === 'PostgreSQL' ? 'PGlite' : 'PostgreSQL');
  const guardas = [...fuente.matchAll(/\b(describe|it)\.(skipIf|runIf)\(([\s\S]*?)\)\(/g)]
    .filter(([, , , cond]) => /motor|[Pp]ostgres|pglite/.test(cond))
    .map(([, nivel, tipo, cond]) => {
      const negada = /!==|^\s*!/.test(cond);
      const nombrado = /postgres/i.test(cond) ? 'PostgreSQL' : 'PGlite';
      // skipIf(c) runs where c is false; runIf(c) where it is true.
      const corre = (tipo === 'skipIf') === negada ? nombrado : otro(nombrado);
      return { nivel, motor: corre };
    });
  const bloques = [...fuente.matchAll(/^(describe|it|test)\b(\.(skipIf|runIf))?/gm)];
  const todosGuardados = bloques.length > 0 && bloques.every((b) => b[2]);
  const enArchivo = [...new Set(guardas.filter((g) => g.nivel === 'describe').map((g) => g.motor))];
  if (todosGuardados && enArchivo.length === 1) return `solo ${enArchivo[0]}`;
  const algunas = [...new Set(guardas.map((g) => g.motor))];
  if (algunas.length === 2) return 'ambos (una parte en cada uno)';
  return algunas.length ? `ambos (algunas solo en ${algunas[0]})` : 'ambos';
}

const procesosHijos = (fuente) =>
  /servidor-hijo|dos-procesos'|arrancarServidor\(|spawn(Sync)?\(/.test(fuente) ? 'sí' : '';

function generar() {
  // The API's tests live next to their module, and the cross-cutting ones in test/integracion; read once, split by kind.
  const pruebasApi = [
    ...archivos('apps/api/src', /\.test\.ts$/),
    ...archivos('apps/api/test/integracion', /\.test\.ts$/),
  ];
  const unidad = [
    ...archivos('packages/contract/src', /\.test\.ts$/),
    ...archivos('tools', /\.test\.js$/),
    ...archivos('scripts', /\.test\.mjs$/),
    ...pruebasApi.filter((r) => !esApi(r)),
    ...archivos('apps/web/src', /\.test\.tsx?$/),
  ];
  const api = pruebasApi.filter(esApi);
  const navegador = archivos('e2e/tests', /\.spec\.ts$/);
  const proyecto = (r) =>
    r.startsWith('packages/contract')
      ? 'contract'
      : r.startsWith('apps/web')
        ? 'web'
        : r.startsWith('apps/api')
          ? 'api-unit'
          : 'lint';
  const lineas = [
    '# Pruebas por nivel',
    '',
    'Generado por `node scripts/niveles-de-pruebas.mjs` (no editar a mano); `npm test` falla si está desactualizado.',
    'Qué cubre cada nivel y cómo correr un archivo: [pruebas.md](pruebas.md).',
    '',
    `## Unidad (${unidad.length} archivos, \`npm run test:unit\`)`,
    '',
    '| archivo | proyecto de Vitest |',
    '| --- | --- |',
    ...unidad.map((r) => `| \`${r}\` | ${proyecto(r)} |`),
    '',
    `## API (${api.length} archivos, \`npm run test:api\`: PGlite y, con \`TEST_DATABASE_URL\`, PostgreSQL)`,
    '',
    '| archivo | motores | servidores hijos |',
    '| --- | --- | --- |',
    ...api.map((r) => {
      const f = texto(r);
      return `| \`${r}\` | ${motores(f)} | ${procesosHijos(f)} |`;
    }),
    '',
    `## Navegador (${navegador.length} archivos, \`npm run test:e2e\`; los de humo también en \`npm run test:rapido\`)`,
    '',
    '| archivo | humo | servidor |',
    '| --- | --- | --- |',
    ...navegador.map((r) => {
      const f = texto(r);
      const propio = /arrancarServidorPropio|spawn\(/.test(f) ? 'propio' : 'demo del archivo';
      return `| \`${r}\` | ${/@humo/.test(f) ? 'sí' : ''} | ${propio} |`;
    }),
    '',
  ];
  return lineas.join('\n');
}

const contenido = generar();
if (process.argv.includes('--comprobar')) {
  let actual = '';
  try {
    actual = readFileSync(DESTINO, 'utf8');
  } catch {
    // Missing: stale.
  }
  if (actual !== contenido) {
    process.stderr.write(
      'docs/pruebas-por-nivel.md no está al día: ejecuta `node scripts/niveles-de-pruebas.mjs` y confirma el cambio.\n',
    );
    process.exit(1);
  }
  process.stdout.write('docs/pruebas-por-nivel.md está al día.\n');
} else {
  writeFileSync(DESTINO, contenido);
  process.stdout.write(`Escrito ${path.relative(RAIZ, DESTINO)}\n`);
}
