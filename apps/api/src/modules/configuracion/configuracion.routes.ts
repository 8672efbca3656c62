import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZActualizarConfiguracionBody, ZConfiguracionEmpresa } from '@app/contract/configuracion';
import { ZErrorResponse } from '@app/contract/errores';
import { PERMISOS } from '@app/contract/permisos';
import { usuarioDe } from '../../plugins/autenticacion';
import type { ConfiguracionService } from './configuracion.service';

const errores = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** Company settings (ADR 014): until the configuration page exists, set through this API by an administrator. */
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
        summary: 'Cambia el orden de imputación de las solicitudes a los períodos (FIFO o EXPIRY_FIRST)',
        body: ZActualizarConfiguracionBody,
        response: { 200: ZConfiguracionEmpresa, ...errores },
      },
    },
    (request) => configuracion.actualizar(usuarioDe(request), request.body, request.ip),
  );
};
