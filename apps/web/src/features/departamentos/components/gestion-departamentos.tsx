import { useState } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import ApartmentIcon from '@mui/icons-material/Apartment';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PersonIcon from '@mui/icons-material/Person';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import {
  ESTADOS_FILTRO_DEPARTAMENTO,
  ORDEN_DEPARTAMENTOS,
  PAGE_SIZES_DEPARTAMENTOS,
  type TDepartamento,
  type TOrdenDepartamentos,
} from '@app/contract/departamentos';
import { BarraBusqueda } from '../../../components/lista/barra-busqueda';
import { AlertaErrorConsulta } from '../../../components/lista/estados-lista';
import { FiltroSelect } from '../../../components/lista/filtro-select';
import {
  paginacionDe,
  unoDe,
  useAjustarPagina,
  useEstadoLista,
  type ConfigEstadoLista,
} from '../../../components/lista/use-estado-lista';
import { TarjetasResumen } from '../../../components/stat-card';
import { useDepartamentos } from '../api/departamentos';
import { DepartamentoFormPanel, type ModoDepartamento } from './departamento-form-panel';
import { EliminarDepartamentoDialog, EstadoDepartamentoDialog } from './dialogos-departamento';
import { TablaDepartamentos, type AccionDepartamento } from './tabla-departamentos';

export const ERROR_CARGAR_DEPARTAMENTOS = 'Error al cargar los departamentos';

type Filtros = { estado: '' | (typeof ESTADOS_FILTRO_DEPARTAMENTO)[number] };

/** The list's view, kept in the URL: by code, 10 per page. */
const LISTA: ConfigEstadoLista<Filtros, TOrdenDepartamentos> = {
  filtrosIniciales: { estado: '' },
  lectores: { estado: unoDe(ESTADOS_FILTRO_DEPARTAMENTO) },
  ordenInicial: { sortBy: 'codigo', isDescending: false },
  camposOrden: ORDEN_DEPARTAMENTOS,
  tamanoPagina: 10,
  tamanosPagina: PAGE_SIZES_DEPARTAMENTOS,
  esperaBusquedaMs: 300,
};

interface Panel {
  abierto: boolean;
  modo: ModoDepartamento;
  id: number | null;
}

/** The Departamentos tab: cards, search and state filter, the sortable table, the side panel and the dialogs. */
export function GestionDepartamentos() {
  const lista = useEstadoLista(LISTA);
  const [panel, setPanel] = useState<Panel>({ abierto: false, modo: 'crear', id: null });
  const [paraEstado, setParaEstado] = useState<TDepartamento | null>(null);
  const [paraEliminar, setParaEliminar] = useState<TDepartamento | null>(null);

  const consulta = useDepartamentos({
    busqueda: lista.busqueda,
    estado: lista.filtros.estado,
    pageNumber: lista.pageNumber,
    pageSize: lista.pageSize,
    sortBy: lista.sortBy,
    isDescending: lista.isDescending,
  });
  const datos = consulta.isError ? undefined : consulta.data;
  const total = datos?.totalCompleto ?? 0;
  useAjustarPagina(lista, datos && !consulta.isPlaceholderData ? total : undefined);
  const e = datos?.estadisticas;

  const abrir = (modo: ModoDepartamento, id: number | null = null) => setPanel({ abierto: true, modo, id });
  const alAccion = (accion: AccionDepartamento, d: TDepartamento) => {
    if (accion === 'ver' || accion === 'editar') abrir(accion, d.id);
    else if (accion === 'estado') setParaEstado(d);
    else setParaEliminar(d);
  };

  return (
    <>
      <TarjetasResumen
        etiqueta="Resumen de departamentos"
        anchoMinimo={200}
        cargando={consulta.isPending}
        tarjetas={[
          ['Total', e?.total, <ApartmentIcon />, 'primary'],
          ['Activos', e?.activos, <CheckCircleIcon />, 'success'],
          ['Con jefe de área', e?.conJefeArea, <PersonIcon />, 'secondary'],
          ['Sin empleados', e?.sinEmpleados, <PersonOffIcon />, 'warning'],
        ]}
      />

      <AlertaErrorConsulta consulta={consulta} respaldo={ERROR_CARGAR_DEPARTAMENTOS} />

      <BarraBusqueda
        etiqueta="Filtros de departamentos"
        busqueda={{
          label: 'Buscar departamento',
          placeholder: 'Buscar por código o nombre...',
          valor: lista.texto,
          onCambiar: lista.setTexto,
        }}
        hayFiltros={lista.hayFiltros}
        onLimpiar={lista.limpiar}
        actualizando={consulta.isFetching}
        onActualizar={() => void consulta.refetch()}
        acciones={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => abrir('crear')}>
            Nuevo Departamento
          </Button>
        }
      >
        <FiltroSelect
          label="Estado"
          todos="Todos los estados"
          valor={lista.filtros.estado}
          onCambiar={(v) => lista.cambiarFiltros({ estado: v as Filtros['estado'] })}
          opciones={[
            { valor: 'activos', etiqueta: 'Activos' },
            { valor: 'inactivos', etiqueta: 'Inactivos' },
          ]}
          sx={{ minWidth: 180 }}
        />
      </BarraBusqueda>

      <TablaDepartamentos
        filas={datos?.departamentos ?? []}
        paginacion={paginacionDe(lista, total, consulta)}
        filtrado={lista.filtrado}
        onAccion={alAccion}
        onCrear={() => abrir('crear')}
      />

      <DepartamentoFormPanel
        abierto={panel.abierto}
        modo={panel.modo}
        departamentoId={panel.id}
        onCerrar={() => setPanel((p) => ({ ...p, abierto: false }))}
        onEditar={() => setPanel((p) => ({ ...p, modo: 'editar' }))}
      />
      <EstadoDepartamentoDialog departamento={paraEstado} onCerrar={() => setParaEstado(null)} />
      <EliminarDepartamentoDialog departamento={paraEliminar} onCerrar={() => setParaEliminar(null)} />
    </>
  );
}
