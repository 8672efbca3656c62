import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZConfiguracionInicialBody,
  ZConfiguracionInicialRespuesta,
  ZEstadoConfiguracionInicial,
} from '@app/contract/configuracion-inicial';
import { declarar } from '../../lib/declaracion-ruta';
import type { ConfiguracionInicialService } from './configuracion-inicial.service';

const comun = { tags: ['Configuración inicial'], publica: true, errores: [400, 403, 409, 429] } as const;

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
    declarar({
      ...comun,
      summary: 'Si la configuración inicial de la empresa todavía puede hacerse',
      respuesta: ZEstadoConfiguracionInicial,
    }),
    () => configuracionInicial.estado(),
  );

  app.post(
    '/',
    declarar({
      ...comun,
      summary:
        'Crea la empresa, sus primeros departamentos y su primer administrador con el enlace de un solo uso',
      body: ZConfiguracionInicialBody,
      respuesta: ZConfiguracionInicialRespuesta,
      // The token has 256 bits: the limit only keeps a flood of password checks off the server.
      config: { rateLimit: { max: maxPorMinuto, timeWindow: '1 minute' } },
    }),
    (request) => configuracionInicial.configurar(request.body, request.ip),
  );
};
