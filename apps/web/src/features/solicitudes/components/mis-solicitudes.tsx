import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ORDEN_SOLICITUDES,
  PAGE_SIZES_SOLICITUDES,
  type TEstadoSolicitud,
  type TTipoVacaciones,
} from '@app/contract/solicitudes';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import { formatearEntero } from '@app/contract/formato-numeros';
import { DataTable } from '../../../components/data-table/data-table';
import { AlertaErrorConsulta } from '../../../components/lista/estados-lista';
import {
  comoEntero,
  paginacionDe,
  unoDe,
  useEstadoLista,
  type ConfigEstadoLista,
} from '../../../components/lista/use-estado-lista';
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
import { AccionesMiSolicitud } from './acciones-mi-solicitud';
import { ResumenMisSolicitudes, contarPorEstado } from './resumen-mis-solicitudes';
import { SinSolicitudes } from './sin-solicitudes';

export { contarPorEstado } from './resumen-mis-solicitudes';

export const MENSAJE_ERROR_MIS_SOLICITUDES =
  'Error al cargar las solicitudes. Por favor, intenta nuevamente.';

type CampoOrden = keyof typeof ORDEN_SOLICITUDES;

// A type, not an interface: the list kit needs it to be an indexable record.
type FiltrosLista = {
  estado: TEstadoSolicitud | '';
  tipoVacaciones: TTipoVacaciones | '';
  periodo: number | null;
};

/** The list's view, kept in the URL: newest first, 10 per page; a new sort keeps the page. */
const LISTA: ConfigEstadoLista<FiltrosLista, CampoOrden> = {
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

/** The URL's filters ('' or null for "all") as the panel and the query take them (undefined for "all"). */
const filtrosDeLista = (f: FiltrosLista): FiltrosMisSolicitudes => ({
  estado: f.estado || undefined,
  tipoVacaciones: f.tipoVacaciones || undefined,
  periodo: f.periodo ?? undefined,
});

const filtrosDeVista = (f: FiltrosMisSolicitudes): FiltrosLista => ({
  estado: f.estado ?? '',
  tipoVacaciones: f.tipoVacaciones ?? '',
  periodo: f.periodo ?? null,
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
  const filtros = filtrosDeLista(lista.filtros);
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
  const cambiarFiltros = (nuevos: FiltrosMisSolicitudes) => lista.cambiarFiltros(filtrosDeVista(nuevos));

  const nuevaSolicitud = () => void navigate(paths.solicitarVacaciones);

  const columnas = columnasSolicitudes((s) => (
    <AccionesMiSolicitud solicitud={s} onDetalle={setDetalleId} onCancelar={setCancelarId} />
  ));

  return (
    <Stack spacing={3}>
      <Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={nuevaSolicitud}>
          Nueva Solicitud
        </Button>
      </Box>

      <ResumenMisSolicitudes cargando={consulta.isPending} cifras={cifras} />

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
          emptyState={<SinSolicitudes filtrado={lista.filtrado} onNueva={nuevaSolicitud} />}
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
