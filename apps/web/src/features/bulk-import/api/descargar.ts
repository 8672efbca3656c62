import { ZErrorResponse } from '@app/contract/errores';
import { ApiError, construirUrl, leerJson } from '../../../lib/api-client';
import { obtenerToken } from '../../../lib/token';

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

/**
 * Downloads a file the API serves behind the session (templates, credentials, the list of errors): fetch with
 * the bearer token (a POST when `cuerpo` is given), then a temporary object URL clicked by a hidden link.
 * Throws ApiError on failure (status 0: no connection).
 */
export async function descargarArchivo(
  ruta: string,
  nombreArchivo: string,
  tiempoMs: number,
  cuerpo?: FormData,
) {
  const token = obtenerToken();
  const { signal, liberar } = senalConTiempo(tiempoMs);
  let respuesta: Response;
  try {
    respuesta = await fetch(construirUrl(ruta), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      ...(cuerpo ? { method: 'POST', body: cuerpo } : {}),
      signal,
    });
  } catch {
    throw new ApiError({ status: 0, code: 'SIN_CONEXION', message: '' });
  } finally {
    liberar();
  }
  if (!respuesta.ok) throw await errorDeRespuesta(respuesta);
  const blob = await respuesta.blob();
  const url = URL.createObjectURL(blob);
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = nombreArchivo;
  enlace.style.display = 'none';
  document.body.appendChild(enlace);
  enlace.click();
  enlace.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
