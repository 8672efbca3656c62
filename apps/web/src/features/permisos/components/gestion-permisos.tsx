import { useState } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import CategoryIcon from '@mui/icons-material/Category';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import KeyIcon from '@mui/icons-material/Key';
import {
  ORDEN_PERMISOS,
  PAGE_SIZES_PERMISOS,
  type TOrdenPermisos,
  type TPermisoAdmin,
} from '@app/contract/roles';
import { BarraBusqueda } from '../../../components/lista/barra-busqueda';
import { AlertaErrorConsulta } from '../../../components/lista/estados-lista';
import {
  paginacionDe,
  useAjustarPagina,
  useEstadoLista,
  type ConfigEstadoLista,
} from '../../../components/lista/use-estado-lista';
import { TarjetasResumen } from '../../../components/stat-card';
import { usePermisos } from '../api/get-permisos';
import { PermisoDialog, type ModoPermiso } from './permiso-dialog';
import { TablaPermisos, type AccionPermiso } from './tabla-permisos';

export const ERROR_CARGAR_PERMISOS = 'Error al cargar los permisos';

/** The list's view, kept in the URL: by name, 20 per page. */
const LISTA: ConfigEstadoLista<Record<string, never>, TOrdenPermisos> = {
  filtrosIniciales: {},
  ordenInicial: { sortBy: 'nombre', isDescending: false },
  camposOrden: ORDEN_PERMISOS,
  tamanoPagina: 20,
  tamanosPagina: PAGE_SIZES_PERMISOS,
  esperaBusquedaMs: 300,
};

/** 'Permisos Activos': active permissions on the current page. */
export const contarPermisosActivos = (permisos: readonly Pick<TPermisoAdmin, 'isActive'>[]) =>
  permisos.filter((p) => p.isActive).length;

interface Dialogo {
  abierto: boolean;
  modo: ModoPermiso;
  permisoId: number | null;
}

/**
 * The Permisos tab of 'Gestión de Permisos' (docs/producto.md, «Permisos»): cards, 'Actualizar' and 'Nuevo
 * Permiso', a name search, the permission table (20 per page) and the permission dialog. The view lives in the URL.
 */
export function GestionPermisos() {
  const lista = useEstadoLista(LISTA);
  const [dialogo, setDialogo] = useState<Dialogo>({ abierto: false, modo: 'crear', permisoId: null });

  const consulta = usePermisos({
    searchTerm: lista.busqueda,
    pageNumber: lista.pageNumber,
    pageSize: lista.pageSize,
    sortBy: lista.sortBy,
    isDescending: lista.isDescending,
  });
  const datos = consulta.isError ? undefined : consulta.data;
  const permisos = datos?.permisos ?? [];
  const total = datos?.totalRecords ?? 0;
  useAjustarPagina(lista, datos && !consulta.isPlaceholderData ? total : undefined);

  const abrir = (modo: ModoPermiso, permisoId: number | null = null) =>
    setDialogo({ abierto: true, modo, permisoId });

  return (
    <>
      <TarjetasResumen
        etiqueta="Resumen de permisos"
        anchoMinimo={200}
        cargando={consulta.isPending}
        tarjetas={[
          ['Total Permisos', datos?.totalRecords, <KeyIcon />, 'primary'],
          [
            'Permisos Activos',
            datos ? contarPermisosActivos(permisos) : undefined,
            <CheckCircleIcon />,
            'success',
          ],
          [
            'Módulos',
            datos ? (datos.estadisticas?.totalModulos ?? 0) : undefined,
            <CategoryIcon />,
            'secondary',
          ],
        ]}
      />

      <AlertaErrorConsulta consulta={consulta} respaldo={ERROR_CARGAR_PERMISOS} />

      <BarraBusqueda
        etiqueta="Filtros de permisos"
        busqueda={{
          label: 'Buscar permiso',
          placeholder: 'Buscar por nombre...',
          valor: lista.texto,
          onCambiar: lista.setTexto,
        }}
        hayFiltros={lista.hayFiltros}
        onLimpiar={lista.limpiar}
        actualizando={consulta.isFetching}
        onActualizar={() => void consulta.refetch()}
        acciones={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => abrir('crear')}>
            Nuevo Permiso
          </Button>
        }
      />

      <TablaPermisos
        filas={permisos}
        paginacion={paginacionDe(lista, total, consulta)}
        filtrado={lista.filtrado}
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
