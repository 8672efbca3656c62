import { inArray, sql } from 'drizzle-orm';
import type { TPermiso } from '@app/contract/permisos';
import type { Ejecutor } from '../../db/client';
import { correosSalientes, notificaciones } from '../../db/schema';

/** Active users holding a permission through an active role (as a session's permissions are computed). */
export async function activosConPermiso(db: Ejecutor, codigo: TPermiso): Promise<Set<number>> {
  const r = (await db.execute(sql`
    select distinct u.id from usuarios u
    join usuario_roles ur on ur.usuario_id = u.id
    join roles r on r.id = ur.rol_id and r.activo
    join rol_permisos rp on rp.rol_id = r.id
    join permisos p on p.id = rp.permiso_id and p.activo
    where u.activo and p.codigo = ${codigo}`)) as unknown as { rows: { id: number }[] };
  return new Set(r.rows.map((f) => Number(f.id)));
}

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
