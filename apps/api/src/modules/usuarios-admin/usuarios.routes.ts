import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams, ZMensaje } from '@app/contract/comun';
import { ZErrorResponse } from '@app/contract/errores';
import { PERMISOS } from '@app/contract/permisos';
import {
  ZActualizarUsuarioBody,
  ZCambiarEstadoUsuarioRespuesta,
  ZCrearUsuarioBody,
  ZCrearUsuarioRespuesta,
  ZDropdownDepartamentos,
  ZDropdownJefes,
  ZDropdownRoles,
  ZExportarUsuariosQuery,
  ZListarUsuariosQuery,
  ZListarUsuariosRespuesta,
  ZOpcionesJefe,
  ZOpcionesJefeQuery,
  ZReiniciarContrasenaBody,
  ZReiniciarContrasenaRespuesta,
  ZRegimenEmpresa,
  ZSoloActivosQuery,
  ZUsuarioDetalle,
  ZVistaPreviaFechaIngresoBody,
  ZVistaPreviaFechaIngresoRespuesta,
} from '@app/contract/usuarios';
import { usuarioDe } from '../../plugins/autenticacion';
import type { Actor, UsuariosAdminService } from './usuarios.service';
import { responderExcel } from '../exportaciones/exportaciones.service';

const errores = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
};

const config = { permisos: [PERMISOS.ADMIN_USUARIOS] };
const tags = ['Administración de usuarios'];
const actor = (request: FastifyRequest): Actor => {
  const usuario = usuarioDe(request);
  return { id: usuario.id, ip: request.ip, versionDatos: usuario.versionDatos };
};

/** User administration (docs/producto.md, «Usuarios»): every route needs ADMIN-USUARIOS-MENU. */
export const usuariosAdminRoutes: FastifyPluginAsyncZod<{ usuarios: UsuariosAdminService }> = async (
  app,
  { usuarios },
) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Usuarios filtrados, ordenados y paginados, con estadísticas del conjunto filtrado',
        querystring: ZListarUsuariosQuery,
        response: { 200: ZListarUsuariosRespuesta, ...errores },
      },
    },
    (request) => usuarios.listar(actor(request), request.query),
  );

  app.get(
    '/exportar',
    {
      config,
      schema: {
        tags,
        summary: 'Usuarios en .xlsx: todos los filtrados, en el orden de la lista (en flujo)',
        querystring: ZExportarUsuariosQuery,
        response: { 200: z.any(), ...errores },
      },
    },
    async (request, reply) =>
      responderExcel(reply, await usuarios.exportar(usuarioDe(request), request.query, request.ip)),
  );

  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary:
          'Crea un usuario; si no se indica contraseña, genera una temporal y la devuelve una sola vez',
        body: ZCrearUsuarioBody,
        response: { 200: ZCrearUsuarioRespuesta, ...errores },
      },
    },
    (request, reply) => {
      // The reply may carry a temporary password: never kept by a cache.
      reply.header('cache-control', 'no-store');
      return usuarios.crear(actor(request), request.body);
    },
  );

  app.get(
    '/dropdowns/departamentos',
    {
      config,
      schema: {
        tags,
        summary: 'Departamentos para el formulario de usuario',
        querystring: ZSoloActivosQuery,
        response: { 200: ZDropdownDepartamentos, ...errores },
      },
    },
    (request) => usuarios.departamentos(request.query.soloActivos),
  );

  app.get(
    '/dropdowns/roles',
    {
      config,
      schema: {
        tags,
        summary: 'Nombres de los roles activos que quien consulta puede asignar (tiene todos sus permisos)',
        response: { 200: ZDropdownRoles, ...errores },
      },
    },
    (request) => usuarios.roles(actor(request)),
  );

  app.get(
    '/dropdowns/regimen-empresa',
    {
      config,
      schema: {
        tags,
        summary: 'Régimen laboral de la empresa, el que sigue un usuario sin régimen propio',
        response: { 200: ZRegimenEmpresa, ...errores },
      },
    },
    () => usuarios.regimenEmpresa(),
  );

  app.get(
    '/dropdowns/jefes',
    {
      config,
      schema: {
        tags,
        summary: 'Usuarios que pueden elegirse como jefe inmediato',
        querystring: ZSoloActivosQuery,
        response: { 200: ZDropdownJefes, ...errores },
      },
    },
    (request) => usuarios.jefes(request.query.soloActivos),
  );

  app.get(
    '/opciones-jefe',
    {
      config,
      schema: {
        tags,
        summary:
          'Busca entre los usuarios activos por nombre, email o documento (como máximo 20) para elegir un jefe inmediato',
        querystring: ZOpcionesJefeQuery,
        response: { 200: ZOpcionesJefe, ...errores },
      },
    },
    (request) => usuarios.opcionesJefe(request.query),
  );

  app.get(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Todos los campos del formulario de un usuario',
        params: ZIdParams,
        response: { 200: ZUsuarioDetalle, ...errores },
      },
    },
    (request) => usuarios.detalle(actor(request), request.params.id),
  );

  app.put(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Actualiza un usuario (desactivarlo revoca sus sesiones)',
        params: ZIdParams,
        body: ZActualizarUsuarioBody,
        response: { 200: ZMensaje, ...errores },
      },
    },
    (request) => usuarios.actualizar(actor(request), request.params.id, request.body),
  );

  app.post(
    '/:id/vista-previa-fecha-ingreso',
    {
      config,
      schema: {
        tags,
        summary: 'Períodos de vacaciones cuyos saldos cambiarían con otra fecha de ingreso (no cambia nada)',
        params: ZIdParams,
        body: ZVistaPreviaFechaIngresoBody,
        response: { 200: ZVistaPreviaFechaIngresoRespuesta, ...errores },
      },
    },
    (request) => usuarios.vistaPreviaFechaIngreso(actor(request), request.params.id, request.body),
  );

  app.post(
    '/:id/toggle-status',
    {
      config,
      schema: {
        tags,
        summary: 'Activa o desactiva un usuario (desactivarlo revoca sus sesiones)',
        params: ZIdParams,
        response: { 200: ZCambiarEstadoUsuarioRespuesta, ...errores },
      },
    },
    (request) => usuarios.cambiarEstado(actor(request), request.params.id),
  );

  app.post(
    '/:id/reset-password',
    {
      config,
      schema: {
        tags,
        summary: 'Genera una contraseña temporal de un solo uso y cierra las sesiones del usuario',
        params: ZIdParams,
        body: ZReiniciarContrasenaBody,
        response: { 200: ZReiniciarContrasenaRespuesta, ...errores },
      },
    },
    (request, reply) => {
      reply.header('cache-control', 'no-store');
      return usuarios.reiniciarContrasena(actor(request), request.params.id, request.body);
    },
  );

  app.delete(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Elimina un usuario sin historial (con historial: 409, desactivarlo en su lugar)',
        params: ZIdParams,
        response: { 200: ZMensaje, ...errores },
      },
    },
    (request) => usuarios.eliminar(actor(request), request.params.id),
  );
};
