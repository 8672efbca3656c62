import {
  MENSAJES_PROGRAMACION as M,
  type TEstadoTramoPlan,
  type TTramoPlanBody,
} from '@app/contract/programacion';
import type { Tx } from '../../db/client';
import { estaEnCadenaDeMando } from '../../db/jerarquia';
import { conflicto, noEncontrado, sinPermiso } from '../../lib/app-error';
import type { UsuarioSesion } from '../auth/auth.service';
import {
  anioDe,
  auditar,
  datosTramo,
  describir,
  esRrhh,
  validar,
  type ContextoProgramacion,
} from './contexto';
import * as repo from './programacion.repository';

// What the employer decides on the team's spans: accept one, adjust it, or set one.

/** A manager above the employee in the chain, or HR; never on their own plan. */
async function exigirJefeDe(tx: Tx, usuario: UsuarioSesion, empleadoId: number) {
  if (empleadoId === usuario.id) throw sinPermiso(M.fueraDelEquipo);
  if (esRrhh(usuario)) return;
  if (!(await estaEnCadenaDeMando(tx, usuario.id, empleadoId))) throw sinPermiso(M.fueraDelEquipo);
}

async function tramoDelEquipo(tx: Tx, usuario: UsuarioSesion, id: number) {
  const t = await repo.bloquearTramo(tx, id);
  if (!t) throw noEncontrado(M.noEncontrado);
  await exigirJefeDe(tx, usuario, t.usuarioId);
  if (t.estado === 'CONVERTIDO') throw conflicto(M.convertido);
  return t;
}

export async function aceptar(
  ctx: ContextoProgramacion,
  usuario: UsuarioSesion,
  id: number,
  ip: string | null,
) {
  const { reloj } = ctx;
  return ctx.db.transaction(async (tx) => {
    const t = await tramoDelEquipo(tx, usuario, id);
    await repo.actualizarTramo(tx, id, {
      estado: 'ACEPTADO',
      decididoPorId: usuario.id,
      fechaDecision: reloj.ahora(),
      fechaActualizacion: reloj.ahora(),
    });
    await auditar(tx, {
      accion: 'ACEPTAR_TRAMO_PLAN',
      usuario,
      afectadoId: t.usuarioId,
      id,
      mensaje: `Rol vacacional ${t.anio}: tramo #${id} aceptado, ${describir(t)}`,
      ip,
      antes: { estado: t.estado },
      despues: { estado: 'ACEPTADO' },
    });
    return { message: M.aceptado, id };
  });
}

/** The manager changes a span; the employer's decision stands as FIJADO ("a falta de acuerdo, decide el empleador"). */
export async function ajustar(
  ctx: ContextoProgramacion,
  usuario: UsuarioSesion,
  id: number,
  body: TTramoPlanBody,
  ip: string | null,
) {
  const { reloj } = ctx;
  return ctx.db.transaction(async (tx) => {
    const t = await tramoDelEquipo(tx, usuario, id);
    await repo.bloquearEmpleado(tx, t.usuarioId);
    const r = await validar(ctx, tx, t.usuarioId, body, t.anio, id);
    const estado: TEstadoTramoPlan = 'FIJADO';
    await repo.actualizarTramo(tx, id, {
      ...body,
      fechaFin: r.fechaFin,
      advertencias: r.advertencias,
      estado,
      decididoPorId: usuario.id,
      fechaDecision: reloj.ahora(),
      fechaActualizacion: reloj.ahora(),
    });
    await auditar(tx, {
      accion: 'AJUSTAR_TRAMO_PLAN',
      usuario,
      afectadoId: t.usuarioId,
      id,
      mensaje: `Rol vacacional ${t.anio}: tramo #${id} ajustado y fijado, ${describir(body)}`,
      ip,
      antes: datosTramo(t),
      despues: datosTramo({ ...t, ...body, fechaFin: r.fechaFin, estado }),
    });
    return { message: M.creado, id };
  });
}

/** The employer sets a span for an employee of the team (FIJADO), window open or not. */
export async function fijar(
  ctx: ContextoProgramacion,
  usuario: UsuarioSesion,
  empleadoId: number,
  body: TTramoPlanBody,
  ip: string | null,
) {
  const anio = anioDe(body.fechaInicio);
  return ctx.db.transaction(async (tx) => {
    await exigirJefeDe(tx, usuario, empleadoId);
    if (!(await repo.bloquearEmpleado(tx, empleadoId))) throw noEncontrado('Usuario no encontrado');
    const r = await validar(ctx, tx, empleadoId, body, anio);
    const ahora = ctx.reloj.ahora();
    const t = await repo.insertarTramo(tx, {
      usuarioId: empleadoId,
      anio,
      ...body,
      fechaFin: r.fechaFin,
      estado: 'FIJADO',
      advertencias: r.advertencias,
      propuestoPorId: usuario.id,
      decididoPorId: usuario.id,
      fechaDecision: ahora,
      fechaCreacion: ahora,
      fechaActualizacion: ahora,
    });
    await auditar(tx, {
      accion: 'FIJAR_TRAMO_PLAN',
      usuario,
      afectadoId: empleadoId,
      id: t.id,
      mensaje: `Rol vacacional ${anio}: tramo #${t.id} fijado por el empleador, ${describir(t)}`,
      ip,
      despues: datosTramo(t),
    });
    return { message: M.creado, id: t.id };
  });
}
