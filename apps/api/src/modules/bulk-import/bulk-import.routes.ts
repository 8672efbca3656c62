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
import { PERMISOS } from '@app/contract/permisos';
import { declarar, type AppRutas } from '../../lib/declaracion-ruta';
import { usuarioDe } from '../../plugins/autenticacion';
import type { Actor } from '../usuarios-admin/usuarios.service';
import type { BulkImportService } from './bulk-import.service';
import { recibirArchivo, registrarMultipart } from './multipart';
import { pideFlujo, responderConProgreso, senalDeCierre } from './respuesta-streaming';
import { adjunto } from '../../lib/descargas';

const comun = {
  tags: ['Importación masiva de usuarios'],
  permisos: [PERMISOS.USUARIOS_IMPORTAR],
  errores: [400, 401, 403, 404, 409, 413, 422],
} as const;
const actor = (request: FastifyRequest): Actor => ({ id: usuarioDe(request).id, ip: request.ip });

/** What the wizard shows before any upload: the expected columns and the templates. */
function rutasDePreparacion(app: AppRutas, bulkImport: BulkImportService) {
  app.get(
    '/columns',
    declarar({
      ...comun,
      summary:
        'Columnas esperadas, roles que quien consulta puede asignar, departamentos vigentes, límites y configuración por defecto',
      respuesta: ZColumnasImportacion,
    }),
    (request) => bulkImport.columnas(actor(request)),
  );

  app.get(
    '/template/excel',
    declarar({
      ...comun,
      summary:
        'Plantilla .xlsx: encabezados, una fila de ejemplo, listas desplegables y la hoja Listas con códigos y roles',
      respuesta: z.any(),
    }),
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
    declarar({
      ...comun,
      summary: 'Plantilla .csv (UTF-8 con BOM, separada por punto y coma)',
      respuesta: z.any(),
    }),
    async (request, reply) => {
      const p = await bulkImport.plantilla(actor(request), 'csv');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', adjunto(p.nombreArchivo))
        .header('cache-control', 'no-store')
        .send(p.contenido);
    },
  );
}

/** Validating and processing an uploaded file, following its progress, and the one-time credentials download. */
function rutasDeImportacion(app: AppRutas, bulkImport: BulkImportService) {
  app.post(
    '/validate',
    declarar({
      ...comun,
      summary: 'Valida un archivo (multipart: file y configuracion) sin crear nada',
      querystring: ZImportacionQuery,
      respuesta: ZResultadoValidacion,
      schema: { consumes: ['multipart/form-data'] },
    }),
    async (request) => {
      const { archivo, configuracion } = await recibirArchivo(request);
      return bulkImport.validar(actor(request), archivo, configuracion, {
        claveEjecucion: request.query.claveEjecucion,
      });
    },
  );

  app.post(
    '/validate/errores',
    declarar({
      ...comun,
      summary:
        'Todos los errores de un archivo (multipart: file y configuracion) como .xlsx: fila, columna, valor, mensaje y sugerencia; no crea nada',
      respuesta: z.any(),
      schema: { consumes: ['multipart/form-data'] },
    }),
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
    declarar({
      ...comun,
      summary:
        'Procesa un archivo (multipart: file y configuracion). Con Accept: application/x-ndjson responde con el progreso en vivo y al final el resultado.',
      querystring: ZImportacionQuery,
      respuesta: ZResultadoProcesamiento,
      schema: { consumes: ['multipart/form-data'] },
    }),
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
    declarar({
      ...comun,
      summary:
        'Progreso de una importación iniciada por quien consulta (memoria del proceso, luego su registro)',
      params: ZClaveEjecucionParams,
      respuesta: ZProgresoImportacion,
    }),
    (request) => bulkImport.consultarProgreso(actor(request), request.params.claveEjecucion),
  );

  app.get(
    '/credenciales/:token',
    declarar({
      ...comun,
      summary:
        'Descarga única (.xlsx) de las contraseñas temporales generadas por una importación; luego se borran de la memoria',
      params: ZTokenCredencialesParams,
      respuesta: z.any(),
    }),
    async (request, reply) => {
      const c = await bulkImport.descargarCredenciales(actor(request), request.params.token);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', adjunto(c.nombreArchivo))
        .header('cache-control', 'no-store')
        .send(c.contenido);
    },
  );
}

/** Bulk import of users (docs/producto.md, «Importación masiva»): every route needs USUARIOS-IMPORTAR. */
export const bulkImportRoutes: FastifyPluginAsyncZod<{ bulkImport: BulkImportService }> = async (
  app,
  { bulkImport },
) => {
  await registrarMultipart(app);
  rutasDePreparacion(app, bulkImport);
  rutasDeImportacion(app, bulkImport);
};
