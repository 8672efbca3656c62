import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MENSAJES } from '@app/contract/errores';
import { esErrorDeConexion } from '../db/errores-db';
import { AppError, responderError as responder } from '../lib/app-error';

const capitalizar = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/** Field errors keyed by the capitalised field name (docs/producto.md, «Usuarios»), first segment of the path. */
function erroresPorCampo(validacion: { instancePath: string; message?: string | undefined }[]) {
  const errores: Record<string, string[]> = {};
  for (const v of validacion) {
    const campo = capitalizar(v.instancePath.split('/').filter(Boolean)[0] ?? 'General');
    (errores[campo] ??= []).push(v.message ?? MENSAJES.datosInvalidos);
  }
  return errores;
}

/**
 * Errors the router raises before any route or hook runs (a malformed %-escape, an over-long path parameter):
 * Fastify answers them itself, in English, unless this is passed as its `frameworkErrors` option.
 */
export function erroresDelEnrutador(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL')
    return responder(reply, 'VALIDACION', 'La dirección solicitada no es válida');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return responder(reply, 'VALIDACION', 'La dirección solicitada es demasiado larga', undefined, 414);
  return responder(reply, 'ERROR_INTERNO', MENSAJES.errorInterno);
}

/**
 * The first string (value or key) in the input that holds U+0000, as the capitalised top-level field it sits in.
 * PostgreSQL text cannot store that character, so without this check such input fails as a 500 in the database.
 * Iterative: a 1 MB body can nest far deeper than the call stack allows.
 */
function campoConCaracterNulo(entrada: unknown): string | undefined {
  const pendientes: { valor: unknown; campo: string | undefined }[] = [{ valor: entrada, campo: undefined }];
  while (pendientes.length) {
    const { valor, campo } = pendientes.pop()!;
    if (typeof valor === 'string') {
      if (valor.includes('\u0000')) return capitalizar(campo ?? 'General');
    } else if (valor && typeof valor === 'object') {
      for (const [clave, hijo] of Object.entries(valor)) {
        if (clave.includes('\u0000')) return capitalizar(campo ?? 'General');
        pendientes.push({ valor: hijo, campo: campo ?? clave });
      }
    }
  }
  return undefined;
}

export default fp(async function manejoDeErrores(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const campo =
      campoConCaracterNulo(request.params) ??
      campoConCaracterNulo(request.query) ??
      campoConCaracterNulo(request.body);
    if (campo) {
      const mensaje = 'El texto contiene un carácter no permitido (nulo)';
      throw new AppError('VALIDACION', mensaje, { [campo]: [mensaje] });
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errores = erroresPorCampo(error.validation);
      const primero = Object.values(errores)[0]?.[0] ?? MENSAJES.datosInvalidos;
      return responder(reply, 'VALIDACION', primero, errores);
    }
    if (error instanceof AppError) {
      return responder(reply, error.codigo, error.message, error.errores);
    }
    if (isResponseSerializationError(error as never)) {
      request.log.error({ err: error }, 'respuesta no coincide con su esquema');
      return responder(reply, 'ERROR_INTERNO', MENSAJES.errorInterno);
    }
    if (esErrorDeConexion(error)) {
      request.log.error({ err: error }, 'base de datos no disponible');
      return responder(reply, 'SERVICIO_NO_DISPONIBLE', MENSAJES.servicioNoDisponible);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return responder(reply, 'DEMASIADAS_SOLICITUDES', MENSAJES.demasiadasSolicitudes);
    }
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return responder(
        reply,
        'ARCHIVO_DEMASIADO_GRANDE',
        'El contenido enviado excede el tamaño máximo permitido',
      );
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type…): a Spanish message, never its internals.
      const mensajes: Record<string, string> = {
        FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no soportado',
        FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la solicitud está vacío',
        FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la solicitud no es un JSON válido',
      };
      const message =
        mensajes[error.code] ??
        (error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH' ? MENSAJES.datosInvalidos : undefined);
      return responder(reply, 'VALIDACION', message ?? 'Solicitud inválida', undefined, status);
    }
    request.log.error({ err: error }, 'error no controlado');
    return responder(reply, 'ERROR_INTERNO', MENSAJES.errorInterno);
  });
});
