import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISOS } from '@app/contract/permisos';
import { ZRiesgoVencimientoRespuesta } from '@app/contract/riesgo';
import { declarar } from '../../lib/declaracion-ruta';
import { usuarioDe } from '../../plugins/autenticacion';
import type { RiesgoService } from './riesgo.service';

export const riesgoRoutes: FastifyPluginAsyncZod<{ riesgo: RiesgoService }> = async (app, { riesgo }) => {
  app.get(
    '/mio',
    declarar({
      tags: ['Saldos'],
      // Whoever sees their own balance sees its risk (the same permissions as GET /historial-vacaciones).
      permisos: [PERMISOS.SOLICITAR_VACACIONES, PERMISOS.MIS_SOLICITUDES, PERMISOS.DASHBOARD],
      summary: 'Períodos del usuario que vencen en 90 días o menos o ya vencieron con días por gozar',
      respuesta: ZRiesgoVencimientoRespuesta,
      errores: [401, 403],
    }),
    (request) => riesgo.miRiesgo(usuarioDe(request).id),
  );
};
