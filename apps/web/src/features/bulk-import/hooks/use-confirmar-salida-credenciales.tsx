import { useState } from 'react';
import { formatearEntero } from '@app/contract/formato-numeros';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/**
 * The generated passwords exist only until they are downloaded: while `pendientes`, an action wrapped with
 * `siConfirma` (closing, starting over) asks first, since they cannot be shown again. Render `dialogo` inside the
 * wizard.
 */
export function useConfirmarSalidaCredenciales(pendientes: boolean, cantidad: number) {
  /** What closing (or starting over) will do once the user confirms losing the credentials. */
  const [accionPendiente, setAccionPendiente] = useState<(() => void) | null>(null);
  const siConfirma = (accion: () => void) => () => {
    if (pendientes) setAccionPendiente(() => accion);
    else accion();
  };
  const dialogo = (
    <ConfirmDialog
      open={accionPendiente !== null}
      title="¿Salir sin descargar las credenciales?"
      content={`Las ${formatearEntero(cantidad)} contraseñas temporales generadas todavía no se descargaron. Si sale ahora se perderán: no se pueden volver a mostrar y tendrá que reiniciar la contraseña de cada usuario importado.`}
      cancelLabel="Volver"
      confirmLabel="Salir sin descargar"
      confirmColor="error"
      onCancel={() => setAccionPendiente(null)}
      onConfirm={() => {
        const accion = accionPendiente;
        setAccionPendiente(null);
        accion?.();
      }}
    />
  );
  return { siConfirma, dialogo };
}
