import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '@app/contract/comun';
import { ZErrorResponse } from '@app/contract/errores';
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
import { usuarioDe } from '../../plugins/autenticacion';
import type { PermisosService } from './permisos.service';

const errores = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
};
const config = { permisos: [PERMISOS.ADMIN_PERMISOS] };

/** Permissions administration (docs/producto.md, «Permisos»), mounted at /api/Permiso. */
export const permisosRoutes: FastifyPluginAsyncZod<{ permisos: PermisosService }> = async (
  app,
  { permisos },
) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags: ['Permisos'],
        summary: 'Permisos filtrados, ordenados y paginados, con módulos y estadísticas',
        querystring: ZPermisosQuery,
        response: { 200: ZPermisosRespuesta, ...errores },
      },
    },
    (request) => permisos.listar(request.query),
  );

  app.get(
    '/modulos',
    {
      config,
      schema: {
        tags: ['Permisos'],
        summary: 'Nombres de los módulos en uso',
        response: { 200: ZModulosRespuesta, ...errores },
      },
    },
    () => permisos.modulos(),
  );

  app.get(
    '/:id',
    {
      config,
      schema: {
        tags: ['Permisos'],
        summary: 'Detalle de un permiso',
        params: ZIdParams,
        response: { 200: ZPermiso, ...errores },
      },
    },
    (request) => permisos.obtener(request.params.id),
  );

  app.post(
    '/',
    {
      config,
      schema: {
        tags: ['Permisos'],
        summary: 'Crea un permiso',
        body: ZCrearPermisoBody,
        response: { 200: ZGuardarPermisoRespuesta, ...errores },
      },
    },
    (request) => permisos.crear(usuarioDe(request), request.body, request.ip),
  );

  app.put(
    '/:id',
    {
      config,
      schema: {
        tags: ['Permisos'],
        summary: 'Actualiza un permiso (el código de un permiso del sistema no cambia)',
        params: ZIdParams,
        body: ZActualizarPermisoBody,
        response: { 200: ZGuardarPermisoRespuesta, ...errores },
      },
    },
    (request) => permisos.actualizar(usuarioDe(request), request.params.id, request.body, request.ip),
  );
};
