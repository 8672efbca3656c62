import { useState } from 'react';
import type { TSolicitudItem } from '@app/contract/solicitudes';
import { useSolicitudEnlazada } from '../../../lib/use-solicitud-enlazada';
import { CancelarSolicitudDialog } from '../../solicitudes';
import { useCancelarSolicitudEquipo } from '../api/cancelar-solicitud-equipo';
import { DecidirSolicitudDialog, type AccionDecision } from '../components/decidir-solicitud-dialog';
import { DetalleSolicitudEquipoDialog } from '../components/detalle-solicitud-equipo-dialog';
import { InterrumpirSolicitudDialog } from '../components/interrumpir-solicitud-dialog';
import type { AccionSolicitud } from '../components/tabla-solicitudes-equipo';

interface Decision {
  accion: AccionDecision;
  solicitud: TSolicitudItem;
  abierto: boolean;
}

/**
 * The team requests' dialogs: detail (also opened by a notification's `?solicitud=<id>`), approve or reject,
 * cancel and interrupt. `alAccion` opens the one a row's menu chose; render `dialogos` next to the list.
 */
export function useDialogosSolicitudEquipo() {
  const [detalleId, setDetalleId] = useState<number | null>(null);
  useSolicitudEnlazada(setDetalleId);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [cancelarId, setCancelarId] = useState<number | null>(null);
  const [interrumpir, setInterrumpir] = useState<TSolicitudItem | null>(null);
  const cancelar = useCancelarSolicitudEquipo();

  const alAccion = (accion: AccionSolicitud, solicitud: TSolicitudItem) => {
    if (accion === 'detalle') setDetalleId(solicitud.id);
    else if (accion === 'cancelar') setCancelarId(solicitud.id);
    else if (accion === 'interrumpir') setInterrumpir(solicitud);
    else setDecision({ accion, solicitud, abierto: true });
  };

  const dialogos = (
    <>
      <DetalleSolicitudEquipoDialog solicitudId={detalleId} onCerrar={() => setDetalleId(null)} />
      <DecidirSolicitudDialog
        accion={decision?.accion ?? 'aprobar'}
        open={decision?.abierto ?? false}
        solicitud={decision?.solicitud ?? null}
        onCerrar={() => setDecision((d) => (d ? { ...d, abierto: false } : null))}
        onCerrado={() => setDecision(null)}
      />
      <CancelarSolicitudDialog
        solicitudId={cancelarId}
        onCerrar={() => setCancelarId(null)}
        onConfirmar={(id, motivo) => cancelar.mutateAsync({ id, MotivoCancelacion: motivo })}
      />
      <InterrumpirSolicitudDialog solicitud={interrumpir} onCerrar={() => setInterrumpir(null)} />
    </>
  );
  return { alAccion, dialogos };
}
