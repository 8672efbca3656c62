import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { AccionesFiltros } from '../../../components/lista/acciones-filtros';
import { FiltroSelect } from '../../../components/lista/filtro-select';
import { FiltroEmpleado } from './filtro-empleado';
import type { TEstadoSolicitud, TTipoVacaciones } from '@app/contract/solicitudes';
import type { FiltrosGestionSolicitudes } from '../api/get-gestion-solicitudes';
import {
  cambiarNivelSubordinados,
  cambiarRangoFechas,
  ETIQUETAS_TIPO,
  etiquetaEmpleadoEquipo,
  OPCIONES_ESTADO,
  PERIODOS_FILTRO,
} from '../utils/filtros';
import { FiltroFecha } from '../../../components/lista/filtro-fecha';

interface Props {
  filtros: FiltrosGestionSolicitudes;
  onCambiar: (filtros: FiltrosGestionSolicitudes) => void;
  empleados: readonly { id: number; nombreCompleto: string; esDirecto: boolean }[];
  cargandoEmpleados?: boolean;
  /** The text typed in the employee picker (after a pause): the server searches the team with it. */
  onBuscarEmpleado: (texto: string) => void;
  onLimpiar: () => void;
  onActualizar: () => void;
}

const TODOS = '';
const OPCIONES_TIPO = (Object.keys(ETIQUETAS_TIPO) as TTipoVacaciones[]).map((tipo) => ({
  valor: tipo,
  etiqueta: ETIQUETAS_TIPO[tipo],
}));
const OPCIONES_PERIODO = PERIODOS_FILTRO.map((p) => ({ valor: String(p), etiqueta: p }));

/**
 * Filters of 'Gestión de Solicitudes' (docs/producto.md, «Gestión de solicitudes»): level switch, employee, status,
 * type, period, Desde/Hasta.
 */
export function FiltrosGestionSolicitudesPanel({
  filtros,
  onCambiar,
  empleados,
  cargandoEmpleados = false,
  onBuscarEmpleado,
  onLimpiar,
  onActualizar,
}: Props) {
  const idNivel = useId();
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
        <FiltroEmpleado
          valor={filtros.empleadoId}
          onCambiar={(empleadoId) => onCambiar({ ...filtros, empleadoId })}
          opciones={empleados}
          etiquetaDe={etiquetaEmpleadoEquipo}
          onBuscar={onBuscarEmpleado}
          cargando={cargandoEmpleados}
        />
        <FiltroSelect
          label="Estado"
          todos="Todos los estados"
          valor={filtros.estado}
          onCambiar={(v) => onCambiar({ ...filtros, estado: v as TEstadoSolicitud | '' })}
          opciones={OPCIONES_ESTADO}
        />
        <FiltroSelect
          label="Tipo"
          todos="Todos los tipos"
          valor={filtros.tipoVacaciones}
          onCambiar={(v) => onCambiar({ ...filtros, tipoVacaciones: v as TTipoVacaciones | '' })}
          opciones={OPCIONES_TIPO}
        />
        <FiltroSelect
          label="Período"
          todos="Todos los períodos"
          valor={filtros.periodo === null ? TODOS : String(filtros.periodo)}
          onCambiar={(v) => onCambiar({ ...filtros, periodo: v === TODOS ? null : Number(v) })}
          opciones={OPCIONES_PERIODO}
        />
        <FiltroFecha
          etiqueta="Desde"
          valor={filtros.desde}
          onCambiar={(v) => onCambiar({ ...filtros, ...cambiarRangoFechas(filtros, 'desde', v) })}
        />
        <FiltroFecha
          etiqueta="Hasta"
          valor={filtros.hasta}
          onCambiar={(v) => onCambiar({ ...filtros, ...cambiarRangoFechas(filtros, 'hasta', v) })}
        />
      </Box>
      <AccionesFiltros onLimpiar={onLimpiar} onActualizar={onActualizar} />
    </Paper>
  );
}
