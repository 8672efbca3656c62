import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCambiarContrasenaBody, ZLoginBody, ZLoginRespuesta, ZSesion } from '@app/contract/auth';
import { ZMensaje } from '@app/contract/comun';
import { declarar } from '../../lib/declaracion-ruta';
import { usuarioDe } from '../../plugins/autenticacion';
import type { AuthService } from './auth.service';

const comun = { tags: ['Cuenta'], errores: [400, 401, 403, 429] } as const;
// Any signed-in user, even one who still has to change the password (the change itself, and signing out).
const sesion = { ...comun, permisos: [], config: { permitirConCambioPendiente: true } } as const;

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; loginMaxPorMinuto: number }> = async (
  app,
  { auth, loginMaxPorMinuto },
) => {
  app.post(
    '/login',
    declarar({
      ...comun,
      publica: true,
      summary: 'Inicia sesión y devuelve el token',
      body: ZLoginBody,
      respuesta: ZLoginRespuesta,
      config: { rateLimit: { max: loginMaxPorMinuto, timeWindow: '1 minute' } },
    }),
    (request) => auth.login(request.body.username, request.body.password, { ip: request.ip }),
  );

  app.get('/me', declarar({ ...sesion, summary: 'Usuario de la sesión', respuesta: ZSesion }), (request) =>
    usuarioDe(request),
  );

  app.post(
    '/logout',
    declarar({ ...sesion, summary: 'Cierra la sesión actual', respuesta: ZMensaje }),
    async (request) => {
      await auth.logout(usuarioDe(request), { ip: request.ip });
      return { message: 'Sesión cerrada' };
    },
  );

  app.post(
    '/cambiar-contrasena',
    declarar({
      ...sesion,
      summary: 'Cambia la contraseña del usuario de la sesión',
      body: ZCambiarContrasenaBody,
      respuesta: ZMensaje,
    }),
    (request) => auth.cambiarContrasena(usuarioDe(request), request.body, { ip: request.ip }),
  );
};
