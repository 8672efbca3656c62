import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The CHECK body that keeps a text column inside a closed list of the contract (migration 0008): the database
 * refuses a status or kind the code does not know, whoever writes it. The values are constants, never user input.
 */
export const enLista = (columna: AnyPgColumn, valores: readonly string[]): SQL =>
  sql`${columna} in (${sql.raw(valores.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '))})`;
