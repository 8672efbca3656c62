import { isIP } from 'node:net';
import { z } from 'zod';
import { esFechaValida } from '@app/contract/fechas';

const vacioComoIndefinido = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const booleano = z.preprocess(
  vacioComoIndefinido,
  z
    .enum(['true', 'false'], { error: 'debe ser true o false' })
    .transform((v) => v === 'true')
    .optional(),
);

const entero = (min: number, max: number, porDefecto: number) =>
  z.preprocess(vacioComoIndefinido, z.coerce.number().int().min(min).max(max).default(porDefecto));

const esUrlDe = (protocolos: string[]) => (v: string) => {
  try {
    const u = new URL(v);
    return protocolos.includes(u.protocol) && u.hostname !== '';
  } catch {
    return false;
  }
};
const esUrlSmtp = esUrlDe(['smtp:', 'smtps:']);
const esUrlHttp = esUrlDe(['http:', 'https:']);
/** `Name <user@domain>` or a bare `user@domain` (the From header of every e-mail). */
const esRemitente = (v: string) => {
  const m = /^\s*(?:([^<>\r\n]*?)\s*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(v);
  const direccion = m?.[2] ?? m?.[3];
  return Boolean(direccion && /^[^@\s]+@[^@\s]+$/.test(direccion));
};

const PALABRAS_PROXY = new Set(['loopback', 'linklocal', 'uniquelocal']);
/** An address, a CIDR range or one of proxy-addr's names for a range. */
const esDireccionDeProxy = (v: string) => {
  if (PALABRAS_PROXY.has(v)) return true;
  const [ip, bits, ...resto] = v.split('/');
  if (resto.length || !ip || !isIP(ip)) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n >= 0 && n <= (isIP(ip) === 4 ? 32 : 128);
};

/**
 * Which proxies may set X-Forwarded-For/-Proto: unset or `false` trusts none (the client's own socket address
 * counts), a whole number trusts that many hops, otherwise a comma-separated list of addresses and CIDR ranges.
 */
const ZTrustProxy = z.preprocess(
  vacioComoIndefinido,
  z
    .string()
    .optional()
    .transform((v, ctx): false | number | string[] => {
      if (v === undefined || v.trim().toLowerCase() === 'false') return false;
      const t = v.trim();
      if (/^\d+$/.test(t)) return Number(t);
      const lista = t
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      const malas = lista.filter((x) => !esDireccionDeProxy(x));
      if (lista.length === 0 || malas.length) {
        ctx.addIssue({
          code: 'custom',
          message: `debe ser false, un número de saltos o una lista de direcciones IP o rangos CIDR separados por comas${malas.length ? ` (no válido: ${malas.join(', ')})` : ''}`,
        });
        return z.NEVER;
      }
      return lista;
    }),
);

/** METRICS_PERMITIDOS: addresses and CIDR ranges that may read /metrics (ADR 045); unset: loopback only. */
const ZMetricasPermitidas = z.preprocess(
  vacioComoIndefinido,
  z
    .string()
    .optional()
    .transform((v, ctx): string[] => {
      if (v === undefined) return ['127.0.0.1', '::1'];
      const lista = v
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      const malas = lista.filter((x) => PALABRAS_PROXY.has(x) || !esDireccionDeProxy(x));
      if (lista.length === 0 || malas.length) {
        ctx.addIssue({
          code: 'custom',
          message: `debe ser una lista de direcciones IP o rangos CIDR separados por comas${malas.length ? ` (no válido: ${malas.join(', ')})` : ''}`,
        });
        return z.NEVER;
      }
      return lista;
    }),
);

const ZEnv = z.object({
  PORT: z.preprocess(vacioComoIndefinido, z.coerce.number().int().min(1).max(65535).default(3000)),
  /** Unset: 0.0.0.0, or 127.0.0.1 while the demo company is loaded (server.ts decides). */
  HOST: z.preprocess(vacioComoIndefinido, z.string().optional()),
  TRUST_PROXY: ZTrustProxy,
  METRICS_PERMITIDOS: ZMetricasPermitidas,
  SESION_INACTIVIDAD_MIN: entero(1, 24 * 60, 30),
  SESION_MAXIMA_HORAS: entero(1, 24 * 30, 12),
  CONTRASENA_TEMPORAL_HORAS: entero(1, 24 * 30, 72),
  DATABASE_URL: z.preprocess(
    vacioComoIndefinido,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'debe empezar por postgres:// o postgresql://')
      .optional(),
  ),
  DATA_DIR: z.preprocess(vacioComoIndefinido, z.string().default('./data')),
  /** Where backups are written (`npm run respaldo`, ADR 043). */
  RESPALDO_DIR: z.preprocess(vacioComoIndefinido, z.string().default('./respaldos')),
  /** Hours between automatic backups; unset: 24 on the embedded database, 0 (none) on PostgreSQL (server.ts). */
  RESPALDO_CADA_HORAS: z.preprocess(vacioComoIndefinido, z.coerce.number().int().min(0).max(8760).optional()),
  RESPALDO_CONSERVAR: entero(1, 10_000, 14),
  DB_REINTENTOS: z.preprocess(vacioComoIndefinido, z.coerce.number().int().min(1).max(1000).default(10)),
  SEED_DEMO: booleano,
  ADMIN_EMAIL: z.preprocess(vacioComoIndefinido, z.email('debe ser un email válido').optional()),
  ADMIN_PASSWORD: z.preprocess(
    vacioComoIndefinido,
    z.string().min(12, 'debe tener al menos 12 caracteres').optional(),
  ),
  APP_TODAY: z.preprocess(
    vacioComoIndefinido,
    z.string().refine(esFechaValida, 'debe ser una fecha válida con el formato AAAA-MM-DD').optional(),
  ),
  TZ_NEGOCIO: z.preprocess(
    vacioComoIndefinido,
    z
      .string()
      .default('America/Lima')
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat('en-CA', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, 'no es una zona horaria válida'),
  ),
  COMPANY_NAME: z.preprocess(vacioComoIndefinido, z.string().max(150).default('Descanso')),
  LOG_LEVEL: z.preprocess(
    vacioComoIndefinido,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  LOGIN_MAX_POR_MINUTO: z.preprocess(vacioComoIndefinido, z.coerce.number().int().min(1).default(30)),
  WEB_DIST: z.preprocess(vacioComoIndefinido, z.string().optional()),
  /** The outbox's SMTP server (ADR 030); unset: e-mails wait in the outbox marked SIN_SERVIDOR. */
  SMTP_URL: z.preprocess(
    vacioComoIndefinido,
    z
      .string()
      .refine(esUrlSmtp, 'debe ser una URL smtp:// o smtps:// (smtp://usuario:clave@servidor:587)')
      .optional(),
  ),
  SMTP_REMITENTE: z.preprocess(
    vacioComoIndefinido,
    z
      .string()
      .max(200)
      .default('Descanso <no-responder@localhost>')
      .refine(esRemitente, 'debe ser una dirección como «Nombre <correo@dominio>» o «correo@dominio»'),
  ),
  /** The address people open, for the links in e-mails; default http://localhost:<PORT> (server.ts). */
  APP_URL: z.preprocess(
    vacioComoIndefinido,
    z
      .string()
      .refine(esUrlHttp, 'debe ser una URL http:// o https:// (la dirección que abren las personas)')
      .optional(),
  ),
  /**
   * How often each process looks for e-mail to send, besides being woken by every change that queues one; 0 runs
   * no worker in this process (the benchmark's baseline, or a node that must not send).
   */
  CORREO_INTERVALO_MS: entero(0, 3_600_000, 5_000),
  /** A claim (ENVIANDO) older than this is taken again: its process died. Longer than any SMTP timeout. */
  CORREO_RECLAMO_SEGUNDOS: entero(1, 86_400, 300),
});

export type Env = z.infer<typeof ZEnv>;

export class ConfiguracionInvalida extends Error {}

/** Parses the environment once; on any bad variable, lists them all in one line. */
export function leerEnv(fuente: NodeJS.ProcessEnv = process.env): Env {
  const r = ZEnv.safeParse(fuente);
  if (!r.success) {
    const detalle = r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfiguracionInvalida(`Configuración inválida: ${detalle}`);
  }
  if ((r.data.ADMIN_EMAIL && !r.data.ADMIN_PASSWORD) || (!r.data.ADMIN_EMAIL && r.data.ADMIN_PASSWORD)) {
    throw new ConfiguracionInvalida(
      'Configuración inválida: ADMIN_EMAIL y ADMIN_PASSWORD deben darse juntos',
    );
  }
  return r.data;
}
