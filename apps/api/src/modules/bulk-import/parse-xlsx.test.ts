import { describe, expect, it } from 'vitest';
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { comprobarZip, leerXlsx } from './parse-xlsx';
import { ErrorArchivo, type FilaCruda } from './tipos';

const leer = async (bytes: Buffer) => {
  const r: FilaCruda[] = [];
  for await (const f of leerXlsx(bytes)) r.push(f);
  return r;
};

/** A zip with one deflated entry whose headers declare `declarado` bytes. */
function zipCon(nombre: string, datos: Buffer, declarado = datos.length): Buffer {
  const comprimido = deflateRawSync(datos);
  const n = Buffer.from(nombre);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(comprimido.length, 18);
  local.writeUInt32LE(declarado, 22);
  local.writeUInt16LE(n.length, 26);
  const cd = Buffer.alloc(46);
  cd.writeUInt32LE(0x02014b50, 0);
  cd.writeUInt16LE(20, 4);
  cd.writeUInt16LE(20, 6);
  cd.writeUInt16LE(8, 10);
  cd.writeUInt32LE(comprimido.length, 20);
  cd.writeUInt32LE(declarado, 24);
  cd.writeUInt16LE(n.length, 28);
  const fin = Buffer.alloc(22);
  fin.writeUInt32LE(0x06054b50, 0);
  fin.writeUInt16LE(1, 8);
  fin.writeUInt16LE(1, 10);
  fin.writeUInt32LE(46 + n.length, 12);
  fin.writeUInt32LE(30 + n.length + comprimido.length, 16);
  return Buffer.concat([local, n, comprimido, cd, n, fin]);
}

describe('comprobarZip', () => {
  it('rechaza por el directorio central una entrada que declara descomprimirse en 1 GB, sin descomprimirla', async () => {
    const bomba = zipCon('xl/worksheets/sheet1.xml', Buffer.from('x'), 1024 * 1024 * 1024);
    await expect(comprobarZip(bomba)).rejects.toThrow(/bomba zip/);
  });

  it('rechaza lo que no es un zip', async () => {
    await expect(comprobarZip(Buffer.from('PK\u0003\u0004 pero no'))).rejects.toThrowError(ErrorArchivo);
  });
});

describe('leerXlsx', () => {
  it('lee la primera hoja: textos enriquecidos, números, fechas reales, fórmulas con su valor guardado', async () => {
    const libro = new ExcelJS.Workbook();
    const hoja = libro.addWorksheet('Usuarios');
    libro.addWorksheet('Otra').addRow(['no se lee']);
    hoja.addRow(['nombres', 'dni', 'fechaIngreso', 'empresa']);
    const fila = hoja.addRow([
      { richText: [{ text: 'Ma' }, { text: 'ría', font: { bold: true } }] },
      1234567,
      new Date(Date.UTC(2024, 1, 29)),
      { formula: 'UPPER("acme")', result: 'ACME' },
    ]);
    fila.getCell(3).numFmt = 'dd/mm/yyyy';
    hoja.addRow([]);
    hoja.addRow(['Luis', '=1+1']);
    const r = await leer(Buffer.from(await libro.xlsx.writeBuffer()));
    expect(r[0]).toEqual({ numeroFila: 1, celdas: ['nombres', 'dni', 'fechaIngreso', 'empresa'] });
    expect(r[1]).toEqual({
      numeroFila: 2,
      celdas: [
        'María',
        1234567,
        new Date(Date.UTC(2024, 1, 29)),
        { formula: 'UPPER("acme")', resultado: 'ACME' },
      ],
    });
    expect(r.at(-1)).toEqual({ numeroFila: 4, celdas: ['Luis', '=1+1'] });
    expect(JSON.stringify(r)).not.toContain('no se lee');
  });

  it('un zip que no es un libro de Excel es un error de archivo', async () => {
    await expect(leer(zipCon('hola.txt', Buffer.from('hola')))).rejects.toThrow(/no es un libro de Excel/);
  });
});
