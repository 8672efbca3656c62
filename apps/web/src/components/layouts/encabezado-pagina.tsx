import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNombreEmpresa } from '../../lib/empresa';

interface Props {
  titulo: string;
  subtitulo?: ReactNode;
  /** Buttons on the right of the title. */
  acciones?: ReactNode;
}

/** The page's h1 (and the document title). */
export function EncabezadoPagina({ titulo, subtitulo, acciones }: Props) {
  const nombreEmpresa = useNombreEmpresa();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
      <title>{nombreEmpresa ? `${titulo} · ${nombreEmpresa}` : titulo}</title>
      <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, fontWeight: 600 }}
        >
          {titulo}
        </Typography>
        {subtitulo && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitulo}
          </Typography>
        )}
      </Box>
      {acciones && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{acciones}</Box>}
    </Box>
  );
}
