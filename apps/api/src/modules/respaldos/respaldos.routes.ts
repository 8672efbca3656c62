import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISOS } from '@app/contract/permisos';
import { ZEstadoRespaldos, ZRespaldoCreado } from '@app/contract/respaldos';
import { declarar } from '../../lib/declaracion-ruta';
import { usuarioDe } from '../../plugins/autenticacion';
import type { RespaldosService } from './respaldos.service';

const errores = [400, 401, 403] as const;
const comun = { tags: ['Configuración'], permisos: [PERMISOS.ADMIN_CONFIGURACION], errores } as const;

/** Backups in Configuración (ADR 043), behind ADMIN-CONFIGURACION-MENU. */
export const respaldosRoutes: FastifyPluginAsyncZod<{ respaldos: RespaldosService }> = async (
  app,
  { respaldos },
) => {
  app.get(
    '/',
    declarar({
      ...comun,
      summary: 'Respaldos: programación, último y próximo, y los que se conservan',
      respuesta: ZEstadoRespaldos,
    }),
    () => respaldos.estado(),
  );

  app.post(
    '/',
    declarar({
      ...comun,
      summary: 'Respaldar ahora: escribe un respaldo completo de la base en RESPALDO_DIR',
      respuesta: ZRespaldoCreado,
      errores: [...errores, 503],
    }),
    (request) => respaldos.respaldarAhora(usuarioDe(request), request.ip),
  );
};
