import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@app/contract/errores';
import { ZEstadisticas, ZEstadisticasQuery, ZGraficoParams } from '@app/contract/estadisticas';
import { PERMISOS } from '@app/contract/permisos';
import { usuarioDe } from '../../plugins/autenticacion';
import { adjunto, CABECERA_TOTAL_FILAS, TIPO_XLSX } from '../../lib/descargas';
import type { EstadisticasService } from './estadisticas.service';

const errores = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
const tags = ['Reportes'];
// The page's permission; the scope (company for HR, the team for a manager) is the service's.
const config = { permisos: [PERMISOS.REPORTE_ESTADISTICAS] };

/** Estadísticas (ADR 040). */
export const estadisticasRoutes: FastifyPluginAsyncZod<{ estadisticas: EstadisticasService }> = async (
  app,
  { estadisticas },
) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary:
          'Estadísticas de vacaciones de un año: tarjetas y series de los gráficos (RR. HH.: la empresa; un jefe: su equipo)',
        querystring: ZEstadisticasQuery,
        response: { 200: ZEstadisticas, ...errores },
      },
    },
    (request) => estadisticas.estadisticas(usuarioDe(request), request.query),
  );

  app.get(
    '/exportar/:grafico',
    {
      config,
      schema: {
        tags,
        summary:
          'La tabla de datos de un gráfico de estadísticas en .xlsx (mismo alcance y filtros que la página)',
        params: ZGraficoParams,
        querystring: ZEstadisticasQuery,
        response: { 200: z.any(), ...errores },
      },
    },
    async (request, reply) => {
      const x = await estadisticas.exportarGrafico(
        usuarioDe(request),
        request.params.grafico,
        request.query,
        request.ip,
      );
      return reply
        .type(TIPO_XLSX)
        .header('content-disposition', adjunto(x.nombreArchivo))
        .header(CABECERA_TOTAL_FILAS, String(x.filas))
        .send(x.contenido);
    },
  );
};
