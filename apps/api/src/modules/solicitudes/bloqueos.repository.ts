import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Ejecutor } from '../../db/client';
import { enCadenaDeSolicitud } from '../../db/jerarquia';
import { departamentos, solicitudesVacaciones as s, usuarios } from '../../db/schema';

// The row locks every change of a request takes first, always the owner before the request.

/**
 * Before a request changes: locks its owner (every balance change of one employee is serialised on their row) and
 * then the request, in that order as everywhere, and reads with them what the change needs: the owner's balance
 * inputs, whether their department has a coverage rule, whether `actorId` is above them in the chain, and what
 * `destinatariosEn` gives for whoever the change may notify. One round trip where a decision took five and a
 * cancellation four. Undefined when the request is missing.
 */
export async function bloquearConDueno<D>(
  db: Ejecutor,
  id: number,
  actorId: number,
  destinatariosEn: (ids: SQL) => SQL<D>,
) {
  const [fila] = await db
    .select({
      solicitud: getTableColumns(s),
      dueno: {
        id: usuarios.id,
        jefeId: usuarios.jefeId,
        fechaIngreso: usuarios.fechaIngreso,
        regimen: usuarios.regimen,
        departamentoId: usuarios.departamentoId,
      },
      conCobertura: sql<boolean>`(${departamentos.coberturaMaxima} is not null and ${departamentos.coberturaTipo} is not null)`,
      enCadena: enCadenaDeSolicitud(id, actorId),
      // Whoever a decision or a cancellation may tell: the owner, the approver, the assigned manager.
      destinatarios: destinatariosEn(sql`array[${usuarios.id}, ${s.aprobadorId}, ${s.jefeAsignadoId}]`),
    })
    .from(s)
    .innerJoin(usuarios, eq(usuarios.id, s.usuarioId))
    .leftJoin(departamentos, eq(departamentos.id, usuarios.departamentoId))
    .where(eq(s.id, id))
    .for('update', { of: [usuarios, s] });
  return fila;
}

/**
 * Serialises every balance-changing write of one employee (two requests cannot both spend the same days), and reads
 * with the lock what a new request needs: the balance's inputs, the manager, the ids `sustitutosDe` gives for that
 * manager (a subquery: whoever is also told of it) and what `destinatariosEn` gives for the manager and those
 * substitutes, in one round trip instead of three.
 */
export async function bloquearSolicitante<D>(
  db: Ejecutor,
  usuarioId: number,
  sustitutosDe: (jefe: SQL) => SQL,
  destinatariosEn: (ids: SQL) => SQL<D>,
) {
  const sustitutos = sql`array${sustitutosDe(sql`${usuarios.jefeId}`)}`;
  const [fila] = await db
    .select({
      id: usuarios.id,
      jefeId: usuarios.jefeId,
      fechaIngreso: usuarios.fechaIngreso,
      regimen: usuarios.regimen,
      sustitutos: sql<number[]>`${sustitutos}`,
      destinatarios: destinatariosEn(sql`${sustitutos} || ${usuarios.jefeId}`),
    })
    .from(usuarios)
    .where(eq(usuarios.id, usuarioId))
    .for('update', { of: usuarios });
  return fila;
}
