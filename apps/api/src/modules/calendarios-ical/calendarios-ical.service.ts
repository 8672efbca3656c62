import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import {
  DIAS_VENTANA_CALENDARIO,
  MAX_CALENDARIOS_ACTIVOS,
  MENSAJES_CALENDARIO as M,
  NOMBRES_ALCANCE_CALENDARIO,
  PERMISOS_ALCANCE_CALENDARIO,
  type TAlcanceCalendario,
  type TCalendarioCreado,
  type TCalendarioIcal,
  type TCrearCalendarioBody,
  type TMisCalendarios,
} from '@app/contract/calendarios-ical';
import { sumarDias } from '@app/contract/fechas';
import { tieneAlguno } from '@app/contract/permisos';
import type { Db } from '../../db/client';
import { conflicto, noEncontrado, reglaNegocio, sinPermiso } from '../../lib/app-error';
import type { Reloj } from '../../lib/reloj';
import { hashToken, nuevoToken } from '../../lib/seguridad';
import { registrarAuditoria } from '../../db/registro-auditoria';
import type { UsuarioSesion } from '../auth/auth.service';
import * as repo from './calendarios-ical.repository';

/** The path of a feed under the app's address; the token is the file name, as calendar clients expect. */
export const rutaFeed = (token: string) => `/api/calendario/ical/${token}.ics`;

const aCalendario = (f: repo.FilaCalendario): TCalendarioIcal => ({
  id: f.id,
  alcance: f.alcance,
  activo: f.fechaRevocacion === null,
  fechaCreacion: f.fechaCreacion.toISOString(),
  fechaRevocacion: f.fechaRevocacion?.toISOString() ?? null,
  ultimaLectura: f.ultimaLectura?.toISOString() ?? null,
});

/** Last-read is informative: writing it at most once a minute keeps a polling client from turning reads into writes. */
const INTERVALO_LECTURA_MS = 60_000;

/** `Fecha` (YYYY-MM-DD) as the UTC midnight ical-generator prints as a DATE value when the calendar has no zone. */
const fechaDia = (fecha: string) => new Date(`${fecha}T00:00:00.000Z`);

const TIPOS: Record<string, string> = { libres: 'días libres', bloque: 'bloque', adelanto: 'adelanto' };

/** Private calendar feeds (ADR 037). */
export function crearCalendariosIcalService(deps: { db: Db; reloj: Reloj; appUrl: string }) {
  const { db, reloj } = deps;
  const base = deps.appUrl.replace(/\/+$/, '');

  const puedeAlcance = (permisos: readonly string[], alcance: TAlcanceCalendario) =>
    tieneAlguno(permisos, PERMISOS_ALCANCE_CALENDARIO[alcance]);

  async function listar(usuario: UsuarioSesion): Promise<TMisCalendarios> {
    return { calendarios: (await repo.listarCalendarios(db, usuario.id)).map(aCalendario) };
  }

  /** A new random token; only its SHA-256 is stored, and the URL is returned this once. Audited in the same transaction. */
  async function crear(
    usuario: UsuarioSesion,
    body: TCrearCalendarioBody,
    ip: string | null,
  ): Promise<TCalendarioCreado> {
    if (!puedeAlcance(usuario.permisos, body.alcance))
      throw sinPermiso(body.alcance === 'EQUIPO' ? M.sinPermisoEquipo : M.sinPermisoAlcance);
    const token = nuevoToken();
    const fila = await db.transaction(async (tx) => {
      if ((await repo.contarActivos(tx, usuario.id)) >= MAX_CALENDARIOS_ACTIVOS)
        throw reglaNegocio('REGLA_NEGOCIO', M.demasiados);
      const f = await repo.insertarCalendario(tx, {
        usuarioId: usuario.id,
        alcance: body.alcance,
        hashToken: hashToken(token),
      });
      await registrarAuditoria(tx, {
        modulo: 'PROGRAMACION_VACACIONES',
        tipoAccion: 'CREAR_CALENDARIO_ICAL',
        severidad: 'INFO',
        mensajeCorto: `Calendario iCal #${f.id} (${NOMBRES_ALCANCE_CALENDARIO[f.alcance]}) creado por ${usuario.email}`,
        usuarioEjecutorId: usuario.id,
        usuarioAfectadoId: usuario.id,
        ip,
        tablaAfectada: 'calendarios_ical',
        registroId: f.id,
        datosNuevos: { alcance: f.alcance },
      });
      return f;
    });
    return { ...aCalendario(fila), url: `${base}${rutaFeed(token)}` };
  }

  /** Only the owner revokes (another user's feed is "not found", not "forbidden": ids are not disclosed). */
  async function revocar(usuario: UsuarioSesion, id: number, ip: string | null) {
    return db.transaction(async (tx) => {
      const f = await repo.bloquearCalendario(tx, id);
      if (!f || f.usuarioId !== usuario.id) throw noEncontrado(M.noEncontrado);
      if (f.fechaRevocacion) throw conflicto(M.yaRevocado);
      await repo.revocarCalendario(tx, id, reloj.ahora());
      await registrarAuditoria(tx, {
        modulo: 'PROGRAMACION_VACACIONES',
        tipoAccion: 'REVOCAR_CALENDARIO_ICAL',
        severidad: 'INFO',
        mensajeCorto: `Calendario iCal #${id} (${NOMBRES_ALCANCE_CALENDARIO[f.alcance]}) revocado por ${usuario.email}`,
        usuarioEjecutorId: usuario.id,
        usuarioAfectadoId: usuario.id,
        ip,
        tablaAfectada: 'calendarios_ical',
        registroId: id,
        datosAnteriores: { activo: true },
        datosNuevos: { activo: false },
      });
      return { message: M.revocado };
    });
  }

  /**
   * The feed's iCalendar text, read with the token alone (calendar clients cannot sign in). Unknown or revoked
   * token, inactive owner, or an owner who no longer holds the scope's permission: 404, all alike, checked on every
   * read so that each of them stops the feed at once.
   */
  async function leer(token: string): Promise<string> {
    const feed = await repo.feedVigente(db, hashToken(token));
    if (!feed || !puedeAlcance(feed.permisos, feed.alcance)) throw noEncontrado(M.noEncontrado);
    const hoy = reloj.hoy();
    const desde = sumarDias(hoy, -DIAS_VENTANA_CALENDARIO);
    const hasta = sumarDias(hoy, DIAS_VENTANA_CALENDARIO);
    const eventos = await repo.eventosDelFeed(db, feed, desde, hasta);
    const ahora = reloj.ahora();
    if (!feed.ultimaLectura || ahora.getTime() - feed.ultimaLectura.getTime() >= INTERVALO_LECTURA_MS)
      await repo.marcarLectura(db, feed.id, ahora);

    const propias = feed.alcance === 'PROPIAS';
    const calendario = ical({
      name: `Descanso — ${NOMBRES_ALCANCE_CALENDARIO[feed.alcance]}`,
      prodId: { company: 'Descanso', product: 'Calendario de vacaciones', language: 'ES' },
      method: ICalCalendarMethod.PUBLISH,
      // Clients re-read at their own pace; this is a hint for those that honour it.
      ttl: 60 * 60,
      x: [{ key: 'X-WR-TIMEZONE', value: reloj.zona() }],
    });
    for (const e of eventos) {
      const pendiente = e.estado === 'Pendiente';
      const detalle = [`${e.diasSolicitados} días (${TIPOS[e.tipoVacaciones] ?? e.tipoVacaciones})`];
      detalle.push(pendiente ? 'Solicitud pendiente de aprobación' : 'Solicitud aprobada');
      // Reasons and comments are the employee's own business: only their own feed carries them.
      if (propias && e.observaciones) detalle.push(`Observaciones: ${e.observaciones}`);
      calendario.createEvent({
        id: `solicitud-${e.id}@descanso`,
        allDay: true,
        start: fechaDia(e.fechaInicio),
        // DTEND of an all-day event is exclusive: the day after the last day of vacation.
        end: fechaDia(sumarDias(e.fechaFin, 1)),
        summary: `Vacaciones — ${e.nombre}${pendiente ? ' (pendiente)' : ''}`,
        description: detalle.join('\n'),
        status: pendiente ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
        transparency: propias ? ICalEventTransparency.OPAQUE : ICalEventTransparency.TRANSPARENT,
        stamp: ahora,
        lastModified: e.fechaActualizacion,
      });
    }
    return calendario.toString();
  }

  return { listar, crear, revocar, leer };
}

export type CalendariosIcalService = ReturnType<typeof crearCalendariosIcalService>;
