import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPermisosSeleccionablesRespuesta } from '@app/contract/roles';
import { peticion } from '../../../lib/api-client';
import { CLAVE_ROLES } from './get-roles';

/** GET /api/rol/get-permisos: the active permissions a role can be given. */
export const obtenerPermisosDisponibles = (signal?: AbortSignal) =>
  peticion('/rol/get-permisos', { schema: ZPermisosSeleccionablesRespuesta, ...(signal ? { signal } : {}) });

export const permisosDisponiblesQueryOptions = () =>
  queryOptions({
    queryKey: [...CLAVE_ROLES, 'permisos-disponibles'],
    queryFn: ({ signal }) => obtenerPermisosDisponibles(signal),
  });

export const usePermisosDisponibles = () => useQuery(permisosDisponiblesQueryOptions());
