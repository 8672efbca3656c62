import { formatearEntero } from '@app/contract/formato-numeros';
import { textosCambioEstado } from '../../../components/estado-chip';

const empleados = (n: number) => `${formatearEntero(n)} ${n === 1 ? 'empleado activo' : 'empleados activos'}`;

/**
 * The texts of the dialog that deactivates an active department (or activates an inactive one): deactivating
 * keeps its employees where they are and only takes it out of the pickers, which the warning says with the count.
 */
export const textosEstadoDepartamento = (activo: boolean, empleadosActivos: number) => ({
  ...textosCambioEstado(activo, 'Departamento', 'este departamento'),
  consecuencia: activo
    ? 'Dejará de ofrecerse en el formulario de usuario, en los filtros y en la importación masiva. Sus empleados se quedan en él.'
    : 'Volverá a ofrecerse en el formulario de usuario, en los filtros y en la importación masiva.',
  advertencia:
    activo && empleadosActivos > 0
      ? {
          titulo: `Este departamento tiene ${empleados(empleadosActivos)}`,
          detalle:
            'Seguirán perteneciendo a él y lo verán al editar su ficha, pero no se podrá elegir para usuarios nuevos.',
        }
      : null,
});

/** Why a department cannot be deleted yet, or null when nobody belongs to it. */
export const motivoNoEliminable = (d: { empleadosTotales: number; empleadosActivos: number }) =>
  d.empleadosTotales === 0
    ? null
    : `Tiene ${formatearEntero(d.empleadosTotales)} ${d.empleadosTotales === 1 ? 'empleado' : 'empleados'} (${formatearEntero(d.empleadosActivos)} ${d.empleadosActivos === 1 ? 'activo' : 'activos'}): muévalos a otro departamento o desactívelo.`;
