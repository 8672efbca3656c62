import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MAX_PERSONAS_KARDEX } from '@app/contract/kardex';
import type { Ejecutor } from '../../db/client';
import { idsDelEquipo } from '../../db/jerarquia';
import { departamentos, solicitudesVacaciones, usuarios } from '../../db/schema';
import { patronContiene } from '../../lib/texto';
import { nombreCompletoDe } from '../../db/nombres';

/** A picker option: enough to tell two namesakes apart. */
const columnasOpcion = {
  id: usuarios.id,
  nombreCompleto: nombreCompletoDe(usuarios),
  email: usuarios.email,
  dni: usuarios.dni,
  activo: usuarios.activo,
};

/**
 * People for the statement's picker: every word typed must appear in the name, the e-mail (the normalised `busqueda`
 * column) or the DNI. `alcance` is null for HR (the whole company) or a manager's id (their team, every level).
 */
export async function buscarPersonas(
  db: Ejecutor,
  f: { busqueda: string; alcance: number | null; limite?: number },
) {
  const palabras = f.busqueda.split(/\s+/).filter(Boolean);
  const condiciones: SQL[] = palabras.map((p) => {
    const patron = patronContiene(p);
    return or(sql`${usuarios.busqueda} like ${patron}`, sql`lower(${usuarios.dni}) like ${patron}`)!;
  });
  if (f.alcance !== null) condiciones.push(sql`${usuarios.id} in ${idsDelEquipo(f.alcance, true)}`);
  return db
    .select(columnasOpcion)
    .from(usuarios)
    .where(condiciones.length ? and(...condiciones) : undefined)
    .orderBy(asc(usuarios.claveOrdenNombre), asc(usuarios.id))
    .limit(f.limite ?? MAX_PERSONAS_KARDEX);
}

/** One person by id for the picker (the choice read from the URL), with the same columns as the search. */
export async function personaPorId(db: Ejecutor, id: number) {
  const [fila] = await db.select(columnasOpcion).from(usuarios).where(eq(usuarios.id, id));
  return fila ?? null;
}

const jefes = alias(usuarios, 'jefes');

/** The statement's header: the person, their department and their manager. */
export async function cabeceraDe(db: Ejecutor, id: number) {
  const [fila] = await db
    .select({
      id: usuarios.id,
      nombreCompleto: nombreCompletoDe(usuarios),
      dni: usuarios.dni,
      email: usuarios.email,
      departamento: departamentos.nombre,
      fechaIngreso: usuarios.fechaIngreso,
      regimen: usuarios.regimen,
      jefe: sql<string | null>`case when ${jefes.id} is null then null else ${nombreCompletoDe(jefes)} end`,
      activo: usuarios.activo,
    })
    .from(usuarios)
    .innerJoin(departamentos, eq(departamentos.id, usuarios.departamentoId))
    .leftJoin(jefes, eq(jefes.id, usuarios.jefeId))
    .where(eq(usuarios.id, id));
  return fila ?? null;
}

const aprobadores = alias(usuarios, 'aprobadores');
const cancelados = alias(usuarios, 'cancelados');

/** Every request of the person (any state), oldest first, with who decided or cancelled it. */
export async function solicitudesDe(db: Ejecutor, usuarioId: number, periodos: readonly number[]) {
  if (periodos.length === 0) return [];
  return db
    .select({
      id: solicitudesVacaciones.id,
      periodo: solicitudesVacaciones.periodo,
      fechaInicio: solicitudesVacaciones.fechaInicio,
      fechaFin: solicitudesVacaciones.fechaFin,
      dias: solicitudesVacaciones.diasSolicitados,
      tipo: solicitudesVacaciones.tipoVacaciones,
      estado: solicitudesVacaciones.estado,
      fechaSolicitud: solicitudesVacaciones.fechaSolicitud,
      aprobador: sql<
        string | null
      >`case when ${aprobadores.id} is null then null else ${nombreCompletoDe(aprobadores)} end`,
      fechaAprobacion: solicitudesVacaciones.fechaAprobacion,
      canceladoPor: sql<
        string | null
      >`case when ${cancelados.id} is null then null else ${nombreCompletoDe(cancelados)} end`,
      fechaCancelacion: solicitudesVacaciones.fechaCancelacion,
    })
    .from(solicitudesVacaciones)
    .leftJoin(aprobadores, eq(aprobadores.id, solicitudesVacaciones.aprobadorId))
    .leftJoin(cancelados, eq(cancelados.id, solicitudesVacaciones.canceladoPorId))
    .where(
      and(
        eq(solicitudesVacaciones.usuarioId, usuarioId),
        inArray(solicitudesVacaciones.periodo, [...periodos]),
      ),
    )
    .orderBy(asc(solicitudesVacaciones.fechaInicio), asc(solicitudesVacaciones.id));
}
