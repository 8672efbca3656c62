import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The URL query string as a list screen reads and writes it. The view answers at once from a local copy: the
 * router applies a URL change in a transition, a moment later (a controlled switch would otherwise flick back).
 * Back/forward or a link (a URL this hook did not write) wins. `escribir` sets the changed keys (null removes one),
 * keeping any other parameter of the page.
 */
export function useParamsLista() {
  const [paramsUrl, setParamsUrl] = useSearchParams();
  const [params, setParams] = useState(() => new URLSearchParams(paramsUrl));
  const actuales = useRef(params);
  const escritos = useRef(new Set<string>());
  const textoUrl = paramsUrl.toString();
  useEffect(() => {
    if (textoUrl === actuales.current.toString()) {
      escritos.current.clear();
      return;
    }
    // An older write of ours: the newest one is on its way.
    if (escritos.current.has(textoUrl)) return;
    escritos.current.clear();
    actuales.current = new URLSearchParams(textoUrl);
    setParams(actuales.current);
  }, [textoUrl]);

  const escribir = useCallback(
    (cambios: Record<string, string | null>) => {
      const nuevos = new URLSearchParams(actuales.current);
      for (const [clave, valor] of Object.entries(cambios)) {
        if (valor === null) nuevos.delete(clave);
        else nuevos.set(clave, valor);
      }
      actuales.current = nuevos;
      escritos.current.add(nuevos.toString());
      setParams(nuevos);
      setParamsUrl(nuevos, { replace: true });
    },
    [setParamsUrl],
  );

  return { params, escribir };
}
