// Checks both embedded-database clients must pass (the session in the thread, db/pglite-sesion.ts, and the client
// that reaches it from the server's thread, db/pglite-hilo.ts), on a table t (id serial, nombre text unique).
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { expect } from 'vitest';
import type { SesionPglite } from '../src/db/pglite-sesion';

type Cliente = Pick<SesionPglite, 'query' | 'transaction'>;

/** A statement sent while a transaction is open waits for its end: it never sees (nor joins) the transaction. */
export async function nadaCorreDentroDeUnaTransaccionAjena(cliente: Cliente) {
  let dentro!: () => void;
  const abierta = new Promise<void>((r) => (dentro = r));
  const transaccion = cliente
    .transaction(async (tx) => {
      await tx.query(`insert into t (nombre) values ('sin confirmar')`);
      dentro();
      await new Promise((r) => setTimeout(r, 100));
      throw new Error('se deshace');
    })
    .catch((e: Error) => e.message);
  await abierta;
  const leida = await cliente.query<{ n: number }>('select count(*)::int as n from t where nombre = $1', [
    'sin confirmar',
  ]);
  expect(await transaccion).toBe('se deshace');
  expect(leida.rows).toEqual([{ n: 0 }]);
}

/** drizzle on top: a nested transaction is a savepoint, and only it is undone. */
export async function drizzleConTransaccionAnidada(cliente: Cliente) {
  const db = drizzle(cliente as unknown as PGlite);
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into t (nombre) values ('externa')`);
    await tx
      .transaction(async (interna) => {
        await interna.execute(sql`insert into t (nombre) values ('interna')`);
        throw new Error('solo la interna');
      })
      .catch(() => {});
  });
  const r = await db.execute<{ nombre: string }>(
    sql`select nombre from t where nombre in ('externa', 'interna') order by nombre`,
  );
  expect(r.rows).toEqual([{ nombre: 'externa' }]);
}
