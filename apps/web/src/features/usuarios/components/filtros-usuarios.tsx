import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import type { TDropdownDepartamentos } from '@app/contract/usuarios';
import type { FiltrosUsuarios } from '../api/get-usuarios';

interface Props {
  /** The search box's text as typed (applied after a pause). */
  busqueda: string;
  filtros: Omit<FiltrosUsuarios, 'busquedaGeneral'>;
  departamentos: TDropdownDepartamentos;
  roles: readonly string[];
  hayFiltros: boolean;
  actualizando: boolean;
  onBusqueda: (texto: string) => void;
  onFiltro: (cambio: Partial<Omit<FiltrosUsuarios, 'busquedaGeneral'>>) => void;
  onLimpiar: () => void;
  onActualizar: () => void;
}

/** A select whose empty value reads 'Todos los …' instead of leaving the label as a placeholder. */
const SIEMPRE_CON_TEXTO = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** Departamento, Rol, Estado, a general search (name, e-mail, DNI), 'Limpiar Filtros' and 'Actualizar'. */
export function FiltrosUsuariosBarra({
  busqueda,
  filtros,
  departamentos,
  roles,
  hayFiltros,
  actualizando,
  onBusqueda,
  onFiltro,
  onLimpiar,
  onActualizar,
}: Props) {
  return (
    <Box
      role="search"
      aria-label="Filtros de usuarios"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}
    >
      <TextField
        size="small"
        type="search"
        label="Buscar"
        placeholder="Nombre, email o DNI..."
        value={busqueda}
        onChange={(e) => onBusqueda(e.target.value)}
        sx={{ flex: '1 1 240px', maxWidth: 360 }}
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
      <TextField
        select
        size="small"
        label="Departamento"
        value={filtros.departamentoId}
        onChange={(e) => onFiltro({ departamentoId: e.target.value })}
        sx={{ minWidth: 190 }}
        slotProps={SIEMPRE_CON_TEXTO}
      >
        <MenuItem value="">Todos los departamentos</MenuItem>
        {departamentos.map((d) => (
          <MenuItem key={d.id} value={String(d.id)}>
            {d.nombre}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Rol"
        value={filtros.rol}
        onChange={(e) => onFiltro({ rol: e.target.value })}
        sx={{ minWidth: 160 }}
        slotProps={SIEMPRE_CON_TEXTO}
      >
        <MenuItem value="">Todos los roles</MenuItem>
        {roles.map((r) => (
          <MenuItem key={r} value={r}>
            {r}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Estado"
        value={filtros.estado}
        onChange={(e) => onFiltro({ estado: e.target.value as FiltrosUsuarios['estado'] })}
        sx={{ minWidth: 170 }}
        slotProps={SIEMPRE_CON_TEXTO}
      >
        <MenuItem value="">Todos los estados</MenuItem>
        <MenuItem value="activo">Activo</MenuItem>
        <MenuItem value="inactivo">Inactivo</MenuItem>
      </TextField>
      <Button startIcon={<FilterAltOffIcon />} onClick={onLimpiar} disabled={!hayFiltros}>
        Limpiar Filtros
      </Button>
      <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onActualizar} disabled={actualizando}>
        Actualizar
      </Button>
    </Box>
  );
}
