import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App, type OpcionesApp } from '../src/app';
import { createDb, type BaseDeDatos } from '../src/db/client';
import { crearRelojAjustable } from '../src/lib/reloj';

export interface AppDePrueba {
  app: App;
  base: BaseDeDatos;
  reloj: ReturnType<typeof crearRelojAjustable>;
  motor: 'pglite' | 'postgres';
  cerrar(): Promise<void>;
}

/** A fresh database cloned from the migrated template, and the real app on top of it. */
export async function crearAppDePrueba(
  opciones: { hoy?: string; loginMaxPorMinuto?: number; antesDeRutas?: OpcionesApp['antesDeRutas'] } = {},
): Promise<AppDePrueba> {
  const motor = inject('motorPruebas');
  let base: BaseDeDatos;
  let limpiar = async () => {};
  if (motor === 'pglite') {
    const volcado = new Blob([readFileSync(inject('plantillaPglite'))]);
    base = await createDb({ pgliteDesde: volcado });
  } else {
    const url = inject('urlPostgres');
    const nombre = `descanso_t_${process.ppid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${nombre} template ${inject('plantillaPostgres')}`);
    const urlPrueba = new URL(url);
    urlPrueba.pathname = `/${nombre}`;
    base = await createDb({ databaseUrl: urlPrueba.toString(), maxConexiones: 10 });
    limpiar = async () => {
      await admin.query(`drop database if exists ${nombre} with (force)`);
      await admin.end();
    };
  }
  const reloj = crearRelojAjustable(opciones.hoy);
  const app = await buildApp({
    baseDeDatos: base,
    reloj,
    nombreEmpresa: 'Empresa de Pruebas',
    loginMaxPorMinuto: opciones.loginMaxPorMinuto ?? 10_000,
    webDist: '/nonexistent',
    logger: process.env.DESCANSO_TEST_LOG ? { level: process.env.DESCANSO_TEST_LOG } : false,
    antesDeRutas: opciones.antesDeRutas,
  });
  await app.ready();
  return {
    app,
    base,
    reloj,
    motor,
    cerrar: async () => {
      await app.close();
      await base.cerrar();
      await limpiar();
    },
  };
}
