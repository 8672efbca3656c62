import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { PAGE_SIZES_DEPARTAMENTOS, type TDepartamento } from '@app/contract/departamentos';
import { formatearEntero } from '@app/contract/formato-numeros';
import { textoCobertura } from '@app/contract/cobertura';
import {
  columnaAcciones,
  DataTable,
  type DataTableColumn,
  type DataTableProps,
} from '../../../components/data-table/data-table';
import { EstadoActivoChip } from '../../../components/estado-chip';
import { EstadoVacio } from '../../../components/lista/estados-lista';
import { MenuAcciones } from '../../../components/lista/menu-acciones';
import type { PropsTablaLista } from '../../../components/lista/use-estado-lista';

export type AccionDepartamento = 'ver' | 'editar' | 'estado' | 'eliminar';

const TABLA = {
  label: 'Departamentos de la empresa',
  getRowId: (d: TDepartamento) => d.id,
  pageSizeOptions: PAGE_SIZES_DEPARTAMENTOS,
  loadingText: 'Cargando departamentos...',
} satisfies Partial<DataTableProps<TDepartamento>>;

/** The departments table: actions, code, name, area head, active employees, state (every column sortable). */
export function TablaDepartamentos({
  filas,
  paginacion,
  filtrado,
  onAccion,
  onCrear,
}: PropsTablaLista<TDepartamento, AccionDepartamento>) {
  const columnas: DataTableColumn<TDepartamento>[] = [
    columnaAcciones((d) => (
      <MenuAcciones<AccionDepartamento>
        id={`acciones-departamento-${d.id}`}
        etiqueta={`Acciones del departamento ${d.nombre}`}
        onElegir={(accion) => onAccion(accion, d)}
        acciones={[
          { accion: 'ver', texto: 'Ver detalles', icono: <VisibilityIcon fontSize="small" /> },
          { accion: 'editar', texto: 'Editar', icono: <EditIcon fontSize="small" /> },
          {
            accion: 'estado',
            texto: d.activo ? 'Desactivar' : 'Activar',
            icono: d.activo ? (
              <ToggleOffIcon fontSize="small" color="error" />
            ) : (
              <ToggleOnIcon fontSize="small" color="success" />
            ),
          },
          { accion: 'eliminar', texto: 'Eliminar', icono: <DeleteIcon fontSize="small" color="error" /> },
        ]}
      />
    )),
    {
      key: 'codigo',
      header: 'Código',
      sortKey: 'codigo',
      render: (d) => (
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          {d.codigo}
        </Typography>
      ),
    },
    {
      key: 'nombre',
      header: 'Nombre',
      sortKey: 'nombre',
      enTarjeta: 'titulo',
      render: (d) => (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {d.nombre}
        </Typography>
      ),
    },
    { key: 'jefeArea', header: 'Jefe de área', sortKey: 'jefeArea', render: (d) => d.jefeArea ?? '-' },
    {
      key: 'empleadosActivos',
      header: 'Empleados activos',
      sortKey: 'empleadosActivos',
      align: 'right',
      render: (d) => formatearEntero(d.empleadosActivos),
    },
    {
      key: 'cobertura',
      header: 'Cobertura máxima',
      render: (d) => textoCobertura(d.coberturaMaxima, d.coberturaTipo),
    },
    {
      key: 'estado',
      header: 'Estado',
      sortKey: 'estado',
      enTarjeta: 'estado',
      render: (d) => <EstadoActivoChip estado={d.activo ? 'Activo' : 'Inactivo'} />,
    },
  ];

  const vacio = filtrado ? (
    <EstadoVacio descripcion="No se encontraron departamentos con esa búsqueda." />
  ) : (
    <EstadoVacio
      titulo="No hay departamentos registrados"
      descripcion="Cree el primer departamento de la empresa"
      accion={
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCrear}>
          Crear Primer Departamento
        </Button>
      }
    />
  );
  return (
    <DataTable<TDepartamento> {...paginacion} {...TABLA} columns={columnas} rows={filas} emptyState={vacio} />
  );
}
