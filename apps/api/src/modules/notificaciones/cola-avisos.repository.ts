import { inArray } from 'drizzle-orm';
import type { Ejecutor } from '../../db/client';
import { correosSalientes, notificaciones } from '../../db/schema';

const LOTE = 1000;

/**
 * Keys already queued, so a run does not try again what an earlier run (or process) wrote: the unique keys keep
 * it exact anyway, this only saves the inserts. Bell keys for alerts, outbox keys for the e-mail-only digests.
 */
export async function clavesYaEncoladas(db: Ejecutor, claves: string[], soloCorreo: boolean) {
  const hechas = new Set<string>();
  for (let i = 0; i < claves.length; i += LOTE) {
    const lote = claves.slice(i, i + LOTE);
    const filas = soloCorreo
      ? await db
          .select({ clave: correosSalientes.clave })
          .from(correosSalientes)
          .where(inArray(correosSalientes.clave, lote))
      : await db
          .select({ clave: notificaciones.clave })
          .from(notificaciones)
          .where(inArray(notificaciones.clave, lote));
    for (const f of filas) if (f.clave) hechas.add(f.clave);
  }
  return hechas;
}
