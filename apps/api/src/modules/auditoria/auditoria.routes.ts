import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAuditoriaEstadisticas,
  ZAuditoriaExportarQuery,
  ZAuditoriaPagina,
  ZAuditoriaPaginaQuery,
  ZAuditoriaQuery,
  ZAuditoriaRangoQuery,
  ZAuditoriaRecientesQuery,
  ZAuditoriaRegistro,
  ZAuditoriaResumenDiario,
  ZAuditoriaSimpleQuery,
  ZModuloParams,
} from '@app/contract/auditoria';
import { ZIdParams } from '@app/contract/comun';
import { ZErrorResponse } from '@app/contract/errores';
import { PERMISOS } from '@app/contract/permisos';
import { usuarioDe } from '../../plugins/autenticacion';
import { responderExcel } from '../exportaciones/exportaciones.service';
import type { AuditoriaService } from './auditoria.service';
import type { ExportacionAuditoriaService } from './exportacion-auditoria.service';

const errores = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const config = { permisos: [PERMISOS.AUDITORIA_VER] };
const tags = ['Auditoría'];

/**
 * The audit history, read-only (docs/producto.md, «Auditoría»): records are append-only, so there is no route that
 * changes or deletes them. Every route needs AUDITORIA-VER. Literal paths win over `/:id` in Fastify's router.
 */
export const auditoriaRoutes: FastifyPluginAsyncZod<{
  auditoria: AuditoriaService;
  exportacionAuditoria: ExportacionAuditoriaService;
}> = async (app, { auditoria, exportacionAuditoria }) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Historial de auditoría filtrado, ordenado y paginado',
        querystring: ZAuditoriaQuery,
        response: { 200: ZAuditoriaPagina, ...errores },
      },
    },
    (request) => auditoria.listar(request.query),
  );

  app.get(
    '/exportar',
    {
      config,
      schema: {
        tags,
        summary:
          'Historial de auditoría en .xlsx: todos los registros filtrados, en el orden de la lista (en flujo)',
        querystring: ZAuditoriaExportarQuery,
        response: { 200: z.any(), ...errores },
      },
    },
    async (request, reply) =>
      responderExcel(
        reply,
        await exportacionAuditoria.exportar(usuarioDe(request), request.query, request.ip),
      ),
  );

  app.get(
    '/gestion-usuarios',
    {
      config,
      schema: {
        tags,
        summary: 'Historial del módulo de gestión de usuarios (mismos filtros; el módulo es fijo)',
        querystring: ZAuditoriaQuery,
        response: { 200: ZAuditoriaPagina, ...errores },
      },
    },
    (request) => auditoria.listar(request.query, 'GESTION_USUARIOS'),
  );

  app.get(
    '/gestion-usuarios/simple',
    {
      config,
      schema: {
        tags,
        summary: 'Historial de gestión de usuarios, solo paginado y opcionalmente por usuario',
        querystring: ZAuditoriaSimpleQuery,
        response: { 200: ZAuditoriaPagina, ...errores },
      },
    },
    (request) =>
      auditoria.listar(
        { ...request.query, ordenarPor: 'fechaHora', ordenDescendente: true },
        'GESTION_USUARIOS',
      ),
  );

  app.get(
    '/usuario/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Acciones realizadas por un usuario o que lo afectaron',
        params: ZIdParams,
        querystring: ZAuditoriaPaginaQuery,
        response: { 200: ZAuditoriaPagina, ...errores },
      },
    },
    (request) => auditoria.porUsuario(request.params.id, request.query),
  );

  app.get(
    '/usuario/:id/recientes',
    {
      config,
      schema: {
        tags,
        summary: 'Las acciones más recientes de un usuario (o que lo afectaron)',
        params: ZIdParams,
        querystring: ZAuditoriaRecientesQuery,
        response: { 200: ZAuditoriaRegistro.array(), ...errores },
      },
    },
    (request) => auditoria.recientesDeUsuario(request.params.id, request.query.limite),
  );

  app.get(
    '/estadisticas',
    {
      config,
      schema: {
        tags,
        summary: 'Cantidad de registros por módulo y por severidad',
        querystring: ZAuditoriaRangoQuery,
        response: { 200: ZAuditoriaEstadisticas, ...errores },
      },
    },
    (request) => auditoria.estadisticas(request.query),
  );

  app.get(
    '/estadisticas/resumen-diario',
    {
      config,
      schema: {
        tags,
        summary: 'Cantidad de registros por día (calendario de Lima) y severidad',
        querystring: ZAuditoriaRangoQuery,
        response: { 200: ZAuditoriaResumenDiario, ...errores },
      },
    },
    (request) => auditoria.resumenDiario(request.query),
  );

  app.get(
    '/modulo/:modulo',
    {
      config,
      schema: {
        tags,
        summary: 'Historial de un módulo',
        params: ZModuloParams,
        querystring: ZAuditoriaPaginaQuery,
        response: { 200: ZAuditoriaPagina, ...errores },
      },
    },
    (request) => auditoria.porModulo(request.params.modulo, request.query),
  );

  app.get(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Un registro de auditoría',
        params: ZIdParams,
        response: { 200: ZAuditoriaRegistro, ...errores },
      },
    },
    (request) => auditoria.detalle(request.params.id),
  );
};
