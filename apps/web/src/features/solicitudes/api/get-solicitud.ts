import { ZSolicitudDetalle } from '@app/contract/solicitudes';
import { consultaGet, useConsultaPorId } from '../../../lib/consultas';

export const detalleSolicitudBaseKey = ['solicitudes', 'detalle'] as const;

/** GET /api/solicitud-vacaciones/{id}: one request with observations, comments and cancellation data. */
export const solicitudQueryOptions = (id: number) =>
  consultaGet([...detalleSolicitudBaseKey, id], `/solicitud-vacaciones/${id}`, ZSolicitudDetalle);

/** Loads only while `id` is set (the detail dialog is open). */
export const useSolicitud = (id: number | null) => useConsultaPorId(solicitudQueryOptions, id);
