import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearAppDePrueba, type AppDePrueba } from '../build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../factories';
import { buildApp, type App } from '../../src/app';
import { crearReloj } from '../../src/lib/reloj';

// The built web goes out pre-compressed with long caching for hashed assets, and large API replies are
// compressed on the fly when the client accepts it.
let t: AppDePrueba;
let web: App;
let dist: string;
const SCRIPT = `console.log(${JSON.stringify('Descanso '.repeat(400))});`;
const HTML = `<!doctype html><html lang="es"><head><title>Descanso</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;

beforeAll(async () => {
  t = await crearAppDePrueba();
  // A built web as Vite leaves it: index.html, a hashed asset and the .br/.gz beside each (vite.config.ts).
  dist = mkdtempSync(path.join(tmpdir(), 'descanso-web-'));
  mkdirSync(path.join(dist, 'assets'));
  for (const [archivo, contenido] of [
    ['index.html', HTML],
    ['assets/index-Ab12Cd34.js', SCRIPT],
  ] as const) {
    writeFileSync(path.join(dist, archivo), contenido);
    writeFileSync(path.join(dist, `${archivo}.br`), brotliCompressSync(contenido));
    writeFileSync(path.join(dist, `${archivo}.gz`), gzipSync(contenido));
  }
  web = await buildApp({ baseDeDatos: t.base, reloj: crearReloj({ zona: 'America/Lima' }), webDist: dist });
  await web.ready();
});
afterAll(async () => {
  await web?.close();
  await t.cerrar();
  rmSync(dist, { recursive: true, force: true });
});

describe('la web construida', () => {
  it('envía el archivo precomprimido en brotli con caché de un año inmutable para los assets con hash', async () => {
    const r = await web.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['vary']).toMatch(/accept-encoding/i);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
  });

  it('envía gzip a quien no acepta brotli y el original a quien no acepta compresión', async () => {
    const gz = await web.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plano = await web.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(plano.headers['content-encoding']).toBeUndefined();
    expect(plano.body).toBe(SCRIPT);
  });

  it('index.html y las rutas de la aplicación se revalidan en cada visita (no-cache) y van comprimidas', async () => {
    for (const url of ['/', '/dashboard']) {
      const r = await web.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['cache-control'], url).toBe('no-cache');
      expect(r.headers['content-encoding'], url).toBe('br');
    }
  });

  it('un asset que no cambió responde 304 a una visita que ya lo tiene', async () => {
    const primera = await web.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    const etag = primera.headers['etag'];
    expect(etag).toBeTruthy();
    const segunda = await web.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'if-none-match': String(etag) },
    });
    expect(segunda.statusCode).toBe(304);
  });
});

describe('respuestas de la API', () => {
  it('una lista de 1 KB o más va comprimida si el cliente lo acepta y sigue sin guardarse en caché', async () => {
    const admin = await iniciarSesion(t.app, (await crearUsuario(t.base.db, { roles: ['Admin'] })).email);
    const url = '/api/Permiso';
    const plano = await t.app.inject({ method: 'GET', url, headers: conToken(admin) });
    expect(plano.statusCode).toBe(200);
    expect(plano.rawPayload.length).toBeGreaterThan(1024);
    expect(plano.headers['content-encoding']).toBeUndefined();
    const gz = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...conToken(admin), 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plano.json());
    // Brotli first when both are accepted, as every browser asks (at the quality the app sets, ADR 054).
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...conToken(admin), 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plano.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plano.json());
  });

  it('una respuesta pequeña no se comprime', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
  });
});
