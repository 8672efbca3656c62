import { MENSAJES_IMPORTACION } from '@app/contract/bulk-import';
import { ApiError, mensajeDeError } from '../../../lib/api-client';

/** Success rate: created / processed, rounded, in percent. */
export const tasaDeExito = (creados: number, procesados: number) =>
  procesados > 0 ? Math.round((creados * 100) / procesados) : 0;

/** The message of a failed call: the server's, else 'no connection' or the generic fallback. */
export function mensajeFallo(error: unknown, conexion: string, respaldo: string) {
  if (error instanceof ApiError && error.status === 0) return conexion;
  return mensajeDeError(error, respaldo);
}

export const mensajeValidacion = (error: unknown) =>
  mensajeFallo(error, MENSAJES_IMPORTACION.errorConexionValidar, MENSAJES_IMPORTACION.errorValidar);

export const mensajeProcesamiento = (error: unknown) =>
  mensajeFallo(error, MENSAJES_IMPORTACION.errorConexionProcesar, MENSAJES_IMPORTACION.errorProcesar);
