// ADR 049: statements prepared by name on a PostgreSQL connection, checked against the server's own list of them
// (pg_prepared_statements). PGlite has no named statements; its connection is left as it is.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { enteroEnTexto, prepararPorNombre, sePuedeNombrar } from './sentencias-preparadas';

const esPostgres = inject('motorPruebas') === 'postgres';

describe('qué sentencias se preparan por nombre', () => {
  it('no las que pasan un arreglo como parámetro, que PostgreSQL solo estima bien planificando con el valor', () => {
    expect(sePuedeNombrar('select * from t where id = any($1::int[])')).toBe(false);
    expect(sePuedeNombrar('select * from t where lower(email) = any($2::text[])')).toBe(false);
    expect(sePuedeNombrar(`select * from t where id = any('{1,2,3}'::int[]) and x = $1`)).toBe(true);
    expect(sePuedeNombrar('select * from t where id = $1 limit 25')).toBe(true);
  });

  it('solo consultas y cambios de datos: no BEGIN, SET ni DEALLOCATE', () => {
    for (const texto of [
      'insert into t values ($1)',
      'UPDATE t SET a = 1',
      'delete from t',
      'with x as (select 1) select * from x',
      '(select 1) union (select 2)',
    ])
      expect(sePuedeNombrar(texto), texto).toBe(true);
    for (const texto of [
      'begin',
      'set transaction isolation level repeatable read, read only',
      'commit',
      'deallocate "x"',
      'select_1',
      'lock table t',
    ])
      expect(sePuedeNombrar(texto), texto).toBe(false);
  });

  it('un límite escrito en el texto es solo un entero no negativo', () => {
    const texto = new PgDialect().sqlToQuery(
      sql`select 1 limit ${enteroEnTexto(25)} offset ${enteroEnTexto(0)}`,
    );
    expect(texto).toEqual({ sql: 'select 1 limit 25 offset 0', params: [] });
    for (const malo of [-1, 1.5, Number.NaN, 2 ** 60]) expect(() => enteroEnTexto(malo)).toThrow();
  });
});

describe.skipIf(!esPostgres)('sentencias preparadas por nombre en una conexión de PostgreSQL', () => {
  let cliente: pg.Client | undefined;
  afterEach(async () => {
    await cliente?.end();
    cliente = undefined;
  });

  async function conectar(opciones?: { maximo: number; maxBytes: number }) {
    cliente = new pg.Client({ connectionString: inject('urlPostgres') });
    await cliente.connect();
    const control = prepararPorNombre(cliente, opciones);
    // Read with a plain string: the wrapper leaves those unnamed, so the check does not count itself.
    const enElServidor = async () =>
      (
        await cliente!.query<{ name: string }>('select name from pg_prepared_statements order by name')
      ).rows.map((f) => f.name);
    return { cliente, control, enElServidor };
  }

  it('lo que envía drizzle se prepara una vez y se reutiliza, con los mismos resultados', async () => {
    const { cliente, enElServidor } = await conectar();
    const db = drizzle(cliente);
    for (const n of [1, 2, 3]) {
      const r = await db.execute<{ doble: number }>(sql`select ${n}::int * 2 as doble`);
      expect(r.rows[0]!.doble).toBe(n * 2);
    }
    expect(await enElServidor()).toEqual(['descanso_0']);
  });

  it('pasado el máximo desaloja la menos usada, la libera al quedar libre la conexión y la vuelve a preparar si se pide', async () => {
    const { cliente, control, enElServidor } = await conectar({ maximo: 3, maxBytes: 1_000_000 });
    const db = drizzle(cliente);
    const consulta = (i: number) => db.execute<{ v: number }>(sql.raw(`select ${i}::int as v`));
    for (const i of [0, 1, 2]) await consulta(i);
    await consulta(0); // 0 is now the most recently used; 1 is the least.
    await consulta(3);
    expect(control.preparadas()).toBe(3);
    // Still on the server until the connection is idle (the pool's release).
    expect(await enElServidor()).toEqual(['descanso_0', 'descanso_1', 'descanso_2', 'descanso_3']);
    control.liberarDesalojadas();
    expect(await enElServidor()).toEqual(['descanso_0', 'descanso_2', 'descanso_3']);
    // The evicted one works again, under a new name.
    expect((await consulta(1)).rows[0]!.v).toBe(1);
    control.liberarDesalojadas();
    expect(await enElServidor()).toEqual(['descanso_0', 'descanso_3', 'descanso_4']);
  });

  it('una sentencia más larga que el tope de texto va sin nombre, y un arreglo como parámetro también', async () => {
    const { cliente, enElServidor } = await conectar({ maximo: 10, maxBytes: 100 });
    const db = drizzle(cliente);
    const larga = await db.execute<{ n: number }>(sql.raw(`select ${'1 + '.repeat(40)}1 as n`));
    expect(larga.rows[0]!.n).toBe(41);
    const arreglo = await db.execute<{ n: number }>(sql`select cardinality(${'{1,2,3}'}::int[]) as n`);
    expect(arreglo.rows[0]!.n).toBe(3);
    expect(await enElServidor()).toEqual([]);
  });

  it('desalojar dentro de una transacción no envía nada en ella; al liberarla, el servidor queda con las vigentes', async () => {
    const { cliente, control, enElServidor } = await conectar({ maximo: 1, maxBytes: 1_000_000 });
    const db = drizzle(cliente);
    await db.execute(sql.raw('select 1 as uno'));
    await cliente.query('begin');
    await expect(cliente.query('select 1 / 0')).rejects.toThrow();
    // Evicts 'select 1' while the transaction is aborted: this statement fails, as any would, and nothing else runs.
    await expect(db.execute(sql.raw('select 2 as dos'))).rejects.toThrow();
    await cliente.query('rollback');
    expect((await db.execute<{ dos: number }>(sql.raw('select 2 as dos'))).rows[0]!.dos).toBe(2);
    expect((await db.execute<{ uno: number }>(sql.raw('select 1 as uno'))).rows[0]!.uno).toBe(1);
    control.liberarDesalojadas();
    expect(await enElServidor()).toEqual(['descanso_2']);
  });

  it('transacciones con «set transaction» siguen funcionando mientras el tope obliga a desalojar dentro de ellas', async () => {
    const { cliente } = await conectar({ maximo: 1, maxBytes: 1_000_000 });
    const db = drizzle(cliente);
    for (let vuelta = 0; vuelta < 7; vuelta++) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`set transaction isolation level repeatable read, read only`);
        expect((await tx.execute<{ n: number }>(sql`select ${vuelta}::int as n`)).rows[0]!.n).toBe(vuelta);
        expect((await tx.execute<{ m: number }>(sql`select ${vuelta}::int + 1 as m`)).rows[0]!.m).toBe(
          vuelta + 1,
        );
      });
    }
  });

  it('en el pool de la aplicación, lo desalojado se libera cuando la conexión vuelve al pool', async () => {
    const { createDb } = await import('./client');
    const base = await createDb({ databaseUrl: inject('urlPostgres'), maxConexiones: 1 });
    try {
      // 250 distinct statements through the one connection: at most 200 stay prepared on the server.
      for (let i = 0; i < 250; i++) await base.db.execute(sql.raw(`select ${i}::int as v`));
      const r = (await base.db.execute(
        sql`select count(*)::int as n from pg_prepared_statements`,
      )) as unknown as {
        rows: { n: number }[];
      };
      expect(r.rows[0]!.n).toBeLessThanOrEqual(201);
      expect(r.rows[0]!.n).toBeGreaterThanOrEqual(150);
    } finally {
      await base.cerrar();
    }
  });
});
