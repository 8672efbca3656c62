import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { PAGE_SIZES_PERMISOS, type TOrdenPermisos, type TPermisoAdmin } from '@app/contract/roles';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';

export type AccionPermiso = 'ver' | 'editar';

function MenuAccionesPermiso({
  permiso,
  onAccion,
}: {
  permiso: TPermisoAdmin;
  onAccion: (accion: AccionPermiso, permiso: TPermisoAdmin) => void;
}) {
  const [ancla, setAncla] = useState<HTMLElement | null>(null);
  const idMenu = `acciones-permiso-${permiso.id}`;
  const elegir = (accion: AccionPermiso) => {
    setAncla(null);
    onAccion(accion, permiso);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Acciones del permiso ${permiso.nombre}`}
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
        <MenuItem onClick={() => elegir('editar')}>
          <ListItemIcon>
            <EditIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Editar</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}

interface Props {
  permisos: readonly TPermisoAdmin[];
  total: number;
  pageNumber: number;
  pageSize: number;
  sortBy: TOrdenPermisos;
  isDescending: boolean;
  loading: boolean;
  /** A search is applied: the empty state then says nothing matched instead of inviting to create. */
  filtrado: boolean;
  onPageChange: (pageNumber: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  onSortChange: (sortBy: TOrdenPermisos, isDescending: boolean) => void;
  onAccion: (accion: AccionPermiso, permiso: TPermisoAdmin) => void;
  onCrear: () => void;
}

/** The permission table (spec 02 §2.10): actions (view, edit; no deactivate), name and code, module, roles, state. */
export function TablaPermisos({
  permisos,
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
  const columnas: DataTableColumn<TPermisoAdmin>[] = [
    {
      key: 'acciones',
      header: 'Acciones',
      isActions: true,
      width: 80,
      render: (p) => <MenuAccionesPermiso permiso={p} onAccion={onAccion} />,
    },
    {
      key: 'permiso',
      header: 'Permiso',
      sortKey: 'nombre',
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
      render: (p) => p.numeroRoles ?? 0,
    },
    {
      key: 'estado',
      header: 'Estado',
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

  return (
    <DataTable<TPermisoAdmin>
      label="Permisos del sistema"
      columns={columnas}
      rows={permisos}
      getRowId={(p) => p.id}
      total={total}
      pageNumber={pageNumber}
      pageSize={pageSize}
      pageSizeOptions={PAGE_SIZES_PERMISOS}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
      sortBy={sortBy}
      isDescending={isDescending}
      onSortChange={(campo, desc) => onSortChange(campo as TOrdenPermisos, desc)}
      loading={loading}
      loadingText="Cargando permisos..."
      emptyState={
        filtrado ? (
          <Typography color="text.secondary">No se encontraron permisos con ese nombre.</Typography>
        ) : (
          <>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
              No hay permisos registrados
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Comience creando el primer permiso del sistema
            </Typography>
            <Button variant="contained" startIcon={<AddIcon />} onClick={onCrear}>
              Crear Primer Permiso
            </Button>
          </>
        )
      }
    />
  );
}
