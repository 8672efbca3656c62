import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSolicitudDetalle } from '@app/contract/solicitudes';
import { peticion } from '../../../lib/api-client';

/** GET /api/solicitud-vacaciones/{id}: one request of the team with the applicant's and approver's texts. */
export const obtenerSolicitudEquipo = (id: number, signal?: AbortSignal) =>
  peticion(`/solicitud-vacaciones/${id}`, { schema: ZSolicitudDetalle, ...(signal ? { signal } : {}) });

/** Prefix of every team-request detail query. */
export const CLAVE_SOLICITUD_EQUIPO = ['equipo', 'solicitud'] as const;

export const solicitudEquipoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...CLAVE_SOLICITUD_EQUIPO, id],
    queryFn: ({ signal }) => obtenerSolicitudEquipo(id, signal),
    staleTime: 0,
  });

export const useSolicitudEquipo = (id: number | null) =>
  useQuery({ ...solicitudEquipoQueryOptions(id ?? 0), enabled: id !== null });
