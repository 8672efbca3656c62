// Spreadsheets the tests and the benchmark build for themselves (never imported by the server).
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { COLUMNAS_IMPORTACION } from '@app/contract/bulk-import';

export type FilaPrueba = Record<string, string | number | Date | boolean | null>;
export const ENCABEZADOS = COLUMNAS_IMPORTACION.map((c) => c.nombre);

const NOMBRES = ['José', 'María', 'Ángel', 'Sofía', 'Iñigo', 'Lucía', 'Raúl', 'Mónica', 'Germán', 'Begoña'];
const APELLIDOS = [
  'Núñez',
  'Pérez',
  'Ñahui',
  'Gómez',
  'Sáenz',
  'Quispe',
  'Huamán',
  'Ríos',
  'Cáceres',
  'Ávila',
];

/**
 * `n` valid rows: DNIs and emails from `inicio`, every tenth row reports to the first row of its block of ten
 * (a manager in the same file), dates alternating between real dates, dd/mm/yyyy and yyyy-mm-dd.
 */
export function filasValidas(
  n: number,
  o: { inicio?: number; departamento?: string; empresa?: string; roles?: string; dominio?: string } = {},
): FilaPrueba[] {
  const inicio = o.inicio ?? 0;
  return Array.from({ length: n }, (_, i) => {
    const k = inicio + i;
    const jefe = i % 10 === 0 ? '' : String(40_000_000 + inicio + i - (i % 10));
    const dia = (i % 28) + 1;
    const formato = i % 3;
    return {
      nombres: `${NOMBRES[k % NOMBRES.length]} ${NOMBRES[(k + 3) % NOMBRES.length]}`,
      apellidoPaterno: APELLIDOS[k % APELLIDOS.length]!,
      apellidoMaterno: APELLIDOS[(k + 7) % APELLIDOS.length]!,
      dni: String(40_000_000 + k),
      email: `usuario.${k}@${o.dominio ?? 'importado.pe'}`,
      codigoDepartamento: o.departamento ?? 'GEN',
      dniJefe: jefe,
      fechaIngreso:
        formato === 0
          ? new Date(Date.UTC(2021, 2, dia))
          : formato === 1
            ? `${String(dia).padStart(2, '0')}/03/2021`
            : `2021-03-${String(dia).padStart(2, '0')}`,
      extranjero: i % 17 === 0 ? 'SI' : 'NO',
      empresa: 'Empresa Importadora S.A.C.',
      roles: o.roles ?? (i % 10 === 0 ? 'Empleado, Jefe' : 'Empleado'),
      numeroCelular: i % 4 === 0 ? String(900_000_000 + (k % 99_999_999)) : '',
    };
  });
}

const comoTexto = (v: FilaPrueba[string]) => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date)
    return `${String(v.getUTCDate()).padStart(2, '0')}/${String(v.getUTCMonth() + 1).padStart(2, '0')}/${v.getUTCFullYear()}`;
  return String(v);
};

/** An .xlsx written by exceljs's streaming writer (fast enough for 10,000 rows). */
export async function aXlsx(filas: FilaPrueba[], encabezados: string[] = ENCABEZADOS): Promise<Buffer> {
  const salida = new PassThrough();
  const partes: Buffer[] = [];
  salida.on('data', (b: Buffer) => partes.push(b));
  const terminado = new Promise((r) => salida.on('end', r));
  const libro = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: salida,
    useSharedStrings: true,
    useStyles: true,
  });
  const hoja = libro.addWorksheet('Usuarios');
  hoja.addRow(encabezados).commit();
  for (const f of filas) {
    const fila = hoja.addRow(encabezados.map((e) => f[e] ?? null));
    encabezados.forEach((e, i) => {
      if (f[e] instanceof Date) fila.getCell(i + 1).numFmt = 'dd/mm/yyyy';
    });
    fila.commit();
  }
  hoja.commit();
  await libro.commit();
  await terminado;
  return Buffer.concat(partes);
}

/** A legacy .xls (BIFF8) written by SheetJS, dates as real Excel dates. */
export function aXls(filas: FilaPrueba[], encabezados: string[] = ENCABEZADOS): Buffer {
  const datos = [encabezados, ...filas.map((f) => encabezados.map((e) => f[e] ?? null))];
  const hoja = XLSX.utils.aoa_to_sheet(datos, { cellDates: true, dateNF: 'dd/mm/yyyy' });
  const libro = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(libro, hoja, 'Usuarios');
  return XLSX.write(libro, { type: 'buffer', bookType: 'xls' }) as Buffer;
}

/** A CSV as Excel writes it: ';' or ',' between fields, quotes where needed, CRLF, in UTF-8 (BOM optional) or Windows-1252. */
export function aCsv(
  filas: FilaPrueba[],
  o: {
    delimitador?: ';' | ',';
    codificacion?: 'utf-8' | 'utf-8-bom' | 'windows-1252';
    encabezados?: string[];
  } = {},
): Buffer {
  const d = o.delimitador ?? ';';
  const encabezados = o.encabezados ?? ENCABEZADOS;
  const celda = (s: string) => (s.includes(d) || /["\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const lineas = [
    encabezados.join(d),
    ...filas.map((f) => encabezados.map((e) => celda(comoTexto(f[e] ?? null))).join(d)),
  ];
  const texto = `${lineas.join('\r\n')}\r\n`;
  // Accented Spanish letters are the same bytes in Windows-1252 and Latin-1.
  if (o.codificacion === 'windows-1252') return Buffer.from(texto, 'latin1');
  const utf8 = Buffer.from(texto, 'utf8');
  return o.codificacion === 'utf-8-bom' ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]) : utf8;
}

/** A multipart/form-data body with `file` and, optionally, `configuracion` (as a browser's FormData sends it). */
export function formulario(
  archivo: { nombre: string; contenido: Buffer; tipo?: string },
  configuracion?: unknown,
): { payload: Buffer; headers: Record<string, string> } {
  const limite = `----descanso${Math.random().toString(16).slice(2)}`;
  const partes: Buffer[] = [];
  if (configuracion !== undefined)
    partes.push(
      Buffer.from(
        `--${limite}\r\nContent-Disposition: form-data; name="configuracion"\r\n\r\n${typeof configuracion === 'string' ? configuracion : JSON.stringify(configuracion)}\r\n`,
      ),
    );
  partes.push(
    Buffer.from(
      `--${limite}\r\nContent-Disposition: form-data; name="file"; filename="${archivo.nombre}"\r\nContent-Type: ${archivo.tipo ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    archivo.contenido,
    Buffer.from(`\r\n--${limite}--\r\n`),
  );
  return {
    payload: Buffer.concat(partes),
    headers: { 'content-type': `multipart/form-data; boundary=${limite}` },
  };
}

export const TIPOS = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv',
} as const;
