import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { hashToken } from '../../lib/seguridad';
import { buscarSesionPorHash } from './auth.repository';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2025-03-01' });
});
afterAll(() => t.cerrar());

describe('la sesión de cada petición', () => {
  it('dice si alguna pendiente tiene el inicio pasado en ese día, leído en la misma consulta que la versión', async () => {
    const jefe = await crearUsuario(t.base.db, { roles: ['Jefe'] });
    const empleada = await crearUsuario(t.base.db, { jefeId: jefe.id, fechaIngreso: '2023-06-01' });
    const token = await iniciarSesion(t.app, empleada.email);
    const hash = hashToken(token);
    expect(await buscarSesionPorHash(t.base.db, hash, '2025-03-01')).toMatchObject({
      pendientesVencidas: false,
    });
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/solicitud-vacaciones/crear-solicitud-vacaciones',
      headers: conToken(token),
      payload: { tipoVacaciones: 'libres', diasSolicitados: 1, fechaInicio: '2025-03-10', periodo: 2023 },
    });
    expect(r.statusCode).toBe(200);
    // On its start day it is not late yet; the day after, it is.
    expect(await buscarSesionPorHash(t.base.db, hash, '2025-03-10')).toMatchObject({
      pendientesVencidas: false,
    });
    expect(await buscarSesionPorHash(t.base.db, hash, '2025-03-11')).toMatchObject({
      pendientesVencidas: true,
    });
  });

  it('los roles y permisos se vuelven a leer solo cuando la versión de datos se movió desde la última lectura del token', async () => {
    const u = await crearUsuario(t.base.db, { roles: ['Empleado'] });
    const hash = hashToken(await iniciarSesion(t.app, u.email));
    expect((await buscarSesionPorHash(t.base.db, hash, '2025-03-01'))!.roles).toEqual(['Empleado']);
    // A role given without moving the version (its trigger off for this transaction): the known roles still hold,
    // which shows they were not read again.
    await t.base.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`insert into usuario_roles (usuario_id, rol_id) select ${u.id}, id from roles where nombre = 'Admin'`,
      );
    });
    const sinMover = await buscarSesionPorHash(t.base.db, hash, '2025-03-01');
    expect(sinMover!.roles).toEqual(['Empleado']);
    expect(sinMover!.permisos).not.toContain('AUDITORIA-VER');
    // Any change anywhere moves the version: the next read takes the roles and permissions in force.
    await t.base.db.execute(sql`update version_datos set version = version + 1 where id = 1`);
    const movida = await buscarSesionPorHash(t.base.db, hash, '2025-03-01');
    expect(movida!.roles).toEqual(['Admin', 'Empleado']);
    expect(movida!.permisos).toContain('AUDITORIA-VER');
  });

  it('quitar un permiso al rol de alguien se respeta en su siguiente petición', async () => {
    const u = await crearUsuario(t.base.db, { roles: ['Admin'] });
    const token = await iniciarSesion(t.app, u.email);
    const auditoria = () => t.app.inject({ url: '/api/auditoria', headers: conToken(token) });
    expect((await auditoria()).statusCode).toBe(200);
    expect((await auditoria()).statusCode).toBe(200);
    const permiso = sql`(select id from permisos where codigo = 'AUDITORIA-VER')`;
    const admin = sql`(select id from roles where nombre = 'Admin')`;
    await t.base.db.execute(
      sql`delete from rol_permisos where permiso_id = ${permiso} and rol_id = ${admin}`,
    );
    try {
      expect((await auditoria()).statusCode).toBe(403);
    } finally {
      await t.base.db.execute(sql`insert into rol_permisos (rol_id, permiso_id) select ${admin}, ${permiso}`);
    }
    expect((await auditoria()).statusCode).toBe(200);
  });

  it('un token desconocido no da sesión', async () => {
    expect(await buscarSesionPorHash(t.base.db, hashToken('no-existe'), '2025-03-01')).toBeUndefined();
  });
});
