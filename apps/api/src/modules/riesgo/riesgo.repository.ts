import { sql } from 'drizzle-orm';
import type { TPermiso } from '@app/contract/permisos';
import type { Ejecutor } from '../../db/client';

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
