import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZModulosRespuesta } from '@app/contract/roles';
import { peticion } from '../../../lib/api-client';
import { CLAVE_PERMISOS } from './get-permisos';

/** GET /api/Permiso/modulos: the module names in use. */
export const obtenerModulos = (signal?: AbortSignal) =>
  peticion('/Permiso/modulos', { schema: ZModulosRespuesta, ...(signal ? { signal } : {}) });

export const modulosQueryOptions = () =>
  queryOptions({
    queryKey: [...CLAVE_PERMISOS, 'modulos'],
    queryFn: ({ signal }) => obtenerModulos(signal),
  });

export const useModulos = (habilitado = true) => useQuery({ ...modulosQueryOptions(), enabled: habilitado });
