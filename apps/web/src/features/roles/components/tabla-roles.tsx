import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { PAGE_SIZES_ROLES, type TRol } from '@app/contract/roles';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import type { CampoOrdenRol } from '../api/get-roles';
import { esRolActivo } from '../utils/estado-rol';
import { EstadoRolChip } from './estado-rol-chip';
import { PermisosRolChips } from './permisos-rol-chips';

export type AccionRol = 'ver' | 'editar' | 'estado';

function MenuAccionesRol({ rol, onAccion }: { rol: TRol; onAccion: (accion: AccionRol, rol: TRol) => void }) {
  const [ancla, setAncla] = useState<HTMLElement | null>(null);
  const idMenu = `acciones-rol-${rol.id}`;
  const activo = esRolActivo(rol.estado);
  const elegir = (accion: AccionRol) => {
    setAncla(null);
    onAccion(accion, rol);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Acciones del rol ${rol.name}`}
        aria-haspopup="menu"
        aria-controls={ancla ? idMenu : undefined}
        aria-expanded={ancla ? 'true' : undefined}
        onClick={(e: MouseEvent<HTMLElement>) => setAncla(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={idMenu} anchorEl={ancla} open={Boolean(ancla)} onClose={() => setAncla(null)}>
        <MenuItem onClick={() => elegir('ver')}>
          <ListItemIcon>
            <VisibilityIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Ver detalles</ListItemText>
        </MenuItem>
        {/* Not for a role the caller holds, nor one with permissions they lack (issue 12). */}
        {rol.puedeGestionar && (
          <MenuItem onClick={() => elegir('editar')}>
            <ListItemIcon>
              <EditIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Editar</ListItemText>
          </MenuItem>
        )}
        {rol.puedeGestionar && (
          <MenuItem onClick={() => elegir('estado')}>
            <ListItemIcon>
              {activo ? (
                <ToggleOffIcon fontSize="small" color="error" />
              ) : (
                <ToggleOnIcon fontSize="small" color="success" />
              )}
            </ListItemIcon>
            <ListItemText>{activo ? 'Desactivar' : 'Activar'}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}

interface Props {
  roles: readonly TRol[];
  total: number;
  pageNumber: number;
  pageSize: number;
  sortBy: CampoOrdenRol;
  isDescending: boolean;
  loading: boolean;
  /** A name filter is applied: the empty state then says nothing matched instead of inviting to create. */
  filtrado: boolean;
  onPageChange: (pageNumber: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  onSortChange: (sortBy: CampoOrdenRol, isDescending: boolean) => void;
  onAccion: (accion: AccionRol, rol: TRol) => void;
  onCrear: () => void;
}

/** The role table (spec 02 §2.7): actions menu, name, description, up to 3 permission chips, users, state. */
export function TablaRoles({
  roles,
  total,
  pageNumber,
  pageSize,
  sortBy,
  isDescending,
  loading,
  filtrado,
  onPageChange,
  onPageSizeChange,
  onSortChange,
  onAccion,
  onCrear,
}: Props) {
  const columnas: DataTableColumn<TRol>[] = [
    {
      key: 'acciones',
      header: 'Acciones',
      isActions: true,
      width: 80,
      render: (r) => <MenuAccionesRol rol={r} onAccion={onAccion} />,
    },
    {
      key: 'rol',
      header: 'Rol',
      sortKey: 'name',
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
      render: (r) => r.numeroPersonas ?? 0,
    },
    { key: 'estado', header: 'Estado', render: (r) => <EstadoRolChip estado={r.estado} /> },
  ];

  return (
    <DataTable<TRol>
      label="Roles del sistema"
      columns={columnas}
      rows={roles}
      getRowId={(r) => r.id}
      total={total}
      pageNumber={pageNumber}
      pageSize={pageSize}
      pageSizeOptions={PAGE_SIZES_ROLES}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
      sortBy={sortBy}
      isDescending={isDescending}
      onSortChange={(campo, desc) => onSortChange(campo as CampoOrdenRol, desc)}
      loading={loading}
      loadingText="Cargando roles..."
      emptyState={
        filtrado ? (
          <Typography color="text.secondary">No se encontraron roles con ese nombre.</Typography>
        ) : (
          <>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
              No hay roles registrados
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Comience creando el primer rol del sistema
            </Typography>
            <Button variant="contained" startIcon={<AddIcon />} onClick={onCrear}>
              Crear Primer Rol
            </Button>
          </>
        )
      }
    />
  );
}
