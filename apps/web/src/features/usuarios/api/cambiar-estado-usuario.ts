import { ZCambiarEstadoUsuarioRespuesta } from '@app/contract/usuarios';
import { peticion } from '../../../lib/api-client';
import { useMutacionQueRecarga } from '../../../lib/consultas';
import { recargaUsuarios } from './get-usuarios';

/** POST /api/usuarios-admin/{id}/toggle-status → { message, estaActivo }. Never one's own account (409). */
export const cambiarEstadoUsuarioApi = (id: number) =>
  peticion(`/usuarios-admin/${id}/toggle-status`, { method: 'POST', schema: ZCambiarEstadoUsuarioRespuesta });

export const useCambiarEstadoUsuario = () =>
  useMutacionQueRecarga(cambiarEstadoUsuarioApi, recargaUsuarios('estado'));
