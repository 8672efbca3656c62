import { useId } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AccionesFiltros } from '../../../components/lista/acciones-filtros';
import { FiltroSelect } from '../../../components/lista/filtro-select';
import { FiltroEmpleado } from './filtro-empleado';
import type { FiltrosSaldos } from '../api/get-saldos-equipo';
import { etiquetaEmpleadoSaldo, PERIODOS_FILTRO } from '../utils/filtros';

export interface EmpleadoSaldo {
  id: number;
  nombreCompleto: string;
  email: string;
}

interface Props {
  filtros: FiltrosSaldos;
  onCambiar: (filtros: FiltrosSaldos) => void;
  /** Called for the subordinates checkbox, which may also drop the chosen employee. */
  onCambiarNivel: (incluir: boolean) => void;
  empleados: readonly EmpleadoSaldo[];
  cargandoEmpleados?: boolean;
  /** The text typed in the employee picker (after a pause): the server searches the team with it. */
  onBuscarEmpleado: (texto: string) => void;
  onLimpiar: () => void;
  onActualizar: () => void;
}

/** Filters panel of 'Saldos de Vacaciones': all-levels and 'En riesgo' checkboxes, employee picker, period. */
export function FiltrosSaldosEquipoPanel({
  filtros,
  onCambiar,
  onCambiarNivel,
  empleados,
  cargandoEmpleados = false,
  onBuscarEmpleado,
  onLimpiar,
  onActualizar,
}: Props) {
  const idAyudaRiesgo = useId();
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
      <FormControlLabel
        control={
          <Checkbox
            checked={filtros.enRiesgo}
            onChange={(e) => onCambiar({ ...filtros, enRiesgo: e.target.checked })}
            slotProps={{ input: { 'aria-describedby': idAyudaRiesgo } }}
          />
        }
        label="En riesgo"
        sx={{ mb: 1 }}
      />
      <Typography id={idAyudaRiesgo} variant="caption" color="text.secondary" component="span">
        Períodos que vencen en 90 días o menos, o vencidos con días por gozar
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
        }}
      >
        <FiltroEmpleado
          valor={filtros.empleadoId}
          onCambiar={(empleadoId) => onCambiar({ ...filtros, empleadoId })}
          opciones={empleados}
          etiquetaDe={etiquetaEmpleadoSaldo}
          principalDe={(e) => e.nombreCompleto}
          detalleDe={(e) => e.email}
          onBuscar={onBuscarEmpleado}
          cargando={cargandoEmpleados}
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
