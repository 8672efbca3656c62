import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Ejecutor } from '../../db/client';
import { periodosRecordNoCumplido, usuarios } from '../../db/schema';
import { patronContiene } from '../../lib/texto';
import { nombreCompletoDe } from '../../db/nombres';

const registrador = alias(usuarios, 'registrador');

const coincide = (busqueda: string | undefined) => {
  if (!busqueda) return undefined;
  const texto = patronContiene(busqueda);
  return or(sql`${usuarios.busqueda} like ${texto}`, sql`lower(${usuarios.dni}) like ${texto}`);
};

/** A page of record overrides, newest first, with the employee's and the registrar's names. */
export async function listar(
  db: Ejecutor,
  f: { busqueda?: string | undefined; limite: number; desde: number },
) {
  const donde = coincide(f.busqueda);
  const filas = await db
    .select({
      usuarioId: periodosRecordNoCumplido.usuarioId,
      nombreEmpleado: nombreCompletoDe(usuarios),
      email: usuarios.email,
      fechaIngreso: usuarios.fechaIngreso,
      periodo: periodosRecordNoCumplido.periodo,
      motivo: periodosRecordNoCumplido.motivo,
      registradoPor: sql<
        string | null
      >`case when ${registrador.id} is null then null else ${nombreCompletoDe(registrador)} end`,
      fechaRegistro: periodosRecordNoCumplido.fechaRegistro,
    })
    .from(periodosRecordNoCumplido)
    .innerJoin(usuarios, eq(usuarios.id, periodosRecordNoCumplido.usuarioId))
    .leftJoin(registrador, eq(registrador.id, periodosRecordNoCumplido.registradoPorId))
    .where(donde)
    .orderBy(
      desc(periodosRecordNoCumplido.fechaRegistro),
      desc(periodosRecordNoCumplido.usuarioId),
      desc(periodosRecordNoCumplido.periodo),
    )
    .limit(f.limite)
    .offset(f.desde);
  const [total] = await db
    .select({ n: count() })
    .from(periodosRecordNoCumplido)
    .innerJoin(usuarios, eq(usuarios.id, periodosRecordNoCumplido.usuarioId))
    .where(donde);
  return { filas, total: Number(total?.n ?? 0) };
}

/** The employee, row-locked: a hire-date edit (which relabels the overrides) waits for this change. */
export async function bloquearEmpleado(db: Ejecutor, id: number) {
  const [fila] = await db
    .select({
      id: usuarios.id,
      nombreCompleto: nombreCompletoDe(usuarios),
      email: usuarios.email,
      fechaIngreso: usuarios.fechaIngreso,
    })
    .from(usuarios)
    .where(eq(usuarios.id, id))
    .for('update');
  return fila;
}

export async function buscarEmpleado(db: Ejecutor, id: number) {
  const [fila] = await db
    .select({ id: usuarios.id, fechaIngreso: usuarios.fechaIngreso })
    .from(usuarios)
    .where(eq(usuarios.id, id));
  return fila;
}

export async function buscar(db: Ejecutor, usuarioId: number, periodo: number) {
  const [fila] = await db
    .select()
    .from(periodosRecordNoCumplido)
    .where(
      and(eq(periodosRecordNoCumplido.usuarioId, usuarioId), eq(periodosRecordNoCumplido.periodo, periodo)),
    );
  return fila;
}

export async function periodosMarcados(db: Ejecutor, usuarioId: number): Promise<number[]> {
  const filas = await db
    .select({ periodo: periodosRecordNoCumplido.periodo })
    .from(periodosRecordNoCumplido)
    .where(eq(periodosRecordNoCumplido.usuarioId, usuarioId));
  return filas.map((f) => f.periodo);
}

export async function insertar(db: Ejecutor, fila: typeof periodosRecordNoCumplido.$inferInsert) {
  const [creada] = await db.insert(periodosRecordNoCumplido).values(fila).returning();
  return creada!;
}

export async function eliminar(db: Ejecutor, usuarioId: number, periodo: number) {
  const [borrada] = await db
    .delete(periodosRecordNoCumplido)
    .where(
      and(eq(periodosRecordNoCumplido.usuarioId, usuarioId), eq(periodosRecordNoCumplido.periodo, periodo)),
    )
    .returning();
  return borrada;
}

/** Employees for the picker (active first, then by name), at most `limite`, searched by name, e-mail or document. */
export async function buscarEmpleados(db: Ejecutor, f: { busqueda?: string | undefined; limite: number }) {
  return db
    .select({
      id: usuarios.id,
      nombreCompleto: nombreCompletoDe(usuarios),
      email: usuarios.email,
      activo: usuarios.activo,
    })
    .from(usuarios)
    .where(coincide(f.busqueda))
    .orderBy(desc(usuarios.activo), usuarios.claveOrdenNombre, usuarios.id)
    .limit(f.limite);
}
