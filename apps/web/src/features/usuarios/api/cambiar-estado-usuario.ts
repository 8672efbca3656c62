import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCambiarEstadoUsuarioRespuesta } from '@app/contract/usuarios';
import { peticion } from '../../../lib/api-client';
import { CLAVE_USUARIOS } from './get-usuarios';

/** POST /api/usuarios-admin/{id}/toggle-status → { message, estaActivo }. Never one's own account (409). */
export const cambiarEstadoUsuarioApi = (id: number) =>
  peticion(`/usuarios-admin/${id}/toggle-status`, { method: 'POST', schema: ZCambiarEstadoUsuarioRespuesta });

export const useCambiarEstadoUsuario = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...CLAVE_USUARIOS, 'estado'],
    mutationFn: cambiarEstadoUsuarioApi,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLAVE_USUARIOS }),
  });
};
