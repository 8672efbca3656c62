import { useState } from 'react';
import { MENSAJES_IMPORTACION, type TResultadoProcesamiento } from '@app/contract/bulk-import';
import { descargarCredenciales } from '../api/descargar-plantilla';
import { mensajeFallo } from '../utils/formato-bulk-import';

export type EstadoCredenciales = 'pendientes' | 'descargando' | 'descargadas';

/**
 * The one-time download of the generated passwords. It lives with the step, not with the result's view, so
 * 'descargadas' is kept for as long as the step is shown.
 */
export function useDescargaCredenciales(
  credenciales: TResultadoProcesamiento['credenciales'] | undefined,
  onDescargadas: () => void,
) {
  const [estado, setEstado] = useState<EstadoCredenciales>('pendientes');
  const [error, setError] = useState<string | null>(null);

  const descargar = async () => {
    if (!credenciales) return;
    setEstado('descargando');
    setError(null);
    try {
      await descargarCredenciales(credenciales.token, credenciales.nombreArchivo);
      setEstado('descargadas');
      onDescargadas();
    } catch (e) {
      setEstado('pendientes');
      setError(
        mensajeFallo(e, MENSAJES_IMPORTACION.errorCredenciales, MENSAJES_IMPORTACION.errorCredenciales),
      );
    }
  };

  return { estado, error, descargar };
}

export type DescargaCredenciales = ReturnType<typeof useDescargaCredenciales>;
