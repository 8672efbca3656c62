import { useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { TSaldoEquipo } from '@app/contract/equipo';
import { formatearNumero } from '../../../utils/formato';
import { DiasVencidas } from './tabla-saldos-equipo';

export const SALDO_NO_ENCONTRADO = 'Saldo no encontrado';

const ESTADOS_PERIODO: Record<TSaldoEquipo['estadoPeriodo'], string> = {
  CURSO: 'En curso',
  PENDIENTE: 'Pendiente de goce',
  VENCIDA: 'Vencido',
};

/** Spec 01 §2: a balance is looked up by id among the rows loaded; undefined when it is not there. */
export const buscarSaldo = (saldos: readonly TSaldoEquipo[], id: string | null) =>
  id === null ? undefined : saldos.find((s) => s.id === id);

function Dato({ etiqueta, ancho, children }: { etiqueta: string; ancho?: boolean; children: ReactNode }) {
  return (
    <Box sx={ancho ? { gridColumn: '1 / -1' } : undefined}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {etiqueta}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

interface Props {
  /** The balance to show ('12-2025'); null closes the dialog. */
  saldoId: string | null;
  /** The rows currently loaded. */
  saldos: readonly TSaldoEquipo[];
  onCerrar: () => void;
}

/** A small read-only panel with one balance row; 'Saldo no encontrado' when the id is not in the list. */
export function DetalleSaldoDialog({ saldoId, saldos, onCerrar }: Props) {
  const idTitulo = useId();
  const [ultimoId, setUltimoId] = useState(saldoId);
  if (saldoId !== null && saldoId !== ultimoId) setUltimoId(saldoId);
  const saldo = buscarSaldo(saldos, saldoId ?? ultimoId);

  return (
    <Dialog open={saldoId !== null} onClose={onCerrar} aria-labelledby={idTitulo} fullWidth maxWidth="xs">
      <DialogTitle id={idTitulo}>Detalle del saldo</DialogTitle>
      <DialogContent dividers tabIndex={0}>
        {saldo ? (
          <Box component="dl" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, 1fr)', m: 0 }}>
            <Dato etiqueta="Empleado" ancho>
              {saldo.nombreEmpleado}
            </Dato>
            <Dato etiqueta="Email" ancho>
              {saldo.email}
            </Dato>
            <Dato etiqueta="Período">{saldo.periodo}</Dato>
            <Dato etiqueta="Estado del período">{ESTADOS_PERIODO[saldo.estadoPeriodo]}</Dato>
            <Dato etiqueta="Vencidas">
              <DiasVencidas valor={saldo.diasVencidas} />
            </Dato>
            <Dato etiqueta="Pendientes">{formatearNumero(saldo.diasPendientes)}</Dato>
            <Dato etiqueta="Truncas">{formatearNumero(saldo.diasTruncas)}</Dato>
            <Dato etiqueta="Días Libres">{formatearNumero(saldo.diasLibres)}</Dato>
            <Dato etiqueta="Días Bloque">{formatearNumero(saldo.diasBloque)}</Dato>
            <Dato etiqueta="Manager">{saldo.nombreManager || 'Sin asignar'}</Dato>
          </Box>
        ) : (
          <Alert severity="warning">{SALDO_NO_ENCONTRADO}</Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCerrar}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
