import { z } from 'zod';

/** Stable error codes; the HTTP status of each is decided once, in the API's error mapper. */
export const CODIGOS_ERROR = [
  'VALIDACION',
  'NO_AUTENTICADO',
  'SESION_EXPIRADA',
  'CREDENCIALES_INVALIDAS',
  'CUENTA_BLOQUEADA',
  'USUARIO_INACTIVO',
  'CAMBIO_CONTRASENA_REQUERIDO',
  'SIN_PERMISO',
  'NO_ENCONTRADO',
  'CONFLICTO',
  'REGLA_NEGOCIO',
  'DEMASIADAS_SOLICITUDES',
  'ARCHIVO_DEMASIADO_GRANDE',
  'SERVICIO_NO_DISPONIBLE',
  'ERROR_INTERNO',
] as const;
export type TCodigoError = (typeof CODIGOS_ERROR)[number];

export const ZErrorResponse = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const MENSAJES = {
  credencialesInvalidas: 'Credenciales inválidas',
  sinPermiso: 'No tiene permiso para realizar esta acción',
  noAutenticado: 'Debe iniciar sesión para continuar',
  sesionExpirada: 'Su sesión ha expirado. Inicie sesión nuevamente.',
  /** Sign-in throttled (ADR 006): the same words whether the account exists or not. */
  intentosLimitados:
    'Demasiados intentos fallidos de inicio de sesión. Espere unos minutos e intente nuevamente.',
  cambioContrasenaRequerido: 'Debe cambiar su contraseña antes de continuar',
  demasiadasSolicitudes: 'Demasiados intentos. Espere un momento e intente nuevamente.',
  datosInvalidos: 'Datos inválidos',
  noEncontrado: 'El recurso solicitado no existe',
  errorInterno: 'Ocurrió un error inesperado. Intente nuevamente.',
  servicioNoDisponible:
    'El servicio no está disponible en este momento. Intente nuevamente en unos segundos.',
  rutaNoEncontrada: 'La ruta solicitada no existe',
} as const;
