import { sql } from 'drizzle-orm';
import { enterosEnTexto } from './sentencias-preparadas';
import { PERMISOS_ADMINISTRACION } from '@app/contract/permisos';
import { CODIGO_PERMISOS_INSUFICIENTES, MENSAJES_LIMITES, permisosFaltantes } from '@app/contract/roles';
import { AppError, conflicto } from '../lib/app-error';
import type { Ejecutor } from './client';

const CLAVE_BLOQUEO_ADMINISTRACION = 7_310_001;

/**
 * Ids of active users who hold every administration permission through active roles and active permissions.
 */
export async function administradoresActivos(db: Ejecutor): Promise<number[]> {
  const codigos = sql.join(
    PERMISOS_ADMINISTRACION.map((c) => sql`${c}`),
    sql`, `,
  );
  const r = (await db.execute(sql`
    select u.id from usuarios u
    join usuario_roles ur on ur.usuario_id = u.id
    join roles r on r.id = ur.rol_id and r.activo
    join rol_permisos rp on rp.rol_id = r.id
    join permisos p on p.id = rp.permiso_id and p.activo and p.codigo in (${codigos})
    where u.activo
    group by u.id
    having count(distinct p.codigo) = ${PERMISOS_ADMINISTRACION.length}`)) as unknown as {
    rows: { id: number }[];
  };
  return r.rows.map((f) => f.id);
}

/**
 * Call inside the transaction, after the change: if no active administrator would remain, refuse (409) and the
 * transaction rolls back, so a company can never lock itself out of administration.
 */
export async function exigirQueQuedeAdministrador(db: Ejecutor, mensaje?: string): Promise<void> {
  // Serialise these checks until commit (same key everywhere): two concurrent changes cannot both see the
  // other's administrator still standing and each remove one (write skew).
  await db.execute(sql`select pg_advisory_xact_lock(${CLAVE_BLOQUEO_ADMINISTRACION})`);
  if ((await administradoresActivos(db)).length === 0) {
    throw conflicto(
      mensaje ??
        'La operación dejaría a la empresa sin ningún usuario activo con permisos de administración. Asigne primero esos permisos a otro usuario.',
    );
  }
}

// ---- nobody grants what they do not hold (docs/decisions/009-nadie-otorga-lo-que-no-tiene.md) ----

/**
 * What each user "holds": the codes of every permission, active or not, in their ACTIVE roles. An inactive
 * permission counts, because activating it again would hand it back to everyone whose role lists it.
 */
export async function permisosQueTienen(db: Ejecutor, usuarioIds: readonly number[]) {
  const porUsuario = new Map<number, string[]>(usuarioIds.map((id) => [id, []]));
  if (usuarioIds.length === 0) return porUsuario;
  const r = (await db.execute(sql`
    select ur.usuario_id as id, array_agg(distinct p.codigo order by p.codigo) as codigos
    from usuario_roles ur
    join roles r on r.id = ur.rol_id and r.activo
    join rol_permisos rp on rp.rol_id = r.id
    join permisos p on p.id = rp.permiso_id
    where ur.usuario_id = any(${enterosEnTexto(usuarioIds)})
    group by ur.usuario_id`)) as unknown as { rows: { id: number; codigos: string[] }[] };
  for (const f of r.rows) porUsuario.set(Number(f.id), f.codigos);
  return porUsuario;
}

export async function permisosQueTiene(db: Ejecutor, usuarioId: number): Promise<string[]> {
  return (await permisosQueTienen(db, [usuarioId])).get(usuarioId) ?? [];
}

/** Every permission code of each role (active or not), whatever the role's own state. */
export async function codigosDeRoles(db: Ejecutor, rolIds: readonly number[]) {
  const porRol = new Map<number, string[]>(rolIds.map((id) => [id, []]));
  if (rolIds.length === 0) return porRol;
  const r = (await db.execute(sql`
    select rp.rol_id as id, array_agg(distinct p.codigo order by p.codigo) as codigos
    from rol_permisos rp join permisos p on p.id = rp.permiso_id
    where rp.rol_id = any(${enterosEnTexto(rolIds)})
    group by rp.rol_id`)) as unknown as { rows: { id: number; codigos: string[] }[] };
  for (const f of r.rows) porRol.set(Number(f.id), f.codigos);
  return porRol;
}

/** Ids of the roles assigned to the user, active or not. */
export async function rolesAsignadosA(db: Ejecutor, usuarioId: number): Promise<number[]> {
  const r = (await db.execute(
    sql`select rol_id as id from usuario_roles where usuario_id = ${usuarioId}`,
  )) as unknown as { rows: { id: number }[] };
  return r.rows.map((f) => Number(f.id));
}

/** The 403 of every limit on partial administrators (ADR 012). */
export const permisosInsuficientes = (mensaje: string, errores?: Record<string, string[]>) =>
  new AppError(CODIGO_PERMISOS_INSUFICIENTES, mensaje, errores);

/**
 * Refuses (403) to grant a role with a permission the actor does not hold; the message names the first such
 * role and what it lacks, the field errors every one.
 */
export async function exigirRolesOtorgables(
  db: Ejecutor,
  tenidos: readonly string[],
  rolesPedidos: readonly { id: number; nombre: string }[],
  campo = 'Roles',
) {
  const codigos = await codigosDeRoles(
    db,
    rolesPedidos.map((r) => r.id),
  );
  const mensajes = rolesPedidos.flatMap((r) => {
    const faltan = permisosFaltantes(codigos.get(r.id) ?? [], tenidos);
    return faltan.length ? [MENSAJES_LIMITES.asignarRol(r.nombre, faltan)] : [];
  });
  if (mensajes.length) throw permisosInsuficientes(mensajes[0]!, { [campo]: mensajes });
}

/** Refuses (403) to manage a user who holds a permission the actor does not. */
export async function exigirPuedeGestionarUsuario(
  db: Ejecutor,
  tenidos: readonly string[],
  usuarioId: number,
) {
  const faltan = permisosFaltantes(await permisosQueTiene(db, usuarioId), tenidos);
  if (faltan.length) throw permisosInsuficientes(MENSAJES_LIMITES.gestionarUsuario(faltan));
}
