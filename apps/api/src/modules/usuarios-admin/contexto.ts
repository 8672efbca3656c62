import type { Db } from '../../db/client';
import { crearCacheVersionada, type CacheVersionada } from '../../db/version-datos';
import type { Reloj } from '../../lib/reloj';
import type { Notificador } from '../notificaciones/notificador.service';
import type * as repo from './usuarios.repository';

type Estadisticas = Awaited<ReturnType<typeof repo.estadisticas>>;

export interface DependenciasUsuarios {
  db: Db;
  reloj: Reloj;
  /** Hours a temporary password stays valid (CONTRASENA_TEMPORAL_HORAS). */
  contrasenaTemporalHoras?: number;
  /** A reset password and a finished import notify, inside their transactions. */
  notificador: Notificador;
}

/** What the user-administration use cases share: the service's dependencies and the list's caches. */
export interface ContextoUsuarios {
  db: Db;
  reloj: Reloj;
  notificador: Notificador;
  /** When a temporary password set now stops working (the sign-in refuses it afterwards). */
  vencimientoTemporal: (ahora: Date) => Date;
  // The statistics count the whole filtered set (a search reads every user): per data version and filter, as
  // Gestión's counts. Every column they count, and the roles, move the version (migration 0017, ADR 049).
  cacheEstadisticas: CacheVersionada<Estadisticas>;
  // What each listed user holds only decides the row's «puedeGestionar» (what the screen offers; every change checks
  // again inside its transaction): per data version, which roles, their permissions and their holders all move.
  cachePermisos: CacheVersionada<string[]>;
}

export function crearContexto(deps: DependenciasUsuarios): ContextoUsuarios {
  const { db, reloj, notificador } = deps;
  const horasTemporal = deps.contrasenaTemporalHoras ?? 72;
  return {
    db,
    reloj,
    notificador,
    vencimientoTemporal: (ahora: Date) => new Date(ahora.getTime() + horasTemporal * 3_600_000),
    cacheEstadisticas: crearCacheVersionada<Estadisticas>(256),
    cachePermisos: crearCacheVersionada<string[]>(4096),
  };
}
