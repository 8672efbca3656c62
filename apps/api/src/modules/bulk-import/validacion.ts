import {
  EJEMPLOS_PLANTILLA_IMPORTACION,
  MENSAJES_IMPORTACION,
  ZFilaImportacion,
  type TAdvertenciaImportacion,
  type TColumnaImportacion,
  type TConfiguracionImportacion,
  type TErrorFilaImportacion,
  type TFilaImportacion,
} from '@app/contract/bulk-import';
import { PATRON_CODIGO_DEPARTAMENTO } from '@app/contract/departamentos';
import { compararFechas, esFechaValida } from '@app/contract/fechas';
import { MENSAJES_LIMITES } from '@app/contract/roles';
import {
  DOCUMENTO_DNI,
  DOCUMENTO_EXTRANJERO,
  errorDocumento,
  MENSAJES_USUARIO as M,
} from '@app/contract/usuarios';
import { REGIMENES, type TRegimen } from '@app/contract/vacaciones';
import type { RegistroLeido } from './lectura';
import { esFormula, type ValorCelda, type ValorSimple } from './tipos';

/** What the rows are checked against: the database as it is now (only the users the file names). */
export interface DatosReferencia {
  departamentos: { id: number; codigo: string; activo: boolean; nombre?: string }[];
  /** `faltantes`: the role's permissions the importing user does not hold (then they cannot grant it). */
  roles: { id: number; nombre: string; activo: boolean; faltantes?: readonly string[] }[];
  /** Users whose email or DNI appears in the file (as a user or as a manager). */
  existentes: { id: number; email: string; dni: string; activo: boolean; nombreCompleto: string }[];
  /** Today in the business time zone. */
  hoy: string;
}

/** A row ready to be inserted: ids resolved, the manager either an existing user or another row. */
export interface FilaValida {
  numeroFila: number;
  nombres: string;
  apellidoPaterno: string;
  apellidoMaterno: string;
  dni: string;
  email: string;
  empresa: string;
  numeroCelular: string | null;
  fechaIngreso: string;
  extranjero: boolean;
  departamentoId: number;
  /** The upper-case code of a department the import creates (crearDepartamentosFaltantes); then departamentoId is 0. */
  departamentoNuevo: string | null;
  /** The employee's own régimen (ADR 027); null follows the company's. */
  regimen: TRegimen | null;
  rolIds: number[];
  roles: string[];
  jefe: { tipo: 'existente'; id: number } | { tipo: 'fila'; numeroFila: number } | null;
  /** 0 for rows whose manager exists already (or none); n + 1 below a row of level n. */
  nivel: number;
}

export interface Analisis {
  total: number;
  validas: FilaValida[];
  errores: TErrorFilaImportacion[];
  filasConErrores: number;
  advertencias: TAdvertenciaImportacion[];
  /** Why a row asks for a role the importing user cannot grant (processing refuses the whole file then). */
  rolesNoOtorgables: string[];
  /** Departments to create (crearDepartamentosFaltantes), those that some valid row uses, in file order. */
  departamentosNuevos: { codigo: string; nombre: string }[];
}

const SUGERENCIAS: Record<TColumnaImportacion, string> = {
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

const recortar = (s: string, n = 60) => (s.length > n ? `${s.slice(0, n)}…` : s);
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
const enMayusculas = (s: string) => /\p{L}.*\p{L}/u.test(s) && s === s.toUpperCase() && s !== s.toLowerCase();

interface ContextoFila {
  numeroFila: number;
  errores: TErrorFilaImportacion[];
  advertencias: TAdvertenciaImportacion[];
}

function error(
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
function comoSeEscribio(v: ValorCelda | undefined): string {
  const s = v !== undefined && esFormula(v) ? v.resultado : v;
  if (s === null || s === undefined) return '';
  if (s instanceof Date) return Number.isNaN(s.getTime()) ? '' : fechaDeDate(s);
  return String(s).trim();
}

function advertir(
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
const diceExtranjero = (v: ValorCelda | undefined) => sinTildes(comoSeEscribio(v)) === 'SI';

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

function fechaDe(ctx: ContextoFila, v: ValorCelda | undefined): string | null | undefined {
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

function extranjeroDe(ctx: ContextoFila, v: ValorCelda | undefined): boolean | undefined {
  const s = valorDe(ctx, 'extranjero', v);
  if (s === null) return false;
  if (typeof s === 'boolean') return s;
  const t = sinTildes(String(s).trim());
  if (t === '' || t === 'NO') return false;
  if (t === 'SI') return true;
  return undefined;
}

/** The `regimen` cell: GENERAL or MYPE (any case, accents ignored), empty for the company's; undefined if wrong. */
function regimenDe(ctx: ContextoFila, v: ValorCelda | undefined): TRegimen | null | undefined {
  const t = sinTildes(texto(ctx, 'regimen', v));
  if (t === '') return null;
  return (REGIMENES as readonly string[]).includes(t) ? (t as TRegimen) : undefined;
}

const separarRoles = (s: string) =>
  s
    .split(/[,;|]/)
    .map((r) => r.trim())
    .filter(Boolean);

/** The database's rows by the keys the spreadsheet uses. */
function indicesDeReferencia(referencia: DatosReferencia) {
  return {
    deptoPorCodigo: new Map(referencia.departamentos.map((d) => [d.codigo.toLowerCase(), d])),
    deptoPorNombre: new Map(
      referencia.departamentos.filter((d) => d.nombre).map((d) => [d.nombre!.toLowerCase(), d]),
    ),
    rolPorNombre: new Map(referencia.roles.map((r) => [r.nombre.toLowerCase(), r])),
    existentePorEmail: new Map(referencia.existentes.map((u) => [u.email.toLowerCase(), u])),
    existentePorDni: new Map(referencia.existentes.map((u) => [u.dni, u])),
    codigosSugeridos: referencia.departamentos
      .filter((d) => d.activo)
      .slice(0, 12)
      .map((d) => d.codigo)
      .join(', '),
  };
}
type Indices = ReturnType<typeof indicesDeReferencia>;

/** A row that passed the form's rules; its manager is resolved once every row was seen. */
interface Candidata {
  fila: Omit<FilaValida, 'jefe' | 'nivel'>;
  dniJefe: string | null;
}

/** What the whole file accumulates while its rows are checked one by one. */
interface Acumulado {
  errores: TErrorFilaImportacion[];
  advertencias: TAdvertenciaImportacion[];
  rolesNoOtorgables: Set<string>;
  candidatas: Candidata[];
  conError: Set<number>;
  primeraPorEmail: Map<string, number>;
  primeraPorDni: Map<string, number>;
  /** The row of each well-formed DNI (first occurrence), valid or not: a manager may be a row with errors. */
  filaDeDni: Map<string, number>;
  /** New departments the file names (crearDepartamentosFaltantes): by upper-case code, and code by lower-case name. */
  nuevos: Map<string, { nombre: string; numeroFila: number }>;
  codigoDeNombreNuevo: Map<string, string>;
}

/** The row's cells as text, the way the checks read them (warnings for formulas and repaired DNIs). */
function leerCeldas(ctx: ContextoFila, v: RegistroLeido['valores']) {
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
type Celdas = ReturnType<typeof leerCeldas>;

/** The user form's rules (one error per column); `yaConError` collects the columns already reported. */
function validarContraFormulario(
  ctx: ContextoFila,
  v: RegistroLeido['valores'],
  crudo: Celdas,
  rolesPedidos: string[],
  yaConError: Set<string>,
) {
  const fecha = fechaDe(ctx, v.fechaIngreso);
  if (fecha === undefined) {
    error(ctx, 'fechaIngreso', 'La fecha de ingreso no es una fecha válida', {
      valor: comoSeEscribio(v.fechaIngreso),
    });
    yaConError.add('fechaIngreso');
  }
  const extranjero = extranjeroDe(ctx, v.extranjero);
  if (extranjero === undefined) {
    error(ctx, 'extranjero', 'El valor de extranjero debe ser SI o NO', {
      valor: comoSeEscribio(v.extranjero),
    });
    yaConError.add('extranjero');
  }
  const analizado = ZFilaImportacion.safeParse({
    nombres: crudo.nombres,
    apellidoPaterno: crudo.apellidoPaterno,
    apellidoMaterno: crudo.apellidoMaterno,
    dni: crudo.dni,
    email: crudo.email,
    empresa: crudo.empresa,
    numeroCelular: crudo.numeroCelular,
    roles: rolesPedidos,
    fechaIngreso: fecha ?? '',
    extranjero: extranjero ?? false,
    codigoDepartamento: crudo.codigoDepartamento,
    dniJefe: crudo.dniJefe || null,
  });
  if (analizado.success) return analizado.data;
  for (const issue of analizado.error.issues) {
    const campo = String(issue.path[0] ?? '') as TColumnaImportacion;
    if (yaConError.has(campo)) continue;
    yaConError.add(campo);
    const mensaje =
      campo === 'dniJefe'
        ? issue.message.replace(/^El DNI/, 'El DNI del jefe')
        : // The row says whether the person is foreign: its rule names the right document.
          campo === 'dni' && extranjero !== undefined && crudo.dni
          ? (errorDocumento(crudo.dni.trim().toUpperCase(), extranjero) ?? issue.message)
          : issue.message;
    const valor = campo === 'roles' ? crudo.roles : (crudo as Record<string, string>)[campo];
    error(ctx, campo in SUGERENCIAS ? campo : null, mensaje, { valor });
  }
  // The schema checks the document against `extranjero` only when every other column passed: ask it here.
  const documento = (crudo.dni ?? '').trim().toUpperCase();
  if (!yaConError.has('dni') && documento) {
    const mensaje =
      extranjero === undefined
        ? errorDocumento(documento, false) && errorDocumento(documento, true)
        : errorDocumento(documento, extranjero);
    if (mensaje) {
      yaConError.add('dni');
      error(ctx, 'dni', mensaje, { valor: crudo.dni });
    }
  }
  return undefined;
}

/**
 * A department the file asks to create (crearDepartamentosFaltantes): a valid code, a name, the same name in every
 * row of that code, and a name no other department (existing or new) has. Returns the upper-case code, or null.
 */
function departamentoNuevo(ctx: ContextoFila, codigo: string, nombre: string, ind: Indices, acc: Acumulado) {
  const clave = codigo.toUpperCase();
  if (!PATRON_CODIGO_DEPARTAMENTO.test(clave)) {
    error(
      ctx,
      'codigoDepartamento',
      `El código de departamento '${recortar(codigo, 30)}' no existe y no sirve para crear uno: debe tener de 2 a 30 letras sin tildes, dígitos, - o _`,
      { sugerencia: `Corrija el código o use uno existente: ${ind.codigosSugeridos}.` },
    );
    return null;
  }
  if (!nombre) {
    error(
      ctx,
      'nombreDepartamento',
      `El departamento con código '${clave}' no existe: escriba su nombre en la columna nombreDepartamento para crearlo`,
    );
    return null;
  }
  if (nombre.length > 120) {
    error(ctx, 'nombreDepartamento', 'El nombre del departamento no puede superar 120 caracteres', {
      valor: nombre,
    });
    return null;
  }
  const anterior = acc.nuevos.get(clave);
  if (anterior && anterior.nombre.toLowerCase() !== nombre.toLowerCase()) {
    error(
      ctx,
      'nombreDepartamento',
      `El código '${clave}' tiene dos nombres distintos en el archivo: «${recortar(anterior.nombre)}» (fila ${anterior.numeroFila}) y «${recortar(nombre)}»`,
      { sugerencia: 'Escriba el mismo nombre en todas las filas de un mismo código nuevo.' },
    );
    return null;
  }
  const existente = ind.deptoPorNombre.get(nombre.toLowerCase());
  if (existente) {
    error(
      ctx,
      'nombreDepartamento',
      `Ya existe un departamento con el nombre «${existente.nombre}» (código ${existente.codigo})`,
      { sugerencia: `Use el código ${existente.codigo} o elija otro nombre para el departamento nuevo.` },
    );
    return null;
  }
  const otroCodigo = acc.codigoDeNombreNuevo.get(nombre.toLowerCase());
  if (otroCodigo !== undefined && otroCodigo !== clave) {
    error(
      ctx,
      'nombreDepartamento',
      `El nombre «${recortar(nombre)}» se usa para dos códigos nuevos distintos: ${otroCodigo} y ${clave}`,
      {
        sugerencia:
          'Cada departamento tiene un nombre propio: use un solo código o cambie uno de los nombres.',
      },
    );
    return null;
  }
  if (!anterior) {
    acc.nuevos.set(clave, { nombre, numeroFila: ctx.numeroFila });
    acc.codigoDeNombreNuevo.set(nombre.toLowerCase(), clave);
  }
  return clave;
}

/**
 * The department by its code: `{ id }` of an active one, `{ nuevo }` for one the import creates, or nothing
 * (it does not exist, is inactive or was already wrong: a row error).
 */
function resolverDepartamento(
  ctx: ContextoFila,
  crudo: Celdas,
  yaConError: Set<string>,
  ind: Indices,
  acc: Acumulado,
  config: TConfiguracionImportacion,
): { id: number; nuevo: string | null } {
  const codigo = crudo.codigoDepartamento;
  const ninguno = { id: 0, nuevo: null };
  if (yaConError.has('codigoDepartamento') || !codigo) return ninguno;
  const d = ind.deptoPorCodigo.get(codigo.toLowerCase());
  if (!d && config.crearDepartamentosFaltantes) {
    const nuevo = departamentoNuevo(ctx, codigo, crudo.nombreDepartamento, ind, acc);
    return nuevo ? { id: 0, nuevo } : ninguno;
  }
  if (!d) {
    error(ctx, 'codigoDepartamento', `El departamento con código '${recortar(codigo, 30)}' no existe`, {
      sugerencia: `Use uno de estos códigos (hoja Listas de la plantilla): ${ind.codigosSugeridos}.`,
    });
    return ninguno;
  }
  if (!d.activo) {
    error(ctx, 'codigoDepartamento', `El departamento con código '${d.codigo}' está inactivo`, {
      sugerencia: `Use un departamento activo: ${ind.codigosSugeridos}.`,
    });
    return ninguno;
  }
  return { id: d.id, nuevo: null };
}

/** The roles asked for (the column's, or the configuration's defaults), each existing, active and grantable. */
function resolverRoles(
  ctx: ContextoFila,
  rolesPedidos: string[],
  deConfiguracion: boolean,
  ind: Indices,
  rolesNoOtorgables: Set<string>,
) {
  const rolIds: number[] = [];
  const rolNombres: string[] = [];
  const vistos = new Set<string>();
  const sugerencia = deConfiguracion
    ? 'Elija roles por defecto existentes y activos en la configuración.'
    : SUGERENCIAS.roles;
  for (const nombre of rolesPedidos.map((r) => r.trim())) {
    const clave = nombre.toLowerCase();
    if (vistos.has(clave)) continue;
    vistos.add(clave);
    const rol = ind.rolPorNombre.get(clave);
    if (!rol) error(ctx, 'roles', `El rol '${recortar(nombre, 40)}' no existe`, { sugerencia });
    else if (!rol.activo) error(ctx, 'roles', `El rol '${rol.nombre}' está inactivo`, { sugerencia });
    else if (rol.faltantes?.length) {
      const mensaje = MENSAJES_LIMITES.asignarRol(rol.nombre, rol.faltantes);
      rolesNoOtorgables.add(mensaje);
      error(ctx, 'roles', mensaje, {
        sugerencia:
          'Use solo roles cuyos permisos usted tenga, o pida a un administrador con esos permisos que importe la fila.',
      });
    } else {
      rolIds.push(rol.id);
      rolNombres.push(rol.nombre);
    }
  }
  return { rolIds, rolNombres };
}

/**
 * Unique email and DNI: against the database, then within the file (naming both rows). Checked whenever the
 * value itself is well formed, even if another column of the row is wrong.
 */
function comprobarUnicidad(
  ctx: ContextoFila,
  crudo: Celdas,
  yaConError: Set<string>,
  ind: Indices,
  acc: Acumulado,
) {
  const numeroFila = ctx.numeroFila;
  const email = yaConError.has('email') ? undefined : crudo.email.trim().toLowerCase();
  // Stored upper-cased (a foreigner's carné or passport may carry letters).
  const dniFila = yaConError.has('dni') ? undefined : crudo.dni.trim().toUpperCase();
  if (email) {
    const existenteEmail = ind.existentePorEmail.get(email);
    const anterior = acc.primeraPorEmail.get(email);
    if (existenteEmail) {
      error(ctx, 'email', M.emailDuplicado, {
        sugerencia: `El email '${email}' ya pertenece a ${existenteEmail.nombreCompleto}. Use otro email o quite la fila.`,
      });
    } else if (anterior !== undefined) {
      error(ctx, 'email', `El email '${email}' está repetido en las filas ${anterior} y ${numeroFila}`, {
        sugerencia: 'Cada usuario necesita un email distinto: corrija o quite una de las dos filas.',
      });
    } else acc.primeraPorEmail.set(email, numeroFila);
  }
  if (!dniFila) return;
  if (!acc.filaDeDni.has(dniFila)) acc.filaDeDni.set(dniFila, numeroFila);
  const existenteDni = ind.existentePorDni.get(dniFila);
  const anterior = acc.primeraPorDni.get(dniFila);
  if (existenteDni) {
    error(ctx, 'dni', M.dniDuplicado, {
      sugerencia: `El DNI ${dniFila} ya pertenece a ${existenteDni.nombreCompleto}. Corrija el DNI o quite la fila.`,
    });
  } else if (anterior !== undefined) {
    error(ctx, 'dni', `El DNI ${dniFila} está repetido en las filas ${anterior} y ${numeroFila}`, {
      sugerencia: 'Cada usuario tiene un DNI distinto: corrija o quite una de las dos filas.',
    });
  } else acc.primeraPorDni.set(dniFila, numeroFila);
}

/** Odd but accepted: a join date after today, names in capitals. */
function advertirRarezas(ctx: ContextoFila, datos: TFilaImportacion, hoy: string) {
  if (compararFechas(datos.fechaIngreso, hoy) > 0)
    advertir(
      ctx,
      'fechaIngreso',
      `La fecha de ingreso ${aFechaDdMmAaaa(datos.fechaIngreso)} es posterior a hoy`,
      'Se aceptará como ingreso futuro; verifique que no sea un error de digitación.',
    );
  const enCapitales = (['nombres', 'apellidoPaterno', 'apellidoMaterno'] as const).filter((c) =>
    enMayusculas(datos[c]),
  );
  if (enCapitales.length)
    advertir(
      ctx,
      enCapitales[0]!,
      `${enCapitales.length === 1 ? 'La columna' : 'Las columnas'} ${enCapitales.join(', ')} ${enCapitales.length === 1 ? 'está escrita' : 'están escritas'} en mayúsculas`,
      'Se guardará tal como está escrito; si prefiere, use mayúscula solo en la inicial (María José).',
    );
}

/** Step 1: one row on its own, against the form's rules, the database and the rows before it. */
function analizarFila(
  r: RegistroLeido,
  ind: Indices,
  referencia: DatosReferencia,
  config: TConfiguracionImportacion,
  acc: Acumulado,
) {
  const ctx: ContextoFila = { numeroFila: r.numeroFila, errores: [], advertencias: [] };
  const crudo = leerCeldas(ctx, r.valores);
  const yaConError = new Set<string>();
  const rolesPedidos = crudo.roles ? separarRoles(crudo.roles) : config.rolesPorDefecto;
  const datos = validarContraFormulario(ctx, r.valores, crudo, rolesPedidos, yaConError);
  const departamento = resolverDepartamento(ctx, crudo, yaConError, ind, acc, config);
  const { rolIds, rolNombres } = yaConError.has('roles')
    ? { rolIds: [], rolNombres: [] }
    : resolverRoles(ctx, rolesPedidos, !crudo.roles, ind, acc.rolesNoOtorgables);
  comprobarUnicidad(ctx, crudo, yaConError, ind, acc);
  const regimen = regimenDe(ctx, r.valores.regimen);
  if (regimen === undefined)
    error(ctx, 'regimen', 'El régimen laboral debe ser GENERAL, MYPE o vacío', {
      valor: comoSeEscribio(r.valores.regimen),
    });
  if (datos) advertirRarezas(ctx, datos, referencia.hoy);

  acc.errores.push(...ctx.errores);
  acc.advertencias.push(...ctx.advertencias);
  if (ctx.errores.length || !datos) acc.conError.add(r.numeroFila);
  if (!datos) return;
  acc.candidatas.push({
    fila: {
      numeroFila: r.numeroFila,
      nombres: datos.nombres,
      apellidoPaterno: datos.apellidoPaterno,
      apellidoMaterno: datos.apellidoMaterno,
      dni: datos.dni,
      email: datos.email,
      empresa: datos.empresa,
      numeroCelular: datos.numeroCelular ?? null,
      fechaIngreso: datos.fechaIngreso,
      extranjero: datos.extranjero,
      departamentoId: departamento.id,
      departamentoNuevo: departamento.nuevo,
      regimen: regimen ?? null,
      rolIds,
      roles: rolNombres.sort(),
    },
    dniJefe: datos.dniJefe,
  });
}

/** A row-level manager error: the row cannot be created. */
function errorDeJefe(acc: Acumulado, c: Candidata, mensaje: string, sugerencia: string) {
  acc.errores.push({
    numeroFila: c.fila.numeroFila,
    campo: 'dniJefe',
    mensaje,
    sugerencia,
    ...(c.dniJefe ? { valor: c.dniJefe } : {}),
  });
  acc.conError.add(c.fila.numeroFila);
}

/**
 * Step 2: each manager is an existing active user or another row of the file. With validarJefesExistentes an
 * unknown or inactive manager is an error of the row; without it the row is created with no manager (a warning).
 */
function resolverJefes(acc: Acumulado, ind: Indices, config: TConfiguracionImportacion) {
  const jefes = new Map<number, FilaValida['jefe']>();
  const sinJefe = (c: Candidata, mensaje: string) => {
    acc.advertencias.push({
      numeroFila: c.fila.numeroFila,
      campo: 'dniJefe',
      mensaje,
      sugerencia: 'Asigne el jefe después desde Gestión de Usuarios.',
    });
    jefes.set(c.fila.numeroFila, null);
  };
  for (const c of acc.candidatas) {
    const dniJefe = c.dniJefe;
    if (!dniJefe) {
      jefes.set(c.fila.numeroFila, null);
      continue;
    }
    if (dniJefe === c.fila.dni) {
      errorDeJefe(acc, c, M.jefeMismo, 'Deje vacío el dniJefe o escriba el DNI de su jefe inmediato.');
      continue;
    }
    const existente = ind.existentePorDni.get(dniJefe);
    const enArchivo = acc.filaDeDni.get(dniJefe);
    if (existente?.activo) {
      jefes.set(c.fila.numeroFila, { tipo: 'existente', id: existente.id });
    } else if (existente) {
      if (config.validarJefesExistentes)
        errorDeJefe(
          acc,
          c,
          M.jefeInvalido,
          `El usuario con DNI ${dniJefe} (${existente.nombreCompleto}) está inactivo. ${SUGERENCIAS.dniJefe}`,
        );
      else sinJefe(c, `El jefe con DNI ${dniJefe} está inactivo: el usuario se creará sin jefe inmediato`);
    } else if (enArchivo !== undefined) {
      jefes.set(c.fila.numeroFila, { tipo: 'fila', numeroFila: enArchivo });
    } else if (config.validarJefesExistentes) {
      errorDeJefe(
        acc,
        c,
        `No existe un usuario activo ni una fila del archivo con el DNI de jefe ${dniJefe}`,
        SUGERENCIAS.dniJefe,
      );
    } else sinJefe(c, `No se encontró el jefe con DNI ${dniJefe}: el usuario se creará sin jefe inmediato`);
  }
  return jefes;
}

/** Step 3: rows that are each other's managers (directly or through others) are all errors. */
function marcarCiclos(acc: Acumulado, jefes: Map<number, FilaValida['jefe']>) {
  const porFila = new Map(acc.candidatas.map((c) => [c.fila.numeroFila, c]));
  const estado = new Map<number, 'visitando' | 'hecho'>();
  for (const c of acc.candidatas) {
    const camino: number[] = [];
    let actual: number | undefined = c.fila.numeroFila;
    while (actual !== undefined && !estado.has(actual)) {
      estado.set(actual, 'visitando');
      camino.push(actual);
      const j = jefes.get(actual);
      actual = j?.tipo === 'fila' ? j.numeroFila : undefined;
    }
    if (actual !== undefined && estado.get(actual) === 'visitando') {
      const ciclo = camino.slice(camino.indexOf(actual));
      const recorrido = [...ciclo, actual].join(' → ');
      for (const n of ciclo)
        errorDeJefe(
          acc,
          porFila.get(n)!,
          M.jefeCiclo,
          `Las filas ${recorrido} se tienen como jefe entre sí. Deje vacío el dniJefe de quien encabeza esa jerarquía.`,
        );
    }
    for (const n of camino) estado.set(n, 'hecho');
  }
}

/**
 * Step 4: the rows that can be created, each with its level (0 under an existing manager or none, n + 1 under a
 * row of level n); a row under a row with errors cannot be created either.
 */
function filasCreables(acc: Acumulado, jefes: Map<number, FilaValida['jefe']>, totalRegistros: number) {
  const niveles = new Map<number, number>();
  const nivelDe = (n: number, profundidad = 0): number | undefined => {
    if (niveles.has(n)) return niveles.get(n);
    if (acc.conError.has(n) || !jefes.has(n) || profundidad > totalRegistros) return undefined;
    const j = jefes.get(n);
    if (!j || j.tipo === 'existente') {
      niveles.set(n, 0);
      return 0;
    }
    const arriba = nivelDe(j.numeroFila, profundidad + 1);
    if (arriba === undefined) return undefined;
    niveles.set(n, arriba + 1);
    return arriba + 1;
  };
  const validas: FilaValida[] = [];
  for (const c of acc.candidatas) {
    const n = c.fila.numeroFila;
    if (acc.conError.has(n)) continue;
    const nivel = nivelDe(n);
    if (nivel === undefined) {
      const j = jefes.get(n);
      const filaJefe = j?.tipo === 'fila' ? j.numeroFila : undefined;
      errorDeJefe(
        acc,
        c,
        `El jefe inmediato (fila ${filaJefe}) tiene errores y no se puede crear`,
        `Corrija primero la fila ${filaJefe}; esta fila se creará cuando su jefe sea válido.`,
      );
      continue;
    }
    validas.push({ ...c.fila, jefe: jefes.get(n) ?? null, nivel });
  }
  return validas;
}

/** The new departments some valid row belongs to (a department only rows with errors name is not created). */
function departamentosUsados(acc: Acumulado, validas: FilaValida[]) {
  const usados = new Set(validas.map((f) => f.departamentoNuevo).filter((c) => c !== null));
  return [...acc.nuevos]
    .filter(([codigo]) => usados.has(codigo))
    .map(([codigo, d]) => ({ codigo, nombre: d.nombre }));
}

/** Every row checked against the user form's rules, the database and the rest of the file. */
export function analizarRegistros(
  registros: RegistroLeido[],
  referencia: DatosReferencia,
  config: TConfiguracionImportacion,
): Analisis {
  const ind = indicesDeReferencia(referencia);
  const acc: Acumulado = {
    errores: [],
    advertencias: [],
    rolesNoOtorgables: new Set(),
    candidatas: [],
    conError: new Set(),
    primeraPorEmail: new Map(),
    primeraPorDni: new Map(),
    filaDeDni: new Map(),
    nuevos: new Map(),
    codigoDeNombreNuevo: new Map(),
  };
  for (const r of registros) analizarFila(r, ind, referencia, config, acc);
  const jefes = resolverJefes(acc, ind, config);
  marcarCiclos(acc, jefes);
  const validas = filasCreables(acc, jefes, registros.length);
  acc.errores.sort((a, b) => a.numeroFila - b.numeroFila);
  acc.advertencias.sort((a, b) => (a.numeroFila ?? 0) - (b.numeroFila ?? 0));
  return {
    total: registros.length,
    validas,
    errores: acc.errores,
    filasConErrores: registros.length - validas.length,
    advertencias: acc.advertencias,
    rolesNoOtorgables: [...acc.rolesNoOtorgables],
    departamentosNuevos: departamentosUsados(acc, validas),
  };
}

const esEjemplo = (r: RegistroLeido) => {
  const dni = comoSeEscribio(r.valores.dni).toUpperCase();
  const email = comoSeEscribio(r.valores.email).toLowerCase();
  return EJEMPLOS_PLANTILLA_IMPORTACION.some((e) => e.dni === dni && e.email === email);
};

/**
 * The templates' example rows left in the file (the same document and email as an example), taken out with a
 * notice each (ADR 021): nobody means to import 'María José Quispe Ñahui'.
 */
export function omitirEjemplos(registros: RegistroLeido[]): {
  registros: RegistroLeido[];
  advertencias: TAdvertenciaImportacion[];
} {
  const ejemplos = registros.filter(esEjemplo);
  if (!ejemplos.length) return { registros, advertencias: [] };
  return {
    registros: registros.filter((r) => !esEjemplo(r)),
    advertencias: ejemplos.map((r) => ({
      numeroFila: r.numeroFila,
      campo: null,
      mensaje: MENSAJES_IMPORTACION.ejemploOmitido(r.numeroFila),
      sugerencia: 'Borre la fila de ejemplo de la plantilla o reemplácela con los datos de un colaborador.',
    })),
  };
}

/** File-level warnings from the configuration (no mail server, no generated passwords). */
export function advertenciasDeConfiguracion(
  config: TConfiguracionImportacion,
  correoDisponible: boolean,
): TAdvertenciaImportacion[] {
  const lista: TAdvertenciaImportacion[] = [];
  if (config.enviarNotificacionEmail && !correoDisponible)
    lista.push({
      numeroFila: null,
      campo: null,
      mensaje: MENSAJES_IMPORTACION.sinServidorCorreo,
      sugerencia: 'Desmarque "Enviar notificación por email" o configure un servidor de correo.',
    });
  if (!config.generarPasswordsAutomaticamente)
    lista.push({
      numeroFila: null,
      campo: null,
      mensaje:
        'Los usuarios se crearán sin contraseña: no podrán iniciar sesión hasta que un administrador reinicie su contraseña',
      sugerencia: 'Marque "Generar contraseñas automáticamente" para entregar credenciales temporales.',
    });
  return lista;
}

/** The emails and DNIs (users and managers) a file names, as the rows will read them, for one database query. */
export function clavesParaConsultar(registros: RegistroLeido[]): { emails: string[]; dnis: string[] } {
  const emails = new Set<string>();
  const dnis = new Set<string>();
  const dni = (v: ValorCelda | undefined, extranjero?: ValorCelda) => {
    const s = v !== undefined && esFormula(v) ? v.resultado : v;
    if (
      typeof s === 'number' &&
      Number.isInteger(s) &&
      s >= 0 &&
      s < 100_000_000 &&
      !diceExtranjero(extranjero)
    )
      return String(s).padStart(8, '0');
    return typeof s === 'string' || typeof s === 'number' ? String(s).trim().toUpperCase() : '';
  };
  for (const r of registros) {
    const e = comoSeEscribio(r.valores.email).toLowerCase();
    if (e) emails.add(e);
    // A Peruvian's DNI or a foreigner's document: the rows read them the same way.
    for (const d of [dni(r.valores.dni, r.valores.extranjero), dni(r.valores.dniJefe)])
      if (DOCUMENTO_DNI.test(d) || DOCUMENTO_EXTRANJERO.test(d)) dnis.add(d);
  }
  return { emails: [...emails], dnis: [...dnis] };
}
