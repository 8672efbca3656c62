import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';

/** Fallback of a permission-gated page: says why, shows nothing of the page. */
export function SinPermiso() {
  return (
    <>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, fontWeight: 600, mb: 3 }}
      >
        Acceso restringido
      </Typography>
      <Alert severity="warning" sx={{ maxWidth: 640 }}>
        No tiene permiso para ver esta página.
      </Alert>
    </>
  );
}
