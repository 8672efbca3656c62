import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { DataTableColumn } from './columnas';

/** One row as a card: name and status on top, the actions menu in the corner, the other columns as lines. */
export function TarjetaFila<T>({ fila, columns }: { fila: T; columns: readonly DataTableColumn<T>[] }) {
  const titulo = columns.filter((c) => c.enTarjeta === 'titulo');
  const estado = columns.filter((c) => c.enTarjeta === 'estado');
  const acciones = columns.filter((c) => c.isActions);
  const lineas = columns.filter((c) => !c.isActions && c.enTarjeta === undefined);
  return (
    <Card component="li" variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          {titulo.map((c) => (
            <Box key={c.key}>{c.render(fila)}</Box>
          ))}
        </Box>
        {estado.map((c) => (
          <Box key={c.key} sx={{ flexShrink: 0 }}>
            {c.render(fila)}
          </Box>
        ))}
        {acciones.map((c) => (
          <Box key={c.key} sx={{ flexShrink: 0 }}>
            {c.render(fila)}
          </Box>
        ))}
      </Box>
      {lineas.length > 0 && (
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, m: 0, mt: 1 }}
        >
          {lineas.map((c) => (
            <Box key={c.key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {c.header}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, minWidth: 0, overflowWrap: 'break-word' }}
              >
                {c.render(fila)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}
