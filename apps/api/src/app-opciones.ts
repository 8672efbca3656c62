import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { BaseDeDatos } from './db/client';
import type { ConfianzaProxy } from './lib/confianza-proxy';
import type { Reloj } from './lib/reloj';
import type { OpcionesCorreo } from './modules/notificaciones/correos.service';
import type { OpcionesRespaldos } from './modules/respaldos/respaldos.service';

export interface OpcionesApp {
  baseDeDatos: BaseDeDatos;
  reloj: Reloj;
  /** TZ_NEGOCIO: the business time zone while the company has not chosen one (default America/Lima). */
  zonaNegocio?: string;
  logger?: FastifyServerOptions['logger'];
  loginMaxPorMinuto?: number;
  /** Which proxies may set X-Forwarded-For/-Proto (TRUST_PROXY): false (none), a hop count or addresses/CIDRs. */
  trustProxy?: ConfianzaProxy | undefined;
  /** Idle timeout in minutes and absolute lifetime in hours of a session (SESION_INACTIVIDAD_MIN/_MAXIMA_HORAS). */
  sesionInactividadMin?: number;
  sesionMaximaHoras?: number;
  /** Hours a temporary password stays valid (CONTRASENA_TEMPORAL_HORAS, default 72). */
  contrasenaTemporalHoras?: number;
  /** Folder with the built web app; served at / when it exists. */
  webDist?: string | undefined;
  /**
   * How often undecided requests past their start are stored as cancelled besides every read and write
   * that touches them; unset = no timer (tests drive it through the requests themselves).
   */
  intervaloVencimientoMs?: number | undefined;
  /** How often the risk radar runs (ADR 032); unset = no timer (tests call ejecutarRadar directly). */
  intervaloRadarMs?: number | undefined;
  /**
   * How often pending requests are checked for the approver's reminder and the escalation (ADR 033);
   * unset = no timer (tests call the service with the date pinned).
   */
  intervaloAprobacionesMs?: number | undefined;
  /** APP_URL: the address people open, for the links in e-mails (default http://localhost:<PORT>). */
  appUrl?: string;
  /** SMTP_URL, SMTP_REMITENTE and the claim lease of the outbox (ADR 030); unset: no SMTP server. */
  correo?: OpcionesCorreo;
  /**
   * How often each process's outbox worker runs besides being woken after each commit that queued e-mail; unset =
   * no timer (tests run the worker's rounds themselves).
   */
  intervaloCorreosMs?: number | undefined;
  /** METRICS_PERMITIDOS: who may read /metrics (addresses and CIDR ranges); default loopback (ADR 045). */
  metricasPermitidas?: readonly string[];
  /**
   * RESPALDO_DIR, RESPALDO_CADA_HORAS and RESPALDO_CONSERVAR (ADR 043); unset: ./respaldos, none automatic, keep 14.
   */
  respaldos?: OpcionesRespaldos;
  /** How often the schedule checks whether a backup is due; unset = no timer (tests call the service). */
  intervaloRespaldosMs?: number | undefined;
  /** Tests add routes of their own (e.g. one that fails on purpose) before the app is ready. */
  antesDeRutas?: (app: FastifyInstance) => void;
}
