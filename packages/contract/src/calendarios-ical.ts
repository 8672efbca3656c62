import { z } from 'zod';
import { PERMISOS, type TPermiso } from './permisos';

// Private calendar feeds (iCal), ADR 037: each user subscribes a calendar client to a secret URL.

export const ALCANCES_CALENDARIO = ['PROPIAS', 'EQUIPO', 'DEPARTAMENTO'] as const;
export type TAlcanceCalendario = (typeof ALCANCES_CALENDARIO)[number];

export const NOMBRES_ALCANCE_CALENDARIO: Record<TAlcanceCalendario, string> = {
  PROPIAS: 'Mis solicitudes',
  EQUIPO: 'Mi equipo',
  DEPARTAMENTO: 'Mi departamento (aprobadas)',
};

/**
 * Who may hold a feed of each scope (any one of the codes). Checked when the feed is created and again on every
 * read, so that losing the permission stops the feed at once. The department's approved absences are what the
 * request form shows an employee ("¿Quién más estará fuera?"); the team is a manager's.
 */
export const PERMISOS_ALCANCE_CALENDARIO: Record<TAlcanceCalendario, readonly TPermiso[]> = {
  PROPIAS: [PERMISOS.MIS_SOLICITUDES, PERMISOS.SOLICITAR_VACACIONES],
  EQUIPO: [PERMISOS.PROGRAMACION_VACACIONES, PERMISOS.GESTION_SOLICITUDES],
  DEPARTAMENTO: [PERMISOS.SOLICITAR_VACACIONES, PERMISOS.MIS_SOLICITUDES, PERMISOS.PROGRAMACION_VACACIONES],
};
/** Whoever may hold a feed of some scope may list and manage their feeds. */
export const PERMISOS_CALENDARIOS: readonly TPermiso[] = [
  ...new Set(Object.values(PERMISOS_ALCANCE_CALENDARIO).flat()),
];

/** A feed never shows more than this many days before or after today (business date). */
export const DIAS_VENTANA_CALENDARIO = 400;
/** Feeds a user may have in force at once: enough for a few devices, not a way to mint URLs without end. */
export const MAX_CALENDARIOS_ACTIVOS = 10;
/** Reads per minute of one feed, and of one address over every feed. */
export const LECTURAS_CALENDARIO_POR_MINUTO = 30;

export const MENSAJES_CALENDARIO = {
  alcanceInvalido: 'Elija qué mostrar: sus solicitudes, su equipo o su departamento',
  sinPermisoEquipo: 'Solo quien gestiona un equipo puede suscribirse al calendario del equipo',
  sinPermisoAlcance: 'No tiene permiso para suscribirse a ese calendario',
  demasiados: `Ya tiene ${MAX_CALENDARIOS_ACTIVOS} calendarios activos: revoque alguno antes de crear otro`,
  noEncontrado: 'El calendario no existe',
  yaRevocado: 'El calendario ya estaba revocado',
  revocado: 'Calendario revocado: la dirección deja de funcionar ahora mismo',
} as const;

export const ZAlcanceCalendario = z.enum(ALCANCES_CALENDARIO, { error: MENSAJES_CALENDARIO.alcanceInvalido });

/** POST /api/calendario/feeds */
export const ZCrearCalendarioBody = z.object({ alcance: ZAlcanceCalendario }).strict();
export type TCrearCalendarioBody = z.infer<typeof ZCrearCalendarioBody>;

/** A feed as its owner lists it: never the token, which is shown once when created. */
export const ZCalendarioIcal = z.object({
  id: z.number(),
  alcance: ZAlcanceCalendario,
  activo: z.boolean(),
  fechaCreacion: z.string(),
  fechaRevocacion: z.string().nullable(),
  ultimaLectura: z.string().nullable(),
});
export type TCalendarioIcal = z.infer<typeof ZCalendarioIcal>;

export const ZMisCalendarios = z.object({ calendarios: z.array(ZCalendarioIcal) });
export type TMisCalendarios = z.infer<typeof ZMisCalendarios>;

/** The reply to POST: the feed and its full URL, the only time the URL can be read. */
export const ZCalendarioCreado = ZCalendarioIcal.extend({ url: z.string() });
export type TCalendarioCreado = z.infer<typeof ZCalendarioCreado>;

/** 43 base64url characters (32 random bytes) and the `.ics` suffix calendar clients expect. */
export const ZCalendarioIcalParams = z.object({
  archivo: z
    .string()
    .max(60)
    .regex(/^[A-Za-z0-9_-]{43}\.ics$/, MENSAJES_CALENDARIO.noEncontrado),
});
