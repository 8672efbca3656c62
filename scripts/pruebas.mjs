// The test loop: `npm test` (completo) and `npm run test:rapido` (rapido) run their phases in order, stop at the
// first that fails, and end with a table of each phase's wall time, so a slow phase shows in every log. The static
// checks (lint, formato, lista de niveles, tipos) are mostly single-threaded, so they run side by side on the two
// cores; each one's output is printed whole when it ends, so logs do not interleave.
//
//   completo  lint, formato, lista de niveles, tipos, unitarias, construcción, API en PGlite, API en PostgreSQL
//             (when TEST_DATABASE_URL is set), navegador: every test at its full count.
//   rapido    lint, tipos, unitarias, construcción, API en PGlite with fewer rounds (DESCANSO_PRUEBAS=rapido),
//             and the browser journeys tagged @humo.
//
// DESCANSO_NODE_API_PGLITE names another `node` binary for the PGlite API phase: CI runs that engine under the
// current LTS and PostgreSQL under the project's Node, so each engine runs once (.ci/run).
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const modo = process.argv[2] ?? 'completo';
if (modo !== 'completo' && modo !== 'rapido') {
  process.stderr.write(`Modo desconocido: ${modo} (completo o rapido)\n`);
  process.exit(2);
}
const rapido = modo === 'rapido';
const npx = (...args) => ['npx', args];
const nodeApiPglite = process.env.DESCANSO_NODE_API_PGLITE || process.execPath;
const versionDe = (node) => spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();

/** Vitest's API project on one engine; `node` runs Vitest itself, so the app runs under that Node. */
const api = (motor, node = process.execPath) => [
  node,
  [path.join(RAIZ, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'api'],
  { DESCANSO_TEST_DB: motor, TZ: 'UTC' },
];

/**
 * Temporary files (every test database, data folder and browser profile) go to memory when /dev/shm is there: on
 * this machine's disk creating a PGlite folder's thousand files took ~1 s, in tmpfs ~0.1 s. A TMPDIR already set
 * is respected; the folder is removed at the end.
 */
function carpetaTemporal() {
  if (process.env.TMPDIR) return undefined;
  try {
    accessSync('/dev/shm', constants.W_OK);
    return mkdtempSync('/dev/shm/descanso-pruebas-');
  } catch {
    return undefined;
  }
}
const temporal = carpetaTemporal();
if (temporal) process.stdout.write(`Archivos temporales de las pruebas en ${temporal} (tmpfs)\n`);

const fases = [
  { nombre: 'lint', juntas: true, comando: npx('eslint', '.', '--max-warnings=0') },
  !rapido && {
    nombre: 'formato',
    juntas: true,
    comando: npx('prettier', '--check', '.', '--log-level=warn'),
  },
  !rapido && {
    nombre: 'lista de niveles',
    juntas: true,
    comando: [process.execPath, [path.join(RAIZ, 'scripts/niveles-de-pruebas.mjs'), '--comprobar']],
  },
  { nombre: 'tipos', juntas: true, comando: npx('tsc', '-b') },
  {
    nombre: 'unitarias',
    comando: [
      ...npx(
        'vitest',
        'run',
        '--project',
        'contract',
        '--project',
        'web',
        '--project',
        'api-unit',
        '--project',
        'api-unit-aislada',
        '--project',
        'lint',
      ),
      { TZ: 'UTC' },
    ],
  },
  // Before the API phases: the child-server tests then start from the build's empty cluster, as `npm start` does.
  { nombre: 'construcción', comando: ['npm', ['run', 'build', '--silent']] },
  {
    nombre: `API en PGlite${nodeApiPglite === process.execPath ? '' : ` (Node ${versionDe(nodeApiPglite)})`}`,
    comando: api('pglite', nodeApiPglite),
  },
  !rapido &&
    (process.env.TEST_DATABASE_URL
      ? { nombre: 'API en PostgreSQL', comando: api('postgres') }
      : {
          nombre: 'API en PostgreSQL',
          omitida: 'TEST_DATABASE_URL no definida: se omiten las pruebas de API sobre PostgreSQL',
        }),
  {
    nombre: rapido ? 'navegador (@humo)' : 'navegador',
    comando: npx(
      'playwright',
      'test',
      '-c',
      'e2e/playwright.config.ts',
      ...(rapido ? ['--grep', '@humo'] : []),
    ),
  },
].filter(Boolean);

const segundos = (ms) => (ms / 1000).toFixed(0).padStart(5);

/** Runs one phase; `aparte` collects its output to print at the end instead of sharing the terminal. */
function correr([comando, args, env = {}], aparte = false) {
  return new Promise((resolve) => {
    let salida = '';
    const hijo = spawn(comando, args, {
      cwd: RAIZ,
      stdio: aparte ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: {
        ...process.env,
        ...(rapido ? { DESCANSO_PRUEBAS: 'rapido' } : {}),
        ...(temporal ? { TMPDIR: temporal } : {}),
        ...env,
      },
    });
    if (aparte) {
      hijo.stdout.on('data', (d) => (salida += d));
      hijo.stderr.on('data', (d) => (salida += d));
    }
    hijo.on('exit', (codigo, senal) => resolve({ codigo: codigo ?? (senal ? 1 : 0), salida }));
    hijo.on('error', (error) => resolve({ codigo: 1, salida: `${salida}${error.message}\n` }));
  });
}

/** Runs phases side by side; prints each one's output under its heading, in the listed order. */
async function correrJuntas(grupo) {
  const resultados = await Promise.all(
    grupo.map(async (fase) => {
      const t0 = Date.now();
      const { codigo, salida } = await correr(fase.comando, true);
      return { fase, codigo, salida, ms: Date.now() - t0 };
    }),
  );
  for (const { fase, salida } of resultados) process.stdout.write(`\n=== ${fase.nombre} ===\n${salida}`);
  return resultados;
}

/** The static checks' own row: their wall time together, which is what the total pays for them. */
const GRUPO = 'estáticas, a la par';
const hechas = [];
const inicio = Date.now();
let codigo = 0;
const anotar = (nombre, ms, c) => hechas.push({ nombre, ms, resultado: c === 0 ? 'ok' : `falló (${c})` });
for (let i = 0; i < fases.length && codigo === 0; i++) {
  const fase = fases[i];
  if (fase.juntas) {
    const grupo = [fase];
    while (fases[i + 1]?.juntas) grupo.push(fases[++i]);
    const t0 = Date.now();
    const resultados = await correrJuntas(grupo);
    hechas.push({ nombre: GRUPO, ms: Date.now() - t0, resultado: 'reloj del grupo' });
    for (const r of resultados) {
      anotar(r.fase.nombre, r.ms, r.codigo);
      if (r.codigo !== 0 && codigo === 0) codigo = r.codigo;
    }
    continue;
  }
  if (fase.omitida) {
    process.stdout.write(`\n${fase.omitida}.\n`);
    hechas.push({ nombre: fase.nombre, ms: 0, resultado: 'omitida' });
    continue;
  }
  process.stdout.write(`\n=== ${fase.nombre} ===\n`);
  const t0 = Date.now();
  codigo = (await correr(fase.comando)).codigo;
  anotar(fase.nombre, Date.now() - t0, codigo);
}

const ancho = Math.max(...hechas.map((h) => h.nombre.length), 'total'.length);
const lineas = [
  '',
  `Tiempos de ${rapido ? 'npm run test:rapido' : 'npm test'} (segundos de reloj, Node ${process.version}):`,
  `| ${'fase'.padEnd(ancho)} |     s | resultado       |`,
  `| ${'-'.repeat(ancho)} | ----: | --------------- |`,
  ...hechas.map((h) => `| ${h.nombre.padEnd(ancho)} | ${segundos(h.ms)} | ${h.resultado.padEnd(15)} |`),
  `| ${'total'.padEnd(ancho)} | ${segundos(Date.now() - inicio)} | ${(codigo === 0 ? 'ok' : 'falló').padEnd(15)} |`,
  '',
];
process.stdout.write(lineas.join('\n'));
if (temporal) rmSync(temporal, { recursive: true, force: true });
process.exit(codigo);
