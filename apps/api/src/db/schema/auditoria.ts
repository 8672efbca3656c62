import {
  check,
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { SEVERIDADES, type TSeveridad } from '@app/contract/auditoria';
import { enLista } from './en-lista';
import { sinTildesSql } from './sin-tildes';

const LISTA_SEVERIDADES = Object.keys(SEVERIDADES) as TSeveridad[];
import { sql } from 'drizzle-orm';

/**
 * The text the audit's free-text filter searches: short message and reason, lower-case, without accents (the same
 * translation as the users' search, migration 0003). The trigram index of migration 0009 is on this expression.
 */
export const TEXTO_BUSQUEDA_AUDITORIA = sinTildesSql(`"mensaje_corto" || ' ' || coalesce("motivo", '')`);

/** Append-only: no route updates or deletes these rows. */
export const auditoria = pgTable(
  'auditoria',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fechaHora: timestamp('fecha_hora', { withTimezone: true }).notNull().defaultNow(),
    usuarioEjecutorId: integer('usuario_ejecutor_id'),
    usuarioAfectadoId: integer('usuario_afectado_id'),
    modulo: varchar('modulo', { length: 40 }).notNull(),
    tipoAccion: varchar('tipo_accion', { length: 60 }).notNull(),
    severidad: varchar('severidad', { length: 10 }).notNull(),
    mensajeCorto: varchar('mensaje_corto', { length: 300 }).notNull(),
    motivo: text('motivo'),
    ipAddress: varchar('ip_address', { length: 64 }),
    tablaAfectada: varchar('tabla_afectada', { length: 60 }),
    registroId: varchar('registro_id', { length: 40 }),
    datosAnteriores: jsonb('datos_anteriores'),
    datosNuevos: jsonb('datos_nuevos'),
  },
  (t) => [
    check('auditoria_severidad_ck', enLista(t.severidad, LISTA_SEVERIDADES)),
    index('auditoria_fecha_idx').on(t.fechaHora.desc(), t.id.desc()),
    // Each filter, then the list's order (migration 0009).
    index('auditoria_modulo_fecha_idx').on(t.modulo, t.fechaHora.desc(), t.id.desc()),
    index('auditoria_afectado_fecha_idx').on(t.usuarioAfectadoId, t.fechaHora.desc(), t.id.desc()),
    index('auditoria_ejecutor_fecha_idx').on(t.usuarioEjecutorId, t.fechaHora.desc(), t.id.desc()),
    index('auditoria_severidad_idx').on(t.severidad, t.fechaHora.desc(), t.id.desc()),
    index('auditoria_tipo_accion_idx').on(t.tipoAccion, t.fechaHora.desc(), t.id.desc()),
    index('auditoria_busqueda_trgm_idx').using('gin', sql`${sql.raw(TEXTO_BUSQUEDA_AUDITORIA)} gin_trgm_ops`),
  ],
);

/**
 * How many audit records exist per module and severity, kept by triggers on `auditoria` (migration 0004): the log's
 * total and its most used filters are read here instead of counting hundreds of thousands of rows.
 */
export const totalesAuditoria = pgTable(
  'totales_auditoria',
  {
    modulo: varchar('modulo', { length: 40 }).notNull(),
    severidad: varchar('severidad', { length: 10 }).notNull(),
    /** Up to 32 rows per total, by transaction id, so concurrent writers rarely wait on the same row (0018). */
    fragmento: smallint('fragmento').notNull().default(0),
    cantidad: bigint('cantidad', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.modulo, t.severidad, t.fragmento] })],
);
