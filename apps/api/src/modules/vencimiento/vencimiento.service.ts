// Below solicitudes and saldos, which both use it: saldos, calendario, estadisticas and solicitudes close unanswered
// requests from here, and none of them is imported back.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { TAccionAuditoria } from '@app/contract/auditoria';
import type { Db } from '../../db/client';
import { solicitudesVacaciones as s } from '../../db/schema';
import { MOTIVO_SIN_RESPUESTA } from '../../domain/ciclo-solicitud';

/** Per database: the last business day and data version at which no pending request had a past start. */
const sinPendientesVencidas = new WeakMap<Db, { hoy: string; version: number }>();
/** The check and closing in progress in this process, per database, and its business day. */
const enCurso = new WeakMap<Db, { hoy: string; promesa: Promise<number> }>();

/**
 * What the caller's session read in one snapshot (auth.repository): the data version and whether, on business day
 * `hoy`, a pending request had a past start.
 */
export interface VistaDeSesion {
  versionDatos: number;
  pendientesVencidas?: { hoy: string; hay: boolean };
}

/**
 * Stores what `estadoEfectivo` already says: every pending request whose start date is before `hoy` becomes
 * Cancelada with the reason "Sin respuesta antes de la fecha de inicio", each with its audit record, in one
 * statement (one transaction). Idempotent and safe with several processes: a row another process closed meanwhile
 * no longer matches `estado = 'Pendiente'` once the advisory lock is ours, so it is neither updated nor audited twice.
 *
 * The existence check comes first: it is one cheap read, where the update needs its own transaction and the
 * advisory lock that serialises it.
 */
export async function materializarSinRespuesta(
  db: Db,
  hoy: string,
  ahora: Date,
  sesion?: VistaDeSesion,
): Promise<number> {
  // A check that found nothing on business day `hoy` at the data version of the caller's session needs no repeat
  // while both hold: only a write, which moves the version, or a new day can leave a pending request whose start
  // has passed. Saves a query on every team and request screen. The session itself made that check in
  // its own round trip, which saves the query after every write too.
  const version = sesion?.versionDatos;
  const visto = sinPendientesVencidas.get(db);
  if (version !== undefined && visto?.hoy === hoy && visto.version === version) return 0;
  if (version !== undefined && sesion?.pendientesVencidas?.hoy === hoy && !sesion.pendientesVencidas.hay) {
    sinPendientesVencidas.set(db, { hoy, version });
    return 0;
  }
  // Requests arriving together share one check and one closing: each closing of its own would hold a pooled
  // connection while waiting for the advisory lock, and with more of them than the pool has, the rest of the
  // server waited for a connection until it timed out (seen in the bench's first burst after a day with many to
  // close). The check is shared too, so a reader whose check ran after the closing committed does not tell a
  // different story from the others.
  let curso = enCurso.get(db);
  if (curso?.hoy !== hoy) {
    const promesa = buscarYCerrar(db, hoy, ahora, version).finally(() => {
      if (enCurso.get(db)?.promesa === promesa) enCurso.delete(db);
    });
    curso = { hoy, promesa };
    enCurso.set(db, curso);
  }
  return curso.promesa;
}

async function buscarYCerrar(db: Db, hoy: string, ahora: Date, version: number | undefined): Promise<number> {
  const [hay] = await db
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.estado, 'Pendiente'), lt(s.fechaInicio, hoy)))
    // Ordered by start, so the plan walks the partial index of pending starts and stops at once. Without it the
    // planner guessed thousands of matches from the column statistics and read the whole table on every read
    // (100+ ms with 150,000 requests, on every team screen, seen in `npm run bench` on PostgreSQL).
    .orderBy(s.fechaInicio)
    .limit(1);
  if (!hay) {
    if (version !== undefined) sinPendientesVencidas.set(db, { hoy, version });
    return 0;
  }
  return cerrarVencidas(db, hoy, ahora);
}

async function cerrarVencidas(db: Db, hoy: string, ahora: Date): Promise<number> {
  const instante = ahora.toISOString();
  // Written in SQL, so named here to keep the closed vocabulary of audit actions checked by the compiler.
  const accion: TAccionAuditoria = 'CANCELAR_SIN_RESPUESTA';
  // Its own short transaction, serialised: concurrent requests of many employees would otherwise all try to lock
  // the same rows, in whatever order each plan visits them, while holding their own locks.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4207013)`);
    const r = (await tx.execute(sql`
    with cerradas as (
      update solicitudes_vacaciones
         set estado = 'Cancelada', motivo_cancelacion = ${MOTIVO_SIN_RESPUESTA},
             fecha_cancelacion = ${instante}::timestamptz, cancelado_por_id = null
       where estado = 'Pendiente' and fecha_inicio < ${hoy}::date
      returning id, usuario_id, fecha_inicio
    )
    insert into auditoria (fecha_hora, usuario_ejecutor_id, usuario_afectado_id, modulo, tipo_accion, severidad,
      mensaje_corto, motivo, tabla_afectada, registro_id, datos_anteriores, datos_nuevos)
    select ${instante}::timestamptz, null, usuario_id, 'SOLICITUDES_VACACIONES', ${accion}::varchar, 'INFO',
           'Solicitud #' || id || ' cancelada: sin respuesta antes de su inicio (' || fecha_inicio || ')',
           ${MOTIVO_SIN_RESPUESTA}, 'solicitudes_vacaciones', id::text,
           jsonb_build_object('estado', 'Pendiente'), jsonb_build_object('estado', 'Cancelada')
      from cerradas
    returning registro_id`)) as unknown as { rows: unknown[] };
    return r.rows.length;
  });
}
