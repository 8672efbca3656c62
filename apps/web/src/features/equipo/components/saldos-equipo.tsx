import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { mensajeDeError } from '../../../lib/api-client';
import { empleadosEquipoQueryOptions, useEmpleadosEquipo } from '../api/get-empleados-equipo';
import { useSaldosEquipo, type CampoOrdenSaldo, type FiltrosSaldosEquipo } from '../api/get-saldos-equipo';
import { FILTROS_SALDOS_INICIALES } from '../utils/filtros';
import { DetalleSaldoDialog } from './detalle-saldo-dialog';
import { ESTADISTICAS_SALDOS_VACIAS, EstadisticasSaldosEquipo } from './estadisticas-saldos-equipo';
import { FiltrosSaldosEquipoPanel } from './filtros-saldos-equipo';
import { TablaSaldosEquipo } from './tabla-saldos-equipo';

export const ERROR_SALDOS_EQUIPO = 'Error al cargar los saldos de vacaciones. Por favor, intenta nuevamente.';
export const ERROR_EMPLEADOS_SALDOS = 'Error al cargar los empleados del equipo.';

const PAGINA_INICIAL = { pageNumber: 1, pageSize: 10 };
const ORDEN_INICIAL = { sortBy: 'empleado' as CampoOrdenSaldo, isDescending: false };

/**
 * 'Saldos de Vacaciones' (spec 01 §2): summary cards, filters, the team's balances and a balance detail. The list
 * reloads when filters, page, page size or sort change; filters, size and sort go back to page 1.
 */
export function SaldosEquipo() {
  const queryClient = useQueryClient();
  const [filtros, setFiltros] = useState<FiltrosSaldosEquipo>(FILTROS_SALDOS_INICIALES);
  const [pagina, setPagina] = useState(PAGINA_INICIAL);
  const [orden, setOrden] = useState(ORDEN_INICIAL);
  const [detalleId, setDetalleId] = useState<string | null>(null);
  const [errorCerrado, setErrorCerrado] = useState<number | null>(null);
  const [errorEmpleadosCerrado, setErrorEmpleadosCerrado] = useState<number | null>(null);

  const consulta = useSaldosEquipo({ ...filtros, ...pagina, ...orden });
  const empleadosConsulta = useEmpleadosEquipo(filtros.incluirSubordinadosNivelN);

  // A failed load empties the list and zeroes the statistics (spec 01 §8).
  const respuesta = consulta.isError ? undefined : consulta.data;
  const saldos = respuesta?.saldos ?? [];
  const total = respuesta?.total ?? 0;
  const empleados = empleadosConsulta.isError ? [] : (empleadosConsulta.data?.empleados ?? []);

  const ultimaPagina = Math.max(1, Math.ceil(total / pagina.pageSize));
  if (respuesta && !consulta.isPlaceholderData && pagina.pageNumber > ultimaPagina) {
    setPagina((p) => ({ ...p, pageNumber: ultimaPagina }));
  }

  const cambiarFiltros = (nuevos: FiltrosSaldosEquipo) => {
    setFiltros(nuevos);
    setPagina((p) => ({ ...p, pageNumber: 1 }));
  };

  // Back to direct reports only: an employee who is not a direct report is no longer a valid filter.
  const cambiarNivel = (incluir: boolean) => {
    const directos = queryClient.getQueryData(empleadosEquipoQueryOptions(false).queryKey)?.empleados;
    const conserva =
      incluir || filtros.empleadoId === null || (directos?.some((e) => e.id === filtros.empleadoId) ?? false);
    cambiarFiltros({
      ...filtros,
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
      <EstadisticasSaldosEquipo estadisticas={respuesta?.estadisticas ?? ESTADISTICAS_SALDOS_VACIAS} />

      {consulta.isError && errorCerrado !== consulta.errorUpdatedAt && (
        <Alert
          severity="error"
          onClose={() => setErrorCerrado(consulta.errorUpdatedAt)}
          closeText="Cerrar mensaje"
          sx={{ mb: 2 }}
        >
          {mensajeDeError(consulta.error, ERROR_SALDOS_EQUIPO)}
        </Alert>
      )}
      {empleadosConsulta.isError && errorEmpleadosCerrado !== empleadosConsulta.errorUpdatedAt && (
        <Alert
          severity="error"
          onClose={() => setErrorEmpleadosCerrado(empleadosConsulta.errorUpdatedAt)}
          closeText="Cerrar mensaje"
          sx={{ mb: 2 }}
        >
          {mensajeDeError(empleadosConsulta.error, ERROR_EMPLEADOS_SALDOS)}
        </Alert>
      )}

      <FiltrosSaldosEquipoPanel
        filtros={filtros}
        onCambiar={cambiarFiltros}
        onCambiarNivel={cambiarNivel}
        empleados={empleados}
        cargandoEmpleados={empleadosConsulta.isFetching}
        onLimpiar={() => cambiarFiltros(FILTROS_SALDOS_INICIALES)}
        onActualizar={actualizar}
      />

      <Box component="section" aria-labelledby="titulo-saldos-equipo">
        <Typography id="titulo-saldos-equipo" variant="h6" component="h2" sx={{ mb: 1 }}>
          {`Saldos de Vacaciones (${total})`}
        </Typography>
        <TablaSaldosEquipo
          saldos={saldos}
          total={total}
          pageNumber={pagina.pageNumber}
          pageSize={pagina.pageSize}
          sortBy={orden.sortBy}
          isDescending={orden.isDescending}
          loading={consulta.isFetching}
          onPageChange={(pageNumber) => setPagina((p) => ({ ...p, pageNumber }))}
          onPageSizeChange={(pageSize) => setPagina({ pageNumber: 1, pageSize })}
          onSortChange={(sortBy, isDescending) => {
            setOrden({ sortBy, isDescending });
            setPagina((p) => ({ ...p, pageNumber: 1 }));
          }}
          onVerDetalle={setDetalleId}
        />
      </Box>

      <DetalleSaldoDialog saldoId={detalleId} saldos={saldos} onCerrar={() => setDetalleId(null)} />
    </>
  );
}
