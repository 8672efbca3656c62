import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
  check,
} from 'drizzle-orm/pg-core';
import { REGIMENES, type TRegimen } from '@app/contract/vacaciones';
import type { TTipoCobertura } from '@app/contract/cobertura';
import { enLista } from './en-lista';
import { sinTildesSql } from './sin-tildes';

/** How `hash_contrasena` is to be read: a chosen password (argon2id) or a temporary one, unused or used. */
export const ESQUEMAS_CONTRASENA = ['argon2id', 'sha256-temp', 'sha256-temp-usada'] as const;
export type EsquemaContrasena = (typeof ESQUEMAS_CONTRASENA)[number];

export const departamentos = pgTable(
  'departamentos',
  {
    id: serial('id').primaryKey(),
    codigo: varchar('codigo', { length: 30 }).notNull(),
    nombre: varchar('nombre', { length: 120 }).notNull(),
    activo: boolean('activo').notNull().default(true),
    /** The area head: shown in the list; optional, and cleared if that user is ever deleted. */
    jefeAreaId: integer('jefe_area_id').references((): AnyPgColumn => usuarios.id, { onDelete: 'set null' }),
    centroCosto: varchar('centro_costo', { length: 50 }),
    /** Coverage limit: at most this many people, or this percentage of the department, out on one day. */
    coberturaMaxima: integer('cobertura_maxima'),
    coberturaTipo: varchar('cobertura_tipo', { length: 12 }).$type<TTipoCobertura>(),
    fechaCreacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
    fechaActualizacion: timestamp('fecha_actualizacion', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('departamentos_codigo_uq').on(sql`lower(${t.codigo})`),
    uniqueIndex('departamentos_nombre_uq').on(sql`lower(${t.nombre})`),
    check(
      'departamentos_cobertura_ck',
      sql`(${t.coberturaMaxima} is null and ${t.coberturaTipo} is null) or (${t.coberturaTipo} = 'PERSONAS' and ${t.coberturaMaxima} between 1 and 10000) or (${t.coberturaTipo} = 'PORCENTAJE' and ${t.coberturaMaxima} between 1 and 100)`,
    ),
  ],
);

export const usuarios = pgTable(
  'usuarios',
  {
    id: serial('id').primaryKey(),
    nombres: varchar('nombres', { length: 100 }).notNull(),
    apellidoPaterno: varchar('apellido_paterno', { length: 100 }).notNull(),
    apellidoMaterno: varchar('apellido_materno', { length: 100 }).notNull(),
    dni: varchar('dni', { length: 12 }).notNull(),
    extranjero: boolean('extranjero').notNull().default(false),
    email: varchar('email', { length: 254 }).notNull(),
    numeroCelular: varchar('numero_celular', { length: 9 }),
    fechaIngreso: date('fecha_ingreso', { mode: 'string' }).notNull(),
    empresa: varchar('empresa', { length: 150 }).notNull(),
    departamentoId: integer('departamento_id')
      .notNull()
      .references(() => departamentos.id),
    /**
     * This employee's labour regime when it differs from the company's: a MYPE company keeps GENERAL
     * for those hired before it became MYPE. Null follows the company's régimen.
     */
    regimen: varchar('regimen', { length: 10 }).$type<TRegimen>(),
    jefeId: integer('jefe_id').references((): AnyPgColumn => usuarios.id),
    activo: boolean('activo').notNull().default(true),
    /** Hash of the current password, tagged by `esquemaContrasena`; null once a temporary one was used. */
    hashContrasena: text('hash_contrasena'),
    esquemaContrasena: varchar('esquema_contrasena', { length: 20 })
      .$type<EsquemaContrasena>()
      .notNull()
      .default('argon2id'),
    debeCambiarContrasena: boolean('debe_cambiar_contrasena').notNull().default(false),
    intentosFallidos: integer('intentos_fallidos').notNull().default(0),
    bloqueadoHasta: timestamp('bloqueado_hasta', { withTimezone: true }),
    /** A generated temporary password stops working at this instant (null for a password the user chose). */
    contrasenaTemporalExpiraEn: timestamp('contrasena_temporal_expira_en', { withTimezone: true }),
    fechaCreacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
    fechaActualizacion: timestamp('fecha_actualizacion', { withTimezone: true }),
    creadoPorId: integer('creado_por_id'),
    actualizadoPorId: integer('actualizado_por_id'),
    /**
     * Name and email lowercased and without accents, computed on write: the general search compares against
     * it instead of normalising 10,000 rows on every read (unaccent is not available on PGlite).
     */
    busqueda: text('busqueda').generatedAlwaysAs(
      sql.raw(sinTildesSql(`nombres || ' ' || apellido_paterno || ' ' || apellido_materno || ' ' || email`)),
    ),
    /**
     * The full name's Spanish sort key (accents ignored, ñ between n and o, case ignored), compared byte-wise
     * (COLLATE "C" in migration 0007) so both engines order alike without ICU; see domain/orden-nombres.ts.
     */
    claveOrdenNombre: text('clave_orden_nombre').generatedAlwaysAs(
      sql`clave_orden_nombre(nombres || ' ' || apellido_paterno || ' ' || apellido_materno)`,
    ),
  },
  (t) => [
    check('usuarios_esquema_contrasena_ck', enLista(t.esquemaContrasena, ESQUEMAS_CONTRASENA)),
    check('usuarios_regimen_ck', sql`${t.regimen} IS NULL OR ${enLista(t.regimen, REGIMENES)}`),
    uniqueIndex('usuarios_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('usuarios_dni_uq').on(t.dni),
    index('usuarios_jefe_idx').on(t.jefeId),
    index('usuarios_departamento_idx').on(t.departamentoId),
    index('usuarios_fecha_creacion_idx').on(t.fechaCreacion.desc(), t.id.desc()),
    index('usuarios_nombre_idx').on(t.nombres, t.apellidoPaterno, t.apellidoMaterno),
    index('usuarios_clave_orden_nombre_idx').on(
      t.claveOrdenNombre.asc(),
      t.fechaCreacion.asc().nullsFirst(),
      t.id.asc().nullsFirst(),
    ),
    index('usuarios_fecha_ingreso_idx').on(t.fechaIngreso),
    index('usuarios_activo_idx').on(t.activo),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    descripcion: varchar('descripcion', { length: 500 }).notNull(),
    activo: boolean('activo').notNull().default(true),
    esSistema: boolean('es_sistema').notNull().default(false),
    creadoPorId: integer('creado_por_id'),
    fechaCreacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
    actualizadoPorId: integer('actualizado_por_id'),
    fechaActualizacion: timestamp('fecha_actualizacion', { withTimezone: true }),
  },
  (t) => [uniqueIndex('roles_nombre_uq').on(sql`lower(${t.nombre})`)],
);

export const permisos = pgTable(
  'permisos',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    codigo: varchar('codigo', { length: 100 }).notNull(),
    descripcion: varchar('descripcion', { length: 500 }).notNull(),
    modulo: varchar('modulo', { length: 100 }).notNull(),
    activo: boolean('activo').notNull().default(true),
    /** Seeded codes are checked by the server, so their code can never change. */
    esSistema: boolean('es_sistema').notNull().default(false),
    creadoPorId: integer('creado_por_id'),
    fechaCreacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
    actualizadoPorId: integer('actualizado_por_id'),
    fechaActualizacion: timestamp('fecha_actualizacion', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('permisos_nombre_uq').on(sql`lower(${t.nombre})`),
    uniqueIndex('permisos_codigo_uq').on(sql`lower(${t.codigo})`),
    index('permisos_modulo_idx').on(t.modulo),
  ],
);

export const rolPermisos = pgTable(
  'rol_permisos',
  {
    rolId: integer('rol_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permisoId: integer('permiso_id')
      .notNull()
      .references(() => permisos.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.rolId, t.permisoId] }), index('rol_permisos_permiso_idx').on(t.permisoId)],
);

export const usuarioRoles = pgTable(
  'usuario_roles',
  {
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    rolId: integer('rol_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.rolId] }), index('usuario_roles_rol_idx').on(t.rolId)],
);

export const sesiones = pgTable(
  'sesiones',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    hashToken: varchar('hash_token', { length: 64 }).notNull(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    fechaCreacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
    ultimoUso: timestamp('ultimo_uso', { withTimezone: true }).notNull().defaultNow(),
    expiraEn: timestamp('expira_en', { withTimezone: true }).notNull(),
    revocadaEn: timestamp('revocada_en', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [
    uniqueIndex('sesiones_hash_token_uq').on(t.hashToken),
    index('sesiones_usuario_idx').on(t.usuarioId),
  ],
);
