import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';

export interface DataTableColumn<T> {
  key: string;
  header: string;
  /** The server's sort field; the header is clickable only when given (never for the actions column). */
  sortKey?: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** The row-actions column: never sortable. */
  isActions?: boolean;
}

export interface DataTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string | number;
  /** Rows matching the filters on the server (not just this page). */
  total: number;
  /** From 1. */
  pageNumber: number;
  pageSize: number;
  pageSizeOptions?: readonly number[];
  onPageChange: (pageNumber: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  sortBy?: string;
  isDescending?: boolean;
  onSortChange?: (sortBy: string, isDescending: boolean) => void;
  loading?: boolean;
  loadingText?: string;
  /** Shown in the body when there are no rows and nothing is loading. */
  emptyState?: ReactNode;
}

export const OPCIONES_TAMANO_PAGINA = [5, 10, 25, 50, 100] as const;

/** 'Mostrando a-b de n' (spec 01, shared table behaviour). */
export const textoRango = (pageNumber: number, pageSize: number, total: number) => {
  const desde = (pageNumber - 1) * pageSize + 1;
  const hasta = Math.min(pageNumber * pageSize, total);
  return `Mostrando ${desde}-${hasta} de ${total}`;
};

/** A server-paged, server-sorted table: the parent owns page, size and sort and fetches accordingly. */
export function DataTable<T>({
  label,
  columns,
  rows,
  getRowId,
  total,
  pageNumber,
  pageSize,
  pageSizeOptions = OPCIONES_TAMANO_PAGINA,
  onPageChange,
  onPageSizeChange,
  sortBy,
  isDescending = false,
  onSortChange,
  loading = false,
  loadingText = 'Cargando datos...',
  emptyState,
}: DataTableProps<T>) {
  const totalPaginas = Math.max(1, Math.ceil(total / pageSize));
  const enPrimera = pageNumber <= 1;
  const enUltima = pageNumber >= totalPaginas;
  const opciones = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  const alOrdenar = (clave: string) => {
    if (!onSortChange) return;
    onSortChange(clave, sortBy === clave ? !isDescending : false);
  };

  let cuerpo: ReactNode;
  if (loading) {
    cuerpo = (
      <TableRow>
        <TableCell colSpan={columns.length}>
          <Box
            role="status"
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 4 }}
          >
            <CircularProgress size={24} aria-label={loadingText} />
            <Typography>{loadingText}</Typography>
          </Box>
        </TableCell>
      </TableRow>
    );
  } else if (rows.length === 0) {
    cuerpo = (
      <TableRow>
        <TableCell colSpan={columns.length} sx={{ py: 4, textAlign: 'center' }}>
          {emptyState ?? <Typography color="text.secondary">No hay registros para mostrar.</Typography>}
        </TableCell>
      </TableRow>
    );
  } else {
    cuerpo = rows.map((fila) => (
      <TableRow hover key={getRowId(fila)}>
        {columns.map((col) => (
          <TableCell key={col.key} align={col.align}>
            {col.render(fila)}
          </TableCell>
        ))}
      </TableRow>
    ));
  }

  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label} aria-busy={loading || undefined}>
          <TableHead>
            <TableRow>
              {columns.map((col) => {
                const ordenable = Boolean(col.sortKey && !col.isActions && onSortChange);
                const activa = ordenable && sortBy === col.sortKey;
                return (
                  <TableCell
                    key={col.key}
                    align={col.align}
                    sx={{ width: col.width, fontWeight: 600, whiteSpace: 'nowrap' }}
                    sortDirection={activa ? (isDescending ? 'desc' : 'asc') : false}
                  >
                    {ordenable && col.sortKey ? (
                      <TableSortLabel
                        active={activa}
                        direction={activa && isDescending ? 'desc' : 'asc'}
                        onClick={() => alOrdenar(col.sortKey as string)}
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
          <TableBody>{cuerpo}</TableBody>
        </Table>
      </TableContainer>

      {total > 0 && (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            px: 2,
            py: 1,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="body2">{textoRango(pageNumber, pageSize, total)}</Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label="Filas por página"
              value={pageSize}
              onChange={(e) => onPageSizeChange(Number(e.target.value))}
              sx={{ minWidth: 130, mr: 1 }}
            >
              {opciones.map((n) => (
                <MenuItem key={n} value={n}>
                  {n}
                </MenuItem>
              ))}
            </TextField>
            <IconButton aria-label="Primera página" disabled={enPrimera} onClick={() => onPageChange(1)}>
              <FirstPageIcon />
            </IconButton>
            <IconButton
              aria-label="Página anterior"
              disabled={enPrimera}
              onClick={() => onPageChange(pageNumber - 1)}
            >
              <NavigateBeforeIcon />
            </IconButton>
            <Typography variant="body2" sx={{ mx: 1, whiteSpace: 'nowrap' }} aria-live="polite">
              {pageNumber} de {totalPaginas}
            </Typography>
            <IconButton
              aria-label="Página siguiente"
              disabled={enUltima}
              onClick={() => onPageChange(pageNumber + 1)}
            >
              <NavigateNextIcon />
            </IconButton>
            <IconButton
              aria-label="Última página"
              disabled={enUltima}
              onClick={() => onPageChange(totalPaginas)}
            >
              <LastPageIcon />
            </IconButton>
          </Box>
        </Box>
      )}
    </Paper>
  );
}
