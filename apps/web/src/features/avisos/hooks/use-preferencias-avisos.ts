import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** `?notificaciones=preferencias` (the e-mails' footer link) opens "Mis notificaciones" on any page. */
export const PARAM_NOTIFICACIONES = 'notificaciones';

/** Whether "Mis notificaciones" is open; the e-mails' link opens it once, then leaves the address clean. */
export function usePreferenciasAvisos() {
  const [preferencias, setPreferencias] = useState(false);
  const [params, setParams] = useSearchParams();
  const pideAbrirPreferencias = params.get(PARAM_NOTIFICACIONES) === 'preferencias';
  useEffect(() => {
    if (!pideAbrirPreferencias) return;
    setPreferencias(true);
    setParams(
      (actuales) => {
        const nuevos = new URLSearchParams(actuales);
        nuevos.delete(PARAM_NOTIFICACIONES);
        return nuevos;
      },
      { replace: true },
    );
  }, [pideAbrirPreferencias, setParams]);
  return [preferencias, setPreferencias] as const;
}
