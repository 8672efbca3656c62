import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { ESTADOS_TRAMO_PLAN, type TEstadoTramoPlan } from '@app/contract/programacion';
import { TIPOS_VACACIONES, type TTipoVacaciones } from '@app/contract/vacaciones';
import { enLista } from './en-lista';
import { solicitudesVacaciones } from './solicitudes';
import { usuarios } from './usuarios';

/**
 * ADR 036: the window in which a team proposes its yearly plan. `jefeId` null is HR's window for the
 * whole company; otherwise the manager's, for their direct reports.
 */
export const ventanasPlan = pgTable(
  'ventanas_plan',
  {
    id: serial('id').primaryKey(),
    anio: integer('anio').notNull(),
    jefeId: integer('jefe_id').references(() => usuarios.id),
    abierta: boolean('abierta').notNull().default(true),
    actualizadoPorId: integer('actualizado_por_id')
      .notNull()
      .references(() => usuarios.id),
    fechaActualizacion: timestamp('fecha_actualizacion', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ventanas_plan_anio_ck', sql`${t.anio} between 2000 and 2200`),
    uniqueIndex('ventanas_plan_anio_jefe_uq').on(t.anio, sql`coalesce(${t.jefeId}, 0)`),
  ],
);

/** A planned span of the rol vacacional: not a request, it reserves no balance (ADR 036). */
export const tramosPlan = pgTable(
  'tramos_plan',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    /** The plan's year: the year of `fechaInicio`. */
    anio: integer('anio').notNull(),
    tipoVacaciones: varchar('tipo_vacaciones', { length: 10 }).$type<TTipoVacaciones>().notNull(),
    diasSolicitados: integer('dias_solicitados').notNull(),
    fechaInicio: date('fecha_inicio', { mode: 'string' }).notNull(),
    fechaFin: date('fecha_fin', { mode: 'string' }).notNull(),
    periodo: integer('periodo').notNull(),
    estado: varchar('estado', { length: 12 }).$type<TEstadoTramoPlan>().notNull(),
    advertencias: jsonb('advertencias').$type<string[]>().notNull().default([]),
    propuestoPorId: integer('propuesto_por_id')
      .notNull()
      .references(() => usuarios.id),
    decididoPorId: integer('decidido_por_id').references(() => usuarios.id),
    fechaDecision: timestamp('fecha_decision', { withTimezone: true }),
    /** The request it became (CONVERTIDO). */
    solicitudId: integer('solicitud_id').references(() => solicitudesVacaciones.id),
    fechaCreacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
    fechaActualizacion: timestamp('fecha_actualizacion', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tramos_plan_estado_ck', enLista(t.estado, ESTADOS_TRAMO_PLAN)),
    check('tramos_plan_tipo_vacaciones_ck', enLista(t.tipoVacaciones, TIPOS_VACACIONES)),
    index('tramos_plan_usuario_anio_idx').on(t.usuarioId, t.anio),
    index('tramos_plan_inicio_idx').on(t.fechaInicio),
    uniqueIndex('tramos_plan_solicitud_uq').on(t.solicitudId),
  ],
);
