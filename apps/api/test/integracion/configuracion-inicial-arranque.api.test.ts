// The first start of a real company (ADR 029) with the real server as a child process on an empty
// embedded database: the one-time setup link is printed once on stderr, never in the JSON log, and only when there
// is neither demo data nor ADMIN_EMAIL.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { registrarSecreto } from '../registro-de-pruebas';
import { arrancarServidor, detenerTodos, pedir, type ServidorHijo } from '../servidor-hijo';

const CONTRASENA = 'tortuga azul salta lejos';
registrarSecreto(CONTRASENA);

const carpetas: string[] = [];
const carpetaNueva = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'descanso-inicial-'));
  carpetas.push(dir);
  return dir;
};
afterAll(async () => {
  await detenerTodos();
  for (const dir of carpetas) rmSync(dir, { recursive: true, force: true });
});

const ENLACE = /http:\/\/[^\s/]+\/configuracion-inicial\?token=([\w-]+)/g;

/** Every setup link the child printed on stderr so far; each token is recorded as a secret for the log scan. */
const enlaces = (hijo: ServidorHijo) =>
  [...hijo.errores().matchAll(ENLACE)].map((m) => {
    registrarSecreto(m[1]!);
    return { enlace: m[0], token: m[1]! };
  });

/** The link is written right after listening: a moment after /api/health answers (10 s at most). */
const esperarEnlace = async (hijo: ServidorHijo) => {
  const limite = Date.now() + 10_000;
  while (enlaces(hijo).length === 0) {
    if (Date.now() > limite)
      throw new Error(`el servidor no imprimió el enlace de configuración en 10 s: ${hijo.errores()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return enlaces(hijo);
};

const estado = async (url: string) =>
  (await pedir(url, 'GET', '/api/configuracion-inicial')).cuerpo.disponible as boolean;

const datos = (token: string) => ({
  token,
  nombreComercial: 'Textiles Andinos',
  razonSocial: 'Textiles Andinos S.A.C.',
  ruc: '20601234565',
  regimen: 'GENERAL',
  nombres: 'Rosa',
  apellidoPaterno: 'Quispe',
  apellidoMaterno: 'Mamani',
  dni: '45678912',
  email: 'rosa.quispe@textiles.pe',
  contrasena: CONTRASENA,
  confirmarContrasena: CONTRASENA,
});

describe.skipIf(inject('motorPruebas') !== 'pglite')('arranque de una empresa real sin demo', () => {
  it('imprime el enlace una vez en stderr y no en el log; un reinicio lo reemplaza; el enlace vigente configura la empresa', async () => {
    const dataDir = carpetaNueva();
    const primero = await arrancarServidor({ env: { DATA_DIR: dataDir }, etiqueta: 'inicial-primero' });
    const [impreso, ...otros] = await esperarEnlace(primero);
    expect(otros).toEqual([]);
    expect(impreso!.enlace).toBe(
      `http://127.0.0.1:${new URL(primero.url).port}/configuracion-inicial?token=${impreso!.token}`,
    );
    expect(impreso!.token).toMatch(/^[\w-]{43}$/);
    expect(await estado(primero.url)).toBe(true);
    // Opening the page logs its URL: with the token hidden.
    await fetch(impreso!.enlace);
    await primero.detener('SIGTERM');
    if (primero.archivoLog) {
      const log = readFileSync(primero.archivoLog, 'utf8');
      expect(log).toContain('Configuración inicial pendiente');
      expect(log).toContain('token=[Redacted]');
      expect(log).not.toContain(impreso!.token);
    }

    const segundo = await arrancarServidor({ env: { DATA_DIR: dataDir }, etiqueta: 'inicial-segundo' });
    const [nuevo] = await esperarEnlace(segundo);
    expect(nuevo!.token).not.toBe(impreso!.token);
    const viejo = await pedir(segundo.url, 'POST', '/api/configuracion-inicial', {
      cuerpo: datos(impreso!.token),
    });
    expect(viejo.status).toBe(403);
    const r = await pedir(segundo.url, 'POST', '/api/configuracion-inicial', { cuerpo: datos(nuevo!.token) });
    expect(r.status, JSON.stringify(r.cuerpo)).toBe(200);
    expect(await estado(segundo.url)).toBe(false);
    const login = await pedir(segundo.url, 'POST', '/api/account/login', {
      cuerpo: { username: 'rosa.quispe@textiles.pe', password: CONTRASENA },
    });
    expect(login.status).toBe(200);
    await segundo.detener('SIGTERM');

    // Once an administrator exists, a restart prints no link.
    const tercero = await arrancarServidor({ env: { DATA_DIR: dataDir }, etiqueta: 'inicial-tercero' });
    // Stopped and its stderr closed: everything it printed is in.
    await tercero.detener('SIGTERM');
    expect(enlaces(tercero)).toEqual([]);
    expect(tercero.errores()).not.toContain('Configuración inicial');
    // Three starts of the server, each a few seconds on a busy machine.
  }, 180_000);

  it('con ADMIN_EMAIL y ADMIN_PASSWORD no imprime ningún enlace y la configuración inicial no está disponible', async () => {
    const contrasena = 'una frase larga que solo yo conozco';
    registrarSecreto(contrasena);
    const hijo = await arrancarServidor({
      env: { DATA_DIR: carpetaNueva(), ADMIN_EMAIL: 'rrhh@miempresa.pe', ADMIN_PASSWORD: contrasena },
      etiqueta: 'inicial-admin-email',
    });
    expect(await estado(hijo.url)).toBe(false);
    await hijo.detener('SIGTERM');
    expect(enlaces(hijo)).toEqual([]);
  }, 120_000);

  it('con la empresa demo no imprime ningún enlace', async () => {
    const hijo = await arrancarServidor({
      env: { DATA_DIR: carpetaNueva(), SEED_DEMO: 'true', APP_TODAY: '2025-06-15' },
      etiqueta: 'inicial-demo',
      esperaMs: 120_000,
    });
    expect(await estado(hijo.url)).toBe(false);
    await hijo.detener('SIGTERM');
    expect(enlaces(hijo)).toEqual([]);
  }, 150_000);
});
