import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generarContrasenaTemporal } from '../../lib/seguridad';
import { credencialesXlsx } from './credenciales';
import { neutralizarCelda } from '../../lib/neutralizar-celda';
import { plantillaCsv, plantillaExcel } from './plantillas';

const INICIOS_PELIGROSOS = ['=', '+', '-', '@', '\t', '\r'];
const empiezaPeligroso = (s: string) => INICIOS_PELIGROSOS.some((c) => s.startsWith(c));
const textoPeligroso = fc
  .tuple(fc.constantFrom(...INICIOS_PELIGROSOS), fc.string({ unit: 'binary', maxLength: 30 }))
  .map(([c, resto]) => c + resto);

/** Names an administrator could type for a role or a department, each one a formula in a spreadsheet. */
const NOMBRES_FORMULA = ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'];

async function textosDeLibro(libro: ExcelJS.Workbook): Promise<string[]> {
  const textos: string[] = [];
  libro.eachSheet((hoja) =>
    hoja.eachRow((fila) =>
      fila.eachCell((celda) => {
        if (typeof celda.value === 'string') textos.push(celda.value);
      }),
    ),
  );
  return textos;
}

async function leerFlujo(flujo: Readable): Promise<Buffer> {
  const partes: Buffer[] = [];
  for await (const parte of flujo) partes.push(parte as Buffer);
  return Buffer.concat(partes);
}

describe('neutralizarCelda', () => {
  it('toda celda que empieza con = + - @, tabulador o retorno se exporta con un apóstrofo delante', () => {
    fc.assert(
      fc.property(textoPeligroso, (s) => {
        const celda = neutralizarCelda(s);
        expect(celda).toBe(`'${s}`);
        expect(empiezaPeligroso(celda)).toBe(false);
      }),
    );
  });

  it('cualquier otro texto se exporta sin cambios, y neutralizar dos veces no añade otro apóstrofo', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (s) => {
        if (!empiezaPeligroso(s)) expect(neutralizarCelda(s)).toBe(s);
        expect(neutralizarCelda(neutralizarCelda(s))).toBe(neutralizarCelda(s));
      }),
    );
  });
});

describe('los archivos que exporta la importación masiva no llevan fórmulas', () => {
  const datos = {
    departamentos: NOMBRES_FORMULA.map((n) => ({ codigo: n, nombre: n })),
    roles: NOMBRES_FORMULA,
    hoy: '2025-06-01',
  };

  it('la plantilla .csv neutraliza los códigos y roles que vienen de la base', () => {
    const texto = plantillaCsv(datos)
      .toString('utf8')
      .replace(/^\ufeff/, '');
    const [, fila] = texto.split('\r\n');
    const celdas = fila!.split(';').map((c) => c.replace(/^"|"$/g, ''));
    expect(celdas.filter(empiezaPeligroso)).toEqual([]);
    expect(celdas).toContain(`'${NOMBRES_FORMULA[0]!.replace(/"/g, '""')}`);
  });

  it('la plantilla .xlsx neutraliza la fila de ejemplo y la hoja Listas', async () => {
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load((await plantillaExcel(datos)) as unknown as ArrayBuffer);
    const textos = await textosDeLibro(libro);
    expect(textos.filter(empiezaPeligroso)).toEqual([]);
    // XML reads a bare carriage return back as a line feed: that name is checked by the filter above only.
    for (const n of NOMBRES_FORMULA.filter((x) => !x.includes('\r'))) expect(textos).toContain(`'${n}`);
  });

  it('el .xlsx de credenciales neutraliza nombres y emails, y ninguna contraseña generada empieza con = + - @', async () => {
    const contrasenas = Array.from({ length: 300 }, () => generarContrasenaTemporal());
    expect(contrasenas.filter(empiezaPeligroso)).toEqual([]);
    const filas = NOMBRES_FORMULA.map((n, i) => ({
      numeroFila: i + 2,
      nombre: `${n} Quispe`,
      email: `${n.replace(/\s/g, '')}@empresa.pe`,
      contrasena: contrasenas[i]!,
    }));
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load((await leerFlujo(credencialesXlsx(filas))) as unknown as ArrayBuffer);
    const textos = await textosDeLibro(libro);
    expect(textos.filter(empiezaPeligroso)).toEqual([]);
    expect(textos).toEqual(expect.arrayContaining(contrasenas.slice(0, filas.length)));
  });
});
