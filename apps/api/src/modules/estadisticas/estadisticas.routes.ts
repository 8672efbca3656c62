import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEstadisticas, ZEstadisticasQuery, ZGraficoParams } from '@app/contract/estadisticas';
import { PERMISOS } from '@app/contract/permisos';
import { declarar } from '../../lib/declaracion-ruta';
import { usuarioDe } from '../../plugins/autenticacion';
import { adjunto, CABECERA_TOTAL_FILAS, TIPO_XLSX } from '../../lib/descargas';
import type { EstadisticasService } from './estadisticas.service';

const comun = {
  tags: ['Reportes'],
  // The page's permission; the scope (company for HR, the team for a manager) is the service's.
  permisos: [PERMISOS.REPORTE_ESTADISTICAS],
  errores: [400, 401, 403],
} as const;

/** Estadísticas (ADR 040). */
export const estadisticasRoutes: FastifyPluginAsyncZod<{ estadisticas: EstadisticasService }> = async (
  app,
  { estadisticas },
) => {
  app.get(
    '/',
    declarar({
      ...comun,
      summary:
        'Estadísticas de vacaciones de un año: tarjetas y series de los gráficos (RR. HH.: la empresa; un jefe: su equipo)',
      querystring: ZEstadisticasQuery,
      respuesta: ZEstadisticas,
    }),
    (request) => estadisticas.estadisticas(usuarioDe(request), request.query),
  );

  app.get(
    '/exportar/:grafico',
    declarar({
      ...comun,
      summary:
        'La tabla de datos de un gráfico de estadísticas en .xlsx (mismo alcance y filtros que la página)',
      params: ZGraficoParams,
      querystring: ZEstadisticasQuery,
      respuesta: z.any(),
    }),
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
