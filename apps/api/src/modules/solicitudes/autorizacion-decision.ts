import { PERMISOS } from '@app/contract/permisos';
import type { Ejecutor } from '../../db/client';
import { estaEnCadenaDeMando } from '../../db/jerarquia';
import { sinPermiso } from '../../lib/app-error';
import type { UsuarioSesion } from '../auth/auth.service';
import { decidiblesPorDelegacion } from '../delegaciones/delegaciones.service';

/**
 * Who may approve or reject a request: a manager above the applicant holding the management permission, not the
 * applicant, or a substitute of one of them in force today (ADR 033). Throws 403 otherwise; returns the delegation
 * it acts under, if any. One place, so whatever shows a decision's consequences (coverage) asks the same.
 */
export async function autorizarDecision(
  db: Ejecutor,
  usuario: UsuarioSesion,
  /** `enCadena`: whether the caller is above the applicant, when the caller already read it. */
  solicitud: { id: number; usuarioId: number; enCadena?: boolean },
  hoy: string,
): Promise<{ delegadoDeId: number; nombreDelegadoDe: string } | undefined> {
  if (solicitud.usuarioId === usuario.id)
    throw sinPermiso('No puede aprobar ni rechazar su propia solicitud');
  if (!usuario.permisos.includes(PERMISOS.GESTION_SOLICITUDES))
    throw sinPermiso('Solo un jefe del solicitante puede aprobar o rechazar esta solicitud');
  if (solicitud.enCadena ?? (await estaEnCadenaDeMando(db, usuario.id, solicitud.usuarioId)))
    return undefined;
  const [delegacion] = await decidiblesPorDelegacion(db, usuario.id, hoy, solicitud.id);
  if (!delegacion)
    throw sinPermiso(
      'Solo un jefe del solicitante, o quien tenga hoy su delegación, puede aprobar o rechazar esta solicitud',
    );
  return delegacion;
}
