import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TEstadoCorreo } from '@app/contract/notificaciones';
import type { Db, Ejecutor } from '../../db/client';
import { configuracionEmpresa, correosSalientes, usuarios } from '../../db/schema';

export type FilaCorreo = typeof correosSalientes.$inferSelect;

/** What a claim hands the sender: the rendered message and how many attempts it has had (this one included). */
export interface CorreoReclamado {
  id: number;
  para: string;
  asunto: string;
  texto: string;
  html: string;
  intentos: number;
  fechaCreacion: Date;
}

/**
 * The rows due now: the pending ones whose time has come and the claims older than `reclamoSegundos` (the process
 * died between claim and result). `proximo_intento <= now()` holds for both kinds (a claim is only ever made on a due
 * row), so the partial index correos_salientes_por_enviar_idx narrows the scan; the states are written in the SQL,
 * not bound, so that even a generic plan of the prepared statement can use that index (a bound `estado in ($1, $2)`
 * proves nothing about its predicate).
 */
const debidas = (reclamoSegundos: number) => sql`estado in ('PENDIENTE', 'ENVIANDO')
         and proximo_intento <= now()
         and (estado = 'PENDIENTE' or reclamado_en < now() - make_interval(secs => ${reclamoSegundos}))`;

/**
 * Claims up to `limite` due rows for this process in ONE statement. SKIP LOCKED lets N processes claim disjoint sets;
 * the same SQL runs on PGlite (one connection, so nothing is ever skipped).
 */
export async function reclamar(db: Db, limite: number, reclamoSegundos: number): Promise<CorreoReclamado[]> {
  // The claim in a CTE, which PostgreSQL runs once: as `id in (subquery … limit)` a plan may run the subquery
  // again for each row it scans, and each run claimed another row (seen on PGlite once its statistics changed: one
  // call with limit 1 set three rows ENVIANDO, the worker sent the first, and the others waited for the reclaim).
  const r = (await db.execute(sql`
    with reclamadas as materialized (
      select id from correos_salientes
       where ${debidas(reclamoSegundos)}
       order by id
       limit ${limite}
       for update skip locked)
    update correos_salientes c
       set estado = 'ENVIANDO', reclamado_en = now(), intentos = intentos + 1
      from reclamadas
     where c.id = reclamadas.id
    returning c.id, c.para, c.asunto, c.texto, c.html, c.intentos, c.fecha_creacion`)) as unknown as {
    rows: {
      id: number;
      para: string;
      asunto: string;
      texto: string;
      html: string;
      intentos: number;
      fecha_creacion: string | Date;
    }[];
  };
  return r.rows
    .map((f) => ({
      id: Number(f.id),
      para: f.para,
      asunto: f.asunto,
      texto: f.texto,
      html: f.html,
      intentos: Number(f.intentos),
      fechaCreacion: new Date(f.fecha_creacion),
    }))
    .sort((a, b) => a.id - b.id);
}

/** Its own statement, right after the SMTP server accepted the message: the narrowest window for a duplicate. */
export async function marcarEnviado(db: Db, id: number) {
  await db
    .update(correosSalientes)
    .set({ estado: 'ENVIADO', enviadoEn: sql`now()`, ultimoError: null, reclamadoEn: null })
    .where(and(eq(correosSalientes.id, id), eq(correosSalientes.estado, 'ENVIANDO')));
}

/** Back to PENDIENTE after `esperaSegundos`, or FALLIDO for good. */
export async function marcarFallo(
  db: Db,
  id: number,
  resultado: { estado: 'PENDIENTE' | 'FALLIDO'; error: string; esperaSegundos: number },
) {
  await db
    .update(correosSalientes)
    .set({
      estado: resultado.estado,
      ultimoError: resultado.error.slice(0, 500),
      reclamadoEn: null,
      proximoIntento: sql`now() + make_interval(secs => ${resultado.esperaSegundos})`,
    })
    .where(and(eq(correosSalientes.id, id), eq(correosSalientes.estado, 'ENVIANDO')));
}

/**
 * Without an SMTP server: the due rows wait as SIN_SERVIDOR, without spending an attempt. The batch is a materialised
 * CTE for the reason given at `reclamar`; the update asks again whether each row is due, so a row that another
 * process (one with SMTP, during a restart that configured it) claimed meanwhile keeps its claim.
 */
export async function marcarSinServidor(db: Db, reclamoSegundos: number, lote: number): Promise<number> {
  // A bounded batch per statement: after a radar round there are tens of thousands (the caller loops).
  const r = (await db.execute(sql`
    with debidas as materialized (
      select id from correos_salientes
       where ${debidas(reclamoSegundos)}
       limit ${lote})
    update correos_salientes c
       set estado = 'SIN_SERVIDOR', ultimo_error = 'Sin servidor de correo (SMTP_URL no configurado)'
      from debidas
     where c.id = debidas.id and ${debidas(reclamoSegundos)}
    returning c.id`)) as unknown as { rows: { id: number }[] };
  return r.rows.length;
}

/** A server is configured now: whatever waited for one is due at once (its own partial index, migration 0019). */
export async function liberarSinServidor(db: Db): Promise<number> {
  const r = (await db.execute(sql`
    update correos_salientes set estado = 'PENDIENTE', proximo_intento = now()
     where estado = 'SIN_SERVIDOR'
    returning id`)) as unknown as { rows: { id: number }[] };
  return r.rows.length;
}

/** The recipients with e-mail waiting for their daily digest. */
export async function destinatariosEnResumen(db: Ejecutor): Promise<number[]> {
  const filas = await db
    .selectDistinct({ id: correosSalientes.destinatarioId })
    .from(correosSalientes)
    .where(eq(correosSalientes.estado, 'EN_RESUMEN'));
  return filas.map((f) => f.id);
}

/** Locks one person's waiting rows (another process gathering the same person waits, then finds them gone). */
export async function bloquearEnResumen(tx: Ejecutor, destinatarioId: number) {
  return tx
    .select({
      id: correosSalientes.id,
      asunto: correosSalientes.asunto,
      texto: correosSalientes.texto,
      para: correosSalientes.para,
    })
    .from(correosSalientes)
    .where(
      and(eq(correosSalientes.destinatarioId, destinatarioId), eq(correosSalientes.estado, 'EN_RESUMEN')),
    )
    .orderBy(correosSalientes.id)
    .for('update');
}

export async function insertarResumen(tx: Ejecutor, fila: typeof correosSalientes.$inferInsert) {
  const r = await tx
    .insert(correosSalientes)
    .values(fila)
    .onConflictDoNothing()
    .returning({ id: correosSalientes.id });
  return r[0]?.id;
}

export async function marcarResumidos(tx: Ejecutor, ids: number[]) {
  if (ids.length === 0) return;
  await tx
    .update(correosSalientes)
    .set({ estado: 'RESUMIDO' })
    .where(and(inArray(correosSalientes.id, ids), eq(correosSalientes.estado, 'EN_RESUMEN')));
}

export async function marca(db: Ejecutor) {
  const [empresa] = await db
    .select({ nombre: configuracionEmpresa.nombreEmpresa, logoHash: configuracionEmpresa.logoHash })
    .from(configuracionEmpresa)
    .limit(1);
  return empresa;
}

const columnasLista = {
  id: correosSalientes.id,
  tipo: correosSalientes.tipo,
  para: correosSalientes.para,
  asunto: correosSalientes.asunto,
  estado: correosSalientes.estado,
  intentos: correosSalientes.intentos,
  ultimoError: correosSalientes.ultimoError,
  fechaCreacion: correosSalientes.fechaCreacion,
  proximoIntento: correosSalientes.proximoIntento,
  enviadoEn: correosSalientes.enviadoEn,
};

/** Newest first; never the body. */
export async function listar(db: Ejecutor, estado: TEstadoCorreo | undefined, limite: number, desde: number) {
  const donde = estado ? eq(correosSalientes.estado, estado) : undefined;
  const [filas, [total]] = await Promise.all([
    db
      .select(columnasLista)
      .from(correosSalientes)
      .where(donde)
      .orderBy(desc(correosSalientes.id))
      .limit(limite)
      .offset(desde),
    db.select({ n: count() }).from(correosSalientes).where(donde),
  ]);
  return { filas, total: total?.n ?? 0 };
}

export async function contarPorEstado(db: Ejecutor) {
  return db
    .select({ estado: correosSalientes.estado, n: count() })
    .from(correosSalientes)
    .groupBy(correosSalientes.estado);
}

export async function bloquear(tx: Ejecutor, id: number) {
  const [f] = await tx
    .select(columnasLista)
    .from(correosSalientes)
    .where(eq(correosSalientes.id, id))
    .for('update');
  return f;
}

export async function reintentarAhora(tx: Ejecutor, id: number) {
  const [f] = await tx
    .update(correosSalientes)
    .set({ estado: 'PENDIENTE', proximoIntento: sql`now()`, intentos: 0, reclamadoEn: null })
    .where(eq(correosSalientes.id, id))
    .returning(columnasLista);
  return f!;
}

export async function persona(db: Ejecutor, id: number) {
  const [p] = await db
    .select({ nombres: usuarios.nombres, email: usuarios.email, activo: usuarios.activo })
    .from(usuarios)
    .where(eq(usuarios.id, id));
  return p;
}

export type FilaListaCorreo = Awaited<ReturnType<typeof reintentarAhora>>;

/** The states of the backlog: still to be sent by some process (the partial index of the worker covers them). */
export const ESTADOS_POR_ENVIAR = [
  'PENDIENTE',
  'ENVIANDO',
  'SIN_SERVIDOR',
] as const satisfies readonly TEstadoCorreo[];

/** How many e-mails wait in the outbox, per state (the /metrics backlog, ADR 045). */
export async function contarPorEnviar(db: Db): Promise<Record<(typeof ESTADOS_POR_ENVIAR)[number], number>> {
  const filas = await db
    .select({ estado: correosSalientes.estado, n: count() })
    .from(correosSalientes)
    .where(inArray(correosSalientes.estado, [...ESTADOS_POR_ENVIAR]))
    .groupBy(correosSalientes.estado);
  const cuenta = { PENDIENTE: 0, ENVIANDO: 0, SIN_SERVIDOR: 0 };
  for (const f of filas) cuenta[f.estado as keyof typeof cuenta] = Number(f.n);
  return cuenta;
}
