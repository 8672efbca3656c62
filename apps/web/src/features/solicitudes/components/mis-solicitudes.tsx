import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ORDEN_SOLICITUDES, TSolicitudItem } from '@app/contract/solicitudes';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import ListAltIcon from '@mui/icons-material/ListAlt';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { DataTable } from '../../../components/data-table/data-table';
import { StatCard } from '../../../components/stat-card';
import { paths } from '../../../config/paths';
import { mensajeDeError } from '../../../lib/api-client';
import { useCancelarSolicitud } from '../api/cancelar-solicitud';
import { useMisSolicitudes } from '../api/get-mis-solicitudes';
import { CancelarSolicitudDialog } from './cancelar-solicitud-dialog';
import { columnasSolicitudes } from './columnas-solicitudes';
import { DetalleSolicitudDialog } from './detalle-solicitud-dialog';
import { FiltrosMisSolicitudesPanel, type FiltrosMisSolicitudes } from './filtros-mis-solicitudes';
import { MenuAccionesSolicitud } from './menu-acciones-solicitud';

export const MENSAJE_ERROR_MIS_SOLICITUDES =
  'Error al cargar las solicitudes. Por favor, intenta nuevamente.';

type CampoOrden = keyof typeof ORDEN_SOLICITUDES;

/** Spec 01 §4: on my requests the figures are counted from the current page only, by status word. */
export const contarPorEstado = (solicitudes: readonly TSolicitudItem[]) => ({
  total: solicitudes.length,
  pendientes: solicitudes.filter((s) => s.estado === 'Pendiente').length,
  aprobadas: solicitudes.filter((s) => s.estado === 'Aprobada').length,
  rechazadas: solicitudes.filter((s) => s.estado === 'Rechazada').length,
  canceladas: solicitudes.filter((s) => s.estado === 'Cancelada').length,
});

interface Props {
  /** Period filter options, ascending. */
  periodos: readonly number[];
  /** Cancelling releases days: the page reloads the balance. */
  onCancelada?: () => unknown;
}

/** 'Mis Solicitudes de Vacaciones' (spec 01 §2): stats, filters, the paged table and its dialogs. */
export function MisSolicitudes({ periodos, onCancelada }: Props) {
  const navigate = useNavigate();
  const idTitulo = useId();
  const [filtros, setFiltros] = useState<FiltrosMisSolicitudes>({});
  const [pageNumber, setPageNumber] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [sortBy, setSortBy] = useState<CampoOrden>('fechaSolicitud');
  const [isDescending, setIsDescending] = useState(true);
  const [detalleId, setDetalleId] = useState<number | null>(null);
  const [cancelarId, setCancelarId] = useState<number | null>(null);
  const [errorOculto, setErrorOculto] = useState<unknown>(null);

  const consulta = useMisSolicitudes({ pageNumber, pageSize, sortBy, isDescending, ...filtros });
  const cancelar = useCancelarSolicitud(onCancelada ? { onSuccess: onCancelada } : {});

  const conError = consulta.isError;
  const solicitudes = conError ? [] : (consulta.data?.solicitudes ?? []);
  const total = conError ? 0 : (consulta.data?.total ?? 0);
  const cifras = contarPorEstado(solicitudes);

  // Spec 01 §4: changing filters or page size goes back to page 1.
  const cambiarFiltros = (nuevos: FiltrosMisSolicitudes) => {
    setFiltros(nuevos);
    setPageNumber(1);
  };

  const nuevaSolicitud = () => void navigate(paths.solicitarVacaciones);

  const columnas = columnasSolicitudes((s) => (
    <MenuAccionesSolicitud
      id={s.id}
      acciones={[
        {
          etiqueta: 'Ver detalle',
          icono: <VisibilityIcon fontSize="small" />,
          alElegir: () => setDetalleId(s.id),
        },
        ...(s.puedeCancelar
          ? [
              {
                etiqueta: 'Cancelar solicitud',
                icono: <CancelIcon fontSize="small" />,
                alElegir: () => setCancelarId(s.id),
              },
            ]
          : []),
      ]}
    />
  ));

  const hayFiltros = Boolean(filtros.estado || filtros.tipoVacaciones || filtros.periodo);
  const vacio = (
    <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }}>
      <Typography color="text.secondary">
        {hayFiltros
          ? 'No hay solicitudes que coincidan con los filtros aplicados.'
          : 'Aún no tienes solicitudes de vacaciones.'}
      </Typography>
      <Button variant="contained" startIcon={<AddIcon />} onClick={nuevaSolicitud}>
        Crear Primera Solicitud
      </Button>
    </Stack>
  );

  return (
    <Stack spacing={3}>
      <Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={nuevaSolicitud}>
          Nueva Solicitud
        </Button>
      </Box>

      <Box component="section" aria-label="Resumen de la página actual">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))' }}>
          <StatCard title="Total" value={cifras.total} icon={<ListAltIcon />} color="primary" />
          <StatCard
            title="Pendientes"
            value={cifras.pendientes}
            icon={<HourglassTopIcon />}
            color="warning"
          />
          <StatCard title="Aprobadas" value={cifras.aprobadas} icon={<CheckCircleIcon />} color="success" />
          <StatCard title="Rechazadas" value={cifras.rechazadas} icon={<BlockIcon />} color="error" />
          <StatCard title="Canceladas" value={cifras.canceladas} icon={<EventBusyIcon />} color="secondary" />
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          Cifras de las solicitudes mostradas en esta página.
        </Typography>
      </Box>

      <FiltrosMisSolicitudesPanel
        filtros={filtros}
        periodos={periodos}
        onCambiar={cambiarFiltros}
        onLimpiar={() => cambiarFiltros({})}
        onActualizar={() => void consulta.refetch()}
        actualizando={consulta.isFetching}
      />

      {conError && errorOculto !== consulta.error && (
        <Alert severity="error" onClose={() => setErrorOculto(consulta.error)} closeText="Cerrar mensaje">
          {mensajeDeError(consulta.error, MENSAJE_ERROR_MIS_SOLICITUDES)}
        </Alert>
      )}

      <Box>
        <Typography id={idTitulo} variant="h6" component="h2" sx={{ mb: 1 }}>
          Solicitudes ({total})
        </Typography>
        <DataTable
          label={`Solicitudes (${total})`}
          columns={columnas}
          rows={solicitudes}
          getRowId={(s) => s.id}
          total={total}
          pageNumber={pageNumber}
          pageSize={pageSize}
          pageSizeOptions={[5, 10, 25, 50, 100]}
          onPageChange={setPageNumber}
          onPageSizeChange={(n) => {
            setPageSize(n);
            setPageNumber(1);
          }}
          sortBy={sortBy}
          isDescending={isDescending}
          onSortChange={(campo, desc) => {
            setSortBy(campo as CampoOrden);
            setIsDescending(desc);
          }}
          loading={consulta.isPending}
          emptyState={
            conError ? (
              <Typography color="text.secondary">No se pudieron mostrar las solicitudes.</Typography>
            ) : (
              vacio
            )
          }
        />
      </Box>

      <DetalleSolicitudDialog
        solicitudId={detalleId}
        onCerrar={() => setDetalleId(null)}
        onCancelar={(id) => {
          setDetalleId(null);
          setCancelarId(id);
        }}
      />
      <CancelarSolicitudDialog
        solicitudId={cancelarId}
        onCerrar={() => setCancelarId(null)}
        onConfirmar={(id, motivo) => cancelar.mutateAsync({ id, MotivoCancelacion: motivo })}
      />
    </Stack>
  );
}
