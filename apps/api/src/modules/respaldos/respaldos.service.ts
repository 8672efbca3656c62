import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { AppError } from '../../lib/app-error';
import { CarpetaInvalida } from '../../lib/carpetas';
import type { TEstadoRespaldos, TRespaldoArchivo, TRespaldoCreado } from '@app/contract/respaldos';
import type { Db } from '../../db/client';
import { bloquearTurno, ultimoRespaldoRegistrado } from './respaldo.repository';
import { registrarAuditoria } from '../../db/registro-auditoria';
import { crearRespaldador, type Respaldador } from './respaldo.pedidos';
import { ES_RESPALDO, type ResultadoRespaldo } from './respaldo.service';
import { registrarRespaldo } from '../../lib/metricas';

export interface OpcionesRespaldos {
  /** RESPALDO_DIR, resolved. */
  carpeta: string;
  /** RESPALDO_CADA_HORAS: 0 = no automatic backups. */
  cadaHoras: number;
  /** RESPALDO_CONSERVAR. */
  conservar: number;
  /** The real clock, as the audit's own timestamps (APP_TODAY pins business dates, not this); tests move it. */
  ahora?: () => Date;
}

interface Registro {
  info(o: object, m: string): void;
  error(o: object, m: string): void;
}

const HORA_MS = 3_600_000;

/** Backups kept in the folder, newest first (the name sorts by date). */
function listar(carpeta: string): TRespaldoArchivo[] {
  let nombres: string[];
  try {
    nombres = readdirSync(carpeta).filter((n) => ES_RESPALDO.test(n));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return nombres
    .sort()
    .reverse()
    .map((nombre) => {
      const s = statSync(path.join(carpeta, nombre));
      // The instant is in the name (the manifest's, to the millisecond); a renamed file falls back to its mtime.
      const m = /^descanso-(\d{4}-\d{2}-\d{2})-(\d{2})(\d{2})(\d{2})(\d{3})Z-/.exec(nombre);
      const creado = m ? `${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z` : s.mtime.toISOString();
      return { nombre, bytes: s.size, creado };
    });
}

/**
 * The «Respaldos» card of Configuración (ADR 043): the schedule, the backups kept, «Respaldar ahora»; and the
 * automatic backups with retention.
 */
export function crearRespaldosService(
  base: { db: Db; tipo: 'pglite' | 'postgres' },
  opciones: OpcionesRespaldos,
  log: Registro,
) {
  const { db } = base;
  const ahora = opciones.ahora ?? (() => new Date());
  const respaldador: Respaldador = crearRespaldador(base, opciones.carpeta);
  // /metrics «last backup age» (ADR 045): the newest file kept at start, then each backup this process writes.
  const alCrear = (creado: string) => registrarRespaldo(new Date(creado));
  const masNuevo = listar(opciones.carpeta)[0];
  if (masNuevo) alCrear(masNuevo.creado);

  /** Deletes the oldest backups beyond RESPALDO_CONSERVAR; only after a backup succeeded. */
  function podar() {
    for (const viejo of listar(opciones.carpeta).slice(opciones.conservar)) {
      rmSync(path.join(opciones.carpeta, viejo.nombre), { force: true });
      log.info({ archivo: viejo.nombre }, 'respaldo antiguo eliminado (RESPALDO_CONSERVAR)');
    }
  }

  const aArchivo = (r: ResultadoRespaldo): TRespaldoArchivo => ({
    nombre: path.basename(r.archivo),
    bytes: r.bytes,
    creado: r.manifiesto.creado,
  });

  async function estado(): Promise<TEstadoRespaldos> {
    const respaldos = listar(opciones.carpeta);
    const ultimo = await ultimoRespaldoRegistrado(db);
    const proximo =
      opciones.cadaHoras > 0
        ? new Date(Math.max(ahora().getTime(), (ultimo?.getTime() ?? 0) + opciones.cadaHoras * HORA_MS))
        : null;
    return {
      cadaHoras: opciones.cadaHoras,
      conservar: opciones.conservar,
      ultimo: respaldos[0] ?? null,
      proximo: proximo?.toISOString() ?? null,
      respaldos,
    };
  }

  /** The file, then its audit record; if the record cannot be written, the file goes too. */
  async function respaldarYAuditar(
    quien: { usuarioEjecutorId?: number; ip?: string; origen: string },
    carpeta = opciones.carpeta,
  ): Promise<ResultadoRespaldo> {
    const r = await respaldador.respaldar(carpeta);
    try {
      await db.transaction((tx) =>
        registrarAuditoria(tx, {
          modulo: 'CONFIGURACION',
          tipoAccion: 'RESPALDO',
          severidad: 'INFO',
          mensajeCorto: `Respaldo de la base de datos${quien.origen}: ${path.basename(r.archivo)}`,
          usuarioEjecutorId: quien.usuarioEjecutorId,
          ip: quien.ip,
          datosNuevos: { archivo: path.basename(r.archivo), bytes: r.bytes },
        }),
      );
    } catch (error) {
      rmSync(r.archivo, { force: true });
      throw error;
    }
    log.info({ archivo: r.archivo, bytes: r.bytes }, `respaldo creado${quien.origen}`);
    if (carpeta === opciones.carpeta) {
      alCrear(r.manifiesto.creado);
      podar();
    }
    return r;
  }

  /** «Respaldar ahora». */
  async function respaldarAhora(usuario: { id: number }, ip: string): Promise<TRespaldoCreado> {
    let r: ResultadoRespaldo;
    try {
      r = await respaldarYAuditar({ usuarioEjecutorId: usuario.id, ip, origen: '' });
    } catch (error) {
      // A folder that cannot be created is the server's setting, not the administrator's doing: say which.
      if (error instanceof CarpetaInvalida)
        throw new AppError('SERVICIO_NO_DISPONIBLE', `${error.message}. Revise RESPALDO_DIR.`);
      throw error;
    }
    return { message: 'Respaldo creado correctamente', respaldo: aArchivo(r) };
  }

  /** `npm run respaldo` against this server (SIGUSR2): audited too, so the schedule counts it. */
  const respaldarPorComando = (carpeta: string) =>
    respaldarYAuditar({ origen: ' (npm run respaldo)' }, carpeta);

  /**
   * One round of the schedule: under the lock, if the last backup (from the audit) is older than RESPALDO_CADA_HORAS,
   * this process claims the turn by writing the audit record, then writes the file. A failure is logged; the next
   * round (an hour later at most) does not retry before the interval, so a broken disk is not hammered.
   */
  async function respaldoProgramado(): Promise<void> {
    if (opciones.cadaHoras <= 0) return;
    const momento = ahora();
    const toca = await db.transaction(async (tx) => {
      await bloquearTurno(tx);
      const ultimo = await ultimoRespaldoRegistrado(tx);
      if (ultimo && momento.getTime() - ultimo.getTime() < opciones.cadaHoras * HORA_MS) return false;
      await registrarAuditoria(tx, {
        modulo: 'CONFIGURACION',
        tipoAccion: 'RESPALDO',
        severidad: 'INFO',
        mensajeCorto: `Respaldo automático de la base de datos (cada ${opciones.cadaHoras} h)`,
        datosNuevos: { programado: true },
      });
      return true;
    });
    if (!toca) return;
    try {
      const r = await respaldador.respaldar();
      log.info({ archivo: r.archivo, bytes: r.bytes }, 'respaldo automático creado');
      alCrear(r.manifiesto.creado);
      podar();
    } catch (error) {
      log.error({ err: error }, 'respaldo automático fallido');
    }
  }

  return { estado, respaldarAhora, respaldarPorComando, respaldoProgramado };
}

export type RespaldosService = ReturnType<typeof crearRespaldosService>;
