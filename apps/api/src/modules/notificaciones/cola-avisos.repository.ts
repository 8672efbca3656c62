import { inArray, sql } from 'drizzle-orm';
import type { TTipoNotificacion } from '@app/contract/notificaciones';
import type { Ejecutor } from '../../db/client';
import { correosSalientes, notificaciones } from '../../db/schema';

const LOTE = 1000;

/**
 * Keys already queued, so a run does not try again what an earlier run (or process) wrote: the unique keys keep
 * it exact anyway, this only saves the inserts. Bell keys for alerts, outbox keys for the e-mail-only digests.
 */
export async function clavesYaEncoladas(db: Ejecutor, claves: string[], soloCorreo: boolean) {
  const hechas = new Set<string>();
  for (let i = 0; i < claves.length; i += LOTE) {
    const lote = claves.slice(i, i + LOTE);
    const filas = soloCorreo
      ? await db
          .select({ clave: correosSalientes.clave })
          .from(correosSalientes)
          .where(inArray(correosSalientes.clave, lote))
      : await db
          .select({ clave: notificaciones.clave })
          .from(notificaciones)
          .where(inArray(notificaciones.clave, lote));
    for (const f of filas) if (f.clave) hechas.add(f.clave);
  }
  return hechas;
}

export interface FilaCampana {
  usuarioId: number;
  tipo: TTipoNotificacion;
  titulo: string;
  mensaje: string;
  enlace: string | null;
  clave: string | null;
}

export interface FilaCorreo {
  tipo: TTipoNotificacion;
  destinatarioId: number;
  para: string;
  asunto: string;
  texto: string;
  html: string;
  estado: 'PENDIENTE' | 'EN_RESUMEN';
  clave: string | null;
}

/** A surrogate left alone (a title cut at 200 in the middle of an emoji). */
const SUSTITUTO_SUELTO = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The rows as one JSON text. A lone surrogate becomes U+FFFD, as pg's UTF-8 encoding of a parameter made it before:
 * JSON.stringify writes it as a \ud83d escape, which PostgreSQL's json rejects, and the whole batch would fail.
 */
const comoJson = (filas: readonly object[]) =>
  JSON.stringify(filas, (_clave, valor: unknown) =>
    typeof valor === 'string' ? valor.replace(SUSTITUTO_SUELTO, '\ufffd') : valor,
  );

/**
 * The rows of a round's batch travel as one JSON parameter, read back with json_to_recordset: drizzle's multi-row
 * insert built a parameter object per value (about 10 per row, up to 500 rows per statement), ~44 % of the server's
 * CPU in the bench company's first radar round (ADR 054). One text parameter also keeps the statement's text the
 * same for every batch size, so it is prepared once per connection (ADR 049). Rows go in in array order.
 */
export async function insertarCampanas(tx: Ejecutor, filas: readonly FilaCampana[]): Promise<string[]> {
  if (filas.length === 0) return [];
  const r = (await tx.execute(sql`
    insert into ${notificaciones} (usuario_id, tipo, titulo, mensaje, enlace, clave)
    select f."usuarioId", f.tipo, f.titulo, f.mensaje, f.enlace, f.clave
    from json_to_recordset(${comoJson(filas)}::json)
      as f("usuarioId" int, tipo text, titulo text, mensaje text, enlace text, clave text)
    on conflict do nothing
    returning clave`)) as unknown as { rows: { clave: string | null }[] };
  return r.rows.flatMap((f) => (f.clave ? [f.clave] : []));
}

/** The e-mails of a round's batch, as insertarCampanas does the bell rows; due at once. */
export async function insertarCorreos(tx: Ejecutor, filas: readonly FilaCorreo[]) {
  if (filas.length === 0) return;
  await tx.execute(sql`
    insert into ${correosSalientes} (tipo, destinatario_id, para, asunto, texto, html, estado, clave, proximo_intento)
    select f.tipo, f."destinatarioId", f.para, f.asunto, f.texto, f.html, f.estado, f.clave, now()
    from json_to_recordset(${comoJson(filas)}::json)
      as f(tipo text, "destinatarioId" int, para text, asunto text, texto text, html text, estado text, clave text)
    on conflict do nothing`);
}
