import { boolean, integer, pgTable, varchar, timestamp } from 'drizzle-orm/pg-core';

/** One row (id = 1): the company's vacation settings. */
export const configuracionEmpresa = pgTable('configuracion_empresa', {
  id: integer('id').primaryKey(),
  nombreEmpresa: varchar('nombre_empresa', { length: 150 }).notNull(),
  /** 'GENERAL' | 'MYPE' */
  regimen: varchar('regimen', { length: 10 }).notNull().default('GENERAL'),
  permitirAdelanto: boolean('permitir_adelanto').notNull().default(true),
  /** 'ACCRUED' | 'FULL' (rules §3.2) */
  topeAdelanto: varchar('tope_adelanto', { length: 10 }).notNull().default('ACCRUED'),
  fechaActualizacion: timestamp('fecha_actualizacion', { withTimezone: true }),
});
