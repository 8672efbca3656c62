import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  MAX_TAMANO_ARCHIVO_IMPORTACION,
  MENSAJES_IMPORTACION,
  TIPO_FLUJO_PROGRESO,
  ZClaveEjecucionParams,
  ZColumnasImportacion,
  ZConfiguracionImportacion,
  ZImportacionQuery,
  ZProgresoImportacion,
  ZResultadoProcesamiento,
  ZResultadoValidacion,
  ZTokenCredencialesParams,
  type TConfiguracionImportacion,
  type TEventoProcesamiento,
} from '@app/contract/bulk-import';
import { MENSAJES, ZErrorResponse } from '@app/contract/errores';
import { PERMISOS } from '@app/contract/permisos';
import { AppError } from '../../lib/app-error';
import { usuarioDe } from '../../plugins/autenticacion';
import type { Actor } from '../usuarios-admin/usuarios.service';
import type { ArchivoRecibido, BulkImportService } from './bulk-import.service';

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
const validacion = (campo: string, mensaje: string) =>
  new AppError('VALIDACION', mensaje, { [campo]: [mensaje] });
const demasiadoGrande = () =>
  new AppError('ARCHIVO_DEMASIADO_GRANDE', MENSAJES_IMPORTACION.tamanoExcedido, {
    File: [MENSAJES_IMPORTACION.tamanoExcedido],
  });

/** RFC 6266 attachment header with a plain fallback and the UTF-8 name. */
const adjunto = (nombre: string) =>
  `attachment; filename="${nombre.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(nombre)}`;

/**
 * The multipart upload: the file in field `file` (at most 10 MB, one file) and the configuration as JSON text in
 * field `configuracion` (spec 02 §3 defaults for whatever is missing). Parts may come in any order.
 */
async function recibir(
  request: FastifyRequest,
): Promise<{ archivo: ArchivoRecibido; configuracion: TConfiguracionImportacion }> {
  if (!request.isMultipart())
    throw validacion('File', 'Envíe el archivo como multipart/form-data en el campo file');
  let archivo: ArchivoRecibido | undefined;
  let textoConfiguracion: string | undefined;
  try {
    for await (const parte of request.parts()) {
      if (parte.type === 'file') {
        if (parte.fieldname !== 'file' || archivo) {
          parte.file.resume();
          throw validacion(
            'File',
            archivo ? MENSAJES_IMPORTACION.unSoloArchivo : MENSAJES_IMPORTACION.sinArchivo,
          );
        }
        const bytes = await parte.toBuffer();
        // Control characters never belong in a file name, and U+0000 cannot be stored by PostgreSQL.
        const nombre = [...(parte.filename ?? '')].filter((c) => c >= ' ' && c !== '\u007f').join('');
        archivo = { nombre: nombre || 'archivo', tipo: parte.mimetype ?? '', bytes };
      } else if (parte.fieldname === 'configuracion') {
        if (parte.valueTruncated)
          throw validacion('Configuracion', MENSAJES_IMPORTACION.configuracionInvalida);
        textoConfiguracion = String(parte.value ?? '');
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const codigo = (error as { code?: string }).code;
    if (codigo === 'FST_REQ_FILE_TOO_LARGE') throw demasiadoGrande();
    if (codigo === 'FST_FILES_LIMIT') throw validacion('File', MENSAJES_IMPORTACION.unSoloArchivo);
    if (codigo === 'FST_PARTS_LIMIT' || codigo === 'FST_FIELDS_LIMIT' || codigo === 'FST_PROTO_VIOLATION')
      throw validacion('General', 'La solicitud tiene campos de más o no permitidos');
    throw validacion('File', 'No se pudo recibir el archivo. Intente nuevamente.');
  }
  if (!archivo) throw validacion('File', MENSAJES_IMPORTACION.sinArchivo);

  let crudo: unknown = {};
  if (textoConfiguracion !== undefined && textoConfiguracion.trim() !== '') {
    try {
      crudo = JSON.parse(textoConfiguracion);
    } catch {
      throw validacion('Configuracion', MENSAJES_IMPORTACION.configuracionInvalida);
    }
  }
  const analizada = ZConfiguracionImportacion.safeParse(crudo ?? {});
  if (!analizada.success) {
    const errores: Record<string, string[]> = {};
    for (const i of analizada.error.issues) {
      const campo = String(i.path[0] ?? 'Configuracion');
      (errores[campo.charAt(0).toUpperCase() + campo.slice(1)] ??= []).push(i.message);
    }
    throw new AppError('VALIDACION', analizada.error.issues[0]!.message, errores);
  }
  return { archivo, configuracion: analizada.data };
}

/** An AbortSignal that fires if the client goes away before the reply is complete. */
function senalDeCierre(reply: FastifyReply): AbortSignal {
  const control = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) control.abort(new Error('cliente desconectado'));
  });
  return control.signal;
}

/** Bulk import of users (spec 02 §7 Bulk import): every route needs USUARIOS-IMPORTAR. */
export const bulkImportRoutes: FastifyPluginAsyncZod<{ bulkImport: BulkImportService }> = async (
  app,
  { bulkImport },
) => {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_TAMANO_ARCHIVO_IMPORTACION,
      files: 1,
      fields: 4,
      fieldSize: 16 * 1024,
      parts: 6,
      headerPairs: 50,
    },
    throwFileSizeLimit: true,
  });

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
      const { archivo, configuracion } = await recibir(request);
      return bulkImport.validar(actor(request), archivo, configuracion, {
        claveEjecucion: request.query.claveEjecucion,
      });
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
      const { archivo, configuracion } = await recibir(request);
      const senal = senalDeCierre(reply);
      const quien = actor(request);
      const claveEjecucion = request.query.claveEjecucion;
      reply.header('cache-control', 'no-store');
      if (!request.headers.accept?.includes(TIPO_FLUJO_PROGRESO)) {
        return bulkImport.procesar(quien, archivo, configuracion, { claveEjecucion, senal });
      }
      // Streamed reply: one JSON object per line, progress first, then the result or the error.
      const salida = new PassThrough();
      const escribir = (evento: TEventoProcesamiento) => {
        if (!salida.writableEnded) salida.write(`${JSON.stringify(evento)}\n`);
      };
      reply.type(`${TIPO_FLUJO_PROGRESO}; charset=utf-8`).header('x-accel-buffering', 'no');
      void reply.send(salida as never);
      void (async () => {
        try {
          const resultado = await bulkImport.procesar(quien, archivo, configuracion, {
            claveEjecucion,
            senal,
            alProgreso: (progreso) => escribir({ tipo: 'progreso', progreso }),
          });
          escribir({ tipo: 'resultado', resultado: ZResultadoProcesamiento.parse(resultado) });
        } catch (error) {
          if (error instanceof AppError)
            escribir({ tipo: 'error', code: error.codigo, message: error.message });
          else {
            request.log.error({ err: error }, 'error no controlado en la importación masiva');
            escribir({ tipo: 'error', code: 'ERROR_INTERNO', message: MENSAJES.errorInterno });
          }
        } finally {
          salida.end();
        }
      })();
      return reply;
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
