// An EMPTY database on the suite's engine (no template, no migration): for the tests that migrate themselves.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type BaseDeDatos } from '../src/db/client';

export interface BaseVacia {
  motor: 'pglite' | 'postgres';
  /** What a child server needs to open it (DATABASE_URL or DATA_DIR). */
  env: Record<string, string>;
  /** Opens it (not migrated); on PGlite only while no other process holds the folder. */
  abrir(opciones?: { carpetaMigraciones?: string }): Promise<BaseDeDatos>;
  /** Drops the database or removes the folder. */
  borrar(): Promise<void>;
}

export async function crearBaseVacia(prefijo: string): Promise<BaseVacia> {
  const motor = inject('motorPruebas');
  if (motor === 'postgres') {
    const url = inject('urlPostgres');
    const nombre = `descanso_t_${process.ppid}_${prefijo.replace(/\W/g, '_')}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${nombre}`);
    const u = new URL(url);
    u.pathname = `/${nombre}`;
    return {
      motor,
      env: { DATABASE_URL: u.toString(), DATA_DIR: '' },
      abrir: (o) =>
        createDb({ databaseUrl: u.toString(), maxConexiones: 2, carpetaMigraciones: o?.carpetaMigraciones }),
      borrar: async () => {
        await admin.query(`drop database if exists ${nombre} with (force)`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), `descanso-${prefijo}-`));
  return {
    motor,
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    abrir: (o) => createDb({ dataDir: dir, carpetaMigraciones: o?.carpetaMigraciones }),
    borrar: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
