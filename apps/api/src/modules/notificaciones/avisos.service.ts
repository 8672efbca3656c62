import {
  PREFERENCIAS_POR_DEFECTO,
  type TNoLeidas,
  type TNotificacionesRespuesta,
  type TPreferenciasNotificacion,
} from '@app/contract/notificaciones';
import type { Db } from '../../db/client';
import { noEncontrado } from '../../lib/app-error';
import type { Reloj } from '../../lib/reloj';
import { registrarAuditoria } from '../../db/registro-auditoria';
import * as repo from './avisos.repository';

export interface Actor {
  id: number;
  ip: string | null;
}

/** The bell and "Mis notificaciones" (ADR 031): a person reads and changes only their own. */
export function crearAvisosService(deps: { db: Db; reloj: Reloj }) {
  const { db, reloj } = deps;

  async function listar(
    usuarioId: number,
    q: { pageNumber: number; pageSize: number; soloNoLeidas?: boolean | undefined },
  ): Promise<TNotificacionesRespuesta> {
    const soloNoLeidas = q.soloNoLeidas ?? false;
    const [filas, total, noLeidas] = await Promise.all([
      repo.listar(db, usuarioId, {
        soloNoLeidas,
        limite: q.pageSize,
        desplazamiento: (q.pageNumber - 1) * q.pageSize,
      }),
      repo.contar(db, usuarioId, soloNoLeidas),
      repo.contar(db, usuarioId, true),
    ]);
    return {
      items: filas.map((f) => ({
        id: f.id,
        tipo: f.tipo,
        titulo: f.titulo,
        mensaje: f.mensaje,
        enlace: f.enlace,
        leida: f.leidaEn !== null,
        fecha: f.fechaCreacion.toISOString(),
      })),
      total,
      pageNumber: q.pageNumber,
      pageSize: q.pageSize,
      noLeidas,
    };
  }

  const noLeidas = async (usuarioId: number): Promise<TNoLeidas> => ({
    noLeidas: await repo.contar(db, usuarioId, true),
  });

  async function marcarLeida(usuarioId: number, id: number): Promise<TNoLeidas> {
    // Another person's notification answers exactly like a missing one.
    if (!(await repo.marcarLeida(db, usuarioId, id, reloj.ahora())))
      throw noEncontrado('La notificación no existe');
    return noLeidas(usuarioId);
  }

  async function marcarTodas(usuarioId: number): Promise<TNoLeidas> {
    await repo.marcarTodasLeidas(db, usuarioId, reloj.ahora());
    return { noLeidas: 0 };
  }

  async function preferencias(usuarioId: number): Promise<TPreferenciasNotificacion> {
    return (await repo.preferencias(db, usuarioId)) ?? { ...PREFERENCIAS_POR_DEFECTO };
  }

  /** Saves the choices and their audit record in one transaction. */
  async function guardarPreferencias(
    actor: Actor,
    nuevas: TPreferenciasNotificacion,
  ): Promise<TPreferenciasNotificacion> {
    const p = {
      correoDecisiones: nuevas.correoDecisiones,
      correoPendientes: nuevas.correoPendientes,
      resumenDiario: nuevas.resumenDiario,
    };
    return db.transaction(async (tx) => {
      const antes = (await repo.preferencias(tx, actor.id)) ?? { ...PREFERENCIAS_POR_DEFECTO };
      await repo.guardarPreferencias(tx, actor.id, p, reloj.ahora());
      await registrarAuditoria(tx, {
        modulo: 'CONFIGURACION',
        tipoAccion: 'CAMBIAR_PREFERENCIAS_NOTIFICACION',
        severidad: 'INFO',
        mensajeCorto: 'Cambio de preferencias de notificación',
        usuarioEjecutorId: actor.id,
        usuarioAfectadoId: actor.id,
        ip: actor.ip,
        tablaAfectada: 'preferencias_notificacion',
        registroId: actor.id,
        datosAnteriores: antes,
        datosNuevos: p,
      });
      return p;
    });
  }

  return { listar, noLeidas, marcarLeida, marcarTodas, preferencias, guardarPreferencias };
}

export type AvisosService = ReturnType<typeof crearAvisosService>;
