import {
  ESTADOS_SOLICITUD,
  TIPOS_VACACIONES,
  type TEstadoSolicitud,
  type TTipoVacaciones,
} from '@app/contract/solicitudes';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import RefreshIcon from '@mui/icons-material/Refresh';
import { ETIQUETAS_TIPO_VACACIONES } from '../utils/formato-solicitud';

export interface FiltrosMisSolicitudes {
  estado?: TEstadoSolicitud | undefined;
  tipoVacaciones?: TTipoVacaciones | undefined;
  periodo?: number | undefined;
}

interface Props {
  filtros: FiltrosMisSolicitudes;
  /** The period options, ascending. */
  periodos: readonly number[];
  onCambiar: (filtros: FiltrosMisSolicitudes) => void;
  onLimpiar: () => void;
  onActualizar: () => void;
  actualizando?: boolean;
}

const TODOS = '';
/** Shows 'Todos …' instead of an empty box when no filter is set. */
const MOSTRAR_TODOS = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** Estado, Tipo and Período filters with 'Limpiar filtros' and 'Actualizar' (spec 01 §2, My requests). */
export function FiltrosMisSolicitudesPanel({
  filtros,
  periodos,
  onCambiar,
  onLimpiar,
  onActualizar,
  actualizando = false,
}: Props) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Filtros"
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      <TextField
        select
        size="small"
        id="filtro-estado"
        label="Estado"
        value={filtros.estado ?? TODOS}
        onChange={(e) =>
          onCambiar({ ...filtros, estado: (e.target.value || undefined) as TEstadoSolicitud | undefined })
        }
        sx={{ minWidth: 170 }}
        slotProps={MOSTRAR_TODOS}
      >
        <MenuItem value={TODOS}>Todos los estados</MenuItem>
        {ESTADOS_SOLICITUD.map((estado) => (
          <MenuItem key={estado} value={estado}>
            {estado}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        id="filtro-tipo"
        label="Tipo"
        value={filtros.tipoVacaciones ?? TODOS}
        onChange={(e) =>
          onCambiar({
            ...filtros,
            tipoVacaciones: (e.target.value || undefined) as TTipoVacaciones | undefined,
          })
        }
        sx={{ minWidth: 170 }}
        slotProps={MOSTRAR_TODOS}
      >
        <MenuItem value={TODOS}>Todos los tipos</MenuItem>
        {TIPOS_VACACIONES.map((tipo) => (
          <MenuItem key={tipo} value={tipo}>
            {ETIQUETAS_TIPO_VACACIONES[tipo]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        id="filtro-periodo"
        label="Período"
        value={filtros.periodo ?? TODOS}
        onChange={(e) =>
          onCambiar({ ...filtros, periodo: e.target.value ? Number(e.target.value) : undefined })
        }
        sx={{ minWidth: 170 }}
        slotProps={MOSTRAR_TODOS}
      >
        <MenuItem value={TODOS}>Todos los períodos</MenuItem>
        {periodos.map((p) => (
          <MenuItem key={p} value={p}>
            {p}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1, ml: { sm: 'auto' } }}>
        <Button variant="text" startIcon={<FilterAltOffIcon />} onClick={onLimpiar}>
          Limpiar filtros
        </Button>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onActualizar} disabled={actualizando}>
          Actualizar
        </Button>
      </Box>
    </Paper>
  );
}
