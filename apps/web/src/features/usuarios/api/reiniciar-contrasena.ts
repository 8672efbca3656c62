import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZReiniciarContrasenaRespuesta } from '@app/contract/usuarios';
import { peticion } from '../../../lib/api-client';
import { CLAVE_USUARIOS } from './get-usuarios';

/** POST /api/usuarios-admin/{id}/reset-password with { usuarioId, motivo? } → { contrasenaTemporal, message }. */
export const reiniciarContrasenaApi = ({
  usuarioId,
  motivo,
}: {
  usuarioId: number;
  motivo?: string | undefined;
}) =>
  peticion(`/usuarios-admin/${usuarioId}/reset-password`, {
    method: 'POST',
    body: { usuarioId, ...(motivo ? { motivo } : {}) },
    schema: ZReiniciarContrasenaRespuesta,
  });

export const useReiniciarContrasena = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...CLAVE_USUARIOS, 'reiniciar-contrasena'],
    mutationFn: reiniciarContrasenaApi,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLAVE_USUARIOS }),
  });
};
