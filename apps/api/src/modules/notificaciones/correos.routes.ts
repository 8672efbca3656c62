import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '@app/contract/comun';
import { ZCorreosPaginaRespuesta, ZCorreosQuery, ZReintentarCorreoRespuesta } from '@app/contract/correos';
import { ZErrorResponse } from '@app/contract/errores';
import { PERMISOS } from '@app/contract/permisos';
import { usuarioDe } from '../../plugins/autenticacion';
import type { CorreosService } from './correos.service';

const errores = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const administrar = { permisos: [PERMISOS.ADMIN_CONFIGURACION] };
const tags = ['Correos'];

/** The outbox as administrators see it (ADR 030), mounted at /api/correos. */
export const correosRoutes: FastifyPluginAsyncZod<{ correos: CorreosService }> = async (app, { correos }) => {
  app.get(
    '/',
    {
      config: administrar,
      schema: {
        tags,
        summary:
          'Bandeja de salida de correos (sin el cuerpo), la más reciente primero, y si hay servidor SMTP',
        querystring: ZCorreosQuery,
        response: { 200: ZCorreosPaginaRespuesta, ...errores },
      },
    },
    (request) => correos.listar(request.query),
  );

  app.post(
    '/:id/reintentar',
    {
      config: administrar,
      schema: {
        tags,
        summary: 'Vuelve a poner en cola un correo fallido o sin servidor de correo',
        params: ZIdParams,
        response: { 200: ZReintentarCorreoRespuesta, 409: ZErrorResponse, ...errores },
      },
    },
    (request) => correos.reintentar(usuarioDe(request), request.params.id, request.ip),
  );
};
