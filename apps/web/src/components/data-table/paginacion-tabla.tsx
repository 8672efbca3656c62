import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { formatearEntero } from '@app/contract/formato-numeros';

/** 'Mostrando a-b de n' (docs/producto.md, «Tablas y listas»). */
export const textoRango = (pageNumber: number, pageSize: number, total: number) => {
  const desde = (pageNumber - 1) * pageSize + 1;
  const hasta = Math.min(pageNumber * pageSize, total);
  return `Mostrando ${formatearEntero(desde)}-${formatearEntero(hasta)} de ${formatearEntero(total)}`;
};

interface Props {
  total: number;
  /** From 1. */
  pageNumber: number;
  pageSize: number;
  pageSizeOptions: readonly number[];
  onPageChange: (pageNumber: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** The paging footer: the range shown, rows per page, and first/previous/next/last. */
export function PaginacionTabla({
  total,
  pageNumber,
  pageSize,
  pageSizeOptions,
  onPageChange,
  onPageSizeChange,
}: Props) {
  const totalPaginas = Math.max(1, Math.ceil(total / pageSize));
  const enPrimera = pageNumber <= 1;
  const enUltima = pageNumber >= totalPaginas;
  // A page size outside the options is still offered, in order, so the picker never shows a blank.
  const opciones = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);
  return (
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
        <IconButton aria-label="Última página" disabled={enUltima} onClick={() => onPageChange(totalPaginas)}>
          <LastPageIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
