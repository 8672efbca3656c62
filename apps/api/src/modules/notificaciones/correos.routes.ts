import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '@app/contract/comun';
import { ZCorreosPaginaRespuesta, ZCorreosQuery, ZReintentarCorreoRespuesta } from '@app/contract/correos';
import { PERMISOS } from '@app/contract/permisos';
import { declarar } from '../../lib/declaracion-ruta';
import { usuarioDe } from '../../plugins/autenticacion';
import type { CorreosService } from './correos.service';

const errores = [400, 401, 403, 404] as const;
const administrar = { tags: ['Correos'], permisos: [PERMISOS.ADMIN_CONFIGURACION], errores } as const;

/** The outbox as administrators see it (ADR 030), mounted at /api/correos. */
export const correosRoutes: FastifyPluginAsyncZod<{ correos: CorreosService }> = async (app, { correos }) => {
  app.get(
    '/',
    declarar({
      ...administrar,
      summary:
        'Bandeja de salida de correos (sin el cuerpo), la más reciente primero, y si hay servidor SMTP',
      querystring: ZCorreosQuery,
      respuesta: ZCorreosPaginaRespuesta,
    }),
    (request) => correos.listar(request.query),
  );

  app.post(
    '/:id/reintentar',
    declarar({
      ...administrar,
      summary: 'Vuelve a poner en cola un correo fallido o sin servidor de correo',
      params: ZIdParams,
      respuesta: ZReintentarCorreoRespuesta,
      errores: [409, ...errores],
    }),
    (request) => correos.reintentar(usuarioDe(request), request.params.id, request.ip),
  );
};
