import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/db/client';
import { carpetaPlantillaPglite, crearPlantillaPglite } from '../src/db/pglite';
import { asegurarCatalogo } from '../src/db/semilla-base';
import { CONTRASENA_PRUEBA } from './factories';
import { buscarFugas } from './buscar-fugas';

declare module 'vitest' {
  export interface ProvidedContext {
    motorPruebas: 'pglite' | 'postgres';
    /** A migrated PGlite data folder (catalogue only): each test database is a copy of it. */
    plantillaPglite: string;
    plantillaPostgres: string;
    urlPostgres: string;
    /** Every test app and child server of the run logs here; the teardown scans it for secrets. */
    carpetaLogs: string;
    /** The server bundled for this run, for tests that start it as a child process (test/servidor-hijo.ts). */
    servidorCompilado: string;
  }
}

/**
 * Migrates one template database per run; every test file then clones it (PGlite: a copy of the data folder,
 * opened in about a second instead of an initdb and the migrations; PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const motor = process.env.DESCANSO_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  project.provide('motorPruebas', motor);
  const carpetaLogs = mkdtempSync(path.join(tmpdir(), `descanso-logs-${motor}-`));
  project.provide('carpetaLogs', carpetaLogs);
  const servidor = await compilarServidor();
  project.provide('servidorCompilado', servidor);
  const limpiarMotor = await prepararMotor(project, motor);
  return async () => {
    rmSync(path.dirname(servidor), { recursive: true, force: true });
    await limpiarMotor();
    revisarLogs(carpetaLogs);
  };
}

const CARPETA_API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The server bundled the way `npm run build` does (scripts/build.mjs), ~0.1 s: a child starts from it in about half
 * the time tsx needs for the source, which matters for tests that restart it twenty times. It lives under
 * apps/api/node_modules so that both the package's folder and its dependencies resolve as they do from dist/. The
 * embedded database's thread (db/pglite-hilo.worker.ts) and the launcher of `npm run start:servidor` (iniciar.ts)
 * are bundled beside it, as in dist/, in a folder of this run whose package.json makes its .js files modules.
 */
async function compilarServidor(): Promise<string> {
  const carpeta = path.join(CARPETA_API, 'node_modules', '.cache', 'descanso-pruebas');
  mkdirSync(carpeta, { recursive: true });
  // Bundles left behind by runs that were interrupted before their teardown.
  for (const f of readdirSync(carpeta)) {
    const ruta = path.join(carpeta, f);
    if (Date.now() - statSync(ruta).mtimeMs > 3_600_000) rmSync(ruta, { recursive: true, force: true });
  }
  const salida = path.join(carpeta, `servidor-${process.pid}`);
  mkdirSync(salida, { recursive: true });
  writeFileSync(path.join(salida, 'package.json'), '{ "type": "module" }\n');
  await build({
    absWorkingDir: CARPETA_API,
    entryPoints: {
      server: 'src/server.ts',
      iniciar: 'src/iniciar.ts',
      'pglite-hilo.worker': 'src/db/pglite-hilo.worker.ts',
    },
    outdir: salida,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'externos',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return path.join(salida, 'server.js');
}

/** Fails the run, naming file and line, when any log line of the suite carries a secret. */
function revisarLogs(carpeta: string) {
  const fugas = buscarFugas(carpeta, [CONTRASENA_PRUEBA, 'Descanso#2026']);
  if (fugas.length === 0) {
    rmSync(carpeta, { recursive: true, force: true });
    return;
  }
  const detalle = fugas
    .slice(0, 20)
    .map((f) => `  ${path.join(carpeta, f.archivo)}:${f.linea} ${f.motivo}`)
    .join('\n');
  // Vitest only prints errors thrown by a global teardown; the exit code is what fails `npm test`.
  process.exitCode = 1;
  throw new Error(
    `Los logs de las pruebas contienen ${fugas.length} secreto(s) (contraseñas, tokens o contraseñas temporales):\n${detalle}`,
  );
}

async function prepararMotor(
  project: TestProject,
  motor: 'pglite' | 'postgres',
): Promise<() => Promise<void>> {
  if (motor === 'pglite') {
    // The empty cluster `npm run build` leaves in dist/ (ADR 047): child servers on a new DATA_DIR copy it, as a
    // first `npm start` does, instead of each running initdb. Made here when the suite runs before any build.
    if (!existsSync(path.join(carpetaPlantillaPglite(), 'PG_VERSION'))) await crearPlantillaPglite();
    const carpeta = mkdtempSync(path.join(tmpdir(), 'descanso-plantilla-'));
    const base = await createDb({ dataDir: carpeta });
    await base.migrar();
    await asegurarCatalogo(base.db, 'Empresa de Pruebas');
    await base.cerrar();
    project.provide('plantillaPglite', carpeta);
    project.provide('plantillaPostgres', '');
    project.provide('urlPostgres', '');
    return async () => rmSync(carpeta, { recursive: true, force: true });
  }

  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('DESCANSO_TEST_DB=postgres necesita TEST_DATABASE_URL');
  const plantilla = `descanso_plantilla_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${plantilla}`);
  await admin.query(`create database ${plantilla}`);
  const urlPlantilla = new URL(url);
  urlPlantilla.pathname = `/${plantilla}`;
  const base = await createDb({ databaseUrl: urlPlantilla.toString(), maxConexiones: 1 });
  await base.migrar();
  await asegurarCatalogo(base.db, 'Empresa de Pruebas');
  await base.cerrar();
  project.provide('plantillaPglite', '');
  project.provide('plantillaPostgres', plantilla);
  project.provide('urlPostgres', url);
  return async () => {
    // Test databases cloned from the template are dropped by each file; the template goes last.
    const sobrantes = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'descanso_t_${process.pid}_%'`,
    );
    for (const { datname } of sobrantes.rows)
      await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.query(`drop database if exists ${plantilla} with (force)`);
    await admin.end();
  };
}
