import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Ejecutor } from '../../db/client';
import { notificaciones, preferenciasNotificacion } from '../../db/schema';

// The bell's rows and "Mis notificaciones": every query is limited to one person (usuarioId).

const propias = (usuarioId: number, soloNoLeidas = false) =>
  soloNoLeidas
    ? and(eq(notificaciones.usuarioId, usuarioId), isNull(notificaciones.leidaEn))
    : eq(notificaciones.usuarioId, usuarioId);

export async function listar(
  db: Ejecutor,
  usuarioId: number,
  f: { soloNoLeidas: boolean; limite: number; desplazamiento: number },
) {
  return db
    .select({
      id: notificaciones.id,
      tipo: notificaciones.tipo,
      titulo: notificaciones.titulo,
      mensaje: notificaciones.mensaje,
      enlace: notificaciones.enlace,
      leidaEn: notificaciones.leidaEn,
      fechaCreacion: notificaciones.fechaCreacion,
    })
    .from(notificaciones)
    .where(propias(usuarioId, f.soloNoLeidas))
    .orderBy(desc(notificaciones.id))
    .limit(f.limite)
    .offset(f.desplazamiento);
}

export async function contar(db: Ejecutor, usuarioId: number, soloNoLeidas: boolean) {
  const [fila] = await db.select({ n: count() }).from(notificaciones).where(propias(usuarioId, soloNoLeidas));
  return Number(fila?.n ?? 0);
}

/** Marks one as read; false when it is not this person's (or does not exist). Already read: kept as it was. */
export async function marcarLeida(db: Ejecutor, usuarioId: number, id: number, ahora: Date) {
  const [fila] = await db
    .select({ id: notificaciones.id, leidaEn: notificaciones.leidaEn })
    .from(notificaciones)
    .where(and(eq(notificaciones.id, id), eq(notificaciones.usuarioId, usuarioId)));
  if (!fila) return false;
  if (!fila.leidaEn) {
    await db
      .update(notificaciones)
      .set({ leidaEn: ahora })
      .where(and(eq(notificaciones.id, id), isNull(notificaciones.leidaEn)));
  }
  return true;
}

export async function marcarTodasLeidas(db: Ejecutor, usuarioId: number, ahora: Date) {
  const filas = await db
    .update(notificaciones)
    .set({ leidaEn: ahora })
    .where(propias(usuarioId, true))
    .returning({ id: notificaciones.id });
  return filas.length;
}

export async function preferencias(db: Ejecutor, usuarioId: number) {
  const [fila] = await db
    .select({
      correoDecisiones: preferenciasNotificacion.correoDecisiones,
      correoPendientes: preferenciasNotificacion.correoPendientes,
      resumenDiario: preferenciasNotificacion.resumenDiario,
    })
    .from(preferenciasNotificacion)
    .where(eq(preferenciasNotificacion.usuarioId, usuarioId));
  return fila;
}

export async function guardarPreferencias(
  db: Ejecutor,
  usuarioId: number,
  p: { correoDecisiones: boolean; correoPendientes: boolean; resumenDiario: boolean },
  ahora: Date,
) {
  await db
    .insert(preferenciasNotificacion)
    .values({ usuarioId, ...p, fechaActualizacion: ahora })
    .onConflictDoUpdate({
      target: preferenciasNotificacion.usuarioId,
      set: { ...p, fechaActualizacion: ahora },
    });
}
