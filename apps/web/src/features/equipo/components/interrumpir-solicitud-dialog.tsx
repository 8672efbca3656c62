import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ZInterrumpirSolicitudBody, type TSolicitudItem } from '@app/contract/solicitudes';
import { compararFechas, sumarDias } from '@app/contract/fechas';
import { ConfirmDialog, type PropsDialogoDe } from '../../../components/confirm-dialog';
import { AlertaError } from '../../../components/feedback/alerta-error';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { CampoMotivo } from '../../../components/form/campo-motivo';
import { mensajeDeError } from '../../../lib/api-client';
import { formatearFecha } from '../../../utils/formato';
import { useInterrumpirSolicitud } from '../api/interrumpir-solicitud';
import { FiltroFecha } from '../../../components/lista/filtro-fecha';

export const MENSAJE_INTERRUMPIDA = 'Interrupción registrada exitosamente';
export const MENSAJE_ERROR_INTERRUMPIR = 'Error al registrar la interrupción. Por favor, intenta nuevamente.';

/**
 * 'Interrumpir': a manager or HR records the actual last day of rest and a reason of an approved
 * request that started (null keeps the dialog closed). The days after it return to the same period; the request
 * keeps what was requested.
 */
export function InterrumpirSolicitudDialog({
  solicitud,
  onCerrar,
}: PropsDialogoDe<'solicitud', TSolicitudItem>) {
  const notificar = useNotificar();
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
            <AlertaError mensaje={errorServidor} onCerrar={() => setErrorServidor(null)} />
            <Typography variant="body2">
              {`${solicitud.nombreSolicitante}: ${solicitud.diasSolicitados} días del ${formatearFecha(solicitud.fechaInicio)} al ${formatearFecha(solicitud.fechaFin)}. Los días posteriores al último día real vuelven al período ${solicitud.periodo}.`}
            </Typography>
            <div>
              <FiltroFecha etiqueta="Último día real de descanso" valor={fecha} onCambiar={setFecha} />
              {errores.fecha && (
                <Typography variant="caption" color="error" role="alert">
                  {errores.fecha}
                </Typography>
              )}
            </div>
            <CampoMotivo
              etiqueta="Motivo de la interrupción"
              required
              valor={motivo}
              onCambiar={setMotivo}
              error={errores.motivo}
            />
          </Stack>
        )
      }
    />
  );
}
