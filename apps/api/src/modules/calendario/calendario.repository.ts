import { sql } from 'drizzle-orm';
import type { TEstadoSolicitud } from '@app/contract/solicitudes';
import type { TTipoVacaciones } from '@app/contract/vacaciones';
import type { Ejecutor } from '../../db/client';
import { idsDelEquipo } from '../../db/jerarquia';
import { ADVERTENCIA_ADELANTO } from '../../domain/calculo-saldo';

export interface FilaPersona {
  id: number;
  nombre: string;
  departamentoId: number | null;
  departamento: string | null;
  esDirecto: boolean;
}

/** An int[] literal: one parameter whatever the team's size (both drivers cast text to int[]). */
const listaEnteros = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * The manager's team (the same recursive subquery as every team screen), in the house name order, with each
 * person's department; optionally only one department.
 */
export async function personasDelEquipo(
  db: Ejecutor,
  jefeId: number,
  todosLosNiveles: boolean,
  departamentoId: number | undefined,
): Promise<FilaPersona[]> {
  const r = (await db.execute(sql`
    select u.id, u.nombres || ' ' || u.apellido_paterno || ' ' || u.apellido_materno as nombre,
           u.departamento_id as "departamentoId", d.nombre as departamento, (u.jefe_id = ${jefeId}) as "esDirecto"
    from usuarios u left join departamentos d on d.id = u.departamento_id
    where u.id in ${idsDelEquipo(jefeId, todosLosNiveles)}
      ${departamentoId === undefined ? sql`` : sql`and u.departamento_id = ${departamentoId}`}
    order by u.clave_orden_nombre, u.id`)) as unknown as { rows: FilaPersona[] };
  return r.rows.map((f) => ({
    ...f,
    id: Number(f.id),
    departamentoId: f.departamentoId === null ? null : Number(f.departamentoId),
  }));
}

export interface FilaSolicitud {
  id: number;
  usuarioId: number;
  fechaInicio: string;
  fechaFin: string;
  estado: TEstadoSolicitud;
  tipoVacaciones: TTipoVacaciones;
  diasSolicitados: number;
  periodo: number;
  esAdelanto: boolean;
}

/** Requests of `usuarioIds` in one of `estados` that overlap [desde, hasta], by person and start. */
export async function solicitudesEnRango(
  db: Ejecutor,
  p: { usuarioIds: readonly number[]; desde: string; hasta: string; estados: readonly TEstadoSolicitud[] },
): Promise<FilaSolicitud[]> {
  if (p.usuarioIds.length === 0 || p.estados.length === 0) return [];
  const r = (await db.execute(sql`
    select s.id, s.usuario_id as "usuarioId", s.fecha_inicio::text as "fechaInicio", s.fecha_fin::text as "fechaFin",
           s.estado, s.tipo_vacaciones as "tipoVacaciones", s.dias_solicitados as "diasSolicitados", s.periodo,
           (s.advertencias @> jsonb_build_array(${ADVERTENCIA_ADELANTO}::text)) as "esAdelanto"
    from solicitudes_vacaciones s
    where s.usuario_id = any(${listaEnteros(p.usuarioIds)})
      and s.estado in (${sql.join(
        p.estados.map((e) => sql`${e}`),
        sql`, `,
      )})
      and s.fecha_inicio <= ${p.hasta}::date and s.fecha_fin >= ${p.desde}::date
    order by s.usuario_id, s.fecha_inicio, s.id`)) as unknown as { rows: FilaSolicitud[] };
  return r.rows.map((f) => ({
    ...f,
    id: Number(f.id),
    usuarioId: Number(f.usuarioId),
    diasSolicitados: Number(f.diasSolicitados),
    periodo: Number(f.periodo),
  }));
}

/** The caller's department (id and name), or null when they have none. */
export async function departamentoDe(
  db: Ejecutor,
  usuarioId: number,
): Promise<{ id: number; nombre: string } | null> {
  const r = (await db.execute(sql`
    select d.id, d.nombre from usuarios u join departamentos d on d.id = u.departamento_id
    where u.id = ${usuarioId}`)) as unknown as { rows: { id: number; nombre: string }[] };
  const f = r.rows[0];
  return f ? { id: Number(f.id), nombre: f.nombre } : null;
}

/**
 * Approved and pending absences of the department's active people overlapping [desde, hasta]: names and dates
 * only, nothing else of the request leaves the database.
 */
export async function ausenciasDelDepartamento(
  db: Ejecutor,
  p: { departamentoId: number; desde: string; hasta: string },
): Promise<{ nombre: string; fechaInicio: string; fechaFin: string; estado: 'Pendiente' | 'Aprobada' }[]> {
  const r = (await db.execute(sql`
    select u.nombres || ' ' || u.apellido_paterno || ' ' || u.apellido_materno as nombre,
           s.fecha_inicio::text as "fechaInicio", s.fecha_fin::text as "fechaFin", s.estado
    from solicitudes_vacaciones s join usuarios u on u.id = s.usuario_id and u.activo
    where u.departamento_id = ${p.departamentoId}
      and s.estado in ('Pendiente', 'Aprobada')
      and s.fecha_inicio <= ${p.hasta}::date and s.fecha_fin >= ${p.desde}::date
    order by s.fecha_inicio, u.clave_orden_nombre, s.id`)) as unknown as {
    rows: { nombre: string; fechaInicio: string; fechaFin: string; estado: 'Pendiente' | 'Aprobada' }[];
  };
  return r.rows;
}
