// Reading one cell: its text, number, date or DNI as the user meant it, with the warnings and errors of a row.
import type { TColumnaImportacion } from '@app/contract/bulk-import';
import { esFechaValida } from '@app/contract/fechas';
import { REGIMENES, type TRegimen } from '@app/contract/vacaciones';
import type { RegistroLeido } from './lectura';
import { esFormula, type ValorCelda, type ValorSimple } from './tipos';
import type { ContextoFila } from './validacion-tipos';

export const SUGERENCIAS: Record<TColumnaImportacion, string> = {
  nombres: 'Escriba los nombres del colaborador (hasta 100 caracteres).',
  apellidoPaterno: 'Escriba el apellido paterno (hasta 100 caracteres).',
  apellidoMaterno: 'Escriba el apellido materno (hasta 100 caracteres).',
  dni: 'Escriba el DNI de 8 dígitos, sin puntos ni espacios (si empieza con 0, dé a la columna formato de texto). Si extranjero es SI, escriba el carné de extranjería (9 a 12 letras o dígitos) o el pasaporte (6 a 12), sin espacios ni guiones.',
  email: 'Escriba un email completo, por ejemplo nombre.apellido@empresa.pe.',
  codigoDepartamento: 'Use uno de los códigos de departamento de la hoja Listas de la plantilla.',
  dniJefe:
    'Escriba el documento (DNI de 8 dígitos, carné de extranjería o pasaporte) de un usuario activo o de otra fila de este archivo, o deje la celda vacía.',
  fechaIngreso:
    'Use una fecha de Excel o escríbala como dd/mm/aaaa (por ejemplo 15/03/2024) o aaaa-mm-dd (2024-03-15).',
  extranjero: 'Escriba SI o NO, o deje la celda vacía (NO).',
  empresa: 'Escriba el nombre de la empresa empleadora (hasta 150 caracteres).',
  roles:
    'Escriba roles existentes y activos separados por coma (hoja Listas), o deje la celda vacía para usar los roles por defecto.',
  numeroCelular: 'Escriba 9 dígitos sin espacios ni prefijo (+51), o deje la celda vacía.',
  nombreDepartamento:
    'Escriba el nombre del departamento nuevo (hasta 120 caracteres), el mismo en todas las filas de ese código.',
  regimen:
    'Escriba GENERAL o MYPE, o deje la celda vacía para que el colaborador siga el régimen de la empresa.',
};

const ETIQUETAS: Record<TColumnaImportacion, string> = {
  nombres: 'nombres',
  apellidoPaterno: 'apellidoPaterno',
  apellidoMaterno: 'apellidoMaterno',
  dni: 'dni',
  email: 'email',
  codigoDepartamento: 'codigoDepartamento',
  dniJefe: 'dniJefe',
  fechaIngreso: 'fechaIngreso',
  extranjero: 'extranjero',
  empresa: 'empresa',
  roles: 'roles',
  numeroCelular: 'numeroCelular',
  nombreDepartamento: 'nombreDepartamento',
  regimen: 'regimen',
};

export const recortar = (s: string, n = 60) => (s.length > n ? `${s.slice(0, n)}…` : s);
const sinTildes = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase();

/** `YYYY-MM-DD` of a Date read from a spreadsheet (Excel dates carry no zone: they are UTC midnight). */
const fechaDeDate = (d: Date) =>
  `${String(d.getUTCFullYear()).padStart(4, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;

/** An Excel serial day number as `YYYY-MM-DD` (1900 system). */
function fechaDeSerialExcel(serial: number): string {
  const dias = Math.floor(serial + 1e-9);
  const desdeEpoca = dias < 61 ? dias - 25_568 : dias - 25_569;
  return fechaDeDate(new Date(desdeEpoca * 86_400_000));
}

export const aFechaDdMmAaaa = (f: string) => `${f.slice(8, 10)}/${f.slice(5, 7)}/${f.slice(0, 4)}`;

/** 'dd/mm/yyyy' (also with '-' or '.'), or 'yyyy-mm-dd' (optionally followed by a time) → `YYYY-MM-DD`. */
export function interpretarFechaTexto(texto: string): string | undefined {
  const t = texto.trim();
  let m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?$/.exec(t);
  if (m) {
    const f = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
    return esFechaValida(f) ? f : undefined;
  }
  m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?$/.exec(t);
  if (m) {
    const f = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
    return esFechaValida(f) ? f : undefined;
  }
  return undefined;
}

/** Letters only, at least two, and no lowercase one: 'JUAN CARLOS'. */
export const enMayusculas = (s: string) =>
  /\p{L}.*\p{L}/u.test(s) && s === s.toUpperCase() && s !== s.toLowerCase();

export function error(
  ctx: ContextoFila,
  campo: TColumnaImportacion | null,
  mensaje: string,
  opciones: { valor?: string; sugerencia?: string } = {},
) {
  const base =
    opciones.sugerencia ?? (campo ? SUGERENCIAS[campo] : 'Corrija la fila y vuelva a validar el archivo.');
  const sugerencia = opciones.valor ? `Valor encontrado: '${recortar(opciones.valor)}'. ${base}` : base;
  ctx.errores.push({
    numeroFila: ctx.numeroFila,
    campo,
    mensaje,
    sugerencia,
    ...(opciones.valor ? { valor: opciones.valor } : {}),
  });
}

/** A cell as the user typed it, for messages (no warnings, nothing converted). */
export function comoSeEscribio(v: ValorCelda | undefined): string {
  const s = v !== undefined && esFormula(v) ? v.resultado : v;
  if (s === null || s === undefined) return '';
  if (s instanceof Date) return Number.isNaN(s.getTime()) ? '' : fechaDeDate(s);
  return String(s).trim();
}

export function advertir(
  ctx: ContextoFila,
  campo: TColumnaImportacion | null,
  mensaje: string,
  sugerencia: string | null,
) {
  ctx.advertencias.push({ numeroFila: ctx.numeroFila, campo, mensaje, sugerencia });
}

/** A cell's value; a formula gives the value Excel saved, with a warning (nothing is ever evaluated). */
function valorDe(ctx: ContextoFila, campo: TColumnaImportacion, v: ValorCelda | undefined): ValorSimple {
  if (v === undefined) return null;
  if (esFormula(v)) {
    advertir(
      ctx,
      campo,
      `La columna ${ETIQUETAS[campo]} contiene una fórmula; se usó el valor que Excel guardó`,
      'Reemplace la fórmula por su valor (Copiar y Pegado especial > Valores) para importar exactamente lo que ve.',
    );
    return v.resultado;
  }
  return v;
}

/** A text cell, trimmed; numbers, booleans and dates written as they read. Empty → ''. */
function texto(ctx: ContextoFila, campo: TColumnaImportacion, v: ValorCelda | undefined): string {
  const s = valorDe(ctx, campo, v);
  if (s === null) return '';
  if (s instanceof Date) return fechaDeDate(s);
  if (typeof s === 'boolean') return s ? 'VERDADERO' : 'FALSO';
  if (typeof s === 'number') return String(s);
  const t = s.trim();
  if (t.startsWith('=')) {
    advertir(
      ctx,
      campo,
      `La columna ${ETIQUETAS[campo]} empieza con '=': se guardará como texto y nunca se evaluará`,
      'Verifique que el valor sea el correcto; al exportarlo de nuevo se marcará como texto.',
    );
  }
  return t;
}

/** Digits typed as a number (a phone) become their text. */
function digitosDe(ctx: ContextoFila, campo: TColumnaImportacion, v: ValorCelda | undefined): string {
  const s = valorDe(ctx, campo, v);
  if (typeof s === 'number' && Number.isInteger(s) && s >= 0) return String(s);
  return texto(ctx, campo, s);
}

/** The `extranjero` cell says SI (read silently: its own warnings come when the column itself is read). */
export const diceExtranjero = (v: ValorCelda | undefined) => sinTildes(comoSeEscribio(v)) === 'SI';

/**
 * A DNI typed as a number loses its leading zeros in Excel: give them back (with a warning). Only a Peruvian's
 * DNI (8 digits or fewer, all digits) is repaired: a foreigner's carné or passport has no fixed length.
 */
function dniDe(
  ctx: ContextoFila,
  campo: 'dni' | 'dniJefe',
  v: ValorCelda | undefined,
  extranjero?: ValorCelda,
): string {
  const s = valorDe(ctx, campo, v);
  if (
    typeof s === 'number' &&
    Number.isInteger(s) &&
    s >= 0 &&
    s < 100_000_000 &&
    !diceExtranjero(extranjero)
  ) {
    const dni = String(s).padStart(8, '0');
    if (dni !== String(s))
      advertir(
        ctx,
        campo,
        `El ${campo === 'dni' ? 'DNI' : 'DNI del jefe'} se leyó como número; se completó con ceros a la izquierda: ${dni}`,
        'Dé formato de texto a la columna para conservar los ceros iniciales.',
      );
    return dni;
  }
  return texto(ctx, campo, s);
}

export function fechaDe(ctx: ContextoFila, v: ValorCelda | undefined): string | null | undefined {
  const s = valorDe(ctx, 'fechaIngreso', v);
  if (s === null || (typeof s === 'string' && s.trim() === '')) return null;
  if (s instanceof Date) return Number.isNaN(s.getTime()) ? undefined : fechaDeDate(s);
  if (typeof s === 'number') {
    if (s < 1 || s > 2_958_465) return undefined;
    const f = fechaDeSerialExcel(s);
    advertir(
      ctx,
      'fechaIngreso',
      `La fecha de ingreso se leyó como el número ${s} y se interpretó como la fecha de Excel ${aFechaDdMmAaaa(f)}`,
      'Dé formato de fecha a la columna para evitar ambigüedades.',
    );
    return f;
  }
  if (typeof s === 'string') return interpretarFechaTexto(s);
  return undefined;
}

export function extranjeroDe(ctx: ContextoFila, v: ValorCelda | undefined): boolean | undefined {
  const s = valorDe(ctx, 'extranjero', v);
  if (s === null) return false;
  if (typeof s === 'boolean') return s;
  const t = sinTildes(String(s).trim());
  if (t === '' || t === 'NO') return false;
  if (t === 'SI') return true;
  return undefined;
}

/** The `regimen` cell: GENERAL or MYPE (any case, accents ignored), empty for the company's; undefined if wrong. */
export function regimenDe(ctx: ContextoFila, v: ValorCelda | undefined): TRegimen | null | undefined {
  const t = sinTildes(texto(ctx, 'regimen', v));
  if (t === '') return null;
  return (REGIMENES as readonly string[]).includes(t) ? (t as TRegimen) : undefined;
}

export const separarRoles = (s: string) =>
  s
    .split(/[,;|]/)
    .map((r) => r.trim())
    .filter(Boolean);

/** The row's cells as text, the way the checks read them (warnings for formulas and repaired DNIs). */
export function leerCeldas(ctx: ContextoFila, v: RegistroLeido['valores']) {
  return {
    nombres: texto(ctx, 'nombres', v.nombres),
    apellidoPaterno: texto(ctx, 'apellidoPaterno', v.apellidoPaterno),
    apellidoMaterno: texto(ctx, 'apellidoMaterno', v.apellidoMaterno),
    dni: dniDe(ctx, 'dni', v.dni, v.extranjero),
    email: texto(ctx, 'email', v.email),
    empresa: texto(ctx, 'empresa', v.empresa),
    numeroCelular: digitosDe(ctx, 'numeroCelular', v.numeroCelular),
    codigoDepartamento: texto(ctx, 'codigoDepartamento', v.codigoDepartamento),
    nombreDepartamento: texto(ctx, 'nombreDepartamento', v.nombreDepartamento),
    dniJefe: dniDe(ctx, 'dniJefe', v.dniJefe),
    roles: texto(ctx, 'roles', v.roles),
  };
}
export type Celdas = ReturnType<typeof leerCeldas>;
