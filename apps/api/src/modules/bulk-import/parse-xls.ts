import type * as XLSX from '@e965/xlsx';
import { alPrimerUso } from '../../lib/al-primer-uso';
import { ErrorArchivo, type FilaCruda, type ValorCelda, type ValorSimple } from './tipos';

// Loaded with the first legacy workbook, not at start: SheetJS and its code pages hold ~3 MB of heap that a server
// which never receives an .xls would carry for nothing (ADR 055).
const cargarSheetJs = alPrimerUso(() =>
  Promise.all([import('@e965/xlsx'), import('@e965/xlsx/dist/cpexcel')]).then(([xlsx, cptable]) => {
    // Legacy (BIFF5) workbooks store text in the file's code page.
    xlsx.set_cptable(cptable);
    return xlsx;
  }),
);

const NO_ES_XLS =
  'El archivo no es un libro de Excel 97-2003 (.xls) válido. Ábralo en Excel y guárdelo de nuevo.';

/** An Excel serial day as a Date at UTC midnight (1900 system with its phantom 29 Feb, or 1904 system). */
export function fechaDeSerial(serial: number, sistema1904 = false): Date {
  const dias = Math.floor(serial + 1e-9);
  const desdeEpoca = sistema1904 ? dias - 24_107 : dias < 61 ? dias - 25_568 : dias - 25_569;
  return new Date(desdeEpoca * 86_400_000);
}

function valor(xlsx: typeof XLSX, c: XLSX.CellObject | undefined, sistema1904: boolean): ValorSimple {
  if (!c || c.t === 'z' || c.v === undefined) return null;
  if (c.t === 'n' && typeof c.v === 'number' && c.z !== undefined && xlsx.SSF.is_date(c.z))
    return fechaDeSerial(c.v, sistema1904);
  if (c.t === 'e') return c.w ?? '#ERROR';
  if (c.v instanceof Date) return c.v;
  return c.v;
}

/**
 * Rows of the first sheet of a legacy .xls (OLE compound file), read by the maintained SheetJS build. Used
 * only for this format; formulas are never evaluated (the value Excel saved comes with the formula text).
 */
export async function* leerXls(bytes: Buffer): AsyncGenerator<FilaCruda> {
  const xlsx = await cargarSheetJs();
  let libro: XLSX.WorkBook;
  try {
    libro = xlsx.read(bytes, {
      type: 'buffer',
      dense: true,
      cellNF: true,
      cellDates: false,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
      WTF: false,
    });
  } catch {
    throw new ErrorArchivo(NO_ES_XLS);
  }
  const nombre = libro.SheetNames[0];
  const hoja = nombre ? libro.Sheets[nombre] : undefined;
  if (!hoja) throw new ErrorArchivo(NO_ES_XLS);
  const sistema1904 = Boolean(libro.Workbook?.WBProps?.date1904);
  const datos = (hoja['!data'] ?? []) as (XLSX.CellObject[] | undefined)[];
  const rango = hoja['!ref'] ? xlsx.utils.decode_range(hoja['!ref']) : undefined;
  const columnas = rango ? rango.e.c + 1 : 0;
  for (let r = 0; r < datos.length; r++) {
    const fila = datos[r];
    if (!fila) continue;
    const celdas: ValorCelda[] = [];
    for (let c = 0; c < Math.max(columnas, fila.length); c++) {
      const celda = fila[c];
      const v = valor(xlsx, celda, sistema1904);
      celdas.push(celda?.f ? { formula: celda.f, resultado: v } : v);
    }
    yield { numeroFila: r + 1, celdas };
  }
}
