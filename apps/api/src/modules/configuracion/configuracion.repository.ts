import { eq } from 'drizzle-orm';
import type { Ejecutor } from '../../db/client';
import { configuracionEmpresa } from '../../db/schema';

/** The single settings row, locked for the rest of the transaction. */
export async function bloquearConfiguracion(db: Ejecutor) {
  const [fila] = await db
    .select()
    .from(configuracionEmpresa)
    .where(eq(configuracionEmpresa.id, 1))
    .for('update');
  return fila;
}

export async function actualizarConfiguracion(
  db: Ejecutor,
  cambios: Partial<typeof configuracionEmpresa.$inferInsert>,
) {
  await db.update(configuracionEmpresa).set(cambios).where(eq(configuracionEmpresa.id, 1));
}
