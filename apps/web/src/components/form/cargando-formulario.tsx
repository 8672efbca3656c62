import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** What a form dialog shows while its record loads: a spinner and the text (e.g. 'Cargando rol...'). */
export function CargandoFormulario({ texto }: { texto: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 3 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{texto}</Typography>
    </Box>
  );
}
