import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '@app/contract/comun';
import { ZErrorResponse } from '@app/contract/errores';
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
import { usuarioDe } from '../../plugins/autenticacion';
import type { RolesService } from './roles.service';

const errores = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
};
const config = { permisos: [PERMISOS.ADMIN_ROLES] };

/** Roles administration (docs/producto.md, «Roles»), mounted at /api/rol. */
export const rolesRoutes: FastifyPluginAsyncZod<{ roles: RolesService }> = async (app, { roles }) => {
  app.get(
    '/get-rol-pagination',
    {
      config,
      schema: {
        tags: ['Roles'],
        summary: 'Roles filtrados por nombre, ordenados y paginados',
        querystring: ZRolesQuery,
        response: { 200: ZRolesPaginaRespuesta, ...errores },
      },
    },
    (request) => roles.listar(usuarioDe(request), request.query),
  );

  app.get(
    '/get-permisos',
    {
      config,
      schema: {
        tags: ['Roles'],
        summary: 'Permisos activos que quien consulta puede asignar a un rol (los que él mismo tiene)',
        response: { 200: ZPermisosSeleccionablesRespuesta, ...errores },
      },
    },
    (request) => roles.permisosDisponibles(usuarioDe(request)),
  );

  app.get(
    '/get-rol/:id',
    {
      config,
      schema: {
        tags: ['Roles'],
        summary: 'Detalle de un rol',
        params: ZIdParams,
        response: { 200: ZRolRespuesta, ...errores },
      },
    },
    (request) => roles.obtener(usuarioDe(request), request.params.id),
  );

  app.post(
    '/crear-rol',
    {
      config,
      schema: {
        tags: ['Roles'],
        summary: 'Crea un rol con sus permisos',
        body: ZCrearRolBody,
        response: { 200: ZGuardarRolRespuesta, ...errores },
      },
    },
    (request) => roles.crear(usuarioDe(request), request.body, request.ip),
  );

  app.put(
    '/actualizar-rol',
    {
      config,
      schema: {
        tags: ['Roles'],
        summary: 'Actualiza nombre, descripción y permisos de un rol',
        body: ZActualizarRolBody,
        response: { 200: ZGuardarRolRespuesta, ...errores },
      },
    },
    (request) => roles.actualizar(usuarioDe(request), request.body, request.ip),
  );

  app.put(
    '/cambiar-estado-rol/:id',
    {
      config,
      schema: {
        tags: ['Roles'],
        summary: 'Activa o desactiva un rol',
        params: ZIdParams,
        response: { 200: ZCambiarEstadoRolRespuesta, ...errores },
      },
    },
    (request) => roles.cambiarEstado(usuarioDe(request), request.params.id, request.ip),
  );
};
