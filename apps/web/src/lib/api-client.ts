import type { z } from 'zod';
import { MENSAJES, ZErrorResponse } from '@app/contract/errores';
import { env } from '../config/env';
import { esActividadDeSesion, registrarActividad } from './actividad-sesion';
import { borrarToken, obtenerToken } from './token';

/** Every failure of a call to /api reaches the UI as this one type. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: Record<string, string[]> | undefined;

  constructor(datos: {
    status: number;
    code: string;
    message: string;
    errors?: Record<string, string[]> | undefined;
  }) {
    super(datos.message);
    this.name = 'ApiError';
    this.status = datos.status;
    this.code = datos.code;
    this.errors = datos.errors;
  }

  /** True when the server answered (status > 0), so `message` is its Spanish text. */
  get vieneDelServidor() {
    return this.status > 0;
  }
}

export const CODIGO_SIN_CONEXION = 'SIN_CONEXION';
export const CODIGO_RESPUESTA_INVALIDA = 'RESPUESTA_INVALIDA';
/** A reply with a message but no error code. */
export const CODIGO_ERROR_DESCONOCIDO = 'ERROR_DESCONOCIDO';
/** A 4xx reply without any message: 'Error 404' says nothing to a user, the screen's own text is shown instead. */
export const CODIGO_SIN_MENSAJE = 'SIN_MENSAJE';

interface Manejadores {
  /** A 401 on any call but login: the token is already cleared when this runs. */
  alExpirarSesion: () => void;
  /** A 403 CAMBIO_CONTRASENA_REQUERIDO: the user must change the password first. */
  alRequerirCambioContrasena: () => void;
}

const manejadoresPorDefecto: Manejadores = {
  alExpirarSesion: () => window.location.assign('/login?expired=true'),
  alRequerirCambioContrasena: () => window.location.assign('/cambiar-contrasena'),
};
let manejadores: Manejadores = manejadoresPorDefecto;

/** Lets the session provider (inside the router) handle 401/403 with client-side navigation. Returns the undo. */
export const configurarApiClient = (nuevos: Partial<Manejadores>) => {
  manejadores = { ...manejadoresPorDefecto, ...nuevos };
  return () => {
    manejadores = manejadoresPorDefecto;
  };
};

export type ValorQuery = string | number | boolean | null | undefined;

export interface OpcionesPeticion<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialisable value, or FormData for uploads. */
  body?: unknown;
  /** Empty values (undefined, null, '') are left out of the query string. */
  query?: Record<string, ValorQuery>;
  /** The contract schema of the reply; when given, the reply is parsed with it. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** false for login and logout: their 401 is not an expired session. */
  manejarSesionExpirada?: boolean;
}

export const construirUrl = (ruta: string, query?: Record<string, ValorQuery>) => {
  const base = `${env.apiUrl}${ruta.startsWith('/') ? ruta : `/${ruta}`}`;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [clave, valor] of Object.entries(query)) {
    if (valor === undefined || valor === null || valor === '') continue;
    params.append(clave, String(valor));
  }
  const texto = params.toString();
  return texto ? `${base}?${texto}` : base;
};

/** The reply's JSON body, or undefined when it has none or it is not JSON. */
export const leerJson = async (respuesta: Response): Promise<unknown> => {
  try {
    return (await respuesta.json()) as unknown;
  } catch {
    return undefined;
  }
};

const leerError = async (respuesta: Response): Promise<ApiError> => {
  const cuerpo = await leerJson(respuesta);
  const analizado = ZErrorResponse.safeParse(cuerpo);
  if (analizado.success) {
    return new ApiError({ status: respuesta.status, ...analizado.data });
  }
  // A reply in another shape (the framework's own 404, a proxy) may still carry the server's words.
  const mensaje = (cuerpo as { message?: unknown } | undefined)?.message;
  if (respuesta.status < 500 && typeof mensaje === 'string' && mensaje.trim()) {
    return new ApiError({ status: respuesta.status, code: CODIGO_ERROR_DESCONOCIDO, message: mensaje });
  }
  return new ApiError({
    status: respuesta.status,
    code: respuesta.status >= 500 ? 'ERROR_INTERNO' : CODIGO_SIN_MENSAJE,
    message: respuesta.status >= 500 ? MENSAJES.errorInterno : `Error ${respuesta.status}`,
  });
};

const esAborto = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The one way the web app calls the API: bearer token, JSON, typed errors, 401/403 handling. */
export async function peticion<T = unknown>(ruta: string, opciones: OpcionesPeticion<T> = {}): Promise<T> {
  const { method = 'GET', body, query, schema, signal, manejarSesionExpirada = true } = opciones;
  const headers = new Headers({ Accept: 'application/json' });
  const token = obtenerToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let cuerpo: BodyInit | undefined;
  if (body instanceof FormData) {
    cuerpo = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    cuerpo = JSON.stringify(body);
  }

  let respuesta: Response;
  const enviada = Date.now();
  try {
    respuesta = await fetch(construirUrl(ruta, query), {
      method,
      headers,
      body: cuerpo,
      signal: signal ?? null,
    });
  } catch (error) {
    if (esAborto(error)) throw error;
    throw new ApiError({
      status: 0,
      code: CODIGO_SIN_CONEXION,
      message: 'No se pudo conectar con el servidor.',
    });
  }

  // The idle-timeout warning counts from the last call that kept the session alive.
  if (esActividadDeSesion(ruta, token !== null, respuesta.status)) registrarActividad(enviada);

  if (!respuesta.ok) {
    const error = await leerError(respuesta);
    if (error.status === 401 && manejarSesionExpirada) {
      borrarToken();
      manejadores.alExpirarSesion();
    } else if (error.status === 403 && error.code === 'CAMBIO_CONTRASENA_REQUERIDO') {
      manejadores.alRequerirCambioContrasena();
    }
    throw error;
  }

  if (respuesta.status === 204) return undefined as T;
  const datos = await leerJson(respuesta);
  if (!schema) return datos as T;
  const analizado = schema.safeParse(datos);
  if (!analizado.success) {
    console.error(`Respuesta inesperada de ${method} ${ruta}`, analizado.error.issues);
    throw new ApiError({
      status: respuesta.status,
      code: CODIGO_RESPUESTA_INVALIDA,
      message: MENSAJES.errorInterno,
    });
  }
  return analizado.data;
}

/**
 * The text to show for a failed call (docs/producto.md, «Mensajes de empleados y jefes»): the server's message when
 * it sent one, else the screen's fallback.
 */
export const mensajeDeError = (error: unknown, respaldo: string): string =>
  error instanceof ApiError &&
  error.vieneDelServidor &&
  error.code !== CODIGO_SIN_MENSAJE &&
  error.message.trim()
    ? error.message
    : respaldo;

/**
 * The server keys field errors by the spec's capitalised names (`ContrasenaActual`); forms use camelCase.
 * Returns the first message of each field, keyed by the form's name.
 */
export const erroresPorCampo = (error: unknown): Record<string, string> => {
  if (!(error instanceof ApiError) || !error.errors) return {};
  const resultado: Record<string, string> = {};
  for (const [campo, mensajes] of Object.entries(error.errors)) {
    const primero = mensajes[0];
    if (!primero) continue;
    const nombre = campo.charAt(0).toLowerCase() + campo.slice(1);
    resultado[nombre] = primero;
  }
  return resultado;
};
