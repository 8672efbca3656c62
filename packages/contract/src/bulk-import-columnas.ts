// The columns a bulk-import file has, with the template's example rows (docs/producto.md, «Importación masiva»).
import { ETIQUETA_DOCUMENTO } from './usuarios';

export interface ColumnaImportacion {
  nombre: string;
  requerido: boolean;
  descripcion: string;
  ejemplo: string;
}

/** Expected spreadsheet columns (the spec's), in template order; `numeroCelular` is the form's optional phone. */
export const COLUMNAS_IMPORTACION = [
  { nombre: 'nombres', requerido: true, descripcion: 'Nombres del colaborador', ejemplo: 'María José' },
  { nombre: 'apellidoPaterno', requerido: true, descripcion: 'Apellido paterno', ejemplo: 'Quispe' },
  { nombre: 'apellidoMaterno', requerido: true, descripcion: 'Apellido materno', ejemplo: 'Ñahui' },
  {
    nombre: 'dni',
    requerido: true,
    descripcion: `${ETIQUETA_DOCUMENTO}: DNI de 8 dígitos; si extranjero es SI, carné de extranjería (9 a 12 letras o dígitos) o pasaporte (6 a 12), como texto`,
    ejemplo: '45678912',
  },
  {
    nombre: 'email',
    requerido: true,
    descripcion: 'Email único del colaborador',
    ejemplo: 'maria.quispe@empresa.pe',
  },
  {
    nombre: 'codigoDepartamento',
    requerido: true,
    descripcion: 'Código de un departamento existente (hoja Listas)',
    ejemplo: 'TI',
  },
  {
    nombre: 'dniJefe',
    requerido: false,
    descripcion:
      'Documento (DNI, CE o pasaporte) del jefe inmediato: un usuario activo u otra fila de este archivo (opcional)',
    ejemplo: '',
  },
  {
    nombre: 'fechaIngreso',
    requerido: true,
    descripcion: 'Fecha de ingreso: fecha de Excel, dd/mm/aaaa o aaaa-mm-dd',
    ejemplo: '15/03/2024',
  },
  { nombre: 'extranjero', requerido: false, descripcion: 'SI o NO (por defecto NO)', ejemplo: 'NO' },
  { nombre: 'empresa', requerido: true, descripcion: 'Empresa empleadora', ejemplo: 'Descanso S.A.C.' },
  {
    nombre: 'roles',
    requerido: false,
    descripcion: 'Roles separados por coma; vacío: los roles por defecto de la configuración',
    ejemplo: 'Empleado',
  },
  {
    nombre: 'numeroCelular',
    requerido: false,
    descripcion: 'Número de celular de 9 dígitos (opcional)',
    ejemplo: '987654321',
  },
  // Not in the spec (ADR 025): after its columns, optional, read only to create a department that does not exist.
  {
    nombre: 'nombreDepartamento',
    requerido: false,
    descripcion:
      'Nombre del departamento, solo si su código no existe y se marca "Crear departamentos que no existan" (opcional)',
    ejemplo: '',
  },
  // Beyond the spec (ADR 027): the employee's own labour régimen.
  {
    nombre: 'regimen',
    requerido: false,
    descripcion: 'Régimen laboral propio: GENERAL o MYPE; vacío sigue el de la empresa (opcional)',
    ejemplo: '',
  },
] as const satisfies readonly ColumnaImportacion[];
export type TColumnaImportacion = (typeof COLUMNAS_IMPORTACION)[number]['nombre'];

/** The template's second example row: a foreign employee with a carné de extranjería (the rest as the first). */
export const EJEMPLO_EXTRANJERO_IMPORTACION = {
  nombres: 'John',
  apellidoPaterno: 'Smith',
  apellidoMaterno: 'Brown',
  dni: '001234567',
  email: 'john.smith@empresa.pe',
  extranjero: 'SI',
} as const satisfies Partial<Record<TColumnaImportacion, string>>;

/**
 * The templates' example rows, recognised by their document and email together (ADR 021): a file that still
 * has them gets them skipped with a notice instead of one error per example.
 */
export const EJEMPLOS_PLANTILLA_IMPORTACION = [
  { dni: '45678912', email: 'maria.quispe@empresa.pe' },
  { dni: EJEMPLO_EXTRANJERO_IMPORTACION.dni, email: EJEMPLO_EXTRANJERO_IMPORTACION.email },
] as const;

/** Header comparison: case, accents, surrounding spaces, inner spaces, '_', '-' and '.' do not matter. */
export const normalizarEncabezado = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\s_.-]+/g, '');
