import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@app/contract/errores';
import { PERMISOS } from '@app/contract/permisos';
import { ZRiesgoVencimientoRespuesta } from '@app/contract/riesgo';
import { usuarioDe } from '../../plugins/autenticacion';
import type { RiesgoService } from './riesgo.service';

export const riesgoRoutes: FastifyPluginAsyncZod<{ riesgo: RiesgoService }> = async (app, { riesgo }) => {
  app.get(
    '/mio',
    {
      // Whoever sees their own balance sees its risk (the same permissions as GET /historial-vacaciones).
      config: { permisos: [PERMISOS.SOLICITAR_VACACIONES, PERMISOS.MIS_SOLICITUDES, PERMISOS.DASHBOARD] },
      schema: {
        tags: ['Saldos'],
        summary: 'Períodos del usuario que vencen en 90 días o menos o ya vencieron con días por gozar',
        response: { 200: ZRiesgoVencimientoRespuesta, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    (request) => riesgo.miRiesgo(usuarioDe(request).id),
  );
};
