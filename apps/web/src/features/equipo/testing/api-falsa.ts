import { vi } from 'vitest';
import { respuestaJson } from '../../../testing/test-utils';

type Manejador = (url: URL, init: RequestInit) => Response | Promise<Response>;

/**
 * A fake /api for the team screens' tests: `rutas['GET /api/...'] = (url) => respuestaJson(...)`. Unknown routes
 * answer 404. `llamadas('GET /api/...')` lists the query strings each call sent.
 */
export function crearApiFalsa() {
  const rutas: Record<string, Manejador> = {};
  const fetchMock = vi.fn(async (entrada: string, init: RequestInit = {}) => {
    const url = new URL(entrada, 'http://localhost');
    const clave = `${init.method ?? 'GET'} ${url.pathname}`;
    const manejador = rutas[clave];
    if (!manejador) return respuestaJson({ code: 'NO_ENCONTRADO', message: 'La ruta no existe' }, 404);
    return manejador(url, init);
  });
  const llamadas = (clave: string) =>
    fetchMock.mock.calls
      .filter(([entrada, init]) => {
        const url = new URL(entrada, 'http://localhost');
        return `${init?.method ?? 'GET'} ${url.pathname}` === clave;
      })
      .map(([entrada]) => new URL(entrada, 'http://localhost').searchParams);
  return { rutas, fetchMock, llamadas };
}
