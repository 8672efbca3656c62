import ExcelJS from 'exceljs';
import {
  COLUMNAS_IMPORTACION,
  EJEMPLO_EXTRANJERO_IMPORTACION,
  MAX_REGISTROS_IMPORTACION,
} from '@app/contract/bulk-import';
import { neutralizarCelda } from '../../lib/neutralizar-celda';

export interface DatosPlantilla {
  departamentos: { codigo: string; nombre: string }[];
  roles: string[];
  /** Today (`YYYY-MM-DD`), for the example's join date. */
  hoy: string;
}

const ULTIMA_FILA = MAX_REGISTROS_IMPORTACION + 1;

function ejemplo(d: DatosPlantilla): Record<string, string | Date> {
  const fila: Record<string, string | Date> = {};
  for (const c of COLUMNAS_IMPORTACION) fila[c.nombre] = c.ejemplo;
  // Names from the database, like the 'Listas' sheet: never written where a spreadsheet could take them for formulas.
  fila.codigoDepartamento = neutralizarCelda(d.departamentos[0]?.codigo ?? 'TI');
  fila.roles = neutralizarCelda(d.roles.includes('Empleado') ? 'Empleado' : (d.roles[0] ?? 'Empleado'));
  const [a, m, dia] = d.hoy.split('-').map(Number);
  fila.fechaIngreso = new Date(Date.UTC(a!, m! - 1, dia!));
  return fila;
}

/** The two example rows: a Peruvian with a DNI and a foreigner with a carné de extranjería (ADR 021). */
const ejemplos = (d: DatosPlantilla) => [ejemplo(d), { ...ejemplo(d), ...EJEMPLO_EXTRANJERO_IMPORTACION }];

const letra = (i: number) => String.fromCharCode(65 + i);

/**
 * The Excel template: headers, two example rows (skipped if left in the file), drop-downs for extranjero, regimen, roles and codigoDepartamento over
 * every data row, and a second sheet 'Listas' with the department codes and role names that exist now.
 */
export async function plantillaExcel(d: DatosPlantilla): Promise<Buffer> {
  const libro = new ExcelJS.Workbook();
  libro.creator = 'Descanso';
  const hoja = libro.addWorksheet('Usuarios', { views: [{ state: 'frozen', ySplit: 1 }] });
  const listas = libro.addWorksheet('Listas');

  hoja.columns = COLUMNAS_IMPORTACION.map((c) => ({
    header: c.nombre,
    key: c.nombre,
    width: Math.max(14, c.nombre.length + 4, c.ejemplo.length + 4),
    style:
      c.nombre === 'fechaIngreso'
        ? { numFmt: 'dd/mm/yyyy' }
        : ['dni', 'dniJefe', 'numeroCelular', 'codigoDepartamento'].includes(c.nombre)
          ? { numFmt: '@' }
          : {},
  }));
  const encabezado = hoja.getRow(1);
  encabezado.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  encabezado.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1565C0' } };
  COLUMNAS_IMPORTACION.forEach((c, i) => {
    hoja.getCell(1, i + 1).note = `${c.descripcion}${c.requerido ? ' (obligatorio)' : ''}`;
  });
  for (const fila of ejemplos(d)) hoja.addRow(fila);

  listas.columns = [
    { header: 'codigoDepartamento', key: 'codigo', width: 22 },
    { header: 'Departamento', key: 'nombre', width: 36 },
    { header: 'roles', key: 'rol', width: 24 },
  ];
  listas.getRow(1).font = { bold: true };
  const filasListas = Math.max(d.departamentos.length, d.roles.length);
  for (let i = 0; i < filasListas; i++) {
    const depto = d.departamentos[i];
    listas.addRow({
      codigo: depto ? neutralizarCelda(depto.codigo) : null,
      nombre: depto ? neutralizarCelda(depto.nombre) : null,
      rol: d.roles[i] !== undefined ? neutralizarCelda(d.roles[i]!) : null,
    });
  }

  const columna = (nombre: string) => letra(COLUMNAS_IMPORTACION.findIndex((c) => c.nombre === nombre));
  const rango = (nombre: string) => `${columna(nombre)}2:${columna(nombre)}${ULTIMA_FILA}`;
  // Ranges are supported by exceljs's data validations, but missing from its typings.
  const validaciones = (
    hoja as unknown as { dataValidations: { add(r: string, v: ExcelJS.DataValidation): void } }
  ).dataValidations;
  validaciones.add(rango('extranjero'), {
    type: 'list',
    allowBlank: true,
    formulae: ['"SI,NO"'],
    showErrorMessage: true,
    errorTitle: 'Valor no permitido',
    error: 'Escriba SI o NO.',
  });
  validaciones.add(rango('regimen'), {
    type: 'list',
    allowBlank: true,
    formulae: ['"GENERAL,MYPE"'],
    showErrorMessage: true,
    errorTitle: 'Valor no permitido',
    error: 'Elija GENERAL o MYPE, o deje la celda vacía (régimen de la empresa).',
  });
  if (d.departamentos.length)
    validaciones.add(rango('codigoDepartamento'), {
      type: 'list',
      allowBlank: false,
      formulae: [`Listas!$A$2:$A$${d.departamentos.length + 1}`],
      showErrorMessage: true,
      // A warning, not a stop: a new code is allowed with "Crear departamentos que no existan" (ADR 025).
      errorStyle: 'warning',
      errorTitle: 'Departamento no existe',
      error:
        'Elija un código de la hoja Listas, o escriba uno nuevo con su nombre en nombreDepartamento y marque "Crear departamentos que no existan" al importar.',
    });
  if (d.roles.length)
    validaciones.add(rango('roles'), {
      type: 'list',
      allowBlank: true,
      formulae: [`Listas!$C$2:$C$${d.roles.length + 1}`],
      // Several roles separated by commas are allowed: the list helps, it does not forbid.
      showErrorMessage: false,
      showInputMessage: true,
      promptTitle: 'Roles',
      prompt: 'Elija un rol o escriba varios separados por coma. Vacío: los roles por defecto.',
    });
  return Buffer.from(await libro.xlsx.writeBuffer());
}

/** The CSV template as Excel in a Spanish locale reads it: UTF-8 with BOM, ';' between fields. */
export function plantillaCsv(d: DatosPlantilla): Buffer {
  const celda = (v: string) => (/[;"\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const [a, m, dia] = d.hoy.split('-');
  const lineas = ejemplos(d).map((fila) =>
    COLUMNAS_IMPORTACION.map((c) =>
      c.nombre === 'fechaIngreso'
        ? `${dia}/${m}/${a}`
        : celda(neutralizarCelda(String(fila[c.nombre] ?? ''))),
    ).join(';'),
  );
  const texto = [COLUMNAS_IMPORTACION.map((c) => c.nombre).join(';'), ...lineas, ''].join('\r\n');
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(texto, 'utf8')]);
}
