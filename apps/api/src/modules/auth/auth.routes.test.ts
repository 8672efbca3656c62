import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { CONTRASENA_PRUEBA, conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria, sesiones } from '../../db/schema';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba({
    antesDeRutas: (app) => {
      app.get('/api/prueba/falla', { config: { publica: true } }, () => {
        throw new Error('select hash_contrasena from usuarios where id = 1');
      });
    },
  });
});
afterAll(() => t.cerrar());

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/account/login', payload: { username, password } });

describe('inicio de sesión', () => {
  it('devuelve token, nombre, roles y permisos, y nunca el hash de la contraseña', async () => {
    const u = await crearUsuario(t.base.db, { roles: ['Empleado'] });
    const r = await login(u.email, CONTRASENA_PRUEBA);
    expect(r.statusCode).toBe(200);
    const cuerpo = r.json();
    expect(cuerpo.token).toMatch(/^[\w-]{43}$/);
    expect(cuerpo.userName).toBe(u.email);
    expect(cuerpo.roles).toEqual(['Empleado']);
    expect(cuerpo.permisos).toEqual(
      expect.arrayContaining(['DASHBOARD-MENU', 'SOLICITAR-VACACIONES-MENU', 'MIS-SOLICITUDES-MENU']),
    );
    expect(cuerpo.permisos).not.toContain('ADMIN-USUARIOS-MENU');
    expect(r.body).not.toContain('argon2');
    expect(r.body).not.toContain(u.hashContrasena!.slice(0, 30));
  });

  it('acepta el email sin distinguir mayúsculas', async () => {
    const u = await crearUsuario(t.base.db);
    expect((await login(u.email.toUpperCase(), CONTRASENA_PRUEBA)).statusCode).toBe(200);
  });

  it('responde el mismo 401 para un email desconocido y para una contraseña incorrecta', async () => {
    const u = await crearUsuario(t.base.db);
    const desconocido = await login('nadie@prueba.pe', CONTRASENA_PRUEBA);
    const incorrecta = await login(u.email, 'OtraClave#2026');
    expect(desconocido.statusCode).toBe(401);
    expect(incorrecta.statusCode).toBe(401);
    expect(desconocido.json()).toEqual({ code: 'CREDENCIALES_INVALIDAS', message: 'Credenciales inválidas' });
    expect(incorrecta.json()).toEqual(desconocido.json());
  });

  it('rechaza con 400 y mensaje en español un cuerpo mal formado', async () => {
    const r = await login('no-es-email', '123');
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('Ingresa un email válido.');
    expect(r.json().errors.Password).toEqual(['La contraseña debe tener al menos 6 caracteres.']);
  });

  it('bloquea la cuenta 15 minutos tras 5 fallos seguidos, aun con la contraseña correcta', async () => {
    const u = await crearUsuario(t.base.db);
    for (let i = 1; i <= 4; i++) expect((await login(u.email, 'Incorrecta#123')).statusCode).toBe(401);
    const quinto = await login(u.email, 'Incorrecta#123');
    expect(quinto.statusCode).toBe(429);
    expect(quinto.json().message).toMatch(/bloqueada por 15 minutos/);
    const correcta = await login(u.email, CONTRASENA_PRUEBA);
    expect(correcta.statusCode).toBe(429);
    expect(correcta.json().code).toBe('CUENTA_BLOQUEADA');

    const eventos = await t.base.db.select().from(auditoria).where(eq(auditoria.usuarioAfectadoId, u.id));
    expect(eventos.filter((e) => e.tipoAccion === 'LOGIN_FALLIDO')).toHaveLength(4);
    expect(eventos.find((e) => e.tipoAccion === 'CUENTA_BLOQUEADA')?.severidad).toBe('SECURITY');

    t.reloj.adelantar(15 * 60_000 + 1000);
    expect((await login(u.email, CONTRASENA_PRUEBA)).statusCode).toBe(200);
  });

  it('un éxito reinicia la cuenta de fallos', async () => {
    const u = await crearUsuario(t.base.db);
    for (let i = 0; i < 4; i++) await login(u.email, 'Incorrecta#123');
    expect((await login(u.email, CONTRASENA_PRUEBA)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(u.email, 'Incorrecta#123')).statusCode).toBe(401);
  });

  it('un usuario inactivo recibe 403 con un mensaje claro', async () => {
    const u = await crearUsuario(t.base.db, { activo: false });
    const r = await login(u.email, CONTRASENA_PRUEBA);
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('Su cuenta está desactivada. Contacte al administrador.');
  });

  it('limita los intentos por IP con 429', async () => {
    const limitada = await crearAppDePrueba({ loginMaxPorMinuto: 3 });
    try {
      const codigos = [];
      for (let i = 0; i < 4; i++) {
        const r = await limitada.app.inject({
          method: 'POST',
          url: '/api/account/login',
          payload: { username: 'x@prueba.pe', password: 'cualquiera' },
        });
        codigos.push(r.statusCode);
      }
      expect(codigos).toEqual([401, 401, 401, 429]);
    } finally {
      await limitada.cerrar();
    }
  });
});

describe('sesión', () => {
  it('me devuelve el usuario de la sesión y logout la revoca', async () => {
    const u = await crearUsuario(t.base.db, { roles: ['Jefe'] });
    const token = await iniciarSesion(t.app, u.email);
    const me = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: conToken(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ userName: u.email, roles: ['Jefe'], debeCambiarContrasena: false });
    expect(me.body).not.toContain(token);

    const salir = await t.app.inject({
      method: 'POST',
      url: '/api/account/logout',
      headers: conToken(token),
    });
    expect(salir.statusCode).toBe(200);
    const despues = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: conToken(token) });
    expect(despues.statusCode).toBe(401);
  });

  it('expira tras 8 horas sin uso', async () => {
    const u = await crearUsuario(t.base.db);
    const token = await iniciarSesion(t.app, u.email);
    t.reloj.adelantar(8 * 60 * 60_000 + 1000);
    const r = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: conToken(token) });
    expect(r.statusCode).toBe(401);
    expect(r.json().code).toBe('SESION_EXPIRADA');
  });

  it('expira a los 7 días aunque se use a diario', async () => {
    const u = await crearUsuario(t.base.db);
    const token = await iniciarSesion(t.app, u.email);
    for (let dia = 0; dia < 6; dia++) {
      t.reloj.adelantar(7 * 60 * 60_000);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/account/me', headers: conToken(token) })).statusCode,
      ).toBe(200);
      t.reloj.adelantar(7 * 60 * 60_000);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/account/me', headers: conToken(token) })).statusCode,
      ).toBe(200);
    }
    t.reloj.adelantar(13 * 60 * 60_000);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account/me', headers: conToken(token) })).statusCode,
    ).toBe(401);
  });

  it('solo guarda el hash del token, nunca el token', async () => {
    const u = await crearUsuario(t.base.db);
    const token = await iniciarSesion(t.app, u.email);
    const filas = await t.base.db.select().from(sesiones).where(eq(sesiones.usuarioId, u.id));
    expect(filas).toHaveLength(1);
    expect(JSON.stringify(filas)).not.toContain(token);
  });
});

describe('cambio de contraseña obligatorio', () => {
  it('bloquea todo lo demás hasta cambiarla, exige la política y revoca las otras sesiones', async () => {
    const u = await crearUsuario(t.base.db, { debeCambiarContrasena: true, roles: ['Jefe'] });
    const primera = await login(u.email, CONTRASENA_PRUEBA);
    expect(primera.json().debeCambiarContrasena).toBe(true);
    const otra = await iniciarSesion(t.app, u.email);
    const token = primera.json().token as string;

    const me = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: conToken(token) });
    expect(me.statusCode).toBe(200);
    for (const ruta of t.app.rutasApi.filter(
      (r) => !r.config.publica && !r.config.permitirConCambioPendiente,
    )) {
      const r = await t.app.inject({
        method: ruta.metodo as 'GET',
        url: ruta.url.replace(/:\w+/g, '1'),
        headers: conToken(token),
      });
      expect(r.statusCode, `${ruta.metodo} ${ruta.url}`).toBe(403);
      expect(r.json().code).toBe('CAMBIO_CONTRASENA_REQUERIDO');
    }

    const debil = await t.app.inject({
      method: 'POST',
      url: '/api/account/cambiar-contrasena',
      headers: conToken(token),
      payload: {
        contrasenaActual: CONTRASENA_PRUEBA,
        nuevaContrasena: 'corta',
        confirmarContrasena: 'corta',
      },
    });
    expect(debil.statusCode).toBe(400);
    expect(debil.json().errors.NuevaContrasena[0]).toBe(
      'La contraseña debe tener: al menos 12 caracteres, al menos una letra mayúscula, al menos un número, al menos un carácter especial',
    );

    const actualMal = await t.app.inject({
      method: 'POST',
      url: '/api/account/cambiar-contrasena',
      headers: conToken(token),
      payload: {
        contrasenaActual: 'NoEsLaActual#1',
        nuevaContrasena: 'NuevaClave#2026x',
        confirmarContrasena: 'NuevaClave#2026x',
      },
    });
    expect(actualMal.statusCode).toBe(400);
    expect(actualMal.json().errors.ContrasenaActual).toEqual(['La contraseña actual no es correcta']);

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/account/cambiar-contrasena',
      headers: conToken(token),
      payload: {
        contrasenaActual: CONTRASENA_PRUEBA,
        nuevaContrasena: 'NuevaClave#2026x',
        confirmarContrasena: 'NuevaClave#2026x',
      },
    });
    expect(ok.statusCode).toBe(200);
    const meDespues = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: conToken(token) });
    expect(meDespues.json().debeCambiarContrasena).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account/me', headers: conToken(otra) })).statusCode,
    ).toBe(401);
    expect((await login(u.email, CONTRASENA_PRUEBA)).statusCode).toBe(401);
    expect((await login(u.email, 'NuevaClave#2026x')).statusCode).toBe(200);
    const [evento] = await t.base.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.tipoAccion, 'CAMBIO_CONTRASENA'));
    expect(evento).toMatchObject({ usuarioEjecutorId: u.id, severidad: 'SECURITY', modulo: 'AUTENTICACION' });
  });
});

describe('autorización', () => {
  it('toda ruta no pública responde 401 sin token, y también con un token inventado', async () => {
    const privadas = t.app.rutasApi.filter((r) => !r.config.publica);
    expect(privadas.length).toBeGreaterThan(2);
    for (const ruta of privadas) {
      const url = ruta.url.replace(/:\w+/g, '1');
      const sin = await t.app.inject({ method: ruta.metodo as 'GET', url });
      expect(sin.statusCode, `${ruta.metodo} ${ruta.url}`).toBe(401);
      const falso = await t.app.inject({ method: ruta.metodo as 'GET', url, headers: conToken('inventado') });
      expect(falso.statusCode, `${ruta.metodo} ${ruta.url}`).toBe(401);
    }
  });

  it('toda ruta declara sus permisos, y quien no los tiene recibe 403', async () => {
    const sinRoles = await crearUsuario(t.base.db, { roles: [] });
    const token = await iniciarSesion(t.app, sinRoles.email);
    for (const ruta of t.app.rutasApi.filter((r) => !r.config.publica)) {
      expect(ruta.config.permisos, `${ruta.metodo} ${ruta.url} no declara permisos`).toBeDefined();
      if (ruta.config.permisos!.length === 0) continue;
      const r = await t.app.inject({
        method: ruta.metodo as 'GET',
        url: ruta.url.replace(/:\w+/g, '1'),
        headers: conToken(token),
      });
      expect(r.statusCode, `${ruta.metodo} ${ruta.url}`).toBe(403);
      expect(r.json().message).toBe('No tiene permiso para realizar esta acción');
    }
  });
});

describe('errores', () => {
  it('un error inesperado responde 500 sin traza ni SQL', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/prueba/falla' });
    expect(r.statusCode).toBe(500);
    expect(r.json()).toEqual({
      code: 'ERROR_INTERNO',
      message: 'Ocurrió un error inesperado. Intente nuevamente.',
    });
    expect(r.body).not.toMatch(/select|hash|at .*\.ts/i);
  });

  it('una ruta inexistente responde 404 en español', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe('La ruta solicitada no existe');
  });

  it('health confirma la base de datos y envía cabeceras de seguridad', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ estado: 'ok', baseDeDatos: 'ok' });
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
