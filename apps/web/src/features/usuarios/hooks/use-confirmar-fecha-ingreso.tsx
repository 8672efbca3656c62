import { useRef, useState } from 'react';
import type { TVistaPreviaFechaIngresoRespuesta } from '@app/contract/usuarios';
import { ConfirmarFechaIngresoDialog } from '../components/confirmar-fecha-ingreso-dialog';

/**
 * A hire-date edit that changes balances waits for HR's answer: `pedirConfirmacion(vista)` resolves true on
 * 'Confirmar cambio' and false on cancel. Render `dialogo` inside the form.
 */
export function useConfirmarFechaIngreso() {
  const [vista, setVista] = useState<TVistaPreviaFechaIngresoRespuesta | null>(null);
  const respuesta = useRef<((confirmado: boolean) => void) | null>(null);
  const pedirConfirmacion = (nueva: TVistaPreviaFechaIngresoRespuesta) =>
    new Promise<boolean>((resolve) => {
      respuesta.current = resolve;
      setVista(nueva);
    });
  const responder = (confirmado: boolean) => {
    respuesta.current?.(confirmado);
    respuesta.current = null;
    setVista(null);
  };
  const dialogo = (
    <ConfirmarFechaIngresoDialog
      vista={vista}
      onConfirmar={() => responder(true)}
      onCancelar={() => responder(false)}
    />
  );
  return { pedirConfirmacion, dialogo };
}
