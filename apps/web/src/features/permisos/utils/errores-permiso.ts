import { MENSAJES_ROLES } from '@app/contract/roles';
import { erroresServidorPorCampo } from '../../../components/form/errores-servidor';
import { ApiError } from '../../../lib/api-client';

export const ERROR_INTERNO_PERMISO = 'Error interno del servidor';

/**
 * The text for a failed permission call (docs/producto.md, «Permisos»): 409 'Ya existe un permiso con ese nombre o
 * código', 400 the server's message or 'Datos inválidos', 404 'Permiso no encontrado'; any other answer with a
 * message of its own (e.g. 422, a system code that cannot change) shows it; everything else 'Error interno del
 * servidor'.
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

/** The permission form's fields; the server's capitalised keys (Nombre, CodigoPermiso…) match them ignoring case. */
export const CAMPOS_PERMISO = ['nombre', 'descripcion', 'modulo', 'codigoPermiso'] as const;

/** Server field errors (errors.Nombre, errors.CodigoPermiso…) → the form's fields, first message each. */
export const erroresServidorPermiso = (error: unknown) => erroresServidorPorCampo(error, CAMPOS_PERMISO);
