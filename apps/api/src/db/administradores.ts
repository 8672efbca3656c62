import { sql } from 'drizzle-orm';
import { PERMISOS_ADMINISTRACION } from '@app/contract/permisos';
import { conflicto } from '../lib/app-error';
import type { Ejecutor } from './client';

const CLAVE_BLOQUEO_ADMINISTRACION = 7_310_001;

/**
 * Ids of active users who hold every administration permission through active roles and active permissions.
 */
export async function administradoresActivos(db: Ejecutor): Promise<number[]> {
  const codigos = sql.join(
    PERMISOS_ADMINISTRACION.map((c) => sql`${c}`),
    sql`, `,
  );
  const r = (await db.execute(sql`
    select u.id from usuarios u
    join usuario_roles ur on ur.usuario_id = u.id
    join roles r on r.id = ur.rol_id and r.activo
    join rol_permisos rp on rp.rol_id = r.id
    join permisos p on p.id = rp.permiso_id and p.activo and p.codigo in (${codigos})
    where u.activo
    group by u.id
    having count(distinct p.codigo) = ${PERMISOS_ADMINISTRACION.length}`)) as unknown as {
    rows: { id: number }[];
  };
  return r.rows.map((f) => f.id);
}

/**
 * Call inside the transaction, after the change: if no active administrator would remain, refuse (409) and the
 * transaction rolls back, so a company can never lock itself out of administration.
 */
export async function exigirQueQuedeAdministrador(db: Ejecutor, mensaje?: string): Promise<void> {
  // Serialise these checks until commit (same key everywhere): two concurrent changes cannot both see the
  // other's administrator still standing and each remove one (write skew).
  await db.execute(sql`select pg_advisory_xact_lock(${CLAVE_BLOQUEO_ADMINISTRACION})`);
  if ((await administradoresActivos(db)).length === 0) {
    throw conflicto(
      mensaje ??
        'La operación dejaría a la empresa sin ningún usuario activo con permisos de administración. Asigne primero esos permisos a otro usuario.',
    );
  }
}
