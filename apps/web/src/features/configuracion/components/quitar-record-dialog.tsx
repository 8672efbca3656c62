import type { TRecordNoCumplido } from '@app/contract/configuracion';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { mensajeDeError } from '../../../lib/api-client';
import { useQuitarRecord } from '../api/politica-vacaciones';
import { rangoRecord } from './columnas-record';

interface Props {
  /** The mark to remove; the dialog is closed without one. */
  record: TRecordNoCumplido | null;
  onCerrar: () => void;
}

/** Asks before removing a mark: the period will generate its days again. */
export function QuitarRecordDialog({ record, onCerrar }: Props) {
  const notificar = useNotificar();
  const quitar = useQuitarRecord();

  const confirmar = async () => {
    if (!record) return;
    try {
      const r = await quitar.mutateAsync({ usuarioId: record.usuarioId, periodo: record.periodo });
      notificar.exito(r.message);
    } catch (error) {
      notificar.error(mensajeDeError(error, 'No se pudo quitar la marca'));
    } finally {
      onCerrar();
    }
  };

  return (
    <ConfirmDialog
      open={record !== null}
      title="¿Quitar la marca de récord no cumplido?"
      content={
        record
          ? `El período ${rangoRecord(record)} de ${record.nombreEmpleado} volverá a generar sus días.`
          : ''
      }
      confirmLabel="Quitar marca"
      confirmColor="error"
      busy={quitar.isPending}
      onConfirm={() => void confirmar()}
      onCancel={onCerrar}
    />
  );
}
