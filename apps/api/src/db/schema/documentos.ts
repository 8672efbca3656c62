import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { CLAVES_TIPO_DOCUMENTO, type TTipoDocumento } from '@app/contract/documentos';
import { enLista } from './en-lista';
import { solicitudesVacaciones } from './solicitudes';
import { usuarios } from './usuarios';

/**
 * Every PDF document the server issued (ADR 038), found by the verification code printed on it. A request's
 * papeleta and agreements keep one code each (issuing again reprints the same code); each kardex is a new issue.
 */
export const documentosEmitidos = pgTable(
  'documentos_emitidos',
  {
    id: serial('id').primaryKey(),
    codigo: varchar('codigo', { length: 14 }).notNull(),
    tipo: varchar('tipo', { length: 30 }).$type<TTipoDocumento>().notNull(),
    /** The request the document is about; null for a kardex (about a person). */
    solicitudId: integer('solicitud_id').references(() => solicitudesVacaciones.id, { onDelete: 'cascade' }),
    /** The employee the document is about. */
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    emitidoPorId: integer('emitido_por_id').references(() => usuarios.id, { onDelete: 'set null' }),
    fechaEmision: timestamp('fecha_emision', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('documentos_emitidos_tipo_ck', enLista(t.tipo, CLAVES_TIPO_DOCUMENTO)),
    uniqueIndex('documentos_emitidos_codigo_uq').on(t.codigo),
    uniqueIndex('documentos_emitidos_solicitud_tipo_uq')
      .on(t.solicitudId, t.tipo)
      .where(sql`${t.solicitudId} IS NOT NULL`),
  ],
);
