import { types, type PGlite, type Results } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';
import type * as messages from 'pg-protocol/dist/messages';
import { Parser } from 'pg-protocol/dist/parser';
import {
  crearRegistroDeSentencias,
  sePuedeNombrar,
  SENTENCIAS_POR_CONEXION,
  type OpcionesSentencias,
} from './sentencias-preparadas';

/**
 * PGlite runs no autovacuum, so nothing analyzes a table as it grows, and a statement prepared by name keeps the
 * generic plan made while its tables were nearly empty. Seen in `npm run bench` (ADR 050): the outbox's batch update,
 * planned with an empty outbox as a nested loop over the whole table, took 8 s per batch of 500 once the risk radar
 * had queued 6,000 e-mails (84 ms replanned), and the server stopped answering for minutes. So the session does
 * autovacuum's analyze itself: once enough rows were written, it analyzes each table past autovacuum's own threshold
 * (its settings: 50 rows plus a tenth of the table changed), which also drops the plans that depend on it.
 */
export const ANALISIS_PGLITE = {
  /** Rows written (INSERT, UPDATE, DELETE…) before the statistics are looked at again… */
  filas: 50,
  /** …at most once in this many milliseconds… */
  intervaloMs: 1000,
  /** …unless this many were written: a bulk write is followed at once. */
  filasInmediatas: 500,
};

const TABLAS_POR_ANALIZAR = `
  select quote_ident(s.schemaname) || '.' || quote_ident(s.relname)
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
   where s.n_mod_since_analyze > current_setting('autovacuum_analyze_threshold')::int
         + current_setting('autovacuum_analyze_scale_factor')::float8 * greatest(c.reltuples, 0)`;

export interface OpcionesConsulta {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (valor: string, tipo: number) => unknown>;
}

export interface ClientePglite {
  query<T = Record<string, unknown>>(
    texto: string,
    parametros?: unknown[],
    opciones?: OpcionesConsulta,
  ): Promise<Results<T>>;
  /** Several statements in one text (simple protocol): scripts and fixtures. */
  exec(texto: string): Promise<Results[]>;
}

export interface SesionPglite extends ClientePglite {
  transaction<T>(trabajo: (tx: ClientePglite) => Promise<T>): Promise<T>;
  /** The data folder as a tarball (tests clone their template from it). */
  dumpDataDir(compresion?: 'none' | 'gzip' | 'auto'): Promise<File | Blob>;
  close(): Promise<void>;
  /** Statements prepared by name right now (tests). */
  preparadas(): number;
}

interface Preparada {
  nombre: string;
  bytes: number;
  tiposParametros: number[];
  campos: { name: string; dataTypeID: number }[];
}

type Mensaje = messages.BackendMessage;

/** A queue of one: each job starts when the previous one has settled. */
function crearCerrojo() {
  let cola: Promise<unknown> = Promise.resolve();
  return <T>(trabajo: () => Promise<T>): Promise<T> => {
    const resultado = cola.then(trabajo);
    cola = resultado.catch(() => {});
    return resultado;
  };
}

const unir = (partes: Uint8Array[]) => {
  let total = 0;
  for (const p of partes) total += p.length;
  const todo = new Uint8Array(total);
  let i = 0;
  for (const p of partes) {
    todo.set(p, i);
    i += p.length;
  }
  return todo;
};

/** The error PGlite raises for a failed statement: PostgreSQL's own, with the statement that failed. */
function conConsulta(error: messages.DatabaseError, texto: string, parametros: unknown[]) {
  return Object.assign(error, { query: texto, params: parametros });
}

/**
 * The embedded database's one session, as drizzle's PGlite driver uses it (`query`, `transaction`), with named
 * prepared statements (ADR 050). PGlite's own `query` sends Parse, Describe, Bind, Describe, Execute and Sync as six
 * calls into PostgreSQL and plans every statement anew: measured on the demo, the session lookup every request makes
 * cost 4.0 ms that way and 0.22 ms prepared by name and run with one call (Bind + Execute + Sync). PGlite runs on the
 * server's own thread, so that difference was most of every request's time.
 *
 * Each text `sePuedeNombrar` allows is parsed and described once under a name (the parameter types serialise the
 * values; the columns parse the rows), at most `maximo` of them and `maxBytes` of text, least recently used first
 * out, as on PostgreSQL (ADR 049). Everything else (BEGIN, SET, arrays as parameters) goes unnamed. One lock orders
 * the statements: a transaction holds it from BEGIN to COMMIT or ROLLBACK, and its own statements go one at a time.
 */
export function crearSesionPglite(
  pglite: PGlite,
  opciones: OpcionesSentencias = SENTENCIAS_POR_CONEXION,
): SesionPglite {
  const exclusivo = crearCerrojo();
  // node-postgres's parser: it reads text straight from the reply's Buffer (PGlite's own copies every field into a
  // new ArrayBuffer first).
  const parser = new Parser();
  // Evicted names, closed on the server with the next statement outside a transaction (a Close inside an aborted
  // transaction would fail, and the name would be lost anyway).
  const porCerrar: string[] = [];
  // Text → prepared statement.
  const preparadas = crearRegistroDeSentencias<Preparada>(opciones, (vieja) => porCerrar.push(vieja.nombre));
  let enTransaccion = false;
  let cerrada = false;
  // Rows written since the statistics were last looked at, and when that was.
  let escritas = 0;
  let revisadas = 0;

  /**
   * One call into PostgreSQL with the given messages; the reply's messages. Through execProtocolRawStream, whose
   * handler takes the reply as it is: PGlite's default one parses every reply a second time, and outside its own
   * execProtocol keeps each parsed message in a list it never empties (the thread ran out of memory under load).
   */
  async function enviar(mensajes: Uint8Array[]): Promise<Mensaje[]> {
    if (cerrada) throw new Error('La base de datos embebida está cerrada');
    const trozos: Buffer[] = [];
    // Each chunk is a view of PostgreSQL's memory, reused by the next call: copied before anything keeps it.
    await pglite.execProtocolRawStream(unir(mensajes), {
      syncToFs: false,
      onRawData: (trozo) => trozos.push(Buffer.from(trozo)),
    });
    const recibidos: Mensaje[] = [];
    parser.parse(trozos.length === 1 ? trozos[0]! : Buffer.concat(trozos), (m) => recibidos.push(m));
    return recibidos;
  }

  const error = (mensajes: Mensaje[]) =>
    mensajes.find((m) => m.name === 'error') as messages.DatabaseError | undefined;

  async function preparar(texto: string, parametros: unknown[]): Promise<Preparada> {
    const conocida = preparadas.usar(texto);
    if (conocida) return conocida;
    // Room first, so the evicted statements are closed in the same call as this one's Parse.
    preparadas.hacerLugar(texto.length);
    const nombre = preparadas.nuevoNombre();
    const mensajes = await enviar([
      ...cierres(),
      serialize.parse({ name: nombre, text: texto, types: [] }),
      serialize.describe({ type: 'S', name: nombre }),
      serialize.sync(),
    ]);
    const fallo = error(mensajes);
    if (fallo) throw conConsulta(fallo, texto, parametros);
    const nueva: Preparada = {
      nombre,
      bytes: texto.length,
      tiposParametros: tiposDe(mensajes),
      campos: camposDe(mensajes),
    };
    preparadas.guardar(texto, nueva);
    return nueva;
  }

  /** Close messages for the evicted statements, when no transaction is open. */
  function cierres(): Uint8Array[] {
    if (enTransaccion || porCerrar.length === 0) return [];
    return porCerrar.splice(0).map((nombre) => serialize.close({ type: 'S', name: nombre }));
  }

  const tiposDe = (mensajes: Mensaje[]) =>
    (
      mensajes.find((m) => m.name === 'parameterDescription') as
        messages.ParameterDescriptionMessage | undefined
    )?.dataTypeIDs ?? [];

  const camposDe = (mensajes: Mensaje[]) =>
    (
      (mensajes.find((m) => m.name === 'rowDescription') as messages.RowDescriptionMessage | undefined)
        ?.fields ?? []
    ).map((c) => ({ name: c.name, dataTypeID: c.dataTypeID }));

  /** The values as PGlite's `query` sends them: its serializer for each parameter's type, else text. */
  const valores = (parametros: unknown[], tipos: number[]) =>
    parametros.map((v, i) => {
      if (v === null || v === undefined) return null;
      const serializar = pglite.serializers[tipos[i]!];
      return serializar ? (serializar(v) as string) : String(v as string);
    });

  /** Rows and counts as PGlite's `query` returns them (its parsers, then the caller's). */
  function resultados<T>(
    mensajes: Mensaje[],
    campos: Preparada['campos'],
    o: OpcionesConsulta | undefined,
  ): Results<T> {
    const propios = o?.parsers;
    const base = pglite.parsers;
    const convertir = (valor: string | null, i: number) => {
      if (valor === null) return null;
      const tipo = campos[i]!.dataTypeID;
      const parsear = propios?.[tipo] ?? base[tipo];
      return parsear ? parsear(valor, tipo) : types.parseType(valor, tipo);
    };
    const rows: unknown[] = [];
    let affectedRows = 0;
    for (const m of mensajes) {
      if (m.name === 'dataRow') {
        const celdas = (m as messages.DataRowMessage).fields;
        if (o?.rowMode === 'array') rows.push(celdas.map(convertir));
        else {
          const fila: Record<string, unknown> = {};
          for (let i = 0; i < celdas.length; i++) fila[campos[i]!.name] = convertir(celdas[i]!, i);
          rows.push(fila);
        }
      } else if (m.name === 'commandComplete') {
        const partes = (m as messages.CommandCompleteMessage).text.split(' ');
        if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(partes[0]!))
          affectedRows += Number.parseInt(partes.at(-1)!, 10);
      }
    }
    escritas += affectedRows;
    return { rows: rows as T[], fields: campos, affectedRows };
  }

  /**
   * Queues the analysis of the tables that changed enough, when enough rows were written (see ANALISIS_PGLITE). Called
   * with the lock held, once a statement or transaction is done: the analysis goes after what is already queued and
   * before anything this write's caller asks next (the outbox worker, woken by the commit that queued the e-mail).
   */
  function analizarSiHaceFalta() {
    if (escritas < ANALISIS_PGLITE.filas || cerrada) return;
    const ahora = Date.now();
    if (escritas < ANALISIS_PGLITE.filasInmediatas && ahora - revisadas < ANALISIS_PGLITE.intervaloMs) return;
    escritas = 0;
    revisadas = ahora;
    void exclusivo(analizar).catch(() => {
      // Best effort, as autovacuum's: a failed analysis leaves the old statistics, and the next one tries again.
    });
  }

  async function analizar() {
    if (cerrada) return;
    // This session's counters reach pg_stat_user_tables only when flushed, at most once a second unless forced.
    await enviar([serialize.query('select pg_stat_force_next_flush()')]);
    const tablas = (await enviar([serialize.query(TABLAS_POR_ANALIZAR)]))
      .filter((m) => m.name === 'dataRow')
      .map((m) => (m as messages.DataRowMessage).fields[0]!);
    if (tablas.length > 0) await enviar([serialize.query(`analyze ${tablas.join(', ')}`)]);
  }

  /** One statement, the lock already held. */
  async function consultar<T>(
    texto: string,
    parametros: unknown[],
    o: OpcionesConsulta | undefined,
  ): Promise<Results<T>> {
    let campos: Preparada['campos'];
    let mensajes: Mensaje[];
    if (sePuedeNombrar(texto) && texto.length <= opciones.maxBytes) {
      const p = await preparar(texto, parametros);
      campos = p.campos;
      mensajes = await enviar([
        ...cierres(),
        serialize.bind({ statement: p.nombre, values: valores(parametros, p.tiposParametros) }),
        serialize.execute({}),
        serialize.sync(),
      ]);
    } else {
      // Unnamed: without parameters in one call; with them, their types first (as PGlite's query does).
      let tipos: number[] = [];
      const parse = serialize.parse({ text: texto, types: [] });
      if (parametros.length > 0) {
        const descritos = await enviar([parse, serialize.describe({ type: 'S' }), serialize.sync()]);
        const fallo = error(descritos);
        if (fallo) throw conConsulta(fallo, texto, parametros);
        tipos = tiposDe(descritos);
      }
      mensajes = await enviar([
        ...(parametros.length > 0 ? [] : [parse]),
        serialize.bind({ values: valores(parametros, tipos) }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]);
      campos = camposDe(mensajes);
    }
    const fallo = error(mensajes);
    if (fallo) throw conConsulta(fallo, texto, parametros);
    return resultados<T>(mensajes, campos, o);
  }

  /** A statement or script of its own, under the lock, then the analysis it may have made due. */
  const yAnalizar = <R>(trabajo: () => Promise<R>) =>
    exclusivo(async () => {
      const r = await trabajo();
      analizarSiHaceFalta();
      return r;
    });

  const query = <T>(texto: string, parametros: unknown[] = [], o?: OpcionesConsulta) =>
    yAnalizar(() => consultar<T>(texto, parametros, o));

  /** Simple protocol through PGlite (several statements in one text). */
  async function ejecutar(texto: string) {
    const r = await pglite.exec(texto);
    for (const parte of r) escritas += parte.affectedRows ?? 0;
    return r;
  }

  // The lock keeps a script off anyone's transaction.
  const exec = (texto: string) => yAnalizar(() => ejecutar(texto));

  async function transaction<T>(trabajo: (tx: ClientePglite) => Promise<T>): Promise<T> {
    return exclusivo(async () => {
      await consultar('begin', [], undefined);
      enTransaccion = true;
      // The transaction's own statements, one at a time (a service may start two with Promise.all).
      const propio = crearCerrojo();
      let terminada = false;
      const vigente = () => {
        if (terminada) throw new Error('La transacción ya terminó');
      };
      const tx: ClientePglite = {
        query: <R>(texto: string, parametros: unknown[] = [], o?: OpcionesConsulta) =>
          propio(async () => {
            vigente();
            return consultar<R>(texto, parametros, o);
          }),
        exec: (texto: string) =>
          propio(async () => {
            vigente();
            return ejecutar(texto);
          }),
      };
      try {
        const resultado = await trabajo(tx);
        // Wait for any statement still queued by the work before ending it.
        await propio(async () => {});
        terminada = true;
        const fin = await enviar([serialize.query('commit')]);
        const fallo = error(fin);
        if (fallo) throw conConsulta(fallo, 'commit', []);
        // COMMIT of an aborted transaction answers ROLLBACK: what PGlite's own transaction raises then.
        const completo = fin.find((m) => m.name === 'commandComplete') as
          messages.CommandCompleteMessage | undefined;
        if (completo?.text === 'ROLLBACK')
          throw Object.assign(new Error('Transaction was rolled back instead of committed'), {
            code: '25P02',
            query: 'COMMIT',
          });
        analizarSiHaceFalta();
        return resultado;
      } catch (e) {
        if (!terminada) {
          terminada = true;
          await propio(async () => {}).catch(() => {});
          if (!cerrada) await enviar([serialize.query('rollback')]);
        }
        throw e;
      } finally {
        enTransaccion = false;
      }
    });
  }

  return {
    query,
    exec,
    transaction,
    dumpDataDir: (compresion) => exclusivo(() => pglite.dumpDataDir(compresion)),
    close: () =>
      exclusivo(async () => {
        if (cerrada) return;
        cerrada = true;
        await pglite.close();
      }),
    preparadas: preparadas.cantidad,
  };
}
