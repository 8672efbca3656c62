import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Ejecutor } from './client';
import { crearRegistroDeSentencias } from './sentencias-preparadas';

/**
 * Lists built once per shape (ADR 054). The lists every user opens run the same few shapes (which filters, sort and
 * page) with other values: building their SQL with drizzle on each request was the largest part of the server's own
 * work on them. A list describes each filter once, in a table of conditions; from it come both the conditions with
 * the values (exports, counts) and the shape's key and placeholders, so a new filter cannot be left out of the key.
 */

type Comparable<T> = NonNullable<T> | SQLWrapper;
/** Each filter's condition, by the filter's name. */
export type TablaCondiciones<F> = { [K in keyof F]-?: (valor: Comparable<F[K]>) => SQL };

/** The filters `f` brings, in the table's order: with the sort and page, the shape of a built query. */
const filtrosPresentes = <F extends object>(tabla: TablaCondiciones<F>, f: F) =>
  (Object.keys(tabla) as (keyof F)[]).filter((filtro) => f[filtro] !== undefined);

/**
 * The conditions of the filters `f` brings. `valor` gives what each is compared with: the filter's own value, or a
 * placeholder for a query built once and run with the values later (`crearFormasDe`).
 */
export function condicionesDe<F extends object>(
  tabla: TablaCondiciones<F>,
  f: F,
  valor: (filtro: keyof F) => unknown = (filtro) => f[filtro],
): SQL[] {
  return filtrosPresentes(tabla, f).map((filtro) => (tabla[filtro] as (v: unknown) => SQL)(valor(filtro)));
}

/** The conditions of the filters `f` brings, each compared with a placeholder named after its filter. */
const conMarcadores = <F extends object>(tabla: TablaCondiciones<F>, f: F) =>
  condicionesDe(tabla, f, (filtro) => sql.placeholder(String(filtro)));

/**
 * The placeholders' values: those of the filters present, by the filter's name. A date goes as its ISO text: a
 * placeholder's value reaches the driver as it is, without the column's own conversion.
 */
const valoresDe = <F extends object>(f: F, presentes: readonly (keyof F)[]) =>
  Object.fromEntries(
    presentes.map((filtro) => {
      const valor = f[filtro];
      return [filtro, valor instanceof Date ? valor.toISOString() : valor];
    }),
  );

/** Most shapes of a list kept built per database; the least recently used is dropped beyond it. */
export const FORMAS_POR_LISTA_MAX = 200;

/** Unnamed: the connection names each query by its text (sentencias-preparadas), as any other. */
export const SIN_NOMBRE = undefined as unknown as string;

/**
 * Queries built once per shape and database, in least-recently-used order. The values go as placeholders; LIMIT and
 * OFFSET stay in the text (enteroEnTexto), so the page is part of the shape.
 */
function crearFormas<T>() {
  type Registro = ReturnType<typeof crearRegistroDeSentencias<{ bytes: number; forma: T }>>;
  const porBase = new WeakMap<Ejecutor, Registro>();
  return {
    obtener(db: Ejecutor, clave: string, construir: () => T): T {
      let registro = porBase.get(db);
      if (!registro) {
        registro = crearRegistroDeSentencias(
          { maximo: FORMAS_POR_LISTA_MAX, maxBytes: Number.POSITIVE_INFINITY },
          () => {},
        );
        porBase.set(db, registro);
      }
      const conocida = registro.usar(clave);
      if (conocida) return conocida.forma;
      const forma = construir();
      // Bounded by count only: a built query's text is at most a team's literal (~25 KB for 5,000 people).
      registro.guardar(clave, { bytes: 0, forma });
      return forma;
    },
    cantidad: (db: Ejecutor) => porBase.get(db)?.cantidad() ?? 0,
  };
}

/**
 * The built queries of a list whose filters are `tabla`. `obtener` gives the query of `f`'s shape (`forma`: what else
 * makes the shape, such as sort and page; the filters present are added to it), built the first time by `construir`
 * from the filters' conditions on placeholders, and the values to run it with.
 */
export function crearFormasDe<F extends object, T>(tabla: TablaCondiciones<F>) {
  const formas = crearFormas<T>();
  return {
    obtener(db: Ejecutor, f: F, forma: readonly unknown[], construir: (condiciones: SQL[]) => T) {
      const presentes = filtrosPresentes(tabla, f);
      const consulta = formas.obtener(db, [...forma, ...presentes].join('|'), () =>
        construir(conMarcadores(tabla, f)),
      );
      return { consulta, valores: valoresDe(f, presentes) };
    },
    /** How many shapes are built for `db` (for the tests of the bound). */
    cantidad: formas.cantidad,
  };
}
