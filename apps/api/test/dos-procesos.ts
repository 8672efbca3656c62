// Two real API processes on one PostgreSQL database of their own, as behind a load balancer (the
// earlier two-process tests): the database is created empty, so the processes migrate and seed it themselves.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type BaseDeDatos } from '../src/db/client';
import { arrancarServidor, detenerTodos, type ServidorHijo } from './servidor-hijo';

export interface DosProcesos {
  a: ServidorHijo;
  b: ServidorHijo;
  /** A connection of the test's own to the same database, to prepare data and read what the processes wrote. */
  base: BaseDeDatos;
  /** Stops both processes and drops the database. */
  cerrar(): Promise<void>;
}

/**
 * `aLaVez`: both start together (they race to migrate and seed, under the start-up lock); otherwise one after the
 * other, the second finding the database ready.
 */
export async function dosProcesosSobreBaseVacia(opciones: {
  env: Record<string, string>;
  etiquetas: [string, string];
  aLaVez: boolean;
}): Promise<DosProcesos> {
  const nombre = `descanso_t_${process.ppid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('urlPostgres') });
  await admin.connect();
  await admin.query(`create database ${nombre}`);
  const url = new URL(inject('urlPostgres'));
  url.pathname = `/${nombre}`;
  const env = { ...opciones.env, DATABASE_URL: url.toString() };
  const [etiquetaA, etiquetaB] = opciones.etiquetas;
  let a: ServidorHijo;
  let b: ServidorHijo;
  if (opciones.aLaVez) {
    [a, b] = await Promise.all([
      arrancarServidor({ env, etiqueta: etiquetaA }),
      arrancarServidor({ env, etiqueta: etiquetaB }),
    ]);
  } else {
    a = await arrancarServidor({ env, etiqueta: etiquetaA });
    b = await arrancarServidor({ env, etiqueta: etiquetaB });
  }
  const base = await createDb({ databaseUrl: url.toString(), maxConexiones: 2 });
  return {
    a,
    b,
    base,
    async cerrar() {
      await detenerTodos();
      await base.cerrar();
      await admin.query(`drop database if exists ${nombre} with (force)`);
      await admin.end();
    },
  };
}
