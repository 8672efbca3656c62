import { sql, type SQL } from 'drizzle-orm';
import type { TRegimen } from '@app/contract/vacaciones';
import type { Ejecutor } from './client';

/**
 * The ids of a manager's team as a SQL subquery: direct reports, or everyone below at any depth.
 * Recursive in the database; UNION (not UNION ALL) drops rows already seen, so a cycle in the data
 * (A reports to B reports to A) ends the recursion instead of looping. The manager never belongs to their own team.
 */
export function idsDelEquipo(jefeId: number, todosLosNiveles: boolean): SQL {
  if (!todosLosNiveles) {
    return sql`(select u.id from usuarios u where u.jefe_id = ${jefeId} and u.id <> ${jefeId})`;
  }
  return sql`(
    with recursive equipo(id) as (
      select u.id from usuarios u where u.jefe_id = ${jefeId}
      union
      select u.id from usuarios u join equipo e on u.jefe_id = e.id
    )
    select id from equipo where id <> ${jefeId})`;
}

export interface MiembroEquipo {
  id: number;
  nombreCompleto: string;
  nombres: string;
  email: string;
  fechaIngreso: string;
  /** The employee's own régimen; null follows the company's. */
  regimen: TRegimen | null;
  jefeId: number | null;
  nombreManager: string | null;
  esDirecto: boolean;
}

export async function miembrosDelEquipo(
  db: Ejecutor,
  jefeId: number,
  todosLosNiveles: boolean,
): Promise<MiembroEquipo[]> {
  const r = (await db.execute(sql`
    select u.id, u.nombres || ' ' || u.apellido_paterno || ' ' || u.apellido_materno as "nombreCompleto",
           u.nombres, u.email, u.fecha_ingreso::text as "fechaIngreso", u.regimen, u.jefe_id as "jefeId",
           case when j.id is null then null else j.nombres || ' ' || j.apellido_paterno || ' ' || j.apellido_materno end as "nombreManager",
           (u.jefe_id = ${jefeId}) as "esDirecto"
    from usuarios u left join usuarios j on j.id = u.jefe_id
    where u.id in ${idsDelEquipo(jefeId, todosLosNiveles)}
    order by u.clave_orden_nombre, u.id`)) as unknown as {
    rows: MiembroEquipo[];
  };
  return r.rows;
}

export async function perteneceAlEquipo(
  db: Ejecutor,
  jefeId: number,
  usuarioId: number,
  todosLosNiveles: boolean,
) {
  const r = (await db.execute(
    sql`select 1 from usuarios where id = ${usuarioId} and id in ${idsDelEquipo(jefeId, todosLosNiveles)}`,
  )) as unknown as { rows: unknown[] };
  return r.rows.length > 0;
}

/**
 * Whether `jefeId` is above `usuarioId` (an id, or a scalar subquery giving one) in the management chain, at any
 * depth, as a boolean SQL expression. Recursive in the database; the depth bound keeps a cycle in the data (A→B→A)
 * from looping.
 */
function enCadena(usuarioId: SQL | number, jefeId: number): SQL<boolean> {
  return sql<boolean>`exists (
    with recursive cadena(id, nivel) as (
      select jefe_id, 1 from usuarios where id = ${usuarioId}
      union all
      select u.jefe_id, c.nivel + 1 from usuarios u join cadena c on u.id = c.id
      where c.nivel < 64 and u.jefe_id is not null
    )
    select 1 from cadena where id = ${jefeId})`;
}

/** Whether `jefeId` is above `usuarioId` in the management chain, at any depth. */
export async function estaEnCadenaDeMando(db: Ejecutor, jefeId: number, usuarioId: number): Promise<boolean> {
  const r = (await db.execute(sql`select ${enCadena(usuarioId, jefeId)} as existe`)) as unknown as {
    rows: { existe: boolean }[];
  };
  return r.rows[0]?.existe === true;
}

/**
 * Whether `jefeId` is above the owner of request `solicitudId` in the management chain, as a boolean SQL expression
 * (a decision, a cancellation or a recall reads it with the locks it takes).
 */
export const enCadenaDeSolicitud = (solicitudId: number, jefeId: number) =>
  enCadena(sql`(select usuario_id from solicitudes_vacaciones where id = ${solicitudId})`, jefeId);
