import {
  ESTADOS_SOLICITUD,
  TIPOS_VACACIONES,
  type TEstadoSolicitud,
  type TTipoVacaciones,
} from '@app/contract/solicitudes';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import RefreshIcon from '@mui/icons-material/Refresh';
import { FiltroSelect } from '../../../components/lista/filtro-select';
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
const ANCHO = { minWidth: 170 };

/**
 * Estado, Tipo and Período filters with 'Limpiar filtros' and 'Actualizar' (docs/producto.md, «Mis solicitudes»).
 */
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
      <FiltroSelect
        id="filtro-estado"
        label="Estado"
        todos="Todos los estados"
        valor={filtros.estado ?? TODOS}
        onCambiar={(v) => onCambiar({ ...filtros, estado: (v || undefined) as TEstadoSolicitud | undefined })}
        opciones={ESTADOS_SOLICITUD.map((estado) => ({ valor: estado, etiqueta: estado }))}
        sx={ANCHO}
      />
      <FiltroSelect
        id="filtro-tipo"
        label="Tipo"
        todos="Todos los tipos"
        valor={filtros.tipoVacaciones ?? TODOS}
        onCambiar={(v) =>
          onCambiar({ ...filtros, tipoVacaciones: (v || undefined) as TTipoVacaciones | undefined })
        }
        opciones={TIPOS_VACACIONES.map((tipo) => ({
          valor: tipo,
          etiqueta: ETIQUETAS_TIPO_VACACIONES[tipo],
        }))}
        sx={ANCHO}
      />
      <FiltroSelect
        id="filtro-periodo"
        label="Período"
        todos="Todos los períodos"
        valor={filtros.periodo ?? TODOS}
        onCambiar={(v) => onCambiar({ ...filtros, periodo: v ? Number(v) : undefined })}
        opciones={periodos.map((p) => ({ valor: p, etiqueta: p }))}
        sx={ANCHO}
      />
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
