import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCalendarioDepartamentoQuery,
  ZCalendarioDepartamentoRespuesta,
  ZCalendarioEquipoQuery,
  ZCalendarioEquipoRespuesta,
  type TCalendarioEquipoRespuesta,
} from '@app/contract/calendario';
import { PERMISOS } from '@app/contract/permisos';
import { declarar } from '../../lib/declaracion-ruta';
import { enviarJsonComprimible } from '../../lib/json-comprimido';
import { usuarioDe } from '../../plugins/autenticacion';
import type { CalendarioService } from './calendario.service';

const comun = { tags: ['Calendario'], errores: [400, 401, 403] } as const;

/** Team calendar and department calendar (ADR 034). */
export const calendarioRoutes: FastifyPluginAsyncZod<{ calendario: CalendarioService }> = async (
  app,
  { calendario },
) => {
  app.get(
    '/equipo',
    declarar({
      ...comun,
      permisos: [PERMISOS.PROGRAMACION_VACACIONES],
      summary:
        'Calendario del equipo: personas, solicitudes, feriados, ausentes por día y excesos de cobertura (máx. 92 días)',
      querystring: ZCalendarioEquipoQuery,
      respuesta: ZCalendarioEquipoRespuesta,
    }),
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
    declarar({
      ...comun,
      // Whoever requests vacations may see who else of their department will be out (the request form).
      permisos: [PERMISOS.SOLICITAR_VACACIONES, PERMISOS.MIS_SOLICITUDES, PERMISOS.DASHBOARD],
      summary:
        'Ausencias aprobadas y pendientes del propio departamento: solo nombres y fechas (máx. 92 días)',
      querystring: ZCalendarioDepartamentoQuery,
      respuesta: ZCalendarioDepartamentoRespuesta,
    }),
    (request) => calendario.departamento(usuarioDe(request), request.query),
  );
};
