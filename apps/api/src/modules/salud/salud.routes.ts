import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSalud } from '@app/contract/auth';
import { ZErrorResponse } from '@app/contract/errores';
import { ZVersion } from '@app/contract/version';
import type { BaseDeDatos } from '../../db/client';
import { VERSION_APP } from '../../lib/version';

export const saludRoutes: FastifyPluginAsyncZod<{ baseDeDatos: BaseDeDatos }> = async (
  app,
  { baseDeDatos },
) => {
  const { db } = baseDeDatos;
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

  // Public like /health: an operator (or a load balancer) checks what runs after an upgrade without signing in.
  app.get(
    '/version',
    {
      config: { publica: true },
      schema: {
        tags: ['Sistema'],
        summary: 'Versión de la aplicación, versión del esquema de la base y motor',
        security: [],
        response: { 200: ZVersion, 503: ZErrorResponse },
      },
    },
    async () => ({
      version: VERSION_APP,
      // Read from the database each time: another process may have migrated it since this one started.
      esquema: (await baseDeDatos.esquema()) ?? 'sin migrar',
      motor: baseDeDatos.tipo === 'postgres' ? ('postgresql' as const) : ('pglite' as const),
    }),
  );
};
