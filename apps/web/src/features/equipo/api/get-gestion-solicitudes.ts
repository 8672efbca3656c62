import { useQuery } from '@tanstack/react-query';
import { ZEstadisticasSolicitudes, ZGestionSolicitudesRespuesta } from '@app/contract/equipo';
import type { ORDEN_SOLICITUDES, TEstadoSolicitud, TTipoVacaciones } from '@app/contract/solicitudes';
import type { z } from 'zod';
import { listaPaginada, pagina, type Paginacion } from '../../../lib/consultas';
import { filtrosDeEquipo, type FiltrosSaldosEquipo } from './get-saldos-equipo';

/** The filters of 'Gestión de Solicitudes' (docs/producto.md, «Gestión de solicitudes»). Empty means "all". */
export interface FiltrosGestionSolicitudes extends FiltrosSaldosEquipo {
  estado: TEstadoSolicitud | '';
  tipoVacaciones: TTipoVacaciones | '';
  /** Start-date range, 'YYYY-MM-DD'. */
  desde: string | null;
  hasta: string | null;
}

export type CampoOrdenSolicitud = keyof typeof ORDEN_SOLICITUDES;

export interface ParametrosGestionSolicitudes
  extends FiltrosGestionSolicitudes, Paginacion<CampoOrdenSolicitud> {}

/** The reply as the screen reads it: the spec allows `estadisticas` to be missing (then the page counts). */
export const ZRespuestaGestion = ZGestionSolicitudesRespuesta.extend({
  estadisticas: ZEstadisticasSolicitudes.optional(),
});
export type TRespuestaGestion = z.infer<typeof ZRespuestaGestion>;

/** Prefix of every team-request list query; approving or rejecting invalidates it. */
export const CLAVE_GESTION_SOLICITUDES = ['equipo', 'gestion-solicitudes'] as const;

/** GET /api/solicitud-vacaciones/gestion-solicitudes: the team's requests, filtered, sorted and paged. */
export const gestionSolicitudesQueryOptions = listaPaginada(
  CLAVE_GESTION_SOLICITUDES,
  '/solicitud-vacaciones/gestion-solicitudes',
  ZRespuestaGestion,
  (p: ParametrosGestionSolicitudes) => ({ ...pagina(p), ...consultaGestionSolicitudes(p) }),
);

/** The filters and sort as the query string sends them: the list's pages and its Excel export. */
export const consultaGestionSolicitudes = (
  p: FiltrosGestionSolicitudes & Pick<ParametrosGestionSolicitudes, 'sortBy' | 'isDescending'>,
) => ({
  ...filtrosDeEquipo(p),
  estado: p.estado,
  tipoVacaciones: p.tipoVacaciones,
  fechaInicioRango: p.desde,
  fechaFinRango: p.hasta,
  sortBy: p.sortBy,
  isDescending: p.isDescending,
});

/** GET /api/solicitud-vacaciones/gestion-solicitudes/exportar: the whole filtered list as .xlsx. */
export const RUTA_EXPORTAR_GESTION = '/solicitud-vacaciones/gestion-solicitudes/exportar';

export const useGestionSolicitudes = (p: ParametrosGestionSolicitudes) =>
  useQuery(gestionSolicitudesQueryOptions(p));
