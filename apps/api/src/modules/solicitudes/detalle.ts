import type { TSolicitudDetalle } from '@app/contract/solicitudes';
import { PERMISOS } from '@app/contract/permisos';
import { estaEnCadenaDeMando } from '../../db/jerarquia';
import { noEncontrado, sinPermiso } from '../../lib/app-error';
import type { UsuarioSesion } from '../auth/auth.service';
import { decidiblesPorDelegacion } from '../delegaciones/delegaciones.service';
import { materializar, type ContextoSolicitudes } from './contexto';
import { aInstante, aItem, puedeGestionar, rolesSobre } from './quien-actua';
import * as repo from './solicitudes.repository';

/** Detail of one request: its owner, anyone above the owner in the management chain, or a global reader. */
export async function detalleSolicitud(
  ctx: ContextoSolicitudes,
  usuario: UsuarioSesion,
  id: number,
): Promise<TSolicitudDetalle> {
  const { db, reloj } = ctx;
  await materializar(ctx, usuario);
  const f = await repo.buscarDetalle(db, id);
  if (!f) throw noEncontrado('La solicitud no existe');
  const enCadena = f.usuarioId !== usuario.id && (await estaEnCadenaDeMando(db, usuario.id, f.usuarioId));
  // A substitute reads what they decided, or may decide today, by delegation (ADR 033).
  const porDelegacion = async () =>
    f.aprobadorId === usuario.id ||
    (puedeGestionar(usuario) &&
      (await decidiblesPorDelegacion(db, usuario.id, reloj.hoy(), f.id)).length > 0);
  const puedeLeer =
    f.usuarioId === usuario.id ||
    usuario.permisos.includes(PERMISOS.SOLICITUDES_VER_TODAS) ||
    enCadena ||
    (await porDelegacion());
  if (!puedeLeer) throw sinPermiso('No tiene permiso para ver esta solicitud');
  return {
    ...aItem(f, rolesSobre(usuario, f.usuarioId, enCadena), reloj.hoy()),
    observaciones: f.observaciones,
    comentarios: f.comentarios,
    emailSolicitante: f.emailSolicitante,
    motivoCancelacion: f.motivoCancelacion,
    fechaCancelacion: aInstante(f.fechaCancelacion),
    advertencias: f.advertencias,
    fechaFinSolicitada: f.fechaFinSolicitada,
    diasSolicitadosOriginales: f.diasSolicitadosOriginales,
    motivoInterrupcion: f.motivoInterrupcion,
    fechaInterrupcion: aInstante(f.fechaInterrupcion),
    nombreInterrumpidoPor: f.nombreInterrumpidoPor,
    nombreDelegadoDe: f.nombreDelegadoDe,
    nombreEscaladaA: f.nombreEscaladaA,
  };
}
