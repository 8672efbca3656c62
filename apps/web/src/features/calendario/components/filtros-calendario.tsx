import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { ESTADOS_SOLICITUD } from '@app/contract/solicitudes';
import { FiltroSelect } from '../../../components/lista/filtro-select';
import type { FiltrosCalendarioEquipo } from '../api/get-calendario';

type Filtros = Pick<FiltrosCalendarioEquipo, 'nivel' | 'departamentoId' | 'estado'>;

interface Props extends Filtros {
  /** The departments seen in the team, sorted by name. */
  departamentos: { valor: number; etiqueta: string }[];
  onNivel: (nivel: Filtros['nivel']) => void;
  onDepartamento: (departamentoId: number | null) => void;
  onEstado: (estado: Filtros['estado']) => void;
}

/** 'Filtros del calendario': how deep in the team, which department, which status. */
export function FiltrosCalendario({
  nivel,
  departamentoId,
  estado,
  departamentos,
  onNivel,
  onDepartamento,
  onEstado,
}: Props) {
  return (
    <Paper component="section" aria-label="Filtros del calendario" variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={nivel === 'todos'}
              onChange={(e) => onNivel(e.target.checked ? 'todos' : 'directo')}
            />
          }
          label="Incluir subordinados de todos los niveles"
        />
        <FiltroSelect
          label="Departamento"
          todos="Todos los departamentos"
          valor={departamentoId ?? ''}
          onCambiar={(v) => onDepartamento(v === '' ? null : Number(v))}
          opciones={departamentos}
          sx={{ minWidth: 200 }}
        />
        <FiltroSelect
          label="Estado"
          todos="Pendientes y aprobadas"
          valor={estado}
          onCambiar={(v) => onEstado(v as FiltrosCalendarioEquipo['estado'])}
          opciones={ESTADOS_SOLICITUD.map((e) => ({ valor: e, etiqueta: e }))}
          sx={{ minWidth: 200 }}
        />
      </Stack>
    </Paper>
  );
}
