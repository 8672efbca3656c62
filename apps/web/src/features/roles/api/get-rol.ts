import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZRolRespuesta } from '@app/contract/roles';
import { peticion } from '../../../lib/api-client';
import { CLAVE_ROLES } from './get-roles';

/** GET /api/rol/get-rol/{id}. */
export const obtenerRol = (id: number, signal?: AbortSignal) =>
  peticion(`/rol/get-rol/${id}`, { schema: ZRolRespuesta, ...(signal ? { signal } : {}) }).then((r) => r.rol);

export const rolQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...CLAVE_ROLES, 'detalle', id],
    queryFn: ({ signal }) => obtenerRol(id, signal),
    // Every opening of the panel reads the role afresh.
    staleTime: 0,
    gcTime: 0,
  });

/** The role shown in the side panel; nothing is fetched while `id` is null. */
export const useRol = (id: number | null) => useQuery({ ...rolQueryOptions(id ?? 0), enabled: id !== null });
