import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { formatearEntero } from '@app/contract/formato-numeros';
import { PAGE_SIZES_ROLES, type TRol } from '@app/contract/roles';
import {
  columnaAcciones,
  DataTable,
  type DataTableColumn,
  type DataTableProps,
} from '../../../components/data-table/data-table';
import { EstadoVacio } from '../../../components/lista/estados-lista';
import { MenuAcciones } from '../../../components/lista/menu-acciones';
import type { PropsTablaLista } from '../../../components/lista/use-estado-lista';
import { esRolActivo } from '../utils/estado-rol';
import { EstadoActivoChip } from '../../../components/estado-chip';
import { PermisosRolChips } from './permisos-rol-chips';

export type AccionRol = 'ver' | 'editar' | 'estado';

/** The table's fixed props: its name, row key, page sizes and loading text. */
const TABLA_ROLES = {
  label: 'Roles del sistema',
  getRowId: (r: TRol) => r.id,
  pageSizeOptions: PAGE_SIZES_ROLES,
  loadingText: 'Cargando roles...',
} satisfies Partial<DataTableProps<TRol>>;

/**
 * The role table (docs/producto.md, «Roles»): actions menu, name, description, up to 3 permission chips, users,
 * state.
 */
export function TablaRoles({
  filas,
  paginacion,
  filtrado,
  onAccion,
  onCrear,
}: PropsTablaLista<TRol, AccionRol>) {
  const columnas: DataTableColumn<TRol>[] = [
    columnaAcciones((r) => {
      // Not for a role the caller holds, nor one with permissions they lack.
      const activo = esRolActivo(r.estado);
      return (
        <MenuAcciones<AccionRol>
          id={`acciones-rol-${r.id}`}
          etiqueta={`Acciones del rol ${r.name}`}
          onElegir={(accion) => onAccion(accion, r)}
          acciones={[
            { accion: 'ver', texto: 'Ver detalles', icono: <VisibilityIcon fontSize="small" /> },
            {
              accion: 'editar',
              texto: 'Editar',
              icono: <EditIcon fontSize="small" />,
              visible: r.puedeGestionar,
            },
            {
              accion: 'estado',
              texto: activo ? 'Desactivar' : 'Activar',
              icono: activo ? (
                <ToggleOffIcon fontSize="small" color="error" />
              ) : (
                <ToggleOnIcon fontSize="small" color="success" />
              ),
              visible: r.puedeGestionar,
            },
          ]}
        />
      );
    }),
    {
      key: 'rol',
      header: 'Rol',
      sortKey: 'name',
      enTarjeta: 'titulo',
      render: (r) => (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {r.name}
        </Typography>
      ),
    },
    { key: 'descripcion', header: 'Descripción', render: (r) => r.descripcion || '-' },
    { key: 'permisos', header: 'Permisos', render: (r) => <PermisosRolChips permisos={r.permisos} /> },
    {
      key: 'usuarios',
      header: 'Usuarios',
      sortKey: 'usuarios',
      align: 'right',
      render: (r) => formatearEntero(r.numeroPersonas ?? 0),
    },
    {
      key: 'estado',
      header: 'Estado',
      enTarjeta: 'estado',
      render: (r) => <EstadoActivoChip estado={r.estado} />,
    },
  ];

  const vacio = filtrado ? (
    <EstadoVacio descripcion="No se encontraron roles con ese nombre." />
  ) : (
    <EstadoVacio
      titulo="No hay roles registrados"
      descripcion="Comience creando el primer rol del sistema"
      accion={
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCrear}>
          Crear Primer Rol
        </Button>
      }
    />
  );
  return (
    <DataTable<TRol> {...paginacion} {...TABLA_ROLES} columns={columnas} rows={filas} emptyState={vacio} />
  );
}
