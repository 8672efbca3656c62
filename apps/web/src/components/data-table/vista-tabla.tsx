import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { DataTableColumn } from './columnas';
import type { OrdenTabla } from './orden';

/** The header row: a sortable column's whole cell sorts by it, again to reverse. */
function EncabezadoTabla<T>({
  columns,
  sortBy,
  isDescending,
  onSortChange,
}: OrdenTabla & { columns: readonly DataTableColumn<T>[] }) {
  const alOrdenar = (clave: string) => {
    if (!onSortChange) return;
    onSortChange(clave, sortBy === clave ? !isDescending : false);
  };
  return (
    <TableHead>
      <TableRow>
        {columns.map((col) => {
          const ordenable = Boolean(col.sortKey && !col.isActions && onSortChange);
          const activa = ordenable && sortBy === col.sortKey;
          return (
            <TableCell
              key={col.key}
              align={col.align}
              sx={{
                width: col.width,
                fontWeight: 600,
                whiteSpace: 'nowrap',
                p: ordenable ? 0 : undefined,
              }}
              sortDirection={activa ? (isDescending ? 'desc' : 'asc') : false}
            >
              {ordenable && col.sortKey ? (
                // The whole cell is the click target, not only the text and its arrow.
                <TableSortLabel
                  active={activa}
                  direction={activa && isDescending ? 'desc' : 'asc'}
                  onClick={() => alOrdenar(col.sortKey as string)}
                  sx={{
                    width: '100%',
                    px: 2,
                    py: '6px',
                    justifyContent: col.align === 'right' ? 'flex-end' : 'flex-start',
                  }}
                >
                  {col.header}
                </TableSortLabel>
              ) : (
                col.header
              )}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}

interface Props<T> extends OrdenTabla {
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string | number;
  loading: boolean;
  /** Loading, failed or empty: this in one full-width row instead of the rows. */
  vacio: ReactNode;
}

/** A wide screen's list: the table itself, scrolling sideways when it does not fit. */
export function VistaTabla<T>({ label, columns, rows, getRowId, loading, vacio, ...orden }: Props<T>) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} aria-busy={loading || undefined}>
        <EncabezadoTabla columns={columns} {...orden} />
        <TableBody>
          {vacio ? (
            <TableRow>
              <TableCell colSpan={columns.length} sx={{ py: 4, textAlign: 'center' }}>
                {vacio}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((fila) => (
              <TableRow hover key={getRowId(fila)}>
                {columns.map((col) => (
                  <TableCell
                    key={col.key}
                    align={col.align}
                    {...(col.encabezadoFila ? { component: 'th', scope: 'row' } : {})}
                  >
                    {col.render(fila)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
