import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSolicitudDetalle, type TSolicitudDetalle } from '@app/contract/solicitudes';
import { peticion } from '../../../lib/api-client';

export const detalleSolicitudBaseKey = ['solicitudes', 'detalle'] as const;

/** GET /api/solicitud-vacaciones/{id}: one request with observations, comments and cancellation data. */
export const obtenerSolicitud = (id: number, signal?: AbortSignal): Promise<TSolicitudDetalle> =>
  peticion(`/solicitud-vacaciones/${id}`, { schema: ZSolicitudDetalle, ...(signal ? { signal } : {}) });

export const solicitudQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...detalleSolicitudBaseKey, id] as const,
    queryFn: ({ signal }) => obtenerSolicitud(id, signal),
  });

/** Loads only while `id` is set (the detail dialog is open). */
export const useSolicitud = (id: number | null) =>
  useQuery({ ...solicitudQueryOptions(id ?? 0), enabled: id !== null });
