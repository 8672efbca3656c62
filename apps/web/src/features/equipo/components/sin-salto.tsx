import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** A table cell's text kept on one line (names, ids, dates). */
export function SinSalto({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  );
}
