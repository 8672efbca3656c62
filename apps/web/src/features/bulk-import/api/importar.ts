import {
  TIEMPOS_IMPORTACION,
  TIPO_FLUJO_PROGRESO,
  ZEventoProcesamiento,
  ZResultadoProcesamiento,
  ZResultadoValidacion,
  type TConfiguracionImportacion,
  type TProgresoImportacion,
  type TResultadoProcesamiento,
} from '@app/contract/bulk-import';
import { ApiError, construirUrl, peticion } from '../../../lib/api-client';
import { borrarToken, obtenerToken } from '../../../lib/token';
import { errorDeRespuesta, senalConTiempo } from './descargar';

/** multipart/form-data: the configuration as JSON text in `configuracion`, the file in `file`. */
export function formularioImportacion(archivo: File, configuracion: TConfiguracionImportacion) {
  const datos = new FormData();
  datos.append('configuracion', JSON.stringify(configuracion));
  datos.append('file', archivo, archivo.name);
  return datos;
}

const esAborto = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';

/** POST /api/bulkimport/validate (time-out 60 s; `signal` is the wizard's cancel). */
export async function validarArchivo(
  archivo: File,
  configuracion: TConfiguracionImportacion,
  signal: AbortSignal,
) {
  const tiempo = senalConTiempo(TIEMPOS_IMPORTACION.validar, signal);
  try {
    return await peticion('/bulkimport/validate', {
      method: 'POST',
      body: formularioImportacion(archivo, configuracion),
      schema: ZResultadoValidacion,
      signal: tiempo.signal,
    });
  } catch (error) {
    // A time-out is a connection failure for the user; the user's own cancel stays an abort.
    if (esAborto(error) || (error instanceof DOMException && error.name === 'TimeoutError')) {
      if (signal.aborted) throw error;
      throw new ApiError({ status: 0, code: 'SIN_CONEXION', message: '' });
    }
    throw error;
  } finally {
    tiempo.liberar();
  }
}

/**
 * POST /api/bulkimport/process (time-out 300 s) asking for the streamed reply: every progress event reaches
 * `alProgreso` while the server works, then the result. A server that answers plain JSON is accepted too (the
 * bar then jumps to 100 at the end, the spec's fallback).
 */
export async function procesarArchivo(
  archivo: File,
  configuracion: TConfiguracionImportacion,
  opciones: { signal: AbortSignal; claveEjecucion: string; alProgreso: (p: TProgresoImportacion) => void },
): Promise<TResultadoProcesamiento> {
  const tiempo = senalConTiempo(TIEMPOS_IMPORTACION.procesar, opciones.signal);
  const token = obtenerToken();
  const fallaConexion = () => {
    if (opciones.signal.aborted) return new DOMException('Cancelado', 'AbortError');
    return new ApiError({ status: 0, code: 'SIN_CONEXION', message: '' });
  };
  try {
    let respuesta: Response;
    try {
      respuesta = await fetch(
        construirUrl('/bulkimport/process', { claveEjecucion: opciones.claveEjecucion }),
        {
          method: 'POST',
          headers: {
            Accept: `${TIPO_FLUJO_PROGRESO}, application/json`,
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: formularioImportacion(archivo, configuracion),
          signal: tiempo.signal,
        },
      );
    } catch {
      throw fallaConexion();
    }
    if (!respuesta.ok) {
      const error = await errorDeRespuesta(respuesta);
      if (error.status === 401) {
        borrarToken();
        window.location.assign('/login?expired=true');
      }
      throw error;
    }
    const tipo = respuesta.headers.get('content-type') ?? '';
    if (!tipo.includes(TIPO_FLUJO_PROGRESO) || !respuesta.body) {
      return ZResultadoProcesamiento.parse(await respuesta.json());
    }
    const lector = respuesta.body.getReader();
    const decodificador = new TextDecoder();
    let pendiente = '';
    let resultado: TResultadoProcesamiento | undefined;
    const leerLinea = (linea: string) => {
      if (!linea.trim()) return;
      const evento = ZEventoProcesamiento.parse(JSON.parse(linea));
      if (evento.tipo === 'progreso') opciones.alProgreso(evento.progreso);
      else if (evento.tipo === 'resultado') resultado = evento.resultado;
      else throw new ApiError({ status: 200, code: evento.code, message: evento.message });
    };
    for (;;) {
      let trozo: ReadableStreamReadResult<Uint8Array>;
      try {
        trozo = await lector.read();
      } catch {
        throw fallaConexion();
      }
      if (trozo.done) break;
      pendiente += decodificador.decode(trozo.value, { stream: true });
      const lineas = pendiente.split('\n');
      pendiente = lineas.pop() ?? '';
      lineas.forEach(leerLinea);
    }
    leerLinea(pendiente + decodificador.decode());
    if (!resultado) throw fallaConexion();
    return resultado;
  } finally {
    tiempo.liberar();
  }
}
