import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@app/contract/errores';
import { PERMISOS } from '@app/contract/permisos';
import { ZHistorialRespuesta } from '@app/contract/solicitudes';
import { usuarioDe } from '../../plugins/autenticacion';
import type { SaldosService } from './saldos.service';

const errores = { 401: ZErrorResponse, 403: ZErrorResponse };

export const saldosRoutes: FastifyPluginAsyncZod<{ saldos: SaldosService }> = async (app, { saldos }) => {
  app.get(
    '/',
    {
      config: { permisos: [PERMISOS.SOLICITAR_VACACIONES, PERMISOS.MIS_SOLICITUDES, PERMISOS.DASHBOARD] },
      schema: {
        tags: ['Saldos'],
        summary: 'Saldo de vacaciones del usuario, por período',
        response: { 200: ZHistorialRespuesta, ...errores },
      },
    },
    (request) => saldos.historialDe(usuarioDe(request).id),
  );
};
