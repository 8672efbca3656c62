import ExcelJS from 'exceljs';
import type { TErrorFilaImportacion } from '@app/contract/bulk-import';
import { FORMATO_EXCEL } from '@app/contract/formato-numeros';
import { neutralizarCelda } from '../../lib/neutralizar-celda';

/** Header of each column of the errors file, in order. */
export const ENCABEZADOS_ERRORES = ['Fila', 'Columna', 'Valor', 'Mensaje', 'Sugerencia'] as const;

/**
 * Every error of a validated file as an .xlsx: faults of the whole file first (no row), then each row error with
 * the spreadsheet's row number. Cell texts come from the uploaded file, so they are neutralised as formulas.
 */
export async function erroresXlsx(
  erroresArchivo: string[],
  errores: TErrorFilaImportacion[],
): Promise<Buffer> {
  const libro = new ExcelJS.Workbook();
  libro.creator = 'Descanso';
  const hoja = libro.addWorksheet('Errores', { views: [{ state: 'frozen', ySplit: 1 }] });
  hoja.columns = [
    { header: ENCABEZADOS_ERRORES[0], key: 'fila', width: 8, style: { numFmt: FORMATO_EXCEL.entero } },
    { header: ENCABEZADOS_ERRORES[1], key: 'columna', width: 20 },
    { header: ENCABEZADOS_ERRORES[2], key: 'valor', width: 28 },
    { header: ENCABEZADOS_ERRORES[3], key: 'mensaje', width: 60 },
    { header: ENCABEZADOS_ERRORES[4], key: 'sugerencia', width: 80 },
  ];
  hoja.getRow(1).font = { bold: true };
  for (const mensaje of erroresArchivo)
    hoja.addRow({
      fila: null,
      columna: null,
      valor: null,
      mensaje: neutralizarCelda(mensaje),
      sugerencia: null,
    });
  for (const e of errores)
    hoja.addRow({
      fila: e.numeroFila,
      columna: e.campo,
      valor: e.valor === undefined ? null : neutralizarCelda(e.valor),
      mensaje: neutralizarCelda(e.mensaje),
      sugerencia: neutralizarCelda(e.sugerencia),
    });
  hoja.autoFilter = { from: 'A1', to: 'E1' };
  return Buffer.from(await libro.xlsx.writeBuffer());
}
