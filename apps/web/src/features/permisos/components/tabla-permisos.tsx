import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { formatearEntero } from '@app/contract/formato-numeros';
import { PAGE_SIZES_PERMISOS, type TPermisoAdmin } from '@app/contract/roles';
import {
  columnaAcciones,
  DataTable,
  type DataTableColumn,
  type DataTableProps,
} from '../../../components/data-table/data-table';
import { EstadoVacio } from '../../../components/lista/estados-lista';
import { MenuAcciones } from '../../../components/lista/menu-acciones';
import type { PropsTablaLista } from '../../../components/lista/use-estado-lista';

export type AccionPermiso = 'ver' | 'editar';

/** The table's fixed props: its name, row key, page sizes and loading text. */
const TABLA_PERMISOS = {
  label: 'Permisos del sistema',
  getRowId: (p: TPermisoAdmin) => p.id,
  pageSizeOptions: PAGE_SIZES_PERMISOS,
  loadingText: 'Cargando permisos...',
} satisfies Partial<DataTableProps<TPermisoAdmin>>;

/**
 * The permission table (docs/producto.md, «Permisos»): actions (view, edit; no deactivate), name and code, module,
 * roles, state.
 */
export function TablaPermisos({
  filas,
  paginacion,
  filtrado,
  onAccion,
  onCrear,
}: PropsTablaLista<TPermisoAdmin, AccionPermiso>) {
  const columnas: DataTableColumn<TPermisoAdmin>[] = [
    columnaAcciones((p) => (
      <MenuAcciones<AccionPermiso>
        id={`acciones-permiso-${p.id}`}
        etiqueta={`Acciones del permiso ${p.nombre}`}
        onElegir={(accion) => onAccion(accion, p)}
        acciones={[
          { accion: 'ver', texto: 'Ver detalles', icono: <VisibilityIcon fontSize="small" /> },
          { accion: 'editar', texto: 'Editar', icono: <EditIcon fontSize="small" /> },
        ]}
      />
    )),
    {
      key: 'permiso',
      header: 'Permiso',
      sortKey: 'nombre',
      enTarjeta: 'titulo',
      render: (p) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {p.nombre}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {p.codigoPermiso}
          </Typography>
        </>
      ),
    },
    { key: 'modulo', header: 'Módulo', sortKey: 'modulo', render: (p) => p.modulo || '-' },
    {
      key: 'roles',
      header: 'Roles Asignados',
      sortKey: 'numeroRoles',
      align: 'right',
      render: (p) => formatearEntero(p.numeroRoles ?? 0),
    },
    {
      key: 'estado',
      header: 'Estado',
      enTarjeta: 'estado',
      render: (p) => (
        <Chip
          size="small"
          color={p.isActive ? 'success' : 'default'}
          variant={p.isActive ? 'filled' : 'outlined'}
          label={p.isActive ? 'Activo' : 'Inactivo'}
        />
      ),
    },
  ];

  const vacio = filtrado ? (
    <EstadoVacio descripcion="No se encontraron permisos con ese nombre." />
  ) : (
    <EstadoVacio
      titulo="No hay permisos registrados"
      descripcion="Comience creando el primer permiso del sistema"
      accion={
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCrear}>
          Crear Primer Permiso
        </Button>
      }
    />
  );
  return (
    <DataTable<TPermisoAdmin>
      {...paginacion}
      {...TABLA_PERMISOS}
      columns={columnas}
      rows={filas}
      emptyState={vacio}
    />
  );
}
