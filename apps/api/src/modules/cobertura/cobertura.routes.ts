import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCoberturaQuery, ZCoberturaRespuesta } from '@app/contract/cobertura';
import { ZIdParams } from '@app/contract/comun';
import { PERMISOS } from '@app/contract/permisos';
import { declarar } from '../../lib/declaracion-ruta';
import { usuarioDe } from '../../plugins/autenticacion';
import type { CoberturaService } from './cobertura.service';

const errores = [400, 401, 403] as const;
const comun = { tags: ['Calendario'], errores } as const;

/** Coverage warnings, under /api/calendario. */
export const coberturaRoutes: FastifyPluginAsyncZod<{ cobertura: CoberturaService }> = async (
  app,
  { cobertura },
) => {
  app.get(
    '/cobertura',
    declarar({
      ...comun,
      // Whoever may request vacation may ask about their own department (the span is never someone else's).
      permisos: [PERMISOS.SOLICITAR_VACACIONES, PERMISOS.MIS_SOLICITUDES],
      summary: 'Días en que el periodo elegido superaría la cobertura del departamento del usuario',
      querystring: ZCoberturaQuery,
      respuesta: ZCoberturaRespuesta,
    }),
    (request) => cobertura.deMiTramo(usuarioDe(request), request.query),
  );

  app.get(
    '/cobertura/solicitud/:id',
    declarar({
      ...comun,
      // Row rule in the service: only whoever may decide the request (the decision's own check).
      permisos: [PERMISOS.GESTION_SOLICITUDES],
      summary: 'Días en que aprobar la solicitud superaría la cobertura del departamento del solicitante',
      params: ZIdParams,
      respuesta: ZCoberturaRespuesta,
      errores: [...errores, 404],
    }),
    (request) => cobertura.deSolicitud(usuarioDe(request), request.params.id),
  );
};
