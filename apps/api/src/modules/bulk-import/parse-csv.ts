import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { ErrorArchivo, type FilaCruda } from './tipos';

// Windows-1252 differs from Latin-1 only in 0x80–0x9F (€, smart quotes, dashes…). Node's TextDecoder treats the
// 'windows-1252' label as Latin-1, so those 27 characters are mapped here.
const CP1252_80_9F: Record<number, string> = {
  0x80: '\u20ac',
  0x82: '\u201a',
  0x83: '\u0192',
  0x84: '\u201e',
  0x85: '\u2026',
  0x86: '\u2020',
  0x87: '\u2021',
  0x88: '\u02c6',
  0x89: '\u2030',
  0x8a: '\u0160',
  0x8b: '\u2039',
  0x8c: '\u0152',
  0x8e: '\u017d',
  0x91: '\u2018',
  0x92: '\u2019',
  0x93: '\u201c',
  0x94: '\u201d',
  0x95: '\u2022',
  0x96: '\u2013',
  0x97: '\u2014',
  0x98: '\u02dc',
  0x99: '\u2122',
  0x9a: '\u0161',
  0x9b: '\u203a',
  0x9c: '\u0153',
  0x9e: '\u017e',
  0x9f: '\u0178',
};

export function decodificarWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (c) => CP1252_80_9F[c.charCodeAt(0)] ?? c);
}

export type Codificacion = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

/**
 * The text of a CSV as Excel writes it: UTF-8 with or without BOM, UTF-16 with BOM ("Texto Unicode"), or, when the
 * bytes are not valid UTF-8, Windows-1252 (Excel's "CSV (delimitado por comas)" in a Spanish Windows).
 */
export function decodificarCsv(bytes: Uint8Array): { texto: string; codificacion: Codificacion } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { texto: new TextDecoder('utf-16le').decode(bytes.subarray(2)), codificacion: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { texto: new TextDecoder('utf-16be').decode(bytes.subarray(2)), codificacion: 'utf-16be' };
  const sinBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { texto: new TextDecoder('utf-8', { fatal: true }).decode(sinBom), codificacion: 'utf-8' };
  } catch {
    return { texto: decodificarWindows1252(sinBom), codificacion: 'windows-1252' };
  }
}

/**
 * The delimiter of the header line: ';' (Excel in a Spanish locale), ',' or a tab, whichever appears most
 * outside quotes; ',' when there is none.
 */
export function detectarDelimitador(texto: string): ';' | ',' | '\t' {
  const cuenta = { ';': 0, ',': 0, '\t': 0 };
  let entreComillas = false;
  for (let i = 0; i < texto.length && i < 65_536; i++) {
    const c = texto[i]!;
    if (c === '"') entreComillas = !entreComillas;
    else if (!entreComillas && (c === '\n' || c === '\r')) break;
    else if (!entreComillas && c in cuenta) cuenta[c as keyof typeof cuenta]++;
  }
  if (cuenta[';'] === 0 && cuenta[','] === 0 && cuenta['\t'] === 0) return ',';
  if (cuenta[';'] >= cuenta[','] && cuenta[';'] >= cuenta['\t']) return ';';
  return cuenta[','] >= cuenta['\t'] ? ',' : '\t';
}

/** The text in 64 KB slices, so the parser streams records instead of buffering the whole file's. */
function* trozos(texto: string, tamano = 65_536) {
  for (let i = 0; i < texto.length; i += tamano) yield texto.slice(i, i + tamano);
}

/**
 * Rows of a CSV, streamed: quoted fields may hold delimiters, quotes ("") and line breaks. A record is one
 * spreadsheet row (as Excel shows it), so `numeroFila` counts records, blank lines included. Cells are text:
 * nothing is ever evaluated (a cell starting with '=' stays that text).
 */
export async function* leerCsv(bytes: Uint8Array): AsyncGenerator<FilaCruda> {
  const { texto: completo } = decodificarCsv(bytes);
  const texto = completo.charCodeAt(0) === 0xfeff ? completo.slice(1) : completo;
  const parser = Readable.from(trozos(texto)).pipe(
    parse({
      delimiter: detectarDelimitador(texto),
      relax_column_count: true,
      skip_empty_lines: false,
      bom: false,
      cast: false,
    }),
  );
  let numeroFila = 0;
  try {
    for await (const registro of parser as AsyncIterable<string[]>) {
      numeroFila++;
      yield { numeroFila, celdas: registro };
    }
  } catch (error) {
    if (error instanceof ErrorArchivo) throw error;
    const e = error as { code?: string; lines?: number };
    const linea = typeof e.lines === 'number' ? ` (cerca de la línea ${e.lines})` : '';
    throw new ErrorArchivo(
      e.code === 'CSV_QUOTE_NOT_CLOSED'
        ? `El archivo CSV tiene comillas sin cerrar${linea}. Revise que cada campo entre comillas termine con comillas.`
        : `El archivo CSV está mal formado${linea}. Guárdelo de nuevo desde Excel como "CSV (delimitado por comas)".`,
    );
  } finally {
    parser.destroy();
  }
}
