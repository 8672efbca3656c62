import { bigint, boolean, check, integer, pgTable, varchar, timestamp } from 'drizzle-orm/pg-core';
import {
  ORDENES_IMPUTACION,
  REGIMENES,
  TOPES_ADELANTO,
  type TOrdenImputacion,
  type TRegimen,
  type TTopeAdelanto,
} from '@app/contract/vacaciones';
import { enLista } from './en-lista';

/** One row (id = 1): the company's vacation settings. */
export const configuracionEmpresa = pgTable(
  'configuracion_empresa',
  {
    id: integer('id').primaryKey(),
    nombreEmpresa: varchar('nombre_empresa', { length: 150 }).notNull(),
    regimen: varchar('regimen', { length: 10 }).$type<TRegimen>().notNull().default('GENERAL'),
    permitirAdelanto: boolean('permitir_adelanto').notNull().default(true),
    /** Rules §3.2. */
    topeAdelanto: varchar('tope_adelanto', { length: 10 })
      .$type<TTopeAdelanto>()
      .notNull()
      .default('ACCRUED'),
    /** Which period rule R5 sends a request to first (rules §6.10, ADR 014). */
    ordenImputacion: varchar('orden_imputacion', { length: 12 })
      .$type<TOrdenImputacion>()
      .notNull()
      .default('FIFO'),
    fechaActualizacion: timestamp('fecha_actualizacion', { withTimezone: true }),
    /** True while the demo company (published passwords) is loaded: the server listens on loopback and warns. */
    datosDemo: boolean('datos_demo').notNull().default(false),
  },
  (t) => [
    check('configuracion_empresa_regimen_ck', enLista(t.regimen, REGIMENES)),
    check('configuracion_empresa_tope_adelanto_ck', enLista(t.topeAdelanto, TOPES_ADELANTO)),
    check('configuracion_empresa_orden_imputacion_ck', enLista(t.ordenImputacion, ORDENES_IMPUTACION)),
  ],
);

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
 * One row (id = 1) whose `version` grows with every change to the data balances depend on (requests, users,
 * company settings, record overrides), bumped by database triggers so no code path can forget it. Caches of
 * computed balances compare against it, in every process sharing the database.
 */
export const versionDatos = pgTable('version_datos', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
