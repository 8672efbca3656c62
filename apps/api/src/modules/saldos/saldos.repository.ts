import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Ejecutor } from '../../db/client';
import {
  configuracionEmpresa,
  consumoSolicitudes,
  periodosRecordNoCumplido,
  solicitudesVacaciones,
  usuarios,
} from '../../db/schema';
import type { SolicitudSaldo } from './calculo-saldo';

export async function leerConfiguracion(db: Ejecutor) {
  const [fila] = await db.select().from(configuracionEmpresa).where(eq(configuracionEmpresa.id, 1));
  return fila;
}

/** Requests that can consume days (Pendiente, Aprobada): cancelled and rejected ones never matter here. */
export async function solicitudesActivasDe(db: Ejecutor, usuarioIds: number[]) {
  if (usuarioIds.length === 0) return [];
  return db
    .select({
      usuarioId: solicitudesVacaciones.usuarioId,
      id: solicitudesVacaciones.id,
      periodo: solicitudesVacaciones.periodo,
      tipoVacaciones: solicitudesVacaciones.tipoVacaciones,
      dias: solicitudesVacaciones.diasSolicitados,
      fechaInicio: solicitudesVacaciones.fechaInicio,
      estado: solicitudesVacaciones.estado,
    })
    .from(solicitudesVacaciones)
    .where(
      and(
        inArray(solicitudesVacaciones.usuarioId, usuarioIds),
        inArray(solicitudesVacaciones.estado, ['Pendiente', 'Aprobada']),
      ),
    );
}

/**
 * Days consumed per employee, period and type (active requests only), for many employees in one query.
 * The balance depends only on these sums, so team balances read far fewer rows than there are requests.
 */
export async function consumoAgregadoDe(db: Ejecutor, idsSubconsulta: SQL) {
  // Kept up to date by triggers on the requests (migration 0004): one row per employee, period and kind.
  return db
    .select({
      usuarioId: consumoSolicitudes.usuarioId,
      periodo: consumoSolicitudes.periodo,
      tipoVacaciones: consumoSolicitudes.tipoVacaciones,
      dias: consumoSolicitudes.dias,
      fechaInicio: consumoSolicitudes.primeraFecha,
    })
    .from(consumoSolicitudes)
    .where(sql`${consumoSolicitudes.usuarioId} in ${idsSubconsulta}`);
}

export async function recordNoCumplidoDe(db: Ejecutor, usuarioIds: number[]) {
  if (usuarioIds.length === 0) return [];
  return db
    .select({ usuarioId: periodosRecordNoCumplido.usuarioId, periodo: periodosRecordNoCumplido.periodo })
    .from(periodosRecordNoCumplido)
    .where(inArray(periodosRecordNoCumplido.usuarioId, usuarioIds));
}

export async function fechaIngresoDe(db: Ejecutor, usuarioId: number) {
  const [fila] = await db
    .select({ fechaIngreso: usuarios.fechaIngreso, jefeId: usuarios.jefeId })
    .from(usuarios)
    .where(eq(usuarios.id, usuarioId));
  return fila;
}

export const aSolicitudSaldo = (s: {
  id: number;
  periodo: number;
  tipoVacaciones: string;
  dias: number;
  fechaInicio: string;
  estado: string;
}): SolicitudSaldo => ({
  id: s.id,
  periodo: s.periodo,
  tipo: s.tipoVacaciones === 'bloque' ? 'BLOQUE' : 'LIBRE',
  dias: s.dias,
  fechaInicio: s.fechaInicio,
  estado: s.estado as SolicitudSaldo['estado'],
});
