// Creates an empty database for the benchmark (PostgreSQL: a fresh database next to BENCH_DATABASE_URL's;
// embedded: a fresh PGlite folder), migrates it and fills it with the large company.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb } from '../apps/api/src/db/client';
import { generarEmpresaGrande } from './generar-datos';

export interface BaseBench {
  tipo: 'postgres' | 'pglite';
  /** Environment for the server process. */
  env: Record<string, string>;
  borrar(): Promise<void>;
}

export async function prepararBase(
  tipo: 'postgres' | 'pglite',
  hoy: string,
  log: (m: string) => void,
): Promise<BaseBench> {
  if (tipo === 'postgres') {
    const url = process.env.BENCH_DATABASE_URL;
    if (!url) throw new Error('BENCH_DATABASE_URL no está definida');
    const nombre = `descanso_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${nombre} with (force)`);
    await admin.query(`create database ${nombre}`);
    const urlBench = new URL(url);
    urlBench.pathname = `/${nombre}`;
    const base = await createDb({ databaseUrl: urlBench.toString() });
    await base.migrar();
    await generarEmpresaGrande(base, hoy, log);
    await base.cerrar();
    return {
      tipo,
      env: { DATABASE_URL: urlBench.toString() },
      borrar: async () => {
        await admin.query(`drop database if exists ${nombre} with (force)`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'descanso-bench-'));
  const base = await createDb({ dataDir: dir });
  await base.migrar();
  await generarEmpresaGrande(base, hoy, log);
  await base.cerrar();
  return { tipo, env: { DATA_DIR: dir }, borrar: async () => {} };
}
