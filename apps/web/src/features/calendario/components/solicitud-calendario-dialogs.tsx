import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import type { TSolicitudCalendario } from '@app/contract/calendario';
import { DecidirSolicitudDialog, DetalleSolicitudEquipoDialog, type AccionDecision } from '../../equipo';
import { CLAVE_CALENDARIO } from '../api/get-calendario';

interface Props {
  /** The request whose bar was clicked; none when closed. */
  abierta: TSolicitudCalendario | null;
  nombreSolicitante: string;
  onCerrar: () => void;
}

/**
 * A bar's request: its detail, with Aprobar/Rechazar when the viewer may decide it; deciding hides the detail while
 * the decision dialog is open, and once decided every calendar reloads.
 */
export function SolicitudCalendarioDialogs({ abierta, nombreSolicitante, onCerrar }: Props) {
  const queryClient = useQueryClient();
  const [decision, setDecision] = useState<{ accion: AccionDecision; abierto: boolean } | null>(null);
  return (
    <>
      <DetalleSolicitudEquipoDialog
        solicitudId={abierta && !decision?.abierto ? abierta.id : null}
        onCerrar={onCerrar}
        acciones={
          abierta?.puedeAprobar ? (
            <>
              <Button color="error" onClick={() => setDecision({ accion: 'rechazar', abierto: true })}>
                Rechazar
              </Button>
              <Button
                color="success"
                variant="contained"
                onClick={() => setDecision({ accion: 'aprobar', abierto: true })}
              >
                Aprobar
              </Button>
            </>
          ) : undefined
        }
      />
      <DecidirSolicitudDialog
        accion={decision?.accion ?? 'aprobar'}
        open={decision?.abierto ?? false}
        solicitud={abierta ? { ...abierta, nombreSolicitante } : null}
        onCerrar={() => setDecision((d) => (d ? { ...d, abierto: false } : null))}
        onCerrado={() => {
          setDecision(null);
          onCerrar();
          void queryClient.invalidateQueries({ queryKey: CLAVE_CALENDARIO });
        }}
      />
    </>
  );
}
