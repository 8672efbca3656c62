import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';
import { neutralizarCelda } from './neutralizar-celda';

/**
 * Streamed .xlsx exports (ADR 038): rows go to the HTTP reply as they are read, a batch at a time, so an
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

/** 'YYYY-MM-DD' as the Date whose UTC midnight is that Excel day (serial days count UTC midnights). */
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

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const CABECERA_XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Style index of each kind of cell in styles.xml below (0: plain text; 5: the bold header). */
const ESTILO: Record<TipoColumnaExcel, number> = { texto: 0, entero: 1, decimal: 2, fecha: 3, fechaHora: 4 };
const ESTILO_ENCABEZADO = 5;

const ESTILOS_XML =
  `${CABECERA_XML}<styleSheet xmlns="${NS}">` +
  `<numFmts count="4"><numFmt numFmtId="164" formatCode="${FORMATOS.entero}"/>` +
  `<numFmt numFmtId="165" formatCode="${FORMATOS.decimal}"/>` +
  `<numFmt numFmtId="166" formatCode="${FORMATOS.fecha}"/>` +
  `<numFmt numFmtId="167" formatCode="${FORMATOS.fechaHora}"/></numFmts>` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="6"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="167" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

// Characters XML 1.0 cannot carry at all (control characters other than tab, line feed and carriage return).
// eslint-disable-next-line no-control-regex
const INVALIDOS_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const escaparXml = (texto: string) =>
  texto
    .replace(INVALIDOS_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** Column letters: 0 → A, 25 → Z, 26 → AA. */
function letraColumna(indice: number): string {
  let n = indice + 1;
  let letras = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    letras = String.fromCharCode(65 + r) + letras;
    n = Math.floor((n - 1) / 26);
  }
  return letras;
}

const MS_POR_DIA = 86_400_000;
/** Excel's serial day number of a Date whose UTC fields are the wall clock (1900 system, after 1900-03-01). */
const serialExcel = (d: Date) => d.getTime() / MS_POR_DIA + 25_569;

function xmlCelda(ref: string, tipo: TipoColumnaExcel, valor: string | number | Date | null): string {
  if (valor === null) return '';
  if (tipo === 'texto') {
    return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escaparXml(String(valor))}</t></is></c>`;
  }
  const numero = valor instanceof Date ? serialExcel(valor) : Number(valor);
  // A value that is not a number (bad data) is kept as text rather than writing an invalid file.
  if (!Number.isFinite(numero))
    return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escaparXml(String(valor))}</t></is></c>`;
  return `<c r="${ref}" s="${ESTILO[tipo]}"><v>${numero}</v></c>`;
}

const xmlTexto = (ref: string, texto: string, estilo = 0) =>
  `<c r="${ref}" t="inlineStr"${estilo ? ` s="${estilo}"` : ''}><is><t xml:space="preserve">${escaparXml(neutralizarCelda(texto))}</t></is></c>`;

const codificador = new TextEncoder();

/**
 * Writes one sheet's XML into the zip entry, a batch of rows per chunk. Built by hand rather than with exceljs's
 * streaming writer: that one builds several objects per cell and took ~30 s for 150,000 requests (ADR 041).
 */
async function escribirHoja<T>(entrada: ZipDeflate, salida: PassThrough, h: HojaExcel<T>) {
  const letras = h.columnas.map((_, i) => letraColumna(i));
  const titulo = h.titulo ?? [];
  const filaEncabezado = titulo.length + 1;
  const cols = h.columnas
    .map((c, i) => {
      const ancho = c.ancho ?? Math.max(ANCHOS[c.tipo], Math.min(40, c.encabezado.length + 2));
      return `<col min="${i + 1}" max="${i + 1}" width="${ancho}" customWidth="1"/>`;
    })
    .join('');
  let trozo =
    `${CABECERA_XML}<worksheet xmlns="${NS}" xmlns:r="${NS_R}">` +
    `<sheetViews><sheetView workbookViewId="0"><pane ySplit="${filaEncabezado}" topLeftCell="A${filaEncabezado + 1}" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
    `<cols>${cols}</cols><sheetData>`;
  titulo.forEach((linea, i) => {
    trozo += `<row r="${i + 1}">${xmlTexto(`A${i + 1}`, linea)}</row>`;
  });
  trozo += `<row r="${filaEncabezado}">${h.columnas.map((c, i) => xmlTexto(`${letras[i]}${filaEncabezado}`, c.encabezado, ESTILO_ENCABEZADO)).join('')}</row>`;
  let numero = filaEncabezado;
  for await (const fila of h.filas) {
    numero++;
    let xml = `<row r="${numero}">`;
    for (let i = 0; i < h.columnas.length; i++) {
      const c = h.columnas[i]!;
      xml += xmlCelda(`${letras[i]}${numero}`, c.tipo, celda(c.tipo, c.valor(fila)));
    }
    trozo += `${xml}</row>`;
    if ((numero - filaEncabezado) % FILAS_POR_TANDA === 0) {
      entrada.push(codificador.encode(trozo));
      trozo = '';
      // A slow client must not make the server buffer the whole file: wait for the reply to drain.
      if (salida.writableNeedDrain) await once(salida, 'drain');
      await new Promise((r) => setImmediate(r));
    }
  }
  entrada.push(codificador.encode(`${trozo}</sheetData></worksheet>`), true);
}

function archivoFijo(zip: Zip, nombre: string, contenido: string) {
  const entrada = new ZipDeflate(nombre, { level: 6 });
  zip.add(entrada);
  entrada.push(codificador.encode(contenido), true);
}

function partesDelLibro(nombres: readonly string[]) {
  const hojas = nombres.map((_, i) => i + 1);
  return {
    '[Content_Types].xml':
      `${CABECERA_XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      hojas
        .map(
          (n) =>
            `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
        )
        .join('') +
      '</Types>',
    '_rels/.rels':
      `${CABECERA_XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${NS_R}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml':
      `${CABECERA_XML}<workbook xmlns="${NS}" xmlns:r="${NS_R}"><sheets>` +
      nombres
        .map((n, i) => `<sheet name="${escaparXml(n)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
        .join('') +
      '</sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      `${CABECERA_XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      hojas
        .map((n) => `<Relationship Id="rId${n}" Type="${NS_R}/worksheet" Target="worksheets/sheet${n}.xml"/>`)
        .join('') +
      `<Relationship Id="rId${hojas.length + 1}" Type="${NS_R}/styles" Target="styles.xml"/></Relationships>`,
    'xl/styles.xml': ESTILOS_XML,
  };
}

/**
 * The workbook as a stream for `reply.send`. Rows are read while the client downloads; an error while reading ends
 * the stream with that error (the client sees a broken download, never a truncated file that looks complete).
 */
export function libroExcelEnStream(hojas: readonly Hoja[]): Readable {
  const salida = new PassThrough();
  const zip = new Zip((error, trozo, final) => {
    if (error) {
      salida.destroy(error);
      return;
    }
    salida.write(trozo);
    if (final) salida.end();
  });
  void (async () => {
    try {
      const nombres = hojas.map((h) => nombreHoja(h.nombre));
      for (const [nombre, contenido] of Object.entries(partesDelLibro(nombres)))
        archivoFijo(zip, nombre, contenido);
      for (const [i, h] of hojas.entries()) {
        // Level 1: the sheet is the bulk of the file and compressing it harder costs more time than it saves.
        const entrada = new ZipDeflate(`xl/worksheets/sheet${i + 1}.xml`, { level: 1 });
        zip.add(entrada);
        await escribirHoja(entrada, salida, h);
      }
      zip.end();
    } catch (error) {
      zip.terminate();
      salida.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return salida;
}

/**
 * Reads a large result a batch at a time: `leer(despues)` returns up to `tamano` rows after the given cursor (null
 * for the first batch), ordered so that the cursor of the last row continues them (keyset pagination: no OFFSET).
 * The next batch is asked for before the current one is handed out, so the database works while the file is written.
 */
export async function* porLotes<T, C>(
  leer: (despues: C | null, tamano: number) => Promise<T[]>,
  cursor: (fila: T) => C,
  tamano = 5000,
): AsyncGenerator<T> {
  let pendiente = leer(null, tamano);
  for (;;) {
    const lote = await pendiente;
    const completo = lote.length === tamano;
    if (completo) {
      pendiente = leer(cursor(lote[lote.length - 1]!), tamano);
      // If the consumer stops early (the client left), nobody awaits this read: its failure must not go unhandled.
      pendiente.catch(() => {});
    }
    yield* lote;
    if (!completo) return;
  }
}
