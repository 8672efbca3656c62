// ADR 050: the embedded database runs on a thread of its own. What crosses between threads must arrive as it left:
// rows of every type, PostgreSQL's errors with their code, transactions that hold the database until they end.
import { threadId } from 'node:worker_threads';
import { types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirPgliteEnHilo, type PgliteEnHilo } from './pglite-hilo';
import {
  drizzleConTransaccionAnidada,
  nadaCorreDentroDeUnaTransaccionAjena,
} from '../../test/cliente-pglite';

let hilo: PgliteEnHilo;

beforeAll(async () => {
  hilo = await abrirPgliteEnHilo({});
  await hilo.exec(`
    create table t (id serial primary key, nombre text not null unique, dia date, momento timestamptz,
      datos jsonb, grande bigint, bytes bytea);
    insert into t (nombre, dia, momento, datos, grande, bytes) values
      ('ana', '2026-01-02', '2026-01-02 10:00:00-05', '{"a": [1, 2]}', 9007199254740993, '\\x00ff');`);
}, 60_000);
afterAll(async () => {
  await hilo.close();
});

describe('la base embebida en su propio hilo', () => {
  it('no corre en el hilo que la llama', () => {
    expect(hilo.threadId).toBeGreaterThan(0);
    expect(hilo.threadId).not.toBe(threadId);
  });

  it('las filas llegan con sus tipos; con los parsers de drizzle, fechas y horas quedan como texto', async () => {
    const propias = await hilo.query('select dia, momento, datos, grande, bytes from t');
    expect(propias.rows).toEqual([
      {
        dia: new Date('2026-01-02T00:00:00.000Z'),
        momento: new Date('2026-01-02T15:00:00.000Z'),
        datos: { a: [1, 2] },
        grande: 9007199254740993n,
        bytes: new Uint8Array([0, 255]),
      },
    ]);
    const deDrizzle = await hilo.query('select dia, momento from t where nombre = $1', ['ana'], {
      rowMode: 'array',
      parsers: { [types.DATE]: (v: string) => v, [types.TIMESTAMPTZ]: (v: string) => v },
    });
    expect(deDrizzle.rows).toEqual([['2026-01-02', '2026-01-02 15:00:00+00']]);
  });

  it('un parser que cambia el texto no puede cruzar de hilo: se rechaza, no se ignora', async () => {
    await expect(
      hilo.query('select dia from t', [], { parsers: { [types.DATE]: (v: string) => `x${v}` } }),
    ).rejects.toThrow(/no deja el texto como está/);
  });

  it('los errores traen el código, la restricción y el detalle de PostgreSQL', async () => {
    await expect(hilo.query('insert into t (nombre) values ($1)', ['ana'])).rejects.toMatchObject({
      code: '23505',
      constraint: 't_nombre_key',
      detail: 'Key (nombre)=(ana) already exists.',
    });
  });

  it('una transacción retiene la base hasta terminar; si su trabajo falla se deshace', async () => {
    await nadaCorreDentroDeUnaTransaccionAjena(hilo);
    const confirmada = await hilo.transaction(async (tx) => {
      await tx.query(`insert into t (nombre) values ('confirmada')`);
      return 'ok';
    });
    expect(confirmada).toBe('ok');
    expect((await hilo.query(`select nombre from t where nombre = 'confirmada'`)).rows).toHaveLength(1);
  });

  it('drizzle funciona encima, con transacciones anidadas', () => drizzleConTransaccionAnidada(hilo));

  it('cerrada, cada sentencia falla con un error claro en vez de quedar esperando', async () => {
    const otra = await abrirPgliteEnHilo({});
    await otra.close();
    await expect(otra.query('select 1')).rejects.toThrow(/se detuvo/);
  }, 60_000);
});
