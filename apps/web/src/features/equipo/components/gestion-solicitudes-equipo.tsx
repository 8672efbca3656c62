import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TSolicitudItem } from '@app/contract/solicitudes';
import { mensajeDeError } from '../../../lib/api-client';
import { useEquipoEmpleados } from '../api/get-equipo-empleados';
import {
  useGestionSolicitudes,
  type CampoOrdenSolicitud,
  type FiltrosGestionSolicitudes,
} from '../api/get-gestion-solicitudes';
import { FILTROS_GESTION_INICIALES } from '../utils/filtros';
import { CancelarSolicitudDialog } from '../../solicitudes';
import { useCancelarSolicitudEquipo } from '../api/cancelar-solicitud-equipo';
import { InterrumpirSolicitudDialog } from './interrumpir-solicitud-dialog';
import { DecidirSolicitudDialog, type AccionDecision } from './decidir-solicitud-dialog';
import { DetalleSolicitudEquipoDialog } from './detalle-solicitud-equipo-dialog';
import {
  calcularEstadisticasSolicitudes,
  EstadisticasSolicitudesEquipo,
} from './estadisticas-solicitudes-equipo';
import { FiltrosGestionSolicitudesPanel } from './filtros-gestion-solicitudes';
import { TablaSolicitudesEquipo, type AccionSolicitud } from './tabla-solicitudes-equipo';

export const ERROR_SOLICITUDES_EQUIPO =
  'Error al cargar las solicitudes del equipo. Por favor, intenta nuevamente.';
export const ERROR_EMPLEADOS_EQUIPO = 'Error al cargar los empleados del equipo.';

const PAGINA_INICIAL = { pageNumber: 1, pageSize: 10 };
const ORDEN_INICIAL = { sortBy: 'fechaSolicitud' as CampoOrdenSolicitud, isDescending: true };

interface Decision {
  accion: AccionDecision;
  solicitud: TSolicitudItem;
  abierto: boolean;
}

/**
 * 'Gestión de Solicitudes' (spec 01 §2): statistics, filters, the team's requests and the approve, reject and
 * detail dialogs. Any change of filters, page size or sort goes back to page 1.
 */
export function GestionSolicitudesEquipo() {
  const [filtros, setFiltros] = useState<FiltrosGestionSolicitudes>(FILTROS_GESTION_INICIALES);
  const [pagina, setPagina] = useState(PAGINA_INICIAL);
  const [orden, setOrden] = useState(ORDEN_INICIAL);
  const [detalleId, setDetalleId] = useState<number | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [cancelarId, setCancelarId] = useState<number | null>(null);
  const [interrumpir, setInterrumpir] = useState<TSolicitudItem | null>(null);
  const cancelar = useCancelarSolicitudEquipo();
  const [errorCerrado, setErrorCerrado] = useState<number | null>(null);
  const [errorEmpleadosCerrado, setErrorEmpleadosCerrado] = useState<number | null>(null);

  const consulta = useGestionSolicitudes({ ...filtros, ...pagina, ...orden });
  const empleadosConsulta = useEquipoEmpleados(filtros.incluirSubordinadosNivelN);

  // On a failed load the list is emptied (spec 01 §8), never left showing the previous filters' rows.
  const respuesta = consulta.isError ? undefined : consulta.data;
  const solicitudes = respuesta?.solicitudes ?? [];
  const total = respuesta?.total ?? 0;
  const empleados = empleadosConsulta.isError ? [] : (empleadosConsulta.data?.empleados ?? []);

  // After a decision the last page may be gone (e.g. filtering Pendiente): show the new last page instead.
  const ultimaPagina = Math.max(1, Math.ceil(total / pagina.pageSize));
  if (respuesta && !consulta.isPlaceholderData && pagina.pageNumber > ultimaPagina) {
    setPagina((p) => ({ ...p, pageNumber: ultimaPagina }));
  }

  const cambiarFiltros = (nuevos: FiltrosGestionSolicitudes) => {
    setFiltros(nuevos);
    setPagina((p) => ({ ...p, pageNumber: 1 }));
  };

  const alAccion = (accion: AccionSolicitud, solicitud: TSolicitudItem) => {
    if (accion === 'detalle') setDetalleId(solicitud.id);
    else if (accion === 'cancelar') setCancelarId(solicitud.id);
    else if (accion === 'interrumpir') setInterrumpir(solicitud);
    else setDecision({ accion, solicitud, abierto: true });
  };

  const actualizar = () => {
    void consulta.refetch();
    void empleadosConsulta.refetch();
  };

  return (
    <>
      <EstadisticasSolicitudesEquipo estadisticas={calcularEstadisticasSolicitudes(respuesta)} />

      {consulta.isError && errorCerrado !== consulta.errorUpdatedAt && (
        <Alert
          severity="error"
          onClose={() => setErrorCerrado(consulta.errorUpdatedAt)}
          closeText="Cerrar mensaje"
          sx={{ mb: 2 }}
        >
          {mensajeDeError(consulta.error, ERROR_SOLICITUDES_EQUIPO)}
        </Alert>
      )}
      {empleadosConsulta.isError && errorEmpleadosCerrado !== empleadosConsulta.errorUpdatedAt && (
        <Alert
          severity="error"
          onClose={() => setErrorEmpleadosCerrado(empleadosConsulta.errorUpdatedAt)}
          closeText="Cerrar mensaje"
          sx={{ mb: 2 }}
        >
          {mensajeDeError(empleadosConsulta.error, ERROR_EMPLEADOS_EQUIPO)}
        </Alert>
      )}

      <FiltrosGestionSolicitudesPanel
        filtros={filtros}
        onCambiar={cambiarFiltros}
        empleados={empleados}
        cargandoEmpleados={empleadosConsulta.isPending}
        onLimpiar={() => cambiarFiltros(FILTROS_GESTION_INICIALES)}
        onActualizar={actualizar}
      />

      <Box component="section" aria-labelledby="titulo-solicitudes-equipo">
        <Typography id="titulo-solicitudes-equipo" variant="h6" component="h2" sx={{ mb: 1 }}>
          {`Solicitudes (${total})`}
        </Typography>
        <TablaSolicitudesEquipo
          solicitudes={solicitudes}
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
          onAccion={alAccion}
        />
      </Box>

      <DetalleSolicitudEquipoDialog solicitudId={detalleId} onCerrar={() => setDetalleId(null)} />
      <DecidirSolicitudDialog
        accion={decision?.accion ?? 'aprobar'}
        open={decision?.abierto ?? false}
        solicitud={decision?.solicitud ?? null}
        onCerrar={() => setDecision((d) => (d ? { ...d, abierto: false } : null))}
        onCerrado={() => setDecision(null)}
      />
      <CancelarSolicitudDialog
        solicitudId={cancelarId}
        onCerrar={() => setCancelarId(null)}
        onConfirmar={(id, motivo) => cancelar.mutateAsync({ id, MotivoCancelacion: motivo })}
      />
      <InterrumpirSolicitudDialog solicitud={interrumpir} onCerrar={() => setInterrumpir(null)} />
    </>
  );
}
