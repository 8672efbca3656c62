import { MENSAJES_ROLES } from '@app/contract/roles';
import { ApiError } from '../../../lib/api-client';

export const ERROR_INTERNO_PERMISO = 'Error interno del servidor';

/**
 * The text for a failed permission call (spec 02 §8): 409 'Ya existe un permiso con ese nombre o código', 400 the
 * server's message or 'Datos inválidos', 404 'Permiso no encontrado'; any other answer with a message of its own
 * (e.g. 422, a system code that cannot change) shows it; everything else 'Error interno del servidor'.
 */
export const mensajeErrorPermiso = (error: unknown): string => {
  if (!(error instanceof ApiError) || !error.vieneDelServidor) return ERROR_INTERNO_PERMISO;
  const mensaje = error.message.trim();
  switch (error.status) {
    case 409:
      return MENSAJES_ROLES.permisoDuplicado;
    case 400:
      return mensaje || 'Datos inválidos';
    case 404:
      return MENSAJES_ROLES.permisoNoEncontrado;
    default:
      return error.status < 500 && mensaje ? mensaje : ERROR_INTERNO_PERMISO;
  }
};

type CampoPermiso = 'nombre' | 'descripcion' | 'modulo' | 'codigoPermiso';
const CAMPOS: Record<string, CampoPermiso> = {
  nombre: 'nombre',
  descripcion: 'descripcion',
  modulo: 'modulo',
  codigopermiso: 'codigoPermiso',
};

/** Server field errors (errors.Nombre, errors.CodigoPermiso…) → the form's fields, first message each. */
export const erroresServidorPermiso = (error: unknown): Partial<Record<CampoPermiso, string>> => {
  if (!(error instanceof ApiError) || !error.errors) return {};
  const resultado: Partial<Record<CampoPermiso, string>> = {};
  for (const [clave, mensajes] of Object.entries(error.errors)) {
    const campo = CAMPOS[clave.toLowerCase()];
    const mensaje = mensajes[0];
    if (campo && mensaje) resultado[campo] = mensaje;
  }
  return resultado;
};
