import { useState } from 'react';
import { ZCancelarSolicitudBody } from '@app/contract/solicitudes';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AlertaError } from '../../../components/feedback/alerta-error';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { CampoMotivo } from '../../../components/form/campo-motivo';
import { mensajeDeError } from '../../../lib/api-client';

export const MENSAJE_CANCELADA = 'Solicitud cancelada exitosamente';
export const MENSAJE_ERROR_CANCELAR = 'Error al cancelar la solicitud. Por favor, intenta nuevamente.';

interface Props {
  /** The request to cancel; null keeps the dialog closed. */
  solicitudId: number | null;
  onCerrar: () => void;
  /** Cancels on the server; a rejection keeps the dialog open with the reason typed. */
  onConfirmar: (id: number, motivo: string) => Promise<unknown>;
}

/**
 * '¿Estás seguro de que deseas cancelar la solicitud #id?' with a required reason (docs/producto.md,
 * «Mis solicitudes»).
 */
export function CancelarSolicitudDialog({ solicitudId, onCerrar, onConfirmar }: Props) {
  const notificar = useNotificar();
  const [motivo, setMotivo] = useState('');
  const [errorMotivo, setErrorMotivo] = useState<string | null>(null);
  const [errorServidor, setErrorServidor] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  // Each opening starts blank (state adjusted during render, no effect); the last id stays on screen while
  // the dialog fades out.
  const [abiertoPara, setAbiertoPara] = useState<number | null>(null);
  const [estabaAbierto, setEstabaAbierto] = useState(false);
  const abierto = solicitudId !== null;
  if (abierto !== estabaAbierto || (abierto && solicitudId !== abiertoPara)) {
    setEstabaAbierto(abierto);
    if (abierto) {
      setAbiertoPara(solicitudId);
      setMotivo('');
      setErrorMotivo(null);
      setErrorServidor(null);
    }
  }

  const confirmar = async () => {
    if (solicitudId === null) return;
    const analizado = ZCancelarSolicitudBody.safeParse({ MotivoCancelacion: motivo });
    if (!analizado.success) {
      setErrorMotivo(analizado.error.issues[0]?.message ?? 'El motivo de cancelación es obligatorio');
      return;
    }
    setErrorServidor(null);
    setEnviando(true);
    try {
      await onConfirmar(solicitudId, analizado.data.MotivoCancelacion);
      notificar.exito(MENSAJE_CANCELADA);
      onCerrar();
    } catch (e) {
      setErrorServidor(mensajeDeError(e, MENSAJE_ERROR_CANCELAR));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <ConfirmDialog
      open={abierto}
      title="Cancelar solicitud"
      confirmLabel="Cancelar solicitud"
      cancelLabel="Volver"
      confirmColor="error"
      busy={enviando}
      onCancel={onCerrar}
      onConfirm={() => void confirmar()}
      content={
        <Stack spacing={2} sx={{ pt: 1 }}>
          <AlertaError mensaje={errorServidor} onCerrar={() => setErrorServidor(null)} />
          <Typography>¿Estás seguro de que deseas cancelar la solicitud #{abiertoPara}?</Typography>
          <CampoMotivo
            etiqueta="Motivo de cancelación"
            required
            autoFocus
            valor={motivo}
            onCambiar={(valor) => {
              setMotivo(valor);
              if (errorMotivo) setErrorMotivo(null);
            }}
            error={errorMotivo}
            ayuda=" "
            maxLength={500}
          />
        </Stack>
      }
    />
  );
}
