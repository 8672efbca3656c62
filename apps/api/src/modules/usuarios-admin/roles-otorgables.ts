import { permisosFaltantes } from '@app/contract/roles';
import { codigosDeRoles, exigirRolesOtorgables, permisosQueTiene } from '../../db/administradores';
import type { ContextoUsuarios } from './contexto';
import { sinRepetidos } from './reglas-usuario';
import type { Actor } from './tipos';
import * as repo from './usuarios.repository';

/**
 * Refuses (403) roles, named as a form or a configuration names them, that the actor could not grant. Unknown
 * or inactive names are left to the usual validation.
 */
export async function exigirRolesOtorgablesPorNombre(
  { db }: ContextoUsuarios,
  actor: Actor,
  nombres: string[],
  campo = 'Roles',
) {
  const encontrados = await repo.rolesPorNombre(db, sinRepetidos(nombres));
  if (encontrados.length === 0) return;
  await exigirRolesOtorgables(db, await permisosQueTiene(db, actor.id), encontrados, campo);
}

/** Names of the active roles the actor may grant: every permission of the role is one they hold. */
export async function rolesOtorgables({ db }: ContextoUsuarios, actor: Actor) {
  const [todos, tenidos] = await Promise.all([repo.todosLosRoles(db), permisosQueTiene(db, actor.id)]);
  const activos = todos.filter((r) => r.activo);
  const codigos = await codigosDeRoles(
    db,
    activos.map((r) => r.id),
  );
  return activos
    .filter((r) => permisosFaltantes(codigos.get(r.id) ?? [], tenidos).length === 0)
    .map((r) => r.nombre);
}
