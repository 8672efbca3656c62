import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZClaveEjecucionParams,
  ZColumnasImportacion,
  ZImportacionQuery,
  ZProgresoImportacion,
  ZResultadoProcesamiento,
  ZResultadoValidacion,
  ZTokenCredencialesParams,
} from '@app/contract/bulk-import';
import { ZErrorResponse } from '@app/contract/errores';
import { PERMISOS } from '@app/contract/permisos';
import { usuarioDe } from '../../plugins/autenticacion';
import type { Actor } from '../usuarios-admin/usuarios.service';
import type { BulkImportService } from './bulk-import.service';
import { recibirArchivo, registrarMultipart } from './multipart';
import { pideFlujo, responderConProgreso, senalDeCierre } from './respuesta-streaming';
import { adjunto } from '../../lib/descargas';

const errores = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  413: ZErrorResponse,
  422: ZErrorResponse,
};

const config = { permisos: [PERMISOS.USUARIOS_IMPORTAR] };
const tags = ['Importación masiva de usuarios'];
const actor = (request: FastifyRequest): Actor => ({ id: usuarioDe(request).id, ip: request.ip });

/** Bulk import of users (docs/producto.md, «Importación masiva»): every route needs USUARIOS-IMPORTAR. */
export const bulkImportRoutes: FastifyPluginAsyncZod<{ bulkImport: BulkImportService }> = async (
  app,
  { bulkImport },
) => {
  await registrarMultipart(app);

  app.get(
    '/columns',
    {
      config,
      schema: {
        tags,
        summary:
          'Columnas esperadas, roles que quien consulta puede asignar, departamentos vigentes, límites y configuración por defecto',
        response: { 200: ZColumnasImportacion, ...errores },
      },
    },
    (request) => bulkImport.columnas(actor(request)),
  );

  app.get(
    '/template/excel',
    {
      config,
      schema: {
        tags,
        summary:
          'Plantilla .xlsx: encabezados, una fila de ejemplo, listas desplegables y la hoja Listas con códigos y roles',
        response: { 200: z.any(), ...errores },
      },
    },
    async (request, reply) => {
      const p = await bulkImport.plantilla(actor(request), 'xlsx');
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', adjunto(p.nombreArchivo))
        .header('cache-control', 'no-store')
        .send(p.contenido);
    },
  );

  app.get(
    '/template/csv',
    {
      config,
      schema: {
        tags,
        summary: 'Plantilla .csv (UTF-8 con BOM, separada por punto y coma)',
        response: { 200: z.any(), ...errores },
      },
    },
    async (request, reply) => {
      const p = await bulkImport.plantilla(actor(request), 'csv');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', adjunto(p.nombreArchivo))
        .header('cache-control', 'no-store')
        .send(p.contenido);
    },
  );

  app.post(
    '/validate',
    {
      config,
      schema: {
        tags,
        summary: 'Valida un archivo (multipart: file y configuracion) sin crear nada',
        consumes: ['multipart/form-data'],
        querystring: ZImportacionQuery,
        response: { 200: ZResultadoValidacion, ...errores },
      },
    },
    async (request) => {
      const { archivo, configuracion } = await recibirArchivo(request);
      return bulkImport.validar(actor(request), archivo, configuracion, {
        claveEjecucion: request.query.claveEjecucion,
      });
    },
  );

  app.post(
    '/validate/errores',
    {
      config,
      schema: {
        tags,
        summary:
          'Todos los errores de un archivo (multipart: file y configuracion) como .xlsx: fila, columna, valor, mensaje y sugerencia; no crea nada',
        consumes: ['multipart/form-data'],
        response: { 200: z.any(), ...errores },
      },
    },
    async (request, reply) => {
      const { archivo, configuracion } = await recibirArchivo(request);
      const x = await bulkImport.descargarErrores(actor(request), archivo, configuracion);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', adjunto(x.nombreArchivo))
        .header('cache-control', 'no-store')
        .send(x.contenido);
    },
  );

  app.post(
    '/process',
    {
      config,
      schema: {
        tags,
        summary:
          'Procesa un archivo (multipart: file y configuracion). Con Accept: application/x-ndjson responde con el progreso en vivo y al final el resultado.',
        consumes: ['multipart/form-data'],
        querystring: ZImportacionQuery,
        response: { 200: ZResultadoProcesamiento, ...errores },
      },
    },
    async (request, reply) => {
      const { archivo, configuracion } = await recibirArchivo(request);
      const senal = senalDeCierre(reply);
      const quien = actor(request);
      const claveEjecucion = request.query.claveEjecucion;
      reply.header('cache-control', 'no-store');
      if (!pideFlujo(request))
        return bulkImport.procesar(quien, archivo, configuracion, { claveEjecucion, senal });
      return responderConProgreso(request, reply, (alProgreso) =>
        bulkImport.procesar(quien, archivo, configuracion, { claveEjecucion, senal, alProgreso }),
      );
    },
  );

  app.get(
    '/progreso/:claveEjecucion',
    {
      config,
      schema: {
        tags,
        summary:
          'Progreso de una importación iniciada por quien consulta (memoria del proceso, luego su registro)',
        params: ZClaveEjecucionParams,
        response: { 200: ZProgresoImportacion, ...errores },
      },
    },
    (request) => bulkImport.consultarProgreso(actor(request), request.params.claveEjecucion),
  );

  app.get(
    '/credenciales/:token',
    {
      config,
      schema: {
        tags,
        summary:
          'Descarga única (.xlsx) de las contraseñas temporales generadas por una importación; luego se borran de la memoria',
        params: ZTokenCredencialesParams,
        response: { 200: z.any(), ...errores },
      },
    },
    async (request, reply) => {
      const c = await bulkImport.descargarCredenciales(actor(request), request.params.token);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', adjunto(c.nombreArchivo))
        .header('cache-control', 'no-store')
        .send(c.contenido);
    },
  );
};
