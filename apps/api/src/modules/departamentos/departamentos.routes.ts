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
import { PERMISOS } from '@app/contract/permisos';
import { ZOpcionesJefe, ZOpcionesJefeQuery } from '@app/contract/usuarios';
import { declarar } from '../../lib/declaracion-ruta';
import { usuarioDe } from '../../plugins/autenticacion';
import type { ActorDepartamentos, DepartamentosService } from './departamentos.service';

const comun = {
  tags: ['Departamentos'],
  permisos: [PERMISOS.ADMIN_DEPARTAMENTOS],
  errores: [400, 401, 403, 404, 409],
} as const;
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
    declarar({
      ...comun,
      summary:
        'Departamentos filtrados por código o nombre y estado, ordenados y paginados, con estadísticas',
      querystring: ZDepartamentosQuery,
      respuesta: ZDepartamentosPaginaRespuesta,
    }),
    (request) => departamentos.listar(request.query),
  );

  app.get(
    '/opciones-jefe-area',
    declarar({
      ...comun,
      summary: 'Usuarios activos que pueden ser jefe de área, por nombre, email o documento (máximo 20)',
      querystring: ZOpcionesJefeQuery.omit({ excluirId: true }),
      respuesta: ZOpcionesJefe,
    }),
    (request) => departamentos.opcionesJefeArea(request.query),
  );

  app.get(
    '/:id',
    declarar({
      ...comun,
      summary: 'Detalle de un departamento con sus empleados activos y totales',
      params: ZIdParams,
      respuesta: ZDepartamentoRespuesta,
    }),
    (request) => departamentos.obtener(request.params.id),
  );

  app.post(
    '/',
    declarar({
      ...comun,
      summary: 'Crea un departamento (código y nombre únicos)',
      body: ZGuardarDepartamentoBody,
      respuesta: ZGuardarDepartamentoRespuesta,
    }),
    (request) => departamentos.crear(actor(request), request.body),
  );

  app.put(
    '/:id',
    declarar({
      ...comun,
      summary: 'Actualiza código, nombre, jefe de área, centro de costo y estado de un departamento',
      params: ZIdParams,
      body: ZGuardarDepartamentoBody,
      respuesta: ZGuardarDepartamentoRespuesta,
    }),
    (request) => departamentos.actualizar(actor(request), request.params.id, request.body),
  );

  app.patch(
    '/:id/estado',
    declarar({
      ...comun,
      summary:
        'Activa o desactiva un departamento (desactivar conserva sus empleados y lo quita de las listas)',
      params: ZIdParams,
      body: ZCambiarEstadoDepartamentoBody,
      respuesta: ZGuardarDepartamentoRespuesta,
    }),
    (request) => departamentos.cambiarEstado(actor(request), request.params.id, request.body.activo),
  );

  app.delete(
    '/:id',
    declarar({
      ...comun,
      summary: 'Elimina un departamento sin empleados (409 si tiene alguno, activo o no)',
      params: ZIdParams,
      respuesta: ZMensaje,
    }),
    (request) => departamentos.eliminar(actor(request), request.params.id),
  );
};
