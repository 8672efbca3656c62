// PostgreSQL faults: a connection killed mid-request, a database that is down when the server starts, and one that
// comes up while it is retrying. Only on the PostgreSQL run (DESCANSO_TEST_DB=postgres).
import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MENSAJES } from '@app/contract/errores';
import { crearAppDePrueba, type AppDePrueba } from '../build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../factories';
import { arrancarServidor, detenerTodos, puertoLibre } from '../servidor-hijo';

const enPostgres = inject('motorPruebas') === 'postgres';
const urlDe = (base: string) => {
  const u = new URL(inject('urlPostgres'));
  u.pathname = `/${base}`;
  return u.toString();
};
const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!enPostgres)('PostgreSQL: conexión cortada a mitad de una petición', () => {
  let t: AppDePrueba;
  let base: string;
  let control: pg.Client;
  beforeAll(async () => {
    t = await crearAppDePrueba({ hoy: '2025-03-01' });
    const r = await t.base.db.execute<{ base: string }>(sql`select current_database() as base`);
    base = (r as unknown as { rows: { base: string }[] }).rows[0]!.base;
    control = new pg.Client({ connectionString: urlDe(base) });
    await control.connect();
  });
  afterAll(async () => {
    await control?.end();
    await t?.cerrar();
  });

  /** Backends of the app's pool (every connection to its database but ours), with what they wait for. */
  const backendsDeLaApp = async () =>
    (
      await control.query<{ pid: number; wait_event_type: string | null }>(
        'select pid, wait_event_type from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [base],
      )
    ).rows;

  const crearSolicitud = (token: string, fechaInicio: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/solicitud-vacaciones/crear-solicitud-vacaciones',
      headers: conToken(token),
      payload: { tipoVacaciones: 'libres', diasSolicitados: 1, fechaInicio, periodo: 2023 },
    });

  it('responde 503 con un mensaje en español, no deja nada a medias y las peticiones siguientes funcionan', async () => {
    const empleada = await crearUsuario(t.base.db, { fechaIngreso: '2023-06-01' });
    const token = await iniciarSesion(t.app, empleada.email);

    // Our transaction holds the employee's row, so the request's transaction waits on it: then its backend is killed.
    await control.query('begin');
    await control.query('select id from usuarios where id = $1 for update', [empleada.id]);
    const enCurso = crearSolicitud(token, '2025-04-07');
    let esperando: number | undefined;
    for (let i = 0; i < 200 && esperando === undefined; i++) {
      esperando = (await backendsDeLaApp()).find((b) => b.wait_event_type === 'Lock')?.pid;
      if (esperando === undefined) await esperar(25);
    }
    expect(esperando, 'la petición nunca llegó a esperar el bloqueo').toBeDefined();
    await control.query('select pg_terminate_backend($1)', [esperando]);
    const cortada = await enCurso;
    await control.query('rollback');

    expect(cortada.statusCode).toBe(503);
    expect(cortada.json()).toEqual({
      code: 'SERVICIO_NO_DISPONIBLE',
      message: MENSAJES.servicioNoDisponible,
    });

    // The next request gets a healthy connection and the interrupted one left no request behind.
    const siguiente = await crearSolicitud(token, '2025-04-07');
    expect(siguiente.statusCode).toBe(200);
    const mias = await t.app.inject({
      method: 'GET',
      url: '/api/solicitud-vacaciones/mis-solicitudes',
      headers: conToken(token),
    });
    expect(mias.json().total).toBe(1);
  });

  it('si PostgreSQL corta todas las conexiones del pool, las peticiones siguientes funcionan', async () => {
    const u = await crearUsuario(t.base.db);
    const token = await iniciarSesion(t.app, u.email);
    // Fill the pool with several idle connections first.
    await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'GET', url: '/api/account/me', headers: conToken(token) }),
      ),
    );
    expect((await backendsDeLaApp()).length).toBeGreaterThan(0);
    await control.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [base],
    );
    for (let i = 0; i < 200 && (await backendsDeLaApp()).length > 0; i++) await esperar(25);
    // The pool hears of each closed socket on the next turns of the event loop.
    await esperar(50);
    for (let i = 0; i < 10; i++) {
      const r = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: conToken(token) });
      expect(r.statusCode, r.body).toBe(200);
    }
  });
});

describe.skipIf(!enPostgres)('PostgreSQL caído al arrancar el servidor', () => {
  const limpiar: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await detenerTodos();
    for (const f of limpiar.reverse()) await f().catch(() => {});
  });

  it('reintenta DB_REINTENTOS veces y termina con código 1 y un mensaje de una línea, sin mostrar la contraseña', async () => {
    const cerrado = await puertoLibre();
    const servidor = await arrancarServidor({
      env: {
        DATABASE_URL: `postgres://postgres:NoDebeVerse2026@127.0.0.1:${cerrado}/descanso`,
        DB_REINTENTOS: '3',
      },
      esperarSalud: false,
      etiqueta: 'pg-caido',
    });
    expect(await servidor.terminado).toBe(1);
    const lineas = servidor.errores().trim().split('\n');
    expect(lineas).toHaveLength(3);
    expect(lineas[0]).toBe(
      `Base de datos no disponible (intento 1 de 3: connect ECONNREFUSED 127.0.0.1:${cerrado}); reintentando…`,
    );
    expect(lineas[1]).toMatch(/^Base de datos no disponible \(intento 2 de 3: /);
    expect(lineas[2]).toBe(
      `No se pudo conectar a PostgreSQL tras 3 intentos (connect ECONNREFUSED 127.0.0.1:${cerrado}). Revise DATABASE_URL.`,
    );
    expect(servidor.errores()).not.toContain('NoDebeVerse2026');
  }, 60_000);

  it('una base de datos que no existe no se reintenta: termina al primer intento diciendo cuál falta', async () => {
    const servidor = await arrancarServidor({
      env: { DATABASE_URL: urlDe('descanso_no_existe_nunca'), DB_REINTENTOS: '5' },
      esperarSalud: false,
      etiqueta: 'pg-sin-base',
    });
    expect(await servidor.terminado).toBe(1);
    expect(servidor.errores().trim()).toBe(
      'No se pudo conectar a PostgreSQL tras 1 intento (database "descanso_no_existe_nunca" does not exist). Revise DATABASE_URL.',
    );
  }, 60_000);

  it('si PostgreSQL aparece durante los reintentos, el servidor se conecta y atiende', async () => {
    // A fresh database reached through a TCP proxy on loopback that only starts listening after the first failure.
    const nombre = `descanso_t_${process.ppid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: inject('urlPostgres') });
    await admin.connect();
    await admin.query(`create database ${nombre} template ${inject('plantillaPostgres')}`);
    limpiar.push(async () => {
      await admin.query(`drop database if exists ${nombre} with (force)`);
      await admin.end();
    });
    const destino = new URL(inject('urlPostgres'));
    const puertoProxy = await puertoLibre();
    const url = new URL(urlDe(nombre));
    url.host = `127.0.0.1:${puertoProxy}`;

    const servidor = await arrancarServidor({
      env: { DATABASE_URL: url.toString(), DB_REINTENTOS: '10' },
      esperarSalud: false,
      etiqueta: 'pg-tarde',
    });
    for (let i = 0; i < 400 && !servidor.errores().includes('intento 1 de 10'); i++) await esperar(25);
    expect(servidor.errores()).toContain('intento 1 de 10');

    const sockets = new Set<Socket>();
    const proxy: Server = createServer((entrada) => {
      const salida = connect(Number(destino.port || 5432), destino.hostname);
      for (const s of [entrada, salida]) {
        sockets.add(s);
        s.on('error', () => {});
        s.on('close', () => sockets.delete(s));
      }
      entrada.pipe(salida).pipe(entrada);
    });
    await new Promise<void>((r) => proxy.listen(puertoProxy, '127.0.0.1', r));
    limpiar.push(
      () =>
        new Promise<void>((r) => {
          for (const s of sockets) s.destroy();
          proxy.close(() => r());
        }),
    );

    let salud = 0;
    for (let i = 0; i < 600 && salud !== 200 && servidor.proceso.exitCode === null; i++) {
      salud = await fetch(`${servidor.url}/api/health`).then(
        (r) => r.status,
        () => 0,
      );
      if (salud !== 200) await esperar(50);
    }
    expect(salud, servidor.errores()).toBe(200);
    expect(servidor.errores()).not.toContain('No se pudo conectar');
    await servidor.detener('SIGTERM');
  }, 90_000);
});
