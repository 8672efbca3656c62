import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZPermisosRespuesta, type TOrdenPermisos } from '@app/contract/roles';
import { peticion } from '../../../lib/api-client';

/** The permission list's query (spec 02 §7 Permissions): search, sort (nombre by default), page (size 20). */
export interface ParametrosPermisos {
  searchTerm: string;
  pageNumber: number;
  pageSize: number;
  sortBy: TOrdenPermisos;
  isDescending: boolean;
}

/** GET /api/Permiso. */
export const obtenerPermisos = (p: ParametrosPermisos, signal?: AbortSignal) =>
  peticion('/Permiso', {
    query: {
      searchTerm: p.searchTerm.trim(),
      sortBy: p.sortBy,
      isDescending: p.isDescending,
      pageNumber: p.pageNumber,
      pageSize: p.pageSize,
    },
    schema: ZPermisosRespuesta,
    ...(signal ? { signal } : {}),
  });

/** Prefix of every permission query (list, detail, modules): saving a permission invalidates it. */
export const CLAVE_PERMISOS = ['permisos-admin'] as const;

export const permisosQueryOptions = (p: ParametrosPermisos) =>
  queryOptions({
    queryKey: [...CLAVE_PERMISOS, 'lista', p],
    queryFn: ({ signal }) => obtenerPermisos(p, signal),
    placeholderData: keepPreviousData,
  });

export const usePermisos = (p: ParametrosPermisos) => useQuery(permisosQueryOptions(p));
