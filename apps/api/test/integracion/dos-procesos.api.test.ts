// Two API processes on one PostgreSQL database, as behind a load balancer: they start together on an empty database,
// share sessions, and settle a race for the same approval with a single winner.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BaseDeDatos } from '../../src/db/client';
import { CARPETA_MIGRACIONES } from '../../src/lib/rutas-paquete';
import { CONTRASENA_PRUEBA, crearUsuario } from '../factories';
import { registrarSecreto } from '../registro-de-pruebas';
import { dosProcesosSobreBaseVacia, type DosProcesos } from '../dos-procesos';
import { pedir, type ServidorHijo } from '../servidor-hijo';

const ADMIN = { email: 'admin.dos@prueba.pe', contrasena: 'DosProcesos#2026' };
registrarSecreto(ADMIN.contrasena);

describe.skipIf(inject('motorPruebas') !== 'postgres')('dos procesos de la API sobre la misma base', () => {
  let procesos: DosProcesos;
  let base: BaseDeDatos;
  let a: ServidorHijo;
  let b: ServidorHijo;

  beforeAll(async () => {
    // Empty, not cloned from the migrated template: both processes migrate and seed it.
    procesos = await dosProcesosSobreBaseVacia({
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.contrasena, APP_TODAY: '2025-03-01' },
      etiquetas: ['proceso-a', 'proceso-b'],
      aLaVez: true,
    });
    ({ a, b, base } = procesos);
  }, 120_000);
  afterAll(() => procesos?.cerrar());

  const contar = async (consulta: ReturnType<typeof sql>) =>
    (await base.db.execute<{ n: number }>(consulta)) as unknown as { rows: { n: number }[] };

  it('arrancan a la vez sobre una base vacía: cada migración se aplica una vez y se siembra un solo administrador', async () => {
    const migraciones = readdirSync(CARPETA_MIGRACIONES).filter((f) => path.extname(f) === '.sql').length;
    const aplicadas = await contar(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(aplicadas.rows[0]!.n).toBe(migraciones);
    const roles = await contar(sql`select count(*)::int as n from roles`);
    expect(roles.rows[0]!.n).toBe(3);
    const usuarios = await contar(sql`select count(*)::int as n from usuarios`);
    expect(usuarios.rows[0]!.n).toBe(1);
    // Without the lock one of them fails its first migration attempt and only gets through by retrying.
    for (const s of [a, b]) expect(s.errores()).not.toMatch(/reintentando|Error/);
  });

  it('un token emitido por un proceso sirve en el otro, y cerrar la sesión en uno se respeta en el otro al instante', async () => {
    const u = await crearUsuario(base.db);
    const login = await pedir(a.url, 'POST', '/api/account/login', {
      cuerpo: { username: u.email, password: CONTRASENA_PRUEBA },
    });
    expect(login.status).toBe(200);
    const token = login.cuerpo.token as string;

    const enB = await pedir(b.url, 'GET', '/api/account/me', { token });
    expect(enB.status).toBe(200);
    expect(enB.cuerpo.userName).toBe(u.email);

    expect((await pedir(b.url, 'POST', '/api/account/logout', { token })).status).toBe(200);
    expect((await pedir(a.url, 'GET', '/api/account/me', { token })).status).toBe(401);
    expect((await pedir(b.url, 'GET', '/api/account/me', { token })).status).toBe(401);
  });

  it('desactivar en un proceso el rol que da un permiso se respeta en la siguiente petición al otro, que ya lo tenía leído', async () => {
    const { rows } = (await base.db.execute(
      sql`insert into roles (nombre, descripcion) values ('Lectura de auditoría', 'Prueba de dos procesos') returning id`,
    )) as unknown as { rows: [{ id: number }] };
    const rolId = rows[0].id;
    await base.db.execute(
      sql`insert into rol_permisos (rol_id, permiso_id) select ${rolId}, id from permisos where codigo = 'AUDITORIA-VER'`,
    );
    const lectora = await crearUsuario(base.db, { roles: ['Lectura de auditoría'] });
    const entrar = async (url: string, email: string, password: string) =>
      (await pedir(url, 'POST', '/api/account/login', { cuerpo: { username: email, password } })).cuerpo
        .token as string;
    const token = await entrar(b.url, lectora.email, CONTRASENA_PRUEBA);
    const tokenAdmin = await entrar(a.url, ADMIN.email, ADMIN.contrasena);
    const leerEnB = async () => (await pedir(b.url, 'GET', '/api/auditoria', { token })).status;
    const cambiarEstadoEnA = async () =>
      (await pedir(a.url, 'PUT', `/api/rol/cambiar-estado-rol/${rolId}`, { token: tokenAdmin })).status;

    // The second read takes the roles and permissions B already has for this token (the version has not moved).
    expect(await leerEnB()).toBe(200);
    expect(await leerEnB()).toBe(200);
    expect(await cambiarEstadoEnA()).toBe(200);
    expect(await leerEnB()).toBe(403);
    expect(await cambiarEstadoEnA()).toBe(200);
    expect(await leerEnB()).toBe(200);
  });

  it('dos jefes de la cadena aprueban la misma solicitud a la vez, uno en cada proceso: exactamente un 200 y un 409', async () => {
    const gerente = await crearUsuario(base.db, { roles: ['Jefe'] });
    const jefe = await crearUsuario(base.db, { roles: ['Jefe'], jefeId: gerente.id });
    const empleada = await crearUsuario(base.db, { jefeId: jefe.id, fechaIngreso: '2023-06-01' });
    const entrar = async (url: string, email: string) =>
      (
        await pedir(url, 'POST', '/api/account/login', {
          cuerpo: { username: email, password: CONTRASENA_PRUEBA },
        })
      ).cuerpo.token as string;
    const tokenEmpleada = await entrar(a.url, empleada.email);
    const tokenJefe = await entrar(a.url, jefe.email);
    const tokenGerente = await entrar(b.url, gerente.email);

    // Several rounds, so that the two approvals really overlap in some of them.
    for (const fechaInicio of ['2025-04-07', '2025-04-14', '2025-04-21', '2025-04-28', '2025-05-05']) {
      const creada = await pedir(b.url, 'POST', '/api/solicitud-vacaciones/crear-solicitud-vacaciones', {
        token: tokenEmpleada,
        cuerpo: { tipoVacaciones: 'libres', diasSolicitados: 1, fechaInicio, periodo: 2023 },
      });
      expect(creada.status, JSON.stringify(creada.cuerpo)).toBe(200);
      const id = creada.cuerpo.id as number;
      const aprobar = (url: string, token: string) =>
        pedir(url, 'PUT', `/api/solicitud-vacaciones/${id}/aprobar`, {
          token,
          cuerpo: { accion: 'aprobar' },
        });
      const [porA, porB] = await Promise.all([aprobar(a.url, tokenJefe), aprobar(b.url, tokenGerente)]);
      expect([porA.status, porB.status].sort()).toEqual([200, 409]);
      const perdedora = porA.status === 409 ? porA : porB;
      expect(perdedora.cuerpo.message).toBe(
        'La solicitud ya fue aprobada; solo se pueden gestionar solicitudes pendientes',
      );

      const detalle = await pedir(a.url, 'GET', `/api/solicitud-vacaciones/${id}`, { token: tokenEmpleada });
      const ganador = porA.status === 200 ? jefe : gerente;
      expect(detalle.cuerpo.estado).toBe('Aprobada');
      expect(detalle.cuerpo.nombreAprobador).toBe(`${ganador.nombres} Prueba Test`);
      const decisiones = await contar(
        sql`select count(*)::int as n from auditoria where registro_id = ${String(id)} and tipo_accion = 'APROBAR_SOLICITUD'`,
      );
      expect(decisiones.rows[0]!.n).toBe(1);
    }
  });
});
