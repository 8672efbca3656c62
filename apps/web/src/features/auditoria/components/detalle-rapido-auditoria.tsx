import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { etiquetaAccion, type TAuditoriaRegistro } from '@app/contract/auditoria';
import { formatearFechaAuditoria, nombreEjecutor } from '../utils/formato-auditoria';
import { ListaCambios } from './cambios-auditoria';
import { SeveridadChip } from './severidad-chip';

function Dato({ etiqueta, children }: { etiqueta: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {etiqueta}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

interface Props {
  abierto: boolean;
  /** Kept while the dialog fades out. */
  registro: TAuditoriaRegistro | null;
  onCerrar: () => void;
  /** When given, a 'Ver detalle completo' button hands the record over. */
  onVerDetalleCompleto?: ((registro: TAuditoriaRegistro) => void) | undefined;
}

/**
 * Quick detail of one audit record (spec 02 §2.6): action, user, affected user, date, reason, IP; then what changed,
 * field by field in Spanish with before → after (issue 14).
 */
export function DetalleRapidoAuditoria({ abierto, registro, onCerrar, onVerDetalleCompleto }: Props) {
  const idTitulo = useId();
  return (
    <Dialog
      open={abierto && registro !== null}
      onClose={onCerrar}
      aria-labelledby={idTitulo}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={idTitulo}>Detalle de la acción</DialogTitle>
      {registro && (
        <DialogContent>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}
          >
            <Dato etiqueta="Acción">{registro.mensajeCorto}</Dato>
            <Dato etiqueta="Tipo de acción">{etiquetaAccion(registro.tipoAccion)}</Dato>
            <Dato etiqueta="Usuario">{nombreEjecutor(registro.usuarioEjecutorNombre)}</Dato>
            <Dato etiqueta="Usuario afectado">{registro.usuarioAfectadoNombre || '-'}</Dato>
            <Dato etiqueta="Fecha y Hora">{formatearFechaAuditoria(registro.fechaHora)}</Dato>
            <Dato etiqueta="Motivo">{registro.motivo || '-'}</Dato>
            <Dato etiqueta="IP">{registro.ipAddress || '-'}</Dato>
            <Dato etiqueta="Severidad">
              <SeveridadChip severidad={registro.severidad} />
            </Dato>
          </Box>
          <ListaCambios cambios={registro.cambios} />
        </DialogContent>
      )}
      <DialogActions>
        {registro && onVerDetalleCompleto && (
          <Button
            onClick={() => {
              onVerDetalleCompleto(registro);
              onCerrar();
            }}
          >
            Ver detalle completo
          </Button>
        )}
        <Button variant="contained" onClick={onCerrar}>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
