import { MENSAJES_IMPORTACION } from '@app/contract/bulk-import';
import { ApiError, mensajeDeError } from '../../../lib/api-client';

const entero = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 });
const unDecimal = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const dosDecimales = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Whole numbers in es-ES, with the thousands separator ('10.000'). */
export const formatearEntero = (n: number) => entero.format(n);

/** A file size in KB, one decimal ('655,3 KB'). */
export const formatearKb = (bytes: number) => `${unDecimal.format(bytes / 1024)} KB`;

/** Milliseconds as seconds, two decimals ('2,45 s'). */
export const formatearSegundos = (ms: number) => `${dosDecimales.format(ms / 1000)} s`;

/** Success rate: created / processed, rounded, in percent (spec 02 §9). */
export const tasaDeExito = (creados: number, procesados: number) =>
  procesados > 0 ? Math.round((creados * 100) / procesados) : 0;

/** The message of a failed call: the server's, else 'no connection' or the generic fallback (spec 02 §8). */
export function mensajeFallo(error: unknown, conexion: string, respaldo: string) {
  if (error instanceof ApiError && error.status === 0) return conexion;
  return mensajeDeError(error, respaldo);
}

export const mensajeValidacion = (error: unknown) =>
  mensajeFallo(error, MENSAJES_IMPORTACION.errorConexionValidar, MENSAJES_IMPORTACION.errorValidar);

export const mensajeProcesamiento = (error: unknown) =>
  mensajeFallo(error, MENSAJES_IMPORTACION.errorConexionProcesar, MENSAJES_IMPORTACION.errorProcesar);
