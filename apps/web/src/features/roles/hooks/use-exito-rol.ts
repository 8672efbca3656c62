import { useEffect, useRef, useState } from 'react';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { ESPERA_CIERRE_MS, OPCIONES_NOTIFICACION_ROLES } from '../utils/notificaciones-roles';

/**
 * A role's success (docs/producto.md, «Roles»): `anunciar` shows the message in the dialog and as a toast, and
 * closes the dialog 1.5 s later (not after it unmounts). While `exito` is set, the dialog is blocked.
 */
export function useExitoRol() {
  const notificar = useNotificar();
  const [exito, setExito] = useState<string | null>(null);
  const temporizador = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(temporizador.current), []);
  const anunciar = (mensaje: string, cerrar: () => void) => {
    setExito(mensaje);
    notificar.exito(mensaje, OPCIONES_NOTIFICACION_ROLES);
    temporizador.current = setTimeout(cerrar, ESPERA_CIERRE_MS);
  };
  return { exito, setExito, anunciar };
}
