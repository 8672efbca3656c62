// The app's own log, read back: what each request leaves there, and what it must never leave. The whole suite is
// scanned the same way at the end (test/buscar-fugas.ts); these are the cases most likely to leak.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearAppDePrueba, type AppDePrueba } from '../build-test-app';
import { CONTRASENA_PRUEBA, conToken, crearUsuario, iniciarSesion } from '../factories';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba({
    antesDeRutas: (app) => {
      app.get('/api/prueba/revienta', { config: { permisos: [] } }, () => {
        throw new Error('fallo inesperado');
      });
    },
  });
});
afterAll(() => t.cerrar());

describe('logs sin secretos', () => {
  it('el inicio de sesión, el cambio de contraseña y un error con token no dejan contraseñas ni tokens en el log', async () => {
    const u = await crearUsuario(t.base.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: u.email, password: CONTRASENA_PRUEBA },
    });
    const token = login.json().token as string;
    const nueva = 'Otra#Clave2026Segura';
    const cambio = await t.app.inject({
      method: 'POST',
      url: '/api/account/cambiar-contrasena',
      headers: conToken(token),
      payload: { contrasenaActual: CONTRASENA_PRUEBA, nuevaContrasena: nueva, confirmarContrasena: nueva },
    });
    expect(cambio.statusCode).toBe(200);
    const otro = await iniciarSesion(t.app, u.email, nueva);
    const error = await t.app.inject({ method: 'GET', url: '/api/prueba/revienta', headers: conToken(otro) });
    expect(error.statusCode).toBe(500);

    const logs = t.logs();
    expect(logs).toContain('fallo inesperado');
    for (const secreto of [CONTRASENA_PRUEBA, nueva, token, otro]) expect(logs).not.toContain(secreto);
    expect(logs).not.toMatch(/bearer/i);
  });

  it('el enlace de descarga de credenciales de una importación aparece en el log con el token oculto', async () => {
    const admin = await crearUsuario(t.base.db, { roles: ['Admin'] });
    const token = await iniciarSesion(t.app, admin.email);
    const enlace = randomBytes(24).toString('base64url');
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/bulkimport/credenciales/${enlace}`,
      headers: conToken(token),
    });
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    const logs = t.logs();
    expect(logs).toContain('"url":"/api/bulkimport/credenciales/[Redacted]"');
    expect(logs).not.toContain(enlace);
  });

  it('la dirección de un calendario iCal aparece en el log con el token oculto, al crearla y al leerla', async () => {
    const u = await crearUsuario(t.base.db);
    const sesion = await iniciarSesion(t.app, u.email);
    const creado = await t.app.inject({
      method: 'POST',
      url: '/api/calendario/feeds',
      headers: conToken(sesion),
      payload: { alcance: 'PROPIAS' },
    });
    expect(creado.statusCode).toBe(200);
    const url = new URL(creado.json().url as string);
    const token = /([A-Za-z0-9_-]{43})\.ics$/.exec(url.pathname)![1]!;
    const leido = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(leido.statusCode).toBe(200);
    // A revoked one too: its 404 goes through the error path.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/calendario/feeds/${creado.json().id as number}`,
      headers: conToken(sesion),
    });
    expect((await t.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
    const logs = t.logs();
    expect(logs).toContain('"url":"/api/calendario/ical/[Redacted]"');
    expect(logs).not.toContain(token);
  });
});
