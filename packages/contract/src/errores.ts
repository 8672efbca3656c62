import { z } from 'zod';

/**
 * Why the balance engine refuses a request (docs/reglas-vacaciones.md, «Validación de una solicitud»); each is also
 * the `code` of the 422 the API answers with. The client shows the message; the code lets a test or a caller tell
 * the rules apart.
 */
export const CODIGOS_RECHAZO_SOLICITUD = [
  'DIAS_INVALIDOS',
  'FECHA_INVALIDA',
  'PERIODO_INEXISTENTE',
  'REGIMEN_MYPE_SIN_LIBRES',
  'ORDEN_PERIODOS',
  'SALDO_INSUFICIENTE',
  'BLOQUE_INVALIDO',
  'SUPERPOSICION',
  'FECHA_PASADA',
] as const;
export type TCodigoRechazoSolicitud = (typeof CODIGOS_RECHAZO_SOLICITUD)[number];

/**
 * Every `code` the API answers with: a closed list, so a new code is a type error until it is added here and its
 * HTTP status is chosen, once, in the API's error mapper (`apps/api/src/lib/app-error.ts`).
 */
export const CODIGOS_ERROR = [
  'VALIDACION',
  'NO_AUTENTICADO',
  'SESION_EXPIRADA',
  'CREDENCIALES_INVALIDAS',
  'CUENTA_BLOQUEADA',
  'USUARIO_INACTIVO',
  'CAMBIO_CONTRASENA_REQUERIDO',
  'SIN_PERMISO',
  /** Nobody grants or edits what they do not hold. */
  'PERMISOS_INSUFICIENTES',
  'NO_ENCONTRADO',
  'CONFLICTO',
  /** A bulk import stopped by the user before it finished. */
  'CANCELADO',
  'REGLA_NEGOCIO',
  /** The name of a system role or the code of a system permission cannot change. */
  'ROL_SISTEMA',
  'PERMISO_SISTEMA',
  /** A new hire date that would leave a period with more days taken than it grants. */
  'PERIODO_NEGATIVO',
  'FECHA_INTERRUPCION_INVALIDA',
  ...CODIGOS_RECHAZO_SOLICITUD,
  'DEMASIADAS_SOLICITUDES',
  'ARCHIVO_DEMASIADO_GRANDE',
  'SERVICIO_NO_DISPONIBLE',
  'ERROR_INTERNO',
] as const;
export type TCodigoError = (typeof CODIGOS_ERROR)[number];
export const ZCodigoError = z.enum(CODIGOS_ERROR);

export const ZErrorResponse = z.object({
  code: ZCodigoError,
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
