import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSalud } from '@app/contract/auth';
import { ZErrorResponse } from '@app/contract/errores';
import type { Db } from '../../db/client';

export const saludRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { publica: true },
      schema: {
        tags: ['Sistema'],
        summary: 'Estado del servicio y de la base de datos',
        security: [],
        response: { 200: ZSalud, 503: ZErrorResponse },
      },
    },
    async () => {
      await db.execute(sql`select 1`);
      return { estado: 'ok' as const, baseDeDatos: 'ok' as const };
    },
  );
};
