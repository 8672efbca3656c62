import { and, eq, sql, type SQL } from 'drizzle-orm';
import { PERMISOS } from '@app/contract/permisos';
import type { Ejecutor } from '../../db/client';
import { delegaciones, usuarios } from '../../db/schema';
import { patronContiene } from '../../lib/texto';
import { nombreCompletoDe } from '../../db/nombres';

const nombreCompleto = nombreCompletoDe(usuarios);

/** Whether the user holds the request-management permission through an active role and an active permission. */
const gestiona = (idUsuario: SQL) => sql`exists (
  select 1 from usuario_roles ur
  join roles r on r.id = ur.rol_id and r.activo
  join rol_permisos rp on rp.rol_id = r.id
  join permisos p on p.id = rp.permiso_id and p.activo
  where ur.usuario_id = ${idUsuario} and p.codigo = ${PERMISOS.GESTION_SOLICITUDES})`;

/**
 * A delegation row `d` in force on `hoy`: not revoked, and either its range includes `hoy` or it is automatic and
 * the manager has an approved request covering `hoy` (on vacation).
 */
export const vigenteEn = (hoy: string) => sql`(d.activa and (
  (not d.automatica and d.fecha_desde <= ${hoy}::date and d.fecha_hasta >= ${hoy}::date)
  or (d.automatica and exists (
    select 1 from solicitudes_vacaciones v
    where v.usuario_id = d.jefe_id and v.estado = 'Aprobada'
      and v.fecha_inicio <= ${hoy}::date and v.fecha_fin >= ${hoy}::date))))`;

/** An active user who manages requests (a valid substitute). */
export async function esGestorActivo(db: Ejecutor, usuarioId: number) {
  const [fila] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.id, usuarioId), eq(usuarios.activo, true), gestiona(sql`${usuarios.id}`)));
  return fila !== undefined;
}

/** Whom a manager may name: active users who manage requests, but not the manager; at most 20. */
export async function buscarSustitutos(
  db: Ejecutor,
  f: { busqueda?: string | undefined; excluirId: number },
) {
  const texto = f.busqueda ? patronContiene(f.busqueda) : undefined;
  return db
    .select({ id: usuarios.id, nombreCompleto, email: usuarios.email })
    .from(usuarios)
    .where(
      and(
        eq(usuarios.activo, true),
        sql`${usuarios.id} <> ${f.excluirId}`,
        gestiona(sql`${usuarios.id}`),
        texto ? sql`(${usuarios.busqueda} like ${texto} or lower(${usuarios.dni}) like ${texto})` : undefined,
      ),
    )
    .orderBy(usuarios.claveOrdenNombre, usuarios.id)
    .limit(20);
}

export async function insertarDelegacion(db: Ejecutor, valores: typeof delegaciones.$inferInsert) {
  const [fila] = await db.insert(delegaciones).values(valores).returning();
  return fila!;
}

export async function bloquearDelegacion(db: Ejecutor, id: number) {
  const [fila] = await db.select().from(delegaciones).where(eq(delegaciones.id, id)).for('update');
  return fila;
}

export async function revocarDelegacion(db: Ejecutor, id: number, ahora: Date) {
  await db.update(delegaciones).set({ activa: false, fechaRevocacion: ahora }).where(eq(delegaciones.id, id));
}

export interface FilaDelegacion {
  id: number;
  jefeId: number;
  nombreJefe: string;
  sustitutoId: number;
  nombreSustituto: string;
  fechaDesde: string | null;
  fechaHasta: string | null;
  automatica: boolean;
  motivo: string | null;
  vigente: boolean;
  fechaCreacion: string | Date;
}

/** The user's delegations, given or received, not revoked and not over (a range ending before `hoy`). */
export async function listarDelegaciones(db: Ejecutor, usuarioId: number, hoy: string) {
  const r = (await db.execute(sql`
    select d.id, d.jefe_id as "jefeId",
           j.nombres || ' ' || j.apellido_paterno || ' ' || j.apellido_materno as "nombreJefe",
           d.sustituto_id as "sustitutoId",
           s.nombres || ' ' || s.apellido_paterno || ' ' || s.apellido_materno as "nombreSustituto",
           d.fecha_desde::text as "fechaDesde", d.fecha_hasta::text as "fechaHasta", d.automatica, d.motivo,
           ${vigenteEn(hoy)} as vigente, d.fecha_creacion as "fechaCreacion"
      from delegaciones d
      join usuarios j on j.id = d.jefe_id
      join usuarios s on s.id = d.sustituto_id
     where (d.jefe_id = ${usuarioId} or d.sustituto_id = ${usuarioId})
       and d.activa and (d.automatica or d.fecha_hasta >= ${hoy}::date)
     order by d.id desc`)) as unknown as { rows: FilaDelegacion[] };
  return r.rows;
}

/**
 * The ids of a manager's active substitutes in force on `hoy`, as a subquery: `jefe` is the manager's id or a column
 * of the outer query (the lock of whoever asks reads them with it).
 */
export const idsSustitutosVigentes = (jefe: SQL | number, hoy: string) => sql`(
    select distinct d.sustituto_id from delegaciones d
      join usuarios s on s.id = d.sustituto_id and s.activo
     where d.jefe_id = ${jefe} and ${vigenteEn(hoy)})`;

/** Active substitutes of a manager in force on `hoy` (they are told of new and waiting requests too). */
export async function sustitutosVigentes(db: Ejecutor, jefeId: number, hoy: string): Promise<number[]> {
  const r = (await db.execute(
    sql`select sustituto_id as id from ${idsSustitutosVigentes(jefeId, hoy)} as sustitutos`,
  )) as unknown as { rows: { id: number }[] };
  return r.rows.map((f) => f.id);
}

/**
 * Requests the substitute may decide today by delegation, each with the manager on whose behalf: the nearest
 * manager above the applicant who delegates to the substitute. Never the substitute's own requests, nor those the
 * substitute already decides as a manager in the chain. Without `solicitudId`: the pending ones not yet past their
 * start; with it: that request whatever its status (the decision reports a closed one as 409, not 403).
 */
export async function decidiblesPorDelegacion(
  db: Ejecutor,
  sustitutoId: number,
  hoy: string,
  solicitudId?: number,
): Promise<{ solicitudId: number; delegadoDeId: number; nombreDelegadoDe: string }[]> {
  const filtro =
    solicitudId !== undefined
      ? sql`s.id = ${solicitudId}`
      : sql`s.estado = 'Pendiente' and s.fecha_inicio >= ${hoy}::date`;
  const r = (await db.execute(sql`
    with recursive cadena(solicitud_id, jefe_id, nivel) as (
      select s.id, u.jefe_id, 1 from solicitudes_vacaciones s join usuarios u on u.id = s.usuario_id
       where ${filtro} and s.usuario_id <> ${sustitutoId} and u.jefe_id is not null
         and exists (select 1 from delegaciones d where d.sustituto_id = ${sustitutoId} and d.activa)
      union all
      select c.solicitud_id, u.jefe_id, c.nivel + 1 from cadena c join usuarios u on u.id = c.jefe_id
       where c.nivel < 64 and u.jefe_id is not null
    )
    select distinct on (c.solicitud_id) c.solicitud_id as "solicitudId", c.jefe_id as "delegadoDeId",
           j.nombres || ' ' || j.apellido_paterno || ' ' || j.apellido_materno as "nombreDelegadoDe"
      from cadena c
      join delegaciones d on d.jefe_id = c.jefe_id and d.sustituto_id = ${sustitutoId}
      join usuarios j on j.id = c.jefe_id
     where ${vigenteEn(hoy)}
       and not exists (select 1 from cadena c2 where c2.solicitud_id = c.solicitud_id and c2.jefe_id = ${sustitutoId})
     order by c.solicitud_id, c.nivel`)) as unknown as {
    rows: { solicitudId: number; delegadoDeId: number; nombreDelegadoDe: string }[];
  };
  return r.rows;
}
