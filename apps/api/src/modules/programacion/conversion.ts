import { MENSAJES_PROGRAMACION as M } from '@app/contract/programacion';
import type { Tx } from '../../db/client';
import { conflicto, noEncontrado, reglaNegocio, sinPermiso } from '../../lib/app-error';
import type { UsuarioSesion } from '../auth/auth.service';
import { auditar, type ContextoProgramacion } from './contexto';
import * as repo from './programacion.repository';

/**
 * Called by the request service inside its transaction when a request is created from a span: the span must be
 * the caller's, accepted or set, with the same type, days, start and period; it becomes CONVERTIDO (ADR 036).
 */
export async function convertirEnSolicitud(
  ctx: ContextoProgramacion,
  tx: Tx,
  usuario: UsuarioSesion,
  tramoId: number,
  solicitud: {
    id: number;
    tipoVacaciones: string;
    diasSolicitados: number;
    fechaInicio: string;
    periodo: number;
  },
  ip: string | null,
) {
  const t = await repo.bloquearTramo(tx, tramoId);
  if (!t) throw noEncontrado(M.noEncontrado);
  if (t.usuarioId !== usuario.id) throw sinPermiso(M.ajeno);
  if (t.estado === 'CONVERTIDO') throw conflicto(M.convertido);
  if (t.estado === 'PROPUESTO') throw conflicto(M.noConvertible);
  if (
    t.tipoVacaciones !== solicitud.tipoVacaciones ||
    t.diasSolicitados !== solicitud.diasSolicitados ||
    t.fechaInicio !== solicitud.fechaInicio ||
    t.periodo !== solicitud.periodo
  )
    throw reglaNegocio('REGLA_NEGOCIO', M.noCoincide);
  await repo.actualizarTramo(tx, tramoId, {
    estado: 'CONVERTIDO',
    solicitudId: solicitud.id,
    fechaActualizacion: ctx.reloj.ahora(),
  });
  await auditar(tx, {
    accion: 'CONVERTIR_TRAMO_PLAN',
    usuario,
    afectadoId: usuario.id,
    id: tramoId,
    mensaje: `Rol vacacional ${t.anio}: tramo #${tramoId} convertido en la solicitud #${solicitud.id}`,
    ip,
    antes: { estado: t.estado },
    despues: { estado: 'CONVERTIDO', solicitudId: solicitud.id },
  });
}
