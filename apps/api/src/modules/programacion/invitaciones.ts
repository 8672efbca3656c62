import { sumarDias } from '@app/contract/fechas';
import { fechaLegible } from '@app/contract/notificaciones';
import { enlaceInvitacionPlan } from '@app/contract/programacion';
import type { Aviso } from '../notificaciones/notificador.service';
import type { ContextoProgramacion } from './contexto';
import * as repo from './programacion.repository';

/**
 * The periodic invitation: every accepted or set span starting within `dias_invitacion_plan` days from today (Lima)
 * invites its owner once (`INVITACION_PLAN:<id>`), whatever the number of rounds and processes.
 */
export async function invitar(ctx: ContextoProgramacion) {
  const { db } = ctx;
  const hoy = ctx.reloj.hoy();
  const dias = await repo.diasInvitacionPlan(db);
  const tramos = await repo.tramosQueEmpiezan(db, hoy, sumarDias(hoy, dias));
  if (tramos.length === 0) return 0;
  const avisos: Aviso[] = tramos.map((t) => {
    const mensaje =
      `Su tramo del rol vacacional del ${fechaLegible(t.fechaInicio)} al ${fechaLegible(t.fechaFin)} ` +
      `(${t.diasSolicitados} días) se acerca: conviértalo en solicitud con un clic.`;
    return {
      tipo: 'INVITACION_PLAN',
      destinatarioId: t.usuarioId,
      titulo: `Sus vacaciones planificadas empiezan el ${fechaLegible(t.fechaInicio)}`,
      mensaje,
      enlace: enlaceInvitacionPlan(t.id, Number(t.fechaInicio.slice(0, 4))),
      clave: `INVITACION_PLAN:${t.id}`,
      correo: { parrafos: [mensaje], textoEnlace: 'Solicitar estas vacaciones' },
    };
  });
  return ctx.notificador.encolarRonda(db, avisos);
}
