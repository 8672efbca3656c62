import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatearEntero } from '@app/contract/formato-numeros';

export type ColorStatCard = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

interface Props {
  title: string;
  /** A count is shown in Peruvian format ('10,106'); other figures come formatted. */
  value: ReactNode;
  icon?: ReactNode;
  color?: ColorStatCard;
  /** The figure is not known yet: a skeleton stands in for it, never a misleading 0. */
  cargando?: boolean;
}

/** One figure with its label, e.g. 'Pendientes 3'. */
export function StatCard({ title, value, icon, color = 'primary', cargando = false }: Props) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, '&:last-child': { pb: 2 } }}>
        {icon && (
          <Avatar
            aria-hidden
            sx={{ bgcolor: `${color}.main`, color: `${color}.contrastText`, width: 44, height: 44 }}
          >
            {icon}
          </Avatar>
        )}
        <div>
          <Typography variant="body2" color="text.secondary" component="p">
            {title}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {cargando ? (
              <Skeleton width={56} aria-label={`Cargando ${title}`} data-testid="cifra-cargando" />
            ) : typeof value === 'number' ? (
              formatearEntero(value)
            ) : (
              value
            )}
          </Typography>
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * One card: title, figure, icon and colour. The figure is `undefined` while loading (a skeleton) or when it could
 * not be loaded ('-').
 */
export type Tarjeta = readonly [titulo: string, valor: ReactNode, icono: ReactNode, color: ColorStatCard];

/**
 * A row of stat cards; each card is a group named by its title, so 'Pendientes 3' is read together. While
 * `cargando`, a card without its figure shows a skeleton; after a failed load, '-'.
 */
export function TarjetasResumen({
  etiqueta,
  tarjetas,
  cargando = false,
  anchoMinimo = 170,
}: {
  etiqueta: string;
  tarjetas: readonly Tarjeta[];
  cargando?: boolean;
  anchoMinimo?: number;
}) {
  return (
    <Box
      component="section"
      aria-label={etiqueta}
      aria-busy={cargando || undefined}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: `repeat(auto-fit, minmax(min(${anchoMinimo}px, 100%), 1fr))`,
        mb: 3,
      }}
    >
      {tarjetas.map(([titulo, valor, icono, color]) => (
        <Box key={titulo} role="group" aria-label={titulo}>
          <StatCard
            title={titulo}
            value={valor ?? '-'}
            icon={icono}
            color={color}
            cargando={cargando && valor === undefined}
          />
        </Box>
      ))}
    </Box>
  );
}
