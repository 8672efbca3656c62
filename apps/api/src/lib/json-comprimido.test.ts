import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { codificacionPreferida, jsonComprimible } from './json-comprimido';

describe('codificacionPreferida', () => {
  it('prefiere brotli cuando el navegador acepta brotli y gzip', () => {
    expect(codificacionPreferida('gzip, deflate, br, zstd')).toBe('br');
  });

  it('usa gzip si brotli no se acepta o se rechaza con q=0', () => {
    expect(codificacionPreferida('gzip, deflate')).toBe('gzip');
    expect(codificacionPreferida('br;q=0, gzip')).toBe('gzip');
  });

  it('respeta la calidad pedida y el comodín', () => {
    expect(codificacionPreferida('br;q=0.2, gzip;q=0.8')).toBe('gzip');
    expect(codificacionPreferida('*')).toBe('br');
    expect(codificacionPreferida('*;q=0, gzip')).toBe('gzip');
  });

  it('no comprime sin cabecera, con identity o con una codificación desconocida', () => {
    expect(codificacionPreferida(undefined)).toBeNull();
    expect(codificacionPreferida('')).toBeNull();
    expect(codificacionPreferida('identity')).toBeNull();
    expect(codificacionPreferida('deflate, zstd')).toBeNull();
    expect(codificacionPreferida('br;q=0, gzip;q=0')).toBeNull();
  });
});

describe('jsonComprimible', () => {
  const json = Buffer.from(
    JSON.stringify({ personas: Array.from({ length: 500 }, (_, i) => `Persona ${i}`) }),
  );

  it('devuelve la misma respuesta al descomprimir cada forma', async () => {
    const r = jsonComprimible(json);
    expect(brotliDecompressSync(await r.en('br')).equals(json)).toBe(true);
    expect(gunzipSync(await r.en('gzip')).equals(json)).toBe(true);
    expect((await r.en('br')).length).toBeLessThan(json.length / 4);
  });

  it('comprime cada forma una sola vez', async () => {
    const r = jsonComprimible(json);
    const primera = await r.en('gzip');
    expect(await r.en('gzip')).toBe(primera);
  });
});
