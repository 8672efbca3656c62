import { asc, between, eq } from 'drizzle-orm';
import type { Ejecutor } from '../../db/client';
import { feriados, feriadosPrecargados } from '../../db/schema';

const columnas = {
  id: feriados.id,
  fecha: feriados.fecha,
  nombre: feriados.nombre,
  origen: feriados.origen,
};
export type FilaFeriado = { id: number; fecha: string; nombre: string; origen: 'NACIONAL' | 'EMPRESA' };

export async function listarEntre(db: Ejecutor, desde: string, hasta: string): Promise<FilaFeriado[]> {
  return db
    .select(columnas)
    .from(feriados)
    .where(between(feriados.fecha, desde, hasta))
    .orderBy(asc(feriados.fecha));
}

/** The holiday, locked for the rest of the transaction. */
export async function bloquear(db: Ejecutor, id: number): Promise<FilaFeriado | undefined> {
  const [fila] = await db.select(columnas).from(feriados).where(eq(feriados.id, id)).for('update');
  return fila;
}

export async function buscarPorFecha(db: Ejecutor, fecha: string): Promise<FilaFeriado | undefined> {
  const [fila] = await db.select(columnas).from(feriados).where(eq(feriados.fecha, fecha));
  return fila;
}

export async function insertar(
  db: Ejecutor,
  datos: { fecha: string; nombre: string; origen: 'NACIONAL' | 'EMPRESA'; creadoPorId: number | null },
): Promise<FilaFeriado> {
  const [fila] = await db.insert(feriados).values(datos).returning(columnas);
  return fila!;
}

export async function actualizar(
  db: Ejecutor,
  id: number,
  cambios: { fecha: string; nombre: string; fechaActualizacion: Date },
): Promise<FilaFeriado | undefined> {
  const [fila] = await db.update(feriados).set(cambios).where(eq(feriados.id, id)).returning(columnas);
  return fila;
}

export async function eliminar(db: Ejecutor, id: number): Promise<void> {
  await db.delete(feriados).where(eq(feriados.id, id));
}

/** Adds the national holidays whose date is free; a date already taken (renamed, moved or the company's) stays. */
export async function insertarNacionales(
  db: Ejecutor,
  lista: { fecha: string; nombre: string }[],
): Promise<FilaFeriado[]> {
  if (lista.length === 0) return [];
  return db
    .insert(feriados)
    .values(lista.map((f) => ({ ...f, origen: 'NACIONAL' as const })))
    .onConflictDoNothing({ target: feriados.fecha })
    .returning(columnas);
}

/**
 * Claims `anio` for the one-time preload: true only for the first caller. Inside a transaction, a concurrent caller
 * waits on the primary key until the first commits, then gets false.
 */
export async function marcarPrecargado(db: Ejecutor, anio: number): Promise<boolean> {
  const filas = await db
    .insert(feriadosPrecargados)
    .values({ anio })
    .onConflictDoNothing()
    .returning({ anio: feriadosPrecargados.anio });
  return filas.length > 0;
}
