import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Ejecutor } from '../../db/client';
import { solicitudesVacaciones as s, usuarios } from '../../db/schema';
import { nombreCompletoDe } from '../../db/nombres';

// Approval reminders and escalation (ADR 033).

/** Pending requests not past their start still missing the reminder or the escalation. */
export async function pendientesSinRecordarOEscalar(db: Ejecutor, hoy: string) {
  return db
    .select({
      id: s.id,
      usuarioId: s.usuarioId,
      jefeAsignadoId: s.jefeAsignadoId,
      fechaSolicitud: s.fechaSolicitud,
      recordatorioEn: s.recordatorioEn,
      escaladaAId: s.escaladaAId,
    })
    .from(s)
    .where(
      and(
        eq(s.estado, 'Pendiente'),
        sql`${s.fechaInicio} >= ${hoy}::date`,
        sql`(${s.recordatorioEn} is null or ${s.escaladaAId} is null)`,
      ),
    )
    .orderBy(s.id);
}

/** The company's holidays from `desde` on (working days skip them). */
export async function feriadosDesde(db: Ejecutor, desde: string): Promise<string[]> {
  const r = (await db.execute(
    sql`select fecha::text as fecha from feriados where fecha >= ${desde}::date`,
  )) as unknown as { rows: { fecha: string }[] };
  return r.rows.map((f) => f.fecha);
}

export async function diasDeAprobacion(db: Ejecutor) {
  const r = (await db.execute(sql`
    select dias_recordatorio_aprobacion as "diasRecordatorio", dias_escalamiento_aprobacion as "diasEscalamiento"
      from configuracion_empresa where id = 1`)) as unknown as {
    rows: { diasRecordatorio: number; diasEscalamiento: number }[];
  };
  return r.rows[0] ?? { diasRecordatorio: 3, diasEscalamiento: 5 };
}

/**
 * Claims the reminder of a still pending request: only the process whose update finds it unmarked gets the row
 * (the others see `recordatorio_en` set once it commits, or wait on the row lock and then match nothing).
 */
export async function marcarRecordatorio(db: Ejecutor, id: number, ahora: Date) {
  const [fila] = await db
    .update(s)
    .set({ recordatorioEn: ahora })
    .where(and(eq(s.id, id), eq(s.estado, 'Pendiente'), isNull(s.recordatorioEn)))
    .returning();
  return fila;
}

/** Claims the escalation to `superiorId`, as above. */
export async function marcarEscalamiento(db: Ejecutor, id: number, superiorId: number, ahora: Date) {
  const [fila] = await db
    .update(s)
    .set({ escaladaAId: superiorId, escaladaEn: ahora })
    .where(and(eq(s.id, id), eq(s.estado, 'Pendiente'), isNull(s.escaladaAId)))
    .returning();
  return fila;
}

/** The active manager of `jefeId` (whom an unanswered request escalates to), if any. */
export async function superiorActivo(db: Ejecutor, jefeId: number) {
  const r = (await db.execute(sql`
    select sup.id, sup.nombres || ' ' || sup.apellido_paterno || ' ' || sup.apellido_materno as nombre
      from usuarios j join usuarios sup on sup.id = j.jefe_id and sup.activo
     where j.id = ${jefeId}`)) as unknown as { rows: { id: number; nombre: string }[] };
  return r.rows[0];
}

export async function nombreDe(db: Ejecutor, id: number) {
  const [fila] = await db
    .select({
      nombre: nombreCompletoDe(usuarios),
    })
    .from(usuarios)
    .where(eq(usuarios.id, id));
  return fila?.nombre ?? '';
}

export async function pendientesPorId(db: Ejecutor, id: number) {
  return db
    .select({ id: s.id, usuarioId: s.usuarioId, jefeAsignadoId: s.jefeAsignadoId })
    .from(s)
    .where(and(eq(s.id, id), eq(s.estado, 'Pendiente')));
}
