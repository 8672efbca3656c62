import {
  MENSAJES_USUARIO as M,
  type TVistaPreviaFechaIngresoBody,
  type TVistaPreviaFechaIngresoRespuesta,
  mensajePeriodoNegativo,
} from '@app/contract/usuarios';
import { exigirPuedeGestionarUsuario, permisosQueTiene } from '../../db/administradores';
import { noEncontrado } from '../../lib/app-error';
import { planearCambioFechaIngreso } from '../saldos/saldos.service';
import type { ContextoUsuarios } from './contexto';
import type { Actor } from './tipos';
import * as repo from './usuarios.repository';

/**
 * What a hire-date edit would do to the user's balance: the periods whose figures change and
 * the one it would leave negative, if any. Same permission and "can manage this user" rule as the edit; reads only.
 */
export async function vistaPreviaFechaIngreso(
  { db, reloj }: ContextoUsuarios,
  actor: Actor,
  id: number,
  body: TVistaPreviaFechaIngresoBody,
): Promise<TVistaPreviaFechaIngresoRespuesta> {
  return db.transaction(async (tx) => {
    const u = await repo.bloquearUsuario(tx, id);
    if (!u) throw noEncontrado(M.noEncontrado);
    await exigirPuedeGestionarUsuario(tx, await permisosQueTiene(tx, actor.id), id);
    const plan =
      body.fechaIngreso === u.fechaIngreso
        ? null
        : await planearCambioFechaIngreso(tx, id, u.fechaIngreso, body.fechaIngreso, reloj.hoy());
    const negativo = plan?.periodoNegativo ?? null;
    return {
      fechaIngresoActual: u.fechaIngreso,
      fechaIngresoNueva: body.fechaIngreso,
      periodos: plan?.cambios ?? [],
      periodoNegativo: negativo,
      mensaje: negativo === null ? null : mensajePeriodoNegativo(negativo),
    };
  });
}
