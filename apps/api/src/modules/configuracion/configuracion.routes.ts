import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZActualizarConfiguracionBody, ZConfiguracionEmpresa } from '@app/contract/configuracion';
import { PERMISOS } from '@app/contract/permisos';
import { declarar } from '../../lib/declaracion-ruta';
import { usuarioDe } from '../../plugins/autenticacion';
import type { ConfiguracionService } from './configuracion.service';

const comun = {
  tags: ['Configuración'],
  permisos: [PERMISOS.ADMIN_CONFIGURACION],
  errores: [400, 401, 403, 404],
} as const;

/** The company's vacation policy (ADR 014, ADR 027), behind ADMIN-CONFIGURACION-MENU. */
export const configuracionRoutes: FastifyPluginAsyncZod<{ configuracion: ConfiguracionService }> = async (
  app,
  { configuracion },
) => {
  app.get(
    '/',
    declarar({
      ...comun,
      summary: 'Configuración de vacaciones de la empresa',
      respuesta: ZConfiguracionEmpresa,
    }),
    () => configuracion.leer(),
  );

  app.put(
    '/',
    declarar({
      ...comun,
      summary:
        'Cambia la política de vacaciones: régimen laboral (GENERAL o MYPE), adelanto y su tope, orden de imputación (al menos uno)',
      body: ZActualizarConfiguracionBody,
      respuesta: ZConfiguracionEmpresa,
    }),
    (request) => configuracion.actualizar(usuarioDe(request), request.body, request.ip),
  );
};
