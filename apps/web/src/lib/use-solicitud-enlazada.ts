import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** The query parameter notifications link with (ENLACES_NOTIFICACION in the contract). */
export const PARAM_SOLICITUD = 'solicitud';

/**
 * A link such as `/solicitudes?solicitud=12` (from the bell or an e-mail) opens that request's detail with
 * `abrir`. The parameter is then taken out of the address (replace), so closing the dialog and reloading does not
 * open it again, and following the same link again does.
 */
export function useSolicitudEnlazada(abrir: (id: number) => void) {
  const [params, setParams] = useSearchParams();
  const valor = params.get(PARAM_SOLICITUD);
  useEffect(() => {
    if (valor === null) return;
    const id = Number(valor);
    if (Number.isInteger(id) && id > 0 && id <= 2_147_483_647) abrir(id);
    setParams(
      (actuales) => {
        const nuevos = new URLSearchParams(actuales);
        nuevos.delete(PARAM_SOLICITUD);
        return nuevos;
      },
      { replace: true },
    );
  }, [valor, abrir, setParams]);
}
