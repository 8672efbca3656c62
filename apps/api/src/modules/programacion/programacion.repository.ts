import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TRegimen } from '@app/contract/vacaciones';
import type { Ejecutor } from '../../db/client';
import { configuracionEmpresa, departamentos, tramosPlan, usuarios, ventanasPlan } from '../../db/schema';
import { nombreCompletoDe } from '../../db/nombres';

const proponente = alias(usuarios, 'proponente');
const decisor = alias(usuarios, 'decisor');

export type FilaTramo = Awaited<ReturnType<typeof tramosDe>>[number];

/** The spans of some employees for a year, in date order, with who proposed and who decided each. */
export async function tramosDe(db: Ejecutor, usuarioIds: number[], anio: number) {
  if (usuarioIds.length === 0) return [];
  return db
    .select({
      id: tramosPlan.id,
      usuarioId: tramosPlan.usuarioId,
      anio: tramosPlan.anio,
      tipoVacaciones: tramosPlan.tipoVacaciones,
      diasSolicitados: tramosPlan.diasSolicitados,
      fechaInicio: tramosPlan.fechaInicio,
      fechaFin: tramosPlan.fechaFin,
      periodo: tramosPlan.periodo,
      estado: tramosPlan.estado,
      advertencias: tramosPlan.advertencias,
      solicitudId: tramosPlan.solicitudId,
      nombrePropuestoPor: nombreCompletoDe(proponente),
      nombreDecididoPor: sql<
        string | null
      >`case when ${decisor.id} is null then null else ${nombreCompletoDe(decisor)} end`,
    })
    .from(tramosPlan)
    .innerJoin(proponente, eq(proponente.id, tramosPlan.propuestoPorId))
    .leftJoin(decisor, eq(decisor.id, tramosPlan.decididoPorId))
    .where(and(inArray(tramosPlan.usuarioId, usuarioIds), eq(tramosPlan.anio, anio)))
    .orderBy(asc(tramosPlan.fechaInicio), asc(tramosPlan.id));
}

/** One span, locked for the rest of the transaction. */
export async function bloquearTramo(db: Ejecutor, id: number) {
  const [t] = await db.select().from(tramosPlan).where(eq(tramosPlan.id, id)).for('update');
  return t;
}

/** Every span of an employee (any year): the engine's view of the plan spans across years. */
export async function tramosActivosDelEmpleado(db: Ejecutor, usuarioId: number) {
  return db
    .select()
    .from(tramosPlan)
    .where(and(eq(tramosPlan.usuarioId, usuarioId), sql`${tramosPlan.estado} <> 'CONVERTIDO'`));
}

export async function insertarTramo(db: Ejecutor, valores: typeof tramosPlan.$inferInsert) {
  const [t] = await db.insert(tramosPlan).values(valores).returning();
  return t!;
}

export async function actualizarTramo(
  db: Ejecutor,
  id: number,
  cambios: Partial<typeof tramosPlan.$inferInsert>,
) {
  await db.update(tramosPlan).set(cambios).where(eq(tramosPlan.id, id));
}

export async function eliminarTramo(db: Ejecutor, id: number) {
  await db.delete(tramosPlan).where(eq(tramosPlan.id, id));
}

/** Is the plan window of `anio` open for an employee: their direct manager's, or HR's for the company? */
export async function ventanaAbiertaPara(db: Ejecutor, jefeId: number | null, anio: number) {
  const [v] = await db
    .select({ id: ventanasPlan.id })
    .from(ventanasPlan)
    .where(
      and(
        eq(ventanasPlan.anio, anio),
        eq(ventanasPlan.abierta, true),
        jefeId === null
          ? isNull(ventanasPlan.jefeId)
          : or(isNull(ventanasPlan.jefeId), eq(ventanasPlan.jefeId, jefeId)),
      ),
    )
    .limit(1);
  return v !== undefined;
}

/** The window a manager (or HR, `jefeId` null) opened or closed for a year, if any. */
export async function ventanaDe(db: Ejecutor, jefeId: number | null, anio: number) {
  const [v] = await db
    .select()
    .from(ventanasPlan)
    .where(
      and(
        eq(ventanasPlan.anio, anio),
        jefeId === null ? isNull(ventanasPlan.jefeId) : eq(ventanasPlan.jefeId, jefeId),
      ),
    )
    .for('update');
  return v;
}

export async function guardarVentana(
  db: Ejecutor,
  v: {
    id?: number | undefined;
    anio: number;
    jefeId: number | null;
    abierta: boolean;
    actualizadoPorId: number;
    ahora: Date;
  },
) {
  if (v.id !== undefined) {
    await db
      .update(ventanasPlan)
      .set({ abierta: v.abierta, actualizadoPorId: v.actualizadoPorId, fechaActualizacion: v.ahora })
      .where(eq(ventanasPlan.id, v.id));
    return v.id;
  }
  const [f] = await db
    .insert(ventanasPlan)
    .values({
      anio: v.anio,
      jefeId: v.jefeId,
      abierta: v.abierta,
      actualizadoPorId: v.actualizadoPorId,
      fechaActualizacion: v.ahora,
    })
    .returning({ id: ventanasPlan.id });
  return f!.id;
}

export interface EmpleadoPlan {
  id: number;
  nombreCompleto: string;
  fechaIngreso: string;
  regimen: TRegimen | null;
  jefeId: number | null;
  departamentoId: number | null;
  departamento: string | null;
}

const columnasEmpleado = {
  id: usuarios.id,
  nombreCompleto: nombreCompletoDe(usuarios),
  fechaIngreso: usuarios.fechaIngreso,
  regimen: usuarios.regimen,
  jefeId: usuarios.jefeId,
  departamentoId: usuarios.departamentoId,
  departamento: departamentos.nombre,
};

/** Employees by id (active or not), with their department. */
export async function empleadosPorId(db: Ejecutor, ids: number[]): Promise<EmpleadoPlan[]> {
  if (ids.length === 0) return [];
  return (await db
    .select(columnasEmpleado)
    .from(usuarios)
    .leftJoin(departamentos, eq(departamentos.id, usuarios.departamentoId))
    .where(inArray(usuarios.id, ids))
    .orderBy(asc(usuarios.claveOrdenNombre), asc(usuarios.id))) as EmpleadoPlan[];
}

/** Active employees of the company (optionally one department), by department then name: HR's view. */
export async function empleadosActivos(db: Ejecutor, departamentoId?: number): Promise<EmpleadoPlan[]> {
  return (await db
    .select(columnasEmpleado)
    .from(usuarios)
    .leftJoin(departamentos, eq(departamentos.id, usuarios.departamentoId))
    .where(
      and(
        eq(usuarios.activo, true),
        departamentoId === undefined ? undefined : eq(usuarios.departamentoId, departamentoId),
      ),
    )
    .orderBy(asc(departamentos.nombre), asc(usuarios.claveOrdenNombre), asc(usuarios.id))) as EmpleadoPlan[];
}

export async function diasInvitacionPlan(db: Ejecutor) {
  const [c] = await db
    .select({ dias: configuracionEmpresa.diasInvitacionPlan })
    .from(configuracionEmpresa)
    .where(eq(configuracionEmpresa.id, 1));
  return c?.dias ?? 30;
}

/** Active spans starting on `fecha` (accepted, set or still proposed): the day their owner is invited. */
export async function tramosQueEmpiezan(db: Ejecutor, fechaDesde: string, fechaHasta: string) {
  return db
    .select({
      id: tramosPlan.id,
      usuarioId: tramosPlan.usuarioId,
      fechaInicio: tramosPlan.fechaInicio,
      fechaFin: tramosPlan.fechaFin,
      diasSolicitados: tramosPlan.diasSolicitados,
    })
    .from(tramosPlan)
    .innerJoin(usuarios, eq(usuarios.id, tramosPlan.usuarioId))
    .where(
      and(
        inArray(tramosPlan.estado, ['ACEPTADO', 'FIJADO']),
        eq(usuarios.activo, true),
        sql`${tramosPlan.fechaInicio} between ${fechaDesde} and ${fechaHasta}`,
      ),
    );
}

/** Locks the employee's row: the same lock a request takes, so a span and a request never validate at once. */
export async function bloquearEmpleado(db: Ejecutor, usuarioId: number) {
  const [fila] = await db
    .select({ id: usuarios.id, jefeId: usuarios.jefeId })
    .from(usuarios)
    .where(eq(usuarios.id, usuarioId))
    .for('update');
  return fila;
}
