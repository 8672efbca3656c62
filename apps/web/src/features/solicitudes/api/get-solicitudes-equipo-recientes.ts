import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZGestionSolicitudesRespuesta, type TGestionSolicitudesRespuesta } from '@app/contract/equipo';
import { peticion } from '../../../lib/api-client';

export interface ConsultaEquipoRecientes {
  pageNumber: number;
  pageSize: number;
  sortBy: string;
  isDescending: boolean;
}

export const equipoRecientesBaseKey = ['solicitudes', 'equipo-recientes'] as const;

/**
 * The dashboard's 'Solicitudes del Equipo' (spec 01 §7): direct reports only. Call it only for users holding
 * GESTION-SOLICITUDES-MENU.
 */
export const obtenerSolicitudesEquipoRecientes = (
  consulta: ConsultaEquipoRecientes,
  signal?: AbortSignal,
): Promise<TGestionSolicitudesRespuesta> =>
  peticion('/solicitud-vacaciones/gestion-solicitudes', {
    query: { ...consulta, incluirSubordinadosNivelN: false },
    schema: ZGestionSolicitudesRespuesta,
    ...(signal ? { signal } : {}),
  });

export const solicitudesEquipoRecientesQueryOptions = (consulta: ConsultaEquipoRecientes) =>
  queryOptions({
    queryKey: [...equipoRecientesBaseKey, consulta] as const,
    queryFn: ({ signal }) => obtenerSolicitudesEquipoRecientes(consulta, signal),
  });

export const useSolicitudesEquipoRecientes = (consulta: ConsultaEquipoRecientes) =>
  useQuery({ ...solicitudesEquipoRecientesQueryOptions(consulta), placeholderData: keepPreviousData });
