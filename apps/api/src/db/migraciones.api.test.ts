// A migration that fails leaves the database exactly as it was, on both engines, and the server says so in
// one line naming the migration (ADR 044).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { crearBaseVacia, type BaseVacia } from '../../test/base-vacia';
import { arrancarServidor, detenerTodos } from '../../test/servidor-hijo';
import type { BaseDeDatos } from './client';
import { MigracionFallida } from './migraciones';

const limpiar: (() => Promise<void>)[] = [];
afterAll(async () => {
  await detenerTodos();
  for (const f of limpiar.reverse()) await f();
});

/** An empty database whose every opening is closed at the end (once, even if the test closed it already). */
async function baseVacia(prefijo: string): Promise<BaseVacia> {
  const b = await crearBaseVacia(prefijo);
  limpiar.push(() => b.borrar());
  return {
    ...b,
    abrir: async (o) => {
      const base = await b.abrir(o);
      let cerrada = false;
      const cerrar = async () => {
        if (cerrada) return;
        cerrada = true;
        await base.cerrar();
      };
      limpiar.push(cerrar);
      return { ...base, cerrar };
    },
  };
}

/** A drizzle-kit style folder: `<tag>.sql` files and meta/_journal.json, in this order. */
function carpetaDeMigraciones(migraciones: [etiqueta: string, sql: string][]): string {
  const carpeta = mkdtempSync(path.join(tmpdir(), 'descanso-migraciones-'));
  limpiar.push(async () => rmSync(carpeta, { recursive: true, force: true }));
  mkdirSync(path.join(carpeta, 'meta'));
  migraciones.forEach(([etiqueta, texto]) => writeFileSync(path.join(carpeta, `${etiqueta}.sql`), texto));
  const entries = migraciones.map(([tag], idx) => ({
    idx,
    version: '7',
    when: 1_800_000_000_000 + idx,
    tag,
    breakpoints: true,
  }));
  writeFileSync(
    path.join(carpeta, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  return carpeta;
}

const filas = async (base: BaseDeDatos, consulta: ReturnType<typeof sql>) =>
  ((await base.db.execute(consulta)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** Everything a migration could have touched: schemas, tables, columns, indexes, the bookkeeping and the data. */
async function huella(base: BaseDeDatos) {
  const tablas = await filas(
    base,
    sql`select table_schema || '.' || table_name as t from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const esquemas = await filas(
    base,
    sql`select nspname from pg_namespace where nspname not like 'pg\_%' and nspname <> 'information_schema' order by 1`,
  );
  const columnas = await filas(
    base,
    sql`select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public' order by 1, 2`,
  );
  const indices = await filas(
    base,
    sql`select indexname from pg_indexes where schemaname = 'public' order by 1`,
  );
  const bitacora = tablas.some((t) => t.t === 'drizzle.__drizzle_migrations')
    ? await filas(base, sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id`)
    : null;
  const datos = tablas.some((t) => t.t === 'public.uno')
    ? await filas(base, sql`select * from uno order by id`)
    : null;
  return { tablas, esquemas, columnas, indices, bitacora, datos };
}

const BUENAS: [string, string][] = [
  ['0000_uno', 'CREATE TABLE "uno" ("id" serial PRIMARY KEY, "nombre" text NOT NULL);'],
  [
    '0001_datos',
    `INSERT INTO "uno" ("nombre") VALUES ('Ana'), ('Luis');\n--> statement-breakpoint\nCREATE INDEX "uno_nombre_idx" ON "uno" ("nombre");`,
  ],
];
const MAS_BUENAS: [string, string][] = [
  [
    '0002_columna',
    `ALTER TABLE "uno" ADD COLUMN "activo" boolean DEFAULT true NOT NULL;\n--> statement-breakpoint\nUPDATE "uno" SET "nombre" = upper("nombre");\n--> statement-breakpoint\nCREATE TABLE "dos" ("id" serial PRIMARY KEY);`,
  ],
];
const ROTA: [string, string] = [
  '0003_rota',
  `CREATE TABLE "tres" ("id" serial PRIMARY KEY);\n--> statement-breakpoint\nINSERT INTO "no_existe" VALUES (1);`,
];
const LINEA_ROTA =
  'La migración 0003_rota falló (relation "no_existe" does not exist); la base de datos quedó como estaba antes de actualizar. Restaure la versión anterior o corrija la causa y vuelva a iniciar.';

describe('migraciones que no quedan a medias', () => {
  it('una migración que falla tras otras buenas del mismo lote deshace el lote entero: tablas, columnas, datos y bitácora quedan como estaban', async () => {
    const vacia = await baseVacia('mig-lote');
    const base = await vacia.abrir({ carpetaMigraciones: carpetaDeMigraciones(BUENAS) });
    await base.migrar();
    expect(await base.esquema()).toBe('0001_datos');
    const antes = await huella(base);
    expect(antes.bitacora).toHaveLength(2);
    expect(antes.datos).toEqual([
      { id: 1, nombre: 'Ana' },
      { id: 2, nombre: 'Luis' },
    ]);

    // The same database, now given two more migrations: a good one and then a broken one.
    await base.cerrar();
    const otra = await vacia.abrir({
      carpetaMigraciones: carpetaDeMigraciones([...BUENAS, ...MAS_BUENAS, ROTA]),
    });
    const error = await otra.migrar().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigracionFallida);
    expect((error as MigracionFallida).etiqueta).toBe('0003_rota');
    expect((error as Error).message).toBe(LINEA_ROTA);
    expect(await huella(otra)).toEqual(antes);
    expect(await otra.esquema()).toBe('0001_datos');

    // Once the broken one is fixed, the next start applies 0002 and 0003 together.
    await otra.cerrar();
    const arreglada = await vacia.abrir({
      carpetaMigraciones: carpetaDeMigraciones([
        ...BUENAS,
        ...MAS_BUENAS,
        ['0003_rota', 'CREATE TABLE "tres" ("id" serial PRIMARY KEY);'],
      ]),
    });
    await arreglada.migrar();
    const despues = await huella(arreglada);
    expect(despues.bitacora).toHaveLength(4);
    expect(despues.datos).toEqual([
      { id: 1, nombre: 'ANA', activo: true },
      { id: 2, nombre: 'LUIS', activo: true },
    ]);
    expect(await arreglada.esquema()).toBe('0003_rota');
  });

  it('en una base vacía, un primer arranque con una migración rota no deja nada: ni tablas ni la bitácora de drizzle', async () => {
    const vacia = await baseVacia('mig-vacia');
    const base = await vacia.abrir({
      carpetaMigraciones: carpetaDeMigraciones([...BUENAS, ...MAS_BUENAS, ROTA]),
    });
    const antes = await huella(base);
    expect(antes.bitacora).toBeNull();
    await expect(base.migrar()).rejects.toThrow(LINEA_ROTA);
    expect(await huella(base)).toEqual(antes);
    expect(await base.esquema()).toBeNull();
  });

  it('el servidor real termina con código 1 y UNA línea en español que nombra la migración, sin traza, y la base sigue en la versión anterior', async () => {
    // A real upgrade that cannot apply: a database at 0015 where someone created by hand the table 0016 creates.
    const vacia = await baseVacia('mig-servidor');
    const base = await vacia.abrir();
    await base.migrar({ hasta: '0015_calendarios-ical' });
    await base.db.execute(sql`create table documentos_emitidos (id serial primary key)`);
    const antes = await huellaReal(base);
    await base.cerrar();

    const hijo = await arrancarServidor({ env: vacia.env, etiqueta: 'migracion-rota', esperarSalud: false });
    expect(await hijo.terminado).toBe(1);
    expect(hijo.errores()).toBe(
      'La migración 0016_reportes falló (relation "documentos_emitidos" already exists); la base de datos quedó como estaba antes de actualizar. Restaure la versión anterior o corrija la causa y vuelva a iniciar.\n',
    );

    const despues = await vacia.abrir();
    expect(await huellaReal(despues)).toEqual(antes);
    expect(await despues.esquema()).toBe('0015_calendarios-ical');
  });
});

/** On the real schema: the bookkeeping, the tables and the permissions 0016 would have inserted. */
async function huellaReal(base: BaseDeDatos) {
  return {
    bitacora: await filas(
      base,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id`,
    ),
    tablas: await filas(
      base,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    ),
    indices: await filas(base, sql`select indexname from pg_indexes where schemaname = 'public' order by 1`),
    permisos: await filas(base, sql`select codigo from permisos order by codigo`),
  };
}
