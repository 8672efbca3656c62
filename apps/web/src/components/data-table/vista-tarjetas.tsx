import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import type { DataTableColumn } from './columnas';
import type { OrdenTabla } from './orden';
import { TarjetaFila } from './tarjeta-fila';

interface Props<T> extends OrdenTabla {
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string | number;
  loading: boolean;
  /** Loading, failed or empty: this instead of the cards. */
  vacio: ReactNode;
}

/** A narrow screen's list: a sort picker (there are no headers to click), then one card per row. */
export function VistaTarjetas<T>({
  label,
  columns,
  rows,
  getRowId,
  loading,
  vacio,
  sortBy,
  isDescending,
  onSortChange,
}: Props<T>) {
  const ordenables = columns.filter((c) => c.sortKey && !c.isActions && onSortChange);
  return (
    <Box aria-label={label} role="region" aria-busy={loading || undefined}>
      {ordenables.length > 0 && onSortChange && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', p: 1.5, pb: 0 }}>
          <TextField
            select
            size="small"
            label="Ordenar por"
            value={sortBy ?? ''}
            onChange={(e) => onSortChange(e.target.value, false)}
            sx={{ flex: 1 }}
          >
            {ordenables.map((c) => (
              <MenuItem key={c.key} value={c.sortKey}>
                {c.header}
              </MenuItem>
            ))}
          </TextField>
          <IconButton
            aria-label={isDescending ? 'Orden descendente' : 'Orden ascendente'}
            onClick={() => sortBy && onSortChange(sortBy, !isDescending)}
          >
            {isDescending ? <ArrowDownwardIcon /> : <ArrowUpwardIcon />}
          </IconButton>
        </Box>
      )}
      {vacio ? (
        <Box sx={{ py: 4, px: 2, textAlign: 'center' }}>{vacio}</Box>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 1.5, display: 'grid', gap: 1.5 }}>
          {rows.map((fila) => (
            <TarjetaFila key={getRowId(fila)} fila={fila} columns={columns} />
          ))}
        </Box>
      )}
    </Box>
  );
}
