import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { CONTRASENA_PRUEBA, conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria, sesiones, usuarios } from '../../db/schema';
import { hashTemporal } from '../../lib/seguridad';
import { INTERVALO_TOQUE_MS } from './auth.service';

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

  it('un usuario desactivado recibe el mismo 401 que una contraseña incorrecta, aun con la correcta, y queda auditado', async () => {
    const u = await crearUsuario(t.base.db, { activo: false });
    const r = await login(u.email, CONTRASENA_PRUEBA);
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ code: 'CREDENCIALES_INVALIDAS', message: 'Credenciales inválidas' });
    const [evento] = await t.base.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.usuarioAfectadoId, u.id), eq(auditoria.tipoAccion, 'LOGIN_USUARIO_INACTIVO')));
    expect(evento).toMatchObject({ severidad: 'SECURITY', modulo: 'AUTENTICACION', ipAddress: '127.0.0.1' });
  });

  it('audita con severidad SECURITY el inicio de sesión exitoso y el fallido, con el email escrito', async () => {
    const u = await crearUsuario(t.base.db);
    await login(u.email, 'Incorrecta#123');
    await login(u.email.toUpperCase(), CONTRASENA_PRUEBA);
    const eventos = await t.base.db.select().from(auditoria).where(eq(auditoria.usuarioAfectadoId, u.id));
    expect(eventos.map((e) => [e.tipoAccion, e.severidad])).toEqual(
      expect.arrayContaining([
        ['LOGIN_FALLIDO', 'SECURITY'],
        ['LOGIN', 'SECURITY'],
      ]),
    );
    expect(eventos.find((e) => e.tipoAccion === 'LOGIN_FALLIDO')).toMatchObject({
      motivo: 'Contraseña incorrecta (fallo 1 seguido)',
      datosNuevos: { email: u.email.toLowerCase() },
    });
    const desconocido = await login('Nadie.Aqui@Prueba.pe', 'Incorrecta#123');
    expect(desconocido.statusCode).toBe(401);
    const [anonimo] = await t.base.db
      .select()
      .from(auditoria)
      .where(sql`${auditoria.datosNuevos}->>'email' = 'nadie.aqui@prueba.pe'`);
    expect(anonimo).toMatchObject({
      tipoAccion: 'LOGIN_FALLIDO',
      severidad: 'SECURITY',
      usuarioAfectadoId: null,
    });
  });

  it('un éxito reinicia la cuenta de fallos seguidos del usuario', async () => {
    const u = await crearUsuario(t.base.db);
    for (let i = 0; i < 4; i++) expect((await login(u.email, 'Incorrecta#123')).statusCode).toBe(401);
    const fallos = async () =>
      (await t.base.db.select().from(usuarios).where(eq(usuarios.id, u.id)))[0]!.intentosFallidos;
    expect(await fallos()).toBe(4);
    expect((await login(u.email, CONTRASENA_PRUEBA)).statusCode).toBe(200);
    expect(await fallos()).toBe(0);
    for (let i = 0; i < 4; i++) expect((await login(u.email, 'Incorrecta#123')).statusCode).toBe(401);
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

  it('la sesión informa sus límites: minutos de inactividad y el instante del límite absoluto', async () => {
    const u = await crearUsuario(t.base.db);
    const antes = t.reloj.ahora().getTime();
    const r = await login(u.email, CONTRASENA_PRUEBA);
    expect(r.json().inactividadMinutos).toBe(30);
    const expira = Date.parse(r.json().expiraEn as string);
    expect(expira - antes).toBeGreaterThanOrEqual(12 * 60 * 60_000);
    expect(expira - antes).toBeLessThan(12 * 60 * 60_000 + 60_000);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: conToken(r.json().token as string),
    });
    expect(me.json()).toMatchObject({ inactividadMinutos: 30, expiraEn: r.json().expiraEn });
  });

  it('expira tras 30 minutos sin uso', async () => {
    const u = await crearUsuario(t.base.db);
    const token = await iniciarSesion(t.app, u.email);
    const me = () => t.app.inject({ method: 'GET', url: '/api/account/me', headers: conToken(token) });
    t.reloj.adelantar(29 * 60_000);
    expect((await me()).statusCode).toBe(200);
    t.reloj.adelantar(30 * 60_000 + 1000);
    const r = await me();
    expect(r.statusCode).toBe(401);
    expect(r.json().code).toBe('SESION_EXPIRADA');
  });

  it('la sesión vive al menos hasta la última llamada + inactividad − INTERVALO_TOQUE_MS (el plazo que usa la web)', async () => {
    const u = await crearUsuario(t.base.db);
    const token = await iniciarSesion(t.app, u.email);
    const me = () => t.app.inject({ method: 'GET', url: '/api/account/me', headers: conToken(token) });
    // A call inside the touch interval is not written as last use…
    t.reloj.adelantar(INTERVALO_TOQUE_MS - 1000);
    expect((await me()).statusCode).toBe(200);
    // …so the server counts from the sign-in; the web's deadline (last call + 30 min − interval) is still inside.
    t.reloj.adelantar(30 * 60_000 - INTERVALO_TOQUE_MS - 1000);
    expect((await me()).statusCode).toBe(200);
  });

  it('expira a las 12 horas aunque se use cada 20 minutos', async () => {
    const u = await crearUsuario(t.base.db);
    const token = await iniciarSesion(t.app, u.email);
    const me = () => t.app.inject({ method: 'GET', url: '/api/account/me', headers: conToken(token) });
    for (let i = 0; i < 35; i++) {
      t.reloj.adelantar(20 * 60_000);
      expect((await me()).statusCode, `a los ${(i + 1) * 20} minutos`).toBe(200);
    }
    t.reloj.adelantar(20 * 60_000 + 1000);
    expect((await me()).statusCode).toBe(401);
  });

  it('SESION_INACTIVIDAD_MIN y SESION_MAXIMA_HORAS se respetan', async () => {
    const corta = await crearAppDePrueba({ sesionInactividadMin: 5, sesionMaximaHoras: 1 });
    try {
      const u = await crearUsuario(corta.base.db);
      const r = await corta.app.inject({
        method: 'POST',
        url: '/api/account/login',
        payload: { username: u.email, password: CONTRASENA_PRUEBA },
      });
      expect(r.json().inactividadMinutos).toBe(5);
      const token = r.json().token as string;
      const me = () => corta.app.inject({ method: 'GET', url: '/api/account/me', headers: conToken(token) });
      for (let i = 0; i < 14; i++) {
        corta.reloj.adelantar(4 * 60_000);
        expect((await me()).statusCode).toBe(200);
      }
      corta.reloj.adelantar(4 * 60_000 + 1000);
      expect((await me()).statusCode).toBe(401);

      const otra = await iniciarSesion(corta.app, u.email);
      corta.reloj.adelantar(5 * 60_000 + 1000);
      expect(
        (await corta.app.inject({ method: 'GET', url: '/api/account/me', headers: conToken(otra) }))
          .statusCode,
      ).toBe(401);
    } finally {
      await corta.cerrar();
    }
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
    expect(debil.json().errors.NuevaContrasena).toEqual(['La contraseña debe tener al menos 12 caracteres']);

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

describe('contraseñas temporales', () => {
  /** A user whose password is a generated temporary one, as an administrator's reset leaves it. */
  async function conTemporal(expiraEn: Date | null) {
    const u = await crearUsuario(t.base.db);
    const temporal = 'Tmp#x7Kq2Lm9Pz4W';
    await t.base.db
      .update(usuarios)
      .set({
        hashContrasena: hashTemporal(temporal),
        esquemaContrasena: 'sha256-temp',
        debeCambiarContrasena: true,
        contrasenaTemporalExpiraEn: expiraEn,
      })
      .where(eq(usuarios.id, u.id));
    return { u, temporal };
  }
  const eventos = async (usuarioId: number, tipoAccion: string) =>
    t.base.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.usuarioAfectadoId, usuarioId), eq(auditoria.tipoAccion, tipoAccion)));

  it('una temporal vencida no abre sesión: 401 que pide un nuevo reinicio, solo si la contraseña coincide', async () => {
    const { u, temporal } = await conTemporal(new Date(t.reloj.ahora().getTime() - 1000));
    const equivocada = await login(u.email, 'Tmp#OtraCosa2026');
    expect(equivocada.json()).toEqual({ code: 'CREDENCIALES_INVALIDAS', message: 'Credenciales inválidas' });
    const vencida = await login(u.email, temporal);
    expect(vencida.statusCode).toBe(401);
    expect(vencida.json()).toEqual({
      code: 'CREDENCIALES_INVALIDAS',
      message: 'La contraseña temporal venció. Solicite al administrador un nuevo reinicio de contraseña.',
    });
    expect(await eventos(u.id, 'LOGIN_TEMPORAL_VENCIDA')).toEqual([
      expect.objectContaining({ severidad: 'SECURITY', modulo: 'AUTENTICACION' }),
    ]);
  });

  it('reutilizar una temporal ya usada se rechaza y se audita; fijar la propia borra el vencimiento', async () => {
    const { u, temporal } = await conTemporal(new Date(t.reloj.ahora().getTime() + 60 * 60_000));
    const primera = await login(u.email, temporal);
    expect(primera.statusCode).toBe(200);
    expect(primera.json().debeCambiarContrasena).toBe(true);
    const otraVez = await login(u.email, temporal);
    expect(otraVez.statusCode).toBe(401);
    expect(otraVez.json().message).toBe(
      'La contraseña temporal ya fue utilizada. Solicite al administrador un nuevo reinicio de contraseña.',
    );
    expect(await eventos(u.id, 'LOGIN_TEMPORAL_REUTILIZADA')).toEqual([
      expect.objectContaining({ severidad: 'SECURITY' }),
    ]);

    const propia = 'lluvia tranquila sobre el puerto';
    const cambio = await t.app.inject({
      method: 'POST',
      url: '/api/account/cambiar-contrasena',
      headers: conToken(primera.json().token as string),
      payload: { contrasenaActual: temporal, nuevaContrasena: propia, confirmarContrasena: propia },
    });
    expect(cambio.statusCode, cambio.body).toBe(200);
    const [fila] = await t.base.db.select().from(usuarios).where(eq(usuarios.id, u.id));
    expect(fila).toMatchObject({ esquemaContrasena: 'argon2id', contrasenaTemporalExpiraEn: null });
    expect((await login(u.email, propia)).statusCode).toBe(200);
  });
});

describe('cambio de contraseña: política y limitación', () => {
  const cambiar = (token: string, actual: string, nueva: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/cambiar-contrasena',
      headers: conToken(token),
      payload: { contrasenaActual: actual, nuevaContrasena: nueva, confirmarContrasena: nueva },
    });

  it('acepta una frase de cuatro palabras sin mayúsculas, números ni símbolos, y la audita', async () => {
    const u = await crearUsuario(t.base.db);
    const token = await iniciarSesion(t.app, u.email);
    const r = await cambiar(token, CONTRASENA_PRUEBA, 'cometa verde bajo la montaña');
    expect(r.statusCode, r.body).toBe(200);
    const [evento] = await t.base.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.usuarioAfectadoId, u.id), eq(auditoria.tipoAccion, 'CAMBIO_CONTRASENA')));
    expect(evento?.severidad).toBe('SECURITY');
  });

  it('rechaza una contraseña común y una que contiene el nombre, un apellido o el email, con errores en NuevaContrasena', async () => {
    const u = await crearUsuario(t.base.db, {
      nombres: 'Sebastián Andrés',
      email: 'sandres.lopez@prueba.pe',
    });
    const token = await iniciarSesion(t.app, u.email);
    const casos: [string, string][] = [
      [
        'contraseña123456',
        'La contraseña es demasiado común o fácil de adivinar. Use una frase de varias palabras que no sea conocida.',
      ],
      [
        'Mi clave es SEBASTIAN y el mar',
        'La contraseña no debe contener el nombre ni los apellidos del usuario',
      ],
      ['montaña lejana prueba azul', 'La contraseña no debe contener el nombre ni los apellidos del usuario'],
      ['correo SAndres.Lopez violeta', 'La contraseña no debe contener el email del usuario'],
    ];
    for (const [nueva, mensaje] of casos) {
      const r = await cambiar(token, CONTRASENA_PRUEBA, nueva);
      expect(r.statusCode, nueva).toBe(400);
      expect(r.json().errors.NuevaContrasena, nueva).toContain(mensaje);
    }
    expect((await login(u.email, CONTRASENA_PRUEBA)).statusCode).toBe(200);
  });

  it('una contraseña actual incorrecta cuenta para la limitación, se audita, y tras 5 el cambio responde 429', async () => {
    const u = await crearUsuario(t.base.db);
    const token = await iniciarSesion(t.app, u.email);
    const nueva = 'faro naranja en la niebla';
    for (let i = 1; i <= 5; i++) {
      const r = await cambiar(token, 'NoEsLaActual#1', nueva);
      expect(r.statusCode).toBe(400);
      expect(r.json().errors.ContrasenaActual).toEqual(['La contraseña actual no es correcta']);
    }
    const limitado = await cambiar(token, CONTRASENA_PRUEBA, nueva);
    expect(limitado.statusCode).toBe(429);
    expect(limitado.json()).toEqual({
      code: 'DEMASIADAS_SOLICITUDES',
      message: 'Demasiados intentos fallidos de inicio de sesión. Espere unos minutos e intente nuevamente.',
    });
    // The same key as sign-in: the account is throttled from this address for sign-in too.
    expect((await login(u.email, CONTRASENA_PRUEBA)).statusCode).toBe(429);
    const eventos = await t.base.db.select().from(auditoria).where(eq(auditoria.usuarioAfectadoId, u.id));
    expect(eventos.filter((e) => e.tipoAccion === 'CAMBIO_CONTRASENA_FALLIDO')).toHaveLength(5);
    expect(eventos.find((e) => e.tipoAccion === 'CAMBIO_CONTRASENA_LIMITADO')?.severidad).toBe('SECURITY');
    expect(eventos.every((e) => e.severidad === 'SECURITY')).toBe(true);

    t.reloj.adelantar(60_000 + 1000);
    expect((await cambiar(token, CONTRASENA_PRUEBA, nueva)).statusCode).toBe(200);
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
