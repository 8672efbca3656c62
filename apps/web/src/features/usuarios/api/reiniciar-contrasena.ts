import { ZReiniciarContrasenaRespuesta } from '@app/contract/usuarios';
import { peticion } from '../../../lib/api-client';
import { useMutacionQueRecarga } from '../../../lib/consultas';
import { recargaUsuarios } from './get-usuarios';

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

export const useReiniciarContrasena = () =>
  useMutacionQueRecarga(reiniciarContrasenaApi, recargaUsuarios('reiniciar-contrasena'));
