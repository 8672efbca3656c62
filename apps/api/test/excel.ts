import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** The rows of the first sheet of an .xlsx reply (a 200 is required: the body's start explains any other status). */
export async function filasDeExcel(r: LightMyRequestResponse): Promise<ExcelJS.Row[]> {
  expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
  const filas: ExcelJS.Row[] = [];
  libro.worksheets[0]!.eachRow((f) => filas.push(f));
  return filas;
}
