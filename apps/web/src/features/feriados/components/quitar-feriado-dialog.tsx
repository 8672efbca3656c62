import { fechaDdMmAaaa, type TFeriado } from '@app/contract/feriados';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { mensajeDeError } from '../../../lib/api-client';
import { useQuitarFeriado } from '../api/guardar-feriado';

interface Props {
  /** The holiday to remove; the dialog is closed without one. */
  feriado: TFeriado | null;
  onCerrar: () => void;
}

/** Asks before removing a holiday, and warns that a national one does not come back on its own. */
export function QuitarFeriadoDialog({ feriado, onCerrar }: Props) {
  const notificar = useNotificar();
  const quitar = useQuitarFeriado();

  const confirmar = async () => {
    if (!feriado) return;
    try {
      await quitar.mutateAsync(feriado.id);
      notificar.exito(`Feriado del ${fechaDdMmAaaa(feriado.fecha)} quitado`);
    } catch (error) {
      notificar.error(mensajeDeError(error, 'No se pudo quitar el feriado'));
    }
    onCerrar();
  };

  return (
    <ConfirmDialog
      open={feriado !== null}
      title="Quitar feriado"
      content={
        feriado
          ? `¿Quitar el feriado del ${fechaDdMmAaaa(feriado.fecha)} (${feriado.nombre})? Dejará de mostrarse en los calendarios.${
              feriado.origen === 'NACIONAL'
                ? ' Un feriado nacional quitado no vuelve al reiniciar el sistema; puede traerlo de nuevo con «Traer feriados nacionales».'
                : ''
            }`
          : ''
      }
      confirmLabel="Quitar"
      confirmColor="error"
      busy={quitar.isPending}
      onConfirm={() => void confirmar()}
      onCancel={onCerrar}
    />
  );
}
