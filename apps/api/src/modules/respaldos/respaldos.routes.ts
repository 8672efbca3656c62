import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@app/contract/errores';
import { PERMISOS } from '@app/contract/permisos';
import { ZEstadoRespaldos, ZRespaldoCreado } from '@app/contract/respaldos';
import { usuarioDe } from '../../plugins/autenticacion';
import type { RespaldosService } from './respaldos.service';

const errores = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** Backups in Configuración (ADR 043), behind ADMIN-CONFIGURACION-MENU. */
export const respaldosRoutes: FastifyPluginAsyncZod<{ respaldos: RespaldosService }> = async (
  app,
  { respaldos },
) => {
  app.get(
    '/',
    {
      config: { permisos: [PERMISOS.ADMIN_CONFIGURACION] },
      schema: {
        tags: ['Configuración'],
        summary: 'Respaldos: programación, último y próximo, y los que se conservan',
        response: { 200: ZEstadoRespaldos, ...errores },
      },
    },
    () => respaldos.estado(),
  );

  app.post(
    '/',
    {
      config: { permisos: [PERMISOS.ADMIN_CONFIGURACION] },
      schema: {
        tags: ['Configuración'],
        summary: 'Respaldar ahora: escribe un respaldo completo de la base en RESPALDO_DIR',
        response: { 200: ZRespaldoCreado, ...errores, 503: ZErrorResponse },
      },
    },
    (request) => respaldos.respaldarAhora(usuarioDe(request), request.ip),
  );
};
