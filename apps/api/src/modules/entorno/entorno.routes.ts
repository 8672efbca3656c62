import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEntorno } from '@app/contract/entorno';
import type { EntornoService } from './entorno.service';

export const entornoRoutes: FastifyPluginAsyncZod<{ entorno: EntornoService }> = async (app, { entorno }) => {
  app.get(
    '/entorno',
    {
      config: { publica: true },
      schema: {
        tags: ['Sistema'],
        summary: 'Nombre de la empresa y si están cargados los datos de demostración',
        security: [],
        response: { 200: ZEntorno },
      },
    },
    () => entorno.leer(),
  );
};
