import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '@app/contract/comun';
import { PERMISOS } from '@app/contract/permisos';
import {
  ZActualizarPermisoBody,
  ZCrearPermisoBody,
  ZGuardarPermisoRespuesta,
  ZModulosRespuesta,
  ZPermiso,
  ZPermisosQuery,
  ZPermisosRespuesta,
} from '@app/contract/roles';
import { declarar } from '../../lib/declaracion-ruta';
import { usuarioDe } from '../../plugins/autenticacion';
import type { PermisosService } from './permisos.service';

const comun = {
  tags: ['Permisos'],
  permisos: [PERMISOS.ADMIN_PERMISOS],
  errores: [400, 401, 403, 404, 409, 422],
} as const;

/** Permissions administration (docs/producto.md, «Permisos»), mounted at /api/Permiso. */
export const permisosRoutes: FastifyPluginAsyncZod<{ permisos: PermisosService }> = async (
  app,
  { permisos },
) => {
  app.get(
    '/',
    declarar({
      ...comun,
      summary: 'Permisos filtrados, ordenados y paginados, con módulos y estadísticas',
      querystring: ZPermisosQuery,
      respuesta: ZPermisosRespuesta,
    }),
    (request) => permisos.listar(request.query),
  );

  app.get(
    '/modulos',
    declarar({
      ...comun,
      summary: 'Nombres de los módulos en uso',
      respuesta: ZModulosRespuesta,
    }),
    () => permisos.modulos(),
  );

  app.get(
    '/:id',
    declarar({
      ...comun,
      summary: 'Detalle de un permiso',
      params: ZIdParams,
      respuesta: ZPermiso,
    }),
    (request) => permisos.obtener(request.params.id),
  );

  app.post(
    '/',
    declarar({
      ...comun,
      summary: 'Crea un permiso',
      body: ZCrearPermisoBody,
      respuesta: ZGuardarPermisoRespuesta,
    }),
    (request) => permisos.crear(usuarioDe(request), request.body, request.ip),
  );

  app.put(
    '/:id',
    declarar({
      ...comun,
      summary: 'Actualiza un permiso (el código de un permiso del sistema no cambia)',
      params: ZIdParams,
      body: ZActualizarPermisoBody,
      respuesta: ZGuardarPermisoRespuesta,
    }),
    (request) => permisos.actualizar(usuarioDe(request), request.params.id, request.body, request.ip),
  );
};
