import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZGuardarPermisoRespuesta, type TActualizarPermisoBody } from '@app/contract/roles';
import { peticion } from '../../../lib/api-client';
import { CLAVE_PERMISOS } from './get-permisos';

export interface GuardarPermisoDatos {
  /** With an id it is an update. */
  id?: number | undefined;
  body: TActualizarPermisoBody;
}

/** POST /api/Permiso (without isActive), or PUT /api/Permiso/{id}. */
export const guardarPermisoApi = ({ id, body }: GuardarPermisoDatos) => {
  if (id === undefined) {
    const { nombre, descripcion, modulo, codigoPermiso } = body;
    return peticion('/Permiso', {
      method: 'POST',
      body: { nombre, descripcion, modulo, codigoPermiso },
      schema: ZGuardarPermisoRespuesta,
    });
  }
  return peticion(`/Permiso/${id}`, { method: 'PUT', body, schema: ZGuardarPermisoRespuesta });
};

/**
 * Create or update a permission. The list is reloaded by the dialog 1.5 s after the success,
 * through `recargarPermisos`.
 */
export const useGuardarPermiso = () => useMutation({ mutationFn: guardarPermisoApi });

/** Reloads every permission query (list, detail, modules). */
export const useRecargarPermisos = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CLAVE_PERMISOS });
};
