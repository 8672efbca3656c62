import type { TTipoDocumento } from '@app/contract/documentos';
import { and, eq } from 'drizzle-orm';
import type { Ejecutor } from '../../db/client';
import { documentosEmitidos } from '../../db/schema';
import { nuevoCodigoVerificacion } from './codigo-verificacion';

export interface DatosEmision {
  tipo: TTipoDocumento;
  /** Null for a kardex. */
  solicitudId: number | null;
  usuarioId: number;
  emitidoPorId: number;
}

/**
 * The verification code of a document being issued (issue 18, ADR 038). A request's papeleta or agreement keeps the
 * code of its first issue, so a reprint carries the same code; a kardex is a new document each time. Call it inside
 * the transaction that audits the issue. `nuevo` says whether a row was written.
 */
export async function emitirDocumento(db: Ejecutor, d: DatosEmision) {
  if (d.solicitudId !== null) {
    const [existente] = await db
      .select({ codigo: documentosEmitidos.codigo, fechaEmision: documentosEmitidos.fechaEmision })
      .from(documentosEmitidos)
      .where(and(eq(documentosEmitidos.solicitudId, d.solicitudId), eq(documentosEmitidos.tipo, d.tipo)));
    if (existente) return { ...existente, nuevo: false };
  }
  const [fila] = await db
    .insert(documentosEmitidos)
    .values({ ...d, codigo: nuevoCodigoVerificacion() })
    // Two people printing the same papeleta at once: the second reads the first's code.
    .onConflictDoNothing()
    .returning({ codigo: documentosEmitidos.codigo, fechaEmision: documentosEmitidos.fechaEmision });
  if (fila) return { ...fila, nuevo: true };
  return emitirDocumento(db, d);
}

export async function buscarPorCodigo(db: Ejecutor, codigo: string) {
  const [fila] = await db.select().from(documentosEmitidos).where(eq(documentosEmitidos.codigo, codigo));
  return fila ?? null;
}
