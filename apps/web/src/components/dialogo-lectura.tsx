import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

interface Props {
  abierto: boolean;
  titulo: ReactNode;
  onCerrar: () => void;
  maxWidth?: 'xs' | 'sm';
  /** What the dialog shows; without it, only the title and the buttons. */
  children?: ReactNode;
  /** Content between dividers (a long detail). */
  divisores?: boolean;
  /** The content takes the focus, so a long one scrolls by keyboard. */
  enfocable?: boolean;
  /** Buttons before the closing one. */
  acciones?: ReactNode;
  etiquetaCerrar?: string;
  /** The closing button is the main one (contained). */
  cerrarDestacado?: boolean;
  autoFocusCerrar?: boolean;
}

/** A read-only dialog: a title, what it shows, and a button that closes it (plus any other actions). */
export function DialogoLectura({
  abierto,
  titulo,
  onCerrar,
  maxWidth = 'sm',
  children,
  divisores = false,
  enfocable = false,
  acciones,
  etiquetaCerrar = 'Cerrar',
  cerrarDestacado = false,
  autoFocusCerrar = false,
}: Props) {
  const idTitulo = useId();
  return (
    <Dialog open={abierto} onClose={onCerrar} aria-labelledby={idTitulo} fullWidth maxWidth={maxWidth}>
      <DialogTitle id={idTitulo}>{titulo}</DialogTitle>
      {children && (
        <DialogContent dividers={divisores} tabIndex={enfocable ? 0 : undefined}>
          {children}
        </DialogContent>
      )}
      <DialogActions>
        {acciones}
        <Button
          variant={cerrarDestacado ? 'contained' : 'text'}
          onClick={onCerrar}
          autoFocus={autoFocusCerrar}
        >
          {etiquetaCerrar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** What a detail dialog shows while its data loads. */
export function CargandoDetalle() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>Cargando detalle...</Typography>
    </Box>
  );
}
