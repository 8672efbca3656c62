import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';

/** The empty table: why it is empty (the filters, or no requests yet) and a way to create one. */
export function SinSolicitudes({ filtrado, onNueva }: { filtrado: boolean; onNueva: () => void }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }}>
      <Typography color="text.secondary">
        {filtrado
          ? 'No hay solicitudes que coincidan con los filtros aplicados.'
          : 'Aún no tienes solicitudes de vacaciones.'}
      </Typography>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onNueva}>
        Crear Primera Solicitud
      </Button>
    </Stack>
  );
}
