import type { TCambiarContrasenaBody } from '@app/contract/auth';
import { ZMensaje } from '@app/contract/comun';
import { peticion } from '../../../lib/api-client';

/** POST /api/account/cambiar-contrasena. Field errors come keyed ContrasenaActual, NuevaContrasena… */
export const cambiarContrasenaApi = (datos: TCambiarContrasenaBody) =>
  peticion('/account/cambiar-contrasena', { method: 'POST', body: datos, schema: ZMensaje });
