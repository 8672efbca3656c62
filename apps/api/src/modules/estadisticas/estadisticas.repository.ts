import { sql, type SQL } from 'drizzle-orm';
import type { TEstadoSolicitud } from '@app/contract/solicitudes';
import type { Ejecutor } from '../../db/client';
import { idsDelEquipo } from '../../db/jerarquia';

// Every aggregate is one GROUP BY in the database (ADR 040): no request row reaches the server.

const filas = async <T>(db: Ejecutor, consulta: SQL) =>
  ((await db.execute(consulta)) as unknown as { rows: T[] }).rows;

/** The people in scope, over the alias `u` of usuarios: a manager's team at every level, or the whole company. */
export function filtroPersonas(alcance: { jefeId: number | null; departamentoId?: number }): SQL {
  const equipo = alcance.jefeId === null ? sql`true` : sql`u.id in ${idsDelEquipo(alcance.jefeId, true)}`;
  return alcance.departamentoId === undefined
    ? equipo
    : sql`${equipo} and u.departamento_id = ${alcance.departamentoId}`;
}

/** Active people in scope with their department. */
export const personasActivas = (db: Ejecutor, filtro: SQL) =>
  filas<{ id: number; departamentoId: number | null }>(
    db,
    sql`select u.id, u.departamento_id as "departamentoId" from usuarios u where u.activo and ${filtro}`,
  );

/** Every department's name (inactive ones too: their people may still hold days). */
export const nombresDepartamentos = (db: Ejecutor) =>
  filas<{ id: number; nombre: string }>(db, sql`select id, nombre from departamentos`);

/** The departments a filter may pick: every active one (HR), or those holding active people of a team. */
export function departamentosElegibles(db: Ejecutor, jefeId: number | null) {
  if (jefeId === null) {
    return filas<{ id: number; nombre: string }>(db, sql`select id, nombre from departamentos where activo`);
  }
  return filas<{ id: number; nombre: string }>(
    db,
    sql`select distinct d.id, d.nombre from usuarios u join departamentos d on d.id = u.departamento_id
        where u.activo and u.id in ${idsDelEquipo(jefeId, true)}`,
  );
}

/**
 * Calendar days of approved requests per month and department between `desde` and `tope` (inclusive): vacation
 * days are calendar days, so a request spanning two months counts in each the days that fall in it. Each request is
 * clipped to the range first and then split over the (one to three) months it touches.
 */
export async function diasGozadosPorMes(db: Ejecutor, filtro: SQL, desde: string, tope: string) {
  if (tope < desde) return [];
  return filas<{ mes: number; departamentoId: number | null; dias: number }>(
    db,
    sql`with r as materialized (
          select greatest(s.fecha_inicio, ${desde}::date) as ini, least(s.fecha_fin, ${tope}::date) as fin,
                 u.departamento_id
          from solicitudes_vacaciones s join usuarios u on u.id = s.usuario_id
          where s.estado = 'Aprobada' and s.fecha_inicio <= ${tope}::date and s.fecha_fin >= ${desde}::date
            and ${filtro}
        )
        select extract(month from m)::int as mes, r.departamento_id as "departamentoId",
               sum(least(r.fin, (m + interval '1 month' - interval '1 day')::date) - greatest(r.ini, m::date) + 1)::int
                 as dias
        from r cross join lateral generate_series(date_trunc('month', r.ini), date_trunc('month', r.fin),
                                                  interval '1 month') m
        group by 1, 2`,
  );
}

/** The instant a business-zone year starts. */
const inicioDeAnio = (anio: number, zona: string) =>
  sql`(${`${anio}-01-01`}::timestamp at time zone ${zona})`;

/** Requests made in the year (business zone) per month and current status. */
export const solicitudesPorEstadoPorMes = (db: Ejecutor, filtro: SQL, anio: number, zona: string) =>
  filas<{ mes: number; estado: TEstadoSolicitud; cantidad: number }>(
    db,
    sql`select extract(month from s.fecha_solicitud at time zone ${zona})::int as mes, s.estado,
               count(*)::int as cantidad
        from solicitudes_vacaciones s join usuarios u on u.id = s.usuario_id
        where s.fecha_solicitud >= ${inicioDeAnio(anio, zona)} and s.fecha_solicitud < ${inicioDeAnio(anio + 1, zona)}
          and ${filtro}
        group by 1, 2`,
  );

/** Seconds from request to decision, added over the requests approved or rejected in the year. */
export async function tiempoDeAprobacion(db: Ejecutor, filtro: SQL, anio: number, zona: string) {
  const [r] = await filas<{ segundos: number | string | null; cantidad: number }>(
    db,
    sql`select sum(extract(epoch from s.fecha_aprobacion - s.fecha_solicitud)) as segundos, count(*)::int as cantidad
        from solicitudes_vacaciones s join usuarios u on u.id = s.usuario_id
        where s.estado in ('Aprobada', 'Rechazada')
          and s.fecha_aprobacion >= ${inicioDeAnio(anio, zona)} and s.fecha_aprobacion < ${inicioDeAnio(anio + 1, zona)}
          and ${filtro}`,
  );
  return { segundos: Number(r?.segundos ?? 0), cantidad: r?.cantidad ?? 0 };
}

/** Pending requests per whole days since they were made (business zone), as of `hoy`. */
export const pendientesPorAntiguedad = (db: Ejecutor, filtro: SQL, hoy: string, zona: string) =>
  filas<{ dias: number; cantidad: number }>(
    db,
    sql`select (${hoy}::date - (s.fecha_solicitud at time zone ${zona})::date)::int as dias, count(*)::int as cantidad
        from solicitudes_vacaciones s join usuarios u on u.id = s.usuario_id
        where s.estado = 'Pendiente' and ${filtro}
        group by 1`,
  );

/**
 * A fingerprint of who is in which department and of the departments' names: neither moves the data version
 * (migration 0001 bumps it for what balances depend on), yet every series by department does.
 */
export async function huellaDepartamentos(db: Ejecutor) {
  const [r] = await filas<{ huella: string }>(
    db,
    sql`select md5(
          coalesce((select string_agg(u.id || ':' || coalesce(u.departamento_id, 0), ',' order by u.id) from usuarios u), '')
          || '|' ||
          coalesce((select string_agg(d.id || ':' || d.nombre || ':' || d.activo, ',' order by d.id) from departamentos d), '')
        ) as huella`,
  );
  return r!.huella;
}
