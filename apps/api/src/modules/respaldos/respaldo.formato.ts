import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';

/**
 * The backup file (ADR 043): gzip of text lines. `#C` header, then per table `#T` with its name, its rows (one JSON
 * object per line, PostgreSQL's own `to_jsonb` text, in primary-key order), `#F` with its row count and SHA-256;
 * `#S` the sequences, and `#M` the manifest last: a file without it was cut short.
 */
export const FORMATO = 'descanso-respaldo';
export const VERSION_FORMATO = 1;

export interface Esquema {
  /** drizzle's journal `when` of the last migration applied: what the restore compares. */
  cuando: number;
  /** Its tag (`0016_reportes`), for people. */
  etiqueta: string;
}

export interface Cabecera {
  formato: string;
  version: number;
  app: string;
  esquema: Esquema;
  motor: 'pglite' | 'postgres';
  creado: string;
}

export interface ResumenTabla {
  nombre: string;
  filas: number;
  sha256: string;
}

export interface SecuenciaRespaldada {
  nombre: string;
  valor: string;
  llamada: boolean;
}

export interface Manifiesto extends Cabecera {
  tablas: ResumenTabla[];
  secuencias: SecuenciaRespaldada[];
}

/** The one-line Spanish reason a backup is refused; the CLI prints it as is. */
export class RespaldoInvalido extends Error {
  constructor(mensaje: string) {
    super(mensaje);
    this.name = 'RespaldoInvalido';
  }
}

/** Running digest of one table's rows, the same whether writing, reading or re-reading a restored database. */
export class SumaDeTabla {
  private readonly hash = createHash('sha256');
  filas = 0;
  agregar(linea: string) {
    this.hash.update(linea);
    this.hash.update('\n');
    this.filas++;
  }
  cerrar(nombre: string): ResumenTabla {
    return { nombre, filas: this.filas, sha256: this.hash.digest('hex') };
  }
}

export type Evento =
  | { tipo: 'cabecera'; cabecera: Cabecera }
  | { tipo: 'filas'; tabla: string; filas: string[] }
  | { tipo: 'manifiesto'; manifiesto: Manifiesto };

const LOTE = 1000;

function json<T>(texto: string, que: string): T {
  try {
    return JSON.parse(texto) as T;
  } catch {
    throw new RespaldoInvalido(`El respaldo está dañado: ${que} no es legible.`);
  }
}

/** Lines of the decompressed file; a bad gzip (CRC, length, cut short) becomes a Spanish RespaldoInvalido. */
async function* lineas(archivo: string): AsyncGenerator<string> {
  const gunzip = pipeline(createReadStream(archivo), createGunzip(), () => {});
  const decodificador = new StringDecoder('utf8');
  let resto = '';
  try {
    for await (const trozo of gunzip) {
      resto += decodificador.write(trozo as Buffer);
      const partes = resto.split('\n');
      resto = partes.pop()!;
      yield* partes;
    }
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    if (e.code === 'ENOENT') throw new RespaldoInvalido(`No existe el archivo de respaldo ${archivo}.`);
    if (e.code === 'Z_BUF_ERROR')
      throw new RespaldoInvalido(
        'El respaldo está incompleto: el archivo fue cortado (¿copia interrumpida?).',
      );
    throw new RespaldoInvalido(`El respaldo está dañado: el archivo comprimido no es válido (${e.message}).`);
  }
  resto += decodificador.end();
  if (resto) yield resto;
}

/**
 * Reads a backup and checks it as it goes: every table's count and SHA-256 against its `#F` line and the manifest.
 * Yields rows in batches; throws RespaldoInvalido at the first inconsistency, so a caller loading the rows inside a
 * transaction rolls everything back.
 */
export async function* leerRespaldo(archivo: string): AsyncGenerator<Evento> {
  let cabecera: Cabecera | undefined;
  let manifiesto: Manifiesto | undefined;
  const resumenes: ResumenTabla[] = [];
  let tabla: string | undefined;
  let suma: SumaDeTabla | undefined;
  let lote: string[] = [];
  const vaciar = function* (): Generator<Evento> {
    if (lote.length && tabla) yield { tipo: 'filas', tabla, filas: lote };
    lote = [];
  };
  for await (const linea of lineas(archivo)) {
    if (manifiesto) throw new RespaldoInvalido('El respaldo está dañado: hay datos después del manifiesto.');
    if (!cabecera) {
      if (!linea.startsWith('#C ')) throw new RespaldoInvalido('El archivo no es un respaldo de Descanso.');
      cabecera = json<Cabecera>(linea.slice(3), 'la cabecera');
      if (cabecera.formato !== FORMATO)
        throw new RespaldoInvalido('El archivo no es un respaldo de Descanso.');
      if (cabecera.version !== VERSION_FORMATO)
        throw new RespaldoInvalido(
          `El respaldo usa el formato ${cabecera.version}, que esta versión de Descanso no conoce; actualice Descanso.`,
        );
      yield { tipo: 'cabecera', cabecera };
      continue;
    }
    if (linea.startsWith('#')) {
      const marca = linea.slice(0, 3);
      const cuerpo = linea.slice(3);
      if (marca === '#T ') {
        if (tabla) throw new RespaldoInvalido(`El respaldo está dañado: la tabla ${tabla} no se cierra.`);
        tabla = json<{ tabla: string }>(cuerpo, 'el inicio de una tabla').tabla;
        suma = new SumaDeTabla();
      } else if (marca === '#F ') {
        const fin = json<ResumenTabla>(cuerpo, 'el cierre de una tabla');
        if (!tabla || !suma || fin.nombre !== tabla)
          throw new RespaldoInvalido('El respaldo está dañado: el cierre de una tabla no corresponde.');
        yield* vaciar();
        const calculado = suma.cerrar(tabla);
        if (calculado.filas !== fin.filas || calculado.sha256 !== fin.sha256)
          throw new RespaldoInvalido(
            `El respaldo está alterado: los datos de la tabla ${tabla} no coinciden con su suma de verificación.`,
          );
        resumenes.push(calculado);
        tabla = undefined;
        suma = undefined;
      } else if (marca === '#M ') {
        if (tabla) throw new RespaldoInvalido(`El respaldo está dañado: la tabla ${tabla} no se cierra.`);
        manifiesto = json<Manifiesto>(cuerpo, 'el manifiesto');
      } else {
        throw new RespaldoInvalido('El respaldo está dañado: contiene una línea desconocida.');
      }
      continue;
    }
    if (!tabla || !suma) throw new RespaldoInvalido('El respaldo está dañado: hay filas fuera de una tabla.');
    suma.agregar(linea);
    lote.push(linea);
    if (lote.length >= LOTE) yield* vaciar();
  }
  if (!cabecera) throw new RespaldoInvalido('El archivo de respaldo está vacío.');
  if (!manifiesto)
    throw new RespaldoInvalido('El respaldo está incompleto: le falta el final (el archivo fue cortado).');
  const esperado = manifiesto.tablas ?? [];
  const iguales =
    esperado.length === resumenes.length &&
    esperado.every(
      (t, i) =>
        t.nombre === resumenes[i]!.nombre &&
        t.filas === resumenes[i]!.filas &&
        t.sha256 === resumenes[i]!.sha256,
    );
  if (!iguales || manifiesto.esquema?.cuando !== cabecera.esquema.cuando)
    throw new RespaldoInvalido('El respaldo está alterado: el manifiesto no coincide con los datos.');
  yield { tipo: 'manifiesto', manifiesto };
}

/** Reads the whole file without loading it anywhere: its manifest if everything checks, RespaldoInvalido if not. */
export async function verificarRespaldo(archivo: string): Promise<Manifiesto> {
  for await (const evento of leerRespaldo(archivo)) {
    if (evento.tipo === 'manifiesto') return evento.manifiesto;
  }
  throw new RespaldoInvalido('El respaldo está incompleto: le falta el final (el archivo fue cortado).');
}
