import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MENSAJES } from '@app/contract/errores';
import { tieneAlguno, type TPermiso } from '@app/contract/permisos';
import { AppError } from '../lib/app-error';
import type { AuthService, UsuarioSesion } from '../modules/auth/auth.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No session needed (login, health). */
    publica?: boolean;
    /** The caller must hold at least one of these codes. An empty list means "any signed-in user". */
    permisos?: readonly TPermiso[];
    /** Reachable while the user still has to change their password. */
    permitirConCambioPendiente?: boolean;
    /**
     * A call the web makes on its own (the bell's polling): it is authenticated but neither counts as activity
     * nor extends the idle timeout, so a tab left open still signs out (ADR 031).
     */
    sinActividad?: boolean;
  }
  interface FastifyRequest {
    usuario: UsuarioSesion | null;
  }
}

export function extraerToken(request: FastifyRequest): string | undefined {
  const cabecera = request.headers.authorization;
  if (!cabecera) return undefined;
  const [esquema, token] = cabecera.split(' ');
  if (esquema?.toLowerCase() !== 'bearer' || !token || token.length > 200) return undefined;
  return token;
}

/** Usuario de la petición, ya autenticado por el hook (routes that are not public only). */
export function usuarioDe(request: FastifyRequest): UsuarioSesion {
  if (!request.usuario) throw new AppError('NO_AUTENTICADO', MENSAJES.noAutenticado);
  return request.usuario;
}

/**
 * Authentication and permission check on every /api route, before the body is parsed or validated,
 * so that an anonymous or unauthorised caller learns nothing about the route's input.
 */
export default fp(async function autenticacion(app: FastifyInstance, opts: { auth: AuthService }) {
  app.decorateRequest('usuario', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const ruta = request.routeOptions.url;
    if (!ruta?.startsWith('/api/') || ruta.startsWith('/api/docs') || config.publica) return;
    const token = extraerToken(request);
    if (!token) throw new AppError('NO_AUTENTICADO', MENSAJES.noAutenticado);
    const usuario = await opts.auth.usuarioDesdeToken(token, { actividad: !config.sinActividad });
    request.usuario = usuario;
    if (usuario.debeCambiarContrasena && !config.permitirConCambioPendiente) {
      throw new AppError('CAMBIO_CONTRASENA_REQUERIDO', MENSAJES.cambioContrasenaRequerido);
    }
    if (config.permisos === undefined) {
      // Every authenticated route must state its permission; forgetting it must fail closed.
      throw new AppError('SIN_PERMISO', MENSAJES.sinPermiso);
    }
    if (!tieneAlguno(usuario.permisos, config.permisos))
      throw new AppError('SIN_PERMISO', MENSAJES.sinPermiso);
  });
});
