import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

// A long value without spaces (an e-mail, a reason) wraps instead of widening the grid.
const VALOR = { m: 0, overflowWrap: 'anywhere' } as const;

/** One "label: value" line of a form's read-only details, inside a `<dl>` two-column grid (see `ListaDatos`). */
export function Dato({ etiqueta, children }: { etiqueta: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {etiqueta}
      </Typography>
      <Typography component="dd" variant="body2" sx={VALOR}>
        {children}
      </Typography>
    </Box>
  );
}

/** The `<dl>` grid of a form's read-only details (who created it, when, how many use it). */
export function ListaDatos({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}
    >
      {children}
    </Box>
  );
}

/** One cell of a detail grid, the label over the value (see `RejillaDatos`); `ancho` takes the whole row. */
export function DatoApilado({
  etiqueta,
  ancho = false,
  children,
}: {
  etiqueta: string;
  ancho?: boolean;
  children: ReactNode;
}) {
  return (
    <Box sx={ancho ? { gridColumn: '1 / -1' } : undefined}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {etiqueta}
      </Typography>
      <Typography component="dd" sx={{ ...VALOR, fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The `<dl>` grid of a detail dialog's `DatoApilado` cells; `columnas` is its grid-template-columns. */
export function RejillaDatos({
  columnas,
  espacio = 2,
  children,
}: {
  columnas: string | Record<string, string>;
  espacio?: number;
  children: ReactNode;
}) {
  return (
    <Box component="dl" sx={{ display: 'grid', gap: espacio, gridTemplateColumns: columnas, m: 0 }}>
      {children}
    </Box>
  );
}

/** A titled free text of a detail (observations, comments, a reason), its line breaks kept. */
export function TextoDetalle({
  titulo,
  children,
  sx,
}: {
  titulo: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box component="section" sx={sx}>
      <Typography variant="subtitle2" component="h3">
        {titulo}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{children}</Typography>
    </Box>
  );
}
