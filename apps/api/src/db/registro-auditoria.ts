// Writing the audit log, which every module does inside the transaction of its change: one record, or the record
// in the same statement as the UPDATE or INSERT it describes. Reading it is the auditoria module's.
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { TAccionAuditoria, TModuloAuditoria, TSeveridad } from '@app/contract/auditoria';
import { enUnaSentencia, type Ejecutor } from './client';
import { auditoria } from './schema';

export interface EventoAuditoria {
  modulo: TModuloAuditoria;
  /** Closed vocabulary (`ACCIONES_AUDITORIA` in the contract): a new action is named there first. */
  tipoAccion: TAccionAuditoria;
  severidad: TSeveridad;
  mensajeCorto: string;
  usuarioEjecutorId?: number | null;
  usuarioAfectadoId?: number | null;
  motivo?: string | null;
  ip?: string | null;
  tablaAfectada?: string | null;
  registroId?: string | number | null;
  datosAnteriores?: unknown;
  datosNuevos?: unknown;
}

/** Writes one audit record with the caller's executor (`db` or the open transaction of the change). */
export async function registrarAuditoria(ejecutor: Ejecutor, evento: EventoAuditoria): Promise<void> {
  await insercionAuditoria(ejecutor, evento);
}

/**
 * Runs `cambio` (an UPDATE built with the same executor, without RETURNING, not awaited) and writes its audit record
 * in the same statement (db/client enUnaSentencia).
 */
export async function cambiarYAuditar(
  ejecutor: Ejecutor,
  cambio: SQLWrapper,
  evento: EventoAuditoria,
): Promise<void> {
  await enUnaSentencia(ejecutor, cambio, insercionAuditoria(ejecutor, evento));
}

const MARCA_ID = '\u0000';

/**
 * Runs `alta` (an INSERT built with the same executor, not awaited, with `returning id` and nothing else) and writes
 * its audit record in the same statement, `with nueva as (alta) insert into auditoria …`: one round trip fewer per
 * creation. The record's `registroId` is the new row's id, and `mensajeCorto` receives it as its
 * argument wherever the message names it. Returns the new id.
 */
export async function insertarYAuditar(
  ejecutor: Ejecutor,
  alta: SQLWrapper,
  evento: Omit<EventoAuditoria, 'registroId' | 'mensajeCorto'> & { mensajeCorto: (id: string) => string },
): Promise<number> {
  // The message is written with a mark where the id goes (NUL: PostgreSQL text can never hold it) and put together
  // in SQL around the id that only the insert knows.
  const partes = evento.mensajeCorto(MARCA_ID).split(MARCA_ID);
  const id = sql`(select id from nueva)::text`;
  const mensaje = sql.join(
    partes.map((parte) => sql`${parte}::text`),
    sql` || ${id} || `,
  );
  const registro = ejecutor.insert(auditoria).values({
    ...columnasDeEvento(evento),
    mensajeCorto: sql`left(${mensaje}, 300)`,
    registroId: id,
  });
  const { rows } = (await ejecutor.execute(
    sql`with nueva as (${alta.getSQL()}) ${registro.getSQL()} returning ${auditoria.registroId} as "id"`,
  )) as unknown as { rows: [{ id: string }] };
  return Number(rows[0].id);
}

/** The columns of an audit record that every way of writing one fills alike. */
const columnasDeEvento = (evento: Omit<EventoAuditoria, 'mensajeCorto' | 'registroId'>) => ({
  modulo: evento.modulo,
  tipoAccion: evento.tipoAccion,
  severidad: evento.severidad,
  usuarioEjecutorId: evento.usuarioEjecutorId ?? null,
  usuarioAfectadoId: evento.usuarioAfectadoId ?? null,
  motivo: evento.motivo ?? null,
  ipAddress: evento.ip ?? null,
  tablaAfectada: evento.tablaAfectada ?? null,
  datosAnteriores: evento.datosAnteriores ?? null,
  datosNuevos: evento.datosNuevos ?? null,
});

function insercionAuditoria(ejecutor: Ejecutor, evento: EventoAuditoria) {
  return ejecutor.insert(auditoria).values({
    ...columnasDeEvento(evento),
    mensajeCorto: evento.mensajeCorto.slice(0, 300),
    registroId: evento.registroId == null ? null : String(evento.registroId),
  });
}
