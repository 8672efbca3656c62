import {
  MENSAJES_USUARIO as M,
  type TActualizarUsuarioBody,
  mensajePeriodoNegativo,
} from '@app/contract/usuarios';
import { etiquetaCampo } from '@app/contract/auditoria-cambios';
import {
  administradoresActivos,
  exigirPuedeGestionarUsuario,
  exigirQueQuedeAdministrador,
  exigirRolesOtorgables,
  permisosQueTiene,
} from '../../db/administradores';
import type { Tx } from '../../db/client';
import type { Reloj } from '../../lib/reloj';
import { conflicto, noEncontrado, reglaNegocio } from '../../lib/app-error';
import { registrarAuditoria } from '../../db/registro-auditoria';
import { revocarSesionesDeUsuario } from '../auth/auth.service';
import { moverPeriodos, planearCambioFechaIngreso } from '../saldos/saldos.service';
import type { ContextoUsuarios } from './contexto';
import {
  camposFila,
  diferencias,
  exigirDepartamento,
  exigirJefeValido,
  exigirUnicos,
  resolverRoles,
  traducirDuplicado,
} from './reglas-usuario';
import type { Actor } from './tipos';
import * as repo from './usuarios.repository';

/** Refuses a change that would take the caller's own administration away from them. */
async function exigirQueSigaSiendoAdmin(tx: Tx, actor: Actor, eraAdministrador: boolean) {
  if (eraAdministrador && !(await administradoresActivos(tx)).includes(actor.id)) {
    throw conflicto(M.noQuitarsePropioAdmin);
  }
}

/** The user locked, then every rule of the edit checked in order: nothing is written yet. */
async function exigirEdicionValida(tx: Tx, actor: Actor, id: number, body: TActualizarUsuarioBody) {
  const antes = await repo.bloquearUsuario(tx, id);
  if (!antes) throw noEncontrado(M.noEncontrado);
  const tenidos = await permisosQueTiene(tx, actor.id);
  await exigirPuedeGestionarUsuario(tx, tenidos, id);
  const desactiva = body.estaActivo === false && antes.activo;
  if (desactiva && id === actor.id) throw conflicto(M.noDesactivarseASiMismo);
  const temporalSinUsar =
    antes.esquemaContrasena === 'sha256-temp' || antes.contrasenaTemporalExpiraEn !== null;
  if (body.forzarCambioContrasena === false && antes.debeCambiarContrasena && temporalSinUsar) {
    throw conflicto(M.temporalSinUsar, { ForzarCambioContrasena: [M.temporalSinUsar] });
  }
  await exigirUnicos(tx, body.email, body.dni, id);
  if (body.departamentoId !== antes.departamentoId) await exigirDepartamento(tx, body.departamentoId, false);
  const rolesAntes = await repo.rolesDeUsuario(tx, id);
  const rolesElegidos = await resolverRoles(tx, body.roles, rolesAntes);
  // Only the roles being added are a grant; a role the user already has may stay.
  await exigirRolesOtorgables(
    tx,
    tenidos,
    rolesElegidos.elegidos.filter((r) => !rolesAntes.some((a) => a.id === r.id)),
  );
  const jefeId = body.jefeId ?? null;
  if (jefeId !== null && jefeId !== antes.jefeId) await exigirJefeValido(tx, jefeId, id);
  const eraAdministrador = id === actor.id && (await administradoresActivos(tx)).includes(actor.id);
  return { antes, desactiva, rolesAntes, rolesElegidos, eraAdministrador };
}

/** What a hire-date change does to the balance; refused if it leaves a period negative or is unconfirmed. */
async function planFechaIngreso(
  tx: Tx,
  reloj: Reloj,
  id: number,
  antes: repo.UsuarioEditable,
  body: TActualizarUsuarioBody,
) {
  const plan =
    body.fechaIngreso !== antes.fechaIngreso
      ? await planearCambioFechaIngreso(tx, id, antes.fechaIngreso, body.fechaIngreso, reloj.hoy())
      : null;
  if (plan) {
    if (plan.periodoNegativo !== null)
      throw reglaNegocio('PERIODO_NEGATIVO', mensajePeriodoNegativo(plan.periodoNegativo));
    if (plan.cambios.length > 0 && body.confirmarCambioFechaIngreso !== true)
      throw conflicto(M.confirmarFechaIngreso, {
        ConfirmarCambioFechaIngreso: [M.confirmarFechaIngreso],
      });
  }
  return plan;
}

/**
 * Updates every form field. Deactivating revokes the user's sessions; nobody deactivates themselves or takes
 * away their own administration; the company always keeps an active administrator.
 */
export async function actualizar(
  { db, reloj }: ContextoUsuarios,
  actor: Actor,
  id: number,
  body: TActualizarUsuarioBody,
) {
  try {
    return await db.transaction(async (tx) => {
      const validada = await exigirEdicionValida(tx, actor, id, body);
      const { antes, desactiva, rolesAntes, rolesElegidos, eraAdministrador } = validada;

      const despues = {
        ...camposFila(body),
        fechaIngreso: body.fechaIngreso,
        activo: body.estaActivo ?? antes.activo,
        debeCambiarContrasena: body.forzarCambioContrasena ?? antes.debeCambiarContrasena,
        // Absent: unchanged (a client that does not know the field never resets it).
        regimen: body.regimen === undefined ? antes.regimen : body.regimen,
      };
      const nombresAntes = rolesAntes.map((r) => r.nombre).sort();
      const cambio = diferencias(
        { ...antes, roles: nombresAntes },
        { ...despues, roles: rolesElegidos.nombres },
      );
      if (!cambio.hayCambios) return { message: M.actualizado };
      // ADR 015: the days taken follow their service year; shown first, never negative.
      const plan = await planFechaIngreso(tx, reloj, id, antes, body);

      const ahora = reloj.ahora();
      await repo.actualizarUsuario(tx, id, {
        ...despues,
        fechaActualizacion: ahora,
        actualizadoPorId: actor.id,
      });
      if (plan && plan.movimientos.size > 0) {
        await moverPeriodos(tx, id, plan.movimientos);
        cambio.anteriores.periodos = [...plan.movimientos.keys()];
        cambio.nuevos.periodos = [...plan.movimientos.values()];
      }
      const cambianRoles = 'roles' in cambio.nuevos;
      if (cambianRoles) {
        // The permissions the change takes away or grants, for the security audit.
        cambio.anteriores.permisos = await permisosQueTiene(tx, id);
        await repo.reemplazarRoles(tx, id, rolesElegidos.ids);
        cambio.nuevos.permisos = await permisosQueTiene(tx, id);
      }
      if (desactiva) await revocarSesionesDeUsuario(tx, id, ahora);
      await registrarAuditoria(tx, {
        modulo: 'GESTION_USUARIOS',
        tipoAccion: desactiva ? 'DESACTIVAR_USUARIO' : 'ACTUALIZAR_USUARIO',
        severidad: cambianRoles ? 'SECURITY' : desactiva ? 'WARNING' : 'INFO',
        mensajeCorto: `Usuario actualizado: ${body.nombres} ${body.apellidoPaterno} ${body.apellidoMaterno} (${Object.keys(cambio.nuevos).map(etiquetaCampo).join(', ')})`,
        usuarioEjecutorId: actor.id,
        usuarioAfectadoId: id,
        ip: actor.ip,
        tablaAfectada: 'usuarios',
        registroId: id,
        datosAnteriores: cambio.anteriores,
        datosNuevos: cambio.nuevos,
      });
      if (cambianRoles || desactiva) {
        await exigirQueSigaSiendoAdmin(tx, actor, eraAdministrador);
        await exigirQueQuedeAdministrador(tx);
      }
      return { message: M.actualizado };
    });
  } catch (error) {
    traducirDuplicado(error);
  }
}
