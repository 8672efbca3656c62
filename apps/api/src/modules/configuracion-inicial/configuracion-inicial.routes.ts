import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZConfiguracionInicialBody,
  ZConfiguracionInicialRespuesta,
  ZEstadoConfiguracionInicial,
} from '@app/contract/configuracion-inicial';
import { ZErrorResponse } from '@app/contract/errores';
import type { ConfiguracionInicialService } from './configuracion-inicial.service';

const errores = { 400: ZErrorResponse, 403: ZErrorResponse, 409: ZErrorResponse, 429: ZErrorResponse };

/**
 * The first start of a real company (ADR 029): public, since nobody can sign in yet. The link's token is the only
 * credential; once any user exists both routes say so and change nothing.
 */
export const configuracionInicialRoutes: FastifyPluginAsyncZod<{
  configuracionInicial: ConfiguracionInicialService;
  maxPorMinuto: number;
}> = async (app, { configuracionInicial, maxPorMinuto }) => {
  app.get(
    '/',
    {
      config: { publica: true },
      schema: {
        tags: ['Configuración inicial'],
        summary: 'Si la configuración inicial de la empresa todavía puede hacerse',
        response: { 200: ZEstadoConfiguracionInicial, ...errores },
      },
    },
    () => configuracionInicial.estado(),
  );

  app.post(
    '/',
    {
      // The token has 256 bits: the limit only keeps a flood of password checks off the server.
      config: { publica: true, rateLimit: { max: maxPorMinuto, timeWindow: '1 minute' } },
      schema: {
        tags: ['Configuración inicial'],
        summary:
          'Crea la empresa, sus primeros departamentos y su primer administrador con el enlace de un solo uso',
        body: ZConfiguracionInicialBody,
        response: { 200: ZConfiguracionInicialRespuesta, ...errores },
      },
    },
    (request) => configuracionInicial.configurar(request.body, request.ip),
  );
};
