import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { mensajeDeError } from '../../../lib/api-client';
import { descargarPlan, useCambiarVentana } from '../api/rol-vacacional';
import { SelectorAnioPlan } from './selector-anio';

interface Props {
  anio: number;
  hoy: string;
  onAnio: (anio: number) => void;
  /** '' is every department. */
  departamentoId: number | '';
  onDepartamento: (departamentoId: number | '') => void;
  /** The departments present in the plan, sorted by name: [id, name]. */
  departamentos: [number, string][];
  esRrhh: boolean;
  /** Whether employees may propose spans now. */
  abierta: boolean;
  cargando: boolean;
}

/** The tab's controls: year, department, opening or closing the window, Excel and print. */
export function BarraRolVacacional({
  anio,
  hoy,
  onAnio,
  departamentoId,
  onDepartamento,
  departamentos,
  esRrhh,
  abierta,
  cargando,
}: Props) {
  const notificar = useNotificar();
  const ventana = useCambiarVentana(esRrhh);
  return (
    <Box className="no-imprimir" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <SelectorAnioPlan anio={anio} hoy={hoy} onCambiar={onAnio} />
      <TextField
        select
        size="small"
        label="Departamento"
        value={departamentoId}
        onChange={(e) => onDepartamento(e.target.value === '' ? '' : Number(e.target.value))}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">Todos</MenuItem>
        {departamentos.map(([id, nombre]) => (
          <MenuItem key={id} value={id}>
            {nombre}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="contained"
        disabled={ventana.isPending || cargando}
        onClick={() =>
          ventana.mutate(
            { anio, abierta: !abierta },
            {
              onSuccess: (r) => notificar.exito(r.message),
              onError: (e) => notificar.error(mensajeDeError(e, 'No se pudo cambiar la ventana')),
            },
          )
        }
      >
        {abierta ? 'Cerrar ventana de propuestas' : 'Abrir ventana de propuestas'}
      </Button>
      <Button
        variant="outlined"
        onClick={() =>
          void descargarPlan(anio, departamentoId === '' ? undefined : departamentoId).catch((e: unknown) =>
            notificar.error(mensajeDeError(e, 'No se pudo exportar el plan')),
          )
        }
      >
        Exportar a Excel
      </Button>
      <Button variant="outlined" onClick={() => window.print()}>
        Imprimir
      </Button>
    </Box>
  );
}
