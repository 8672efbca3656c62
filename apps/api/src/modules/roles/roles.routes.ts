import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '@app/contract/comun';
import { PERMISOS } from '@app/contract/permisos';
import {
  ZActualizarRolBody,
  ZCambiarEstadoRolRespuesta,
  ZCrearRolBody,
  ZGuardarRolRespuesta,
  ZPermisosSeleccionablesRespuesta,
  ZRolRespuesta,
  ZRolesPaginaRespuesta,
  ZRolesQuery,
} from '@app/contract/roles';
import { declarar } from '../../lib/declaracion-ruta';
import { usuarioDe } from '../../plugins/autenticacion';
import type { RolesService } from './roles.service';

const comun = {
  tags: ['Roles'],
  permisos: [PERMISOS.ADMIN_ROLES],
  errores: [400, 401, 403, 404, 409, 422],
} as const;

/** Roles administration (docs/producto.md, «Roles»), mounted at /api/rol. */
export const rolesRoutes: FastifyPluginAsyncZod<{ roles: RolesService }> = async (app, { roles }) => {
  app.get(
    '/get-rol-pagination',
    declarar({
      ...comun,
      summary: 'Roles filtrados por nombre, ordenados y paginados',
      querystring: ZRolesQuery,
      respuesta: ZRolesPaginaRespuesta,
    }),
    (request) => roles.listar(usuarioDe(request), request.query),
  );

  app.get(
    '/get-permisos',
    declarar({
      ...comun,
      summary: 'Permisos activos que quien consulta puede asignar a un rol (los que él mismo tiene)',
      respuesta: ZPermisosSeleccionablesRespuesta,
    }),
    (request) => roles.permisosDisponibles(usuarioDe(request)),
  );

  app.get(
    '/get-rol/:id',
    declarar({
      ...comun,
      summary: 'Detalle de un rol',
      params: ZIdParams,
      respuesta: ZRolRespuesta,
    }),
    (request) => roles.obtener(usuarioDe(request), request.params.id),
  );

  app.post(
    '/crear-rol',
    declarar({
      ...comun,
      summary: 'Crea un rol con sus permisos',
      body: ZCrearRolBody,
      respuesta: ZGuardarRolRespuesta,
    }),
    (request) => roles.crear(usuarioDe(request), request.body, request.ip),
  );

  app.put(
    '/actualizar-rol',
    declarar({
      ...comun,
      summary: 'Actualiza nombre, descripción y permisos de un rol',
      body: ZActualizarRolBody,
      respuesta: ZGuardarRolRespuesta,
    }),
    (request) => roles.actualizar(usuarioDe(request), request.body, request.ip),
  );

  app.put(
    '/cambiar-estado-rol/:id',
    declarar({
      ...comun,
      summary: 'Activa o desactiva un rol',
      params: ZIdParams,
      respuesta: ZCambiarEstadoRolRespuesta,
    }),
    (request) => roles.cambiarEstado(usuarioDe(request), request.params.id, request.ip),
  );
};
