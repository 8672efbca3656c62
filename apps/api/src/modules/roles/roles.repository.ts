import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Ejecutor } from '../../db/client';
import { permisos, rolPermisos, roles, usuarioRoles, usuarios } from '../../db/schema';
import { nombreCompletoONulo } from '../../db/nombres';

const creador = alias(usuarios, 'creador');
const actualizador = alias(usuarios, 'actualizador');

/** Assigned users per role, counted once for the whole query (grouped subquery, not one query per row). */
const usuariosPorRol = (db: Ejecutor) =>
  db
    .select({ rolId: usuarioRoles.rolId, n: sql<number>`count(*)::int`.as('n') })
    .from(usuarioRoles)
    .groupBy(usuarioRoles.rolId)
    .as('usuarios_por_rol');

/** `ILIKE` pattern for a literal substring (the user's % and _ match themselves). */
export const patronContiene = (texto: string) => `%${texto.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const filtroNombre = (nombre: string | undefined): SQL | undefined =>
  nombre ? sql`${roles.nombre} ilike ${patronContiene(nombre)}` : undefined;

export type OrdenRoles = 'name' | 'usuarios';

/** One page of roles with their assigned-user count and audit names. */
export async function listarRoles(
  db: Ejecutor,
  filtro: { nombre?: string | undefined },
  orden: { campo: OrdenRoles; descendente: boolean },
  pagina: { numero: number; tamano: number },
) {
  const conteo = usuariosPorRol(db);
  const numeroPersonas = sql<number>`coalesce(${conteo.n}, 0)`;
  const dir = orden.descendente ? desc : asc;
  const columna = orden.campo === 'usuarios' ? numeroPersonas : sql`lower(${roles.nombre})`;
  return db
    .select({
      id: roles.id,
      nombre: roles.nombre,
      descripcion: roles.descripcion,
      activo: roles.activo,
      esSistema: roles.esSistema,
      numeroPersonas,
      fechaCreacion: roles.fechaCreacion,
      fechaActualizacion: roles.fechaActualizacion,
      creadoPor: nombreCompletoONulo(creador),
      actualizadoPor: nombreCompletoONulo(actualizador),
    })
    .from(roles)
    .leftJoin(conteo, eq(conteo.rolId, roles.id))
    .leftJoin(creador, eq(creador.id, roles.creadoPorId))
    .leftJoin(actualizador, eq(actualizador.id, roles.actualizadoPorId))
    .where(filtroNombre(filtro.nombre))
    .orderBy(dir(columna), dir(roles.id))
    .limit(pagina.tamano)
    .offset((pagina.numero - 1) * pagina.tamano);
}

export type FilaRol = Awaited<ReturnType<typeof listarRoles>>[number];

export async function contarRoles(db: Ejecutor, filtro: { nombre?: string | undefined }) {
  const [fila] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(roles)
    .where(filtroNombre(filtro.nombre));
  return fila?.n ?? 0;
}

export async function buscarRol(db: Ejecutor, id: number): Promise<FilaRol | undefined> {
  const conteo = usuariosPorRol(db);
  const [fila] = await db
    .select({
      id: roles.id,
      nombre: roles.nombre,
      descripcion: roles.descripcion,
      activo: roles.activo,
      esSistema: roles.esSistema,
      numeroPersonas: sql<number>`coalesce(${conteo.n}, 0)`,
      fechaCreacion: roles.fechaCreacion,
      fechaActualizacion: roles.fechaActualizacion,
      creadoPor: nombreCompletoONulo(creador),
      actualizadoPor: nombreCompletoONulo(actualizador),
    })
    .from(roles)
    .leftJoin(conteo, eq(conteo.rolId, roles.id))
    .leftJoin(creador, eq(creador.id, roles.creadoPorId))
    .leftJoin(actualizador, eq(actualizador.id, roles.actualizadoPorId))
    .where(eq(roles.id, id));
  return fila;
}

/** The permissions assigned to each of these roles (one query for the whole page), by name. */
export async function permisosDeRoles(db: Ejecutor, rolIds: number[]) {
  if (rolIds.length === 0) return [];
  return db
    .select({ rolId: rolPermisos.rolId, id: permisos.id, nombre: permisos.nombre, codigo: permisos.codigo })
    .from(rolPermisos)
    .innerJoin(permisos, eq(permisos.id, rolPermisos.permisoId))
    .where(inArray(rolPermisos.rolId, rolIds))
    .orderBy(asc(permisos.nombre), asc(permisos.id));
}

/** Locks the role row until the transaction ends (concurrent edits of one role are serialised). */
export async function bloquearRol(db: Ejecutor, id: number) {
  const [fila] = await db.select().from(roles).where(eq(roles.id, id)).for('update');
  return fila;
}

/** Is the name taken by another role? Case-insensitive, as the unique index. */
export async function nombreDeRolOcupado(db: Ejecutor, nombre: string, exceptoId?: number) {
  const [fila] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        sql`lower(${roles.nombre}) = lower(${nombre})`,
        exceptoId === undefined ? undefined : ne(roles.id, exceptoId),
      ),
    )
    .limit(1);
  return fila !== undefined;
}

/** Which of these permission ids exist. */
export async function permisosExistentes(db: Ejecutor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: permisos.id, codigo: permisos.codigo })
    .from(permisos)
    .where(inArray(permisos.id, ids));
}

/** Active permissions, for the role form's multi-select. */
export async function permisosSeleccionables(db: Ejecutor) {
  return db
    .select({ id: permisos.id, nombre: permisos.nombre, codigo: permisos.codigo, modulo: permisos.modulo })
    .from(permisos)
    .where(eq(permisos.activo, true))
    .orderBy(asc(permisos.modulo), asc(permisos.nombre), asc(permisos.id));
}

export async function insertarRol(db: Ejecutor, valores: typeof roles.$inferInsert) {
  const [fila] = await db.insert(roles).values(valores).returning({ id: roles.id });
  return fila!.id;
}

export async function actualizarRol(db: Ejecutor, id: number, cambios: Partial<typeof roles.$inferInsert>) {
  await db.update(roles).set(cambios).where(eq(roles.id, id));
}

/** Replaces the role's permission set. */
export async function reemplazarPermisosDeRol(db: Ejecutor, rolId: number, permisoIds: number[]) {
  await db.delete(rolPermisos).where(eq(rolPermisos.rolId, rolId));
  if (permisoIds.length) {
    await db.insert(rolPermisos).values(permisoIds.map((permisoId) => ({ rolId, permisoId })));
  }
}

/** Codes of the role's permissions, sorted (the audit's before/after sets). */
export async function codigosDeRol(db: Ejecutor, rolId: number) {
  const filas = await db
    .select({ codigo: permisos.codigo })
    .from(rolPermisos)
    .innerJoin(permisos, eq(permisos.id, rolPermisos.permisoId))
    .where(eq(rolPermisos.rolId, rolId))
    .orderBy(asc(permisos.codigo));
  return filas.map((f) => f.codigo);
}
