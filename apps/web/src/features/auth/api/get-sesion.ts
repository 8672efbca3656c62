import { ZSesion, type TSesion } from '@app/contract/auth';
import { peticion } from '../../../lib/api-client';

/** GET /api/account/me: the signed-in user with roles and permission codes. */
export const obtenerSesionApi = (signal?: AbortSignal): Promise<TSesion> =>
  peticion('/account/me', { schema: ZSesion, ...(signal ? { signal } : {}) });
