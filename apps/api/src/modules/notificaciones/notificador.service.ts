import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  PREFERENCIA_DE_TIPO,
  PREFERENCIAS_POR_DEFECTO,
  type TTipoNotificacion,
} from '@app/contract/notificaciones';
import { enUnaSentencia, type Db, type Tx } from '../../db/client';
import { cederTurno } from '../../lib/tareas-periodicas';
import {
  configuracionEmpresa,
  correosSalientes,
  notificaciones,
  preferenciasNotificacion,
  usuarios,
} from '../../db/schema';
import { urlLogo } from '../empresa/empresa.service';
import {
  clavesYaEncoladas,
  insertarCampanas,
  insertarCorreos,
  type FilaCampana,
  type FilaCorreo,
} from './cola-avisos.repository';
import { componerCorreo } from './plantilla-correo';

/** One event for one person: the in-app notification and, if the person wants it, the e-mail. */
export interface Aviso {
  tipo: TTipoNotificacion;
  destinatarioId: number;
  /** In-app title and e-mail subject. */
  titulo: string;
  /** In-app line. */
  mensaje: string;
  /** Path of the screen in the web app (`/gestion-solicitudes?solicitud=12`). */
  enlace: string;
  /** E-mail body paragraphs (default: the in-app line) and the link's label. */
  correo?: { parrafos: string[]; textoEnlace?: string };
  /**
   * Idempotency key: the same key is queued once, whichever process or retry queues it (digests, alerts,
   * reminders). Without it, every call notifies.
   */
  clave?: string;
  /** Only the e-mail, no bell entry (a digest repeats what the bell already shows). */
  soloCorreo?: boolean;
}

/** Avisos per transaction of a periodic round: none holds the database for long. */
const AVISOS_POR_TRANSACCION = 50;

/** Rows per INSERT statement of a round: each statement's JSON stays a few megabytes at most. */
const FILAS_POR_INSERCION = 500;

/** What notificar reads of each recipient, with the company's name and logo for the e-mails (the same on every row). */
export interface Destinatario {
  id: number;
  email: string;
  nombres: string;
  activo: boolean;
  correoDecisiones: boolean | null;
  correoPendientes: boolean | null;
  resumenDiario: boolean | null;
  nombreEmpresa: string | null;
  logoHashEmpresa: string | null;
}

// Aliased: the fragment goes inside statements that already read `usuarios` (a request's lock).
// (Embedded in sql, an alias renders as its name only: the FROM names the table and the alias itself.)
const NOMBRE_DESTINATARIO = 'destinatario';
const NOMBRE_PREFERENCIA = 'preferencia_destinatario';
const destinatario = alias(usuarios, NOMBRE_DESTINATARIO);
const preferencia = alias(preferenciasNotificacion, NOMBRE_PREFERENCIA);

/**
 * The recipients whose ids are in the int[] `ids`, as a JSON array of Destinatario: a column that the statement
 * locking a request can carry, so that notificar needs no round trip of its own inside the transaction.
 */
export function destinatariosEn(ids: SQL): SQL<Destinatario[]> {
  return sql<Destinatario[]>`(select coalesce(json_agg(json_build_object(
      'id', ${destinatario.id},
      'email', ${destinatario.email},
      'nombres', ${destinatario.nombres},
      'activo', ${destinatario.activo},
      'correoDecisiones', ${preferencia.correoDecisiones},
      'correoPendientes', ${preferencia.correoPendientes},
      'resumenDiario', ${preferencia.resumenDiario},
      'nombreEmpresa', (select ${configuracionEmpresa.nombreEmpresa} from ${configuracionEmpresa} limit 1),
      'logoHashEmpresa', (select ${configuracionEmpresa.logoHash} from ${configuracionEmpresa} limit 1))), '[]'::json)
    from ${usuarios} ${sql.identifier(NOMBRE_DESTINATARIO)}
    left join ${preferenciasNotificacion} ${sql.identifier(NOMBRE_PREFERENCIA)} on ${preferencia.usuarioId} = ${destinatario.id}
    where ${destinatario.id} = any(${ids}))`;
}

/**
 * Without a caller's read. The ids go as one array parameter: one text whatever the people, left unprepared (ADR
 * 049), so the sets of a radar round do not crowd the prepared statements of the lists out of each connection.
 */
async function leerDestinatarios(tx: Tx, ids: readonly number[]) {
  const arreglo = `{${ids.join(',')}}`;
  const r = (await tx.execute(
    sql`select ${destinatariosEn(sql`${arreglo}::int[]`)} as personas`,
  )) as unknown as {
    rows: { personas: Destinatario[] }[];
  };
  return r.rows[0]!.personas;
}

export interface Notificador {
  /**
   * Writes the events inside the caller's transaction, so they exist exactly when the change that caused them is
   * committed (the outbox, ADR 030). Inactive recipients get nothing. `leidos`: the recipients as the caller's
   * statement already read them (destinatariosEn); read again if any is missing.
   */
  notificar(tx: Tx, avisos: Aviso[], leidos?: readonly Destinatario[]): Promise<void>;
  /**
   * For a periodic round (radar, plan invitations): avisos that all carry a `clave`. Skips the keys an earlier
   * round or process already queued, writes the rest in short transactions with a pause between them (so waiting
   * requests go first), wakes the worker, and returns how many were new.
   */
  encolarRonda(db: Db, avisos: Aviso[], soloCorreo?: boolean): Promise<number>;
  /** Called after a commit that queued e-mail: the worker sends now instead of at its next round. */
  despertar(): void;
  /** Registered by the outbox worker. */
  alDespertar(fn: () => void): void;
}

export function crearNotificador(opciones: { appUrl: string }): Notificador {
  const base = opciones.appUrl.replace(/\/+$/, '');
  let oyente: (() => void) | undefined;

  async function notificar(tx: Tx, avisos: Aviso[], leidos?: readonly Destinatario[]) {
    if (avisos.length === 0) return;
    const ids = [...new Set(avisos.map((a) => a.destinatarioId))];
    const personas =
      leidos && ids.every((id) => leidos.some((p) => p.id === id))
        ? leidos
        : await leerDestinatarios(tx, ids);
    const porId = new Map(personas.map((p) => [p.id, p]));
    const empresa = personas[0];
    const logo = urlLogo(empresa?.logoHashEmpresa ?? null);
    const marca = { nombre: empresa?.nombreEmpresa ?? 'Descanso', logoUrl: logo ? `${base}${logo}` : null };

    const activos = avisos.flatMap((a) => {
      const p = porId.get(a.destinatarioId);
      return p?.activo ? [{ a, p }] : [];
    });
    const conCampana = activos.filter(({ a }) => !a.soloCorreo);
    const filaCampana = ({ a, p }: (typeof activos)[number]): FilaCampana => ({
      usuarioId: p.id,
      tipo: a.tipo,
      titulo: a.titulo.slice(0, 200),
      mensaje: a.mensaje.slice(0, 1000),
      enlace: a.enlace,
      clave: a.clave ?? null,
    });
    /** The e-mails to queue; `clavesNuevas`: the keys whose bell row was new (a keyed aviso is queued once). */
    const correosDe = (clavesNuevas: ReadonlySet<string>): FilaCorreo[] =>
      activos.flatMap(({ a, p }) => {
        // Already queued under this key (another process, an earlier run): nothing more to do.
        if (!a.soloCorreo && a.clave && !clavesNuevas.has(a.clave)) return [];
        const pref = PREFERENCIA_DE_TIPO[a.tipo];
        const elige = {
          correoDecisiones: p.correoDecisiones ?? PREFERENCIAS_POR_DEFECTO.correoDecisiones,
          correoPendientes: p.correoPendientes ?? PREFERENCIAS_POR_DEFECTO.correoPendientes,
          resumenDiario: p.resumenDiario ?? PREFERENCIAS_POR_DEFECTO.resumenDiario,
        };
        if (pref === 'decisiones' && !elige.correoDecisiones) return [];
        if (pref === 'pendientes' && !elige.correoPendientes) return [];
        const correo = componerCorreo(marca, {
          asunto: a.titulo,
          nombreDestinatario: p.nombres,
          parrafos: a.correo?.parrafos ?? [a.mensaje],
          enlace: `${base}${a.enlace}`,
          textoEnlace: a.correo?.textoEnlace ?? 'Abrir en Descanso',
        });
        return [
          {
            tipo: a.tipo,
            destinatarioId: p.id,
            para: p.email,
            ...correo,
            // Decisions and waiting requests wait for the daily digest when the person chose it.
            estado:
              pref !== 'siempre' && elige.resumenDiario ? ('EN_RESUMEN' as const) : ('PENDIENTE' as const),
            clave: a.clave ?? null,
          },
        ];
      });

    // What a request's change tells (no keys, a few people): the e-mails do not depend on which bell rows are new,
    // so both go in one statement, one round trip instead of two inside the caller's transaction.
    if (
      conCampana.length > 0 &&
      activos.length <= FILAS_POR_INSERCION &&
      activos.every(({ a }) => !a.clave)
    ) {
      const campana = tx.insert(notificaciones).values(conCampana.map(filaCampana)).onConflictDoNothing();
      const correos = correosDe(new Set());
      if (correos.length === 0) await campana;
      else
        await enUnaSentencia(tx, campana, tx.insert(correosSalientes).values(correos).onConflictDoNothing());
      return;
    }

    // Bell rows in multi-row inserts: a radar round queues thousands (one statement per row kept the embedded
    // database busy for a minute).
    const clavesNuevas = new Set<string>();
    for (let i = 0; i < conCampana.length; i += FILAS_POR_INSERCION) {
      const nuevas = await insertarCampanas(
        tx,
        conCampana.slice(i, i + FILAS_POR_INSERCION).map(filaCampana),
      );
      for (const clave of nuevas) clavesNuevas.add(clave);
    }

    const correos = correosDe(clavesNuevas);
    for (let i = 0; i < correos.length; i += FILAS_POR_INSERCION) {
      await insertarCorreos(tx, correos.slice(i, i + FILAS_POR_INSERCION));
    }
  }

  async function encolarRonda(db: Db, avisos: Aviso[], soloCorreo = false) {
    const ya = await clavesYaEncoladas(
      db,
      avisos.map((a) => a.clave!),
      soloCorreo,
    );
    const nuevos = avisos.filter((a) => !ya.has(a.clave!));
    for (let i = 0; i < nuevos.length; i += AVISOS_POR_TRANSACCION) {
      const lote = nuevos.slice(i, i + AVISOS_POR_TRANSACCION);
      await db.transaction((tx) => notificar(tx, lote));
      await cederTurno();
    }
    if (nuevos.length > 0) oyente?.();
    return nuevos.length;
  }

  return {
    notificar,
    encolarRonda,
    despertar: () => oyente?.(),
    alDespertar(fn) {
      oyente = fn;
    },
  };
}
