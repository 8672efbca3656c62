import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams, ZMensaje } from '@app/contract/comun';
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
import { declarar, type AppRutas } from '../../lib/declaracion-ruta';
import { usuarioDe } from '../../plugins/autenticacion';
import type { Actor, UsuariosAdminService } from './usuarios.service';
import { responderExcel } from '../exportaciones/exportaciones.service';

const comun = {
  tags: ['Administración de usuarios'],
  permisos: [PERMISOS.ADMIN_USUARIOS],
  errores: [400, 401, 403, 404, 409, 422],
} as const;
const actor = (request: FastifyRequest): Actor => {
  const usuario = usuarioDe(request);
  return { id: usuario.id, ip: request.ip, versionDatos: usuario.versionDatos };
};

/** The list, its export and one user's form. */
function rutasDeConsulta(app: AppRutas, usuarios: UsuariosAdminService) {
  app.get(
    '/',
    declarar({
      ...comun,
      summary: 'Usuarios filtrados, ordenados y paginados, con estadísticas del conjunto filtrado',
      querystring: ZListarUsuariosQuery,
      respuesta: ZListarUsuariosRespuesta,
    }),
    (request) => usuarios.listar(actor(request), request.query),
  );

  app.get(
    '/exportar',
    declarar({
      ...comun,
      summary: 'Usuarios en .xlsx: todos los filtrados, en el orden de la lista (en flujo)',
      querystring: ZExportarUsuariosQuery,
      respuesta: z.any(),
    }),
    async (request, reply) =>
      responderExcel(reply, await usuarios.exportar(usuarioDe(request), request.query, request.ip)),
  );

  app.get(
    '/:id',
    declarar({
      ...comun,
      summary: 'Todos los campos del formulario de un usuario',
      params: ZIdParams,
      respuesta: ZUsuarioDetalle,
    }),
    (request) => usuarios.detalle(actor(request), request.params.id),
  );
}

/** The choices the user form offers. */
function rutasDeOpciones(app: AppRutas, usuarios: UsuariosAdminService) {
  app.get(
    '/dropdowns/departamentos',
    declarar({
      ...comun,
      summary: 'Departamentos para el formulario de usuario',
      querystring: ZSoloActivosQuery,
      respuesta: ZDropdownDepartamentos,
    }),
    (request) => usuarios.departamentos(request.query.soloActivos),
  );

  app.get(
    '/dropdowns/roles',
    declarar({
      ...comun,
      summary: 'Nombres de los roles activos que quien consulta puede asignar (tiene todos sus permisos)',
      respuesta: ZDropdownRoles,
    }),
    (request) => usuarios.roles(actor(request)),
  );

  app.get(
    '/dropdowns/regimen-empresa',
    declarar({
      ...comun,
      summary: 'Régimen laboral de la empresa, el que sigue un usuario sin régimen propio',
      respuesta: ZRegimenEmpresa,
    }),
    () => usuarios.regimenEmpresa(),
  );

  app.get(
    '/dropdowns/jefes',
    declarar({
      ...comun,
      summary: 'Usuarios que pueden elegirse como jefe inmediato',
      querystring: ZSoloActivosQuery,
      respuesta: ZDropdownJefes,
    }),
    (request) => usuarios.jefes(request.query.soloActivos),
  );

  app.get(
    '/opciones-jefe',
    declarar({
      ...comun,
      summary:
        'Busca entre los usuarios activos por nombre, email o documento (como máximo 20) para elegir un jefe inmediato',
      querystring: ZOpcionesJefeQuery,
      respuesta: ZOpcionesJefe,
    }),
    (request) => usuarios.opcionesJefe(request.query),
  );
}

/** Creating, editing, activating, resetting the password of and deleting a user. */
function rutasDeCambios(app: AppRutas, usuarios: UsuariosAdminService) {
  app.post(
    '/',
    declarar({
      ...comun,
      summary: 'Crea un usuario; si no se indica contraseña, genera una temporal y la devuelve una sola vez',
      body: ZCrearUsuarioBody,
      respuesta: ZCrearUsuarioRespuesta,
    }),
    (request, reply) => {
      // The reply may carry a temporary password: never kept by a cache.
      reply.header('cache-control', 'no-store');
      return usuarios.crear(actor(request), request.body);
    },
  );

  app.put(
    '/:id',
    declarar({
      ...comun,
      summary: 'Actualiza un usuario (desactivarlo revoca sus sesiones)',
      params: ZIdParams,
      body: ZActualizarUsuarioBody,
      respuesta: ZMensaje,
    }),
    (request) => usuarios.actualizar(actor(request), request.params.id, request.body),
  );

  app.post(
    '/:id/vista-previa-fecha-ingreso',
    declarar({
      ...comun,
      summary: 'Períodos de vacaciones cuyos saldos cambiarían con otra fecha de ingreso (no cambia nada)',
      params: ZIdParams,
      body: ZVistaPreviaFechaIngresoBody,
      respuesta: ZVistaPreviaFechaIngresoRespuesta,
    }),
    (request) => usuarios.vistaPreviaFechaIngreso(actor(request), request.params.id, request.body),
  );

  app.post(
    '/:id/toggle-status',
    declarar({
      ...comun,
      summary: 'Activa o desactiva un usuario (desactivarlo revoca sus sesiones)',
      params: ZIdParams,
      respuesta: ZCambiarEstadoUsuarioRespuesta,
    }),
    (request) => usuarios.cambiarEstado(actor(request), request.params.id),
  );

  app.post(
    '/:id/reset-password',
    declarar({
      ...comun,
      summary: 'Genera una contraseña temporal de un solo uso y cierra las sesiones del usuario',
      params: ZIdParams,
      body: ZReiniciarContrasenaBody,
      respuesta: ZReiniciarContrasenaRespuesta,
    }),
    (request, reply) => {
      reply.header('cache-control', 'no-store');
      return usuarios.reiniciarContrasena(actor(request), request.params.id, request.body);
    },
  );

  app.delete(
    '/:id',
    declarar({
      ...comun,
      summary: 'Elimina un usuario sin historial (con historial: 409, desactivarlo en su lugar)',
      params: ZIdParams,
      respuesta: ZMensaje,
    }),
    (request) => usuarios.eliminar(actor(request), request.params.id),
  );
}

/** User administration (docs/producto.md, «Usuarios»): every route needs ADMIN-USUARIOS-MENU. */
export const usuariosAdminRoutes: FastifyPluginAsyncZod<{ usuarios: UsuariosAdminService }> = async (
  app,
  { usuarios },
) => {
  rutasDeConsulta(app, usuarios);
  rutasDeOpciones(app, usuarios);
  rutasDeCambios(app, usuarios);
};
