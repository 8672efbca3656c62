import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Ejecutor } from '../../db/client';
import {
  auditoria,
  departamentos,
  roles,
  solicitudesVacaciones,
  usuarioRoles,
  usuarios,
} from '../../db/schema';

/** The editable fields of a user, row-locked for the rest of the transaction. Never the password hash. */
export async function bloquearUsuario(db: Ejecutor, id: number) {
  const [fila] = await db
    .select({
      id: usuarios.id,
      nombres: usuarios.nombres,
      apellidoPaterno: usuarios.apellidoPaterno,
      apellidoMaterno: usuarios.apellidoMaterno,
      dni: usuarios.dni,
      extranjero: usuarios.extranjero,
      numeroCelular: usuarios.numeroCelular,
      email: usuarios.email,
      fechaIngreso: usuarios.fechaIngreso,
      empresa: usuarios.empresa,
      regimen: usuarios.regimen,
      departamentoId: usuarios.departamentoId,
      jefeId: usuarios.jefeId,
      activo: usuarios.activo,
      debeCambiarContrasena: usuarios.debeCambiarContrasena,
      // Whether a temporary password is still in use (never the hash itself).
      esquemaContrasena: usuarios.esquemaContrasena,
      contrasenaTemporalExpiraEn: usuarios.contrasenaTemporalExpiraEn,
    })
    .from(usuarios)
    .where(eq(usuarios.id, id))
    // NO KEY UPDATE, not UPDATE: a concurrent edit naming this user as a manager only needs KEY SHARE for its
    // foreign-key check, and must not deadlock against this lock while it waits for the hierarchy lock.
    .for('no key update');
  return fila;
}
export type UsuarioEditable = NonNullable<Awaited<ReturnType<typeof bloquearUsuario>>>;

/** Which of email (case-insensitive) and DNI another user already holds. */
export async function duplicados(db: Ejecutor, email: string, dni: string, excluirId?: number) {
  const filas = await db
    .select({ email: usuarios.email, dni: usuarios.dni })
    .from(usuarios)
    .where(
      and(
        or(sql`lower(${usuarios.email}) = lower(${email})`, eq(usuarios.dni, dni)),
        excluirId === undefined ? undefined : ne(usuarios.id, excluirId),
      ),
    );
  return {
    email: filas.some((f) => f.email.toLowerCase() === email.toLowerCase()),
    dni: filas.some((f) => f.dni === dni),
  };
}

export async function buscarDepartamento(db: Ejecutor, id: number) {
  const [fila] = await db
    .select({ id: departamentos.id, nombre: departamentos.nombre, activo: departamentos.activo })
    .from(departamentos)
    .where(eq(departamentos.id, id));
  return fila;
}

/** Roles whose name matches one of `nombres`, case-insensitively. */
export async function rolesPorNombre(db: Ejecutor, nombres: string[]) {
  if (nombres.length === 0) return [];
  return db
    .select({ id: roles.id, nombre: roles.nombre, activo: roles.activo })
    .from(roles)
    .where(
      inArray(
        sql`lower(${roles.nombre})`,
        nombres.map((n) => n.toLowerCase()),
      ),
    );
}

export async function rolesDeUsuario(db: Ejecutor, usuarioId: number) {
  return db
    .select({ id: roles.id, nombre: roles.nombre, activo: roles.activo })
    .from(usuarioRoles)
    .innerJoin(roles, eq(roles.id, usuarioRoles.rolId))
    .where(eq(usuarioRoles.usuarioId, usuarioId))
    .orderBy(roles.nombre);
}

export async function buscarActivo(db: Ejecutor, id: number) {
  const [fila] = await db
    .select({ id: usuarios.id, activo: usuarios.activo })
    .from(usuarios)
    .where(eq(usuarios.id, id));
  return fila;
}

/**
 * Serialises every change of the reporting line in the company (transaction-scoped advisory lock), so two
 * concurrent edits cannot each pass the cycle check and together close a loop.
 */
export async function bloquearJerarquia(db: Ejecutor) {
  await db.execute(sql`select pg_advisory_xact_lock(4207001)`);
}

export async function insertarUsuario(db: Ejecutor, valores: typeof usuarios.$inferInsert) {
  const [fila] = await db.insert(usuarios).values(valores).returning({ id: usuarios.id });
  return fila!.id;
}

export async function actualizarUsuario(
  db: Ejecutor,
  id: number,
  cambios: Partial<typeof usuarios.$inferInsert>,
) {
  await db.update(usuarios).set(cambios).where(eq(usuarios.id, id));
}

export async function reemplazarRoles(db: Ejecutor, usuarioId: number, rolIds: number[]) {
  await db.delete(usuarioRoles).where(eq(usuarioRoles.usuarioId, usuarioId));
  if (rolIds.length) await db.insert(usuarioRoles).values(rolIds.map((rolId) => ({ usuarioId, rolId })));
}

/** What ties a user to the company's history (a reason to deactivate instead of deleting). */
export async function vinculos(db: Ejecutor, id: number) {
  const s = solicitudesVacaciones;
  const [f] = await db
    .select({
      solicitudes: sql<boolean>`exists (select 1 from ${s} where ${or(
        eq(s.usuarioId, id),
        eq(s.jefeAsignadoId, id),
        eq(s.aprobadorId, id),
        eq(s.canceladoPorId, id),
      )})`,
      // Records of their own administration (created, edited by someone else) are not history of their own.
      auditoria: sql<boolean>`exists (select 1 from ${auditoria} where ${or(
        eq(auditoria.usuarioEjecutorId, id),
        and(eq(auditoria.usuarioAfectadoId, id), ne(auditoria.modulo, 'GESTION_USUARIOS')),
      )})`,
      subordinados: sql<boolean>`exists (select 1 from usuarios u where u.jefe_id = ${id} and u.id <> ${id})`,
      importaciones: sql<boolean>`exists (select 1 from importaciones i where i.usuario_id = ${id})`,
    })
    .from(sql`(select 1) as uno`);
  return f!;
}

export async function eliminarUsuario(db: Ejecutor, id: number) {
  await db.delete(usuarios).where(eq(usuarios.id, id));
}
