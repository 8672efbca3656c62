import { useQueries, useQuery } from '@tanstack/react-query';
import {
  type ORDEN_SOLICITUDES,
  ZMisSolicitudesRespuesta,
  type TEstadoSolicitud,
  type TTipoVacaciones,
} from '@app/contract/solicitudes';
import { listaPaginada, type Paginacion } from '../../../lib/consultas';

/** What the screen sends (ZMisSolicitudesQuery before the server maps sort keys to columns). */
export interface ConsultaMisSolicitudes extends Paginacion<keyof typeof ORDEN_SOLICITUDES> {
  estado?: TEstadoSolicitud | undefined;
  periodo?: number | undefined;
  tipoVacaciones?: TTipoVacaciones | undefined;
}

/** Every cached page of the own list; invalidate this after creating or cancelling. */
export const misSolicitudesBaseKey = ['solicitudes', 'mias'] as const;

/** GET /api/solicitud-vacaciones/mis-solicitudes (docs/producto.md, «Mis solicitudes»). */
export const misSolicitudesQueryOptions = listaPaginada(
  misSolicitudesBaseKey,
  '/solicitud-vacaciones/mis-solicitudes',
  ZMisSolicitudesRespuesta,
  (consulta: ConsultaMisSolicitudes) => ({ ...consulta }),
);

/** GET /api/solicitud-vacaciones/mis-solicitudes/exportar: every own request that matches, as .xlsx. */
export const RUTA_EXPORTAR_MIS_SOLICITUDES = '/solicitud-vacaciones/mis-solicitudes/exportar';

/** Keeps the previous page on screen while the next one loads (paging, sorting, filtering). */
export const useMisSolicitudes = (consulta: ConsultaMisSolicitudes) =>
  useQuery(misSolicitudesQueryOptions(consulta));

const ESTADOS_RESUMEN = [undefined, 'Pendiente', 'Aprobada'] as const;

/**
 * The dashboard's own figures: how many requests the user has in total, pending and approved. Each is the
 * `total` of a one-page query filtered by status, so the counts are exact whatever the number of requests.
 */
export const useResumenMisSolicitudes = () =>
  useQueries({
    queries: ESTADOS_RESUMEN.map((estado) =>
      misSolicitudesQueryOptions({
        pageNumber: 1,
        pageSize: 5,
        sortBy: 'fechaSolicitud',
        isDescending: true,
        ...(estado ? { estado } : {}),
      }),
    ),
    combine: ([todas, pendientes, aprobadas]) => ({
      total: todas?.data?.total,
      pendientes: pendientes?.data?.total,
      aprobadas: aprobadas?.data?.total,
      cargando: [todas, pendientes, aprobadas].some((q) => q?.isPending),
      conError: [todas, pendientes, aprobadas].some((q) => q?.isError),
    }),
  });
