import { useId } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';

/** The blocking (no way to dismiss it) 'Procesando...' dialog shown while an operation on users is under way. */
export function ProcesandoDialog({ abierto }: { abierto: boolean }) {
  const idTitulo = useId();
  return (
    <Dialog
      open={abierto}
      aria-labelledby={idTitulo}
      aria-busy
      // A status over the dialog that started the operation: it leaves focus where that dialog puts it (e.g. on
      // the first field a server error marks).
      disableAutoFocus
      disableEnforceFocus
      disableRestoreFocus
      slotProps={{ paper: { sx: { px: 4, py: 3 } } }}
    >
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={28} aria-hidden />
        <Typography id={idTitulo} component="h2" variant="subtitle1">
          Procesando...
        </Typography>
      </Box>
    </Dialog>
  );
}
