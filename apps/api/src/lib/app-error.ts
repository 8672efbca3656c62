import type { TCodigoError } from '@app/contract/errores';

const ESTADO_POR_CODIGO: Record<TCodigoError, number> = {
  VALIDACION: 400,
  NO_AUTENTICADO: 401,
  SESION_EXPIRADA: 401,
  CREDENCIALES_INVALIDAS: 401,
  CUENTA_BLOQUEADA: 429,
  USUARIO_INACTIVO: 403,
  CAMBIO_CONTRASENA_REQUERIDO: 403,
  SIN_PERMISO: 403,
  NO_ENCONTRADO: 404,
  CONFLICTO: 409,
  REGLA_NEGOCIO: 422,
  DEMASIADAS_SOLICITUDES: 429,
  ARCHIVO_DEMASIADO_GRANDE: 413,
  SERVICIO_NO_DISPONIBLE: 503,
  ERROR_INTERNO: 500,
};

/** A failure the client should see: a stable code, a Spanish message and optional field errors. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly codigo: TCodigoError | (string & {}),
    message: string,
    readonly errores?: Record<string, string[]>,
    status?: number,
  ) {
    super(message);
    this.status = status ?? ESTADO_POR_CODIGO[codigo as TCodigoError] ?? 400;
  }
}

export const noEncontrado = (message: string) => new AppError('NO_ENCONTRADO', message);
export const conflicto = (message: string, errores?: Record<string, string[]>) =>
  new AppError('CONFLICTO', message, errores);
export const reglaNegocio = (codigo: string, message: string) =>
  new AppError(codigo, message, undefined, 422);
export const sinPermiso = (message = 'No tiene permiso para realizar esta acción') =>
  new AppError('SIN_PERMISO', message);
