import type { TRegimen } from '@app/contract/vacaciones';
import { and, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TAccionAuditoria } from '@app/contract/auditoria';
import { NOMBRES_ROL_ADMINISTRADOR, type TOrdenUsuarios } from '@app/contract/usuarios';
import type { Ejecutor } from '../../db/client';
import {
  auditoria,
  departamentos,
  roles,
  solicitudesVacaciones,
  usuarioRoles,
  usuarios,
} from '../../db/schema';
import { condicionesDe, crearFormasDe, SIN_NOMBRE, type TablaCondiciones } from '../../db/formas';
import { escaparLike, patronContiene } from '../../lib/texto';
import {
  columnasCursor,
  cursorDeFila,
  despuesDe,
  ordenDeClaves,
  type ClaveOrden,
  type Cursor,
} from '../../lib/cursor-compuesto';

const nombreCompleto = sql<string>`${usuarios.nombres} || ' ' || ${usuarios.apellidoPaterno} || ' ' || ${usuarios.apellidoMaterno}`;

// Drizzle writes a column without its table inside a select list of a single-table query ("id"), which a
// correlated subquery would resolve against its own tables: name the outer column explicitly.
const idUsuarioExterno = sql.raw('"usuarios"."id"');

// Department and manager names by correlated subqueries, not joins: the default page is read straight from
// the (fecha_creacion desc, id desc) index and the names are looked up for the page's rows only.
const nombreDepartamento = sql<string>`(select d.nombre from departamentos d where d.id = ${sql.raw('"usuarios"."departamento_id"')})`;
const nombreJefe = sql<
  string | null
>`(select j.nombres || ' ' || j.apellido_paterno || ' ' || j.apellido_materno
  from usuarios j where j.id = ${sql.raw('"usuarios"."jefe_id"')})`;

/** Every role assigned to the user (active or not), by name. */
const rolesAsignados = sql<string[]>`coalesce((
  select array_agg(r.nombre order by r.nombre) from usuario_roles ur
  join roles r on r.id = ur.rol_id
  where ur.usuario_id = ${idUsuarioExterno}), '{}')`;

export interface FiltrosUsuarios {
  BusquedaGeneral?: string | undefined;
  Email?: string | undefined;
  DepartamentoId?: number | undefined;
  Rol?: string | undefined;
  EstaActivo?: boolean | undefined;
  Extranjero?: boolean | undefined;
  FechaIngresoDesde?: string | undefined;
  FechaIngresoHasta?: string | undefined;
}

/** Each filter's condition on the users; the two searches' values are already their LIKE patterns (`conPatrones`). */
const CONDICIONES_USUARIOS: TablaCondiciones<FiltrosUsuarios> = {
  // The document is stored upper-cased (a carné de extranjería has letters); the search text is lower-cased.
  BusquedaGeneral: (v) => or(sql`${usuarios.busqueda} like ${v}`, sql`lower(${usuarios.dni}) like ${v}`)!,
  Email: (v) => sql`lower(${usuarios.email}) like ${v}`,
  DepartamentoId: (v) => eq(usuarios.departamentoId, v),
  Rol: (v) => sql`exists (select 1 from usuario_roles ur join roles r on r.id = ur.rol_id
    where ur.usuario_id = ${idUsuarioExterno} and lower(r.nombre) = lower(${v}))`,
  EstaActivo: (v) => eq(usuarios.activo, v),
  Extranjero: (v) => eq(usuarios.extranjero, v),
  FechaIngresoDesde: (v) => gte(usuarios.fechaIngreso, v),
  FechaIngresoHasta: (v) => lte(usuarios.fechaIngreso, v),
};

/** The list's filters alone, the searches turned into their LIKE patterns; empty texts filter nothing. */
function conPatrones(f: FiltrosUsuarios): FiltrosUsuarios {
  return {
    BusquedaGeneral: f.BusquedaGeneral ? patronContiene(f.BusquedaGeneral) : undefined,
    Email: f.Email ? `%${escaparLike(f.Email.toLowerCase())}%` : undefined,
    DepartamentoId: f.DepartamentoId,
    Rol: f.Rol || undefined,
    EstaActivo: f.EstaActivo,
    Extranjero: f.Extranjero,
    FechaIngresoDesde: f.FechaIngresoDesde || undefined,
    FechaIngresoHasta: f.FechaIngresoHasta || undefined,
  };
}

export const condicionesLista = (f: FiltrosUsuarios): SQL | undefined =>
  and(...condicionesDe(CONDICIONES_USUARIOS, conPatrones(f)));

/**
 * ORDER BY direction written to match each index: the (fecha_creacion DESC NULLS LAST, id DESC NULLS LAST) index
 * needs "desc nulls last" / "asc nulls first"; the plain ascending indexes (names, fecha_ingreso) the defaults.
 * Every column here is NOT NULL, so only the plan changes, never the order.
 */
const comoIndiceDescendente = (columna: unknown, descendente: boolean) =>
  descendente ? sql`${columna} desc nulls last` : sql`${columna} asc nulls first`;
const comoIndiceAscendente = (columna: unknown, descendente: boolean) =>
  descendente ? sql`${columna} desc` : sql`${columna} asc`;

/** Columns each allow-listed sort key orders by; ties broken by creation date, then id, in the same direction. */
const COLUMNAS_ORDEN: Record<TOrdenUsuarios, unknown[]> = {
  // The Spanish sort key of the full name (migration 0007): Ángel before Beatriz, Ñahui between Nuzco and Óscar.
  nombreCompleto: [usuarios.claveOrdenNombre],
  dni: [usuarios.dni],
  departamento: [nombreDepartamento],
  fechaIngreso: [usuarios.fechaIngreso],
  // 'Activo' before 'Inactivo' when ascending, as the text sorts.
  estado: [sql`case when ${usuarios.activo} then 0 else 1 end`],
  email: [sql`lower(${usuarios.email})`],
  fechaCreacion: [],
};

/** What a row of the list shows (and its Excel export). */
const columnasFila = {
  id: usuarios.id,
  nombreCompleto,
  email: usuarios.email,
  dni: usuarios.dni,
  roles: rolesAsignados,
  departamento: nombreDepartamento,
  fechaIngreso: usuarios.fechaIngreso,
  activo: usuarios.activo,
};

type OrdenUsuarios = { campo: TOrdenUsuarios; descendente: boolean };
type PaginaUsuarios = { numero: number; tamano: number };

function consultaLista(db: Ejecutor, donde: SQL | undefined, orden: OrdenUsuarios, pagina: PaginaUsuarios) {
  const d = orden.descendente;
  const porColumna = COLUMNAS_ORDEN[orden.campo].map((c) => comoIndiceAscendente(c, d));
  return db
    .select({
      ...columnasFila,
      departamentoId: usuarios.departamentoId,
      extranjero: usuarios.extranjero,
      manager: nombreJefe,
      jefeId: usuarios.jefeId,
    })
    .from(usuarios)
    .where(donde)
    .orderBy(
      ...porColumna,
      comoIndiceDescendente(usuarios.fechaCreacion, d),
      comoIndiceDescendente(usuarios.id, d),
    )
    .limit(pagina.tamano)
    .offset((pagina.numero - 1) * pagina.tamano);
}

const formasLista = crearFormasDe<FiltrosUsuarios, ReturnType<ReturnType<typeof consultaLista>['prepare']>>(
  CONDICIONES_USUARIOS,
);

/** One page of the users list with its filters, built once per shape (ADR 054); the page is part of the shape. */
export function paginaDeUsuarios(
  db: Ejecutor,
  filtros: FiltrosUsuarios,
  orden: OrdenUsuarios,
  pagina: PaginaUsuarios,
) {
  const forma = [orden.campo, orden.descendente, pagina.numero, pagina.tamano];
  const { consulta, valores } = formasLista.obtener(db, conPatrones(filtros), forma, (condiciones) =>
    consultaLista(db, and(...condiciones), orden, pagina).prepare(SIN_NOMBRE),
  );
  return consulta.execute(valores);
}

/** How many shapes of the users list are built for `db` (for the test of the bound). */
export const formasDeUsuarios = formasLista.cantidad;

/** SQL type of each sort key (the export's cursor reads them back from text); none is ever null. */
const TIPOS_ORDEN: Record<TOrdenUsuarios, string> = {
  nombreCompleto: 'text',
  dni: 'text',
  departamento: 'text',
  fechaIngreso: 'date',
  estado: 'integer',
  email: 'text',
  fechaCreacion: 'timestamptz',
};

/** The list's order as cursor keys: the same ORDER BY as `consultaLista` (column, creation date, id). */
export function clavesOrdenUsuarios(orden: { campo: TOrdenUsuarios; descendente: boolean }): ClaveOrden[] {
  const descendente = orden.descendente;
  const nulos = descendente ? 'ultimo' : 'primero';
  return [
    ...COLUMNAS_ORDEN[orden.campo].map((expr) => ({ expr, tipo: TIPOS_ORDEN[orden.campo], descendente })),
    { expr: usuarios.fechaCreacion, tipo: 'timestamptz', descendente, nulos },
    { expr: usuarios.id, tipo: 'integer', descendente, nulos },
  ];
}

/** One batch of the filtered users for the Excel export, after `despues` in the list's order. */
export async function loteUsuarios(
  db: Ejecutor,
  donde: SQL | undefined,
  claves: readonly ClaveOrden[],
  despues: Cursor | null,
  tamano: number,
) {
  const filas = await db
    .select({ ...columnasFila, ...columnasCursor(claves) })
    .from(usuarios)
    .where(and(donde, despues ? despuesDe(claves, despues) : undefined))
    .orderBy(...ordenDeClaves(claves))
    .limit(tamano);
  return filas.map((f) => ({ ...f, cursor: cursorDeFila(f, claves.length) }));
}

const nombresAdmin = sql.join(
  NOMBRES_ROL_ADMINISTRADOR.map((n) => sql`${n.toLowerCase()}`),
  sql`, `,
);

/** Counts over the whole filtered set, in one query (the total is also the list's totalCompleto). */
export async function estadisticas(db: Ejecutor, donde: SQL | undefined) {
  const [f] = await db
    .select({
      total: sql<number>`count(*)::int`,
      activos: sql<number>`(count(*) filter (where ${usuarios.activo}))::int`,
      forzarCambio: sql<number>`(count(*) filter (where ${usuarios.debeCambiarContrasena}))::int`,
      pendientesCambio: sql<number>`(count(*) filter (where ${usuarios.debeCambiarContrasena} or ${usuarios.esquemaContrasena} like 'sha256-temp%'))::int`,
      extranjeros: sql<number>`(count(*) filter (where ${usuarios.extranjero}))::int`,
      conJefe: sql<number>`(count(*) filter (where ${usuarios.jefeId} is not null))::int`,
      // Not correlated: the few administrators are read once into a hashed set instead of once per row.
      administradores: sql<number>`(count(*) filter (where ${idUsuarioExterno} in (
        select ur.usuario_id from usuario_roles ur join roles r on r.id = ur.rol_id and r.activo
        where lower(r.nombre) in (${nombresAdmin}))))::int`,
    })
    .from(usuarios)
    .where(donde);
  return (
    f ?? {
      total: 0,
      activos: 0,
      forzarCambio: 0,
      pendientesCambio: 0,
      extranjeros: 0,
      conJefe: 0,
      administradores: 0,
    }
  );
}

export async function buscarDetalle(db: Ejecutor, id: number) {
  const [fila] = await db
    .select({
      id: usuarios.id,
      nombres: usuarios.nombres,
      apellidoPaterno: usuarios.apellidoPaterno,
      apellidoMaterno: usuarios.apellidoMaterno,
      nombreCompleto,
      dni: usuarios.dni,
      extranjero: usuarios.extranjero,
      numeroCelular: usuarios.numeroCelular,
      email: usuarios.email,
      fechaIngreso: usuarios.fechaIngreso,
      empresa: usuarios.empresa,
      departamentoId: usuarios.departamentoId,
      departamento: nombreDepartamento,
      jefeId: usuarios.jefeId,
      manager: nombreJefe,
      roles: rolesAsignados,
      activo: usuarios.activo,
      debeCambiarContrasena: usuarios.debeCambiarContrasena,
      esquemaContrasena: usuarios.esquemaContrasena,
      fechaCreacion: usuarios.fechaCreacion,
      fechaActualizacion: usuarios.fechaActualizacion,
      regimen: usuarios.regimen,
    })
    .from(usuarios)
    .where(eq(usuarios.id, id));
  return fila;
}

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

export async function departamentosParaLista(db: Ejecutor, soloActivos: boolean) {
  return db
    .select({ id: departamentos.id, nombre: departamentos.nombre })
    .from(departamentos)
    .where(soloActivos ? eq(departamentos.activo, true) : undefined)
    .orderBy(departamentos.nombre, departamentos.id);
}

export async function jefesParaLista(db: Ejecutor, soloActivos: boolean) {
  return db
    .select({ id: usuarios.id, nombreCompleto })
    .from(usuarios)
    .where(soloActivos ? eq(usuarios.activo, true) : undefined)
    .orderBy(usuarios.nombres, usuarios.apellidoPaterno, usuarios.apellidoMaterno, usuarios.id);
}

/**
 * Up to `limite` active users whose name, e-mail (the normalised `busqueda` column) or document contains the
 * text, in name order, never `excluirId`: the manager picker searches on the server instead of downloading
 * the whole company.
 */
export async function buscarOpcionesJefe(
  db: Ejecutor,
  f: { busqueda?: string | undefined; limite: number; excluirId?: number | undefined },
) {
  const texto = f.busqueda ? patronContiene(f.busqueda) : undefined;
  return db
    .select({ id: usuarios.id, nombreCompleto, email: usuarios.email })
    .from(usuarios)
    .where(
      and(
        eq(usuarios.activo, true),
        f.excluirId !== undefined ? ne(usuarios.id, f.excluirId) : undefined,
        texto
          ? or(sql`${usuarios.busqueda} like ${texto}`, sql`lower(${usuarios.dni}) like ${texto}`)
          : undefined,
      ),
    )
    .orderBy(usuarios.claveOrdenNombre, usuarios.id)
    .limit(f.limite);
}

// ---- bulk import (called by the usuarios service on behalf of the bulk-import module) ----

/** Every department with its code (the import refers to departments by code). */
export async function departamentosConCodigo(db: Ejecutor) {
  return db
    .select({
      id: departamentos.id,
      codigo: departamentos.codigo,
      nombre: departamentos.nombre,
      activo: departamentos.activo,
    })
    .from(departamentos)
    .orderBy(departamentos.codigo);
}

export async function todosLosRoles(db: Ejecutor) {
  return db
    .select({ id: roles.id, nombre: roles.nombre, activo: roles.activo })
    .from(roles)
    .orderBy(roles.nombre);
}

/** Users holding one of these emails (case-insensitive) or DNIs; each list travels as one array parameter. */
export async function usuariosPorEmailODni(db: Ejecutor, emails: string[], dnis: string[]) {
  if (emails.length === 0 && dnis.length === 0) return [];
  return db
    .select({
      id: usuarios.id,
      email: usuarios.email,
      dni: usuarios.dni,
      activo: usuarios.activo,
      nombreCompleto,
    })
    .from(usuarios)
    .where(
      or(
        sql`lower(${usuarios.email}) = any(${sql.param(emails.map((e) => e.toLowerCase()))}::text[])`,
        sql`${usuarios.dni} = any(${sql.param(dnis)}::text[])`,
      ),
    );
}

/** A user of a bulk insert (the import): every column it sets. */
export interface UsuarioEnLote {
  /** The employee's own régimen (ADR 027); null follows the company's. */
  regimen: TRegimen | null;
  nombres: string;
  apellidoPaterno: string;
  apellidoMaterno: string;
  dni: string;
  email: string;
  extranjero: boolean;
  numeroCelular: string | null;
  empresa: string;
  departamentoId: number;
  jefeId: number | null;
  fechaIngreso: string;
  activo: boolean;
  hashContrasena: string | null;
  esquemaContrasena: string;
  debeCambiarContrasena: boolean;
  contrasenaTemporalExpiraEn: Date | null;
}

/** One array parameter per column: the column's values of every row. */
const columna = <T, K extends keyof T>(filas: T[], clave: K) => sql.param(filas.map((f) => f[clave]));

/**
 * Many users in ONE statement (INSERT … SELECT FROM unnest of one array per column: a handful of parameters
 * whatever the number of rows, several times faster than a VALUES list). Ids come back in the order of `filas`.
 */
export async function insertarUsuariosEnLote(
  db: Ejecutor,
  filas: UsuarioEnLote[],
  comun: { fechaCreacion: Date; creadoPorId: number },
): Promise<number[]> {
  if (filas.length === 0) return [];
  const c = <K extends keyof UsuarioEnLote>(clave: K) => columna(filas, clave);
  const vencimientos = sql.param(filas.map((f) => f.contrasenaTemporalExpiraEn?.toISOString() ?? null));
  const insertados = (await db.execute(sql`
    insert into usuarios (nombres, apellido_paterno, apellido_materno, dni, email, extranjero, numero_celular, empresa,
      departamento_id, jefe_id, fecha_ingreso, activo, hash_contrasena, esquema_contrasena, debe_cambiar_contrasena,
      contrasena_temporal_expira_en, regimen, fecha_creacion, creado_por_id)
    select f.*, ${comun.fechaCreacion.toISOString()}::timestamptz, ${comun.creadoPorId}::int
    from unnest(${c('nombres')}::text[], ${c('apellidoPaterno')}::text[], ${c('apellidoMaterno')}::text[],
      ${c('dni')}::text[], ${c('email')}::text[], ${c('extranjero')}::boolean[], ${c('numeroCelular')}::text[],
      ${c('empresa')}::text[], ${c('departamentoId')}::int[], ${c('jefeId')}::int[], ${c('fechaIngreso')}::date[],
      ${c('activo')}::boolean[], ${c('hashContrasena')}::text[], ${c('esquemaContrasena')}::text[],
      ${c('debeCambiarContrasena')}::boolean[], ${vencimientos}::timestamptz[], ${c('regimen')}::text[]) as f
    returning id, dni`)) as unknown as { rows: { id: number; dni: string }[] };
  const porDni = new Map(insertados.rows.map((f) => [f.dni, Number(f.id)]));
  return filas.map((f) => porDni.get(f.dni)!);
}

export async function asignarRolesEnLote(db: Ejecutor, pares: { usuarioId: number; rolId: number }[]) {
  if (pares.length === 0) return;
  await db.execute(sql`
    insert into usuario_roles (usuario_id, rol_id)
    select * from unnest(${columna(pares, 'usuarioId')}::int[], ${columna(pares, 'rolId')}::int[])`);
}

export interface AuditoriaEnLote {
  modulo: string;
  tipoAccion: TAccionAuditoria;
  severidad: string;
  mensajeCorto: string;
  motivo: string | null;
  usuarioEjecutorId: number | null;
  usuarioAfectadoId: number | null;
  ipAddress: string | null;
  tablaAfectada: string | null;
  registroId: string | null;
  datosNuevos: unknown;
}

/** Audit records of many changes in one statement (the same columns registrarAuditoria writes). */
export async function insertarAuditoriaEnLote(db: Ejecutor, filas: AuditoriaEnLote[]) {
  if (filas.length === 0) return;
  const c = <K extends keyof AuditoriaEnLote>(clave: K) => columna(filas, clave);
  const datos = sql.param(
    filas.map((f) => (f.datosNuevos === undefined ? null : JSON.stringify(f.datosNuevos))),
  );
  await db.execute(sql`
    insert into auditoria (modulo, tipo_accion, severidad, mensaje_corto, motivo, usuario_ejecutor_id,
      usuario_afectado_id, ip_address, tabla_afectada, registro_id, datos_nuevos)
    select m, t, s, mc, mo, ue, ua, ip, ta, ri, dn::jsonb
    from unnest(${c('modulo')}::text[], ${c('tipoAccion')}::text[], ${c('severidad')}::text[],
      ${c('mensajeCorto')}::text[], ${c('motivo')}::text[], ${c('usuarioEjecutorId')}::int[],
      ${c('usuarioAfectadoId')}::int[], ${c('ipAddress')}::text[], ${c('tablaAfectada')}::text[],
      ${c('registroId')}::text[], ${datos}::text[]) as f(m, t, s, mc, mo, ue, ua, ip, ta, ri, dn)`);
}
