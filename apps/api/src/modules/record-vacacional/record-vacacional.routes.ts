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
import { PERMISOS } from '@app/contract/permisos';
import { declarar } from '../../lib/declaracion-ruta';
import { usuarioDe } from '../../plugins/autenticacion';
import type { Actor, RecordVacacionalService } from './record-vacacional.service';

const comun = {
  tags: ['Configuración'],
  permisos: [PERMISOS.ADMIN_CONFIGURACION],
  errores: [400, 401, 403, 404, 409],
} as const;
const actor = (request: FastifyRequest): Actor => ({ id: usuarioDe(request).id, ip: request.ip });

/** Récord vacacional no cumplido (docs/reglas-vacaciones.md, «Récord vacacional», TV-15; ADR 027), behind ADMIN-CONFIGURACION-MENU. */
export const recordVacacionalRoutes: FastifyPluginAsyncZod<{ record: RecordVacacionalService }> = async (
  app,
  { record },
) => {
  app.get(
    '/',
    declarar({
      ...comun,
      summary: 'Períodos marcados como récord vacacional no cumplido, paginados y con búsqueda por empleado',
      querystring: ZListarRecordQuery,
      respuesta: ZListaRecord,
    }),
    (request) => record.listar(request.query),
  );

  app.post(
    '/',
    declarar({
      ...comun,
      summary: 'Marca un período de un empleado como récord no cumplido (el período queda sin días)',
      body: ZCrearRecordBody,
      respuesta: ZRecordNoCumplido,
    }),
    (request) => record.crear(actor(request), request.body),
  );

  app.delete(
    '/:usuarioId/:periodo',
    declarar({
      ...comun,
      summary: 'Quita la marca de récord no cumplido de un período (recupera sus días)',
      params: ZRecordParams,
      respuesta: ZMensaje,
    }),
    (request) => record.eliminar(actor(request), request.params.usuarioId, request.params.periodo),
  );

  app.get(
    '/empleados',
    declarar({
      ...comun,
      summary: 'Busca empleados por nombre, email o documento (como máximo 20) para marcar un período',
      querystring: ZEmpleadosRecordQuery,
      respuesta: ZEmpleadosRecord,
    }),
    (request) => record.empleados(request.query.busqueda),
  );

  app.get(
    '/empleados/:id/periodos',
    declarar({
      ...comun,
      summary: 'Períodos de un empleado hasta hoy, del más reciente al más antiguo, y si están marcados',
      params: ZIdEmpleadoParams,
      respuesta: ZPeriodosEmpleado,
    }),
    (request) => record.periodosDe(request.params.id),
  );
};
