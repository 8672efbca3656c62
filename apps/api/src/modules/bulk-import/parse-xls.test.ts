import { describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { fechaDeSerial, leerXls } from './parse-xls';
import { ErrorArchivo, type FilaCruda } from './tipos';

const leer = async (bytes: Buffer) => {
  const r: FilaCruda[] = [];
  for await (const f of leerXls(bytes)) r.push(f);
  return r;
};

describe('fechaDeSerial', () => {
  it('convierte días de Excel sin depender de la zona horaria (sistemas 1900 y 1904)', () => {
    expect(fechaDeSerial(45_366).toISOString()).toBe('2024-03-15T00:00:00.000Z');
    expect(fechaDeSerial(45_366.75).toISOString()).toBe('2024-03-15T00:00:00.000Z');
    expect(fechaDeSerial(1).toISOString()).toBe('1900-01-01T00:00:00.000Z');
    expect(fechaDeSerial(61).toISOString()).toBe('1900-03-01T00:00:00.000Z');
    expect(fechaDeSerial(0, true).toISOString()).toBe('1904-01-01T00:00:00.000Z');
  });
});

describe('leerXls', () => {
  it('lee un .xls BIFF8: textos con tildes, números y fechas con formato de fecha', async () => {
    const hoja = XLSX.utils.aoa_to_sheet(
      [
        ['nombres', 'dni', 'fechaIngreso'],
        ['Ñusta Pérez', 1234567, new Date(Date.UTC(2021, 2, 15))],
      ],
      { cellDates: true, dateNF: 'dd/mm/yyyy' },
    );
    const libro = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(libro, hoja, 'Usuarios');
    const bytes = XLSX.write(libro, { type: 'buffer', bookType: 'xls' }) as Buffer;
    const r = await leer(bytes);
    expect(r[0]).toEqual({ numeroFila: 1, celdas: ['nombres', 'dni', 'fechaIngreso'] });
    expect(r[1]!.celdas.slice(0, 2)).toEqual(['Ñusta Pérez', 1234567]);
    expect((r[1]!.celdas[2] as Date).toISOString()).toBe('2021-03-15T00:00:00.000Z');
  });

  it('un documento OLE que no es un libro es un error de archivo', async () => {
    const falso = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)]);
    await expect(leer(falso)).rejects.toThrowError(ErrorArchivo);
  });
});
