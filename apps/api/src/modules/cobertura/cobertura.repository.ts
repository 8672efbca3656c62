import { sql } from 'drizzle-orm';
import type { TEstadoSolicitud } from '@app/contract/solicitudes';
import type { TTipoCobertura } from '@app/contract/cobertura';
import type { Ejecutor } from '../../db/client';

export interface DepartamentoConCobertura {
  id: number;
  nombre: string;
  coberturaMaxima: number | null;
  coberturaTipo: TTipoCobertura | null;
  /**
   * Active people of the department: the base of a percentage rule. Counted only when the department has a rule
   * (0 otherwise): every decision reads this, and counting 500 people cost 1–1.6 ms of each approval (ADR 052).
   */
  personasActivas: number;
}

/** Departments (by id) with their coverage rule and, when they have one, their head count. */
export async function departamentosConCobertura(
  db: Ejecutor,
  departamentoIds: readonly number[],
): Promise<DepartamentoConCobertura[]> {
  if (departamentoIds.length === 0) return [];
  const r = (await db.execute(sql`
    select d.id, d.nombre, d.cobertura_maxima, d.cobertura_tipo,
      case when d.cobertura_maxima is not null and d.cobertura_tipo is not null
        then (select count(*) from usuarios u where u.departamento_id = d.id and u.activo) else 0 end as personas
    from departamentos d
    where d.id in (${sql.join(
      departamentoIds.map((id) => sql`${id}`),
      sql`, `,
    )})`)) as unknown as {
    rows: {
      id: number;
      nombre: string;
      cobertura_maxima: number | null;
      cobertura_tipo: TTipoCobertura | null;
      personas: number | string;
    }[];
  };
  return r.rows.map((f) => ({
    id: Number(f.id),
    nombre: f.nombre,
    coberturaMaxima: f.cobertura_maxima === null ? null : Number(f.cobertura_maxima),
    coberturaTipo: f.cobertura_tipo,
    personasActivas: Number(f.personas),
  }));
}

/**
 * Per department and day within [desde, hasta], how many distinct active people have a request in one of `estados`
 * covering that day (a person with two overlapping requests counts once). `excluirSolicitudId` leaves one request
 * out, so a decision can add it back explicitly.
 */
export async function ausentesPorDia(
  db: Ejecutor,
  p: {
    departamentoIds: readonly number[];
    desde: string;
    hasta: string;
    estados: readonly TEstadoSolicitud[];
    excluirSolicitudId?: number;
  },
): Promise<Map<number, Map<string, number>>> {
  const porDepartamento = new Map<number, Map<string, number>>();
  if (p.departamentoIds.length === 0 || p.estados.length === 0) return porDepartamento;
  const r = (await db.execute(sql`
    select u.departamento_id as dep, to_char(d.dia, 'YYYY-MM-DD') as fecha, count(distinct s.usuario_id) as fuera
    from solicitudes_vacaciones s
    join usuarios u on u.id = s.usuario_id and u.activo
    cross join lateral generate_series(
      greatest(s.fecha_inicio, ${p.desde}::date), least(s.fecha_fin, ${p.hasta}::date), interval '1 day'
    ) as d(dia)
    where u.departamento_id in (${sql.join(
      p.departamentoIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      and s.estado in (${sql.join(
        p.estados.map((e) => sql`${e}`),
        sql`, `,
      )})
      and s.fecha_inicio <= ${p.hasta}::date and s.fecha_fin >= ${p.desde}::date
      ${p.excluirSolicitudId === undefined ? sql`` : sql`and s.id <> ${p.excluirSolicitudId}`}
    group by 1, 2`)) as unknown as { rows: { dep: number; fecha: string; fuera: number | string }[] };
  for (const f of r.rows) {
    const dep = Number(f.dep);
    let dias = porDepartamento.get(dep);
    if (!dias) porDepartamento.set(dep, (dias = new Map()));
    dias.set(f.fecha, Number(f.fuera));
  }
  return porDepartamento;
}

/** The department a user belongs to now (null when none or the user does not exist). */
export async function departamentoDeUsuario(db: Ejecutor, usuarioId: number): Promise<number | null> {
  const r = (await db.execute(
    sql`select departamento_id as dep from usuarios where id = ${usuarioId}`,
  )) as unknown as { rows: { dep: number | null }[] };
  const dep = r.rows[0]?.dep;
  return dep === null || dep === undefined ? null : Number(dep);
}

/** A request's span and owner, with the owner's department now: what the approval's coverage check needs. */
export async function solicitudParaCobertura(db: Ejecutor, id: number) {
  const r = (await db.execute(sql`
    select s.id, s.usuario_id, to_char(s.fecha_inicio, 'YYYY-MM-DD') as inicio,
      to_char(s.fecha_fin, 'YYYY-MM-DD') as fin, u.departamento_id as dep
    from solicitudes_vacaciones s join usuarios u on u.id = s.usuario_id
    where s.id = ${id}`)) as unknown as {
    rows: { id: number; usuario_id: number; inicio: string; fin: string; dep: number | null }[];
  };
  const f = r.rows[0];
  if (!f) return undefined;
  return {
    id: Number(f.id),
    usuarioId: Number(f.usuario_id),
    fechaInicio: f.inicio,
    fechaFin: f.fin,
    departamentoId: f.dep === null ? null : Number(f.dep),
  };
}

/**
 * Days within [desde, hasta] on which this (active) user already has a request in one of `estados`, other than
 * `excluirSolicitudId`: `ausentesPorDia` already counts them on those days, so a new span must not add them again.
 */
export async function diasFueraDeUsuario(
  db: Ejecutor,
  p: {
    usuarioId: number;
    desde: string;
    hasta: string;
    estados: readonly TEstadoSolicitud[];
    excluirSolicitudId?: number;
  },
): Promise<Set<string>> {
  if (p.estados.length === 0) return new Set();
  const r = (await db.execute(sql`
    select distinct to_char(d.dia, 'YYYY-MM-DD') as fecha
    from solicitudes_vacaciones s
    join usuarios u on u.id = s.usuario_id and u.activo
    cross join lateral generate_series(
      greatest(s.fecha_inicio, ${p.desde}::date), least(s.fecha_fin, ${p.hasta}::date), interval '1 day'
    ) as d(dia)
    where s.usuario_id = ${p.usuarioId}
      and s.estado in (${sql.join(
        p.estados.map((e) => sql`${e}`),
        sql`, `,
      )})
      and s.fecha_inicio <= ${p.hasta}::date and s.fecha_fin >= ${p.desde}::date
      ${p.excluirSolicitudId === undefined ? sql`` : sql`and s.id <> ${p.excluirSolicitudId}`}`)) as unknown as {
    rows: { fecha: string }[];
  };
  return new Set(r.rows.map((f) => f.fecha));
}
