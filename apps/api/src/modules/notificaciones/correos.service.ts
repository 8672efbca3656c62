import nodemailer from 'nodemailer';
import { ENLACES_NOTIFICACION, ESTADOS_CORREO, type TEstadoCorreo } from '@app/contract/notificaciones';
import {
  ESTADOS_CORREO_REINTENTABLES,
  ETIQUETAS_ESTADO_CORREO,
  type TCorreoSaliente,
  type TCorreosPaginaRespuesta,
  type TCorreosQuery,
  type TReintentarCorreoRespuesta,
} from '@app/contract/correos';
import type { Db } from '../../db/client';
import { conflicto, noEncontrado } from '../../lib/app-error';
import type { Reloj } from '../../lib/reloj';
import { cederTurno } from '../../lib/tareas-periodicas';
import { registrarAuditoria } from '../../db/registro-auditoria';
import type { UsuarioSesion } from '../auth/auth.service';
import { urlLogo } from '../empresa/empresa.service';
import type { Notificador } from './notificador.service';
import { componerCorreo } from './plantilla-correo';
import * as repo from './correos.repository';

/** SMTP_URL and SMTP_REMITENTE (ADR 030). */
export interface OpcionesCorreo {
  /** smtp:// or smtps://; unset: every e-mail waits as SIN_SERVIDOR. */
  smtpUrl?: string | undefined;
  /** The From header: `Nombre <correo@dominio>`. */
  remitente: string;
  /** A claim older than this is taken again (its process died). Default 300 s; longer than any SMTP timeout. */
  reclamoSegundos?: number | undefined;
}

/** Attempts before a transient failure becomes FALLIDO (ADR 030). */
export const INTENTOS_MAXIMOS = 8;
/** Wait after the n-th failed attempt: 30 s, 1 min, 2 min, 4 min… capped at one hour (about 3 h in all). */
export const esperaTrasIntento = (intentos: number) => Math.min(30 * 2 ** Math.max(intentos - 1, 0), 3600);

// Bounded SMTP timeouts, all well under the default claim lease: a claim outlives any send in progress.
const TIEMPOS_SMTP = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };
/**
 * One SMTP connection kept open between messages (ADR 053): a connection per message cost a TCP handshake, greeting,
 * EHLO and QUIT each time (about 2.5× the CPU per e-mail, on the server that answers requests too). The worker sends
 * one message at a time, so one connection; closed after half a minute idle, before relays drop it themselves.
 */
const CONEXION_SMTP = { pool: true, maxConnections: 1, idleTimeout: 30_000 };

interface ErrorSmtp {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/** Hides the SMTP credentials wherever an error message might echo them. */
export function sinCredenciales(texto: string, smtpUrl: string | undefined): string {
  let limpio = texto.replace(/\b(smtps?):\/\/[^\s/@]*@/gi, '$1://[oculto]@');
  if (smtpUrl) {
    try {
      const u = new URL(smtpUrl);
      for (const s of [
        u.password,
        u.username,
        decodeURIComponent(u.password),
        decodeURIComponent(u.username),
      ]) {
        if (s.length >= 3) limpio = limpio.split(s).join('[oculto]');
      }
    } catch {
      // Validated at start-up; nothing to hide otherwise.
    }
  }
  return limpio;
}

/**
 * A 5xx reply is a permanent refusal (no mailbox, rejected sender, bad credentials); everything else — a 4xx,
 * a refused, dropped or silent connection — may work later.
 */
export function clasificarError(error: unknown, smtpUrl: string | undefined) {
  const e = (error ?? {}) as ErrorSmtp;
  const codigo = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const descripcion =
    codigo !== undefined
      ? `El servidor de correo respondió ${e.response ?? codigo}`
      : `${e.code ? `${e.code}: ` : ''}${e.message ?? String(error)}`;
  return {
    permanente: codigo !== undefined && codigo >= 500 && codigo < 600,
    descripcion: sinCredenciales(descripcion.replace(/\s+/g, ' ').trim(), smtpUrl).slice(0, 500),
  };
}

/** The domain of the From address, for Message-IDs. */
const dominioDe = (remitente: string) => /@([^>\s]+)>?\s*$/.exec(remitente)?.[1] ?? 'localhost';

/**
 * Stable for a row, whichever process or attempt sends it: a duplicate after a crash carries the same Message-ID,
 * which mail clients use to show it once. The creation instant tells rows of different databases apart.
 */
export const idDeMensaje = (id: number, creado: Date, dominio: string) =>
  `<correo-${id}.${creado.getTime().toString(36)}@${dominio}>`;

/** The link of a rendered message: the last URL of its plain-text part (the «…: https://…» line). */
const enlaceDe = (texto: string) => [...texto.matchAll(/https?:\/\/\S+/g)].at(-1)?.[0];
/** The subject without the company suffix componerCorreo adds. */
const sinMarca = (asunto: string, empresa: string) =>
  asunto.endsWith(` · ${empresa}`) ? asunto.slice(0, -` · ${empresa}`.length) : asunto;

export function crearCorreosService(deps: {
  db: Db;
  reloj: Reloj;
  notificador: Notificador;
  correo: OpcionesCorreo;
  appUrl: string;
}) {
  const { db, reloj, notificador } = deps;
  const { smtpUrl, remitente } = deps.correo;
  const reclamoSegundos = deps.correo.reclamoSegundos ?? 300;
  const base = deps.appUrl.replace(/\/+$/, '');
  const dominio = dominioDe(remitente);
  const transporte = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, ...TIEMPOS_SMTP, ...CONEXION_SMTP } as Parameters<
        typeof nodemailer.createTransport
      >[0])
    : undefined;

  /**
   * One round of the worker: claims due rows one at a time (so a claim never waits behind other sends) and sends
   * each; marks ENVIADO in its own statement right after the server accepted it. Stops when nothing is due.
   */
  async function enviarPendientes(limite = 500) {
    const r = { enviados: 0, reintentos: 0, fallidos: 0, sinServidor: 0 };
    if (!transporte) {
      for (;;) {
        const marcados = await repo.marcarSinServidor(db, reclamoSegundos, limite);
        r.sinServidor += marcados;
        if (marcados < limite) return r;
        await cederTurno();
      }
    }
    await repo.liberarSinServidor(db);
    for (let i = 0; i < limite; i++) {
      const [c] = await repo.reclamar(db, 1, reclamoSegundos);
      if (!c) break;
      try {
        await transporte.sendMail({
          from: remitente,
          to: c.para,
          subject: c.asunto,
          text: c.texto,
          html: c.html,
          messageId: idDeMensaje(c.id, c.fechaCreacion, dominio),
          headers: { 'Auto-Submitted': 'auto-generated' },
        });
      } catch (error) {
        const { permanente, descripcion } = clasificarError(error, smtpUrl);
        const ultimo = permanente || c.intentos >= INTENTOS_MAXIMOS;
        await repo.marcarFallo(db, c.id, {
          estado: ultimo ? 'FALLIDO' : 'PENDIENTE',
          error: descripcion,
          esperaSegundos: ultimo ? 0 : esperaTrasIntento(c.intentos),
        });
        if (ultimo) r.fallidos++;
        else r.reintentos++;
        continue;
      }
      await repo.marcarEnviado(db, c.id);
      r.enviados++;
    }
    return r;
  }

  /**
   * The daily digest (ADR 030): each person's EN_RESUMEN rows, once per business day, in one RESUMEN_DIARIO e-mail
   * keyed `RESUMEN_DIARIO:<id>:<fecha>`; the rows it carries become RESUMIDO in the same transaction. Rows that
   * arrive after the day's digest wait for the next day's.
   */
  async function resumirDiario(): Promise<number> {
    const hoy = reloj.hoy();
    let creados = 0;
    for (const destinatarioId of await repo.destinatariosEnResumen(db)) {
      await db.transaction(async (tx) => {
        // Locked first: a process gathering the same person waits here and then finds them RESUMIDO.
        const filas = await repo.bloquearEnResumen(tx, destinatarioId);
        const p = await repo.persona(tx, destinatarioId);
        if (filas.length === 0 || !p) return;
        const empresa = await repo.marca(tx);
        const nombre = empresa?.nombre ?? 'Descanso';
        const logo = urlLogo(empresa?.logoHash ?? null);
        const n = filas.length;
        const correo = componerCorreo(
          { nombre, logoUrl: logo ? `${base}${logo}` : null },
          {
            asunto: `Su resumen diario: ${n} ${n === 1 ? 'aviso' : 'avisos'}`,
            nombreDestinatario: p.nombres,
            parrafos: [
              `Estos son los avisos de Descanso desde su último resumen (${n}):`,
              ...filas.map((f) => {
                const enlace = enlaceDe(f.texto);
                return `• ${sinMarca(f.asunto, nombre)}${enlace ? ` — ${enlace}` : ''}`;
              }),
            ],
            enlace: `${base}${ENLACES_NOTIFICACION.dashboard}`,
            textoEnlace: 'Abrir Descanso',
          },
        );
        const id = await repo.insertarResumen(tx, {
          tipo: 'RESUMEN_DIARIO',
          destinatarioId,
          para: p.email,
          ...correo,
          estado: 'PENDIENTE',
          clave: `RESUMEN_DIARIO:${destinatarioId}:${hoy}`,
        });
        // Today's digest already exists (another process, an earlier round): these rows wait for tomorrow's.
        if (id === undefined) return;
        await repo.marcarResumidos(
          tx,
          filas.map((f) => f.id),
        );
        creados++;
      });
    }
    if (creados) notificador.despertar();
    return creados;
  }

  const aCorreo = (f: repo.FilaListaCorreo): TCorreoSaliente => ({
    ...f,
    fechaCreacion: f.fechaCreacion.toISOString(),
    proximoIntento: f.proximoIntento.toISOString(),
    enviadoEn: f.enviadoEn?.toISOString() ?? null,
  });

  async function listar(q: TCorreosQuery): Promise<TCorreosPaginaRespuesta> {
    const desde = (q.PageNumber - 1) * q.PageSize;
    const [{ filas, total }, conteos] = await Promise.all([
      repo.listar(db, q.estado, q.PageSize, desde),
      repo.contarPorEstado(db),
    ]);
    const porEstado = Object.fromEntries(ESTADOS_CORREO.map((e) => [e, 0])) as Record<TEstadoCorreo, number>;
    for (const c of conteos) porEstado[c.estado] = c.n;
    return {
      correos: filas.map(aCorreo),
      totalCompleto: total,
      paginaActual: q.PageNumber,
      tamanoPagina: q.PageSize,
      tienePaginaSiguiente: desde + filas.length < total,
      tienePaginaAnterior: q.PageNumber > 1,
      servidorConfigurado: Boolean(transporte),
      porEstado,
    };
  }

  /** FALLIDO or SIN_SERVIDOR → PENDIENTE now, with its attempts counted afresh; audited. */
  async function reintentar(
    usuario: UsuarioSesion,
    id: number,
    ip: string | undefined,
  ): Promise<TReintentarCorreoRespuesta> {
    const r = await db.transaction(async (tx) => {
      const antes = await repo.bloquear(tx, id);
      if (!antes) throw noEncontrado('El correo no existe');
      if (!(ESTADOS_CORREO_REINTENTABLES as readonly string[]).includes(antes.estado)) {
        throw conflicto(
          `El correo está «${ETIQUETAS_ESTADO_CORREO[antes.estado]}»; solo se reintentan correos fallidos o sin servidor de correo`,
        );
      }
      const despues = await repo.reintentarAhora(tx, id);
      await registrarAuditoria(tx, {
        modulo: 'CONFIGURACION',
        tipoAccion: 'REINTENTAR_CORREO',
        severidad: 'INFO',
        mensajeCorto: `Correo #${id} a ${antes.para} reintentado por ${usuario.email}`,
        usuarioEjecutorId: usuario.id,
        ip,
        tablaAfectada: 'correos_salientes',
        registroId: id,
        datosAnteriores: { estado: antes.estado, intentos: antes.intentos },
        datosNuevos: { estado: despues.estado, intentos: despues.intentos },
      });
      return despues;
    });
    notificador.despertar();
    return { message: 'El correo se enviará de nuevo', correo: aCorreo(r) };
  }

  return {
    enviarPendientes,
    resumirDiario,
    listar,
    reintentar,
    servidorConfigurado: Boolean(transporte),
    /** The outbox backlog per state, for /metrics. */
    porEnviar: () => repo.contarPorEnviar(db),
    cerrar: () => transporte?.close(),
  };
}

export type CorreosService = ReturnType<typeof crearCorreosService>;
