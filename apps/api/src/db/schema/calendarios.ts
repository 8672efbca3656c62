import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ALCANCES_CALENDARIO, type TAlcanceCalendario } from '@app/contract/calendarios-ical';
import { enLista } from './en-lista';
import { usuarios } from './usuarios';

/**
 * Private calendar feeds (ADR 037). Only the SHA-256 of the URL's random token is kept, as for sessions:
 * a copy of the database does not open anyone's calendar. Revoked rows stay for the audit trail.
 */
export const calendariosIcal = pgTable(
  'calendarios_ical',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    alcance: varchar('alcance', { length: 12 }).$type<TAlcanceCalendario>().notNull(),
    hashToken: varchar('hash_token', { length: 64 }).notNull(),
    fechaCreacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
    fechaRevocacion: timestamp('fecha_revocacion', { withTimezone: true }),
    ultimaLectura: timestamp('ultima_lectura', { withTimezone: true }),
  },
  (t) => [
    check('calendarios_ical_alcance_ck', enLista(t.alcance, ALCANCES_CALENDARIO)),
    uniqueIndex('calendarios_ical_hash_uq').on(t.hashToken),
    index('calendarios_ical_usuario_idx').on(t.usuarioId),
  ],
);
