import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import type { MetricasService } from './metricas.service';

const NO_PERMITIDA = 'Esta dirección no puede leer las métricas del servidor';

/**
 * GET /metrics for Prometheus, outside /api (ADR 045): no session, only from the addresses of METRICS_PERMITIDOS.
 */
export const metricasRoutes: FastifyPluginAsyncZod<{
  metricas: MetricasService;
  permitida: (direccion: string | undefined) => boolean;
}> = async (app, { metricas, permitida }) => {
  app.get('/metrics', { schema: { hide: true }, config: { publica: true } }, async (request, reply) => {
    // The socket's own peer, never X-Forwarded-For (request.ip follows TRUST_PROXY); and nothing that came through
    // a proxy: a local nginx connects from loopback on behalf of anybody (deploy/nginx-descanso.conf).
    if (!permitida(request.socket.remoteAddress) || request.headers['x-forwarded-for'] !== undefined) {
      throw new AppError('SIN_PERMISO', NO_PERMITIDA);
    }
    const { tipo, texto } = await metricas.exponer();
    return reply.type(tipo).header('cache-control', 'no-store').send(texto);
  });
};
