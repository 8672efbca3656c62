import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZListarUsuariosRespuesta } from '@app/contract/usuarios';
import { peticion } from '../../../lib/api-client';

/** SortBy keys the user list sends (spec 02 §3 User list query); `fechaCreacion` is the default order. */
export type CampoOrdenUsuario =
  'nombrecompleto' | 'dni' | 'departamento' | 'fechaingreso' | 'estado' | 'fechaCreacion';

/** The list's filters; empty strings mean "all". */
export interface FiltrosUsuarios {
  busquedaGeneral: string;
  /** A department id as text, or ''. */
  departamentoId: string;
  rol: string;
  estado: '' | 'activo' | 'inactivo';
}

export interface ParametrosUsuarios extends FiltrosUsuarios {
  pageNumber: number;
  pageSize: number;
  sortBy: CampoOrdenUsuario;
  isDescending: boolean;
}

/** GET /api/usuarios-admin with the spec's PascalCase query names; empty filters are left out. */
export const obtenerUsuarios = (p: ParametrosUsuarios, signal?: AbortSignal) =>
  peticion('/usuarios-admin', {
    query: {
      PageNumber: p.pageNumber,
      PageSize: p.pageSize,
      SortBy: p.sortBy,
      IsDescending: p.isDescending,
      BusquedaGeneral: p.busquedaGeneral.trim(),
      DepartamentoId: p.departamentoId,
      Rol: p.rol,
      EstaActivo: p.estado === '' ? undefined : p.estado === 'activo',
    },
    schema: ZListarUsuariosRespuesta,
    ...(signal ? { signal } : {}),
  });

/** Prefix of every query of this screen (list, detail, dropdowns): each change of a user invalidates it. */
export const CLAVE_USUARIOS = ['usuarios-admin'] as const;

export const usuariosQueryOptions = (p: ParametrosUsuarios) =>
  queryOptions({
    queryKey: [...CLAVE_USUARIOS, 'lista', p],
    queryFn: ({ signal }) => obtenerUsuarios(p, signal),
    placeholderData: keepPreviousData,
  });

export const useUsuarios = (p: ParametrosUsuarios) => useQuery(usuariosQueryOptions(p));
