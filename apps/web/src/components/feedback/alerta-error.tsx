import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

/** The server's error inside a dialog, which the user can dismiss ('Cerrar mensaje'); nothing without one. */
export function AlertaError({
  mensaje,
  onCerrar,
  sx,
}: {
  mensaje: string | null | undefined;
  onCerrar: () => void;
  sx?: SxProps<Theme>;
}) {
  if (!mensaje) return null;
  return (
    <Alert severity="error" onClose={onCerrar} closeText="Cerrar mensaje" sx={sx}>
      {mensaje}
    </Alert>
  );
}
