import { types, type PGlite } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';
import { sePuedeNombrar, SENTENCIAS_POR_CONEXION, type OpcionesSentencias } from './sentencias-preparadas';

/**
 * Named prepared statements on the embedded database (ADR 049), the counterpart of `prepararPorNombre` for PGlite.
 * PGlite runs PostgreSQL on the server's own thread, so its planning is the request's time: a profile of a demo list
 * under load spent 6 % in `fstat` alone (the planner asks each table's and index's size, a system call in PGlite),
 * and PGlite's `query` asks the statement's parameter types on every call before binding.
 *
 * PGlite's API has no named statements, so this speaks the protocol through its public `execProtocol`: Parse and
 * Describe once per text (the parameter and column types are kept), then Bind + Execute + Sync in one call, under
 * PGlite's own locks (the same two `query` takes), and the rows are converted with PGlite's own `parseType`,
 * serializers and parsers, as its `query` does. Only drizzle's statements outside a transaction come here (drizzle
 * runs a transaction's through another object), and only those `sePuedeNombrar` allows; the rest go to `query`.
 */
interface Preparada {
  nombre: string;
  bytes: number;
  tiposParametros: number[];
  campos: { name: string; dataTypeID: number }[];
}

type Parsers = Record<number, (valor: string) => unknown>;
interface OpcionesConsulta {
  rowMode?: 'array' | 'object';
  parsers?: Parsers;
  [otra: string]: unknown;
}
interface Mensaje {
  name: string;
  dataTypeIDs?: number[];
  fields?: ({ name: string; dataTypeID: number } | string | null)[];
  text?: string;
}

const unir = (partes: Uint8Array[]) => {
  const total = partes.reduce((n, p) => n + p.length, 0);
  const todo = new Uint8Array(total);
  let i = 0;
  for (const p of partes) {
    todo.set(p, i);
    i += p.length;
  }
  return todo;
};

export function prepararPorNombrePglite(
  cliente: PGlite,
  opciones: OpcionesSentencias = SENTENCIAS_POR_CONEXION,
) {
  const consultar = cliente.query.bind(cliente) as (
    texto: string,
    parametros?: unknown[],
    opciones?: OpcionesConsulta,
  ) => Promise<unknown>;
  const protocolo = async (...mensajes: Uint8Array[]) =>
    (await cliente.execProtocol(unir(mensajes))).messages as unknown as Mensaje[];
  const exclusivo = <T>(trabajo: () => Promise<T>) =>
    cliente._runExclusiveTransaction(() => cliente._runExclusiveQuery(trabajo));
  // Text → statement, in recency order; the merged parsers of each options object drizzle passes (it keeps one).
  const preparadas = new Map<string, Preparada>();
  const parsersDe = new WeakMap<Parsers, Parsers>();
  let bytes = 0;
  let siguiente = 0;

  async function preparar(texto: string): Promise<Preparada> {
    const conocida = preparadas.get(texto);
    if (conocida) {
      preparadas.delete(texto);
      preparadas.set(texto, conocida);
      return conocida;
    }
    // Evicted ones are deallocated here, under the lock, so never inside anyone's transaction.
    const viejas: string[] = [];
    while (
      preparadas.size > 0 &&
      (preparadas.size >= opciones.maximo || bytes + texto.length > opciones.maxBytes)
    ) {
      const [clave, vieja] = preparadas.entries().next().value as [string, Preparada];
      preparadas.delete(clave);
      bytes -= vieja.bytes;
      viejas.push(vieja.nombre);
    }
    for (const nombre of viejas)
      await protocolo(serialize.close({ type: 'S', name: nombre }), serialize.sync());
    const nombre = `descanso_${siguiente++}`;
    const mensajes = await protocolo(
      serialize.parse({ name: nombre, text: texto, types: [] }),
      serialize.describe({ type: 'S', name: nombre }),
      serialize.sync(),
    );
    const nueva: Preparada = {
      nombre,
      bytes: texto.length,
      tiposParametros: mensajes.find((m) => m.name === 'parameterDescription')?.dataTypeIDs ?? [],
      campos: (
        (mensajes.find((m) => m.name === 'rowDescription')?.fields ?? []) as {
          name: string;
          dataTypeID: number;
        }[]
      ).map((c) => ({ name: c.name, dataTypeID: c.dataTypeID })),
    };
    preparadas.set(texto, nueva);
    bytes += nueva.bytes;
    return nueva;
  }

  async function ejecutar(texto: string, parametros: unknown[], o: OpcionesConsulta | undefined) {
    const p = await preparar(texto);
    const valores = parametros.map((v, i) => {
      if (v === null || v === undefined) return null;
      const serializar = cliente.serializers[p.tiposParametros[i]!];
      return serializar ? serializar(v) : String(v);
    });
    const mensajes = await protocolo(
      serialize.bind({ statement: p.nombre, values: valores }),
      serialize.execute({}),
      serialize.sync(),
    );
    let parsers = cliente.parsers as Parsers;
    if (o?.parsers) {
      parsers = parsersDe.get(o.parsers) ?? { ...parsers, ...o.parsers };
      parsersDe.set(o.parsers, parsers);
    }
    const convertir = (valor: string | null, i: number) =>
      types.parseType(valor, p.campos[i]!.dataTypeID, parsers) as unknown;
    const rows: unknown[] = [];
    let affectedRows = 0;
    let command: string | undefined;
    let rowCount: number | undefined;
    for (const m of mensajes) {
      if (m.name === 'dataRow') {
        const celdas = m.fields as (string | null)[];
        rows.push(
          o?.rowMode === 'array'
            ? celdas.map(convertir)
            : Object.fromEntries(celdas.map((c, i) => [p.campos[i]!.name, convertir(c, i)])),
        );
      } else if (m.name === 'commandComplete') {
        const partes = (m.text ?? '').split(' ');
        command = partes[0];
        const n = Number.parseInt(partes.at(-1) ?? '', 10);
        if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command ?? '')) affectedRows += n;
        if (!Number.isNaN(n)) rowCount = n;
      }
    }
    return { rows, fields: p.campos, affectedRows, command, ...(rowCount === undefined ? {} : { rowCount }) };
  }

  (cliente as unknown as { query: unknown }).query = (
    texto: unknown,
    parametros?: unknown[],
    o?: OpcionesConsulta,
  ) => {
    if (typeof texto !== 'string' || !sePuedeNombrar(texto) || texto.length > opciones.maxBytes)
      return consultar(texto as string, parametros, o);
    return exclusivo(() => ejecutar(texto, parametros ?? [], o));
  };
  return { preparadas: () => preparadas.size };
}
