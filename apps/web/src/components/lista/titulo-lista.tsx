import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A list's h2 title with its actions on the right (e.g. the Excel export), wrapping under it on a narrow
 * screen. `id` lets the section name itself by the title (aria-labelledby).
 */
export function TituloLista({ id, titulo, children }: { id: string; titulo: string; children?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        mb: 1,
        alignItems: 'flex-start',
        justifyContent: 'space-between',
      }}
    >
      <Typography id={id} variant="h6" component="h2">
        {titulo}
      </Typography>
      {children}
    </Box>
  );
}
