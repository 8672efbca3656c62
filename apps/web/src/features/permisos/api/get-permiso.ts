import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPermiso } from '@app/contract/roles';
import { peticion } from '../../../lib/api-client';
import { CLAVE_PERMISOS } from './get-permisos';

/** GET /api/Permiso/{id}. */
export const obtenerPermiso = (id: number, signal?: AbortSignal) =>
  peticion(`/Permiso/${id}`, { schema: ZPermiso, ...(signal ? { signal } : {}) });

export const permisoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...CLAVE_PERMISOS, 'detalle', id],
    queryFn: ({ signal }) => obtenerPermiso(id, signal),
    // Every opening of the dialog reads the permission afresh.
    staleTime: 0,
    gcTime: 0,
  });

/** The permission shown in the dialog; nothing is fetched while `id` is null. */
export const usePermiso = (id: number | null) =>
  useQuery({ ...permisoQueryOptions(id ?? 0), enabled: id !== null });
