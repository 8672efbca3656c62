import { ZRolRespuesta } from '@app/contract/roles';
import { detallePorId, useConsultaPorId } from '../../../lib/consultas';
import { CLAVE_ROLES } from './get-roles';

/** GET /api/rol/get-rol/{id}: the role itself, without its wrapper. */
export const rolQueryOptions = detallePorId(
  CLAVE_ROLES,
  (id) => `/rol/get-rol/${id}`,
  ZRolRespuesta.transform((r) => r.rol),
);

/** The role shown in the side panel; nothing is fetched while `id` is null. */
export const useRol = (id: number | null) => useConsultaPorId(rolQueryOptions, id);
