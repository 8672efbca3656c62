import { ZUsuarioDetalle } from '@app/contract/usuarios';
import { detallePorId, useConsultaPorId } from '../../../lib/consultas';
import { CLAVE_USUARIOS } from './get-usuarios';

/** GET /api/usuarios-admin/{id}: every field of the user form. */
export const usuarioQueryOptions = detallePorId(
  CLAVE_USUARIOS,
  (id) => `/usuarios-admin/${id}`,
  ZUsuarioDetalle,
);

/** The user shown in the modal; nothing is fetched while `id` is null. */
export const useUsuario = (id: number | null) => useConsultaPorId(usuarioQueryOptions, id);
