import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { fechaExcel, fechaHoraExcel, hoja, libroExcelEnStream, nombreHoja, porLotes } from './excel-stream';

interface Fila {
  nombre: string;
  dias: number;
  promedio: number;
  inicio: string;
  creada: string;
}

async function leer(stream: NodeJS.ReadableStream) {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load((await buffer(stream)) as unknown as ArrayBuffer);
  return libro;
}

describe('libroExcelEnStream', () => {
  it('escribe fechas y números reales con formato peruano, neutraliza textos y pone el título sobre los encabezados', async () => {
    async function* filas(): AsyncGenerator<Fila> {
      yield {
        nombre: '=HYPERLINK("x")',
        dias: 1500,
        promedio: 2.5,
        inicio: '2026-02-28',
        creada: '2026-03-01T04:30:00Z',
      };
      yield {
        nombre: 'Ñusta Pérez',
        dias: 0,
        promedio: 0,
        inicio: '2024-02-29',
        creada: '2026-03-01T05:00:00Z',
      };
    }
    const libro = await leer(
      libroExcelEnStream([
        hoja<Fila>({
          nombre: 'Solicitudes: 2026/03',
          titulo: ['Filtro: Pendiente'],
          columnas: [
            { encabezado: 'Empleado', tipo: 'texto', valor: (f) => f.nombre },
            { encabezado: 'Días', tipo: 'entero', valor: (f) => f.dias },
            { encabezado: 'Promedio', tipo: 'decimal', valor: (f) => f.promedio },
            { encabezado: 'Inicio', tipo: 'fecha', valor: (f) => f.inicio },
            { encabezado: 'Creada', tipo: 'fechaHora', valor: (f) => f.creada },
          ],
          filas: filas(),
        }),
      ]),
    );
    const h = libro.worksheets[0]!;
    expect(h.name).toBe('Solicitudes  2026 03');
    expect(h.getRow(1).getCell(1).value).toBe('Filtro: Pendiente');
    expect(h.getRow(2).values).toEqual([undefined, 'Empleado', 'Días', 'Promedio', 'Inicio', 'Creada']);
    const r = h.getRow(3);
    expect(r.getCell(1).value).toBe(`'=HYPERLINK("x")`);
    expect(r.getCell(2).value).toBe(1500);
    expect(r.getCell(2).numFmt).toBe('#,##0');
    expect(r.getCell(3).numFmt).toBe('#,##0.00');
    expect(r.getCell(4).value).toEqual(new Date('2026-02-28T00:00:00Z'));
    expect(r.getCell(4).numFmt).toBe('dd/mm/yyyy');
    // 04:30 UTC is 23:30 of the day before in Lima.
    expect(r.getCell(5).value).toEqual(new Date('2026-02-28T23:30:00Z'));
    expect(r.getCell(5).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(h.getRow(4).getCell(1).value).toBe('Ñusta Pérez');
    expect(h.getRow(4).getCell(4).value).toEqual(new Date('2024-02-29T00:00:00Z'));
  });

  it('varias hojas con nombres y textos que XML debe escapar, y caracteres de control que XML no admite', async () => {
    const libro = await leer(
      libroExcelEnStream([
        hoja<string>({
          nombre: 'Resumen & <totales>',
          columnas: [{ encabezado: 'Nota "A"', tipo: 'texto', valor: (f) => f }],
          filas: ['<b>negrita</b> & más', 'con\u0001control\tytab', '  espacios  '],
        }),
        hoja<number>({
          nombre: 'Período 2025',
          columnas: [{ encabezado: 'Días', tipo: 'entero', valor: (f) => f }],
          filas: [1, 2, 3],
        }),
      ]),
    );
    expect(libro.worksheets.map((h) => h.name)).toEqual(['Resumen & <totales>', 'Período 2025']);
    const [a, b] = libro.worksheets;
    expect(a!.getRow(1).getCell(1).value).toBe('Nota "A"');
    expect(a!.getRow(2).getCell(1).value).toBe('<b>negrita</b> & más');
    expect(a!.getRow(3).getCell(1).value).toBe('concontrol\tytab');
    expect(a!.getRow(4).getCell(1).value).toBe('  espacios  ');
    expect(b!.getRow(4).getCell(1).value).toBe(3);
  });

  it('un error al leer las filas rompe la descarga en vez de entregar un archivo truncado', async () => {
    async function* filas(): AsyncGenerator<{ a: string }> {
      yield { a: 'x' };
      throw new Error('la base se cayó');
    }
    const s = libroExcelEnStream([
      hoja({
        nombre: 'A',
        columnas: [{ encabezado: 'A', tipo: 'texto', valor: (f) => f.a }],
        filas: filas(),
      }),
    ]);
    await expect(buffer(s)).rejects.toThrow('la base se cayó');
  });
});

describe('conversiones', () => {
  it('una fecha es ese día exacto y un instante es la hora de Lima (UTC−5, sin horario de verano)', () => {
    expect(fechaExcel('2025-12-31').toISOString()).toBe('2025-12-31T00:00:00.000Z');
    expect(fechaHoraExcel('2025-07-01T12:00:00Z').toISOString()).toBe('2025-07-01T07:00:00.000Z');
    expect(nombreHoja('a'.repeat(40))).toHaveLength(31);
    expect(nombreHoja('')).toBe('Hoja');
  });
});

describe('porLotes', () => {
  it('recorre todo con el cursor de la última fila, sin repetir ni saltar', async () => {
    const datos = Array.from({ length: 25 }, (_, i) => ({ id: i + 1 }));
    const pedidos: (number | null)[] = [];
    const leidos: number[] = [];
    for await (const f of porLotes(
      async (despues: number | null, tamano) => {
        pedidos.push(despues);
        return datos.filter((d) => d.id > (despues ?? 0)).slice(0, tamano);
      },
      (f) => f.id,
      10,
    ))
      leidos.push(f.id);
    expect(leidos).toEqual(datos.map((d) => d.id));
    expect(pedidos).toEqual([null, 10, 20]);
  });
});
