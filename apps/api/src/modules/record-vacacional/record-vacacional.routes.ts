import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMensaje } from '@app/contract/comun';
import {
  ZCrearRecordBody,
  ZEmpleadosRecord,
  ZEmpleadosRecordQuery,
  ZIdEmpleadoParams,
  ZListaRecord,
  ZListarRecordQuery,
  ZPeriodosEmpleado,
  ZRecordNoCumplido,
  ZRecordParams,
} from '@app/contract/configuracion';
import { ZErrorResponse } from '@app/contract/errores';
import { PERMISOS } from '@app/contract/permisos';
import { usuarioDe } from '../../plugins/autenticacion';
import type { Actor, RecordVacacionalService } from './record-vacacional.service';

const errores = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};
const config = { permisos: [PERMISOS.ADMIN_CONFIGURACION] };
const tags = ['Configuración'];
const actor = (request: FastifyRequest): Actor => ({ id: usuarioDe(request).id, ip: request.ip });

/** Récord vacacional no cumplido (docs/reglas-vacaciones.md, «Récord vacacional», TV-15; ADR 027), behind ADMIN-CONFIGURACION-MENU. */
export const recordVacacionalRoutes: FastifyPluginAsyncZod<{ record: RecordVacacionalService }> = async (
  app,
  { record },
) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary:
          'Períodos marcados como récord vacacional no cumplido, paginados y con búsqueda por empleado',
        querystring: ZListarRecordQuery,
        response: { 200: ZListaRecord, ...errores },
      },
    },
    (request) => record.listar(request.query),
  );

  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Marca un período de un empleado como récord no cumplido (el período queda sin días)',
        body: ZCrearRecordBody,
        response: { 200: ZRecordNoCumplido, ...errores },
      },
    },
    (request) => record.crear(actor(request), request.body),
  );

  app.delete(
    '/:usuarioId/:periodo',
    {
      config,
      schema: {
        tags,
        summary: 'Quita la marca de récord no cumplido de un período (recupera sus días)',
        params: ZRecordParams,
        response: { 200: ZMensaje, ...errores },
      },
    },
    (request) => record.eliminar(actor(request), request.params.usuarioId, request.params.periodo),
  );

  app.get(
    '/empleados',
    {
      config,
      schema: {
        tags,
        summary: 'Busca empleados por nombre, email o documento (como máximo 20) para marcar un período',
        querystring: ZEmpleadosRecordQuery,
        response: { 200: ZEmpleadosRecord, ...errores },
      },
    },
    (request) => record.empleados(request.query.busqueda),
  );

  app.get(
    '/empleados/:id/periodos',
    {
      config,
      schema: {
        tags,
        summary: 'Períodos de un empleado hasta hoy, del más reciente al más antiguo, y si están marcados',
        params: ZIdEmpleadoParams,
        response: { 200: ZPeriodosEmpleado, ...errores },
      },
    },
    (request) => record.periodosDe(request.params.id),
  );
};
