import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { PGlite } from '@electric-sql/pglite';
import { createDb } from '../src/db/client';
import { asegurarCatalogo } from '../src/db/semilla-base';

declare module 'vitest' {
  export interface ProvidedContext {
    motorPruebas: 'pglite' | 'postgres';
    plantillaPglite: string;
    plantillaPostgres: string;
    urlPostgres: string;
  }
}

/**
 * Migrates one template database per run; every test file then clones it (PGlite: loadDataDir of a dump,
 * ~0.4 s instead of ~3 s for initdb; PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const motor = process.env.DESCANSO_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  project.provide('motorPruebas', motor);
  if (motor === 'pglite') {
    const carpeta = mkdtempSync(path.join(tmpdir(), 'descanso-plantilla-'));
    const base = await createDb({ dataDir: 'memory://' });
    await base.migrar();
    await asegurarCatalogo(base.db, 'Empresa de Pruebas');
    const cliente = (base.db as unknown as { $client: PGlite }).$client;
    const volcado = await cliente.dumpDataDir('none');
    const archivo = path.join(carpeta, 'plantilla.tar');
    writeFileSync(archivo, Buffer.from(await volcado.arrayBuffer()));
    await base.cerrar();
    project.provide('plantillaPglite', archivo);
    project.provide('plantillaPostgres', '');
    project.provide('urlPostgres', '');
    return () => rmSync(carpeta, { recursive: true, force: true });
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
