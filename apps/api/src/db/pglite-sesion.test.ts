// ADR 050: the embedded database's session prepares statements by name and runs each in one call into PostgreSQL.
// It must give exactly what PGlite's own `query` gives, keep within its cap, order statements and transactions as
// one connection does, and fail as PostgreSQL fails.
import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALISIS_PGLITE, crearSesionPglite, type SesionPglite } from './pglite-sesion';
import {
  drizzleConTransaccionAnidada,
  nadaCorreDentroDeUnaTransaccionAjena,
} from '../../test/cliente-pglite';

let base: PGlite;
let simple: PGlite;
let sesion: SesionPglite;

const ESQUEMA = `
  create table t (id serial primary key, nombre text not null unique, dia date, momento timestamptz,
    datos jsonb, activo boolean, monto numeric(8,2), grande bigint, etiquetas text[], bytes bytea);
  insert into t (nombre, dia, momento, datos, activo, monto, grande, etiquetas, bytes) values
    ('ana', '2026-01-02', '2026-01-02 10:00:00-05', '{"a": [1, 2], "ñ": "sí"}', true, 12.5, 9007199254740993,
     '{uno,"dos tres"}', '\\x00ff'),
    ('beto', null, null, null, null, null, null, null, null);`;

beforeAll(async () => {
  [base, simple] = await Promise.all([PGlite.create(), PGlite.create()]);
  await Promise.all([base.exec(ESQUEMA), simple.exec(ESQUEMA)]);
  sesion = crearSesionPglite(base, { maximo: 4, maxBytes: 1_000_000 });
  // Two PostgreSQL clusters start here: slow on a busy two-core machine.
}, 60_000);
afterAll(async () => {
  await Promise.all([sesion.close(), simple.close()]);
});

const enServidor = async () =>
  (
    await sesion.query<{ name: string }>('select name::text from pg_prepared_statements order by name')
  ).rows.map((f) => f.name);

// drizzle's options: rows as arrays and its own parsers for dates (PostgreSQL's text, not Date objects).
const comoDrizzle = {
  rowMode: 'array' as const,
  parsers: { [types.DATE]: (v: string) => v, [types.TIMESTAMPTZ]: (v: string) => v },
};

describe('la sesión de la base embebida', () => {
  it('da las mismas filas, campos y conteos que el query de PGlite, con cada tipo y en ambos modos', async () => {
    const casos: [string, unknown[], object?][] = [
      ['select * from t where nombre = $1', ['ana']],
      ['select * from t where id = $1 or dia > $2 or activo = $3', [2, '2025-12-31', true], comoDrizzle],
      [
        'select id, datos, monto, grande, etiquetas from t where momento >= $1 order by id',
        [new Date('2026-01-01T00:00:00Z')],
      ],
      ['select count(*)::int as n, $1::text as eco from t', [null]],
      ['select id from t where datos @> $1', [{ a: [1, 2] }]],
      ['update t set activo = $1 where activo is null', [false]],
      [
        'insert into t (nombre, datos, etiquetas) values ($1, $2, $3) returning id, datos, etiquetas',
        ['carla', { b: 'x' }, ['a', 'b c']],
        comoDrizzle,
      ],
      ['delete from t where nombre = $1', ['carla']],
    ];
    // Twice: the second round binds the statements the first prepared.
    for (let vuelta = 0; vuelta < 2; vuelta++) {
      for (const [texto, params, opciones] of casos) {
        const esperado = await simple.query(texto, params, opciones);
        const obtenido = await sesion.query(texto, params, opciones);
        expect(obtenido.rows, `${texto} (vuelta ${vuelta})`).toEqual(esperado.rows);
        expect(obtenido.fields, texto).toEqual(esperado.fields);
        expect(obtenido.affectedRows ?? 0, texto).toBe(esperado.affectedRows ?? 0);
      }
    }
  });

  it('prepara por nombre, sin pasar de su tope: la menos usada se cierra en el servidor', async () => {
    for (let i = 0; i < 6; i++) await sesion.query(`select ${i}::int as v, $1::text as eco`, ['x']);
    expect(sesion.preparadas()).toBe(4);
    // The evicted ones are closed with the next statement: the check itself is one more, and unnamed.
    expect((await enServidor()).length).toBeLessThanOrEqual(4);
    expect((await sesion.query<{ v: number }>('select 0::int as v, $1::text as eco', ['y'])).rows).toEqual([
      { v: 0, eco: 'y' },
    ]);
  });

  it('lo que pasa un arreglo como parámetro, o no es una consulta, va sin nombre', async () => {
    const antes = await enServidor();
    const r = await sesion.query<{ n: number }>(
      'select count(*)::int as n from t where id = any($1::int[])',
      [[1, 2]],
    );
    expect(r.rows).toEqual([{ n: 2 }]);
    await sesion.query('set search_path to public');
    expect(await enServidor()).toEqual(antes);
  });

  it('nada de otro corre dentro de una transacción abierta: espera a que termine', () =>
    nadaCorreDentroDeUnaTransaccionAjena(sesion));

  it('confirma lo de la transacción, con sus sentencias en orden aunque se pidan a la vez', async () => {
    const ids = await sesion.transaction(async (tx) =>
      Promise.all(
        ['d1', 'd2', 'd3'].map(
          async (nombre) =>
            (await tx.query<{ id: number }>('insert into t (nombre) values ($1) returning id', [nombre]))
              .rows[0]!.id,
        ),
      ),
    );
    expect(ids).toHaveLength(3);
    const r = await sesion.query<{ nombre: string }>(
      `select nombre from t where nombre like 'd_' order by nombre`,
    );
    expect(r.rows.map((f) => f.nombre)).toEqual(['d1', 'd2', 'd3']);
    await sesion.query(`delete from t where nombre like 'd_'`);
  });

  it('un error es el de PostgreSQL (código y restricción), y la siguiente sentencia responde bien', async () => {
    const error = await sesion.query('insert into t (nombre) values ($1)', ['ana']).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: '23505', constraint: 't_nombre_key' });
    expect(
      (await sesion.query<{ n: number }>('select count(*)::int as n from t where nombre = $1', ['ana'])).rows,
    ).toEqual([{ n: 1 }]);
    // A statement PostgreSQL cannot parse is not kept as prepared.
    await expect(sesion.query('select * from no_existe where id = $1', [1])).rejects.toMatchObject({
      code: '42P01',
    });
  });

  it('confirmar una transacción que falló y siguió adelante la deshace y lo dice (25P02)', async () => {
    await expect(
      sesion.transaction(async (tx) => {
        await tx.query(`insert into t (nombre) values ('fallida')`);
        await tx.query('select 1 / 0').catch(() => {});
      }),
    ).rejects.toMatchObject({ code: '25P02' });
    const r = await sesion.query<{ n: number }>(`select count(*)::int as n from t where nombre = 'fallida'`);
    expect(r.rows).toEqual([{ n: 0 }]);
  });

  it('drizzle funciona encima: consultas, transacciones y puntos de guardado', () =>
    drizzleConTransaccionAnidada(sesion));
});

describe('las estadísticas de la base embebida, que no tiene autovacuum', () => {
  const filasEstimadas = async (tabla: string) =>
    (
      await sesion.query<{ n: number }>('select reltuples::int as n from pg_class where relname = $1', [
        tabla,
      ])
    ).rows[0]!.n;

  it('tras una escritura grande analiza la tabla que creció, y no la que apenas cambió', async () => {
    await sesion.exec(`create table crece (id serial primary key, x int); create table poca (x int);`);
    await sesion.query('insert into poca select g from generate_series(1, 10) g');
    // Never analyzed: PostgreSQL says -1.
    expect(await filasEstimadas('crece')).toBe(-1);
    await sesion.query(`insert into crece (x) select g from generate_series(1, $1::int) g`, [
      ANALISIS_PGLITE.filasInmediatas + 100,
    ]);
    // The analysis ran before this statement, queued after the insert.
    expect(await filasEstimadas('crece')).toBe(ANALISIS_PGLITE.filasInmediatas + 100);
    // Ten rows are below autovacuum's threshold (50 plus a tenth of the table).
    expect(await filasEstimadas('poca')).toBe(-1);
  });

  it('lo escrito en una transacción cuenta al confirmarla', async () => {
    await sesion.exec('create table en_tx (x int)');
    await sesion.transaction(async (tx) => {
      await tx.query('insert into en_tx select g from generate_series(1, 700) g');
    });
    expect(await filasEstimadas('en_tx')).toBe(700);
  });

  it('una sentencia preparada con la tabla vacía deja su plan de tabla vacía cuando la tabla crece', async () => {
    // The outbox's batch update, as bench found it (ADR 050): prepared and run while the table was empty, PostgreSQL
    // keeps a generic plan that walks the whole table once per row of the subquery. Analyzed while empty, as the
    // benchmark's generator leaves every table (never analyzed, PostgreSQL assumes ten pages instead).
    await sesion.exec(`create table bandeja (id serial primary key, estado text not null); analyze bandeja;`);
    const lote = `update bandeja set estado = $1 where id in
      (select id from bandeja where estado = $2 limit $3) returning id`;
    for (let i = 0; i < 6; i++) await sesion.query(lote, ['HECHO', 'PENDIENTE', 500]);
    await sesion.query(`insert into bandeja (estado) select 'PENDIENTE' from generate_series(1, 3000)`);
    const [{ name }] = (
      await sesion.query<{ name: string }>('select name from pg_prepared_statements where statement = $1', [
        lote,
      ])
    ).rows as [{ name: string }];
    const [plan] = await sesion.exec(`explain execute ${name}('HECHO', 'PENDIENTE', 500)`);
    const texto = plan!.rows.map((f) => Object.values(f).join('')).join('\n');
    expect(texto).not.toContain('Nested Loop Semi Join');
    expect((await sesion.query(lote, ['HECHO', 'PENDIENTE', 500])).rows).toHaveLength(500);
  });
});
