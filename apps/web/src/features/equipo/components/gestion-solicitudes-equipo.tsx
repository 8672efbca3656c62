import { useState } from 'react';
import Box from '@mui/material/Box';
import {
  ORDEN_SOLICITUDES,
  PAGE_SIZES_SOLICITUDES,
  type TEstadoSolicitud,
  type TTipoVacaciones,
} from '@app/contract/solicitudes';
import { formatearEntero } from '@app/contract/formato-numeros';
import { AlertaErrorConsulta } from '../../../components/lista/estados-lista';
import { ExportarExcel } from '../../../components/exportar-excel';
import {
  comoEntero,
  comoFecha,
  paginacionDe,
  unoDe,
  useAjustarPagina,
  useEstadoLista,
  type ConfigEstadoLista,
} from '../../../components/lista/use-estado-lista';
import { useEquipoEmpleados } from '../api/get-equipo-empleados';
import {
  consultaGestionSolicitudes,
  RUTA_EXPORTAR_GESTION,
  useGestionSolicitudes,
  type CampoOrdenSolicitud,
  type FiltrosGestionSolicitudes,
} from '../api/get-gestion-solicitudes';
import { useDialogosSolicitudEquipo } from '../hooks/use-dialogos-solicitud-equipo';
import { FILTROS_GESTION_INICIALES, OPCIONES_ESTADO } from '../utils/filtros';
import {
  calcularEstadisticasSolicitudes,
  EstadisticasSolicitudesEquipo,
} from './estadisticas-solicitudes-equipo';
import { FiltrosGestionSolicitudesPanel } from './filtros-gestion-solicitudes';
import { TablaSolicitudesEquipo } from './tabla-solicitudes-equipo';
import { TituloLista } from '../../../components/lista/titulo-lista';

export const ERROR_SOLICITUDES_EQUIPO =
  'Error al cargar las solicitudes del equipo. Por favor, intenta nuevamente.';
export const ERROR_EMPLEADOS_EQUIPO = 'Error al cargar los empleados del equipo.';

/** The list's view, kept in the URL: newest requests first, 10 per page. */
const LISTA: ConfigEstadoLista<Omit<FiltrosGestionSolicitudes, never>, CampoOrdenSolicitud> = {
  filtrosIniciales: FILTROS_GESTION_INICIALES,
  lectores: {
    empleadoId: comoEntero,
    periodo: comoEntero,
    desde: comoFecha,
    hasta: comoFecha,
    estado: unoDe(OPCIONES_ESTADO.map((o) => o.valor)) as (t: string) => TEstadoSolicitud | '' | undefined,
    tipoVacaciones: unoDe<TTipoVacaciones>(['libres', 'bloque']),
  },
  ordenInicial: { sortBy: 'fechaSolicitud', isDescending: true },
  camposOrden: Object.keys(ORDEN_SOLICITUDES) as CampoOrdenSolicitud[],
  tamanoPagina: 10,
  tamanosPagina: PAGE_SIZES_SOLICITUDES,
  conBusqueda: false,
};

/**
 * 'Gestión de Solicitudes' (docs/producto.md, «Gestión de solicitudes»): statistics, filters, the team's requests
 * and the approve, reject and detail dialogs. The view lives in the URL; any change of filters, page size or sort
 * goes back to page 1.
 */
export function GestionSolicitudesEquipo() {
  const lista = useEstadoLista(LISTA);
  const { filtros } = lista;
  const { alAccion, dialogos } = useDialogosSolicitudEquipo();

  const consulta = useGestionSolicitudes({
    ...filtros,
    pageNumber: lista.pageNumber,
    pageSize: lista.pageSize,
    sortBy: lista.sortBy,
    isDescending: lista.isDescending,
  });
  const [busquedaEmpleado, setBusquedaEmpleado] = useState('');
  const empleadosConsulta = useEquipoEmpleados({
    incluirSubordinadosNivelN: filtros.incluirSubordinadosNivelN,
    busqueda: busquedaEmpleado,
    empleadoId: filtros.empleadoId,
  });

  // On a failed load the list is emptied, never left showing the previous filters' rows.
  const respuesta = consulta.isError ? undefined : consulta.data;
  const solicitudes = respuesta?.solicitudes ?? [];
  const total = respuesta?.total ?? 0;
  const empleados = empleadosConsulta.isError ? [] : (empleadosConsulta.data?.empleados ?? []);

  // After a decision the last page may be gone (e.g. filtering Pendiente): show the new last page instead.
  useAjustarPagina(lista, respuesta && !consulta.isPlaceholderData ? total : undefined);

  const actualizar = () => {
    void consulta.refetch();
    void empleadosConsulta.refetch();
  };

  return (
    <>
      <EstadisticasSolicitudesEquipo
        estadisticas={calcularEstadisticasSolicitudes(respuesta)}
        cargando={consulta.isPending}
      />

      <AlertaErrorConsulta consulta={consulta} respaldo={ERROR_SOLICITUDES_EQUIPO} />
      <AlertaErrorConsulta consulta={empleadosConsulta} respaldo={ERROR_EMPLEADOS_EQUIPO} />

      <FiltrosGestionSolicitudesPanel
        filtros={filtros}
        onCambiar={lista.cambiarFiltros}
        empleados={empleados}
        cargandoEmpleados={empleadosConsulta.isFetching}
        onBuscarEmpleado={setBusquedaEmpleado}
        onLimpiar={lista.limpiar}
        onActualizar={actualizar}
      />

      <Box component="section" aria-labelledby="titulo-solicitudes-equipo">
        <TituloLista id="titulo-solicitudes-equipo" titulo={`Solicitudes (${formatearEntero(total)})`}>
          {/* The whole filtered list in the table's order, not the page. */}
          <ExportarExcel
            ruta={RUTA_EXPORTAR_GESTION}
            query={consultaGestionSolicitudes({
              ...filtros,
              sortBy: lista.sortBy,
              isDescending: lista.isDescending,
            })}
            disabled={total === 0}
          />
        </TituloLista>
        <TablaSolicitudesEquipo
          filas={solicitudes}
          paginacion={paginacionDe(lista, total, consulta)}
          onAccion={alAccion}
        />
      </Box>

      {dialogos}
    </>
  );
}
