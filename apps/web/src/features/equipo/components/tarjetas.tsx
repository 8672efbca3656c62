import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { StatCard, type ColorStatCard } from '../../../components/stat-card';

export interface Tarjeta {
  titulo: string;
  valor: ReactNode;
  icono: ReactNode;
  color: ColorStatCard;
}

/** A row of stat cards; each card is a group named by its title, so 'Pendientes 3' is read together. */
export function Tarjetas({ etiqueta, tarjetas }: { etiqueta: string; tarjetas: readonly Tarjeta[] }) {
  return (
    <Box
      component="section"
      aria-label={etiqueta}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))', mb: 3 }}
    >
      {tarjetas.map((t) => (
        <Box key={t.titulo} role="group" aria-label={t.titulo}>
          <StatCard title={t.titulo} value={t.valor} icon={t.icono} color={t.color} />
        </Box>
      ))}
    </Box>
  );
}
