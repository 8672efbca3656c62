import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** What the user sees when something unexpected breaks a screen. */
export function ErrorFallback({
  titulo = 'Algo salió mal',
  dentroDelShell = false,
}: {
  titulo?: string;
  dentroDelShell?: boolean;
}) {
  return (
    <Box
      component={dentroDelShell ? 'div' : 'main'}
      sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', p: 2 }}
    >
      <Paper sx={{ p: 4, maxWidth: 480, textAlign: 'center' }} role="alert">
        <Typography variant="h5" component="h1" gutterBottom>
          {titulo}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Ocurrió un error inesperado. Recarga la página para intentarlo nuevamente.
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Recargar página
        </Button>
      </Paper>
    </Box>
  );
}
