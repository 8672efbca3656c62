import { ZMensaje } from '@app/contract/comun';
import { peticion } from '../../../lib/api-client';

/** POST /api/account/logout: revokes the token on the server. Its failures never keep anyone signed in. */
export const cerrarSesionApi = () =>
  peticion('/account/logout', { method: 'POST', schema: ZMensaje, manejarSesionExpirada: false });
