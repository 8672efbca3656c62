import { MENSAJES_USUARIO as M } from '@app/contract/usuarios';
import {
  exigirPuedeGestionarUsuario,
  exigirQueQuedeAdministrador,
  permisosQueTiene,
} from '../../db/administradores';
import { conflicto, noEncontrado } from '../../lib/app-error';
import { registrarAuditoria } from '../../db/registro-auditoria';
import { revocarSesionesDeUsuario } from '../auth/auth.service';
import type { ContextoUsuarios } from './contexto';
import type { Actor } from './tipos';
import * as repo from './usuarios.repository';

/** Flips Activo/Inactivo. Deactivating revokes every session of the user at once; never one's own account. */
export async function cambiarEstado({ db, reloj }: ContextoUsuarios, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const u = await repo.bloquearUsuario(tx, id);
    if (!u) throw noEncontrado(M.noEncontrado);
    await exigirPuedeGestionarUsuario(tx, await permisosQueTiene(tx, actor.id), id);
    const activo = !u.activo;
    if (!activo && id === actor.id) throw conflicto(M.noDesactivarseASiMismo);
    const ahora = reloj.ahora();
    await repo.actualizarUsuario(tx, id, { activo, fechaActualizacion: ahora, actualizadoPorId: actor.id });
    if (!activo) await revocarSesionesDeUsuario(tx, id, ahora);
    const nombre = `${u.nombres} ${u.apellidoPaterno} ${u.apellidoMaterno}`;
    await registrarAuditoria(tx, {
      modulo: 'GESTION_USUARIOS',
      tipoAccion: activo ? 'ACTIVAR_USUARIO' : 'DESACTIVAR_USUARIO',
      severidad: activo ? 'INFO' : 'WARNING',
      mensajeCorto: activo ? `Usuario activado: ${nombre}` : `Usuario desactivado: ${nombre}`,
      usuarioEjecutorId: actor.id,
      usuarioAfectadoId: id,
      ip: actor.ip,
      tablaAfectada: 'usuarios',
      registroId: id,
      datosAnteriores: { activo: u.activo },
      datosNuevos: { activo },
    });
    if (!activo) await exigirQueQuedeAdministrador(tx);
    return { message: M.estadoCambiado, estaActivo: activo };
  });
}
