import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  configurarApiClient,
  construirUrl,
  erroresPorCampo,
  mensajeDeError,
  peticion,
} from './api-client';
import { CLAVE_TOKEN } from './token';

const json = (cuerpo: unknown, status = 200) =>
  new Response(JSON.stringify(cuerpo), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let restaurar: () => void;
const alExpirarSesion = vi.fn();
const alRequerirCambioContrasena = vi.fn();

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  restaurar = configurarApiClient({ alExpirarSesion, alRequerirCambioContrasena });
});
afterEach(() => {
  restaurar();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('peticion', () => {
  it('envía el token guardado como Authorization: Bearer', async () => {
    localStorage.setItem(CLAVE_TOKEN, 'abc');
    fetchMock.mockResolvedValue(json({ ok: true }));
    await peticion('/account/me');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/account/me');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer abc');
  });

  it('convierte una respuesta de error en ApiError con status, code, message y errors', async () => {
    fetchMock.mockResolvedValue(
      json({ code: 'VALIDACION', message: 'Datos inválidos', errors: { Email: ['Requerido'] } }, 400),
    );
    const error = await peticion('/x', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDACION',
      message: 'Datos inválidos',
      errors: { Email: ['Requerido'] },
    });
  });

  it('ante un 401 borra el token y avisa que la sesión expiró', async () => {
    localStorage.setItem(CLAVE_TOKEN, 'vencido');
    fetchMock.mockResolvedValue(json({ code: 'SESION_EXPIRADA', message: 'Su sesión ha expirado' }, 401));
    await expect(peticion('/solicitudes')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem(CLAVE_TOKEN)).toBeNull();
    expect(alExpirarSesion).toHaveBeenCalledOnce();
  });

  it('un 401 del login no se trata como sesión expirada', async () => {
    fetchMock.mockResolvedValue(
      json({ code: 'CREDENCIALES_INVALIDAS', message: 'Credenciales inválidas' }, 401),
    );
    await expect(
      peticion('/account/login', { method: 'POST', manejarSesionExpirada: false }),
    ).rejects.toMatchObject({
      message: 'Credenciales inválidas',
    });
    expect(alExpirarSesion).not.toHaveBeenCalled();
  });

  it('un 403 CAMBIO_CONTRASENA_REQUERIDO lleva al cambio de contraseña', async () => {
    fetchMock.mockResolvedValue(
      json({ code: 'CAMBIO_CONTRASENA_REQUERIDO', message: 'Debe cambiar su contraseña' }, 403),
    );
    await expect(peticion('/solicitudes')).rejects.toMatchObject({ status: 403 });
    expect(alRequerirCambioContrasena).toHaveBeenCalledOnce();
    expect(alExpirarSesion).not.toHaveBeenCalled();
  });

  it('un error sin cuerpo JSON sigue siendo un ApiError con mensaje en español', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502 }));
    await expect(peticion('/x')).rejects.toMatchObject({ status: 502, code: 'ERROR_INTERNO' });
  });

  it('un 404 con otra forma de cuerpo conserva el mensaje del servidor («Rol no encontrado», no «Error 404»)', async () => {
    fetchMock.mockResolvedValue(
      json({ statusCode: 404, error: 'Not Found', message: 'Rol no encontrado' }, 404),
    );
    const error = await peticion('/roles/99').catch((e: unknown) => e);
    expect(mensajeDeError(error, 'Error al cargar el rol')).toBe('Rol no encontrado');
  });

  it('un 4xx sin mensaje muestra el texto de la pantalla, nunca «Error 404»', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 404 }));
    const error = await peticion('/roles/99').catch((e: unknown) => e);
    expect(mensajeDeError(error, 'Error al cargar el rol')).toBe('Error al cargar el rol');
  });

  it('un fallo de red es un ApiError de status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(peticion('/x')).rejects.toMatchObject({ status: 0, code: 'SIN_CONEXION' });
  });
});

describe('utilidades de error', () => {
  it('mensajeDeError usa el mensaje del servidor o el de respaldo', () => {
    expect(
      mensajeDeError(new ApiError({ status: 409, code: 'CONFLICTO', message: 'Ya existe' }), 'Respaldo'),
    ).toBe('Ya existe');
    expect(
      mensajeDeError(new ApiError({ status: 0, code: 'SIN_CONEXION', message: 'Sin red' }), 'Respaldo'),
    ).toBe('Respaldo');
    expect(mensajeDeError(new Error('x'), 'Respaldo')).toBe('Respaldo');
  });

  it('erroresPorCampo pasa los nombres del servidor a camelCase y toma el primer mensaje', () => {
    const error = new ApiError({
      status: 400,
      code: 'VALIDACION',
      message: 'Datos inválidos',
      errors: { NuevaContrasena: ['Muy corta', 'Sin número'], ConfirmarContrasena: ['No coincide'] },
    });
    expect(erroresPorCampo(error)).toEqual({
      nuevaContrasena: 'Muy corta',
      confirmarContrasena: 'No coincide',
    });
  });

  it('construirUrl omite los parámetros vacíos', () => {
    expect(
      construirUrl('/solicitudes', { pageNumber: 1, estado: '', periodo: undefined, activo: false }),
    ).toBe('/api/solicitudes?pageNumber=1&activo=false');
  });
});
