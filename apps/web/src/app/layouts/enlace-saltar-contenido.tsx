import Box from '@mui/material/Box';
import { ID_CONTENIDO } from './medidas-marco';

/** The first stop of the keyboard: hidden above the page until focused, it jumps past the bar and the menu. */
export function EnlaceSaltarContenido() {
  return (
    <Box
      component="a"
      href={`#${ID_CONTENIDO}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (t) => t.zIndex.tooltip + 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        px: 2,
        py: 1,
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      Saltar al contenido principal
    </Box>
  );
}
