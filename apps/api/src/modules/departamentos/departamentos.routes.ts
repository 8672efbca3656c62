import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZMensaje } from '@app/contract/comun';
import {
  ZCambiarEstadoDepartamentoBody,
  ZDepartamentoRespuesta,
  ZDepartamentosPaginaRespuesta,
  ZDepartamentosQuery,
  ZGuardarDepartamentoBody,
  ZGuardarDepartamentoRespuesta,
} from '@app/contract/departamentos';
import { ZErrorResponse } from '@app/contract/errores';
import { PERMISOS } from '@app/contract/permisos';
import { ZOpcionesJefe, ZOpcionesJefeQuery } from '@app/contract/usuarios';
import { usuarioDe } from '../../plugins/autenticacion';
import type { ActorDepartamentos, DepartamentosService } from './departamentos.service';

const errores = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};
const config = { permisos: [PERMISOS.ADMIN_DEPARTAMENTOS] };
const tags = ['Departamentos'];
const actor = (request: FastifyRequest): ActorDepartamentos => ({
  id: usuarioDe(request).id,
  ip: request.ip,
});

/** Departments administration, mounted at /api/departamentos: every route needs ADMIN-DEPARTAMENTOS-MENU. */
export const departamentosRoutes: FastifyPluginAsyncZod<{ departamentos: DepartamentosService }> = async (
  app,
  { departamentos },
) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary:
          'Departamentos filtrados por código o nombre y estado, ordenados y paginados, con estadísticas',
        querystring: ZDepartamentosQuery,
        response: { 200: ZDepartamentosPaginaRespuesta, ...errores },
      },
    },
    (request) => departamentos.listar(request.query),
  );

  app.get(
    '/opciones-jefe-area',
    {
      config,
      schema: {
        tags,
        summary: 'Usuarios activos que pueden ser jefe de área, por nombre, email o documento (máximo 20)',
        querystring: ZOpcionesJefeQuery.omit({ excluirId: true }),
        response: { 200: ZOpcionesJefe, ...errores },
      },
    },
    (request) => departamentos.opcionesJefeArea(request.query),
  );

  app.get(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Detalle de un departamento con sus empleados activos y totales',
        params: ZIdParams,
        response: { 200: ZDepartamentoRespuesta, ...errores },
      },
    },
    (request) => departamentos.obtener(request.params.id),
  );

  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Crea un departamento (código y nombre únicos)',
        body: ZGuardarDepartamentoBody,
        response: { 200: ZGuardarDepartamentoRespuesta, ...errores },
      },
    },
    (request) => departamentos.crear(actor(request), request.body),
  );

  app.put(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Actualiza código, nombre, jefe de área, centro de costo y estado de un departamento',
        params: ZIdParams,
        body: ZGuardarDepartamentoBody,
        response: { 200: ZGuardarDepartamentoRespuesta, ...errores },
      },
    },
    (request) => departamentos.actualizar(actor(request), request.params.id, request.body),
  );

  app.patch(
    '/:id/estado',
    {
      config,
      schema: {
        tags,
        summary:
          'Activa o desactiva un departamento (desactivar conserva sus empleados y lo quita de las listas)',
        params: ZIdParams,
        body: ZCambiarEstadoDepartamentoBody,
        response: { 200: ZGuardarDepartamentoRespuesta, ...errores },
      },
    },
    (request) => departamentos.cambiarEstado(actor(request), request.params.id, request.body.activo),
  );

  app.delete(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Elimina un departamento sin empleados (409 si tiene alguno, activo o no)',
        params: ZIdParams,
        response: { 200: ZMensaje, ...errores },
      },
    },
    (request) => departamentos.eliminar(actor(request), request.params.id),
  );
};
