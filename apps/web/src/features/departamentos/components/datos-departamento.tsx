import Divider from '@mui/material/Divider';
import type { TDepartamento } from '@app/contract/departamentos';
import { formatearEntero } from '@app/contract/formato-numeros';
import { EstadoActivoChip } from '../../../components/estado-chip';
import { Dato, ListaDatos } from '../../../components/form/dato';
import { formatearFechaHora } from '../../../utils/formato';

/** What only the view shows about a department: its state, headcount and dates. */
export function DatosDepartamento({ departamento: d }: { departamento: TDepartamento }) {
  return (
    <>
      <Divider />
      <ListaDatos>
        <Dato etiqueta="Estado">
          <EstadoActivoChip estado={d.activo ? 'Activo' : 'Inactivo'} />
        </Dato>
        <Dato etiqueta="Empleados activos">{formatearEntero(d.empleadosActivos)}</Dato>
        <Dato etiqueta="Empleados en total">{formatearEntero(d.empleadosTotales)}</Dato>
        <Dato etiqueta="Fecha de creación">{formatearFechaHora(d.fechaCreacion)}</Dato>
        <Dato etiqueta="Fecha de modificación">{formatearFechaHora(d.fechaActualizacion)}</Dato>
      </ListaDatos>
    </>
  );
}
