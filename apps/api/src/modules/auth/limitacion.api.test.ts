import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { CONTRASENA_PRUEBA, crearUsuario } from '../../../test/factories';
import { auditoria, usuarios } from '../../db/schema';
import { fallosDeClave } from './intentos.repository';
import { LIMITES } from './limitacion';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba();
});
afterAll(() => t.cerrar());

const INCORRECTA = 'Incorrecta#2026';
const LIMITADO = {
  code: 'DEMASIADAS_SOLICITUDES',
  message: 'Demasiados intentos fallidos de inicio de sesión. Espere unos minutos e intente nuevamente.',
};
const CREDENCIALES_INVALIDAS = { code: 'CREDENCIALES_INVALIDAS', message: 'Credenciales inválidas' };

const login = (username: string, password: string, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { username, password },
    remoteAddress: ip,
  });

describe('limitación de intentos de inicio de sesión (ADR 006)', () => {
  it('200 intentos en paralelo: se cuentan de forma atómica, y luego esa IP queda limitada pero otra entra', async () => {
    const u = await crearUsuario(t.base.db);
    const ip = '10.20.0.1';
    const respuestas = await Promise.all(Array.from({ length: 200 }, () => login(u.email, INCORRECTA, ip)));
    const evaluados = respuestas.filter((r) => r.statusCode === 401);
    const limitados = respuestas.filter((r) => r.statusCode === 429);
    expect(evaluados.length + limitados.length).toBe(200);
    // Each attempt is reserved atomically before its password is checked: the burst stops at the threshold.
    expect(evaluados.length).toBe(LIMITES.umbralCuentaIp);
    for (const r of evaluados) expect(r.json()).toEqual(CREDENCIALES_INVALIDAS);
    for (const r of limitados) expect(r.json()).toEqual(LIMITADO);

    const correo = u.email.toLowerCase();
    expect(await fallosDeClave(t.base.db, `cuenta-ip:${correo}|${ip}`)).toBe(evaluados.length);
    expect(await fallosDeClave(t.base.db, `cuenta:${correo}`)).toBe(evaluados.length);
    expect(await fallosDeClave(t.base.db, `ip:${ip}`)).toBe(evaluados.length);
    const [fila] = await t.base.db.select().from(usuarios).where(eq(usuarios.id, u.id));
    expect(fila!.intentosFallidos).toBe(evaluados.length);
    const eventos = await t.base.db.select().from(auditoria).where(eq(auditoria.usuarioAfectadoId, u.id));
    expect(eventos.filter((e) => e.tipoAccion === 'LOGIN_FALLIDO')).toHaveLength(evaluados.length);
    expect(eventos.filter((e) => e.tipoAccion === 'LOGIN_LIMITADO')).toHaveLength(limitados.length);
    expect(eventos.every((e) => e.severidad === 'SECURITY' && e.ipAddress === ip)).toBe(true);

    expect((await login(u.email, CONTRASENA_PRUEBA, ip)).statusCode).toBe(429);
    expect((await login(u.email, CONTRASENA_PRUEBA, '10.20.0.2')).statusCode).toBe(200);
  });

  it('tras 5 fallos la pareja cuenta-IP espera 1, 2, 4… minutos, sin verificar la contraseña; un éxito la limpia', async () => {
    const u = await crearUsuario(t.base.db);
    const ip = '10.21.0.1';
    for (let i = 1; i <= 5; i++) expect((await login(u.email, INCORRECTA, ip)).statusCode).toBe(401);
    const limitado = await login(u.email, CONTRASENA_PRUEBA, ip);
    expect(limitado.statusCode).toBe(429);
    expect(limitado.json()).toEqual(LIMITADO);

    t.reloj.adelantar(60_000 + 1000);
    expect((await login(u.email, INCORRECTA, ip)).statusCode).toBe(401);
    t.reloj.adelantar(60_000 + 1000);
    expect((await login(u.email, CONTRASENA_PRUEBA, ip)).statusCode).toBe(429);
    t.reloj.adelantar(60_000);
    expect((await login(u.email, CONTRASENA_PRUEBA, ip)).statusCode).toBe(200);
    expect(await fallosDeClave(t.base.db, `cuenta-ip:${u.email.toLowerCase()}|${ip}`)).toBe(0);
    expect((await login(u.email, INCORRECTA, ip)).statusCode).toBe(401);
  });

  it('un éxito pone a cero los fallos del usuario, y sin fallos previos no reescribe su fila', async () => {
    const u = await crearUsuario(t.base.db);
    const ip = '10.22.0.1';
    const fila = async () => {
      const r = (await t.base.db.execute(
        sql`select xmin::text as xmin, intentos_fallidos from usuarios where id = ${u.id}`,
      )) as unknown as { rows: { xmin: string; intentos_fallidos: number }[] };
      return r.rows[0]!;
    };
    expect((await login(u.email, INCORRECTA, ip)).statusCode).toBe(401);
    expect((await fila()).intentos_fallidos).toBe(1);
    expect((await login(u.email, CONTRASENA_PRUEBA, ip)).statusCode).toBe(200);
    const trasLimpiar = await fila();
    expect(trasLimpiar.intentos_fallidos).toBe(0);
    expect((await login(u.email, CONTRASENA_PRUEBA, ip)).statusCode).toBe(200);
    expect(await fila()).toEqual(trasLimpiar);
  });

  it('la espera no pasa de 15 minutos', async () => {
    const u = await crearUsuario(t.base.db);
    const ip = '10.22.0.1';
    for (let i = 1; i <= 5; i++) await login(u.email, INCORRECTA, ip);
    for (const minutos of [1, 2, 4, 8, 15, 15]) {
      t.reloj.adelantar(minutos * 60_000 - 2000);
      expect((await login(u.email, CONTRASENA_PRUEBA, ip)).statusCode, `antes de ${minutos} min`).toBe(429);
      t.reloj.adelantar(3000);
      expect((await login(u.email, INCORRECTA, ip)).statusCode, `después de ${minutos} min`).toBe(401);
    }
  });

  it('un email desconocido recibe exactamente las mismas respuestas que una cuenta real', async () => {
    const u = await crearUsuario(t.base.db);
    const ip = '10.23.0.1';
    const real: unknown[] = [];
    const inventado: unknown[] = [];
    for (let i = 0; i < 7; i++) {
      const a = await login(u.email, INCORRECTA, ip);
      const b = await login('no.existe@prueba.pe', INCORRECTA, ip);
      real.push([a.statusCode, a.json()]);
      inventado.push([b.statusCode, b.json()]);
    }
    expect(inventado).toEqual(real);
    expect(real.map((r) => (r as [number])[0])).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('un extraño que falla 150 veces desde muchas IP no impide que el usuario entre desde su IP conocida', async () => {
    const u = await crearUsuario(t.base.db);
    const conocida = '10.30.0.1';
    expect((await login(u.email, CONTRASENA_PRUEBA, conocida)).statusCode).toBe(200);
    const codigos: number[] = [];
    for (let i = 0; i < 150; i++) {
      codigos.push(
        (await login(u.email, INCORRECTA, `10.31.${Math.floor(i / 200)}.${(i % 200) + 1}`)).statusCode,
      );
    }
    // ASVS 2.2.1: at most 100 failures per hour on one account; past that, strangers are refused unchecked.
    expect(codigos.filter((c) => c === 401)).toHaveLength(LIMITES.umbralCuenta);
    expect(codigos.slice(LIMITES.umbralCuenta).every((c) => c === 429)).toBe(true);
    expect((await login(u.email, CONTRASENA_PRUEBA, '10.32.0.1')).statusCode).toBe(429);
    expect((await login(u.email, CONTRASENA_PRUEBA, conocida)).statusCode).toBe(200);
  }, 180_000);

  it('una IP con 100 fallos sobre cuentas distintas queda limitada, salvo para quien ya entró desde ella', async () => {
    const ip = '10.40.0.1';
    const conocido = await crearUsuario(t.base.db);
    expect((await login(conocido.email, CONTRASENA_PRUEBA, ip)).statusCode).toBe(200);
    for (let i = 0; i < LIMITES.umbralIp; i++) {
      expect((await login(`adivinado${i}@prueba.pe`, INCORRECTA, ip)).statusCode).toBe(401);
    }
    const otro = await crearUsuario(t.base.db);
    expect((await login(otro.email, CONTRASENA_PRUEBA, ip)).statusCode).toBe(429);
    expect((await login(conocido.email, CONTRASENA_PRUEBA, ip)).statusCode).toBe(200);
    expect((await login(otro.email, CONTRASENA_PRUEBA, '10.40.0.2')).statusCode).toBe(200);
    const [evento] = await t.base.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.usuarioAfectadoId, otro.id), eq(auditoria.tipoAccion, 'LOGIN_LIMITADO')));
    expect(evento).toMatchObject({ severidad: 'SECURITY', ipAddress: ip });
  }, 180_000);
});

describe('TRUST_PROXY', () => {
  /** n sign-in attempts one after the other, each with another forwarded address. */
  const intentos = async (app: AppDePrueba, n: number) => {
    const codigos: number[] = [];
    for (let i = 0; i < n; i++) {
      const r = await app.app.inject({
        method: 'POST',
        url: '/api/account/login',
        payload: { username: 'proxy@prueba.pe', password: INCORRECTA },
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      codigos.push(r.statusCode);
    }
    return codigos;
  };

  it('por defecto, un X-Forwarded-For rotativo no reinicia el límite por IP y la auditoría guarda la dirección real', async () => {
    const app = await crearAppDePrueba({ loginMaxPorMinuto: 3 });
    try {
      expect(await intentos(app, 4)).toEqual([401, 401, 401, 429]);
      const ips = (
        await app.base.db.select().from(auditoria).where(eq(auditoria.tipoAccion, 'LOGIN_FALLIDO'))
      ).map((e) => e.ipAddress);
      expect(ips).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1']);
    } finally {
      await app.cerrar();
    }
  });

  it.each([
    ['1 salto', 1],
    ['la dirección del proxy', ['127.0.0.1']],
  ] as const)('con TRUST_PROXY = %s se usa la dirección reenviada', async (_nombre, valor) => {
    const app = await crearAppDePrueba({
      loginMaxPorMinuto: 3,
      trustProxy: typeof valor === 'number' ? valor : [...valor],
    });
    try {
      expect(await intentos(app, 4)).toEqual([401, 401, 401, 401]);
      const ips = (
        await app.base.db.select().from(auditoria).where(eq(auditoria.tipoAccion, 'LOGIN_FALLIDO'))
      ).map((e) => e.ipAddress);
      expect(ips.sort()).toEqual(['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']);
    } finally {
      await app.cerrar();
    }
  });

  it('con TRUST_PROXY = 127.0.0.1, un cliente que no es el proxy no puede falsear su dirección', async () => {
    const app = await crearAppDePrueba({ trustProxy: ['127.0.0.1'] });
    try {
      const r = await app.app.inject({
        method: 'POST',
        url: '/api/account/login',
        payload: { username: 'proxy@prueba.pe', password: INCORRECTA },
        headers: { 'x-forwarded-for': '203.0.113.9' },
        remoteAddress: '198.51.100.7',
      });
      expect(r.statusCode).toBe(401);
      const [evento] = await app.base.db
        .select()
        .from(auditoria)
        .where(eq(auditoria.tipoAccion, 'LOGIN_FALLIDO'));
      expect(evento?.ipAddress).toBe('198.51.100.7');
    } finally {
      await app.cerrar();
    }
  });
});
