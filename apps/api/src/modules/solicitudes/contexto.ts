import type { Db } from '../../db/client';
import { crearCacheVersionada, type CacheVersionada } from '../../db/version-datos';
import type { Reloj } from '../../lib/reloj';
import type { Notificador } from '../notificaciones/notificador.service';
import type { ProgramacionService } from '../programacion/programacion.service';
import type { SaldosService } from '../saldos/saldos.service';
import type * as repo from './solicitudes.repository';
import { materializarSinRespuesta, type VistaDeSesion } from '../vencimiento/vencimiento.service';

type Conteos = Awaited<ReturnType<typeof repo.estadisticas>>;

/** What the request use cases share: the service's dependencies and the list caches. */
export interface ContextoSolicitudes {
  db: Db;
  reloj: Reloj;
  saldos: SaldosService;
  notificador: Notificador;
  /** ADR 036: a request created from a span of the rol vacacional marks it CONVERTIDO. */
  programacion?: Pick<ProgramacionService, 'convertirEnSolicitud'> | undefined;
  /** A team's member ids, per data version (any change elsewhere invalidates them). */
  cacheEquipos: CacheVersionada<number[]>;
  /** The counts of a management filter, per data version. */
  cacheConteos: CacheVersionada<Conteos>;
}

export type DependenciasSolicitudes = Pick<
  ContextoSolicitudes,
  'db' | 'reloj' | 'saldos' | 'notificador' | 'programacion'
>;

export const crearContexto = (deps: DependenciasSolicitudes): ContextoSolicitudes => ({
  ...deps,
  cacheEquipos: crearCacheVersionada<number[]>(64),
  cacheConteos: crearCacheVersionada<Conteos>(256),
});

/** Runs a change and, once it is committed, wakes the outbox worker for the e-mail it queued. */
export async function yAvisar<T>(ctx: ContextoSolicitudes, cambio: Promise<T>): Promise<T> {
  const r = await cambio;
  ctx.notificador.despertar();
  return r;
}

/**
 * A pending request whose start passed undecided is stored as cancelled before any read or write that shows or
 * uses it (the engine and the lists already treat it so). Returns how many were closed now. `sesion`: what the
 * caller's session read, when there is a caller (see materializarSinRespuesta).
 */
export const materializar = (ctx: ContextoSolicitudes, sesion?: VistaDeSesion) =>
  materializarSinRespuesta(ctx.db, ctx.reloj.hoy(), ctx.reloj.ahora(), sesion);
