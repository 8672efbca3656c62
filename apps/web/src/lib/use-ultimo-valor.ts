import { useState } from 'react';

/**
 * The value a dialog shows: the current one, or, once it is null, the last one, so that the texts stay put while
 * the dialog fades out (adjusted during render, no effect).
 */
export function useUltimoValor<T>(valor: T | null): T | null {
  const [ultimo, setUltimo] = useState(valor);
  if (valor !== null && valor !== ultimo) setUltimo(valor);
  return valor ?? ultimo;
}
