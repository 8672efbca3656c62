import type { FastifyReply } from 'fastify';
import type { TCodigoError, TCodigoRechazoSolicitud } from '@app/contract/errores';

/** The HTTP status of every error code, decided here and nowhere else (the error handler reads it too). */
export const ESTADO_POR_CODIGO: Record<TCodigoError, number> = {
  VALIDACION: 400,
  NO_AUTENTICADO: 401,
  SESION_EXPIRADA: 401,
  CREDENCIALES_INVALIDAS: 401,
  CUENTA_BLOQUEADA: 429,
  USUARIO_INACTIVO: 403,
  CAMBIO_CONTRASENA_REQUERIDO: 403,
  SIN_PERMISO: 403,
  PERMISOS_INSUFICIENTES: 403,
  NO_ENCONTRADO: 404,
  CONFLICTO: 409,
  CANCELADO: 409,
  REGLA_NEGOCIO: 422,
  ROL_SISTEMA: 422,
  PERMISO_SISTEMA: 422,
  PERIODO_NEGATIVO: 422,
  FECHA_INTERRUPCION_INVALIDA: 422,
  DIAS_INVALIDOS: 422,
  FECHA_INVALIDA: 422,
  PERIODO_INEXISTENTE: 422,
  REGIMEN_MYPE_SIN_LIBRES: 422,
  ORDEN_PERIODOS: 422,
  SALDO_INSUFICIENTE: 422,
  BLOQUE_INVALIDO: 422,
  SUPERPOSICION: 422,
  FECHA_PASADA: 422,
  DEMASIADAS_SOLICITUDES: 429,
  ARCHIVO_DEMASIADO_GRANDE: 413,
  SERVICIO_NO_DISPONIBLE: 503,
  ERROR_INTERNO: 500,
};

/** A failure the client should see: a stable code (its HTTP status follows), a Spanish message, field errors. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly codigo: TCodigoError,
    message: string,
    readonly errores?: Record<string, string[]>,
  ) {
    super(message);
    this.status = ESTADO_POR_CODIGO[codigo];
  }
}

export const noEncontrado = (message: string) => new AppError('NO_ENCONTRADO', message);
export const conflicto = (message: string, errores?: Record<string, string[]>) =>
  new AppError('CONFLICTO', message, errores);
/** A business rule refused the change (422): the engine's reason or one of the domain's own codes. */
export const reglaNegocio = (
  codigo: TCodigoRechazoSolicitud | 'REGLA_NEGOCIO' | 'PERIODO_NEGATIVO' | 'FECHA_INTERRUPCION_INVALIDA',
  message: string,
) => new AppError(codigo, message);
export const sinPermiso = (message = 'No tiene permiso para realizar esta acción') =>
  new AppError('SIN_PERMISO', message);

/**
 * The one way an error reply is written: a code of the closed list, its status from the code. Only Fastify's own
 * client errors keep the status Fastify chose (414, 415…), under the code VALIDACION.
 */
export function responderError(
  reply: FastifyReply,
  codigo: TCodigoError,
  message: string,
  errors?: Record<string, string[]>,
  status = ESTADO_POR_CODIGO[codigo],
) {
  return reply.status(status).send({ code: codigo, message, ...(errors ? { errors } : {}) });
}
