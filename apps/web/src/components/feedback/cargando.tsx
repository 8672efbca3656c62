import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A centred spinner while a session or a page chunk loads. */
export function Cargando({
  etiqueta = 'Cargando',
  pantallaCompleta = false,
}: {
  etiqueta?: string;
  pantallaCompleta?: boolean;
}) {
  return (
    <Box
      role="status"
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: pantallaCompleta ? '100vh' : 240,
        width: '100%',
      }}
    >
      <CircularProgress aria-label={etiqueta} />
    </Box>
  );
}
