import { MENSAJES_PROGRAMACION as M, type TTramoPlanBody } from '@app/contract/programacion';
import type { Tx } from '../../db/client';
import { conflicto, noEncontrado, sinPermiso } from '../../lib/app-error';
import type { UsuarioSesion } from '../auth/auth.service';
import { anioDe, auditar, datosTramo, describir, validar, type ContextoProgramacion } from './contexto';
import * as repo from './programacion.repository';

// The employee's own spans: proposed while their window is open, edited or removed while still PROPUESTO.

/** The employee proposes a span of the year its start falls in, while their window is open. */
export async function proponer(
  ctx: ContextoProgramacion,
  usuario: UsuarioSesion,
  body: TTramoPlanBody,
  ip: string | null,
) {
  const { reloj } = ctx;
  const anio = anioDe(body.fechaInicio);
  return ctx.db.transaction(async (tx) => {
    const e = await repo.bloquearEmpleado(tx, usuario.id);
    if (!e) throw noEncontrado('Usuario no encontrado');
    if (!(await repo.ventanaAbiertaPara(tx, e.jefeId, anio))) throw conflicto(M.ventanaCerrada);
    const r = await validar(ctx, tx, usuario.id, body, anio);
    const t = await repo.insertarTramo(tx, {
      usuarioId: usuario.id,
      anio,
      ...body,
      fechaFin: r.fechaFin,
      estado: 'PROPUESTO',
      advertencias: r.advertencias,
      propuestoPorId: usuario.id,
      fechaCreacion: reloj.ahora(),
      fechaActualizacion: reloj.ahora(),
    });
    await auditar(tx, {
      accion: 'PROPONER_TRAMO_PLAN',
      usuario,
      afectadoId: usuario.id,
      id: t.id,
      mensaje: `Rol vacacional ${anio}: tramo #${t.id} propuesto, ${describir(t)}`,
      ip,
      despues: datosTramo(t),
    });
    return { message: M.creado, id: t.id };
  });
}

/** The owner's own span, still PROPUESTO, inside an open window. */
async function propioEditable(tx: Tx, usuario: UsuarioSesion, id: number) {
  const e = await repo.bloquearEmpleado(tx, usuario.id);
  const t = await repo.bloquearTramo(tx, id);
  if (!t || !e) throw noEncontrado(M.noEncontrado);
  if (t.usuarioId !== usuario.id) throw sinPermiso(M.ajeno);
  if (t.estado !== 'PROPUESTO') throw conflicto(M.noEditable);
  if (!(await repo.ventanaAbiertaPara(tx, e.jefeId, t.anio))) throw conflicto(M.ventanaCerrada);
  return t;
}

export async function editarPropio(
  ctx: ContextoProgramacion,
  usuario: UsuarioSesion,
  id: number,
  body: TTramoPlanBody,
  ip: string | null,
) {
  return ctx.db.transaction(async (tx) => {
    const t = await propioEditable(tx, usuario, id);
    const r = await validar(ctx, tx, usuario.id, body, t.anio, id);
    await repo.actualizarTramo(tx, id, {
      ...body,
      fechaFin: r.fechaFin,
      advertencias: r.advertencias,
      fechaActualizacion: ctx.reloj.ahora(),
    });
    await auditar(tx, {
      accion: 'EDITAR_TRAMO_PLAN',
      usuario,
      afectadoId: usuario.id,
      id,
      mensaje: `Rol vacacional ${t.anio}: tramo #${id} editado, ${describir(body)}`,
      ip,
      antes: datosTramo(t),
      despues: datosTramo({ ...t, ...body, fechaFin: r.fechaFin }),
    });
    return { message: M.creado, id };
  });
}

export async function eliminarPropio(
  ctx: ContextoProgramacion,
  usuario: UsuarioSesion,
  id: number,
  ip: string | null,
) {
  return ctx.db.transaction(async (tx) => {
    const t = await propioEditable(tx, usuario, id);
    await repo.eliminarTramo(tx, id);
    await auditar(tx, {
      accion: 'ELIMINAR_TRAMO_PLAN',
      usuario,
      afectadoId: usuario.id,
      id,
      mensaje: `Rol vacacional ${t.anio}: tramo #${id} eliminado`,
      ip,
      antes: datosTramo(t),
    });
    return { message: M.eliminado };
  });
}
