import { ZErrorResponse } from '@app/contract/errores';
import { ApiError, construirUrl, leerJson, type ValorQuery } from './api-client';
import { obtenerToken } from './token';

/** Aborts with a TimeoutError after `ms`, or when `externa` aborts (the user's cancel). */
export function senalConTiempo(ms: number, externa?: AbortSignal) {
  const control = new AbortController();
  const temporizador = setTimeout(
    () => control.abort(new DOMException('Tiempo de espera agotado', 'TimeoutError')),
    ms,
  );
  const alAbortar = () => control.abort(externa?.reason ?? new DOMException('Cancelado', 'AbortError'));
  if (externa?.aborted) alAbortar();
  else externa?.addEventListener('abort', alAbortar, { once: true });
  return {
    signal: control.signal,
    liberar: () => {
      clearTimeout(temporizador);
      externa?.removeEventListener('abort', alAbortar);
    },
  };
}

/** The error a failed reply carries (the server's Spanish message when it sent one). */
export async function errorDeRespuesta(respuesta: Response): Promise<ApiError> {
  const analizado = ZErrorResponse.safeParse(await leerJson(respuesta));
  return new ApiError(
    analizado.success
      ? { status: respuesta.status, ...analizado.data }
      : { status: respuesta.status, code: 'ERROR_DESCONOCIDO', message: '' },
  );
}

/** How far a download has come: bytes received and, for a streamed export, the rows it will hold. */
export interface ProgresoDescarga {
  bytes: number;
  /** The server's `x-total-filas` header: known before the first byte of a streamed export. */
  totalFilas: number | null;
}

export interface OpcionesDescarga {
  /** A POST with this body instead of a GET. */
  cuerpo?: FormData;
  /** A POST without a body: a download that the server records (an issued document, an audited export). */
  post?: boolean;
  /** Query parameters (empty values are left out, as in every list request). */
  query?: Record<string, ValorQuery>;
  alProgreso?: (p: ProgresoDescarga) => void;
  /** The user's cancel. */
  signal?: AbortSignal;
}

/** The file name the server gave in Content-Disposition (the UTF-8 one first), if any. */
export function nombreDeCabecera(cabecera: string | null): string | null {
  if (!cabecera) return null;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(cabecera);
  if (utf8) return decodeURIComponent(utf8[1]!);
  const simple = /filename="([^"]+)"/i.exec(cabecera);
  return simple ? simple[1]! : null;
}

async function leerConProgreso(respuesta: Response, o: OpcionesDescarga) {
  const { alProgreso } = o;
  const total = respuesta.headers.get('x-total-filas');
  const totalFilas = total !== null && /^\d+$/.test(total) ? Number(total) : null;
  if (!respuesta.body || !alProgreso) return respuesta.blob();
  const partes: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  const lector = respuesta.body.getReader();
  // The wait for the reply is over (its timer is cleared); the user can still cancel a long download.
  const cancelar = () => void lector.cancel(o.signal?.reason);
  o.signal?.addEventListener('abort', cancelar, { once: true });
  alProgreso({ bytes, totalFilas });
  for (;;) {
    const { done, value } = await lector.read();
    if (done) break;
    partes.push(value as Uint8Array<ArrayBuffer>);
    bytes += value.byteLength;
    alProgreso({ bytes, totalFilas });
  }
  o.signal?.removeEventListener('abort', cancelar);
  if (o.signal?.aborted) throw o.signal.reason;
  return new Blob(partes, { type: respuesta.headers.get('content-type') ?? 'application/octet-stream' });
}

/**
 * Downloads a file the API serves behind the session (templates, exports, PDFs): fetch with the bearer token, then
 * a temporary object URL clicked by a hidden link. `nombreArchivo` null takes the server's name. `tiempoMs` bounds
 * the wait for the reply to start, not a long download. Throws ApiError on failure (status 0: no connection).
 */
export async function descargarArchivo(
  ruta: string,
  nombreArchivo: string | null,
  tiempoMs: number,
  opcionesOCuerpo?: FormData | OpcionesDescarga,
) {
  const o: OpcionesDescarga =
    opcionesOCuerpo instanceof FormData ? { cuerpo: opcionesOCuerpo } : (opcionesOCuerpo ?? {});
  const token = obtenerToken();
  const { signal, liberar } = senalConTiempo(tiempoMs, o.signal);
  let respuesta: Response;
  try {
    respuesta = await fetch(construirUrl(ruta, o.query), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      ...(o.cuerpo ? { method: 'POST', body: o.cuerpo } : o.post ? { method: 'POST' } : {}),
      signal,
    });
  } catch (e) {
    if (o.signal?.aborted) throw e;
    throw new ApiError({ status: 0, code: 'SIN_CONEXION', message: '' });
  } finally {
    liberar();
  }
  if (!respuesta.ok) throw await errorDeRespuesta(respuesta);
  let blob: Blob;
  try {
    blob = await leerConProgreso(respuesta, o);
  } catch (e) {
    if (o.signal?.aborted) throw e;
    // The server ended the stream with an error: the file would be incomplete, so nothing is saved.
    throw new ApiError({
      status: 0,
      code: 'DESCARGA_INCOMPLETA',
      message: 'La descarga se interrumpió. Intente nuevamente.',
    });
  }
  const url = URL.createObjectURL(blob);
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download =
    nombreArchivo ?? nombreDeCabecera(respuesta.headers.get('content-disposition')) ?? 'descarga';
  enlace.style.display = 'none';
  document.body.appendChild(enlace);
  enlace.click();
  enlace.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
