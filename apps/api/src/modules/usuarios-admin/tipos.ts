import type { TRegimen } from '@app/contract/vacaciones';
import type { Tx } from '../../db/client';
import type { EventoAuditoria } from '../../db/registro-auditoria';
import type { Aviso } from '../notificaciones/notificador.service';

/** Who acts, and from where (every change is audited with both). */
export interface Actor {
  id: number;
  ip: string | null;
  /** The data version read with the session (ADR 010): what the list's statistics are cached by. */
  versionDatos?: number;
}

/** One user of a bulk creation, already validated by the caller (ids resolved, unique email and DNI). */
export interface AltaEnLote {
  /** The caller's key for the row (the spreadsheet row number); managers in the same batch are named by it. */
  clave: number;
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
  /** The code of a department `crearDepartamentos` creates in the same transaction (then departamentoId is unused). */
  departamentoNuevo?: string | null;
  /** The employee's own régimen (ADR 027); null follows the company's. */
  regimen: TRegimen | null;
  rolIds: number[];
  /** Role names, for the audit record. */
  roles: string[];
  jefe: { tipo: 'existente'; id: number } | { tipo: 'fila'; clave: number } | null;
  /** A generated temporary password's salted SHA-256 (never argon2 here), or null: no password yet. */
  hashContrasena: string | null;
}

export interface OpcionesAltaEnLote {
  /** Rows per INSERT. */
  tamanoLote?: number;
  /** Called after each batch with the number of users created so far (progress lives outside the transaction). */
  alAvanzar?: (creados: number) => void;
  /** Aborting rolls the whole creation back. */
  senal?: AbortSignal;
  /** The motivo of each user's audit record (e.g. the file name). */
  motivo: string;
  /** The summary audit record of the whole run, written in the same transaction. */
  resumen: (creados: { clave: number; id: number }[]) => EventoAuditoria;
  /** Creates the departments the rows name by `departamentoNuevo`, first, in the same transaction: ids by code. */
  crearDepartamentos?: (tx: Tx) => Promise<Map<string, number>>;
  /** What to tell whom once the users exist: written in the same transaction. */
  avisos?: (creados: { clave: number; id: number }[]) => Aviso[];
}
