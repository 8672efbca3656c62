import { createHash } from 'node:crypto';
import {
  MAX_DETALLES_IMPORTACION,
  type TAdvertenciaImportacion,
  type TProgresoImportacion,
} from '@app/contract/bulk-import';
import type { Db } from '../../db/client';
import type { Reloj } from '../../lib/reloj';
import type { DepartamentosService } from '../departamentos/departamentos.service';
import type { UsuariosAdminService } from '../usuarios-admin/usuarios.service';
import { crearAlmacenCredenciales } from './credenciales';
import type { Lectura } from './lectura';
import { crearRegistroProgreso } from './progreso';
import type { Analisis } from './validacion';

/** The uploaded file as the route received it (at most 10 MB, in memory). */
export interface ArchivoRecibido {
  nombre: string;
  tipo: string;
  bytes: Buffer;
}

export interface OpcionesEjecucion {
  claveEjecucion?: string | undefined;
  /** Aborted when the client goes away: an unfinished creation is rolled back. */
  senal?: AbortSignal;
  /** Every progress change (the streamed reply). */
  alProgreso?: (p: TProgresoImportacion) => void;
}

/** A file read and checked, with nothing written: its faults, its warnings and, when readable, its analysis. */
export interface Examen {
  erroresArchivo: string[];
  advertencias: TAdvertenciaImportacion[];
  analisis?: Analisis;
}

export interface DependenciasImportacion {
  db: Db;
  reloj: Reloj;
  usuarios: UsuariosAdminService;
  /** Creates the departments a file names when crearDepartamentosFaltantes is on. */
  departamentos?: DepartamentosService | undefined;
  /** No mail server is configured in this deployment: notifications cannot be sent. */
  correoDisponible?: boolean | undefined;
  tamanoLote?: number | undefined;
}

/**
 * The rows of the last file each user validated, by its SHA-256, for a few minutes: the wizard uploads the same
 * file to validate and then to process, and reading it twice is the slowest part. Only cell values are kept
 * (the database checks always run again), one file per user.
 */
function crearLecturasRecordadas() {
  const lecturas = new Map<number, { sha256: string; lectura: Lectura; temporizador: NodeJS.Timeout }>();
  return {
    recordar(usuarioId: number, sha256: string, lectura: Lectura) {
      const previa = lecturas.get(usuarioId);
      if (previa) clearTimeout(previa.temporizador);
      const temporizador = setTimeout(() => lecturas.delete(usuarioId), 10 * 60_000);
      temporizador.unref();
      lecturas.set(usuarioId, { sha256, lectura, temporizador });
    },
    recordada(usuarioId: number, sha256: string) {
      const e = lecturas.get(usuarioId);
      return e?.sha256 === sha256 ? e.lectura : undefined;
    },
    /** Once its users exist the file's rows are of no more use. */
    olvidar(usuarioId: number, sha256: string) {
      const previa = lecturas.get(usuarioId);
      if (previa?.sha256 !== sha256) return;
      clearTimeout(previa.temporizador);
      lecturas.delete(usuarioId);
    },
  };
}

/** What the import use cases share: the dependencies and this process's runs, credentials and read files. */
export const crearContexto = (deps: DependenciasImportacion) => ({
  ...deps,
  correoDisponible: deps.correoDisponible ?? false,
  progreso: crearRegistroProgreso(),
  credenciales: crearAlmacenCredenciales(),
  lecturas: crearLecturasRecordadas(),
});

export type ContextoImportacion = ReturnType<typeof crearContexto>;

export const recortarLista = <T>(lista: T[]) => lista.slice(0, MAX_DETALLES_IMPORTACION);
export const nombreCompleto = (f: { nombres: string; apellidoPaterno: string; apellidoMaterno: string }) =>
  `${f.nombres} ${f.apellidoPaterno} ${f.apellidoMaterno}`;
export const limpiarNombre = (nombre: string) => nombre.replace(/[\\/]/g, '_').slice(-255) || 'archivo';
export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
