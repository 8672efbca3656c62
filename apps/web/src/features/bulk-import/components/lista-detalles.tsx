import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatearEntero } from '@app/contract/formato-numeros';

export interface Detalle {
  clave: string;
  principal: string;
  secundario?: string | null;
}

interface Props {
  titulo: string;
  detalles: Detalle[];
  /** How many there are in all (the list shows the first `mostrar`). */
  total: number;
  mostrar: number;
  /** '... y N errores más' → sufijo 'errores más'. */
  sufijo: string;
  color?: 'error' | 'warning' | 'success' | 'text.primary';
}

/** The first `mostrar` items of a list, then '... y N {sufijo}'. */
export function ListaDetalles({ titulo, detalles, total, mostrar, sufijo, color = 'text.primary' }: Props) {
  if (total === 0) return null;
  const resto = total - Math.min(mostrar, detalles.length);
  return (
    <section aria-label={titulo}>
      <Typography variant="subtitle2" component="h3" color={color}>
        {titulo}
      </Typography>
      <List dense disablePadding>
        {detalles.slice(0, mostrar).map((d) => (
          <ListItem key={d.clave} disableGutters sx={{ py: 0.25 }}>
            <ListItemText primary={d.principal} secondary={d.secundario ?? undefined} />
          </ListItem>
        ))}
      </List>
      {resto > 0 && (
        <Typography variant="body2" color="text.secondary">
          ... y {formatearEntero(resto)} {sufijo}
        </Typography>
      )}
    </section>
  );
}
