import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  ESTADOS_CORREO,
  TIPOS_NOTIFICACION,
  type TEstadoCorreo,
  type TTipoNotificacion,
} from '@app/contract/notificaciones';
import { enLista } from './en-lista';
import { usuarios } from './usuarios';

/**
 * The outbox (ADR 030): every e-mail, rendered, written in the same transaction as the change that caused
 * it. A worker in each server process claims rows (FOR UPDATE SKIP LOCKED on PostgreSQL) and sends them.
 */
export const correosSalientes = pgTable(
  'correos_salientes',
  {
    id: serial('id').primaryKey(),
    tipo: varchar('tipo', { length: 40 }).$type<TTipoNotificacion>().notNull(),
    destinatarioId: integer('destinatario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    /** The address when the event happened. */
    para: varchar('para', { length: 254 }).notNull(),
    asunto: varchar('asunto', { length: 250 }).notNull(),
    texto: text('texto').notNull(),
    html: text('html').notNull(),
    estado: varchar('estado', { length: 15 }).$type<TEstadoCorreo>().notNull().default('PENDIENTE'),
    intentos: integer('intentos').notNull().default(0),
    /** Not before this instant (the backoff after a failed attempt). */
    proximoIntento: timestamp('proximo_intento', { withTimezone: true }).notNull().defaultNow(),
    /** When a process claimed it (ENVIANDO): a claim older than the lease is taken again (the process died). */
    reclamadoEn: timestamp('reclamado_en', { withTimezone: true }),
    enviadoEn: timestamp('enviado_en', { withTimezone: true }),
    ultimoError: varchar('ultimo_error', { length: 500 }),
    /** Idempotency key (digests, alerts, reminders): one row per key, whichever process queues it first. */
    clave: varchar('clave', { length: 200 }),
    fechaCreacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('correos_salientes_estado_ck', enLista(t.estado, ESTADOS_CORREO)),
    check('correos_salientes_tipo_ck', enLista(t.tipo, TIPOS_NOTIFICACION)),
    uniqueIndex('correos_salientes_clave_uq').on(t.clave),
    // What the worker reads: only the rows still to send (migration 0019: never the ones held back without SMTP,
    // which would be read again at every wake)...
    index('correos_salientes_por_enviar_idx')
      .on(t.proximoIntento, t.id)
      .where(sql`${t.estado} in ('PENDIENTE', 'ENVIANDO')`),
    // ...and those, for their release once a server is configured.
    index('correos_salientes_sin_servidor_idx')
      .on(t.id)
      .where(sql`${t.estado} = 'SIN_SERVIDOR'`),
    index('correos_salientes_destinatario_idx').on(t.destinatarioId, t.estado),
  ],
);

/** In-app notifications: the bell in the top bar. */
export const notificaciones = pgTable(
  'notificaciones',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 40 }).$type<TTipoNotificacion>().notNull(),
    titulo: varchar('titulo', { length: 200 }).notNull(),
    mensaje: varchar('mensaje', { length: 1000 }).notNull(),
    /** A path of the web app (`/gestion-solicitudes?…`), never an absolute URL. */
    enlace: varchar('enlace', { length: 300 }),
    leidaEn: timestamp('leida_en', { withTimezone: true }),
    clave: varchar('clave', { length: 200 }),
    fechaCreacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('notificaciones_tipo_ck', enLista(t.tipo, TIPOS_NOTIFICACION)),
    uniqueIndex('notificaciones_clave_uq').on(t.clave),
    index('notificaciones_usuario_idx').on(t.usuarioId, t.id.desc()),
    index('notificaciones_no_leidas_idx')
      .on(t.usuarioId)
      .where(sql`${t.leidaEn} is null`),
  ],
);

/** "Mis notificaciones": a row only once the person changed the defaults (PREFERENCIAS_POR_DEFECTO). */
export const preferenciasNotificacion = pgTable('preferencias_notificacion', {
  usuarioId: integer('usuario_id')
    .primaryKey()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  correoDecisiones: boolean('correo_decisiones').notNull().default(true),
  correoPendientes: boolean('correo_pendientes').notNull().default(true),
  resumenDiario: boolean('resumen_diario').notNull().default(false),
  fechaActualizacion: timestamp('fecha_actualizacion', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A manager names a substitute approver: for a date range, or `automatica` — whenever the manager is on
 * approved vacation. Revoked rows stay (activa = false) for the audit trail.
 */
export const delegaciones = pgTable(
  'delegaciones',
  {
    id: serial('id').primaryKey(),
    jefeId: integer('jefe_id')
      .notNull()
      .references(() => usuarios.id),
    sustitutoId: integer('sustituto_id')
      .notNull()
      .references(() => usuarios.id),
    fechaDesde: date('fecha_desde', { mode: 'string' }),
    fechaHasta: date('fecha_hasta', { mode: 'string' }),
    automatica: boolean('automatica').notNull().default(false),
    activa: boolean('activa').notNull().default(true),
    motivo: varchar('motivo', { length: 300 }),
    creadoPorId: integer('creado_por_id').references(() => usuarios.id),
    fechaCreacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
    fechaRevocacion: timestamp('fecha_revocacion', { withTimezone: true }),
  },
  (t) => [
    check('delegaciones_distintos_ck', sql`${t.jefeId} <> ${t.sustitutoId}`),
    check(
      'delegaciones_rango_ck',
      sql`${t.automatica} or (${t.fechaDesde} is not null and ${t.fechaHasta} is not null and ${t.fechaDesde} <= ${t.fechaHasta})`,
    ),
    index('delegaciones_jefe_idx').on(t.jefeId),
    index('delegaciones_sustituto_idx').on(t.sustitutoId),
  ],
);
