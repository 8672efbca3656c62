import { MENSAJES_USUARIO as M } from '@app/contract/usuarios';
import {
  exigirPuedeGestionarUsuario,
  exigirQueQuedeAdministrador,
  permisosQueTiene,
} from '../../db/administradores';
import { conflicto, noEncontrado } from '../../lib/app-error';
import { registrarAuditoria } from '../../db/registro-auditoria';
import type { ContextoUsuarios } from './contexto';
import type { Actor } from './tipos';
import * as repo from './usuarios.repository';

/**
 * Deletes a user who left no trace: no vacation request (in any role), no audit record of their own
 * (beyond their own administration), no reports, no imports. Otherwise 409: deactivate instead.
 */
export async function eliminar({ db }: ContextoUsuarios, actor: Actor, id: number) {
  if (id === actor.id) throw conflicto('No puede eliminar su propia cuenta');
  return db.transaction(async (tx) => {
    const bloqueado = await repo.bloquearUsuario(tx, id);
    if (!bloqueado) throw noEncontrado(M.noEncontrado);
    await exigirPuedeGestionarUsuario(tx, await permisosQueTiene(tx, actor.id), id);
    const { esquemaContrasena: _e, contrasenaTemporalExpiraEn: _x, ...u } = bloqueado;
    const v = await repo.vinculos(tx, id);
    const motivos = [
      v.solicitudes && 'tiene solicitudes de vacaciones',
      v.auditoria && 'tiene registros de auditoría',
      v.subordinados && 'tiene colaboradores a cargo',
      v.importaciones && 'realizó importaciones',
    ].filter(Boolean);
    if (motivos.length) {
      throw conflicto(
        `No se puede eliminar el usuario porque ${motivos.join(', ')}. Desactívelo en su lugar para conservar el historial.`,
      );
    }
    const roles = (await repo.rolesDeUsuario(tx, id)).map((r) => r.nombre);
    await repo.eliminarUsuario(tx, id);
    await registrarAuditoria(tx, {
      modulo: 'GESTION_USUARIOS',
      tipoAccion: 'ELIMINAR_USUARIO',
      severidad: 'WARNING',
      mensajeCorto: `Usuario eliminado: ${u.nombres} ${u.apellidoPaterno} ${u.apellidoMaterno} (${u.email})`,
      usuarioEjecutorId: actor.id,
      usuarioAfectadoId: id,
      ip: actor.ip,
      tablaAfectada: 'usuarios',
      registroId: id,
      datosAnteriores: { ...u, roles },
    });
    await exigirQueQuedeAdministrador(tx);
    return { message: M.eliminado };
  });
}
