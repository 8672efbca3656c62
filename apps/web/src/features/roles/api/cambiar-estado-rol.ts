import { ZCambiarEstadoRolRespuesta } from '@app/contract/roles';
import { peticion } from '../../../lib/api-client';
import { useMutacionQueRecarga } from '../../../lib/consultas';
import { CLAVE_ROLES } from './get-roles';

/** PUT /api/rol/cambiar-estado-rol/{id}: Activo ↔ Inactivo. 409 when no administrator would remain. */
export const cambiarEstadoRolApi = (id: number) =>
  peticion(`/rol/cambiar-estado-rol/${id}`, { method: 'PUT', schema: ZCambiarEstadoRolRespuesta });

export const useCambiarEstadoRol = () =>
  useMutacionQueRecarga(cambiarEstadoRolApi, { invalidar: () => [CLAVE_ROLES] });
