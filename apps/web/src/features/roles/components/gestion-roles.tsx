import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import BadgeIcon from '@mui/icons-material/Badge';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import GroupIcon from '@mui/icons-material/Group';
import KeyIcon from '@mui/icons-material/Key';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import type { TRol } from '@app/contract/roles';
import { StatCard } from '../../../components/stat-card';
import { mensajeDeError } from '../../../lib/api-client';
import { usePermisosDisponibles } from '../api/get-permisos-disponibles';
import { useRoles, type CampoOrdenRol } from '../api/get-roles';
import { EstadoRolDialog } from './estado-rol-dialog';
import { RolFormPanel, type ModoRol } from './rol-form-panel';
import { TablaRoles, type AccionRol } from './tabla-roles';

export const ERROR_CARGAR_ROLES = 'Error al cargar los roles';
const ESPERA_BUSQUEDA_MS = 300;

/** 'Roles Activos' (spec 02 §2.7): roles on the current page with at least one assigned user. */
export const contarRolesConUsuarios = (roles: readonly Pick<TRol, 'numeroPersonas'>[]) =>
  roles.filter((r) => (r.numeroPersonas ?? 0) > 0).length;

interface Panel {
  abierto: boolean;
  modo: ModoRol;
  rolId: number | null;
}

/**
 * The Roles tab of 'Gestión de Roles' (spec 02 §2.7): cards, 'Actualizar' and 'Nuevo Rol', a name search,
 * the role table, the side panel and the status dialog. Search, sort and page size go back to page 1.
 */
export function GestionRoles() {
  const [busqueda, setBusqueda] = useState('');
  const [nombre, setNombre] = useState('');
  const [pagina, setPagina] = useState({ pageNumber: 1, pageSize: 10 });
  const [orden, setOrden] = useState<{ sortBy: CampoOrdenRol; isDescending: boolean }>({
    sortBy: 'name',
    isDescending: false,
  });
  const [panel, setPanel] = useState<Panel>({ abierto: false, modo: 'crear', rolId: null });
  const [rolEstado, setRolEstado] = useState<TRol | null>(null);
  const [errorCerrado, setErrorCerrado] = useState<number | null>(null);

  // The search box filters after a short pause in typing.
  useEffect(() => {
    const valor = busqueda.trim();
    if (valor === nombre) return;
    const t = setTimeout(() => {
      setNombre(valor);
      setPagina((p) => ({ ...p, pageNumber: 1 }));
    }, ESPERA_BUSQUEDA_MS);
    return () => clearTimeout(t);
  }, [busqueda, nombre]);

  const consulta = useRoles({ name: nombre, ...pagina, ...orden });
  const permisosConsulta = usePermisosDisponibles();

  const datos = consulta.isError ? undefined : consulta.data;
  const roles = datos?.roles ?? [];
  const total = datos?.totalCompleto ?? 0;
  const ultimaPagina = Math.max(1, Math.ceil(total / pagina.pageSize));
  if (datos && !consulta.isPlaceholderData && pagina.pageNumber > ultimaPagina) {
    setPagina((p) => ({ ...p, pageNumber: ultimaPagina }));
  }

  const hayFiltro = busqueda.trim() !== '' || nombre !== '';
  const limpiarFiltros = () => {
    setBusqueda('');
    setNombre('');
    setPagina((p) => ({ ...p, pageNumber: 1 }));
  };

  const abrirPanel = (modo: ModoRol, rolId: number | null = null) => setPanel({ abierto: true, modo, rolId });

  const alAccion = (accion: AccionRol, rol: TRol) => {
    if (accion === 'ver') abrirPanel('ver', rol.id);
    else if (accion === 'editar') abrirPanel('editar', rol.id);
    else setRolEstado(rol);
  };

  return (
    <>
      <Box
        component="section"
        aria-label="Resumen de roles"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', mb: 3 }}
      >
        <Box role="group" aria-label="Total Roles">
          <StatCard title="Total Roles" value={total} icon={<BadgeIcon />} color="primary" />
        </Box>
        <Box role="group" aria-label="Roles Activos">
          <StatCard
            title="Roles Activos"
            value={contarRolesConUsuarios(roles)}
            icon={<GroupIcon />}
            color="success"
          />
        </Box>
        <Box role="group" aria-label="Permisos Disponibles">
          <StatCard
            title="Permisos Disponibles"
            value={permisosConsulta.data?.permisos.length ?? 0}
            icon={<KeyIcon />}
            color="secondary"
          />
        </Box>
      </Box>

      {consulta.isError && errorCerrado !== consulta.errorUpdatedAt && (
        <Alert
          severity="error"
          onClose={() => setErrorCerrado(consulta.errorUpdatedAt)}
          closeText="Cerrar mensaje"
          sx={{ mb: 2 }}
        >
          {mensajeDeError(consulta.error, ERROR_CARGAR_ROLES)}
        </Alert>
      )}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <TextField
          size="small"
          type="search"
          label="Buscar rol"
          placeholder="Buscar por nombre..."
          value={busqueda}
          onChange={(e) => setBusqueda(e.target.value)}
          sx={{ flex: '1 1 260px', maxWidth: 420 }}
          slotProps={{
            htmlInput: { maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button startIcon={<FilterAltOffIcon />} onClick={limpiarFiltros} disabled={!hayFiltro}>
          Limpiar Filtros
        </Button>
        <Box sx={{ flex: '1 1 auto' }} />
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          onClick={() => {
            void consulta.refetch();
            void permisosConsulta.refetch();
          }}
          disabled={consulta.isFetching}
        >
          Actualizar
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => abrirPanel('crear')}>
          Nuevo Rol
        </Button>
      </Box>

      <TablaRoles
        roles={roles}
        total={total}
        pageNumber={pagina.pageNumber}
        pageSize={pagina.pageSize}
        sortBy={orden.sortBy}
        isDescending={orden.isDescending}
        loading={consulta.isFetching}
        filtrado={nombre !== ''}
        onPageChange={(pageNumber) => setPagina((p) => ({ ...p, pageNumber }))}
        onPageSizeChange={(pageSize) => setPagina({ pageNumber: 1, pageSize })}
        onSortChange={(sortBy, isDescending) => {
          setOrden({ sortBy, isDescending });
          setPagina((p) => ({ ...p, pageNumber: 1 }));
        }}
        onAccion={alAccion}
        onCrear={() => abrirPanel('crear')}
      />

      <RolFormPanel
        abierto={panel.abierto}
        modo={panel.modo}
        rolId={panel.rolId}
        onCerrar={() => setPanel((p) => ({ ...p, abierto: false }))}
        onEditar={() => setPanel((p) => ({ ...p, modo: 'editar' }))}
      />
      <EstadoRolDialog rol={rolEstado} onCerrar={() => setRolEstado(null)} />
    </>
  );
}
