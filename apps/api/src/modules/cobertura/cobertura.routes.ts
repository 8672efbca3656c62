import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCoberturaQuery, ZCoberturaRespuesta } from '@app/contract/cobertura';
import { ZIdParams } from '@app/contract/comun';
import { ZErrorResponse } from '@app/contract/errores';
import { PERMISOS } from '@app/contract/permisos';
import { usuarioDe } from '../../plugins/autenticacion';
import type { CoberturaService } from './cobertura.service';

const errores = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** Coverage warnings, under /api/calendario. */
export const coberturaRoutes: FastifyPluginAsyncZod<{ cobertura: CoberturaService }> = async (
  app,
  { cobertura },
) => {
  app.get(
    '/cobertura',
    {
      // Whoever may request vacation may ask about their own department (the span is never someone else's).
      config: { permisos: [PERMISOS.SOLICITAR_VACACIONES, PERMISOS.MIS_SOLICITUDES] },
      schema: {
        tags: ['Calendario'],
        summary: 'Días en que el periodo elegido superaría la cobertura del departamento del usuario',
        querystring: ZCoberturaQuery,
        response: { 200: ZCoberturaRespuesta, ...errores },
      },
    },
    (request) => cobertura.deMiTramo(usuarioDe(request), request.query),
  );

  app.get(
    '/cobertura/solicitud/:id',
    {
      // Row rule in the service: only whoever may decide the request (the decision's own check).
      config: { permisos: [PERMISOS.GESTION_SOLICITUDES] },
      schema: {
        tags: ['Calendario'],
        summary: 'Días en que aprobar la solicitud superaría la cobertura del departamento del solicitante',
        params: ZIdParams,
        response: { 200: ZCoberturaRespuesta, ...errores, 404: ZErrorResponse },
      },
    },
    (request) => cobertura.deSolicitud(usuarioDe(request), request.params.id),
  );
};
