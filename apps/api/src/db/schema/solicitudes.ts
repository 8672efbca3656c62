import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  date,
  text,
  timestamp,
  varchar,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ESTADOS_SOLICITUD, TIPOS_VACACIONES, type TEstadoSolicitud } from '@app/contract/solicitudes';
import type { TTipoVacaciones } from '@app/contract/vacaciones';
import { enLista } from './en-lista';
import { usuarios } from './usuarios';

export const solicitudesVacaciones = pgTable(
  'solicitudes_vacaciones',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    tipoVacaciones: varchar('tipo_vacaciones', { length: 10 }).$type<TTipoVacaciones>().notNull(),
    diasSolicitados: integer('dias_solicitados').notNull(),
    fechaInicio: date('fecha_inicio', { mode: 'string' }).notNull(),
    fechaFin: date('fecha_fin', { mode: 'string' }).notNull(),
    /**
     * Label of the period charged: the year its service year starts (docs/reglas-vacaciones.md,
     * «Etiqueta del período»).
     */
    periodo: integer('periodo').notNull(),
    estado: varchar('estado', { length: 12 }).$type<TEstadoSolicitud>().notNull(),
    observaciones: text('observaciones'),
    advertencias: jsonb('advertencias').$type<string[]>().notNull().default([]),
    fechaSolicitud: timestamp('fecha_solicitud', { withTimezone: true }).notNull().defaultNow(),
    /** The direct manager when the request was made: who is expected to decide. */
    jefeAsignadoId: integer('jefe_asignado_id').references(() => usuarios.id),
    aprobadorId: integer('aprobador_id').references(() => usuarios.id),
    fechaAprobacion: timestamp('fecha_aprobacion', { withTimezone: true }),
    comentarios: text('comentarios'),
    canceladoPorId: integer('cancelado_por_id').references(() => usuarios.id),
    motivoCancelacion: text('motivo_cancelacion'),
    fechaCancelacion: timestamp('fecha_cancelacion', { withTimezone: true }),
    /**
     * Full names of the applicant, the assigned manager and the approver, copied by triggers (migration 0004) so
     * that sorting a large team's list by a person walks an index instead of sorting every request.
     */
    ordenSolicitante: text('orden_solicitante'),
    ordenJefe: text('orden_jefe'),
    ordenAprobador: text('orden_aprobador'),
    /** Spanish sort keys of those names (migration 0007, COLLATE "C"): what the list orders by. */
    claveOrdenSolicitante: text('clave_orden_solicitante').generatedAlwaysAs(
      sql`clave_orden_nombre(orden_solicitante)`,
    ),
    claveOrdenJefe: text('clave_orden_jefe').generatedAlwaysAs(sql`clave_orden_nombre(orden_jefe)`),
    claveOrdenAprobador: text('clave_orden_aprobador').generatedAlwaysAs(
      sql`clave_orden_nombre(orden_aprobador)`,
    ),
    /**
     * Interruption (docs/reglas-vacaciones.md, «Reservas y ciclo de la solicitud»): a manager or HR records the
     * actual last day of rest. `diasSolicitados` and `fechaFin` then hold the actual span (what consumes days);
     * these keep what was requested.
     */
    diasSolicitadosOriginales: integer('dias_solicitados_originales'),
    fechaFinSolicitada: date('fecha_fin_solicitada', { mode: 'string' }),
    interrumpidoPorId: integer('interrumpido_por_id').references(() => usuarios.id),
    motivoInterrupcion: text('motivo_interrupcion'),
    fechaInterrupcion: timestamp('fecha_interrupcion', { withTimezone: true }),
    /** The manager on whose behalf a substitute decided (`aprobadorId` is the substitute). */
    delegadoDeId: integer('delegado_de_id').references(() => usuarios.id),
    /** When the approver was reminded of it, and to whom and when it was escalated (the next manager up). */
    recordatorioEn: timestamp('recordatorio_en', { withTimezone: true }),
    escaladaAId: integer('escalada_a_id').references(() => usuarios.id),
    escaladaEn: timestamp('escalada_en', { withTimezone: true }),
  },
  (t) => [
    check('solicitudes_vacaciones_estado_ck', enLista(t.estado, ESTADOS_SOLICITUD)),
    check('solicitudes_vacaciones_tipo_vacaciones_ck', enLista(t.tipoVacaciones, TIPOS_VACACIONES)),
    index('solicitudes_usuario_fecha_idx').on(t.usuarioId, t.fechaSolicitud.desc()),
    index('solicitudes_usuario_estado_idx').on(t.usuarioId, t.estado),
    index('solicitudes_fecha_solicitud_idx').on(t.fechaSolicitud.desc(), t.id.desc()),
    // One index per sortable column, (column DESC NULLS LAST, id DESC NULLS LAST), matching the list's order.
    index('solicitudes_orden_fecha_inicio_idx').on(t.fechaInicio.desc(), t.id.desc()),
    index('solicitudes_orden_fecha_fin_idx').on(t.fechaFin.desc(), t.id.desc()),
    index('solicitudes_orden_dias_idx').on(t.diasSolicitados.desc(), t.id.desc()),
    index('solicitudes_orden_estado_idx').on(t.estado.desc(), t.id.desc()),
    index('solicitudes_orden_periodo_idx').on(t.periodo.desc(), t.id.desc()),
    index('solicitudes_orden_tipo_idx').on(t.tipoVacaciones.desc(), t.id.desc()),
    index('solicitudes_orden_fecha_aprobacion_idx').on(t.fechaAprobacion.desc(), t.id.desc()),
    index('solicitudes_orden_solicitante_idx').on(t.claveOrdenSolicitante.desc(), t.id.desc()),
    index('solicitudes_orden_jefe_idx').on(t.claveOrdenJefe.desc(), t.id.desc()),
    index('solicitudes_orden_aprobador_idx').on(t.claveOrdenAprobador.desc(), t.id.desc()),
    index('solicitudes_jefe_asignado_idx').on(t.jefeAsignadoId),
    index('solicitudes_aprobador_idx').on(t.aprobadorId),
    // Finds the undecided requests whose start passed without reading the others.
    index('solicitudes_pendientes_inicio_idx')
      .on(t.fechaInicio)
      .where(sql`${t.estado} = 'Pendiente'`),
  ],
);

/**
 * How many requests each employee has in each status, kept by triggers on `solicitudes_vacaciones` (migration 0004):
 * a team's status cards add up its members' rows instead of counting every request of the team.
 */
export const totalesSolicitudes = pgTable(
  'totales_solicitudes',
  {
    usuarioId: integer('usuario_id').notNull(),
    estado: varchar('estado', { length: 12 }).$type<TEstadoSolicitud>().notNull(),
    cantidad: integer('cantidad').notNull(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.estado] })],
);

/**
 * Days held by active (pending or approved) requests per employee, period and kind, with the earliest start, kept
 * by triggers on `solicitudes_vacaciones` (migration 0004): team balances read one row per group (ADR 003).
 */
export const consumoSolicitudes = pgTable(
  'consumo_solicitudes',
  {
    usuarioId: integer('usuario_id').notNull(),
    periodo: integer('periodo').notNull(),
    tipoVacaciones: varchar('tipo_vacaciones', { length: 10 }).$type<TTipoVacaciones>().notNull(),
    dias: integer('dias').notNull(),
    primeraFecha: date('primera_fecha', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.periodo, t.tipoVacaciones] })],
);

/**
 * HR override (docs/reglas-vacaciones.md, «Récord vacacional», TV-15): a period whose attendance record was not met
 * accrues nothing.
 */
export const periodosRecordNoCumplido = pgTable(
  'periodos_record_no_cumplido',
  {
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    periodo: integer('periodo').notNull(),
    /** Why HR set the override; null on rows recorded before the reason was asked. */
    motivo: varchar('motivo', { length: 500 }),
    registradoPorId: integer('registrado_por_id'),
    fechaRegistro: timestamp('fecha_registro', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.periodo] })],
);
