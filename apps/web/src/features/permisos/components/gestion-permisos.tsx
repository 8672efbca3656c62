import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import CategoryIcon from '@mui/icons-material/Category';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import KeyIcon from '@mui/icons-material/Key';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import type { TOrdenPermisos, TPermisoAdmin } from '@app/contract/roles';
import { StatCard } from '../../../components/stat-card';
import { mensajeDeError } from '../../../lib/api-client';
import { usePermisos } from '../api/get-permisos';
import { PermisoDialog, type ModoPermiso } from './permiso-dialog';
import { TablaPermisos, type AccionPermiso } from './tabla-permisos';

export const ERROR_CARGAR_PERMISOS = 'Error al cargar los permisos';
const ESPERA_BUSQUEDA_MS = 300;

/** 'Permisos Activos' (spec 02 §2.10): active permissions on the current page. */
export const contarPermisosActivos = (permisos: readonly Pick<TPermisoAdmin, 'isActive'>[]) =>
  permisos.filter((p) => p.isActive).length;

interface Dialogo {
  abierto: boolean;
  modo: ModoPermiso;
  permisoId: number | null;
}

/**
 * The Permisos tab of 'Gestión de Permisos' (spec 02 §2.10): cards, 'Actualizar' and 'Nuevo Permiso', a name
 * search, the permission table (20 per page) and the permission dialog.
 */
export function GestionPermisos() {
  const [busqueda, setBusqueda] = useState('');
  const [searchTerm, setSearchTerm] = useState('');
  const [pagina, setPagina] = useState({ pageNumber: 1, pageSize: 20 });
  const [orden, setOrden] = useState<{ sortBy: TOrdenPermisos; isDescending: boolean }>({
    sortBy: 'nombre',
    isDescending: false,
  });
  const [dialogo, setDialogo] = useState<Dialogo>({ abierto: false, modo: 'crear', permisoId: null });
  const [errorCerrado, setErrorCerrado] = useState<number | null>(null);

  useEffect(() => {
    const valor = busqueda.trim();
    if (valor === searchTerm) return;
    const t = setTimeout(() => {
      setSearchTerm(valor);
      setPagina((p) => ({ ...p, pageNumber: 1 }));
    }, ESPERA_BUSQUEDA_MS);
    return () => clearTimeout(t);
  }, [busqueda, searchTerm]);

  const consulta = usePermisos({ searchTerm, ...pagina, ...orden });
  const datos = consulta.isError ? undefined : consulta.data;
  const permisos = datos?.permisos ?? [];
  const total = datos?.totalRecords ?? 0;
  const ultimaPagina = Math.max(1, Math.ceil(total / pagina.pageSize));
  if (datos && !consulta.isPlaceholderData && pagina.pageNumber > ultimaPagina) {
    setPagina((p) => ({ ...p, pageNumber: ultimaPagina }));
  }

  const hayFiltro = busqueda.trim() !== '' || searchTerm !== '';
  const limpiarFiltros = () => {
    setBusqueda('');
    setSearchTerm('');
    setPagina((p) => ({ ...p, pageNumber: 1 }));
  };

  const abrir = (modo: ModoPermiso, permisoId: number | null = null) =>
    setDialogo({ abierto: true, modo, permisoId });

  return (
    <>
      <Box
        component="section"
        aria-label="Resumen de permisos"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', mb: 3 }}
      >
        <Box role="group" aria-label="Total Permisos">
          <StatCard title="Total Permisos" value={total} icon={<KeyIcon />} color="primary" />
        </Box>
        <Box role="group" aria-label="Permisos Activos">
          <StatCard
            title="Permisos Activos"
            value={contarPermisosActivos(permisos)}
            icon={<CheckCircleIcon />}
            color="success"
          />
        </Box>
        <Box role="group" aria-label="Módulos">
          <StatCard
            title="Módulos"
            value={datos?.estadisticas?.totalModulos ?? 0}
            icon={<CategoryIcon />}
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
          {mensajeDeError(consulta.error, ERROR_CARGAR_PERMISOS)}
        </Alert>
      )}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <TextField
          size="small"
          type="search"
          label="Buscar permiso"
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
          onClick={() => void consulta.refetch()}
          disabled={consulta.isFetching}
        >
          Actualizar
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => abrir('crear')}>
          Nuevo Permiso
        </Button>
      </Box>

      <TablaPermisos
        permisos={permisos}
        total={total}
        pageNumber={pagina.pageNumber}
        pageSize={pagina.pageSize}
        sortBy={orden.sortBy}
        isDescending={orden.isDescending}
        loading={consulta.isFetching}
        filtrado={searchTerm !== ''}
        onPageChange={(pageNumber) => setPagina((p) => ({ ...p, pageNumber }))}
        onPageSizeChange={(pageSize) => setPagina({ pageNumber: 1, pageSize })}
        onSortChange={(sortBy, isDescending) => {
          setOrden({ sortBy, isDescending });
          setPagina((p) => ({ ...p, pageNumber: 1 }));
        }}
        onAccion={(accion: AccionPermiso, p: TPermisoAdmin) => abrir(accion, p.id)}
        onCrear={() => abrir('crear')}
      />

      <PermisoDialog
        abierto={dialogo.abierto}
        modo={dialogo.modo}
        permisoId={dialogo.permisoId}
        onCerrar={() => setDialogo((d) => ({ ...d, abierto: false }))}
      />
    </>
  );
}
