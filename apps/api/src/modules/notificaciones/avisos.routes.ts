import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '@app/contract/comun';
import { ZErrorResponse } from '@app/contract/errores';
import {
  ZNoLeidas,
  ZNotificacionesQuery,
  ZNotificacionesRespuesta,
  ZPreferenciasNotificacion,
} from '@app/contract/notificaciones';
import { usuarioDe } from '../../plugins/autenticacion';
import type { AvisosService } from './avisos.service';

const errores = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
// Any signed-in user, always on their own rows only.
const propio = { permisos: [] } as const;
const tags = ['Notificaciones'];

/** The bell and "Mis notificaciones" (ADR 031), mounted at /api/notificaciones. */
export const avisosRoutes: FastifyPluginAsyncZod<{ avisos: AvisosService }> = async (app, { avisos }) => {
  app.get(
    '/',
    {
      config: propio,
      schema: {
        tags,
        summary: 'Mis notificaciones, de la más nueva a la más antigua, y cuántas no he leído',
        querystring: ZNotificacionesQuery,
        response: { 200: ZNotificacionesRespuesta, ...errores },
      },
    },
    (request) => avisos.listar(usuarioDe(request).id, request.query),
  );

  app.get(
    '/no-leidas',
    {
      // The web polls it: asking must not keep an idle session alive (ADR 031).
      config: { ...propio, sinActividad: true },
      schema: {
        tags,
        summary: 'Cuántas notificaciones no he leído (no cuenta como actividad de la sesión)',
        response: { 200: ZNoLeidas, ...errores },
      },
    },
    (request) => avisos.noLeidas(usuarioDe(request).id),
  );

  app.put(
    '/leidas',
    {
      config: propio,
      schema: {
        tags,
        summary: 'Marca todas mis notificaciones como leídas',
        response: { 200: ZNoLeidas, ...errores },
      },
    },
    (request) => avisos.marcarTodas(usuarioDe(request).id),
  );

  app.put(
    '/:id/leida',
    {
      config: propio,
      schema: {
        tags,
        summary: 'Marca una de mis notificaciones como leída',
        params: ZIdParams,
        response: { 200: ZNoLeidas, ...errores },
      },
    },
    (request) => avisos.marcarLeida(usuarioDe(request).id, request.params.id),
  );

  app.get(
    '/preferencias',
    {
      config: propio,
      schema: {
        tags,
        summary: 'Mis preferencias de correo (las de fábrica si nunca las cambié)',
        response: { 200: ZPreferenciasNotificacion, ...errores },
      },
    },
    (request) => avisos.preferencias(usuarioDe(request).id),
  );

  app.put(
    '/preferencias',
    {
      config: propio,
      schema: {
        tags,
        summary: 'Guarda mis preferencias de correo (queda en la auditoría)',
        body: ZPreferenciasNotificacion,
        response: { 200: ZPreferenciasNotificacion, ...errores },
      },
    },
    (request) => avisos.guardarPreferencias({ id: usuarioDe(request).id, ip: request.ip }, request.body),
  );
};
