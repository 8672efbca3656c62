import type { TTipoDocumento } from '@app/contract/documentos';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Ejecutor } from '../../db/client';
import {
  configuracionEmpresa,
  departamentos,
  documentosEmitidos,
  solicitudesVacaciones,
  usuarios,
} from '../../db/schema';
import { nuevoCodigoVerificacion } from './codigo-verificacion';
import { nombreCompletoDe } from '../../db/nombres';

export interface DatosEmision {
  tipo: TTipoDocumento;
  /** Null for a kardex. */
  solicitudId: number | null;
  usuarioId: number;
  emitidoPorId: number;
}

/**
 * The verification code of a document being issued (ADR 038). A request's papeleta or agreement keeps the
 * code of its first issue, so a reprint carries the same code; a kardex is a new document each time. Call it inside
 * the transaction that audits the issue. `nuevo` says whether a row was written.
 */
export async function emitirDocumento(db: Ejecutor, d: DatosEmision) {
  if (d.solicitudId !== null) {
    const [existente] = await db
      .select({ codigo: documentosEmitidos.codigo, fechaEmision: documentosEmitidos.fechaEmision })
      .from(documentosEmitidos)
      .where(and(eq(documentosEmitidos.solicitudId, d.solicitudId), eq(documentosEmitidos.tipo, d.tipo)));
    if (existente) return { ...existente, nuevo: false };
  }
  const [fila] = await db
    .insert(documentosEmitidos)
    .values({ ...d, codigo: nuevoCodigoVerificacion() })
    // Two people printing the same papeleta at once: the second reads the first's code.
    .onConflictDoNothing()
    .returning({ codigo: documentosEmitidos.codigo, fechaEmision: documentosEmitidos.fechaEmision });
  if (fila) return { ...fila, nuevo: true };
  return emitirDocumento(db, d);
}

export async function buscarPorCodigo(db: Ejecutor, codigo: string) {
  const [fila] = await db.select().from(documentosEmitidos).where(eq(documentosEmitidos.codigo, codigo));
  return fila ?? null;
}

const solicitante = alias(usuarios, 'solicitante');
const aprobador = alias(usuarios, 'aprobador');
const delegante = alias(usuarios, 'delegante');

/** Everything a request's documents print: the request, the employee (with DNI), who approved it and when. */
export async function datosDeSolicitud(db: Ejecutor, id: number) {
  const s = solicitudesVacaciones;
  const [fila] = await db
    .select({
      id: s.id,
      usuarioId: s.usuarioId,
      estado: s.estado,
      tipoVacaciones: s.tipoVacaciones,
      diasSolicitados: s.diasSolicitados,
      fechaInicio: s.fechaInicio,
      fechaFin: s.fechaFin,
      periodo: s.periodo,
      advertencias: s.advertencias,
      fechaSolicitud: s.fechaSolicitud,
      fechaAprobacion: s.fechaAprobacion,
      nombreEmpleado: nombreCompletoDe(solicitante),
      dni: solicitante.dni,
      fechaIngreso: solicitante.fechaIngreso,
      regimen: solicitante.regimen,
      departamento: departamentos.nombre,
      nombreAprobador: sql<
        string | null
      >`case when ${aprobador.id} is null then null else ${nombreCompletoDe(aprobador)} end`,
      nombreDelegadoDe: sql<
        string | null
      >`case when ${delegante.id} is null then null else ${nombreCompletoDe(delegante)} end`,
    })
    .from(s)
    .innerJoin(solicitante, eq(solicitante.id, s.usuarioId))
    .leftJoin(departamentos, eq(departamentos.id, solicitante.departamentoId))
    .leftJoin(aprobador, eq(aprobador.id, s.aprobadorId))
    .leftJoin(delegante, eq(delegante.id, s.delegadoDeId))
    .where(eq(s.id, id));
  return fila ?? null;
}
export type DatosSolicitudDocumento = NonNullable<Awaited<ReturnType<typeof datosDeSolicitud>>>;

/** The person's other requests charged to the same period (to tell an uninterrupted rest from a split one). */
export async function solicitudesDelPeriodo(db: Ejecutor, usuarioId: number, periodo: number) {
  const s = solicitudesVacaciones;
  return db
    .select({
      id: s.id,
      estado: s.estado,
      diasSolicitados: s.diasSolicitados,
      fechaInicio: s.fechaInicio,
      fechaFin: s.fechaFin,
      advertencias: s.advertencias,
    })
    .from(s)
    .where(and(eq(s.usuarioId, usuarioId), eq(s.periodo, periodo)));
}

export async function politicaEmpresa(db: Ejecutor) {
  const [fila] = await db.select().from(configuracionEmpresa).where(eq(configuracionEmpresa.id, 1));
  return fila;
}

/** Codes already printed on a request's documents, by type. */
export async function codigosDeSolicitud(db: Ejecutor, solicitudId: number) {
  return db
    .select({ tipo: documentosEmitidos.tipo, codigo: documentosEmitidos.codigo })
    .from(documentosEmitidos)
    .where(eq(documentosEmitidos.solicitudId, solicitudId));
}

/** What the public check shows: the document, the employee's name only, and the request's dates. */
export async function verificacionPorCodigo(db: Ejecutor, codigo: string) {
  const s = solicitudesVacaciones;
  const [fila] = await db
    .select({
      codigo: documentosEmitidos.codigo,
      tipo: documentosEmitidos.tipo,
      fechaEmision: documentosEmitidos.fechaEmision,
      empleado: nombreCompletoDe(usuarios),
      solicitudId: s.id,
      fechaInicio: s.fechaInicio,
      fechaFin: s.fechaFin,
      dias: s.diasSolicitados,
    })
    .from(documentosEmitidos)
    .innerJoin(usuarios, eq(usuarios.id, documentosEmitidos.usuarioId))
    .leftJoin(s, eq(s.id, documentosEmitidos.solicitudId))
    .where(eq(documentosEmitidos.codigo, codigo));
  return fila ?? null;
}
