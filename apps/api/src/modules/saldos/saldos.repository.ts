import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TEstadoSolicitud } from '@app/contract/solicitudes';
import type { TRegimen, TTipoVacaciones } from '@app/contract/vacaciones';
import type { Ejecutor } from '../../db/client';
import {
  configuracionEmpresa,
  consumoSolicitudes,
  periodosRecordNoCumplido,
  solicitudesVacaciones,
  usuarios,
} from '../../db/schema';
import type { SolicitudSaldo } from '../../domain/calculo-saldo';
import type { PoliticaEmpresa } from '../../domain/politica-vacaciones';
import { idsDelEquipo, type MiembroEquipo } from '../../db/jerarquia';
import { nombreCompletoDe } from '../../db/nombres';

export async function leerConfiguracion(db: Ejecutor) {
  const [fila] = await db.select().from(configuracionEmpresa).where(eq(configuracionEmpresa.id, 1));
  return fila;
}

/**
 * Only what the balance engine needs of the company (its vacation policy): the whole row carries the logo in base64,
 * which every balance read would otherwise fetch.
 */
export async function leerPolitica(db: Ejecutor): Promise<PoliticaEmpresa | undefined> {
  const [fila] = await db
    .select({
      regimen: configuracionEmpresa.regimen,
      permitirAdelanto: configuracionEmpresa.permitirAdelanto,
      topeAdelanto: configuracionEmpresa.topeAdelanto,
      ordenImputacion: configuracionEmpresa.ordenImputacion,
    })
    .from(configuracionEmpresa)
    .where(eq(configuracionEmpresa.id, 1));
  return fila;
}

/** A request that can consume days, as `lecturaParaSaldos` reads it (a JSON array: one round trip for them all). */
type SolicitudLeida = [
  usuarioId: number,
  id: number,
  periodo: number,
  tipoVacaciones: TTipoVacaciones,
  dias: number,
  fechaInicio: string,
  estado: TEstadoSolicitud,
];

/**
 * Everything the balance engine reads of some employees, in one statement (a balance read inside a
 * create or an approval was three round trips): the company's policy, their requests that can consume days
 * (Pendiente, Aprobada; cancelled and rejected ones never matter here) and their periods without record; with
 * `conEmpleados`, their hire date and régimen too (a caller that did not read them already). The lists come as JSON
 * arrays, so the policy is there even when they are empty; a company not yet configured gives no policy.
 */
export async function lecturaParaSaldos(db: Ejecutor, usuarioIds: number[], conEmpleados = false) {
  const s = solicitudesVacaciones;
  const r = periodosRecordNoCumplido;
  const c = configuracionEmpresa;
  const u = usuarios;
  const de = (columna: typeof s.usuarioId | typeof r.usuarioId | typeof u.id) =>
    usuarioIds.length === 0 ? sql`false` : inArray(columna, usuarioIds);
  const { rows } = (await db.execute(sql`
    select ${c.regimen} as "regimen", ${c.permitirAdelanto} as "permitirAdelanto",
           ${c.topeAdelanto} as "topeAdelanto", ${c.ordenImputacion} as "ordenImputacion",
           coalesce((select json_agg(json_build_array(${s.usuarioId}, ${s.id}, ${s.periodo}, ${s.tipoVacaciones},
                       ${s.diasSolicitados}, ${s.fechaInicio}, ${s.estado}))
                       from ${s} where ${de(s.usuarioId)} and ${s.estado} in ('Pendiente', 'Aprobada')),
                    '[]') as "solicitudes",
           coalesce((select json_agg(json_build_array(${r.usuarioId}, ${r.periodo})) from ${r}
                      where ${de(r.usuarioId)}), '[]') as "sinRecord",
           ${
             conEmpleados
               ? sql`coalesce((select json_agg(json_build_array(${u.id}, ${u.fechaIngreso}, ${u.regimen})) from ${u}
                                where ${de(u.id)}), '[]')`
               : sql`'[]'::json`
           } as "empleados"
      from (select 1) as uno left join ${c} on ${c.id} = 1`)) as unknown as {
    rows: [
      PoliticaEmpresa & {
        solicitudes: SolicitudLeida[];
        sinRecord: [usuarioId: number, periodo: number][];
        empleados: [id: number, fechaIngreso: string, regimen: TRegimen | null][];
      },
    ];
  };
  const { solicitudes, sinRecord, empleados, ...politica } = rows[0];
  return {
    // The left join gives a row of nulls when the company is not configured yet.
    politica: politica.regimen == null ? undefined : politica,
    solicitudes: solicitudes.map(([usuarioId, id, periodo, tipoVacaciones, dias, fechaInicio, estado]) => ({
      usuarioId,
      id,
      periodo,
      tipoVacaciones,
      dias,
      fechaInicio,
      estado,
    })),
    sinRecord: sinRecord.map(([usuarioId, periodo]) => ({ usuarioId, periodo })),
    empleados: empleados.map(([id, fechaIngreso, regimen]) => ({ id, fechaIngreso, regimen })),
  };
}

/**
 * Days consumed per employee, period and type (active requests only), for many employees in one query.
 * The balance depends only on these sums, so team balances read far fewer rows than there are requests.
 * `ids`: a subquery, or a list (bound parameters: one prepared statement for every batch of the same size).
 */
export async function consumoAgregadoDe(db: Ejecutor, ids: SQL | number[]) {
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
    .where(
      Array.isArray(ids)
        ? inArray(consumoSolicitudes.usuarioId, ids)
        : sql`${consumoSolicitudes.usuarioId} in ${ids}`,
    );
}

export async function recordNoCumplidoDe(db: Ejecutor, usuarioIds: number[]) {
  if (usuarioIds.length === 0) return [];
  return db
    .select({ usuarioId: periodosRecordNoCumplido.usuarioId, periodo: periodosRecordNoCumplido.periodo })
    .from(periodosRecordNoCumplido)
    .where(inArray(periodosRecordNoCumplido.usuarioId, usuarioIds));
}

/** Hire date and régimen of several employees, in one query. */
export async function fechasIngresoDe(
  db: Ejecutor,
  usuarioIds: readonly number[],
): Promise<{ id: number; fechaIngreso: string; regimen: TRegimen | null }[]> {
  if (usuarioIds.length === 0) return [];
  return db
    .select({ id: usuarios.id, fechaIngreso: usuarios.fechaIngreso, regimen: usuarios.regimen })
    .from(usuarios)
    .where(inArray(usuarios.id, [...usuarioIds]));
}

export async function fechaIngresoDe(db: Ejecutor, usuarioId: number) {
  const [fila] = await db
    .select({ fechaIngreso: usuarios.fechaIngreso, jefeId: usuarios.jefeId, regimen: usuarios.regimen })
    .from(usuarios)
    .where(eq(usuarios.id, usuarioId));
  return fila;
}

export const aSolicitudSaldo = (s: {
  id: number;
  periodo: number;
  tipoVacaciones: TTipoVacaciones;
  dias: number;
  fechaInicio: string;
  estado: TEstadoSolicitud;
}): SolicitudSaldo => ({
  id: s.id,
  periodo: s.periodo,
  tipo: s.tipoVacaciones,
  dias: s.dias,
  fechaInicio: s.fechaInicio,
  estado: s.estado,
});

/** Every period label the employee's requests are charged to, whatever their status. */
export async function periodosDeSolicitudes(db: Ejecutor, usuarioId: number): Promise<number[]> {
  const filas = await db
    .selectDistinct({ periodo: solicitudesVacaciones.periodo })
    .from(solicitudesVacaciones)
    .where(eq(solicitudesVacaciones.usuarioId, usuarioId));
  return filas.map((f) => f.periodo);
}

/**
 * Moves the employee's requests and record overrides from one period label to another (hire-date edit, ADR 015),
 * each in one statement so that no two labels collide half-way; the consumption triggers follow.
 */
export async function moverPeriodos(
  db: Ejecutor,
  usuarioId: number,
  movimientos: ReadonlyMap<number, number>,
) {
  if (movimientos.size === 0) return;
  const casos = sql.join(
    [...movimientos].map(([de, a]) => sql`when ${de}::int then ${a}::int`),
    sql` `,
  );
  const origenes = [...movimientos.keys()];
  await db
    .update(solicitudesVacaciones)
    .set({ periodo: sql`case ${solicitudesVacaciones.periodo} ${casos} end` })
    .where(
      and(eq(solicitudesVacaciones.usuarioId, usuarioId), inArray(solicitudesVacaciones.periodo, origenes)),
    );
  // A primary key is checked row by row: delete and insert again rather than update in place.
  const overrides = await db
    .delete(periodosRecordNoCumplido)
    .where(
      and(
        eq(periodosRecordNoCumplido.usuarioId, usuarioId),
        inArray(periodosRecordNoCumplido.periodo, origenes),
      ),
    )
    .returning();
  if (overrides.length > 0) {
    await db
      .insert(periodosRecordNoCumplido)
      .values(overrides.map((o) => ({ ...o, periodo: movimientos.get(o.periodo) ?? o.periodo })));
  }
}

/** Every active employee with what the engine and the radar's messages need, in one query. */
export async function empleadosActivos(db: Ejecutor) {
  return db
    .select({
      id: usuarios.id,
      nombreCompleto: nombreCompletoDe(usuarios),
      fechaIngreso: usuarios.fechaIngreso,
      regimen: usuarios.regimen,
      jefeId: usuarios.jefeId,
    })
    .from(usuarios)
    .where(eq(usuarios.activo, true))
    .orderBy(
      sql`clave_orden_nombre(${usuarios.nombres} || ' ' || ${usuarios.apellidoPaterno} || ' ' || ${usuarios.apellidoMaterno})`,
      usuarios.id,
    );
}

/** The cursor of the balance export: the team's order (name key, then id), as in the list's default order. */
export interface CursorMiembro {
  clave: string;
  id: number;
}

/**
 * Up to `tamano` members of a manager's team after `despues`, in the list's order (ADR 041): keyset
 * pagination on (clave_orden_nombre, id), so the export reads the team a batch at a time without OFFSET.
 */
export async function loteMiembrosDelEquipo(
  db: Ejecutor,
  jefeId: number,
  todosLosNiveles: boolean,
  empleadoId: number | undefined,
  despues: CursorMiembro | null,
  tamano: number,
) {
  const r = (await db.execute(sql`
    select u.id, u.nombres || ' ' || u.apellido_paterno || ' ' || u.apellido_materno as "nombreCompleto",
           u.email, u.fecha_ingreso::text as "fechaIngreso", u.regimen, u.clave_orden_nombre as clave,
           case when j.id is null then null else j.nombres || ' ' || j.apellido_paterno || ' ' || j.apellido_materno end as "nombreManager"
    from usuarios u left join usuarios j on j.id = u.jefe_id
    where u.id in ${idsDelEquipo(jefeId, todosLosNiveles)}
      ${empleadoId === undefined ? sql`` : sql`and u.id = ${empleadoId}`}
      ${despues === null ? sql`` : sql`and (u.clave_orden_nombre, u.id) > (${despues.clave}, ${despues.id}::int)`}
    order by u.clave_orden_nombre, u.id
    limit ${tamano}`)) as unknown as {
    rows: (Omit<MiembroEquipo, 'nombres' | 'jefeId' | 'esDirecto'> & { clave: string })[];
  };
  return r.rows;
}
