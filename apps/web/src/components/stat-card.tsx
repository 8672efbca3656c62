import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export type ColorStatCard = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

interface Props {
  title: string;
  value: ReactNode;
  icon?: ReactNode;
  color?: ColorStatCard;
}

/** One figure with its label, e.g. 'Pendientes 3'. */
export function StatCard({ title, value, icon, color = 'primary' }: Props) {
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
            {value}
          </Typography>
        </div>
      </CardContent>
    </Card>
  );
}
