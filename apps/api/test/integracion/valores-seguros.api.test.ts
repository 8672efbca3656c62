import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp, type App } from '../../src/app';
import { crearAppDePrueba } from '../build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../factories';
import { auditoria, configuracionEmpresa } from '../../src/db/schema';
import { ACCESO_DENEGADO } from '../../src/plugins/auditoria-accesos';
import { CABECERA_HSTS, OPCIONES_HELMET } from '../../src/plugins/cabeceras-seguridad';

/*
 * Safe defaults of a real installation. HSTS and upgrade-insecure-requests only over HTTPS (a LAN
 * install over plain HTTP was a blank page), no-store on every /api reply, the public /api/empresa/publica, refusals on
 * administration routes in the audit, and an audit table that refuses UPDATE and DELETE in the database itself.
 */

const t = await crearAppDePrueba({ hoy: '2025-06-01' });
/** The same database behind nginx on this host (TRUST_PROXY=127.0.0.1), serving a built web of one page. */
let detrasDeProxy: App;
const web = mkdtempSync(path.join(tmpdir(), 'descanso-web-'));
beforeAll(async () => {
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Descanso</title>');
  detrasDeProxy = await buildApp({
    baseDeDatos: t.base,
    reloj: t.reloj,
    webDist: web,
    trustProxy: ['127.0.0.1'],
  });
  await detrasDeProxy.ready();
});
afterAll(async () => {
  await detrasDeProxy?.close();
  await t.cerrar();
  rmSync(web, { recursive: true, force: true });
});

const cabecerasDe = (r: { headers: Record<string, unknown> }) => ({
  hsts: r.headers['strict-transport-security'],
  csp: String(r.headers['content-security-policy'] ?? ''),
});

describe('HSTS y upgrade-insecure-requests solo sobre HTTPS', () => {
  it('por HTTP simple (p. ej. http://192.168.1.20:3000) no se envían: el navegador pediría los scripts por HTTPS', async () => {
    for (const url of ['/api/health', '/api/empresa/publica', '/login', '/api/no-existe']) {
      const { hsts, csp } = cabecerasDe(await t.app.inject({ method: 'GET', url }));
      expect(hsts, url).toBeUndefined();
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).not.toContain('upgrade-insecure-requests');
    }
  });

  it('con X-Forwarded-Proto: https de un proxy de confianza (TRUST_PROXY) se envían ambos', async () => {
    const r = await detrasDeProxy.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '192.168.1.50' },
    });
    expect(r.statusCode).toBe(200);
    const { hsts, csp } = cabecerasDe(r);
    expect(hsts).toBe(CABECERA_HSTS);
    expect(csp).toContain("default-src 'self'");
    expect(csp.split(';').filter((d) => d.trim() === 'upgrade-insecure-requests')).toHaveLength(1);
  });

  it('la misma cabecera enviada por un cliente que no es un proxy de confianza no cuenta', async () => {
    // Directly to the server, no proxy trusted at all (TRUST_PROXY unset).
    const directo = cabecerasDe(
      await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } }),
    );
    expect(directo.hsts).toBeUndefined();
    expect(directo.csp).not.toContain('upgrade-insecure-requests');
    // From an address that is not the trusted proxy's.
    const ajeno = cabecerasDe(
      await detrasDeProxy.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-proto': 'https' },
      }),
    );
    expect(ajeno.hsts).toBeUndefined();
    expect(ajeno.csp).not.toContain('upgrade-insecure-requests');
  });
});

describe('Las cabeceras de Helmet, leídas una vez al arrancar', () => {
  /** What helmet's own middleware sets, with the same options, on a real response of a real HTTP server. */
  async function cabecerasDeHelmetReal() {
    const aplicar = helmet(OPCIONES_HELMET);
    const servidor = createServer((req, res) => aplicar(req, res, () => res.end('ok')));
    await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
    try {
      const { port } = servidor.address() as { port: number };
      const r = await fetch(`http://127.0.0.1:${port}/`);
      await r.text();
      const omitir = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
      return Object.fromEntries([...r.headers].filter(([nombre]) => !omitir.has(nombre)));
    } finally {
      await new Promise((r) => servidor.close(r));
    }
  }

  it('toda respuesta (API, web, error, 404, entrada inválida) lleva todas las de Helmet, con sus valores', async () => {
    const esperadas = await cabecerasDeHelmetReal();
    expect(esperadas).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    const respuestas = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await detrasDeProxy.inject({ method: 'GET', url: '/login' }),
      await t.app.inject({ method: 'GET', url: '/api/account/me' }),
      await t.app.inject({ method: 'GET', url: '/api/no-existe' }),
      await t.app.inject({ method: 'POST', url: '/api/account/login', payload: { username: 1 } }),
    ];
    expect(respuestas.map((r) => r.statusCode)).toEqual([200, 200, 401, 404, 400]);
    for (const r of respuestas) {
      for (const [nombre, valor] of Object.entries(esperadas))
        expect(r.headers[nombre], `${nombre} en ${r.statusCode} ${r.body.slice(0, 60)}`).toBe(valor);
      expect(r.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('Cache-Control: no-store en /api', () => {
  it('toda respuesta de /api, con datos personales, token, error o ruta inexistente, lleva no-store', async () => {
    const admin = await crearUsuario(t.base.db, { roles: ['Admin'] });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: admin.email, password: 'Clave#Equivocada-2026' },
    });
    expect(login.statusCode).toBe(401);
    const token = await iniciarSesion(t.app, admin.email);
    const respuestas = [
      login,
      await t.app.inject({ method: 'GET', url: '/api/account/me', headers: conToken(token) }),
      await t.app.inject({ method: 'GET', url: '/api/usuarios-admin', headers: conToken(token) }),
      await t.app.inject({ method: 'GET', url: '/api/auditoria', headers: conToken(token) }),
      await t.app.inject({ method: 'GET', url: '/api/account/me' }),
      await t.app.inject({ method: 'GET', url: '/api/no-existe' }),
      await t.app.inject({ method: 'GET', url: '/api/health' }),
    ];
    for (const r of respuestas) expect(r.headers['cache-control'], r.body.slice(0, 80)).toBe('no-store');
  });
});

describe('GET /api/empresa/publica', () => {
  it('es pública y dice si están cargados los datos de demostración', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/empresa/publica' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ nombreComercial: 'Empresa de Pruebas', logoUrl: null, datosDemo: false });

    await t.base.db
      .update(configuracionEmpresa)
      .set({ datosDemo: true })
      .where(eq(configuracionEmpresa.id, 1));
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/empresa/publica' })).json()).toEqual({
        nombreComercial: 'Empresa de Pruebas',
        logoUrl: null,
        datosDemo: true,
      });
    } finally {
      await t.base.db
        .update(configuracionEmpresa)
        .set({ datosDemo: false })
        .where(eq(configuracionEmpresa.id, 1));
    }
  });
});

describe('auditoría de los 403 en rutas de administración', () => {
  const denegados = (usuarioId: number) =>
    t.base.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.tipoAccion, ACCESO_DENEGADO), eq(auditoria.usuarioEjecutorId, usuarioId)));

  it('un 403 en una ruta de administración deja exactamente un registro SECURITY con quién, qué ruta, el motivo y la IP', async () => {
    const empleado = await crearUsuario(t.base.db);
    const token = await iniciarSesion(t.app, empleado.email);
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/usuarios-admin?pageNumber=1',
      headers: conToken(token),
      remoteAddress: '10.1.2.3',
    });
    expect(r.statusCode).toBe(403);
    const registros = await denegados(empleado.id);
    expect(registros).toHaveLength(1);
    expect(registros[0]).toMatchObject({
      modulo: 'GESTION_USUARIOS',
      tipoAccion: ACCESO_DENEGADO,
      severidad: 'SECURITY',
      mensajeCorto: 'Acceso denegado: GET /api/usuarios-admin',
      usuarioEjecutorId: empleado.id,
      motivo: r.json().message,
      ipAddress: '10.1.2.3',
    });

    // One record per refusal, on every administration module.
    for (const [metodo, url] of [
      ['PUT', '/api/rol/cambiar-estado-rol/1'],
      ['GET', '/api/Permiso'],
      ['GET', '/api/bulkimport/columns'],
      ['GET', '/api/auditoria/estadisticas'],
    ] as const) {
      const otra = await t.app.inject({ method: metodo, url, headers: conToken(token) });
      expect(otra.statusCode, url).toBe(403);
    }
    const todos = await denegados(empleado.id);
    expect(todos.map((f) => f.modulo).sort()).toEqual(
      ['AUDITORIA', 'GESTION_PERMISOS', 'GESTION_ROLES', 'GESTION_USUARIOS', 'GESTION_USUARIOS'].sort(),
    );
  });

  it('un 403 fuera de administración (la solicitud de otro equipo) y un 401 no dejan ninguno', async () => {
    const jefe = await crearUsuario(t.base.db, { roles: ['Jefe'] });
    const ajeno = await crearUsuario(t.base.db, { fechaIngreso: '2024-01-10' });
    const tokenAjeno = await iniciarSesion(t.app, ajeno.email);
    const creada = await t.app.inject({
      method: 'POST',
      url: '/api/solicitud-vacaciones/crear-solicitud-vacaciones',
      headers: conToken(tokenAjeno),
      payload: { tipoVacaciones: 'libres', diasSolicitados: 1, fechaInicio: '2025-06-10', periodo: 2024 },
    });
    expect(creada.statusCode, creada.body).toBe(200);
    const tokenJefe = await iniciarSesion(t.app, jefe.email);
    const antes = await t.base.db.select({ n: sql<number>`count(*)::int` }).from(auditoria);
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/solicitud-vacaciones/${creada.json().id}`,
      headers: conToken(tokenJefe),
    });
    expect(r.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/usuarios-admin' })).statusCode).toBe(401);
    expect(await denegados(jefe.id)).toEqual([]);
    const despues = await t.base.db.select({ n: sql<number>`count(*)::int` }).from(auditoria);
    expect(despues[0]!.n).toBe(antes[0]!.n);
  });
});

describe('la auditoría solo admite agregar registros, en la propia base de datos', () => {
  it('un DELETE, un UPDATE o un TRUNCATE directos fallan y los registros siguen ahí', async () => {
    const empleado = await crearUsuario(t.base.db);
    const token = await iniciarSesion(t.app, empleado.email);
    await t.app.inject({ method: 'GET', url: '/api/rol/get-permisos', headers: conToken(token) });
    const leer = () => t.base.db.select().from(auditoria).orderBy(auditoria.id);
    const antes = await leer();
    expect(antes.length).toBeGreaterThan(0);

    const intentos = [
      sql`delete from auditoria`,
      sql`delete from auditoria where usuario_ejecutor_id = ${empleado.id}`,
      sql`update auditoria set motivo = 'borrado' where usuario_ejecutor_id = ${empleado.id}`,
      sql`update auditoria set severidad = 'INFO'`,
      sql`truncate auditoria`,
    ];
    for (const sentencia of intentos) {
      await expect(t.base.db.execute(sentencia)).rejects.toThrow();
    }
    // Inside a transaction too: the change never lands, whatever else the transaction does.
    await expect(
      t.base.db.transaction(async (tx) => {
        await tx.execute(sql`delete from auditoria where id = ${antes[0]!.id}`);
      }),
    ).rejects.toThrow();
    expect(await leer()).toEqual(antes);
    // Appending still works.
    const r = await t.app.inject({ method: 'GET', url: '/api/rol/get-permisos', headers: conToken(token) });
    expect(r.statusCode).toBe(403);
    expect(await leer()).toHaveLength(antes.length + 1);
  });

  it('la causa del rechazo es el disparador de la migración 0005, con su mensaje', async () => {
    const error = await t.base.db.execute(sql`delete from auditoria`).catch((e: unknown) => e);
    let causa: unknown = error;
    while (causa instanceof Error && causa.cause) causa = causa.cause;
    expect(String((causa as Error).message)).toMatch(/La auditoría solo admite agregar registros: DELETE/);
  });
});
