import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A form's submit button: while `enviando`, a spinner before its text and disabled. */
export function BotonEnviar({ enviando, disabled, ...resto }: ButtonProps & { enviando: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      {...resto}
      disabled={disabled || enviando}
      startIcon={enviando ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
    />
  );
}
