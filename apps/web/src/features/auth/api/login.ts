import { ZLoginRespuesta, type TLoginBody, type TLoginRespuesta } from '@app/contract/auth';
import { peticion } from '../../../lib/api-client';

/** POST /api/account/login. A 401 here means wrong credentials, not an expired session. */
export const iniciarSesionApi = (datos: TLoginBody): Promise<TLoginRespuesta> =>
  peticion('/account/login', {
    method: 'POST',
    body: datos,
    schema: ZLoginRespuesta,
    manejarSesionExpirada: false,
  });
