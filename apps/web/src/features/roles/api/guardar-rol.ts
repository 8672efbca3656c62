import { ZGuardarRolRespuesta, type TCrearRolBody } from '@app/contract/roles';
import { peticion } from '../../../lib/api-client';
import { useMutacionQueRecarga } from '../../../lib/consultas';
import { CLAVE_ROLES } from './get-roles';

/** The form's values; with an id it is an update. */
export interface GuardarRolDatos extends TCrearRolBody {
  id?: number | undefined;
}

/** POST /api/rol/crear-rol, or PUT /api/rol/actualizar-rol when the role has an id. */
export const guardarRolApi = ({ id, ...datos }: GuardarRolDatos) =>
  id === undefined
    ? peticion('/rol/crear-rol', { method: 'POST', body: datos, schema: ZGuardarRolRespuesta })
    : peticion('/rol/actualizar-rol', {
        method: 'PUT',
        body: { id, ...datos },
        schema: ZGuardarRolRespuesta,
      });

/** Create or update a role; on success every role query (list, detail) reloads. */
export const useGuardarRol = () => useMutacionQueRecarga(guardarRolApi, { invalidar: () => [CLAVE_ROLES] });
