import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
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
import useMediaQuery from '@mui/material/useMediaQuery';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { formatearEntero } from '@app/contract/formato-numeros';

/** At this width or less a list shows one card per row instead of a table (a phone is 360–430 px wide). */
export const ANCHO_TARJETAS = '(max-width:600px)';

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
  /** The cell names its row (a `th` with scope row), e.g. the period of a balance. */
  encabezadoFila?: boolean;
  /**
   * Its place in the card a narrow screen shows instead of the table: the card's 'titulo' (name), its 'estado'
   * (top right), 'oculta', or by default a 'label: value' line. The actions column goes to the card's corner.
   */
  enTarjeta?: 'titulo' | 'estado' | 'oculta';
}

export interface DataTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string | number;
  /** Rows matching the filters on the server (not just this page). Without paging: the rows given. */
  total?: number;
  /** From 1. */
  pageNumber?: number;
  pageSize?: number;
  pageSizeOptions?: readonly number[];
  /** The paging footer shows only when both handlers are given (a short, unpaged list has none). */
  onPageChange?: (pageNumber: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  sortBy?: string;
  isDescending?: boolean;
  onSortChange?: (sortBy: string, isDescending: boolean) => void;
  loading?: boolean;
  loadingText?: string;
  /** Shown in the body when there are no rows and nothing is loading (never after a failed load). */
  emptyState?: ReactNode;
  /** The load failed (the screen shows why above): the body says so instead of the empty state. */
  error?: boolean;
}

/** The row-actions column: 'Acciones', never sortable, in the corner of a narrow screen's card. */
export const columnaAcciones = <T,>(render: (fila: T) => ReactNode, width = 80): DataTableColumn<T> => ({
  key: 'acciones',
  header: 'Acciones',
  isActions: true,
  width,
  render,
});

export const OPCIONES_TAMANO_PAGINA = [5, 10, 25, 50, 100] as const;

/** 'Mostrando a-b de n' (docs/producto.md, «Tablas y listas»). */
export const textoRango = (pageNumber: number, pageSize: number, total: number) => {
  const desde = (pageNumber - 1) * pageSize + 1;
  const hasta = Math.min(pageNumber * pageSize, total);
  return `Mostrando ${formatearEntero(desde)}-${formatearEntero(hasta)} de ${formatearEntero(total)}`;
};

export const TEXTO_ERROR_TABLA = 'No se pudieron cargar los datos.';

/** A server-paged, server-sorted table: the parent owns page, size and sort and fetches accordingly. */
export function DataTable<T>({
  label,
  columns,
  rows,
  getRowId,
  total = rows.length,
  pageNumber = 1,
  pageSize = Math.max(1, rows.length),
  pageSizeOptions = OPCIONES_TAMANO_PAGINA,
  onPageChange,
  onPageSizeChange,
  sortBy,
  isDescending = false,
  onSortChange,
  loading = false,
  loadingText = 'Cargando datos...',
  emptyState,
  error = false,
}: DataTableProps<T>) {
  const comoTarjetas = useMediaQuery(ANCHO_TARJETAS);
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

  let vacio: ReactNode = null;
  if (loading) {
    vacio = (
      <Box
        role="status"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 4 }}
      >
        <CircularProgress size={24} aria-label={loadingText} />
        <Typography>{loadingText}</Typography>
      </Box>
    );
  } else if (error) {
    vacio = <Typography color="text.secondary">{TEXTO_ERROR_TABLA}</Typography>;
  } else if (rows.length === 0) {
    vacio = emptyState ?? <Typography color="text.secondary">No hay registros para mostrar.</Typography>;
  }

  const ordenables = columns.filter((c) => c.sortKey && !c.isActions && onSortChange);
  const vista = comoTarjetas ? (
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
  ) : (
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

  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      {vista}

      {total > 0 && onPageChange && onPageSizeChange && (
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
              {formatearEntero(pageNumber)} de {formatearEntero(totalPaginas)}
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

/** One row as a card: name and status on top, the actions menu in the corner, the other columns as lines. */
function TarjetaFila<T>({ fila, columns }: { fila: T; columns: readonly DataTableColumn<T>[] }) {
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
