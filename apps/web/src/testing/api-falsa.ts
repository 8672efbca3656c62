import { afterEach, beforeEach, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { hoyEnZona } from '@app/contract/fechas';
import { respuestaJson } from './test-utils';

type Manejador = (url: URL, init: RequestInit) => Response | Promise<Response>;

const clave = (entrada: string, init: RequestInit | undefined) =>
  `${init?.method ?? 'GET'} ${new URL(entrada, 'http://localhost').pathname}`;

/**
 * A fake /api for the web tests, to stub `fetch` with: `rutas['GET /api/...'] = (url, init) => respuestaJson(...)`;
 * unknown routes answer 404; the company's public data and business clock have defaults. `llamadas(clave)` lists each call's query string, `cuerpos(clave)` each call's JSON
 * body, in order.
 */
export function crearApiFalsa() {
  const rutas: Record<string, Manejador> = {
    // What every page reads from the server before drawing (tests override them): the company and its clock.
    'GET /api/empresa/publica': () =>
      respuestaJson({ nombreComercial: 'Descanso', logoUrl: null, datosDemo: false }),
    'GET /api/empresa/contexto': () =>
      respuestaJson({ zonaHoraria: 'America/Lima', hoy: hoyEnZona('America/Lima') }),
  };
  const fetchMock = vi.fn(async (entrada: string, init: RequestInit = {}) => {
    const manejador = rutas[clave(entrada, init)];
    if (!manejador) return respuestaJson({ code: 'NO_ENCONTRADO', message: 'La ruta no existe' }, 404);
    return manejador(new URL(entrada, 'http://localhost'), init);
  });
  const de = (buscada: string) =>
    fetchMock.mock.calls.filter(([entrada, init]) => clave(entrada, init) === buscada);
  const llamadas = (buscada: string) =>
    de(buscada).map(([entrada]) => new URL(entrada, 'http://localhost').searchParams);
  const cuerpos = (buscada: string): unknown[] =>
    de(buscada).map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
  return { rutas, fetchMock, llamadas, cuerpos };
}

export type ApiFalsa = ReturnType<typeof crearApiFalsa>;

/**
 * A fresh fake /api for each test of the file: `fetch` is stubbed with it (and `console.error` silenced) before
 * each test and restored after. Call at the top level of a test file; the object returned always holds the
 * current test's api.
 */
export function usarApiFalsa(): ApiFalsa {
  const actual = {} as ApiFalsa;
  beforeEach(() => {
    Object.assign(actual, crearApiFalsa());
    vi.stubGlobal('fetch', actual.fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return actual;
}

/** A list's load-error message, which shows only once the client has given up retrying a failing call. */
export const errorDeCarga = (texto: string, timeout: number) => screen.findByText(texto, {}, { timeout });
