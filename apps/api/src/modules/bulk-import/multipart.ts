import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  MAX_TAMANO_ARCHIVO_IMPORTACION,
  MENSAJES_IMPORTACION,
  ZConfiguracionImportacion,
  type TConfiguracionImportacion,
} from '@app/contract/bulk-import';
import { AppError } from '../../lib/app-error';
import type { ArchivoRecibido } from './bulk-import.service';

/** The upload's limits: one file of at most 10 MB and the configuration's text field. */
export async function registrarMultipart(app: FastifyInstance) {
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
}

const validacion = (campo: string, mensaje: string) =>
  new AppError('VALIDACION', mensaje, { [campo]: [mensaje] });
const demasiadoGrande = () =>
  new AppError('ARCHIVO_DEMASIADO_GRANDE', MENSAJES_IMPORTACION.tamanoExcedido, {
    File: [MENSAJES_IMPORTACION.tamanoExcedido],
  });

/**
 * The multipart upload: the file in field `file` (at most 10 MB, one file) and the configuration as JSON text in
 * field `configuracion` (the spec's defaults for whatever is missing). Parts may come in any order.
 */
export async function recibirArchivo(
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
