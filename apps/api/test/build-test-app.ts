import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App, type OpcionesApp } from '../src/app';
import { createDb, type BaseDeDatos } from '../src/db/client';
import { crearRelojAjustable } from '../src/lib/reloj';
import { destinoDeLogs, vigilarSecretos, volcarBandeja } from './registro-de-pruebas';

export interface AppDePrueba {
  app: App;
  base: BaseDeDatos;
  reloj: ReturnType<typeof crearRelojAjustable>;
  motor: 'pglite' | 'postgres';
  /** What the app has logged so far (JSON lines); empty outside the API suite. */
  logs(): string;
  /** RESPALDO_DIR of this app: a temporary folder. */
  carpetaRespaldos: string;
  cerrar(): Promise<void>;
}

/** A fresh database cloned from the migrated template, and the real app on top of it. */
export async function crearAppDePrueba(
  opciones: {
    hoy?: string;
    loginMaxPorMinuto?: number;
    antesDeRutas?: OpcionesApp['antesDeRutas'];
    trustProxy?: OpcionesApp['trustProxy'];
    sesionInactividadMin?: number;
    sesionMaximaHoras?: number;
    /** An SMTP server for the outbox (test/servidor-smtp.ts); without it e-mails wait as SIN_SERVIDOR. */
    smtpUrl?: string;
    appUrl?: string;
    /** Claim lease of the outbox worker, in seconds. */
    reclamoSegundos?: number;
    /** METRICS_PERMITIDOS (default loopback). */
    metricasPermitidas?: string[];
    /** A built web app to serve (default none). */
    webDist?: string;
    /**
     * Automatic backups and retention; the folder is a fresh temporary one (removed on cerrar) unless `carpeta`
     * names another (a folder that cannot be created, say).
     */
    respaldos?: { cadaHoras?: number; conservar?: number; ahora?: () => Date; carpeta?: string };
  } = {},
): Promise<AppDePrueba> {
  const motor = inject('motorPruebas');
  let base: BaseDeDatos;
  let limpiar = async () => {};
  if (motor === 'pglite') {
    // A copy of the migrated folder, opened as the server opens DATA_DIR: ~15 % less CPU per test file than
    // loading a dump into memory.
    const dir = mkdtempSync(path.join(tmpdir(), 'descanso-prueba-'));
    cpSync(inject('plantillaPglite'), dir, { recursive: true });
    base = await createDb({
      dataDir: dir,
      hiloCompilado: path.join(path.dirname(inject('servidorCompilado')), 'pglite-hilo.worker.js'),
    });
    limpiar = async () => rmSync(dir, { recursive: true, force: true });
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
  const carpetaRespaldos = mkdtempSync(path.join(tmpdir(), 'descanso-respaldos-prueba-'));
  // Logged at debug level to a file the global teardown scans for secrets (DESCANSO_TEST_LOG also echoes it).
  const logs = destinoDeLogs();
  const app = await buildApp({
    baseDeDatos: base,
    reloj,
    loginMaxPorMinuto: opciones.loginMaxPorMinuto ?? 10_000,
    trustProxy: opciones.trustProxy,
    sesionInactividadMin: opciones.sesionInactividadMin,
    sesionMaximaHoras: opciones.sesionMaximaHoras,
    webDist: opciones.webDist ?? '/nonexistent',
    appUrl: opciones.appUrl,
    metricasPermitidas: opciones.metricasPermitidas,
    correo: {
      smtpUrl: opciones.smtpUrl,
      remitente: 'Descanso Pruebas <no-responder@descanso.prueba>',
      reclamoSegundos: opciones.reclamoSegundos,
    },
    respaldos: {
      carpeta: opciones.respaldos?.carpeta ?? carpetaRespaldos,
      cadaHoras: opciones.respaldos?.cadaHoras ?? 0,
      conservar: opciones.respaldos?.conservar ?? 14,
      ahora: opciones.respaldos?.ahora,
    },
    logger: logs ? { level: process.env.DESCANSO_TEST_LOG || 'debug', stream: logs.stream } : false,
    antesDeRutas: (a) => {
      vigilarSecretos(a);
      opciones.antesDeRutas?.(a);
    },
  });
  await app.ready();
  return {
    app,
    base,
    reloj,
    motor,
    carpetaRespaldos,
    logs: () => (logs ? readFileSync(logs.archivo, 'utf8') : ''),
    cerrar: async () => {
      await app.close();
      // Every e-mail a test queued goes through the suite's final secret scan.
      await volcarBandeja(base.db);
      logs?.cerrar();
      await base.cerrar();
      await limpiar();
      rmSync(carpetaRespaldos, { recursive: true, force: true });
    },
  };
}
