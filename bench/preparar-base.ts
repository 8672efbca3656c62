// Creates an empty database for the benchmark (PostgreSQL: a fresh database next to BENCH_DATABASE_URL's;
// embedded: a fresh PGlite folder), migrates it and fills it with the large company.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDb } from '../apps/api/src/db/client';
import { generarEmpresaGrande } from './generar-datos';

export interface BaseBench {
  tipo: 'postgres' | 'pglite';
  /** Environment for the server process. */
  env: Record<string, string>;
  /**
   * `vacuum analyze` with no server running: the next measurement starts without the dead rows of the previous one
   * (the local PostgreSQL runs with autovacuum off, PGlite has none), so two runs compared side by side start alike.
   */
  limpiar(): Promise<void>;
  borrar(): Promise<void>;
}

async function vacuumAnalyze(opciones: { databaseUrl: string } | { dataDir: string }) {
  const base = await createDb(opciones);
  try {
    await base.db.execute(sql`vacuum analyze`);
  } finally {
    await base.cerrar();
  }
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
      limpiar: () => vacuumAnalyze({ databaseUrl: urlBench.toString() }),
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
  return {
    tipo,
    env: { DATA_DIR: dir },
    limpiar: () => vacuumAnalyze({ dataDir: dir }),
    borrar: async () => {},
  };
}
