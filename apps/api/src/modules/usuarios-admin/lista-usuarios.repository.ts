import { and, eq, gte, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { NOMBRES_ROL_ADMINISTRADOR, type TOrdenUsuarios } from '@app/contract/usuarios';
import type { Ejecutor } from '../../db/client';
import { departamentos, usuarios } from '../../db/schema';
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
import { nombreCompletoDe } from '../../db/nombres';

export const nombreCompleto = nombreCompletoDe(usuarios);

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
