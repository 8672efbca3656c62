import { vi } from 'vitest';
import { respuestaJson } from '../../../testing/test-utils';

type Manejador = (url: URL, init: RequestInit) => Response | Promise<Response>;

/**
 * A fake /api for this feature's tests: `rutas['GET /api/...'] = (url) => respuestaJson(...)`; unknown routes
 * answer 404. `llamadas(clave)` lists each call's query string, `cuerpos(clave)` each call's JSON body.
 */
export function crearApiFalsa() {
  const rutas: Record<string, Manejador> = {};
  const fetchMock = vi.fn(async (entrada: string, init: RequestInit = {}) => {
    const url = new URL(entrada, 'http://localhost');
    const manejador = rutas[`${init.method ?? 'GET'} ${url.pathname}`];
    if (!manejador) return respuestaJson({ code: 'NO_ENCONTRADO', message: 'La ruta no existe' }, 404);
    return manejador(url, init);
  });
  const de = (clave: string) =>
    fetchMock.mock.calls.filter(([entrada, init]) => {
      const url = new URL(entrada, 'http://localhost');
      return `${init?.method ?? 'GET'} ${url.pathname}` === clave;
    });
  const llamadas = (clave: string) =>
    de(clave).map(([entrada]) => new URL(entrada, 'http://localhost').searchParams);
  const cuerpos = (clave: string): unknown[] =>
    de(clave).map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
  return { rutas, fetchMock, llamadas, cuerpos };
}

/** The three dropdowns of the user form, as the demo company has them. */
export const DEPARTAMENTOS = [
  { id: 1, nombre: 'Gerencia General' },
  { id: 2, nombre: 'Recursos Humanos' },
  { id: 3, nombre: 'Operaciones' },
];
export const ROLES = ['Admin', 'Empleado', 'Jefe'];
export const JEFES = [
  { id: 1, nombreCompleto: 'Carlos Mendoza Ríos', email: 'admin@descanso.pe' },
  { id: 3, nombreCompleto: 'Jorge Ramírez Salazar', email: 'jefe@descanso.pe' },
  { id: 4, nombreCompleto: 'Elena Flores Huamán', email: 'empleado@descanso.pe' },
];

const sinTildes = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Answers the three dropdown calls of the user form. */
export function conDropdowns(api: ReturnType<typeof crearApiFalsa>) {
  api.rutas['GET /api/usuarios-admin/dropdowns/departamentos'] = () => respuestaJson(DEPARTAMENTOS);
  api.rutas['GET /api/usuarios-admin/dropdowns/roles'] = () => respuestaJson(ROLES);
  api.rutas['GET /api/usuarios-admin/dropdowns/jefes'] = () => respuestaJson(JEFES);
  // The manager search, filtered like the server: name or e-mail without accents, never excluirId.
  api.rutas['GET /api/usuarios-admin/opciones-jefe'] = (url) => {
    const texto = sinTildes(url.searchParams.get('busqueda') ?? '');
    const excluir = Number(url.searchParams.get('excluirId'));
    return respuestaJson(
      JEFES.filter((j) => j.id !== excluir && sinTildes(`${j.nombreCompleto} ${j.email}`).includes(texto)),
    );
  };
}
