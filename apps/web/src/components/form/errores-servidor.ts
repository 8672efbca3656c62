import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';

/**
 * The server's field errors (`{ errors: { Campo: [msg] } }`, capitalised keys: docs/producto.md, «Usuarios») → the
 * first message of each, on its form field. A key matches a field by name ignoring case, or through `alias` (e.g.
 * `Name` → `name` when the names differ); keys that match no field are left to the form's error bar.
 */
export function erroresServidorPorCampo<C extends string>(
  error: unknown,
  campos: readonly C[],
  alias: Readonly<Record<string, C>> = {},
): Partial<Record<C, string>> {
  if (!(error instanceof ApiError) || !error.errors) return {};
  const resultado: Partial<Record<C, string>> = {};
  for (const [clave, mensajes] of Object.entries(error.errors)) {
    const mensaje = Array.isArray(mensajes) ? mensajes[0] : String(mensajes);
    if (!mensaje) continue;
    const minuscula = clave.toLowerCase();
    const campo = alias[clave] ?? alias[minuscula] ?? campos.find((c) => c.toLowerCase() === minuscula);
    if (campo && resultado[campo] === undefined) resultado[campo] = mensaje;
  }
  return resultado;
}

/**
 * Puts the server's field errors on the form (`setError`), focusing the first; says whether any was placed.
 * The form's error bar still shows the server's message.
 */
export function aplicarErroresServidor<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  campos: readonly Path<T>[],
  alias: Readonly<Record<string, Path<T>>> = {},
): boolean {
  const porCampo = erroresServidorPorCampo(error, campos, alias);
  let primero = true;
  for (const [campo, message] of Object.entries(porCampo) as [Path<T>, string][]) {
    setError(campo, { type: 'server', message }, { shouldFocus: primero });
    primero = false;
  }
  return !primero;
}
