// The embedded database's own thread (ADR 050): PGlite and its session (db/pglite-sesion.ts) live here, and the
// server's thread sends each statement as a message (db/pglite-hilo.ts). PostgreSQL's work then runs beside the
// HTTP work instead of in turns with it.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { EXTENSIONES_PGLITE, PARAMETROS_PGLITE } from './pglite';
import { crearSesionPglite, type ClientePglite, type OpcionesConsulta } from './pglite-sesion';
import type { DatosHilo, ErrorDelHilo, Pedido, Respuesta } from './pglite-hilo';

const puerto = parentPort!;
const datos = workerData as DatosHilo;

/** The fields of PostgreSQL's error that the server reads (errores-db.ts) or logs. */
const CAMPOS_ERROR = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
  'query',
  'params',
] as const;

function aMensaje(error: unknown): ErrorDelHilo {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error' };
  const campos: Record<string, unknown> = {};
  for (const c of CAMPOS_ERROR) {
    const v = (error as unknown as Record<string, unknown>)[c];
    if (v !== undefined) campos[c] = v;
  }
  return { message: error.message, name: error.name, campos };
}

// drizzle's parsers keep dates and intervals as PostgreSQL's text; the thread applies the same (see pglite-hilo).
const identidad = (valor: string) => valor;
const conParsers = (oids: number[] | undefined, rowMode: OpcionesConsulta['rowMode']): OpcionesConsulta => ({
  rowMode,
  ...(oids ? { parsers: Object.fromEntries(oids.map((oid) => [oid, identidad])) } : {}),
});

const ROLLBACK_PEDIDO = Symbol('rollback');

async function abrir() {
  const opciones = {
    startParams: PARAMETROS_PGLITE,
    extensions: EXTENSIONES_PGLITE,
    ...(datos.modulo ? { pgliteWasmModule: datos.modulo } : {}),
  };
  if (datos.dataDir) return PGlite.create(datos.dataDir, opciones);
  return PGlite.create(opciones);
}

async function main() {
  const sesion = crearSesionPglite(await abrir());
  const transacciones = new Map<
    number,
    { tx: ClientePglite; terminar: (confirmar: boolean) => void; fin: Promise<unknown> }
  >();

  const ejecutor = (txId: number | undefined): ClientePglite => {
    if (txId === undefined) return sesion;
    const t = transacciones.get(txId);
    if (!t) throw new Error('La transacción ya terminó');
    return t.tx;
  };

  async function atender(p: Pedido): Promise<{ r: unknown; transferir?: ArrayBuffer[] }> {
    switch (p.t) {
      case 'consulta':
        return {
          r: await ejecutor(p.tx).query(p.texto, p.parametros, conParsers(p.parsers, p.rowMode)),
        };
      case 'exec':
        return { r: await ejecutor(p.tx).exec(p.texto) };
      case 'empezar': {
        let dentro!: (tx: ClientePglite) => void;
        let terminar!: (confirmar: boolean) => void;
        const abierta = new Promise<ClientePglite>((r) => (dentro = r));
        const fin = sesion.transaction(async (tx) => {
          const confirmar = new Promise<boolean>((r) => (terminar = r));
          dentro(tx);
          if (!(await confirmar)) throw ROLLBACK_PEDIDO;
        });
        // BEGIN failed (the database closed): the transaction never opened.
        const tx = await Promise.race([abierta, fin.then(() => abierta)]);
        transacciones.set(p.tx, { tx, terminar, fin });
        return { r: null };
      }
      case 'terminar': {
        const t = transacciones.get(p.tx);
        if (!t) throw new Error('La transacción ya terminó');
        transacciones.delete(p.tx);
        t.terminar(p.confirmar);
        try {
          await t.fin;
        } catch (e) {
          if (e !== ROLLBACK_PEDIDO) throw e;
        }
        return { r: null };
      }
      case 'volcar': {
        const archivo = await sesion.dumpDataDir(p.compresion);
        const bytes = await archivo.arrayBuffer();
        return { r: bytes, transferir: [bytes] };
      }
      case 'cerrar':
        await sesion.close();
        return { r: null };
    }
  }

  puerto.on('message', (p: Pedido) => {
    atender(p).then(
      ({ r, transferir }) => puerto.postMessage({ id: p.id, ok: true, r } satisfies Respuesta, transferir),
      (error: unknown) => {
        let e: ErrorDelHilo;
        try {
          e = aMensaje(error);
          puerto.postMessage({ id: p.id, ok: false, e } satisfies Respuesta);
        } catch {
          // A field that cannot cross threads: the message alone.
          puerto.postMessage({
            id: p.id,
            ok: false,
            e: { message: (error as Error).message, name: 'Error' },
          } satisfies Respuesta);
        }
      },
    );
  });
  puerto.postMessage({ id: 0, ok: true, r: 'lista' } satisfies Respuesta);
}

main().catch((error: unknown) => {
  puerto.postMessage({ id: 0, ok: false, e: aMensaje(error) } satisfies Respuesta);
});
