import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  ORDENES_IMPUTACION,
  REGIMENES,
  TOPES_ADELANTO,
  type TOrdenImputacion,
  type TRegimen,
  type TTopeAdelanto,
} from '@app/contract/vacaciones';
import { ORIGENES_FERIADO, type TOrigenFeriado } from '@app/contract/feriados';
import { enLista } from './en-lista';

/** One row (id = 1): the company's vacation settings. */
export const configuracionEmpresa = pgTable(
  'configuracion_empresa',
  {
    id: integer('id').primaryKey(),
    /** Nombre comercial: the name the web shows (top bar, login). Seeded from COMPANY_NAME on the first start. */
    nombreEmpresa: varchar('nombre_empresa', { length: 150 }).notNull(),
    razonSocial: varchar('razon_social', { length: 200 }),
    /** 11 digits with a valid check digit (contract's esRucValido). */
    ruc: varchar('ruc', { length: 11 }),
    /** The logo (PNG or SVG, ≤ 200 KB) in base64, its media type, and the SHA-256 its URL carries. */
    logoBase64: text('logo_base64'),
    logoTipo: varchar('logo_tipo', { length: 20 }),
    logoHash: varchar('logo_hash', { length: 64 }),
    /** Business time zone (IANA); null follows TZ_NEGOCIO. */
    zonaHoraria: varchar('zona_horaria', { length: 64 }),
    regimen: varchar('regimen', { length: 10 }).$type<TRegimen>().notNull().default('GENERAL'),
    permitirAdelanto: boolean('permitir_adelanto').notNull().default(true),
    /** docs/reglas-vacaciones.md, «Adelanto». */
    topeAdelanto: varchar('tope_adelanto', { length: 10 })
      .$type<TTopeAdelanto>()
      .notNull()
      .default('ACCRUED'),
    /**
     * Which period rule R5 sends a request to first (docs/reglas-vacaciones.md, «Orden de imputación»; ADR 014).
     */
    ordenImputacion: varchar('orden_imputacion', { length: 12 })
      .$type<TOrdenImputacion>()
      .notNull()
      .default('FIFO'),
    /**
     * Working days a request may wait before its approver is reminded, and before it is escalated to the
     * next manager up.
     */
    diasRecordatorioAprobacion: integer('dias_recordatorio_aprobacion').notNull().default(3),
    diasEscalamientoAprobacion: integer('dias_escalamiento_aprobacion').notNull().default(5),
    /** ADR 036: calendar days before a planned span starts when its owner is invited to request it. */
    diasInvitacionPlan: integer('dias_invitacion_plan').notNull().default(30),
    fechaActualizacion: timestamp('fecha_actualizacion', { withTimezone: true }),
    /** True while the demo company (published passwords) is loaded: the server listens on loopback and warns. */
    datosDemo: boolean('datos_demo').notNull().default(false),
  },
  (t) => [
    check('configuracion_empresa_regimen_ck', enLista(t.regimen, REGIMENES)),
    check('configuracion_empresa_tope_adelanto_ck', enLista(t.topeAdelanto, TOPES_ADELANTO)),
    check('configuracion_empresa_orden_imputacion_ck', enLista(t.ordenImputacion, ORDENES_IMPUTACION)),
    check(
      'configuracion_empresa_logo_tipo_ck',
      sql`${t.logoTipo} IS NULL OR ${enLista(t.logoTipo, TIPOS_LOGO)}`,
    ),
  ],
);

/** The media types a logo may have. */
export const TIPOS_LOGO = ['image/png', 'image/svg+xml'] as const;

/**
 * The company's public holidays. They never change a balance (vacations are calendar days:
 * docs/reglas-vacaciones.md, «Días calendario y feriados»); the date pickers and the calendar show them so people
 * plan around them.
 */
export const feriados = pgTable(
  'feriados',
  {
    id: serial('id').primaryKey(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    nombre: varchar('nombre', { length: 120 }).notNull(),
    /** NACIONAL: preloaded from the date-holidays library; EMPRESA: a company-specific non-working day added by HR. */
    origen: varchar('origen', { length: 10 }).$type<TOrigenFeriado>().notNull(),
    creadoPorId: integer('creado_por_id'),
    fechaCreacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
    fechaActualizacion: timestamp('fecha_actualizacion', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('feriados_fecha_uq').on(t.fecha),
    check('feriados_origen_ck', enLista(t.origen, ORIGENES_FERIADO)),
  ],
);

/**
 * Years whose national holidays were already preloaded: preloading runs once per year, so a national holiday HR
 * removed or renamed is not brought back on the next start.
 */
export const feriadosPrecargados = pgTable('feriados_precargados', {
  anio: integer('anio').primaryKey(),
  fechaCarga: timestamp('fecha_carga', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * First start of a real company: the SHA-256 of the one-time setup token the server printed, and when
 * it was used. One row (id = 1); a new start without an administrator replaces the token.
 */
export const configuracionInicial = pgTable('configuracion_inicial', {
  id: integer('id').primaryKey(),
  hashToken: varchar('hash_token', { length: 64 }).notNull(),
  fechaCreacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
  fechaUso: timestamp('fecha_uso', { withTimezone: true }),
});

/**
 * Failed sign-ins per throttling key (`cuenta-ip:<email>|<ip>`, `ip:<ip>`, `cuenta:<email>`): counted atomically
 * (`fallos = fallos + 1 … RETURNING`) so parallel guesses cannot overwrite each other. Keyed by the e-mail as typed
 * (lowercased), never by user id, so unknown and known accounts are throttled alike.
 */
export const intentosAcceso = pgTable('intentos_acceso', {
  clave: varchar('clave', { length: 400 }).primaryKey(),
  fallos: integer('fallos').notNull().default(0),
  primerFallo: timestamp('primer_fallo', { withTimezone: true }).notNull(),
  ultimoFallo: timestamp('ultimo_fallo', { withTimezone: true }).notNull(),
  bloqueadoHasta: timestamp('bloqueado_hasta', { withTimezone: true }),
});

/**
 * The data version: the sum of `version` over these 32 fragments (migration 0020) grows with every change to the data
 * balances depend on (requests, users, company settings, record overrides), bumped by database triggers so no code
 * path can forget it; each transaction bumps the fragment of its transaction id, so concurrent commits do not wait for
 * one another. Caches of computed balances compare against it, in every process sharing the database.
 */
export const versionDatos = pgTable('version_datos', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
