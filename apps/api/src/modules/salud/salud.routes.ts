import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSalud } from '@app/contract/auth';
import { ZVersion } from '@app/contract/version';
import type { BaseDeDatos } from '../../db/client';
import { declarar } from '../../lib/declaracion-ruta';
import { VERSION_APP } from '../../lib/version';

// Public, and outside the bearer scheme of the rest of the document.
const publica = { tags: ['Sistema'], publica: true, errores: [503], schema: { security: [] } } as const;

export const saludRoutes: FastifyPluginAsyncZod<{ baseDeDatos: BaseDeDatos }> = async (
  app,
  { baseDeDatos },
) => {
  const { db } = baseDeDatos;
  app.get(
    '/health',
    declarar({ ...publica, summary: 'Estado del servicio y de la base de datos', respuesta: ZSalud }),
    async () => {
      await db.execute(sql`select 1`);
      return { estado: 'ok' as const, baseDeDatos: 'ok' as const };
    },
  );

  // Public like /health: an operator (or a load balancer) checks what runs after an upgrade without signing in.
  app.get(
    '/version',
    declarar({
      ...publica,
      summary: 'Versión de la aplicación, versión del esquema de la base y motor',
      respuesta: ZVersion,
    }),
    async () => ({
      version: VERSION_APP,
      // Read from the database each time: another process may have migrated it since this one started.
      esquema: (await baseDeDatos.esquema()) ?? 'sin migrar',
      motor: baseDeDatos.tipo === 'postgres' ? ('postgresql' as const) : ('pglite' as const),
    }),
  );
};
