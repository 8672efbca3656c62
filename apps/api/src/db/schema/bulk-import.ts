import { integer, pgTable, serial, timestamp, varchar, boolean, bigint, check } from 'drizzle-orm/pg-core';
import { ESTADOS_IMPORTACION, type TEstadoImportacion } from '@app/contract/bulk-import';
import { enLista } from './en-lista';

export const importaciones = pgTable(
  'importaciones',
  {
    id: serial('id').primaryKey(),
    /** Client-chosen run id, so the wizard can poll progress while the upload is processed. */
    claveEjecucion: varchar('clave_ejecucion', { length: 64 }),
    usuarioId: integer('usuario_id').notNull(),
    fechaInicio: timestamp('fecha_inicio', { withTimezone: true }).notNull().defaultNow(),
    fechaFin: timestamp('fecha_fin', { withTimezone: true }),
    nombreArchivo: varchar('nombre_archivo', { length: 255 }).notNull(),
    tamanoBytes: bigint('tamano_bytes', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    soloValidacion: boolean('solo_validacion').notNull().default(false),
    totalRegistros: integer('total_registros').notNull().default(0),
    exitosos: integer('exitosos').notNull().default(0),
    fallidos: integer('fallidos').notNull().default(0),
    duracionMs: integer('duracion_ms'),
    estado: varchar('estado', { length: 20 }).$type<TEstadoImportacion>().notNull(),
  },
  (t) => [check('importaciones_estado_ck', enLista(t.estado, ESTADOS_IMPORTACION))],
);
