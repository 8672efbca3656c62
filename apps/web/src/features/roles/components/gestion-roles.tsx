import { useState } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import BadgeIcon from '@mui/icons-material/Badge';
import GroupIcon from '@mui/icons-material/Group';
import KeyIcon from '@mui/icons-material/Key';
import { ORDEN_ROLES, PAGE_SIZES_ROLES, type TRol } from '@app/contract/roles';
import { BarraBusqueda } from '../../../components/lista/barra-busqueda';
import { AlertaErrorConsulta } from '../../../components/lista/estados-lista';
import {
  paginacionDe,
  useAjustarPagina,
  useEstadoLista,
  type ConfigEstadoLista,
} from '../../../components/lista/use-estado-lista';
import { TarjetasResumen } from '../../../components/stat-card';
import { usePermisosDisponibles } from '../api/get-permisos-disponibles';
import { useRoles, type CampoOrdenRol } from '../api/get-roles';
import { EstadoRolDialog } from './estado-rol-dialog';
import { RolFormPanel, type ModoRol } from './rol-form-panel';
import { TablaRoles, type AccionRol } from './tabla-roles';

export const ERROR_CARGAR_ROLES = 'Error al cargar los roles';

/** The list's view, kept in the URL: by name, 10 per page. */
const LISTA: ConfigEstadoLista<Record<string, never>, CampoOrdenRol> = {
  filtrosIniciales: {},
  ordenInicial: { sortBy: 'name', isDescending: false },
  camposOrden: ORDEN_ROLES,
  tamanoPagina: 10,
  tamanosPagina: PAGE_SIZES_ROLES,
  esperaBusquedaMs: 300,
};

/** 'Roles Activos': roles on the current page with at least one assigned user. */
export const contarRolesConUsuarios = (roles: readonly Pick<TRol, 'numeroPersonas'>[]) =>
  roles.filter((r) => (r.numeroPersonas ?? 0) > 0).length;

interface Panel {
  abierto: boolean;
  modo: ModoRol;
  rolId: number | null;
}

/**
 * The Roles tab of 'Gestión de Roles' (docs/producto.md, «Roles»): cards, 'Actualizar' and 'Nuevo Rol', a name
 * search, the role table, the side panel and the status dialog. The view lives in the URL.
 */
export function GestionRoles() {
  const lista = useEstadoLista(LISTA);
  const [panel, setPanel] = useState<Panel>({ abierto: false, modo: 'crear', rolId: null });
  const [rolEstado, setRolEstado] = useState<TRol | null>(null);

  const consulta = useRoles({
    name: lista.busqueda,
    pageNumber: lista.pageNumber,
    pageSize: lista.pageSize,
    sortBy: lista.sortBy,
    isDescending: lista.isDescending,
  });
  const permisosConsulta = usePermisosDisponibles();

  const datos = consulta.isError ? undefined : consulta.data;
  const roles = datos?.roles ?? [];
  const total = datos?.totalCompleto ?? 0;
  useAjustarPagina(lista, datos && !consulta.isPlaceholderData ? total : undefined);

  const abrirPanel = (modo: ModoRol, rolId: number | null = null) => setPanel({ abierto: true, modo, rolId });

  const alAccion = (accion: AccionRol, rol: TRol) => {
    if (accion === 'ver') abrirPanel('ver', rol.id);
    else if (accion === 'editar') abrirPanel('editar', rol.id);
    else setRolEstado(rol);
  };

  return (
    <>
      <TarjetasResumen
        etiqueta="Resumen de roles"
        anchoMinimo={200}
        cargando={consulta.isPending || permisosConsulta.isPending}
        tarjetas={[
          ['Total Roles', datos?.totalCompleto, <BadgeIcon />, 'primary'],
          ['Roles Activos', datos ? contarRolesConUsuarios(roles) : undefined, <GroupIcon />, 'success'],
          ['Permisos Disponibles', permisosConsulta.data?.permisos.length, <KeyIcon />, 'secondary'],
        ]}
      />

      <AlertaErrorConsulta consulta={consulta} respaldo={ERROR_CARGAR_ROLES} />

      <BarraBusqueda
        etiqueta="Filtros de roles"
        busqueda={{
          label: 'Buscar rol',
          placeholder: 'Buscar por nombre...',
          valor: lista.texto,
          onCambiar: lista.setTexto,
        }}
        hayFiltros={lista.hayFiltros}
        onLimpiar={lista.limpiar}
        actualizando={consulta.isFetching}
        onActualizar={() => {
          void consulta.refetch();
          void permisosConsulta.refetch();
        }}
        acciones={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => abrirPanel('crear')}>
            Nuevo Rol
          </Button>
        }
      />

      <TablaRoles
        filas={roles}
        paginacion={paginacionDe(lista, total, consulta)}
        filtrado={lista.filtrado}
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
