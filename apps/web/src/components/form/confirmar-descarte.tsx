import { useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog';

export const TITULO_DESCARTAR = '¿Descartar los cambios?';

/**
 * Closing a form with unsaved changes (Escape, a click outside, the X, Cancelar) asks first, and says what will be
 * lost: `queSePierde` completes "Se perderán …" (e.g. 'los datos escritos del usuario nuevo'). A clean form closes
 * at once. Render `dialogo` next to the form's dialog.
 */
export function useConfirmarDescarte(sucio: boolean, queSePierde: string) {
  const [pendiente, setPendiente] = useState<(() => void) | null>(null);
  const intentarCerrar = (cerrar: () => void) => {
    if (sucio) setPendiente(() => cerrar);
    else cerrar();
  };
  const dialogo = (
    <ConfirmDialog
      open={pendiente !== null}
      title={TITULO_DESCARTAR}
      content={`Se perderán ${queSePierde}: los cambios no se guardaron.`}
      confirmLabel="Descartar cambios"
      cancelLabel="Seguir editando"
      confirmColor="error"
      onConfirm={() => {
        const cerrar = pendiente;
        setPendiente(null);
        cerrar?.();
      }}
      onCancel={() => setPendiente(null)}
    />
  );
  return { intentarCerrar, dialogo };
}
