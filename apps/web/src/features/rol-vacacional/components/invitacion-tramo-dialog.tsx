import Typography from '@mui/material/Typography';
import type { TTramoPlan } from '@app/contract/programacion';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatearFecha } from '../../../utils/formato';

interface Props {
  /** The span the invitation's link points at; the dialog is closed without one. */
  tramo: TTramoPlan | null;
  creando: boolean;
  onConfirmar: (tramo: TTramoPlan) => void;
  onCancelar: () => void;
}

/** From the invitation's link: the request the span will become, to confirm in one click. */
export function InvitacionTramoDialog({ tramo, creando, onConfirmar, onCancelar }: Props) {
  return (
    <ConfirmDialog
      open={tramo !== null}
      title="Solicitar las vacaciones de su plan"
      confirmLabel="Crear solicitud"
      busy={creando}
      content={
        tramo && (
          <Typography>
            {`Se creará una solicitud de ${tramo.diasSolicitados} días (${tramo.tipoVacaciones === 'bloque' ? 'bloque' : 'días libres'}) del ${formatearFecha(tramo.fechaInicio)} al ${formatearFecha(tramo.fechaFin)}, del período ${tramo.periodo}, que su jefe deberá aprobar.`}
          </Typography>
        )
      }
      onConfirm={() => tramo && onConfirmar(tramo)}
      onCancel={onCancelar}
    />
  );
}
