import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZActualizarConfiguracionBody, ZConfiguracionEmpresa } from '@app/contract/configuracion';
import { ZErrorResponse } from '@app/contract/errores';
import { PERMISOS } from '@app/contract/permisos';
import { usuarioDe } from '../../plugins/autenticacion';
import type { ConfiguracionService } from './configuracion.service';

const errores = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** The company's vacation policy (ADR 014, ADR 027), behind ADMIN-CONFIGURACION-MENU. */
export const configuracionRoutes: FastifyPluginAsyncZod<{ configuracion: ConfiguracionService }> = async (
  app,
  { configuracion },
) => {
  app.get(
    '/',
    {
      config: { permisos: [PERMISOS.ADMIN_CONFIGURACION] },
      schema: {
        tags: ['Configuración'],
        summary: 'Configuración de vacaciones de la empresa',
        response: { 200: ZConfiguracionEmpresa, ...errores },
      },
    },
    () => configuracion.leer(),
  );

  app.put(
    '/',
    {
      config: { permisos: [PERMISOS.ADMIN_CONFIGURACION] },
      schema: {
        tags: ['Configuración'],
        summary:
          'Cambia la política de vacaciones: régimen laboral (GENERAL o MYPE), adelanto y su tope, orden de imputación (al menos uno)',
        body: ZActualizarConfiguracionBody,
        response: { 200: ZConfiguracionEmpresa, ...errores },
      },
    },
    (request) => configuracion.actualizar(usuarioDe(request), request.body, request.ip),
  );
};
