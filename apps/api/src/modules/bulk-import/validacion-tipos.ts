// The shapes the row checks share: what they check against, what a valid row becomes, what the file accumulates.
import type { TAdvertenciaImportacion, TErrorFilaImportacion } from '@app/contract/bulk-import';
import type { TRegimen } from '@app/contract/vacaciones';

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

export interface ContextoFila {
  numeroFila: number;
  errores: TErrorFilaImportacion[];
  advertencias: TAdvertenciaImportacion[];
}

/** A row that passed the form's rules; its manager is resolved once every row was seen. */
export interface Candidata {
  fila: Omit<FilaValida, 'jefe' | 'nivel'>;
  dniJefe: string | null;
}

/** What the whole file accumulates while its rows are checked one by one. */
export interface Acumulado {
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
