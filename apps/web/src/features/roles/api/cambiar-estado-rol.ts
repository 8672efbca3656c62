import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCambiarEstadoRolRespuesta } from '@app/contract/roles';
import { peticion } from '../../../lib/api-client';
import { CLAVE_ROLES } from './get-roles';

/** PUT /api/rol/cambiar-estado-rol/{id}: Activo ↔ Inactivo. 409 when no administrator would remain. */
export const cambiarEstadoRolApi = (id: number) =>
  peticion(`/rol/cambiar-estado-rol/${id}`, { method: 'PUT', schema: ZCambiarEstadoRolRespuesta });

export const useCambiarEstadoRol = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cambiarEstadoRolApi,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLAVE_ROLES }),
  });
};
