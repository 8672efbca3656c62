import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TOrdenDepartamentos } from '@app/contract/departamentos';
import type { Ejecutor } from '../../db/client';
import { departamentos, usuarios } from '../../db/schema';
import { sinTildesSql } from '../../db/schema/sin-tildes';
import { patronContiene } from '../../lib/texto';
import { nombreCompletoONulo } from '../../db/nombres';

const jefe = alias(usuarios, 'jefe_area');
const nombreJefe = nombreCompletoONulo(jefe);

/** Employees per department, counted once for the whole query (grouped subquery, not one query per row). */
const empleadosPorDepartamento = (db: Ejecutor) =>
  db
    .select({
      departamentoId: usuarios.departamentoId,
      activos: sql<number>`count(*) filter (where ${usuarios.activo})::int`.as('activos'),
      totales: sql<number>`count(*)::int`.as('totales'),
    })
    .from(usuarios)
    .groupBy(usuarios.departamentoId)
    .as('empleados_por_departamento');

const codigoSinTildes = sql.raw(sinTildesSql('"departamentos"."codigo"'));
const nombreSinTildes = sql.raw(sinTildesSql('"departamentos"."nombre"'));

export interface FiltroDepartamentos {
  busqueda?: string | undefined;
  estado?: 'activos' | 'inactivos' | undefined;
}

/** Code or name containing the search (case- and accent-insensitive), and the state. */
function condiciones(f: FiltroDepartamentos): SQL | undefined {
  const texto = f.busqueda ? patronContiene(f.busqueda) : undefined;
  return and(
    texto ? sql`(${codigoSinTildes} like ${texto} or ${nombreSinTildes} like ${texto})` : undefined,
    f.estado === undefined ? undefined : eq(departamentos.activo, f.estado === 'activos'),
  );
}

function consultaBase(db: Ejecutor) {
  const conteo = empleadosPorDepartamento(db);
  const empleadosActivos = sql<number>`coalesce(${conteo.activos}, 0)`;
  const consulta = db
    .select({
      id: departamentos.id,
      codigo: departamentos.codigo,
      nombre: departamentos.nombre,
      jefeAreaId: departamentos.jefeAreaId,
      jefeArea: nombreJefe,
      jefeAreaEmail: jefe.email,
      centroCosto: departamentos.centroCosto,
      activo: departamentos.activo,
      empleadosActivos,
      empleadosTotales: sql<number>`coalesce(${conteo.totales}, 0)`,
      fechaCreacion: departamentos.fechaCreacion,
      fechaActualizacion: departamentos.fechaActualizacion,
      coberturaMaxima: departamentos.coberturaMaxima,
      coberturaTipo: departamentos.coberturaTipo,
    })
    .from(departamentos)
    .leftJoin(conteo, eq(conteo.departamentoId, departamentos.id))
    .leftJoin(jefe, eq(jefe.id, departamentos.jefeAreaId));
  return { consulta, empleadosActivos };
}

/** One page; every sort ends with the code and the id, so equal values keep one order across pages. */
export async function listarDepartamentos(
  db: Ejecutor,
  filtro: FiltroDepartamentos,
  orden: { campo: TOrdenDepartamentos; descendente: boolean },
  pagina: { numero: number; tamano: number },
) {
  const { consulta, empleadosActivos } = consultaBase(db);
  const dir = orden.descendente ? desc : asc;
  const columnas: Record<TOrdenDepartamentos, SQL[]> = {
    codigo: [sql`lower(${departamentos.codigo})`],
    nombre: [sql`clave_orden_nombre(${departamentos.nombre}) collate "C"`],
    // Without a head last in either direction? Null sorts as the greatest value: last ascending, first descending.
    jefeArea: [sql`${jefe.claveOrdenNombre}`],
    empleadosActivos: [empleadosActivos],
    estado: [sql`${departamentos.activo}`],
  };
  return consulta
    .where(condiciones(filtro))
    .orderBy(
      ...columnas[orden.campo].map(dir),
      asc(sql`lower(${departamentos.codigo})`),
      asc(departamentos.id),
    )
    .limit(pagina.tamano)
    .offset((pagina.numero - 1) * pagina.tamano);
}

export type FilaDepartamento = Awaited<ReturnType<typeof listarDepartamentos>>[number];

export async function contarDepartamentos(db: Ejecutor, filtro: FiltroDepartamentos) {
  const [fila] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(departamentos)
    .where(condiciones(filtro));
  return fila?.n ?? 0;
}

/** The stat cards, over every department. */
export async function estadisticas(db: Ejecutor) {
  const [fila] = await db
    .select({
      total: sql<number>`count(*)::int`,
      activos: sql<number>`count(*) filter (where ${departamentos.activo})::int`,
      conJefeArea: sql<number>`count(${departamentos.jefeAreaId})::int`,
      sinEmpleados: sql<number>`count(*) filter (where not exists (select 1 from usuarios u where u.departamento_id = ${sql.raw('"departamentos"."id"')}))::int`,
    })
    .from(departamentos);
  return fila ?? { total: 0, activos: 0, conJefeArea: 0, sinEmpleados: 0 };
}

export async function buscarDepartamento(db: Ejecutor, id: number): Promise<FilaDepartamento | undefined> {
  const [fila] = await consultaBase(db).consulta.where(eq(departamentos.id, id));
  return fila;
}

/** Locks the row until the transaction ends (concurrent edits of one department are serialised). */
export async function bloquearDepartamento(db: Ejecutor, id: number) {
  const [fila] = await db.select().from(departamentos).where(eq(departamentos.id, id)).for('update');
  return fila;
}

/** The department holding this code or name (case-insensitive, as the unique indexes), other than `exceptoId`. */
export async function ocupante(db: Ejecutor, campo: 'codigo' | 'nombre', valor: string, exceptoId?: number) {
  const columna = campo === 'codigo' ? departamentos.codigo : departamentos.nombre;
  const [fila] = await db
    .select({ id: departamentos.id, codigo: departamentos.codigo, nombre: departamentos.nombre })
    .from(departamentos)
    .where(
      and(
        sql`lower(${columna}) = lower(${valor})`,
        exceptoId === undefined ? undefined : ne(departamentos.id, exceptoId),
      ),
    )
    .limit(1);
  return fila;
}

/** Is this user active (the only kind that may head an area)? */
export async function usuarioActivo(db: Ejecutor, id: number) {
  const [fila] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.id, id), eq(usuarios.activo, true)));
  return fila !== undefined;
}

export async function contarEmpleados(db: Ejecutor, id: number) {
  const [fila] = await db
    .select({
      totales: sql<number>`count(*)::int`,
      activos: sql<number>`count(*) filter (where ${usuarios.activo})::int`,
    })
    .from(usuarios)
    .where(eq(usuarios.departamentoId, id));
  return fila ?? { totales: 0, activos: 0 };
}

export async function insertarDepartamento(db: Ejecutor, valores: typeof departamentos.$inferInsert) {
  const [fila] = await db.insert(departamentos).values(valores).returning({ id: departamentos.id });
  return fila!.id;
}

export async function actualizarDepartamento(
  db: Ejecutor,
  id: number,
  cambios: Partial<typeof departamentos.$inferInsert>,
) {
  await db.update(departamentos).set(cambios).where(eq(departamentos.id, id));
}

export async function eliminarDepartamento(db: Ejecutor, id: number) {
  await db.delete(departamentos).where(eq(departamentos.id, id));
}
