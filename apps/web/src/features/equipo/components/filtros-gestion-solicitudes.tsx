import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { TEstadoSolicitud, TTipoVacaciones } from '@app/contract/solicitudes';
import type { FiltrosGestionSolicitudes } from '../api/get-gestion-solicitudes';
import {
  cambiarNivelSubordinados,
  cambiarRangoFechas,
  ETIQUETAS_TIPO,
  etiquetaEmpleadoEquipo,
  OPCIONES_ESTADO,
  PERIODOS_FILTRO,
  SELECT_CON_TODOS,
} from '../utils/filtros';
import { CampoFecha } from './campo-fecha';

interface Props {
  filtros: FiltrosGestionSolicitudes;
  onCambiar: (filtros: FiltrosGestionSolicitudes) => void;
  empleados: readonly { id: number; nombreCompleto: string; esDirecto: boolean }[];
  cargandoEmpleados?: boolean;
  onLimpiar: () => void;
  onActualizar: () => void;
}

const TODOS = '';

/** Filters of 'Gestión de Solicitudes' (spec 01 §2): level switch, employee, status, type, period, Desde/Hasta. */
export function FiltrosGestionSolicitudesPanel({
  filtros,
  onCambiar,
  empleados,
  cargandoEmpleados = false,
  onLimpiar,
  onActualizar,
}: Props) {
  const idNivel = useId();
  const empleadoEnLista = empleados.some((e) => e.id === filtros.empleadoId);

  return (
    <Paper component="section" aria-label="Filtros" variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <div>
          <Typography id={idNivel} variant="body2" color="text.secondary">
            Incluir subordinados de todos los niveles
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={filtros.incluirSubordinadosNivelN}
                onChange={(e) => onCambiar(cambiarNivelSubordinados(filtros, e.target.checked, empleados))}
                slotProps={{ input: { 'aria-labelledby': idNivel } }}
              />
            }
            label={filtros.incluirSubordinadosNivelN ? 'Todos los niveles' : 'Solo directos'}
          />
        </div>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, 1fr)',
            lg: 'repeat(3, 1fr)',
            xl: 'repeat(6, 1fr)',
          },
        }}
      >
        <TextField
          select
          size="small"
          slotProps={SELECT_CON_TODOS}
          label="Empleado"
          value={empleadoEnLista ? String(filtros.empleadoId) : TODOS}
          onChange={(e) =>
            onCambiar({ ...filtros, empleadoId: e.target.value === TODOS ? null : Number(e.target.value) })
          }
          disabled={cargandoEmpleados}
        >
          <MenuItem value={TODOS}>Todos los empleados</MenuItem>
          {empleados.map((e) => (
            <MenuItem key={e.id} value={String(e.id)}>
              {etiquetaEmpleadoEquipo(e)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          slotProps={SELECT_CON_TODOS}
          label="Estado"
          value={filtros.estado}
          onChange={(e) => onCambiar({ ...filtros, estado: e.target.value as TEstadoSolicitud | '' })}
        >
          <MenuItem value={TODOS}>Todos los estados</MenuItem>
          {OPCIONES_ESTADO.map((o) => (
            <MenuItem key={o.valor} value={o.valor}>
              {o.etiqueta}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          slotProps={SELECT_CON_TODOS}
          label="Tipo"
          value={filtros.tipoVacaciones}
          onChange={(e) => onCambiar({ ...filtros, tipoVacaciones: e.target.value as TTipoVacaciones | '' })}
        >
          <MenuItem value={TODOS}>Todos los tipos</MenuItem>
          {(Object.keys(ETIQUETAS_TIPO) as TTipoVacaciones[]).map((tipo) => (
            <MenuItem key={tipo} value={tipo}>
              {ETIQUETAS_TIPO[tipo]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          slotProps={SELECT_CON_TODOS}
          label="Período"
          value={filtros.periodo === null ? TODOS : String(filtros.periodo)}
          onChange={(e) =>
            onCambiar({ ...filtros, periodo: e.target.value === TODOS ? null : Number(e.target.value) })
          }
        >
          <MenuItem value={TODOS}>Todos los períodos</MenuItem>
          {PERIODOS_FILTRO.map((p) => (
            <MenuItem key={p} value={String(p)}>
              {p}
            </MenuItem>
          ))}
        </TextField>
        <CampoFecha
          etiqueta="Desde"
          valor={filtros.desde}
          onCambiar={(v) => onCambiar({ ...filtros, ...cambiarRangoFechas(filtros, 'desde', v) })}
        />
        <CampoFecha
          etiqueta="Hasta"
          valor={filtros.hasta}
          onCambiar={(v) => onCambiar({ ...filtros, ...cambiarRangoFechas(filtros, 'hasta', v) })}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
        <Button variant="outlined" startIcon={<FilterAltOffIcon />} onClick={onLimpiar}>
          Limpiar filtros
        </Button>
        <Button variant="contained" startIcon={<RefreshIcon />} onClick={onActualizar}>
          Actualizar
        </Button>
      </Box>
    </Paper>
  );
}
