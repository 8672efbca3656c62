import { sql, type SQL } from 'drizzle-orm';

/**
 * Keyset pagination over a list's own order (ADR 041): the exports read the whole filtered list in the
 * screen's order a batch at a time, continuing after the last row's keys instead of an OFFSET that rereads every
 * earlier row. The order is a list of keys whose last one is unique (the id).
 */
export interface ClaveOrden {
  /** The column or expression sorted by. */
  expr: SQL | SQL.Aliased | unknown;
  /** Its SQL type, to read the cursor back from text ('timestamptz', 'date', 'integer', 'text'…). */
  tipo: string;
  descendente: boolean;
  /**
   * NULLS FIRST or LAST in the ORDER BY, written as the list's indexes are (PostgreSQL matches an index only with
   * the same placement, even on a NOT NULL column). Absent: PostgreSQL's default (last ascending, first descending).
   */
  nulos?: 'primero' | 'ultimo';
  /** The key may be null (a manager's name, a decision date). */
  nulable?: boolean;
}

const nulosDe = (c: ClaveOrden) => c.nulos ?? (c.descendente ? 'primero' : 'ultimo');

/** The cursor: each key's value as text (lossless for every type here), null for a NULL key. */
export type Cursor = readonly (string | null)[];

/** ORDER BY of the keys. */
export function ordenDeClaves(claves: readonly ClaveOrden[]): SQL[] {
  return claves.map((c) => {
    const direccion = c.descendente ? sql`desc` : sql`asc`;
    if (!c.nulos) return sql`${c.expr} ${direccion}`;
    return c.nulos === 'ultimo'
      ? sql`${c.expr} ${direccion} nulls last`
      : sql`${c.expr} ${direccion} nulls first`;
  });
}

/** The keys as text columns of the select, named k0, k1…: the last row's values make the next cursor. */
export function columnasCursor(claves: readonly ClaveOrden[]): Record<string, SQL<string | null>> {
  return Object.fromEntries(claves.map((c, i) => [`k${i}`, sql<string | null>`(${c.expr})::text`]));
}

export const cursorDeFila = (fila: Record<string, unknown>, n: number): Cursor =>
  Array.from({ length: n }, (_, i) => (fila[`k${i}`] as string | null | undefined) ?? null);

/** Rows strictly after the cursor in the keys' order. */
export function despuesDe(claves: readonly ClaveOrden[], cursor: Cursor): SQL {
  const valor = (i: number) => sql`cast(${cursor[i]} as ${sql.raw(claves[i]!.tipo)})`;
  // Same direction and no NULLs: a row comparison, which PostgreSQL answers from the (keys…) index.
  const mismaDireccion = claves.every((c) => c.descendente === claves[0]!.descendente);
  if (mismaDireccion && claves.every((c) => !c.nulable)) {
    const izquierda = sql.join(
      claves.map((c) => sql`${c.expr}`),
      sql`, `,
    );
    const derecha = sql.join(
      claves.map((_, i) => valor(i)),
      sql`, `,
    );
    return claves[0]!.descendente ? sql`(${izquierda}) < (${derecha})` : sql`(${izquierda}) > (${derecha})`;
  }
  // Otherwise: (k0 beyond v0) or (k0 = v0 and k1 beyond v1) or …, with NULLs where the order puts them.
  const ramas: SQL[] = [];
  for (let i = 0; i < claves.length; i++) {
    const iguales = claves.slice(0, i).map((c, j) => sql`${c.expr} is not distinct from ${valor(j)}`);
    const mas = masAlla(claves[i]!, cursor[i] ?? null, valor(i));
    if (mas) ramas.push(sql.join([...iguales, mas], sql` and `));
  }
  return ramas.length === 0 ? sql`false` : sql`(${sql.join(ramas, sql` or `)})`;
}

/** Values of one key strictly beyond the cursor's (null: none). */
function masAlla(c: ClaveOrden, v: string | null, valor: SQL): SQL | null {
  const comparacion = c.descendente ? sql`${c.expr} < ${valor}` : sql`${c.expr} > ${valor}`;
  if (!c.nulable) return comparacion;
  if (nulosDe(c) === 'ultimo') {
    // NULLs come after every value: beyond a value are smaller (or larger) values and the NULLs; beyond NULL, nothing.
    return v === null ? null : sql`(${comparacion} or ${c.expr} is null)`;
  }
  // NULLs first: beyond NULL is every value; beyond a value, the values past it.
  return v === null ? sql`${c.expr} is not null` : comparacion;
}
