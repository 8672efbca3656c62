import { and, asc, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TOrdenPermisos } from '@app/contract/roles';
import type { Ejecutor } from '../../db/client';
import { permisos, rolPermisos, roles, usuarioRoles, usuarios } from '../../db/schema';
import { nombreCompletoONulo } from '../../db/nombres';

const creador = alias(usuarios, 'creador');
const actualizador = alias(usuarios, 'actualizador');

/** Roles holding each permission, counted once for the whole query (grouped subquery). */
const rolesPorPermiso = (db: Ejecutor) =>
  db
    .select({ permisoId: rolPermisos.permisoId, n: sql<number>`count(*)::int`.as('n') })
    .from(rolPermisos)
    .groupBy(rolPermisos.permisoId)
    .as('roles_por_permiso');

/** `ILIKE` pattern for a literal substring (the user's % and _ match themselves). */
const patronContiene = (texto: string) => `%${texto.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface FiltrosPermisos {
  busqueda?: string | undefined;
  modulo?: string | undefined;
  activo?: boolean | undefined;
}

function condiciones(f: FiltrosPermisos): SQL | undefined {
  const patron = f.busqueda ? patronContiene(f.busqueda) : undefined;
  return and(
    patron
      ? or(
          sql`${permisos.nombre} ilike ${patron}`,
          sql`${permisos.codigo} ilike ${patron}`,
          sql`${permisos.descripcion} ilike ${patron}`,
        )
      : undefined,
    f.modulo ? sql`lower(${permisos.modulo}) = lower(${f.modulo})` : undefined,
    f.activo === undefined ? undefined : eq(permisos.activo, f.activo),
  );
}

function consultaPermisos(db: Ejecutor) {
  const conteo = rolesPorPermiso(db);
  const numeroRoles = sql<number>`coalesce(${conteo.n}, 0)`;
  const consulta = db
    .select({
      id: permisos.id,
      nombre: permisos.nombre,
      descripcion: permisos.descripcion,
      modulo: permisos.modulo,
      codigo: permisos.codigo,
      activo: permisos.activo,
      esSistema: permisos.esSistema,
      numeroRoles,
      fechaCreacion: permisos.fechaCreacion,
      fechaActualizacion: permisos.fechaActualizacion,
      creadoPor: nombreCompletoONulo(creador),
      actualizadoPor: nombreCompletoONulo(actualizador),
    })
    .from(permisos)
    .leftJoin(conteo, eq(conteo.permisoId, permisos.id))
    .leftJoin(creador, eq(creador.id, permisos.creadoPorId))
    .leftJoin(actualizador, eq(actualizador.id, permisos.actualizadoPorId));
  return { consulta, numeroRoles };
}

/** One page of permissions with their role count, sorted by an allow-listed key (tie-broken by id). */
export async function listarPermisos(
  db: Ejecutor,
  filtros: FiltrosPermisos,
  orden: { campo: TOrdenPermisos; descendente: boolean },
  pagina: { numero: number; tamano: number },
) {
  const { consulta, numeroRoles } = consultaPermisos(db);
  const columnas: Record<TOrdenPermisos, SQL> = {
    nombre: sql`lower(${permisos.nombre})`,
    modulo: sql`lower(${permisos.modulo})`,
    numeroRoles,
    codigoPermiso: sql`lower(${permisos.codigo})`,
  };
  const dir = orden.descendente ? desc : asc;
  const secundario = orden.campo === 'nombre' ? [] : [asc(sql`lower(${permisos.nombre})`)];
  return consulta
    .where(condiciones(filtros))
    .orderBy(dir(columnas[orden.campo]), ...secundario, asc(permisos.id))
    .limit(pagina.tamano)
    .offset((pagina.numero - 1) * pagina.tamano);
}

export type FilaPermiso = Awaited<ReturnType<typeof listarPermisos>>[number];

export async function contarPermisos(db: Ejecutor, filtros: FiltrosPermisos) {
  const [fila] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(permisos)
    .where(condiciones(filtros));
  return fila?.n ?? 0;
}

export async function buscarPermiso(db: Ejecutor, id: number): Promise<FilaPermiso | undefined> {
  const { consulta } = consultaPermisos(db);
  const [fila] = await consulta.where(eq(permisos.id, id));
  return fila;
}

/** Module names in use, sorted. */
export async function modulos(db: Ejecutor) {
  const filas = await db
    .selectDistinct({ modulo: permisos.modulo })
    .from(permisos)
    .orderBy(asc(permisos.modulo));
  return filas.map((f) => f.modulo);
}

/** Counts over the whole catalogue (not the filtered page). */
export async function estadisticas(db: Ejecutor) {
  const [fila] = await db
    .select({
      activos: sql<number>`count(*) filter (where ${permisos.activo})::int`,
      inactivos: sql<number>`count(*) filter (where not ${permisos.activo})::int`,
      modulos: sql<number>`count(distinct ${permisos.modulo})::int`,
    })
    .from(permisos);
  return fila ?? { activos: 0, inactivos: 0, modulos: 0 };
}

/** Which field another permission already uses, case-insensitively: its name, its code, or neither. */
export async function duplicados(db: Ejecutor, nombre: string, codigo: string, exceptoId?: number) {
  const filas = await db
    .select({
      nombre: sql<boolean>`lower(${permisos.nombre}) = lower(${nombre})`,
      codigo: sql<boolean>`lower(${permisos.codigo}) = lower(${codigo})`,
    })
    .from(permisos)
    .where(
      and(
        or(
          sql`lower(${permisos.nombre}) = lower(${nombre})`,
          sql`lower(${permisos.codigo}) = lower(${codigo})`,
        ),
        exceptoId === undefined ? undefined : ne(permisos.id, exceptoId),
      ),
    );
  return { nombre: filas.some((f) => f.nombre), codigo: filas.some((f) => f.codigo) };
}

/** Locks the permission row until the transaction ends. */
export async function bloquearPermiso(db: Ejecutor, id: number) {
  const [fila] = await db.select().from(permisos).where(eq(permisos.id, id)).for('update');
  return fila;
}

export async function insertarPermiso(db: Ejecutor, valores: typeof permisos.$inferInsert) {
  const [fila] = await db.insert(permisos).values(valores).returning({ id: permisos.id });
  return fila!.id;
}

/** Adds the permission to the system role Admin; returns the names of the roles that now list it. */
export async function otorgarARolAdmin(db: Ejecutor, permisoId: number) {
  const admin = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.esSistema, true), eq(roles.nombre, 'Admin')));
  if (admin.length) {
    await db
      .insert(rolPermisos)
      .values(admin.map((r) => ({ rolId: r.id, permisoId })))
      .onConflictDoNothing();
  }
  return rolesConPermiso(db, permisoId);
}

export async function actualizarPermiso(
  db: Ejecutor,
  id: number,
  cambios: Partial<typeof permisos.$inferInsert>,
) {
  await db.update(permisos).set(cambios).where(eq(permisos.id, id));
}

/** Names of the roles that hold the permission (the audit shows whom a change reaches). */
export async function rolesConPermiso(db: Ejecutor, permisoId: number) {
  const filas = await db
    .select({ nombre: roles.nombre })
    .from(rolPermisos)
    .innerJoin(roles, eq(roles.id, rolPermisos.rolId))
    .where(eq(rolPermisos.permisoId, permisoId))
    .orderBy(asc(roles.nombre));
  return filas.map((f) => f.nombre);
}

/** Does any user hold the permission (through an active role that lists it, whatever the permission's state)? */
export async function alguienLoTiene(db: Ejecutor, permisoId: number) {
  const [fila] = await db
    .select({ uno: sql<number>`1` })
    .from(rolPermisos)
    .innerJoin(roles, and(eq(roles.id, rolPermisos.rolId), eq(roles.activo, true)))
    .innerJoin(usuarioRoles, eq(usuarioRoles.rolId, roles.id))
    .where(eq(rolPermisos.permisoId, permisoId))
    .limit(1);
  return fila !== undefined;
}
