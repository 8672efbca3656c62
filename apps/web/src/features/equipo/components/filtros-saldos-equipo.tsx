import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AccionesFiltros } from '../../../components/lista/acciones-filtros';
import { FiltroSelect } from '../../../components/lista/filtro-select';
import type { FiltrosSaldosEquipo } from '../api/get-saldos-equipo';
import { etiquetaEmpleadoSaldo, PERIODOS_FILTRO } from '../utils/filtros';

export interface EmpleadoSaldo {
  id: number;
  nombreCompleto: string;
  email: string;
}

type Opcion = EmpleadoSaldo | { id: null; nombreCompleto: string; email: string };

const TODOS: Opcion = { id: null, nombreCompleto: 'Todos los empleados', email: '' };
const etiquetaOpcion = (o: Opcion) => (o.id === null ? o.nombreCompleto : etiquetaEmpleadoSaldo(o));

interface Props {
  filtros: FiltrosSaldosEquipo;
  onCambiar: (filtros: FiltrosSaldosEquipo) => void;
  /** Called for the subordinates checkbox, which may also drop the chosen employee. */
  onCambiarNivel: (incluir: boolean) => void;
  empleados: readonly EmpleadoSaldo[];
  cargandoEmpleados?: boolean;
  onLimpiar: () => void;
  onActualizar: () => void;
}

/** Filters panel of 'Saldos de Vacaciones': all-levels checkbox, searchable employee picker, period. */
export function FiltrosSaldosEquipoPanel({
  filtros,
  onCambiar,
  onCambiarNivel,
  empleados,
  cargandoEmpleados = false,
  onLimpiar,
  onActualizar,
}: Props) {
  const opciones: Opcion[] = [TODOS, ...empleados];
  const seleccionado = empleados.find((e) => e.id === filtros.empleadoId) ?? TODOS;

  return (
    <Paper component="section" aria-label="Filtros" variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Filtros
      </Typography>
      <FormControlLabel
        control={
          <Checkbox
            checked={filtros.incluirSubordinadosNivelN}
            onChange={(e) => onCambiarNivel(e.target.checked)}
          />
        }
        label="Incluir subordinados de todos los niveles"
        sx={{ mb: 1 }}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
        }}
      >
        <Autocomplete<Opcion>
          options={opciones}
          value={seleccionado}
          onChange={(_e, opcion) => onCambiar({ ...filtros, empleadoId: opcion?.id ?? null })}
          getOptionLabel={etiquetaOpcion}
          getOptionKey={(o) => o.id ?? 'todos'}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          loading={cargandoEmpleados}
          loadingText="Cargando empleados..."
          noOptionsText="No hay empleados que coincidan"
          openText="Abrir lista de empleados"
          closeText="Cerrar lista de empleados"
          clearText="Mostrar todos los empleados"
          size="small"
          renderOption={(props, o) => {
            const { key, ...resto } = props;
            return (
              <li key={key} {...resto}>
                <Box>
                  <Typography>{o.nombreCompleto}</Typography>
                  {o.email && (
                    <Typography variant="body2" color="text.secondary">
                      {o.email}
                    </Typography>
                  )}
                </Box>
              </li>
            );
          }}
          renderInput={(params) => (
            <TextField {...params} label="Empleado" placeholder="Buscar por nombre o email" />
          )}
        />
        <FiltroSelect
          label="Período"
          todos="Todos los períodos"
          valor={filtros.periodo === null ? '' : String(filtros.periodo)}
          onCambiar={(v) => onCambiar({ ...filtros, periodo: v === '' ? null : Number(v) })}
          opciones={PERIODOS_FILTRO.map((p) => ({ valor: String(p), etiqueta: p }))}
        />
      </Box>
      <AccionesFiltros onLimpiar={onLimpiar} onActualizar={onActualizar} />
    </Paper>
  );
}
