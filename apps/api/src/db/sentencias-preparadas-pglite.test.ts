// ADR 049 on the embedded engine: statements prepared by name through PGlite's protocol give what PGlite's own
// `query` gives, stay within the cap, never run inside another caller's transaction, and fail as `query` fails.
import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepararPorNombrePglite } from './sentencias-preparadas-pglite';

let preparada: PGlite;
let simple: PGlite;
let control: ReturnType<typeof prepararPorNombrePglite>;

const ESQUEMA = `
  create table t (id serial primary key, nombre text not null unique, dia date, momento timestamptz,
    datos jsonb, activo boolean, monto numeric(8,2), grande bigint);
  insert into t (nombre, dia, momento, datos, activo, monto, grande) values
    ('ana', '2026-01-02', '2026-01-02 10:00:00-05', '{"a": [1, 2]}', true, 12.5, 9007199254740993),
    ('beto', null, null, null, null, null, null);`;

beforeAll(async () => {
  [preparada, simple] = await Promise.all([PGlite.create(), PGlite.create()]);
  await Promise.all([preparada.exec(ESQUEMA), simple.exec(ESQUEMA)]);
  control = prepararPorNombrePglite(preparada, { maximo: 4, maxBytes: 1_000_000 });
});
afterAll(async () => {
  await Promise.all([preparada.close(), simple.close()]);
});

const enServidor = async () =>
  (await preparada.exec('select name from pg_prepared_statements order by name'))[0]!.rows.map(
    (f) => (f as { name: string }).name,
  );

describe('sentencias preparadas por nombre en PGlite', () => {
  // drizzle's options: rows as arrays and its own parsers for dates (strings, not Date objects).
  const comoDrizzle = {
    rowMode: 'array' as const,
    parsers: { [types.DATE]: (v: string) => v, [types.TIMESTAMPTZ]: (v: string) => v },
  };

  it('dan las mismas filas, campos y conteos que el query de PGlite, con cada tipo y en ambos modos', async () => {
    const casos: [string, unknown[], object?][] = [
      ['select * from t where nombre = $1', ['ana']],
      ['select * from t where id = $1 or dia > $2 or activo = $3', [2, '2025-12-31', true], comoDrizzle],
      [
        'select id, datos, monto, grande from t where momento >= $1 order by id',
        [new Date('2026-01-01T00:00:00Z')],
      ],
      ['select count(*)::int as n, $1::text as eco from t', [null]],
      ['update t set activo = $1 where activo is null', [false]],
      [
        'insert into t (nombre, datos) values ($1, $2) returning id, datos',
        ['carla', { b: 'x' }],
        comoDrizzle,
      ],
      ['delete from t where nombre = $1', ['carla']],
    ];
    // Twice: the second round binds the statements the first prepared.
    for (let vuelta = 0; vuelta < 2; vuelta++) {
      for (const [texto, params, opciones] of casos) {
        const esperado = await simple.query(texto, params, opciones);
        const obtenido = await preparada.query(texto, params, opciones);
        expect(obtenido, `${texto} (vuelta ${vuelta})`).toEqual(expect.objectContaining(esperado));
      }
    }
    // They really went prepared: the cap of 4 keeps the four used last.
    expect(await enServidor()).toHaveLength(4);
    expect(control.preparadas()).toBe(4);
  });

  it('no pasan de su tope: la menos usada se libera en el servidor', async () => {
    for (let i = 0; i < 6; i++) await preparada.query(`select ${i}::int as v, $1::text as eco`, ['x']);
    expect(control.preparadas()).toBeLessThanOrEqual(4);
    expect((await enServidor()).length).toBeLessThanOrEqual(4);
    expect((await preparada.query<{ v: number }>('select 0::int as v, $1::text as eco', ['y'])).rows).toEqual(
      [{ v: 0, eco: 'y' }],
    );
  });

  it('no corren dentro de la transacción de otro: esperan a que termine', async () => {
    let dentro!: () => void;
    const abierta = new Promise<void>((r) => (dentro = r));
    const transaccion = preparada
      .transaction(async (tx) => {
        await tx.query(`insert into t (nombre) values ('sin confirmar')`);
        dentro();
        await new Promise((r) => setTimeout(r, 100));
        await tx.rollback();
      })
      .catch(() => {});
    await abierta;
    const leida = await preparada.query<{ n: number }>('select count(*)::int as n from t where nombre = $1', [
      'sin confirmar',
    ]);
    await transaccion;
    expect(leida.rows).toEqual([{ n: 0 }]);
  });

  it('un error es el de PostgreSQL, y la siguiente consulta responde bien', async () => {
    const error = await preparada.query('insert into t (nombre) values ($1)', ['ana']).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: '23505', constraint: 't_nombre_key' });
    expect(
      (await preparada.query<{ n: number }>('select count(*)::int as n from t where nombre = $1', ['ana']))
        .rows,
    ).toEqual([{ n: 1 }]);
  });

  it('lo que pasa un arreglo como parámetro, o no es una consulta, va por el query de PGlite', async () => {
    const antes = await enServidor();
    await preparada.query('select count(*)::int as n from t where id = any($1::int[])', ['{1,2}']);
    await preparada.query('set search_path to public');
    expect(await enServidor()).toEqual(antes);
  });
});
