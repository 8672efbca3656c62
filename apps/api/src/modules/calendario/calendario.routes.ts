import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCalendarioDepartamentoQuery,
  ZCalendarioDepartamentoRespuesta,
  ZCalendarioEquipoQuery,
  ZCalendarioEquipoRespuesta,
  type TCalendarioEquipoRespuesta,
} from '@app/contract/calendario';
import { ZErrorResponse } from '@app/contract/errores';
import { PERMISOS } from '@app/contract/permisos';
import { enviarJsonComprimible } from '../../lib/json-comprimido';
import { usuarioDe } from '../../plugins/autenticacion';
import type { CalendarioService } from './calendario.service';

const errores = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
const tags = ['Calendario'];

/** Team calendar and department calendar (ADR 034). */
export const calendarioRoutes: FastifyPluginAsyncZod<{ calendario: CalendarioService }> = async (
  app,
  { calendario },
) => {
  app.get(
    '/equipo',
    {
      config: { permisos: [PERMISOS.PROGRAMACION_VACACIONES] },
      schema: {
        tags,
        summary:
          'Calendario del equipo: personas, solicitudes, feriados, ausentes por día y excesos de cobertura (máx. 92 días)',
        querystring: ZCalendarioEquipoQuery,
        response: { 200: ZCalendarioEquipoRespuesta, ...errores },
      },
    },
    // Sent as the cached JSON bytes, compressed once per data version: the response schema documents it (OpenAPI)
    // and the service builds it typed. Bytes are sent as they are (Fastify serialises objects only).
    async (request, reply) =>
      (await enviarJsonComprimible(
        request,
        reply,
        await calendario.equipoJson(usuarioDe(request), request.query),
      )) as unknown as TCalendarioEquipoRespuesta,
  );

  app.get(
    '/departamento',
    {
      // Whoever requests vacations may see who else of their department will be out (the request form).
      config: { permisos: [PERMISOS.SOLICITAR_VACACIONES, PERMISOS.MIS_SOLICITUDES, PERMISOS.DASHBOARD] },
      schema: {
        tags,
        summary:
          'Ausencias aprobadas y pendientes del propio departamento: solo nombres y fechas (máx. 92 días)',
        querystring: ZCalendarioDepartamentoQuery,
        response: { 200: ZCalendarioDepartamentoRespuesta, ...errores },
      },
    },
    (request) => calendario.departamento(usuarioDe(request), request.query),
  );
};
