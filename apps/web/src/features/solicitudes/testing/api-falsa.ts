import { vi } from 'vitest';
import type { TSolicitudItem } from '@app/contract/solicitudes';
import { respuestaJson } from '../../../testing/test-utils';

type Manejador = (url: URL, init: RequestInit) => Response | Promise<Response>;

/**
 * A fake /api for these screens' tests: `rutas['GET /api/...'] = (url) => respuestaJson(...)`. Unknown routes
 * answer 404. `llamadas('GET /api/...')` lists what each call sent (query string and body).
 */
export function crearApiFalsa() {
  const rutas: Record<string, Manejador> = {};
  const fetchMock = vi.fn(async (entrada: string, init: RequestInit = {}) => {
    const url = new URL(entrada, 'http://localhost');
    const manejador = rutas[`${init.method ?? 'GET'} ${url.pathname}`];
    if (!manejador) return respuestaJson({ code: 'NO_ENCONTRADO', message: 'La ruta no existe' }, 404);
    return manejador(url, init);
  });
  const llamadas = (clave: string) =>
    fetchMock.mock.calls
      .filter(
        ([entrada, init]) =>
          `${init?.method ?? 'GET'} ${new URL(entrada, 'http://localhost').pathname}` === clave,
      )
      .map(([entrada, init]) => ({
        query: new URL(entrada, 'http://localhost').searchParams,
        cuerpo: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      }));
  return { rutas, fetchMock, llamadas };
}

/** A list item with sensible defaults. */
export const solicitudDePrueba = (id: number, extra: Partial<TSolicitudItem> = {}): TSolicitudItem => ({
  id,
  tipoVacaciones: 'libres',
  fechaInicio: '2027-02-01',
  fechaFin: '2027-02-03',
  diasSolicitados: 3,
  estado: 'Pendiente',
  fechaSolicitud: '2026-11-20T14:00:00.000Z',
  periodo: 2025,
  nombreSolicitante: 'Elena Flores Huamán',
  nombreJefeDirecto: 'Jorge Ramírez Salazar',
  nombreAprobador: null,
  fechaAprobacion: null,
  puedeCancelar: false,
  ...extra,
});
