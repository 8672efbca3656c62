import { useState, type MouseEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import LockResetIcon from '@mui/icons-material/LockReset';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { ETIQUETA_DOCUMENTO, PAGE_SIZES_USUARIOS, type TUsuarioItem } from '@app/contract/usuarios';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatearFecha } from '../../../utils/formato';
import type { CampoOrdenUsuario } from '../api/get-usuarios';
import { textoRoles } from '../utils/formulario-usuario';
import { EstadoUsuarioChip, esUsuarioActivo } from './estado-usuario-chip';

export type AccionUsuario = 'ver' | 'editar' | 'estado' | 'reiniciar';

const iniciales = (nombre: string) =>
  nombre
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p.charAt(0).toUpperCase())
    .join('');

function MenuAccionesUsuario({
  usuario,
  onAccion,
}: {
  usuario: TUsuarioItem;
  onAccion: (accion: AccionUsuario, usuario: TUsuarioItem) => void;
}) {
  const [ancla, setAncla] = useState<HTMLElement | null>(null);
  const idMenu = `acciones-usuario-${usuario.id}`;
  const activo = esUsuarioActivo(usuario.estado);
  const elegir = (accion: AccionUsuario) => {
    setAncla(null);
    onAccion(accion, usuario);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Acciones de ${usuario.nombreCompleto}`}
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
        {/* Only what the server would allow: a user with permissions the caller lacks is read-only (issue 12). */}
        {usuario.puedeGestionar && (
          <MenuItem onClick={() => elegir('editar')}>
            <ListItemIcon>
              <EditIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Editar</ListItemText>
          </MenuItem>
        )}
        {usuario.puedeGestionar && (
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
        {usuario.puedeGestionar && (
          <MenuItem onClick={() => elegir('reiniciar')}>
            <ListItemIcon>
              <LockResetIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Reiniciar contraseña</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}

interface Props {
  usuarios: readonly TUsuarioItem[];
  total: number;
  pageNumber: number;
  pageSize: number;
  sortBy: CampoOrdenUsuario;
  isDescending: boolean;
  loading: boolean;
  /** Some filter is applied: the empty state then says nothing matched instead of inviting to create. */
  filtrado: boolean;
  onPageChange: (pageNumber: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  onSortChange: (sortBy: CampoOrdenUsuario, isDescending: boolean) => void;
  onAccion: (accion: AccionUsuario, usuario: TUsuarioItem) => void;
  onCrear: () => void;
}

/**
 * The user table (spec 02 §2.1): actions menu, user (name opens the view modal, e-mail beneath), DNI, roles,
 * department, join date, state; server-side sort and paging (10, 25, 50, 100).
 */
export function TablaUsuarios({
  usuarios,
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
  const columnas: DataTableColumn<TUsuarioItem>[] = [
    {
      key: 'acciones',
      header: 'Acciones',
      isActions: true,
      width: 80,
      render: (u) => <MenuAccionesUsuario usuario={u} onAccion={onAccion} />,
    },
    {
      key: 'usuario',
      header: 'Usuario',
      sortKey: 'nombrecompleto',
      render: (u) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 220 }}>
          <Avatar aria-hidden sx={{ width: 34, height: 34, fontSize: '0.9rem', bgcolor: 'primary.main' }}>
            {iniciales(u.nombreCompleto)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Link
              component="button"
              type="button"
              underline="hover"
              onClick={() => onAccion('ver', u)}
              sx={{ fontWeight: 600, textAlign: 'left', display: 'block' }}
            >
              {u.nombreCompleto}
            </Link>
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {u.email}
            </Typography>
          </Box>
        </Box>
      ),
    },
    { key: 'dni', header: ETIQUETA_DOCUMENTO, sortKey: 'dni', render: (u) => u.dni || '-' },
    { key: 'rol', header: 'Rol', render: (u) => textoRoles(u.roles) },
    {
      key: 'departamento',
      header: 'Departamento',
      sortKey: 'departamento',
      render: (u) => u.departamento || '-',
    },
    {
      key: 'fechaIngreso',
      header: 'Fecha Ingreso',
      sortKey: 'fechaingreso',
      render: (u) => formatearFecha(u.fechaIngreso),
    },
    {
      key: 'estado',
      header: 'Estado',
      sortKey: 'estado',
      render: (u) => <EstadoUsuarioChip estado={u.estado} />,
    },
  ];

  return (
    <DataTable<TUsuarioItem>
      label="Usuarios del sistema"
      columns={columnas}
      rows={usuarios}
      getRowId={(u) => u.id}
      total={total}
      pageNumber={pageNumber}
      pageSize={pageSize}
      pageSizeOptions={PAGE_SIZES_USUARIOS}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
      sortBy={sortBy}
      isDescending={isDescending}
      onSortChange={(campo, desc) => onSortChange(campo as CampoOrdenUsuario, desc)}
      loading={loading}
      loadingText="Cargando usuarios..."
      emptyState={
        <>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            No hay usuarios
          </Typography>
          {filtrado ? (
            <Typography color="text.secondary">
              No se encontraron usuarios con los filtros aplicados.
            </Typography>
          ) : (
            <Button variant="contained" startIcon={<AddIcon />} onClick={onCrear} sx={{ mt: 2 }}>
              Crear Primer Usuario
            </Button>
          )}
        </>
      }
    />
  );
}
