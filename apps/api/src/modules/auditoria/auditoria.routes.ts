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
import { PERMISOS } from '@app/contract/permisos';
import { declarar, type AppRutas } from '../../lib/declaracion-ruta';
import { usuarioDe } from '../../plugins/autenticacion';
import { responderExcel } from '../exportaciones/exportaciones.service';
import type { AuditoriaService } from './auditoria.service';
import type { ExportacionAuditoriaService } from './exportacion-auditoria.service';

const comun = {
  tags: ['Auditoría'],
  permisos: [PERMISOS.AUDITORIA_VER],
  errores: [400, 401, 403, 404],
} as const;

/** The history itself: the whole list, its export and the fixed user-management view. */
function rutasDelHistorial(
  app: AppRutas,
  auditoria: AuditoriaService,
  exportacionAuditoria: ExportacionAuditoriaService,
) {
  app.get(
    '/',
    declarar({
      ...comun,
      summary: 'Historial de auditoría filtrado, ordenado y paginado',
      querystring: ZAuditoriaQuery,
      respuesta: ZAuditoriaPagina,
    }),
    (request) => auditoria.listar(request.query),
  );

  app.get(
    '/exportar',
    declarar({
      ...comun,
      summary:
        'Historial de auditoría en .xlsx: todos los registros filtrados, en el orden de la lista (en flujo)',
      querystring: ZAuditoriaExportarQuery,
      respuesta: z.any(),
    }),
    async (request, reply) =>
      responderExcel(
        reply,
        await exportacionAuditoria.exportar(usuarioDe(request), request.query, request.ip),
      ),
  );

  app.get(
    '/gestion-usuarios',
    declarar({
      ...comun,
      summary: 'Historial del módulo de gestión de usuarios (mismos filtros; el módulo es fijo)',
      querystring: ZAuditoriaQuery,
      respuesta: ZAuditoriaPagina,
    }),
    (request) => auditoria.listar(request.query, 'GESTION_USUARIOS'),
  );

  app.get(
    '/gestion-usuarios/simple',
    declarar({
      ...comun,
      summary: 'Historial de gestión de usuarios, solo paginado y opcionalmente por usuario',
      querystring: ZAuditoriaSimpleQuery,
      respuesta: ZAuditoriaPagina,
    }),
    (request) =>
      auditoria.listar(
        { ...request.query, ordenarPor: 'fechaHora', ordenDescendente: true },
        'GESTION_USUARIOS',
      ),
  );
}

/** Views of the history: by user, by module, counts, and one record. */
function rutasDeConsulta(app: AppRutas, auditoria: AuditoriaService) {
  app.get(
    '/usuario/:id',
    declarar({
      ...comun,
      summary: 'Acciones realizadas por un usuario o que lo afectaron',
      params: ZIdParams,
      querystring: ZAuditoriaPaginaQuery,
      respuesta: ZAuditoriaPagina,
    }),
    (request) => auditoria.porUsuario(request.params.id, request.query),
  );

  app.get(
    '/usuario/:id/recientes',
    declarar({
      ...comun,
      summary: 'Las acciones más recientes de un usuario (o que lo afectaron)',
      params: ZIdParams,
      querystring: ZAuditoriaRecientesQuery,
      respuesta: ZAuditoriaRegistro.array(),
    }),
    (request) => auditoria.recientesDeUsuario(request.params.id, request.query.limite),
  );

  app.get(
    '/estadisticas',
    declarar({
      ...comun,
      summary: 'Cantidad de registros por módulo y por severidad',
      querystring: ZAuditoriaRangoQuery,
      respuesta: ZAuditoriaEstadisticas,
    }),
    (request) => auditoria.estadisticas(request.query),
  );

  app.get(
    '/estadisticas/resumen-diario',
    declarar({
      ...comun,
      summary: 'Cantidad de registros por día (calendario de Lima) y severidad',
      querystring: ZAuditoriaRangoQuery,
      respuesta: ZAuditoriaResumenDiario,
    }),
    (request) => auditoria.resumenDiario(request.query),
  );

  app.get(
    '/modulo/:modulo',
    declarar({
      ...comun,
      summary: 'Historial de un módulo',
      params: ZModuloParams,
      querystring: ZAuditoriaPaginaQuery,
      respuesta: ZAuditoriaPagina,
    }),
    (request) => auditoria.porModulo(request.params.modulo, request.query),
  );

  app.get(
    '/:id',
    declarar({
      ...comun,
      summary: 'Un registro de auditoría',
      params: ZIdParams,
      respuesta: ZAuditoriaRegistro,
    }),
    (request) => auditoria.detalle(request.params.id),
  );
}

/**
 * The audit history, read-only (docs/producto.md, «Auditoría»): records are append-only, so there is no route that
 * changes or deletes them. Every route needs AUDITORIA-VER. Literal paths win over `/:id` in Fastify's router.
 */
export const auditoriaRoutes: FastifyPluginAsyncZod<{
  auditoria: AuditoriaService;
  exportacionAuditoria: ExportacionAuditoriaService;
}> = async (app, { auditoria, exportacionAuditoria }) => {
  rutasDelHistorial(app, auditoria, exportacionAuditoria);
  rutasDeConsulta(app, auditoria);
};
