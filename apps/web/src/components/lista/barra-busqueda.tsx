import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';

interface Props {
  /** Accessible name of the whole bar (a search landmark). */
  etiqueta: string;
  /** The search box: its label, placeholder and text as typed. */
  busqueda: { label: string; placeholder: string; valor: string; onCambiar: (texto: string) => void };
  /** Filters between the search box and the buttons. */
  children?: ReactNode;
  hayFiltros: boolean;
  onLimpiar: () => void;
  /** 'Actualizar', disabled while the list reloads. */
  actualizando: boolean;
  onActualizar: () => void;
  /** Buttons at the end of the bar, e.g. 'Nuevo Rol'. */
  acciones?: ReactNode;
}

/** The list screens' search bar: search box, filters, 'Limpiar Filtros', 'Actualizar' and the screen's buttons. */
export function BarraBusqueda({
  etiqueta,
  busqueda,
  children,
  hayFiltros,
  onLimpiar,
  actualizando,
  onActualizar,
  acciones,
}: Props) {
  return (
    <Box
      role="search"
      aria-label={etiqueta}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}
    >
      <TextField
        size="small"
        type="search"
        label={busqueda.label}
        placeholder={busqueda.placeholder}
        value={busqueda.valor}
        onChange={(e) => busqueda.onCambiar(e.target.value)}
        sx={{ flex: '1 1 240px', maxWidth: { sm: 420 } }}
        slotProps={{
          htmlInput: { maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {children}
      <Button startIcon={<FilterAltOffIcon />} onClick={onLimpiar} disabled={!hayFiltros}>
        Limpiar Filtros
      </Button>
      {acciones && <Box sx={{ flex: '1 1 auto' }} />}
      <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onActualizar} disabled={actualizando}>
        Actualizar
      </Button>
      {acciones}
    </Box>
  );
}
