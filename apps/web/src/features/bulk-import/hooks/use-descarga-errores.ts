import { useState } from 'react';
import { MENSAJES_IMPORTACION } from '@app/contract/bulk-import';
import { mensajeFallo } from '../utils/formato-bulk-import';

/** Downloading every row error; a failure is kept until the next try, even across a new validation. */
export function useDescargaErrores(onDescargarErrores: () => Promise<void>) {
  const [descargando, setDescargando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const descargar = async () => {
    setDescargando(true);
    setError(null);
    try {
      await onDescargarErrores();
    } catch (e) {
      setError(
        mensajeFallo(
          e,
          MENSAJES_IMPORTACION.errorDescargarErrores,
          MENSAJES_IMPORTACION.errorDescargarErrores,
        ),
      );
    } finally {
      setDescargando(false);
    }
  };
  return { descargando, error, descargar };
}
