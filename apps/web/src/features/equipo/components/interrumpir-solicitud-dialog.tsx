import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZInterrumpirSolicitudBody, type TSolicitudItem } from '@app/contract/solicitudes';
import { compararFechas, sumarDias } from '@app/contract/fechas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { mensajeDeError } from '../../../lib/api-client';
import { formatearFecha } from '../../../utils/formato';
import { useInterrumpirSolicitud } from '../api/interrumpir-solicitud';
import { CampoFecha } from './campo-fecha';

export const MENSAJE_INTERRUMPIDA = 'Interrupción registrada exitosamente';
export const MENSAJE_ERROR_INTERRUMPIR = 'Error al registrar la interrupción. Por favor, intenta nuevamente.';

interface Props {
  /** The approved request that started; null keeps the dialog closed. */
  solicitud: TSolicitudItem | null;
  onCerrar: () => void;
}

/**
 * 'Interrumpir' (issue 13): a manager or HR records the actual last day of rest and a reason. The days after it
 * return to the same period; the request keeps what was requested.
 */
export function InterrumpirSolicitudDialog({ solicitud, onCerrar }: Props) {
  const notificar = useNotificar();
  const idMotivo = useId();
  const interrumpir = useInterrumpirSolicitud();
  const [fecha, setFecha] = useState<string | null>(null);
  const [motivo, setMotivo] = useState('');
  const [errores, setErrores] = useState<{ fecha?: string; motivo?: string }>({});
  const [errorServidor, setErrorServidor] = useState<string | null>(null);
  // Each opening starts blank (adjusted during render, no effect).
  const [abiertoPara, setAbiertoPara] = useState<number | null>(null);
  if ((solicitud?.id ?? null) !== abiertoPara) {
    setAbiertoPara(solicitud?.id ?? null);
    setFecha(null);
    setMotivo('');
    setErrores({});
    setErrorServidor(null);
  }

  const confirmar = async () => {
    if (!solicitud) return;
    const ultimoPosible = sumarDias(solicitud.fechaFin, -1);
    const nuevos: { fecha?: string; motivo?: string } = {};
    if (!fecha) nuevos.fecha = 'Indique el último día real de descanso';
    else if (compararFechas(fecha, solicitud.fechaInicio) < 0 || compararFechas(fecha, ultimoPosible) > 0) {
      nuevos.fecha = `Debe estar entre el ${formatearFecha(solicitud.fechaInicio)} y el ${formatearFecha(ultimoPosible)}`;
    }
    const analizado = ZInterrumpirSolicitudBody.safeParse({ fechaFinReal: fecha ?? '', motivo });
    if (!analizado.success) {
      const delMotivo = analizado.error.issues.find((i) => i.path[0] === 'motivo');
      if (delMotivo) nuevos.motivo = delMotivo.message;
    }
    setErrores(nuevos);
    if (nuevos.fecha || nuevos.motivo || !analizado.success) return;
    setErrorServidor(null);
    try {
      await interrumpir.mutateAsync({ id: solicitud.id, ...analizado.data });
      notificar.exito(MENSAJE_INTERRUMPIDA);
      onCerrar();
    } catch (e) {
      setErrorServidor(mensajeDeError(e, MENSAJE_ERROR_INTERRUMPIR));
    }
  };

  return (
    <ConfirmDialog
      open={solicitud !== null}
      title={solicitud ? `Interrumpir la solicitud #${solicitud.id}` : 'Interrumpir'}
      confirmLabel="Registrar interrupción"
      confirmColor="warning"
      busy={interrumpir.isPending}
      onCancel={onCerrar}
      onConfirm={() => void confirmar()}
      content={
        solicitud && (
          <Stack spacing={2} sx={{ pt: 1 }}>
            {errorServidor && (
              <Alert severity="error" onClose={() => setErrorServidor(null)} closeText="Cerrar mensaje">
                {errorServidor}
              </Alert>
            )}
            <Typography variant="body2">
              {`${solicitud.nombreSolicitante}: ${solicitud.diasSolicitados} días del ${formatearFecha(solicitud.fechaInicio)} al ${formatearFecha(solicitud.fechaFin)}. Los días posteriores al último día real vuelven al período ${solicitud.periodo}.`}
            </Typography>
            <div>
              <CampoFecha etiqueta="Último día real de descanso" valor={fecha} onCambiar={setFecha} />
              {errores.fecha && (
                <Typography variant="caption" color="error" role="alert">
                  {errores.fecha}
                </Typography>
              )}
            </div>
            <TextField
              id={idMotivo}
              label="Motivo de la interrupción"
              required
              multiline
              minRows={2}
              value={motivo}
              onChange={(e) => setMotivo(e.target.value)}
              error={Boolean(errores.motivo)}
              helperText={errores.motivo}
              fullWidth
            />
          </Stack>
        )
      }
    />
  );
}
