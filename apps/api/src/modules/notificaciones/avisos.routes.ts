import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '@app/contract/comun';
import {
  ZNoLeidas,
  ZNotificacionesQuery,
  ZNotificacionesRespuesta,
  ZPreferenciasNotificacion,
} from '@app/contract/notificaciones';
import { declarar } from '../../lib/declaracion-ruta';
import { usuarioDe } from '../../plugins/autenticacion';
import type { AvisosService } from './avisos.service';

const propio = {
  tags: ['Notificaciones'],
  // Any signed-in user, always on their own rows only.
  permisos: [],
  errores: [400, 401, 403, 404],
} as const;

/** The bell and "Mis notificaciones" (ADR 031), mounted at /api/notificaciones. */
export const avisosRoutes: FastifyPluginAsyncZod<{ avisos: AvisosService }> = async (app, { avisos }) => {
  app.get(
    '/',
    declarar({
      ...propio,
      summary: 'Mis notificaciones, de la más nueva a la más antigua, y cuántas no he leído',
      querystring: ZNotificacionesQuery,
      respuesta: ZNotificacionesRespuesta,
    }),
    (request) => avisos.listar(usuarioDe(request).id, request.query),
  );

  app.get(
    '/no-leidas',
    declarar({
      ...propio,
      summary: 'Cuántas notificaciones no he leído (no cuenta como actividad de la sesión)',
      respuesta: ZNoLeidas,
      // The web polls it: asking must not keep an idle session alive (ADR 031).
      config: { sinActividad: true },
    }),
    (request) => avisos.noLeidas(usuarioDe(request).id),
  );

  app.put(
    '/leidas',
    declarar({
      ...propio,
      summary: 'Marca todas mis notificaciones como leídas',
      respuesta: ZNoLeidas,
    }),
    (request) => avisos.marcarTodas(usuarioDe(request).id),
  );

  app.put(
    '/:id/leida',
    declarar({
      ...propio,
      summary: 'Marca una de mis notificaciones como leída',
      params: ZIdParams,
      respuesta: ZNoLeidas,
    }),
    (request) => avisos.marcarLeida(usuarioDe(request).id, request.params.id),
  );

  app.get(
    '/preferencias',
    declarar({
      ...propio,
      summary: 'Mis preferencias de correo (las de fábrica si nunca las cambié)',
      respuesta: ZPreferenciasNotificacion,
    }),
    (request) => avisos.preferencias(usuarioDe(request).id),
  );

  app.put(
    '/preferencias',
    declarar({
      ...propio,
      summary: 'Guarda mis preferencias de correo (queda en la auditoría)',
      body: ZPreferenciasNotificacion,
      respuesta: ZPreferenciasNotificacion,
    }),
    (request) => avisos.guardarPreferencias({ id: usuarioDe(request).id, ip: request.ip }, request.body),
  );
};
