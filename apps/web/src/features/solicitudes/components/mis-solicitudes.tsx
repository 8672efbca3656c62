import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ORDEN_SOLICITUDES,
  PAGE_SIZES_SOLICITUDES,
  type TEstadoSolicitud,
  type TSolicitudItem,
  type TTipoVacaciones,
} from '@app/contract/solicitudes';
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
import { formatearEntero } from '@app/contract/formato-numeros';
import { DataTable } from '../../../components/data-table/data-table';
import { AlertaErrorConsulta } from '../../../components/lista/estados-lista';
import { MenuAcciones } from '../../../components/lista/menu-acciones';
import {
  comoEntero,
  paginacionDe,
  unoDe,
  useEstadoLista,
  type ConfigEstadoLista,
} from '../../../components/lista/use-estado-lista';
import { TarjetasResumen } from '../../../components/stat-card';
import { paths } from '../../../config/paths';
import { useCancelarSolicitud } from '../api/cancelar-solicitud';
import { RUTA_EXPORTAR_MIS_SOLICITUDES, useMisSolicitudes } from '../api/get-mis-solicitudes';
import { ExportarExcel } from '../../../components/exportar-excel';
import { CancelarSolicitudDialog } from './cancelar-solicitud-dialog';
import { columnasSolicitudes } from './columnas-solicitudes';
import { DetalleSolicitudDialog } from './detalle-solicitud-dialog';
import { useSolicitudEnlazada } from '../../../lib/use-solicitud-enlazada';
import { FiltrosMisSolicitudesPanel, type FiltrosMisSolicitudes } from './filtros-mis-solicitudes';
import { TituloLista } from '../../../components/lista/titulo-lista';

export const MENSAJE_ERROR_MIS_SOLICITUDES =
  'Error al cargar las solicitudes. Por favor, intenta nuevamente.';

type CampoOrden = keyof typeof ORDEN_SOLICITUDES;

/** The list's view, kept in the URL: newest first, 10 per page; a new sort keeps the page. */
const LISTA: ConfigEstadoLista<
  { estado: TEstadoSolicitud | ''; tipoVacaciones: TTipoVacaciones | ''; periodo: number | null },
  CampoOrden
> = {
  filtrosIniciales: { estado: '', tipoVacaciones: '', periodo: null },
  lectores: {
    estado: unoDe<TEstadoSolicitud>(['Pendiente', 'Aprobada', 'Rechazada', 'Cancelada']),
    tipoVacaciones: unoDe<TTipoVacaciones>(['libres', 'bloque']),
    periodo: comoEntero,
  },
  ordenInicial: { sortBy: 'fechaSolicitud', isDescending: true },
  camposOrden: Object.keys(ORDEN_SOLICITUDES) as CampoOrden[],
  tamanoPagina: 10,
  tamanosPagina: PAGE_SIZES_SOLICITUDES,
  conBusqueda: false,
  ordenVuelveAPagina1: false,
};

/** On my requests the figures are counted from the current page only, by status word. */
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

/**
 * 'Mis Solicitudes de Vacaciones' (docs/producto.md, «Mis solicitudes»): stats, filters, the paged table and its
 * dialogs.
 */
export function MisSolicitudes({ periodos, onCancelada }: Props) {
  const navigate = useNavigate();
  const idTitulo = useId();
  const lista = useEstadoLista(LISTA);
  const filtros: FiltrosMisSolicitudes = {
    estado: lista.filtros.estado || undefined,
    tipoVacaciones: lista.filtros.tipoVacaciones || undefined,
    periodo: lista.filtros.periodo ?? undefined,
  };
  const [detalleId, setDetalleId] = useState<number | null>(null);
  // `?solicitud=<id>` (a notification's link) opens that request's detail.
  useSolicitudEnlazada(setDetalleId);
  const [cancelarId, setCancelarId] = useState<number | null>(null);

  const consulta = useMisSolicitudes({
    pageNumber: lista.pageNumber,
    pageSize: lista.pageSize,
    sortBy: lista.sortBy,
    isDescending: lista.isDescending,
    ...filtros,
  });
  const cancelar = useCancelarSolicitud(onCancelada ? { onSuccess: onCancelada } : {});

  const conError = consulta.isError;
  const solicitudes = conError ? [] : (consulta.data?.solicitudes ?? []);
  const total = conError ? 0 : (consulta.data?.total ?? 0);
  const cifras = consulta.data && !conError ? contarPorEstado(solicitudes) : undefined;

  // Changing filters or page size goes back to page 1.
  const cambiarFiltros = (nuevos: FiltrosMisSolicitudes) =>
    lista.cambiarFiltros({
      estado: nuevos.estado ?? '',
      tipoVacaciones: nuevos.tipoVacaciones ?? '',
      periodo: nuevos.periodo ?? null,
    });

  const nuevaSolicitud = () => void navigate(paths.solicitarVacaciones);

  const columnas = columnasSolicitudes((s) => (
    <MenuAcciones
      id={`acciones-solicitud-${s.id}`}
      etiqueta={`Acciones de la solicitud #${s.id}`}
      onElegir={(accion) => (accion === 'detalle' ? setDetalleId(s.id) : setCancelarId(s.id))}
      acciones={[
        { accion: 'detalle', texto: 'Ver detalle', icono: <VisibilityIcon fontSize="small" /> },
        {
          accion: 'cancelar',
          texto: 'Cancelar solicitud',
          icono: <CancelIcon fontSize="small" />,
          visible: s.puedeCancelar,
        },
      ]}
    />
  ));

  const vacio = (
    <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }}>
      <Typography color="text.secondary">
        {lista.filtrado
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

      <Box>
        <TarjetasResumen
          etiqueta="Resumen de la página actual"
          cargando={consulta.isPending}
          tarjetas={[
            ['Total', cifras?.total, <ListAltIcon />, 'primary'],
            ['Pendientes', cifras?.pendientes, <HourglassTopIcon />, 'warning'],
            ['Aprobadas', cifras?.aprobadas, <CheckCircleIcon />, 'success'],
            ['Rechazadas', cifras?.rechazadas, <BlockIcon />, 'error'],
            ['Canceladas', cifras?.canceladas, <EventBusyIcon />, 'secondary'],
          ]}
        />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: -2 }}>
          Cifras de las solicitudes mostradas en esta página.
        </Typography>
      </Box>

      <FiltrosMisSolicitudesPanel
        filtros={filtros}
        periodos={periodos}
        onCambiar={cambiarFiltros}
        onLimpiar={lista.limpiar}
        onActualizar={() => void consulta.refetch()}
        actualizando={consulta.isFetching}
      />

      <AlertaErrorConsulta consulta={consulta} respaldo={MENSAJE_ERROR_MIS_SOLICITUDES} />

      <Box>
        <TituloLista id={idTitulo} titulo={`Solicitudes (${formatearEntero(total)})`}>
          {/* Every request that matches the filters, in the table's order. */}
          <ExportarExcel
            ruta={RUTA_EXPORTAR_MIS_SOLICITUDES}
            query={{ ...filtros, sortBy: lista.sortBy, isDescending: lista.isDescending }}
            disabled={total === 0}
          />
        </TituloLista>
        <DataTable
          label={`Solicitudes (${formatearEntero(total)})`}
          columns={columnas}
          rows={solicitudes}
          getRowId={(s) => s.id}
          pageSizeOptions={PAGE_SIZES_SOLICITUDES}
          {...paginacionDe(lista, total, consulta)}
          loading={consulta.isPending}
          emptyState={vacio}
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
