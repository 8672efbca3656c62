import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TModuloAuditoria } from '@app/contract/auditoria';
import type { Db } from '../db/client';
import { registrarAuditoria } from '../db/registro-auditoria';

/** The audit action of a refused request on an administration route. */
export const ACCESO_DENEGADO = 'ACCESO_DENEGADO';

/** Administration routes whose refusals a security officer must see, by route prefix. */
const MODULOS_ADMIN: [prefijo: string, modulo: TModuloAuditoria][] = [
  ['/api/usuarios-admin', 'GESTION_USUARIOS'],
  ['/api/rol', 'GESTION_ROLES'],
  ['/api/Permiso', 'GESTION_PERMISOS'],
  ['/api/bulkimport', 'GESTION_USUARIOS'],
  ['/api/auditoria', 'AUDITORIA'],
  ['/api/configuracion-empresa', 'CONFIGURACION'],
  ['/api/feriados', 'CONFIGURACION'],
  ['/api/departamentos', 'ADMINISTRACION'],
  ['/api/record-vacacional', 'CONFIGURACION'],
];

export function moduloAdminDe(ruta: string | undefined): TModuloAuditoria | undefined {
  if (!ruta) return undefined;
  return MODULOS_ADMIN.find(([p]) => ruta === p || ruta.startsWith(`${p}/`))?.[1];
}

/** Having to change the password first is not a refusal of the route itself. */
const NO_ES_DENEGACION = new Set(['CAMBIO_CONTRASENA_REQUERIDO']);

function leerRechazo(payload: unknown): { code: string; message: string } | null {
  if (typeof payload !== 'string') return null;
  try {
    const cuerpo = JSON.parse(payload) as { code?: unknown; message?: unknown };
    return typeof cuerpo.code === 'string' && typeof cuerpo.message === 'string'
      ? { code: cuerpo.code, message: cuerpo.message }
      : null;
  } catch {
    return null;
  }
}

/**
 * Every 403 a signed-in user gets on an administration route is audited with severity SECURITY,
 * whether the authentication hook refused the permission or a service refused to let the user climb above their own
 * permissions. Written with the database itself, outside any transaction of the refused request.
 */
export default fp(async function auditoriaDeAccesos(app: FastifyInstance, opts: { db: Db }) {
  // onSend, not onResponse: the record is in before the client sees the 403 (the refused request's own
  // transaction, if any, has already been rolled back by then).
  app.addHook('onSend', async (request, reply, payload) => {
    const modulo = moduloAdminDe(request.routeOptions.url);
    if (reply.statusCode !== 403 || !modulo || !request.usuario) return payload;
    const rechazo = leerRechazo(payload);
    if (!rechazo || NO_ES_DENEGACION.has(rechazo.code)) return payload;
    try {
      await registrarAuditoria(opts.db, {
        modulo,
        tipoAccion: ACCESO_DENEGADO,
        severidad: 'SECURITY',
        mensajeCorto: `Acceso denegado: ${request.method} ${request.routeOptions.url}`,
        usuarioEjecutorId: request.usuario.id,
        motivo: rechazo.message,
        ip: request.ip,
      });
    } catch (error) {
      // The refusal still goes out; a lost audit record must at least reach the log.
      request.log.error({ err: error }, 'no se pudo auditar un acceso denegado');
    }
    return payload;
  });
});
