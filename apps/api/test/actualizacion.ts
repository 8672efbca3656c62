// Upgrade fixtures (ADR 044): a dataset written by an old schema, loaded into a database at that schema,
// migrated to the current one, then read back through the API. Shared by the test and by the script that makes a
// fixture (apps/api/scripts/fixture-actualizacion.ts); no vitest here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { App } from '../src/app';
import type { BaseDeDatos } from '../src/db/client';

export const CARPETA_FIXTURES_ACTUALIZACION = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixtures',
  'actualizacion',
);

/** What the API answered once the fixture was upgraded, when the fixture was made; the test compares with it. */
export interface Esperado {
  /** The schema that wrote the data: the test migrates an empty database up to here before loading it. */
  esquema: string;
  /** The business date pinned for every read (balances depend on it). */
  hoy: string;
  /** Every user of the fixture has this password (test data only). */
  contrasena: string;
  /** Who reads every request and audit record (holds SOLICITUDES-VER-TODAS and AUDITORIA-VER). */
  lector: string;
  /** Rows per table in the fixture: after the upgrade each table still has at least as many. */
  filas: Record<string, number>;
  usuarios: { email: string; historial: Record<string, unknown>[] }[];
  solicitudes: Record<string, unknown>[];
  auditoria: Record<string, unknown>[];
}

/** The fixtures in the folder, oldest schema first: `<tag>.sql` with its `<tag>.esperado.json`. */
export function fixturesDeActualizacion(): { etiqueta: string; datos: string; esperado: Esperado }[] {
  return readdirSync(CARPETA_FIXTURES_ACTUALIZACION)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => {
      const etiqueta = f.slice(0, -'.sql'.length);
      const leer = (n: string) => readFileSync(path.join(CARPETA_FIXTURES_ACTUALIZACION, n), 'utf8');
      return {
        etiqueta,
        datos: leer(f),
        esperado: JSON.parse(leer(`${etiqueta}.esperado.json`)) as Esperado,
      };
    });
}

type Fila = Record<string, unknown>;
const filas = async (base: BaseDeDatos, consulta: ReturnType<typeof sql>) =>
  ((await base.db.execute(consulta)) as unknown as { rows: Fila[] }).rows;

/** Runs a whole SQL script (many statements) on one connection: PGlite's exec, or pg's simple query protocol. */
export async function ejecutarGuion(base: BaseDeDatos, guion: string): Promise<void> {
  const cliente = (base.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (base.tipo === 'pglite') await (cliente as PGlite).exec(guion);
  else await (cliente as pg.Pool).query(guion);
}

/**
 * Every row of every table of the public schema as INSERT statements (values as text literals, which PostgreSQL
 * casts to each column's type), then each sequence where it was. Triggers and foreign keys are off while it loads
 * (session_replication_role = replica, as pg_dump --disable-triggers): the rows are restored as they were, the
 * audit's totals too, without the triggers counting them twice. Whatever the migrations seeded is truncated first.
 */
export async function volcarDatos(base: BaseDeDatos): Promise<string> {
  const lineas = [
    '-- Generado por apps/api/scripts/fixture-actualizacion.ts: no editar a mano.',
    'BEGIN;',
    'SET LOCAL session_replication_role = replica;',
  ];
  const tablas = await filas(
    base,
    sql`select table_name as t from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  // Rows a migration seeded (permissions…) are in the dump too: the fixture replaces them rather than collide.
  lineas.push(`TRUNCATE ${tablas.map(({ t }) => `"${String(t)}"`).join(', ')};`);
  for (const { t } of tablas) {
    const columnas = (
      await filas(
        base,
        sql`select column_name as c from information_schema.columns
            where table_schema = 'public' and table_name = ${t} and is_generated = 'NEVER'
            order by ordinal_position`,
      )
    ).map((c) => String(c.c));
    const lista = columnas.map((c) => `"${c}"`).join(', ');
    const valores = columnas.map((c) => `quote_nullable("${c}"::text)`).join(` || ', ' || `);
    const tuplas = await filas(
      base,
      sql.raw(`select '(' || ${valores} || ')' as v from "${String(t)}" order by 1`),
    );
    for (const { v } of tuplas) lineas.push(`INSERT INTO "${String(t)}" (${lista}) VALUES ${String(v)};`);
  }
  const secuencias = await filas(
    base,
    sql`select sequencename as s, last_value as v from pg_sequences
        where schemaname = 'public' and last_value is not null order by 1`,
  );
  for (const { s, v } of secuencias) lineas.push(`SELECT setval('"${String(s)}"', ${Number(v)}, true);`);
  lineas.push('COMMIT;', '');
  return lineas.join('\n');
}

/** Rows per table of the public schema. */
export async function contarFilas(base: BaseDeDatos): Promise<Record<string, number>> {
  const tablas = await filas(
    base,
    sql`select table_name as t from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const cuenta: Record<string, number> = {};
  for (const { t } of tablas) {
    const [r] = await filas(base, sql.raw(`select count(*)::int as n from "${String(t)}"`));
    cuenta[String(t)] = Number(r!.n);
  }
  return cuenta;
}

// What is compared: the fields that say the row is the same (new fields in later releases do not matter).
const CAMPOS_SALDO = [
  'periodo',
  'vencidas',
  'pendientes',
  'truncas',
  'diasLibres',
  'diasBloque',
  'estado',
  'inicio',
  'fin',
];
const CAMPOS_SOLICITUD = [
  'id',
  'tipoVacaciones',
  'fechaInicio',
  'fechaFin',
  'diasSolicitados',
  'estado',
  'fechaSolicitud',
  'periodo',
  'nombreSolicitante',
  'nombreAprobador',
  'fechaAprobacion',
  'observaciones',
  'comentarios',
  'emailSolicitante',
  'motivoCancelacion',
  'fechaCancelacion',
];
const CAMPOS_AUDITORIA = [
  'id',
  'mensajeCorto',
  'motivo',
  'fechaHora',
  'severidad',
  'ipAddress',
  'usuarioEjecutorId',
  'usuarioAfectadoId',
  'modulo',
  'tipoAccion',
  'tablaAfectada',
  'registroId',
  'datosAnteriores',
  'datosNuevos',
];
const elegir = (o: Fila, campos: string[]) => Object.fromEntries(campos.map((c) => [c, o[c]]));

async function pedir(app: App, url: string, token?: string): Promise<Fila> {
  const r = await app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (r.statusCode !== 200) throw new Error(`GET ${url}: ${r.statusCode} ${r.body}`);
  return r.json() as Fila;
}

export async function iniciarSesionFixture(app: App, email: string, contrasena: string): Promise<string> {
  const r = await app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { username: email, password: contrasena },
  });
  if (r.statusCode !== 200) throw new Error(`login de ${email}: ${r.statusCode} ${r.body}`);
  return (r.json() as { token: string }).token;
}

/**
 * Reads the upgraded fixture through the API: each active user signs in and reads their balance; the reader reads
 * every request and every audit record of the fixture (ids taken from the database before any of these reads).
 */
export async function leerPorLaApi(
  app: App,
  base: BaseDeDatos,
  datos: { contrasena: string; lector: string },
): Promise<Pick<Esperado, 'usuarios' | 'solicitudes' | 'auditoria'>> {
  const activos = await filas(
    base,
    sql`select email from usuarios where activo and hash_contrasena is not null order by id`,
  );
  const idsSolicitudes = await filas(base, sql`select id from solicitudes_vacaciones order by id`);
  const idsAuditoria = await filas(base, sql`select id from auditoria order by id`);
  const usuarios: Esperado['usuarios'] = [];
  for (const { email } of activos) {
    const token = await iniciarSesionFixture(app, String(email), datos.contrasena);
    const saldo = await pedir(app, '/api/historial-vacaciones/', token);
    usuarios.push({
      email: String(email),
      historial: (saldo.historial as Fila[]).map((f) => elegir(f, CAMPOS_SALDO)),
    });
  }
  const lector = await iniciarSesionFixture(app, datos.lector, datos.contrasena);
  const solicitudes: Fila[] = [];
  for (const { id } of idsSolicitudes)
    solicitudes.push(
      elegir(await pedir(app, `/api/solicitud-vacaciones/${Number(id)}`, lector), CAMPOS_SOLICITUD),
    );
  const auditoria: Fila[] = [];
  for (const { id } of idsAuditoria)
    auditoria.push(elegir(await pedir(app, `/api/auditoria/${Number(id)}`, lector), CAMPOS_AUDITORIA));
  return { usuarios, solicitudes, auditoria };
}
