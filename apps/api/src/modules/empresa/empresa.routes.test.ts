import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, inArray } from 'drizzle-orm';
import { hoyEnZona } from '@app/contract/fechas';
import { MENSAJES_LOGO, TAMANO_MAXIMO_LOGO } from '@app/contract/empresa';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { buildApp, type App } from '../../app';
import { auditoria } from '../../db/schema';
import { crearReloj } from '../../lib/reloj';
import { formularioLogo, pngDePrueba } from './logo.fixtures';

let t: AppDePrueba;
let admin: string;
let jefe: string;
beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2025-06-16' });
  admin = await iniciarSesion(t.app, (await crearUsuario(t.base.db, { roles: ['Admin'] })).email);
  jefe = await iniciarSesion(t.app, (await crearUsuario(t.base.db, { roles: ['Jefe'] })).email);
});
afterAll(() => t.cerrar());

const DATOS = {
  nombreComercial: 'Andes Servicios',
  razonSocial: 'Andes Servicios Generales S.A.C.',
  ruc: '20131312955',
  zonaHoraria: null,
};

const guardar = (token: string, payload: object, app: App = t.app) =>
  app.inject({ method: 'PUT', url: '/api/empresa', headers: conToken(token), payload });
const subir = (token: string, bytes: Buffer, nombre?: string, tipo?: string) => {
  const { payload, headers } = formularioLogo(bytes, nombre, tipo);
  return t.app.inject({
    method: 'PUT',
    url: '/api/empresa/logo',
    headers: { ...conToken(token), ...headers },
    payload,
  });
};
const ultimaAuditoria = async (...acciones: string[]) => {
  const [fila] = await t.base.db
    .select()
    .from(auditoria)
    .where(inArray(auditoria.tipoAccion, acciones))
    .orderBy(desc(auditoria.id))
    .limit(1);
  return fila;
};

describe('datos de la empresa', () => {
  it('la pantalla de acceso lee nombre, logo y datos de demostración sin sesión', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/empresa/publica' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ nombreComercial: 'Empresa de Pruebas', logoUrl: null, datosDemo: false });
  });

  it('con sesión, cualquiera lee la zona de negocio y la fecha de negocio de hoy (APP_TODAY manda)', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/empresa/contexto', headers: conToken(jefe) });
    expect(r.json()).toEqual({ zonaHoraria: 'America/Lima', hoy: '2025-06-16' });
    expect((await t.app.inject({ method: 'GET', url: '/api/empresa/contexto' })).statusCode).toBe(401);
  });

  it('solo administración lee y cambia los datos; el cambio se audita con antes y después', async () => {
    const leer = await t.app.inject({ method: 'GET', url: '/api/empresa', headers: conToken(admin) });
    expect(leer.json()).toEqual({
      nombreComercial: 'Empresa de Pruebas',
      razonSocial: null,
      ruc: null,
      zonaHoraria: null,
      zonaHorariaPorDefecto: 'America/Lima',
      logoUrl: null,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/empresa', headers: conToken(jefe) })).statusCode,
    ).toBe(403);
    expect((await guardar(jefe, DATOS)).statusCode).toBe(403);

    const r = await guardar(admin, { ...DATOS, nombreComercial: '  Andes Servicios  ' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ ...DATOS, zonaHorariaPorDefecto: 'America/Lima' });
    expect((await t.app.inject({ method: 'GET', url: '/api/empresa/publica' })).json().nombreComercial).toBe(
      'Andes Servicios',
    );
    expect(await ultimaAuditoria('ACTUALIZAR_EMPRESA')).toMatchObject({
      modulo: 'CONFIGURACION',
      datosAnteriores: {
        nombreComercial: 'Empresa de Pruebas',
        razonSocial: null,
        ruc: null,
        zonaHoraria: null,
      },
      datosNuevos: DATOS,
    });
  });

  it('un RUC con el dígito de verificación errado, una zona inventada o un nombre vacío: 400 en su campo', async () => {
    const ruc = await guardar(admin, { ...DATOS, ruc: '20131312956' });
    expect(ruc.statusCode).toBe(400);
    expect(ruc.json().errors.Ruc).toEqual([
      'El RUC no es válido: revise los dígitos (el último es de verificación)',
    ]);
    const corto = await guardar(admin, { ...DATOS, ruc: '2013131' });
    expect(corto.json().errors.Ruc[0]).toBe('El RUC debe tener 11 dígitos');
    const zona = await guardar(admin, { ...DATOS, zonaHoraria: 'America/Trujillo' });
    expect(zona.statusCode).toBe(400);
    expect(zona.json().errors.ZonaHoraria).toEqual([
      'La zona horaria no es válida: elija una de la lista (p. ej. America/Lima)',
    ]);
    expect((await guardar(admin, { ...DATOS, zonaHoraria: '+05:00' })).statusCode).toBe(400);
    const nombre = await guardar(admin, { ...DATOS, nombreComercial: ' ' });
    expect(nombre.json().errors.NombreComercial).toEqual([
      'El nombre comercial debe tener al menos 2 caracteres',
    ]);
  });
});

describe('logo de la empresa', () => {
  it('un PNG se guarda y se sirve público, inmutable y con su hash; el anterior deja de existir', async () => {
    const r = await subir(admin, pngDePrueba());
    expect(r.statusCode).toBe(200);
    const url: string = r.json().logoUrl;
    expect(url).toMatch(/^\/api\/empresa\/logo\/[0-9a-f]{64}$/);
    expect((await t.app.inject({ method: 'GET', url: '/api/empresa/publica' })).json().logoUrl).toBe(url);

    const logo = await t.app.inject({ method: 'GET', url });
    expect(logo.statusCode).toBe(200);
    expect(logo.rawPayload.equals(pngDePrueba())).toBe(true);
    expect(logo.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(await ultimaAuditoria('ACTUALIZAR_LOGO_EMPRESA')).toMatchObject({
      modulo: 'CONFIGURACION',
      datosAnteriores: { logoHash: null, logoTipo: null },
      datosNuevos: { logoHash: url.split('/').pop(), logoTipo: 'image/png' },
    });

    const otro = await subir(admin, pngDePrueba([200, 30, 30]));
    expect(otro.json().logoUrl).not.toBe(url);
    const viejo = await t.app.inject({ method: 'GET', url });
    expect(viejo.statusCode).toBe(404);
    expect(viejo.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/api/empresa/logo/no-es-un-hash' })).statusCode).toBe(
      404,
    );
  });

  it('un SVG seguro se sirve con una CSP que no deja ejecutar ni cargar nada', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>';
    const r = await subir(admin, Buffer.from(svg), 'logo.svg', 'image/svg+xml');
    expect(r.statusCode).toBe(200);
    const logo = await t.app.inject({ method: 'GET', url: r.json().logoUrl });
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(logo.body).toBe(svg);
  });

  it.each([
    [
      'un SVG con script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
      MENSAJES_LOGO.svgScript,
    ],
    [
      'un JPEG llamado .png',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70]),
      'logo.png',
      MENSAJES_LOGO.tipo,
    ],
    ['un PNG cortado', pngDePrueba().subarray(0, 30), 'logo.png', MENSAJES_LOGO.pngInvalido],
  ])('%s se rechaza con 400 y el logo no cambia', async (_caso, bytes, nombre, mensaje) => {
    const antes = (await t.app.inject({ method: 'GET', url: '/api/empresa/publica' })).json().logoUrl;
    const r = await subir(admin, bytes, nombre);
    expect(r.statusCode).toBe(400);
    expect(r.json().errors.Logo).toEqual([mensaje]);
    expect((await t.app.inject({ method: 'GET', url: '/api/empresa/publica' })).json().logoUrl).toBe(antes);
  });

  it('más de 200 KB: 413 con el límite en español', async () => {
    const r = await subir(admin, Buffer.concat([pngDePrueba(), Buffer.alloc(TAMANO_MAXIMO_LOGO)]));
    expect(r.statusCode).toBe(413);
    expect(r.json().message).toBe('El logo no puede superar 200 KB');
  });

  it('solo administración sube o quita el logo; quitarlo se audita y su dirección da 404', async () => {
    expect((await subir(jefe, pngDePrueba())).statusCode).toBe(403);
    const url = (await subir(admin, pngDePrueba([1, 2, 3]))).json().logoUrl as string;
    const quitar = () =>
      t.app.inject({ method: 'DELETE', url: '/api/empresa/logo', headers: conToken(admin) });
    const r = await quitar();
    expect(r.statusCode).toBe(200);
    expect(r.json().logoUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(await ultimaAuditoria('QUITAR_LOGO_EMPRESA')).toMatchObject({
      datosAnteriores: { logoHash: url.split('/').pop(), logoTipo: 'image/png' },
      datosNuevos: { logoHash: null, logoTipo: null },
    });
    expect((await quitar()).statusCode).toBe(200);
  });
});

describe('zona horaria de negocio en caliente', () => {
  it('otra instancia de la app sobre la misma base ve el cambio de zona en su siguiente petición, sin reiniciar', async () => {
    // A second process: real clock (no APP_TODAY), started with TZ_NEGOCIO = America/Lima.
    const otra = await buildApp({
      baseDeDatos: t.base,
      reloj: crearReloj({ zona: 'America/Lima' }),
      zonaNegocio: 'America/Lima',
      webDist: '/nonexistent',
    });
    try {
      await otra.ready();
      const token = await iniciarSesion(otra, (await crearUsuario(t.base.db, { roles: ['Empleado'] })).email);
      const contexto = async () =>
        (
          await otra.inject({ method: 'GET', url: '/api/empresa/contexto', headers: conToken(token) })
        ).json() as {
          zonaHoraria: string;
          hoy: string;
        };
      expect((await contexto()).zonaHoraria).toBe('America/Lima');

      // UTC+14 and UTC−11: their dates always differ, so "hoy" proves which zone the clock uses.
      for (const zona of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
        expect((await guardar(admin, { ...DATOS, zonaHoraria: zona })).statusCode).toBe(200);
        const visto = await contexto();
        expect(visto.zonaHoraria).toBe(zona);
        expect([hoyEnZona(zona, new Date(Date.now() - 5000)), hoyEnZona(zona)]).toContain(visto.hoy);
      }
      // null: back to TZ_NEGOCIO.
      expect((await guardar(admin, DATOS)).statusCode).toBe(200);
      expect((await contexto()).zonaHoraria).toBe('America/Lima');
    } finally {
      await otra.close();
    }
  });

  it('una app que arranca sobre una base con zona configurada la usa desde el inicio', async () => {
    expect((await guardar(admin, { ...DATOS, zonaHoraria: 'Europe/Madrid' })).statusCode).toBe(200);
    const reloj = crearReloj({ zona: 'America/Lima' });
    const nueva = await buildApp({
      baseDeDatos: t.base,
      reloj,
      zonaNegocio: 'America/Lima',
      webDist: '/nonexistent',
    });
    try {
      await nueva.ready();
      expect(reloj.zona()).toBe('Europe/Madrid');
    } finally {
      await nueva.close();
      expect((await guardar(admin, DATOS)).statusCode).toBe(200);
    }
  });
});
