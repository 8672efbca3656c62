import { describe, expect, it } from 'vitest';
import { decodificarCsv, detectarDelimitador, leerCsv } from './parse-csv';
import { ErrorArchivo } from './tipos';

const filas = async (bytes: Uint8Array) => {
  const salida: { numeroFila: number; celdas: unknown[] }[] = [];
  for await (const f of leerCsv(bytes)) salida.push(f);
  return salida;
};

describe('decodificarCsv', () => {
  it('UTF-8 con y sin BOM', () => {
    expect(decodificarCsv(Buffer.from('Ñandú;José', 'utf8'))).toEqual({
      texto: 'Ñandú;José',
      codificacion: 'utf-8',
    });
    const conBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Ñandú', 'utf8')]);
    expect(decodificarCsv(conBom)).toEqual({ texto: 'Ñandú', codificacion: 'utf-8' });
  });

  it('bytes que no son UTF-8 válido se leen como Windows-1252 (incluido el euro y las comillas tipográficas)', () => {
    const bytes = Buffer.from([0x4e, 0xfa, 0xf1, 0x65, 0x7a, 0x3b, 0x80, 0x3b, 0x93, 0x61, 0x94]);
    expect(decodificarCsv(bytes)).toEqual({ texto: 'Núñez;€;“a”', codificacion: 'windows-1252' });
  });

  it('UTF-16 con BOM (el "Texto Unicode" de Excel)', () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Ñahui\tPérez', 'utf16le')]);
    expect(decodificarCsv(bytes)).toEqual({ texto: 'Ñahui\tPérez', codificacion: 'utf-16le' });
  });
});

describe('detectarDelimitador', () => {
  it('elige el separador más frecuente de la primera línea, sin contar lo que está entre comillas', () => {
    expect(detectarDelimitador('a;b;c\n1,2;3')).toBe(';');
    expect(detectarDelimitador('a,b,c\n1;2;3')).toBe(',');
    expect(detectarDelimitador('"a;b;c;d",e,f\n')).toBe(',');
    expect(detectarDelimitador('a\tb\tc')).toBe('\t');
    expect(detectarDelimitador('solo')).toBe(',');
  });
});

describe('leerCsv', () => {
  it('numera las filas como Excel: un campo con saltos de línea es una sola fila y las líneas vacías cuentan', async () => {
    const texto = 'nombres;empresa\r\n"Ana";"Sede ""Norte""\r\nPiso 2; Lima"\r\n\r\nLuis;=1+1\r\n';
    const r = await filas(Buffer.from(texto, 'utf8'));
    expect(r).toEqual([
      { numeroFila: 1, celdas: ['nombres', 'empresa'] },
      { numeroFila: 2, celdas: ['Ana', 'Sede "Norte"\r\nPiso 2; Lima'] },
      { numeroFila: 3, celdas: [''] },
      { numeroFila: 4, celdas: ['Luis', '=1+1'] },
    ]);
  });

  it('filas con más o menos columnas que el encabezado no rompen la lectura', async () => {
    const r = await filas(Buffer.from('a,b,c\n1\n1,2,3,4\n', 'utf8'));
    expect(r.map((f) => f.celdas)).toEqual([['a', 'b', 'c'], ['1'], ['1', '2', '3', '4']]);
  });

  it('comillas sin cerrar: error de archivo con un mensaje en español', async () => {
    await expect(filas(Buffer.from('a;b\n"abierta;x\n', 'utf8'))).rejects.toThrowError(ErrorArchivo);
    await expect(filas(Buffer.from('a;b\n"abierta;x\n', 'utf8'))).rejects.toThrow(/comillas sin cerrar/);
  });

  it('se puede dejar de leer a mitad del archivo (lectura en flujo)', async () => {
    const grande = Buffer.from(`h\n${'x\n'.repeat(200_000)}`, 'utf8');
    let n = 0;
    for await (const _ of leerCsv(grande)) if (++n === 10) break;
    expect(n).toBe(10);
  });
});
