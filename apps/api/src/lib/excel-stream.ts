import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { neutralizarCelda } from './neutralizar-celda';

/**
 * Streamed .xlsx exports (issue 18, ADR 038): rows go to the HTTP reply as they are read, a batch at a time, so an
 * export of 150,000 requests never holds them all in memory. Dates are real Excel dates and numbers real numbers,
 * shown in the Peruvian way (dd/mm/yyyy); every text cell is neutralised against formula injection.
 */
export type TipoColumnaExcel =
  | 'texto'
  /** A whole number (days, ids): shown with thousands separators. */
  | 'entero'
  /** A number with two decimals (averages, truncas). */
  | 'decimal'
  /** A calendar date 'YYYY-MM-DD': a real Excel date shown dd/mm/yyyy. */
  | 'fecha'
  /** An instant (ISO string or Date): a real Excel date-time in Lima's wall-clock time, dd/mm/yyyy hh:mm. */
  | 'fechaHora';

export type ValorCelda = string | number | Date | null | undefined;

export interface ColumnaExcel<T> {
  /** The column header: the screen's own header text. */
  encabezado: string;
  tipo: TipoColumnaExcel;
  valor: (fila: T) => ValorCelda;
  /** Width in characters; a sensible default per type otherwise. */
  ancho?: number;
}

export interface HojaExcel<T> {
  /** Sheet name: at most 31 characters, none of : \ / ? * [ ] (Excel's own limits). */
  nombre: string;
  columnas: readonly ColumnaExcel<T>[];
  filas: AsyncIterable<T> | Iterable<T>;
  /** Rows written above the header (a title, the filters applied); plain text. */
  titulo?: readonly string[];
}

const FORMATOS: Record<TipoColumnaExcel, string | undefined> = {
  texto: undefined,
  entero: '#,##0',
  decimal: '#,##0.00',
  fecha: 'dd/mm/yyyy',
  fechaHora: 'dd/mm/yyyy hh:mm',
};
const ANCHOS: Record<TipoColumnaExcel, number> = {
  texto: 24,
  entero: 10,
  decimal: 12,
  fecha: 12,
  fechaHora: 17,
};

/** Lima has no daylight saving time: UTC−5 all year. */
const DESFASE_LIMA_MS = 5 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' as the Date exceljs turns into that exact Excel day (it converts in UTC). */
export function fechaExcel(fecha: string): Date {
  const [a, m, d] = fecha.split('-').map(Number);
  return new Date(Date.UTC(a!, m! - 1, d!));
}

/** An instant as the Date whose UTC fields are Lima's wall clock, which is what Excel shows. */
export function fechaHoraExcel(instante: string | Date): Date {
  const ms = typeof instante === 'string' ? Date.parse(instante) : instante.getTime();
  return new Date(ms - DESFASE_LIMA_MS);
}

function celda(tipo: TipoColumnaExcel, v: ValorCelda): string | number | Date | null {
  if (v === null || v === undefined || v === '') return null;
  switch (tipo) {
    case 'texto':
      return neutralizarCelda(String(v));
    case 'entero':
    case 'decimal':
      return typeof v === 'number' ? v : Number(v);
    case 'fecha':
      return v instanceof Date ? v : fechaExcel(String(v));
    case 'fechaHora':
      return fechaHoraExcel(v as string | Date);
  }
}

/** A sheet whose row type is erased, so one workbook can hold sheets of different rows (a kardex: one per period). */
export type Hoja = HojaExcel<unknown>;
export const hoja = <T>(h: HojaExcel<T>): Hoja => h as unknown as Hoja;

/** Rows between two checks of the reply's buffer (and a turn for other requests). */
const FILAS_POR_TANDA = 500;

/** Names Excel accepts for a sheet. */
export function nombreHoja(nombre: string): string {
  return nombre.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Hoja';
}

async function escribirHoja<T>(
  libro: ExcelJS.stream.xlsx.WorkbookWriter,
  salida: PassThrough,
  h: HojaExcel<T>,
) {
  const hoja = libro.addWorksheet(nombreHoja(h.nombre), {
    views: [{ state: 'frozen', ySplit: (h.titulo?.length ?? 0) + 1 }],
  });
  hoja.columns = h.columnas.map((c) => ({
    width: c.ancho ?? Math.max(ANCHOS[c.tipo], Math.min(40, c.encabezado.length + 2)),
    style: FORMATOS[c.tipo] ? { numFmt: FORMATOS[c.tipo] } : {},
  }));
  for (const linea of h.titulo ?? []) hoja.addRow([neutralizarCelda(linea)]).commit();
  const encabezado = hoja.addRow(h.columnas.map((c) => c.encabezado));
  encabezado.font = { bold: true };
  encabezado.commit();
  let n = 0;
  for await (const fila of h.filas) {
    hoja.addRow(h.columnas.map((c) => celda(c.tipo, c.valor(fila)))).commit();
    if (++n % FILAS_POR_TANDA === 0) {
      // A slow client must not make the server buffer the whole file: wait for the reply to drain.
      if (salida.writableNeedDrain) await once(salida, 'drain');
      await new Promise((r) => setImmediate(r));
    }
  }
  hoja.commit();
}

/**
 * The workbook as a stream for `reply.send`. Rows are read while the client downloads; an error while reading ends
 * the stream with that error (the client sees a broken download, never a truncated file that looks complete).
 */
export function libroExcelEnStream(hojas: readonly Hoja[]): Readable {
  const salida = new PassThrough();
  // Shared strings would keep every distinct text in memory until the end; inline strings stream.
  const libro = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: salida,
    useStyles: true,
    useSharedStrings: false,
  });
  void (async () => {
    try {
      for (const h of hojas) await escribirHoja(libro, salida, h);
      await libro.commit();
    } catch (error) {
      salida.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return salida;
}

/**
 * Reads a large result a batch at a time: `leer(despues)` returns up to `tamano` rows after the given cursor (null
 * for the first batch), ordered so that the cursor of the last row continues them (keyset pagination: no OFFSET).
 */
export async function* porLotes<T, C>(
  leer: (despues: C | null, tamano: number) => Promise<T[]>,
  cursor: (fila: T) => C,
  tamano = 2000,
): AsyncGenerator<T> {
  let despues: C | null = null;
  for (;;) {
    const lote = await leer(despues, tamano);
    yield* lote;
    if (lote.length < tamano) return;
    despues = cursor(lote[lote.length - 1]!);
  }
}
