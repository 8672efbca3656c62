import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { ORDEN_SALDOS, PAGE_SIZES_SALDOS } from '@app/contract/equipo';
import { formatearEntero } from '@app/contract/formato-numeros';
import { ExportarExcel } from '../../../components/exportar-excel';
import { AlertaErrorConsulta } from '../../../components/lista/estados-lista';
import {
  comoEntero,
  paginacionDe,
  useAjustarPagina,
  useEstadoLista,
  type ConfigEstadoLista,
} from '../../../components/lista/use-estado-lista';
import { empleadosEquipoQueryOptions, useEmpleadosEquipo } from '../api/get-empleados-equipo';
import {
  consultaSaldosEquipo,
  RUTA_EXPORTAR_SALDOS,
  useSaldosEquipo,
  type CampoOrdenSaldo,
  type FiltrosSaldos,
} from '../api/get-saldos-equipo';
import { FILTROS_SALDOS_INICIALES } from '../utils/filtros';
import { DetalleSaldoDialog } from './detalle-saldo-dialog';
import { EstadisticasSaldosEquipo } from './estadisticas-saldos-equipo';
import { FiltrosSaldosEquipoPanel } from './filtros-saldos-equipo';
import { TablaSaldosEquipo } from './tabla-saldos-equipo';
import { TituloLista } from '../../../components/lista/titulo-lista';

export const ERROR_SALDOS_EQUIPO = 'Error al cargar los saldos de vacaciones. Por favor, intenta nuevamente.';
export const ERROR_EMPLEADOS_SALDOS = 'Error al cargar los empleados del equipo.';

/** The list's view, kept in the URL: by employee, 10 per page. */
const LISTA: ConfigEstadoLista<Omit<FiltrosSaldos, never>, CampoOrdenSaldo> = {
  filtrosIniciales: FILTROS_SALDOS_INICIALES,
  lectores: { empleadoId: comoEntero, periodo: comoEntero },
  ordenInicial: { sortBy: 'empleado', isDescending: false },
  camposOrden: Object.keys(ORDEN_SALDOS) as CampoOrdenSaldo[],
  tamanoPagina: 10,
  tamanosPagina: PAGE_SIZES_SALDOS,
  conBusqueda: false,
};

/**
 * 'Saldos de Vacaciones' (docs/producto.md, «Saldos de vacaciones»): summary cards, filters, the team's balances
 * and a balance detail. The list reloads when filters, page, page size or sort change; filters, size and sort go
 * back to page 1.
 */
export function SaldosEquipo() {
  const queryClient = useQueryClient();
  const lista = useEstadoLista(LISTA);
  const { filtros } = lista;
  const [detalleId, setDetalleId] = useState<string | null>(null);

  const consulta = useSaldosEquipo({
    ...filtros,
    pageNumber: lista.pageNumber,
    pageSize: lista.pageSize,
    sortBy: lista.sortBy,
    isDescending: lista.isDescending,
  });
  const [busquedaEmpleado, setBusquedaEmpleado] = useState('');
  const empleadosConsulta = useEmpleadosEquipo({
    incluirSubordinadosNivelN: filtros.incluirSubordinadosNivelN,
    busqueda: busquedaEmpleado,
    empleadoId: filtros.empleadoId,
  });

  // A failed load empties the list; the statistics then show '-', not a misleading 0.
  const respuesta = consulta.isError ? undefined : consulta.data;
  const saldos = respuesta?.saldos ?? [];
  const total = respuesta?.total ?? 0;
  const empleados = empleadosConsulta.isError ? [] : (empleadosConsulta.data?.empleados ?? []);

  useAjustarPagina(lista, respuesta && !consulta.isPlaceholderData ? total : undefined);

  // Back to direct reports only: an employee who is not a direct report is no longer a valid filter.
  // The server answers whether the chosen one is a direct report: it returns them only if they are in that team.
  const cambiarNivel = async (incluir: boolean) => {
    const { empleadoId } = filtros;
    const directos =
      incluir || empleadoId === null
        ? undefined
        : await queryClient
            .fetchQuery(
              empleadosEquipoQueryOptions({ incluirSubordinadosNivelN: false, busqueda: '', empleadoId }),
            )
            .then((r) => r.empleados)
            .catch(() => []);
    const conserva = incluir || empleadoId === null || (directos?.some((e) => e.id === empleadoId) ?? false);
    lista.cambiarFiltros({
      incluirSubordinadosNivelN: incluir,
      empleadoId: conserva ? filtros.empleadoId : null,
    });
  };

  const actualizar = () => {
    void consulta.refetch();
    void empleadosConsulta.refetch();
  };

  return (
    <>
      <EstadisticasSaldosEquipo estadisticas={respuesta?.estadisticas} cargando={consulta.isPending} />

      <AlertaErrorConsulta consulta={consulta} respaldo={ERROR_SALDOS_EQUIPO} />
      <AlertaErrorConsulta consulta={empleadosConsulta} respaldo={ERROR_EMPLEADOS_SALDOS} />

      <FiltrosSaldosEquipoPanel
        filtros={filtros}
        onCambiar={lista.cambiarFiltros}
        onCambiarNivel={(incluir) => void cambiarNivel(incluir)}
        onBuscarEmpleado={setBusquedaEmpleado}
        empleados={empleados}
        cargandoEmpleados={empleadosConsulta.isFetching}
        onLimpiar={lista.limpiar}
        onActualizar={actualizar}
      />

      <Box component="section" aria-labelledby="titulo-saldos-equipo">
        <TituloLista id="titulo-saldos-equipo" titulo={`Saldos de Vacaciones (${formatearEntero(total)})`}>
          {/* The whole filtered list (every page) by employee and period. */}
          <ExportarExcel
            ruta={RUTA_EXPORTAR_SALDOS}
            query={consultaSaldosEquipo(filtros)}
            disabled={total === 0}
          />
        </TituloLista>
        <TablaSaldosEquipo
          saldos={saldos}
          paginacion={paginacionDe(lista, total, consulta)}
          onVerDetalle={setDetalleId}
        />
      </Box>

      <DetalleSaldoDialog saldoId={detalleId} saldos={saldos} onCerrar={() => setDetalleId(null)} />
    </>
  );
}
