import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCambiarContrasenaBody, ZLoginBody, ZLoginRespuesta, ZSesion } from '@app/contract/auth';
import { ZErrorResponse } from '@app/contract/errores';
import { ZMensaje } from '@app/contract/comun';
import { usuarioDe } from '../../plugins/autenticacion';
import type { AuthService } from './auth.service';

const errores = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 429: ZErrorResponse };

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; loginMaxPorMinuto: number }> = async (
  app,
  { auth, loginMaxPorMinuto },
) => {
  app.post(
    '/login',
    {
      config: { publica: true, rateLimit: { max: loginMaxPorMinuto, timeWindow: '1 minute' } },
      schema: {
        tags: ['Cuenta'],
        summary: 'Inicia sesión y devuelve el token',
        body: ZLoginBody,
        response: { 200: ZLoginRespuesta, ...errores },
      },
    },
    (request) => auth.login(request.body.username, request.body.password, { ip: request.ip }),
  );

  app.get(
    '/me',
    {
      config: { permisos: [], permitirConCambioPendiente: true },
      schema: { tags: ['Cuenta'], summary: 'Usuario de la sesión', response: { 200: ZSesion, ...errores } },
    },
    (request) => usuarioDe(request),
  );

  app.post(
    '/logout',
    {
      config: { permisos: [], permitirConCambioPendiente: true },
      schema: {
        tags: ['Cuenta'],
        summary: 'Cierra la sesión actual',
        response: { 200: ZMensaje, ...errores },
      },
    },
    async (request) => {
      await auth.logout(usuarioDe(request), { ip: request.ip });
      return { message: 'Sesión cerrada' };
    },
  );

  app.post(
    '/cambiar-contrasena',
    {
      config: { permisos: [], permitirConCambioPendiente: true },
      schema: {
        tags: ['Cuenta'],
        summary: 'Cambia la contraseña del usuario de la sesión',
        body: ZCambiarContrasenaBody,
        response: { 200: ZMensaje, ...errores },
      },
    },
    (request) => auth.cambiarContrasena(usuarioDe(request), request.body, { ip: request.ip }),
  );
};
