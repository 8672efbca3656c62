import { and, desc, eq } from 'drizzle-orm';
import type { Ejecutor } from '../../db/client';
import { importaciones } from '../../db/schema';

export type { TEstadoImportacion as EstadoImportacion } from '@app/contract/bulk-import';

export type NuevaImportacion = typeof importaciones.$inferInsert;

/** The run's record, written outside the import's own transaction (it must survive a rollback). */
export async function registrarImportacion(db: Ejecutor, valores: NuevaImportacion): Promise<number> {
  const [fila] = await db.insert(importaciones).values(valores).returning({ id: importaciones.id });
  return fila!.id;
}

export async function terminarImportacion(
  db: Ejecutor,
  id: number,
  cambios: Pick<
    NuevaImportacion,
    'estado' | 'fechaFin' | 'totalRegistros' | 'exitosos' | 'fallidos' | 'duracionMs'
  >,
) {
  await db.update(importaciones).set(cambios).where(eq(importaciones.id, id));
}

/** The newest run with this key started by this user. */
export async function buscarPorClave(db: Ejecutor, claveEjecucion: string, usuarioId: number) {
  const [fila] = await db
    .select()
    .from(importaciones)
    .where(and(eq(importaciones.claveEjecucion, claveEjecucion), eq(importaciones.usuarioId, usuarioId)))
    .orderBy(desc(importaciones.id))
    .limit(1);
  return fila;
}
