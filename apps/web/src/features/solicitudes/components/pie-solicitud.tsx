import type { UseFormRegisterReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import { MAX_OBSERVACIONES } from '@app/contract/solicitudes';

interface Props {
  registro: UseFormRegisterReturn<'observaciones'>;
  error: string | undefined;
  /** Characters written so far, for the counter. */
  longitud: number;
  enviando: boolean;
  /** No period to take the days from, or the balance is still loading. */
  deshabilitado: boolean;
}

/** The form's end: 'Observaciones' with its counter, then 'Enviar Solicitud'. */
export function PieSolicitud({ registro, error, longitud, enviando, deshabilitado }: Props) {
  return (
    <>
      <TextField
        {...registro}
        id="solicitud-observaciones"
        label="Observaciones"
        multiline
        minRows={3}
        fullWidth
        error={Boolean(error)}
        helperText={error ?? `${longitud}/${MAX_OBSERVACIONES} caracteres`}
        slotProps={{ htmlInput: { maxLength: MAX_OBSERVACIONES } }}
      />

      <Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={enviando || deshabilitado}
          startIcon={enviando ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SendIcon />}
        >
          {enviando ? 'Enviando...' : 'Enviar Solicitud'}
        </Button>
      </Box>
    </>
  );
}
