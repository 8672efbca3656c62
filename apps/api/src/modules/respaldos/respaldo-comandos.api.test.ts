import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { CONTRASENA_PRUEBA } from '../../../test/factories';
import { arrancarServidor, baseParaHijo, detenerTodos, pedir } from '../../../test/servidor-hijo';
import { createDb } from '../../db/client';
import { verificarRespaldo } from './respaldo.formato';
import { cuentaDeTablas } from './respaldo.repository';

// `npm run respaldo` and `npm run restaurar` as an operator runs them (ADR 043): the backup of a running server,
// the restore into an empty place, and every refusal as one Spanish line with exit code 1.
const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const motor = inject('motorPruebas');
const limpiar: (() => Promise<void>)[] = [];

afterAll(async () => {
  await detenerTodos();
  for (const l of limpiar.reverse()) await l();
});

/** The root package.json's command, spawned from the repository's root as npm does. */
function comando(nombre: 'respaldo' | 'restaurar', args: string[], env: Record<string, string>) {
  const paquete = JSON.parse(readFileSync(path.join(RAIZ, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [, ...partes] = paquete.scripts[nombre]!.split(' ');
  return new Promise<{ codigo: number | null; salida: string; errores: string }>((resolve) => {
    const p = spawn(process.execPath, [...partes, ...args], {
      cwd: RAIZ,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let salida = '';
    let errores = '';
    p.stdout.on('data', (d) => (salida += String(d)));
    p.stderr.on('data', (d) => (errores += String(d)));
    p.once('exit', (codigo) => resolve({ codigo, salida, errores }));
  });
}

/** An empty place to restore into: a folder that does not exist yet, or a database with nothing in it. */
async function destinoVacio(): Promise<{ env: Record<string, string>; vacio: () => Promise<boolean> }> {
  if (motor === 'pglite') {
    const padre = mkdtempSync(path.join(tmpdir(), 'descanso-destino-'));
    limpiar.push(async () => rmSync(padre, { recursive: true, force: true }));
    const dir = path.join(padre, 'datos');
    return {
      env: { DATA_DIR: dir, DATABASE_URL: '' },
      vacio: async () => !existsSync(dir) || readdirSync(dir).length === 0,
    };
  }
  const url = inject('urlPostgres');
  const nombre = `descanso_t_${process.ppid}_d${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${nombre}`);
  limpiar.push(async () => {
    await admin.query(`drop database if exists ${nombre} with (force)`);
    await admin.end();
  });
  const u = new URL(url);
  u.pathname = `/${nombre}`;
  return {
    env: { DATABASE_URL: u.toString(), DATA_DIR: '' },
    vacio: async () => {
      const b = await createDb({ databaseUrl: u.toString(), maxConexiones: 1 });
      try {
        return (await cuentaDeTablas(b.db)) === 0;
      } finally {
        await b.cerrar();
      }
    },
  };
}

describe('npm run respaldo y npm run restaurar', () => {
  it('respalda el sistema en marcha, lo restaura en un lugar vacío y el servidor arranca con él', async () => {
    const respaldos = mkdtempSync(path.join(tmpdir(), 'descanso-respaldos-cli-'));
    limpiar.push(async () => rmSync(respaldos, { recursive: true, force: true }));
    const origen = await baseParaHijo(limpiar, 'respcli');
    const env = { ...origen.env, RESPALDO_DIR: respaldos };
    const servidor = await arrancarServidor({
      env: { ...env, ADMIN_EMAIL: 'admin@respaldo.pe', ADMIN_PASSWORD: CONTRASENA_PRUEBA },
      etiqueta: 'respaldo-cli',
    });
    const login = await pedir(servidor.url, 'POST', '/api/account/login', {
      cuerpo: { username: 'admin@respaldo.pe', password: CONTRASENA_PRUEBA },
    });
    expect(login.status).toBe(200);

    // While the server runs: on the embedded database it makes the backup itself, on PostgreSQL the script does.
    const enMarcha = await comando('respaldo', [], env);
    expect(enMarcha.errores).toBe('');
    expect(enMarcha.codigo).toBe(0);
    expect(enMarcha.salida).toMatch(
      motor === 'pglite' ? /^Respaldo creado por el servidor en marcha: \// : /^Respaldo creado: \//,
    );
    await servidor.detener('SIGTERM');
    const archivos = readdirSync(respaldos).filter((f) => f.endsWith('.respaldo.gz'));
    expect(archivos).toHaveLength(1);
    const archivo = path.join(respaldos, archivos[0]!);
    const manifiesto = await verificarRespaldo(archivo);
    expect(manifiesto.tablas.find((t) => t.nombre === 'usuarios')!.filas).toBe(1);
    expect(manifiesto.tablas.find((t) => t.nombre === 'sesiones')!.filas).toBe(1);

    if (motor === 'pglite') {
      // The server audited the backup it made for the script, as it does «Respaldar ahora».
      const b = await origen.abrir();
      try {
        const r = await b.db.execute(
          sql`select count(*)::int as n from auditoria where tipo_accion = 'RESPALDO' and mensaje_corto like '%(npm run respaldo)%'`,
        );
        expect((r as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
      } finally {
        await b.cerrar();
      }
      // With the server stopped, the script opens the folder itself.
      const detenido = await comando('respaldo', [], env);
      expect(detenido.codigo).toBe(0);
      expect(detenido.salida).toMatch(/^Respaldo creado: \//);
    }

    const sinArchivo = await comando('restaurar', [], env);
    expect(sinArchivo).toMatchObject({
      codigo: 1,
      errores: 'Uso: npm run restaurar -- <archivo de respaldo> [--forzar]\n',
    });

    // A cut copy is refused before anything is written.
    const cortado = path.join(respaldos, 'cortado.respaldo.gz');
    const bytes = readFileSync(archivo);
    writeFileSync(cortado, bytes.subarray(0, bytes.length - 40));
    const destinoCortado = await destinoVacio();
    const rCortado = await comando('restaurar', [cortado], destinoCortado.env);
    expect(rCortado.codigo).toBe(1);
    expect(rCortado.errores).toMatch(/^El respaldo está (incompleto|dañado)[^\n]*\n$/);
    expect(await destinoCortado.vacio()).toBe(true);

    const destino = await destinoVacio();
    const restaurado = await comando('restaurar', [archivo], destino.env);
    expect(restaurado.errores).toBe('');
    expect(restaurado.codigo).toBe(0);
    expect(restaurado.salida).toMatch(/^Respaldo restaurado en /);

    const otraVez = await comando('restaurar', [archivo], destino.env);
    expect(otraVez.codigo).toBe(1);
    expect(otraVez.errores).toBe(
      motor === 'pglite'
        ? `La carpeta de datos ${destino.env.DATA_DIR} no está vacía; use --forzar para reemplazarla (la actual se conserva aparte).\n`
        : 'La base de datos de destino no está vacía; use --forzar para reemplazar su contenido por el respaldo.\n',
    );
    const forzado = await comando('restaurar', [archivo, '--forzar'], destino.env);
    expect(forzado.codigo).toBe(0);

    // The restored data is the live system: the administrator signs in on a server started on it.
    const nuevo = await arrancarServidor({ env: destino.env, etiqueta: 'respaldo-cli-restaurado' });
    const otraSesion = await pedir(nuevo.url, 'POST', '/api/account/login', {
      cuerpo: { username: 'admin@respaldo.pe', password: CONTRASENA_PRUEBA },
    });
    expect(otraSesion.status).toBe(200);
    await nuevo.detener('SIGTERM');
  }, 180_000);
});
