import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { DataTableColumn } from './columnas';
import { PaginacionTabla } from './paginacion-tabla';
import { VistaTabla } from './vista-tabla';
import { VistaTarjetas } from './vista-tarjetas';

export { columnaAcciones, type DataTableColumn } from './columnas';
export { textoRango } from './paginacion-tabla';

/** At this width or less a list shows one card per row instead of a table (a phone is 360–430 px wide). */
export const ANCHO_TARJETAS = '(max-width:600px)';

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

export const OPCIONES_TAMANO_PAGINA = [5, 10, 25, 50, 100] as const;

export const TEXTO_ERROR_TABLA = 'No se pudieron cargar los datos.';

/** What the body shows instead of rows: loading, the failed load, or the empty state; null when there are rows. */
function contenidoVacio(
  loading: boolean,
  loadingText: string,
  error: boolean,
  sinFilas: boolean,
  emptyState: ReactNode,
): ReactNode {
  if (loading) {
    return (
      <Box
        role="status"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 4 }}
      >
        <CircularProgress size={24} aria-label={loadingText} />
        <Typography>{loadingText}</Typography>
      </Box>
    );
  }
  if (error) return <Typography color="text.secondary">{TEXTO_ERROR_TABLA}</Typography>;
  if (sinFilas)
    return emptyState ?? <Typography color="text.secondary">No hay registros para mostrar.</Typography>;
  return null;
}

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
  const vacio = contenidoVacio(loading, loadingText, error, rows.length === 0, emptyState);
  const vista = { label, columns, rows, getRowId, loading, vacio, sortBy, isDescending, onSortChange };

  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      {comoTarjetas ? <VistaTarjetas {...vista} /> : <VistaTabla {...vista} />}

      {total > 0 && onPageChange && onPageSizeChange && (
        <PaginacionTabla
          total={total}
          pageNumber={pageNumber}
          pageSize={pageSize}
          pageSizeOptions={pageSizeOptions}
          onPageChange={onPageChange}
          onPageSizeChange={onPageSizeChange}
        />
      )}
    </Paper>
  );
}
