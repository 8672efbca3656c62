import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZUsuarioDetalle } from '@app/contract/usuarios';
import { peticion } from '../../../lib/api-client';
import { CLAVE_USUARIOS } from './get-usuarios';

/** GET /api/usuarios-admin/{id}: every field of the user form. */
export const obtenerUsuario = (id: number, signal?: AbortSignal) =>
  peticion(`/usuarios-admin/${id}`, { schema: ZUsuarioDetalle, ...(signal ? { signal } : {}) });

export const usuarioQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...CLAVE_USUARIOS, 'detalle', id],
    queryFn: ({ signal }) => obtenerUsuario(id, signal),
    // Every opening of the modal reads the user afresh.
    staleTime: 0,
    gcTime: 0,
  });

/** The user shown in the modal; nothing is fetched while `id` is null. */
export const useUsuario = (id: number | null) =>
  useQuery({ ...usuarioQueryOptions(id ?? 0), enabled: id !== null });
