import { permisosFaltantes } from '@app/contract/roles';
import { codigosDeRoles, permisosQueTiene } from '../../db/administradores';
import type { ContextoUsuarios } from './contexto';
import type { Actor } from './tipos';
import * as repo from './usuarios.repository';

/**
 * What a bulk import checks its rows against: departments (by code), roles (with the permissions of each that
 * the actor does not hold: such a role cannot be granted), and the users it names.
 */
export async function referenciasParaImportacion(
  { db }: ContextoUsuarios,
  actor: Actor,
  emails: string[],
  dnis: string[],
) {
  const [departamentos, todos, existentes, tenidos] = await Promise.all([
    repo.departamentosConCodigo(db),
    repo.todosLosRoles(db),
    repo.usuariosPorEmailODni(db, emails, dnis),
    permisosQueTiene(db, actor.id),
  ]);
  const codigos = await codigosDeRoles(
    db,
    todos.map((r) => r.id),
  );
  const roles = todos.map((r) => ({
    ...r,
    faltantes: permisosFaltantes(codigos.get(r.id) ?? [], tenidos),
  }));
  return { departamentos, roles, existentes };
}
