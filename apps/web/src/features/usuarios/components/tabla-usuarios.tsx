import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import LockResetIcon from '@mui/icons-material/LockReset';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { ETIQUETA_DOCUMENTO, PAGE_SIZES_USUARIOS, type TUsuarioItem } from '@app/contract/usuarios';
import {
  columnaAcciones,
  DataTable,
  type DataTableColumn,
  type DataTableProps,
} from '../../../components/data-table/data-table';
import { EstadoVacio } from '../../../components/lista/estados-lista';
import { MenuAcciones } from '../../../components/lista/menu-acciones';
import { TextoEmail } from '../../../components/lista/texto-email';
import type { PropsTablaLista } from '../../../components/lista/use-estado-lista';
import { formatearFecha } from '../../../utils/formato';
import { textoRoles } from '../utils/formulario-usuario';
import { EstadoActivoChip, esEstadoActivo } from '../../../components/estado-chip';

export type AccionUsuario = 'ver' | 'editar' | 'estado' | 'reiniciar';

const iniciales = (nombre: string) =>
  nombre
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p.charAt(0).toUpperCase())
    .join('');

/** The table's fixed props: its name, row key, page sizes and loading text. */
const TABLA_USUARIOS = {
  label: 'Usuarios del sistema',
  getRowId: (u: TUsuarioItem) => u.id,
  pageSizeOptions: PAGE_SIZES_USUARIOS,
  loadingText: 'Cargando usuarios...',
} satisfies Partial<DataTableProps<TUsuarioItem>>;

/**
 * The user table (docs/producto.md, «Usuarios»): actions menu, user (name opens the view modal, e-mail beneath),
 * DNI, roles, department, join date, state; server-side sort and paging (10, 25, 50, 100).
 */
export function TablaUsuarios({
  filas,
  paginacion,
  filtrado,
  onAccion,
  onCrear,
}: PropsTablaLista<TUsuarioItem, AccionUsuario>) {
  const columnas: DataTableColumn<TUsuarioItem>[] = [
    columnaAcciones((u) => {
      // Only what the server would allow: a user with permissions the caller lacks is read-only.
      const gestiona = u.puedeGestionar;
      const activo = esEstadoActivo(u.estado);
      return (
        <MenuAcciones<AccionUsuario>
          id={`acciones-usuario-${u.id}`}
          etiqueta={`Acciones de ${u.nombreCompleto}`}
          onElegir={(accion) => onAccion(accion, u)}
          acciones={[
            { accion: 'ver', texto: 'Ver detalles', icono: <VisibilityIcon fontSize="small" /> },
            { accion: 'editar', texto: 'Editar', icono: <EditIcon fontSize="small" />, visible: gestiona },
            {
              accion: 'estado',
              texto: activo ? 'Desactivar' : 'Activar',
              icono: activo ? (
                <ToggleOffIcon fontSize="small" color="error" />
              ) : (
                <ToggleOnIcon fontSize="small" color="success" />
              ),
              visible: gestiona,
            },
            {
              accion: 'reiniciar',
              texto: 'Reiniciar contraseña',
              icono: <LockResetIcon fontSize="small" />,
              visible: gestiona,
            },
          ]}
        />
      );
    }),
    {
      key: 'usuario',
      header: 'Usuario',
      sortKey: 'nombrecompleto',
      enTarjeta: 'titulo',
      render: (u) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: { sm: 220 } }}>
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
            <Typography variant="body2" color="text.secondary" data-testid="email-usuario">
              <TextoEmail email={u.email} />
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
      enTarjeta: 'estado',
      render: (u) => <EstadoActivoChip estado={u.estado} />,
    },
  ];

  const vacio = (
    <EstadoVacio
      titulo="No hay usuarios"
      {...(filtrado
        ? { descripcion: 'No se encontraron usuarios con los filtros aplicados.' }
        : {
            accion: (
              <Button variant="contained" startIcon={<AddIcon />} onClick={onCrear} sx={{ mt: 2 }}>
                Crear Primer Usuario
              </Button>
            ),
          })}
    />
  );
  return (
    <DataTable<TUsuarioItem>
      {...paginacion}
      {...TABLA_USUARIOS}
      columns={columnas}
      rows={filas}
      emptyState={vacio}
    />
  );
}
