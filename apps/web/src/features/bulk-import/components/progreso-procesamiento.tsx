import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { EstadoImportacion, ProgresoVisible } from '../hooks/use-bulk-import';

/** The processing bar: live while the server works, then frozen with how it ended. */
export function ProgresoProcesamiento({
  estado,
  progreso,
}: {
  estado: EstadoImportacion;
  progreso: ProgresoVisible;
}) {
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="body2" id="progreso-importacion">
          {estado === 'procesando'
            ? progreso.mensaje || 'Procesando...'
            : estado === 'cancelado'
              ? 'Procesamiento cancelado'
              : 'Procesamiento terminado'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {progreso.porcentaje}%
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={progreso.porcentaje}
        aria-labelledby="progreso-importacion"
        sx={{ height: 8, borderRadius: 1 }}
      />
    </Box>
  );
}
