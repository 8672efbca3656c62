import { z } from 'zod';
import { ZBooleanoQuery, ZPageNumber, pageSizeEntre } from './comun';

// Notifications: the events that notify, the outbox states and each user's choices.

/** Every event that notifies someone, in-app and (when the person wants it) by e-mail. */
export const TIPOS_NOTIFICACION = [
  'SOLICITUD_CREADA',
  'SOLICITUD_APROBADA',
  'SOLICITUD_RECHAZADA',
  'SOLICITUD_CANCELADA',
  'CONTRASENA_RESTABLECIDA',
  'IMPORTACION_TERMINADA',
  'RECORDATORIO_APROBACION',
  'ESCALAMIENTO_APROBACION',
  'DELEGACION_RECIBIDA',
  'RIESGO_VENCIMIENTO',
  'RESUMEN_RIESGO_EQUIPO',
  'RESUMEN_RIESGO_EMPRESA',
  'RESUMEN_DIARIO',
  'INVITACION_PLAN',
] as const;
export type TTipoNotificacion = (typeof TIPOS_NOTIFICACION)[number];

/**
 * Which of the user's e-mail choices governs an event: `decisiones` (decisions on my requests), `pendientes`
 * (requests waiting for me), `siempre` (security and digests: sent whatever the choices).
 */
export const PREFERENCIA_DE_TIPO: Record<TTipoNotificacion, 'decisiones' | 'pendientes' | 'siempre'> = {
  SOLICITUD_CREADA: 'pendientes',
  SOLICITUD_APROBADA: 'decisiones',
  SOLICITUD_RECHAZADA: 'decisiones',
  SOLICITUD_CANCELADA: 'decisiones',
  CONTRASENA_RESTABLECIDA: 'siempre',
  IMPORTACION_TERMINADA: 'siempre',
  RECORDATORIO_APROBACION: 'pendientes',
  ESCALAMIENTO_APROBACION: 'pendientes',
  DELEGACION_RECIBIDA: 'pendientes',
  RIESGO_VENCIMIENTO: 'siempre',
  RESUMEN_RIESGO_EQUIPO: 'siempre',
  RESUMEN_RIESGO_EMPRESA: 'siempre',
  RESUMEN_DIARIO: 'siempre',
  INVITACION_PLAN: 'pendientes',
};

/**
 * Life of an outgoing e-mail (the outbox, ADR 030):
 * PENDIENTE → ENVIANDO (claimed by one process) → ENVIADO, or back to PENDIENTE with a later attempt, or FALLIDO
 * after the last attempt or a permanent refusal; SIN_SERVIDOR while no SMTP_URL is configured; EN_RESUMEN waits
 * for the person's daily digest and becomes RESUMIDO when the digest that carries it is queued.
 */
export const ESTADOS_CORREO = [
  'PENDIENTE',
  'ENVIANDO',
  'ENVIADO',
  'FALLIDO',
  'SIN_SERVIDOR',
  'EN_RESUMEN',
  'RESUMIDO',
] as const;
export type TEstadoCorreo = (typeof ESTADOS_CORREO)[number];

/** "Mis notificaciones": which e-mails the person wants. In-app notifications are always kept. */
export const ZPreferenciasNotificacion = z.object({
  correoDecisiones: z.boolean({ error: 'Debe ser verdadero o falso' }),
  correoPendientes: z.boolean({ error: 'Debe ser verdadero o falso' }),
  resumenDiario: z.boolean({ error: 'Debe ser verdadero o falso' }),
});
export type TPreferenciasNotificacion = z.infer<typeof ZPreferenciasNotificacion>;

export const PREFERENCIAS_POR_DEFECTO: TPreferenciasNotificacion = {
  correoDecisiones: true,
  correoPendientes: true,
  resumenDiario: false,
};

/**
 * The screens a notification links to (web paths). The pages open the request's detail when `solicitud` is in the
 * query string.
 */
export const ENLACES_NOTIFICACION = {
  solicitudPropia: (id: number) => `/solicitudes?solicitud=${id}`,
  solicitudDelEquipo: (id: number) => `/reporte-equipo/gestion-solicitudes?solicitud=${id}`,
  /** Gestión de Solicitudes, on its "Por delegación" tab (ADR 033). */
  porDelegacion: '/reporte-equipo/gestion-solicitudes?vista=delegacion',
  misNotificaciones: '/dashboard?notificaciones=preferencias',
  dashboard: '/dashboard',
  saldosEquipo: '/reporte-equipo/saldos-vacaciones',
  usuarios: '/administracion/usuarios',
  login: '/login',
} as const;

/** 2025-06-05 → 05/06/2025, as every screen shows a date. */
export const fechaLegible = (fecha: string) => fecha.split('-').reverse().join('/');

// ---------------------------------------------------------------------------------------------------------------
// The bell (in-app notifications, ADR 031): only the signed-in user's own rows.

export const TAMANOS_PAGINA_NOTIFICACIONES = [10, 20, 50] as const;

export const ZNotificacionesQuery = z.object({
  pageNumber: ZPageNumber,
  pageSize: pageSizeEntre(TAMANOS_PAGINA_NOTIFICACIONES, 10),
  soloNoLeidas: ZBooleanoQuery.optional(),
});
export type TNotificacionesQuery = z.input<typeof ZNotificacionesQuery>;

export const ZNotificacion = z.object({
  id: z.number().int(),
  tipo: z.enum(TIPOS_NOTIFICACION),
  titulo: z.string(),
  mensaje: z.string(),
  /** A path of the web app, opened with the router; null: nothing to open. */
  enlace: z.string().nullable(),
  leida: z.boolean(),
  /** When it was created (ISO 8601 instant). */
  fecha: z.string(),
});
export type TNotificacion = z.infer<typeof ZNotificacion>;

export const ZNoLeidas = z.object({ noLeidas: z.number().int() });
export type TNoLeidas = z.infer<typeof ZNoLeidas>;

export const ZNotificacionesRespuesta = z.object({
  items: z.array(ZNotificacion),
  total: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  /** Unread of the whole list (not only this page): the bell's badge. */
  noLeidas: z.number().int(),
});
export type TNotificacionesRespuesta = z.infer<typeof ZNotificacionesRespuesta>;

/** Where the web polls the unread count (it must not count as activity of the session: ADR 031). */
export const RUTA_NO_LEIDAS = '/notificaciones/no-leidas';
