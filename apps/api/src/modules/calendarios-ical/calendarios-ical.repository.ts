import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TAlcanceCalendario } from '@app/contract/calendarios-ical';
import type { TEstadoSolicitud } from '@app/contract/solicitudes';
import type { Ejecutor } from '../../db/client';
import { idsDelEquipo } from '../../db/jerarquia';
import { calendariosIcal, usuarios } from '../../db/schema';

export type FilaCalendario = typeof calendariosIcal.$inferSelect;

export async function insertarCalendario(
  db: Ejecutor,
  valores: { usuarioId: number; alcance: TAlcanceCalendario; hashToken: string },
) {
  const [fila] = await db.insert(calendariosIcal).values(valores).returning();
  return fila!;
}

export function listarCalendarios(db: Ejecutor, usuarioId: number) {
  return db
    .select()
    .from(calendariosIcal)
    .where(eq(calendariosIcal.usuarioId, usuarioId))
    .orderBy(desc(calendariosIcal.fechaCreacion), desc(calendariosIcal.id));
}

export async function contarActivos(db: Ejecutor, usuarioId: number) {
  const [fila] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(calendariosIcal)
    .where(and(eq(calendariosIcal.usuarioId, usuarioId), isNull(calendariosIcal.fechaRevocacion)));
  return fila?.n ?? 0;
}

export async function bloquearCalendario(db: Ejecutor, id: number) {
  const [fila] = await db.select().from(calendariosIcal).where(eq(calendariosIcal.id, id)).for('update');
  return fila;
}

export async function revocarCalendario(db: Ejecutor, id: number, ahora: Date) {
  await db.update(calendariosIcal).set({ fechaRevocacion: ahora }).where(eq(calendariosIcal.id, id));
}

/** When a client last read the feed: lets the owner see which URLs are still in use. */
export async function marcarLectura(db: Ejecutor, id: number, ahora: Date) {
  await db.update(calendariosIcal).set({ ultimaLectura: ahora }).where(eq(calendariosIcal.id, id));
}

export interface FeedVigente {
  id: number;
  alcance: TAlcanceCalendario;
  usuarioId: number;
  departamentoId: number;
  ultimaLectura: Date | null;
  /** The owner's permission codes in force now (active roles, active permissions). */
  permisos: string[];
}

/** A feed that is not revoked and whose owner is active, with the owner's current permissions; else undefined. */
export async function feedVigente(db: Ejecutor, hashToken: string): Promise<FeedVigente | undefined> {
  const [fila] = await db
    .select({
      id: calendariosIcal.id,
      alcance: calendariosIcal.alcance,
      usuarioId: usuarios.id,
      departamentoId: usuarios.departamentoId,
      ultimaLectura: calendariosIcal.ultimaLectura,
      permisos: sql<string[]>`coalesce((
        select array_agg(distinct p.codigo) from usuario_roles ur
        join roles r on r.id = ur.rol_id and r.activo
        join rol_permisos rp on rp.rol_id = r.id
        join permisos p on p.id = rp.permiso_id and p.activo
        where ur.usuario_id = ${usuarios.id}), '{}')`,
    })
    .from(calendariosIcal)
    .innerJoin(usuarios, eq(usuarios.id, calendariosIcal.usuarioId))
    .where(
      and(
        eq(calendariosIcal.hashToken, hashToken),
        isNull(calendariosIcal.fechaRevocacion),
        eq(usuarios.activo, true),
      ),
    );
  return fila;
}

export interface EventoSolicitud {
  id: number;
  usuarioId: number;
  nombre: string;
  fechaInicio: string;
  fechaFin: string;
  diasSolicitados: number;
  tipoVacaciones: string;
  estado: TEstadoSolicitud;
  observaciones: string | null;
  fechaActualizacion: Date;
}

/** Enough for a large department over the whole window; a calendar client could not show more anyway. */
const MAX_EVENTOS = 20_000;

/**
 * The requests a feed shows, overlapping [desde, hasta]: Pendiente and Aprobada only (Rechazada and Cancelada drop
 * out of the feed, so clients delete them). PROPIAS: the owner's own; EQUIPO: everyone below the owner at any depth;
 * DEPARTAMENTO: the active people of the owner's department, approved only.
 */
export async function eventosDelFeed(
  db: Ejecutor,
  feed: { alcance: TAlcanceCalendario; usuarioId: number; departamentoId: number },
  desde: string,
  hasta: string,
): Promise<EventoSolicitud[]> {
  const quien =
    feed.alcance === 'PROPIAS'
      ? sql`s.usuario_id = ${feed.usuarioId}`
      : feed.alcance === 'EQUIPO'
        ? sql`s.usuario_id in ${idsDelEquipo(feed.usuarioId, true)} and u.activo`
        : sql`u.departamento_id = ${feed.departamentoId} and u.activo`;
  const estados = feed.alcance === 'DEPARTAMENTO' ? sql`('Aprobada')` : sql`('Pendiente', 'Aprobada')`;
  const r = (await db.execute(sql`
    select s.id, s.usuario_id as "usuarioId", u.nombres || ' ' || u.apellido_paterno as nombre,
           s.fecha_inicio::text as "fechaInicio", s.fecha_fin::text as "fechaFin",
           s.dias_solicitados as "diasSolicitados", s.tipo_vacaciones as "tipoVacaciones", s.estado,
           s.observaciones,
           greatest(s.fecha_solicitud, s.fecha_aprobacion, s.fecha_interrupcion) as "fechaActualizacion"
    from solicitudes_vacaciones s join usuarios u on u.id = s.usuario_id
    where ${quien} and s.estado in ${estados}
      and s.fecha_fin >= ${desde}::date and s.fecha_inicio <= ${hasta}::date
    order by s.fecha_inicio, s.id
    limit ${MAX_EVENTOS}`)) as unknown as { rows: EventoSolicitud[] };
  return r.rows.map((e) => ({ ...e, fechaActualizacion: new Date(e.fechaActualizacion) }));
}
