import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZRolesPaginaRespuesta, type ORDEN_ROLES } from '@app/contract/roles';
import { peticion } from '../../../lib/api-client';

export type CampoOrdenRol = (typeof ORDEN_ROLES)[number];

/** The role list's query (spec 02 §3): name filter, page, size, sort (name ascending by default). */
export interface ParametrosRoles {
  name: string;
  pageNumber: number;
  pageSize: number;
  sortBy: CampoOrdenRol;
  isDescending: boolean;
}

/** GET /api/rol/get-rol-pagination, with the capitalised names the spec sends. */
export const obtenerRoles = (p: ParametrosRoles, signal?: AbortSignal) =>
  peticion('/rol/get-rol-pagination', {
    query: {
      Name: p.name.trim(),
      PageNumber: p.pageNumber,
      PageSize: p.pageSize,
      SortBy: p.sortBy,
      IsDescending: p.isDescending,
    },
    schema: ZRolesPaginaRespuesta,
    ...(signal ? { signal } : {}),
  });

/** Prefix of every role query (lists, detail, selectable permissions): saving a role invalidates it. */
export const CLAVE_ROLES = ['roles'] as const;

export const rolesQueryOptions = (p: ParametrosRoles) =>
  queryOptions({
    queryKey: [...CLAVE_ROLES, 'lista', p],
    queryFn: ({ signal }) => obtenerRoles(p, signal),
    placeholderData: keepPreviousData,
  });

export const useRoles = (p: ParametrosRoles) => useQuery(rolesQueryOptions(p));
