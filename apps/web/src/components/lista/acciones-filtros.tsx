import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import RefreshIcon from '@mui/icons-material/Refresh';

/** The 'Limpiar filtros' and 'Actualizar' buttons at the foot of a filters panel. */
export function AccionesFiltros({
  onLimpiar,
  onActualizar,
}: {
  onLimpiar: () => void;
  onActualizar: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
      <Button variant="outlined" startIcon={<FilterAltOffIcon />} onClick={onLimpiar}>
        Limpiar filtros
      </Button>
      <Button variant="contained" startIcon={<RefreshIcon />} onClick={onActualizar}>
        Actualizar
      </Button>
    </Box>
  );
}
