import { MENSAJES_USUARIO as M, type TReiniciarContrasenaBody } from '@app/contract/usuarios';
import { exigirPuedeGestionarUsuario, permisosQueTiene } from '../../db/administradores';
import { noEncontrado } from '../../lib/app-error';
import { generarContrasenaTemporal, hashTemporal } from '../../lib/seguridad';
import { registrarAuditoria } from '../../db/registro-auditoria';
import { revocarSesionesDeUsuario } from '../auth/auth.service';
import { avisoContrasenaRestablecida } from './avisos';
import type { ContextoUsuarios } from './contexto';
import { validacion } from './reglas-usuario';
import type { Actor } from './tipos';
import * as repo from './usuarios.repository';

/**
 * A new generated temporary password (one use, forces a change), every session revoked, the failed-login
 * counter and lock cleared; the optional reason is the audit record's motivo. The password is in the reply only.
 */
export async function reiniciarContrasena(
  { db, reloj, notificador, vencimientoTemporal }: ContextoUsuarios,
  actor: Actor,
  id: number,
  body: TReiniciarContrasenaBody,
) {
  if (body.usuarioId !== undefined && body.usuarioId !== id) {
    throw validacion('UsuarioId', 'El usuario indicado no coincide con el de la ruta');
  }
  const contrasenaTemporal = generarContrasenaTemporal();
  const r = await db.transaction(async (tx) => {
    const u = await repo.bloquearUsuario(tx, id);
    if (!u) throw noEncontrado(M.noEncontrado);
    // Otherwise whoever administers users could take over an administrator's account.
    await exigirPuedeGestionarUsuario(tx, await permisosQueTiene(tx, actor.id), id);
    const ahora = reloj.ahora();
    await repo.actualizarUsuario(tx, id, {
      hashContrasena: hashTemporal(contrasenaTemporal),
      esquemaContrasena: 'sha256-temp',
      debeCambiarContrasena: true,
      contrasenaTemporalExpiraEn: vencimientoTemporal(ahora),
      intentosFallidos: 0,
      bloqueadoHasta: null,
      fechaActualizacion: ahora,
      actualizadoPorId: actor.id,
    });
    await revocarSesionesDeUsuario(tx, id, ahora);
    await registrarAuditoria(tx, {
      modulo: 'GESTION_USUARIOS',
      tipoAccion: 'REINICIAR_CONTRASENA',
      severidad: 'SECURITY',
      mensajeCorto: `Contraseña reiniciada: ${u.nombres} ${u.apellidoPaterno} ${u.apellidoMaterno}`,
      motivo: body.motivo ?? null,
      usuarioEjecutorId: actor.id,
      usuarioAfectadoId: id,
      ip: actor.ip,
      tablaAfectada: 'usuarios',
      registroId: id,
      datosAnteriores: { debeCambiarContrasena: u.debeCambiarContrasena },
      datosNuevos: { debeCambiarContrasena: true, sesionesRevocadas: true },
    });
    // The person learns it happened (never the password: the administrator hands it over).
    await notificador.notificar(tx, [avisoContrasenaRestablecida(id)]);
    return { contrasenaTemporal, message: M.contrasenaReiniciada };
  });
  notificador.despertar();
  return r;
}
