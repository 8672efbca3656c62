import { z } from 'zod';
import { ZFechaCalendario, ZId } from './comun';
import { ZSolicitudItem } from './solicitudes';

// Delegation of approvals (ADR 033): a manager names a substitute approver for a date range, or for
// whenever the manager is on approved vacation.

export const MAX_MOTIVO_DELEGACION = 300;

export const MENSAJES_DELEGACION = {
  sustitutoRequerido: 'Seleccione a quién delega sus aprobaciones',
  sustitutoNoValido: 'El sustituto debe ser un usuario activo que pueda gestionar solicitudes',
  sustitutoUnoMismo: 'No puede delegarse las aprobaciones a sí mismo',
  automatica: 'Indique verdadero o falso',
  fechasRequeridas: 'Indique desde y hasta qué fecha delega, o elija "Mientras estoy de vacaciones"',
  rangoInvertido: 'La fecha hasta no puede ser anterior a la fecha desde',
  fechasConAutomatica: 'Una delegación "Mientras estoy de vacaciones" no lleva fechas',
  rangoPasado: 'La delegación no puede terminar antes de hoy',
  desdePasado: 'La delegación no puede empezar antes de hoy',
  motivoLargo: `El motivo no puede superar ${MAX_MOTIVO_DELEGACION} caracteres`,
  sinPermiso: 'Solo quien gestiona solicitudes puede delegar sus aprobaciones',
  noEncontrada: 'La delegación no existe',
  yaRevocada: 'La delegación ya estaba revocada',
  creada: 'Delegación registrada: el sustituto ya puede aprobar en su nombre',
  revocada: 'Delegación revocada',
} as const;

/** POST /api/delegaciones: either a date range or `automatica`. */
export const ZCrearDelegacionBody = z
  .object({
    sustitutoId: z.coerce
      .number({ error: MENSAJES_DELEGACION.sustitutoRequerido })
      .int(MENSAJES_DELEGACION.sustitutoRequerido)
      .positive(MENSAJES_DELEGACION.sustitutoRequerido)
      .max(2_147_483_647, MENSAJES_DELEGACION.sustitutoNoValido),
    automatica: z.boolean({ error: MENSAJES_DELEGACION.automatica }).optional(),
    fechaDesde: ZFechaCalendario.optional(),
    fechaHasta: ZFechaCalendario.optional(),
    motivo: z
      .string({ error: MENSAJES_DELEGACION.motivoLargo })
      .trim()
      .max(MAX_MOTIVO_DELEGACION, MENSAJES_DELEGACION.motivoLargo)
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.automatica) {
      if (v.fechaDesde !== undefined || v.fechaHasta !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['fechaDesde'],
          message: MENSAJES_DELEGACION.fechasConAutomatica,
        });
      return;
    }
    if (v.fechaDesde === undefined)
      ctx.addIssue({ code: 'custom', path: ['fechaDesde'], message: MENSAJES_DELEGACION.fechasRequeridas });
    if (v.fechaHasta === undefined)
      ctx.addIssue({ code: 'custom', path: ['fechaHasta'], message: MENSAJES_DELEGACION.fechasRequeridas });
    if (v.fechaDesde && v.fechaHasta && v.fechaHasta < v.fechaDesde)
      ctx.addIssue({ code: 'custom', path: ['fechaHasta'], message: MENSAJES_DELEGACION.rangoInvertido });
  });
export type TCrearDelegacionBody = z.infer<typeof ZCrearDelegacionBody>;

export const ZDelegacion = z.object({
  id: z.number(),
  jefeId: z.number(),
  nombreJefe: z.string(),
  sustitutoId: z.number(),
  nombreSustituto: z.string(),
  fechaDesde: z.string().nullable(),
  fechaHasta: z.string().nullable(),
  automatica: z.boolean(),
  motivo: z.string().nullable(),
  /** In force today (a range that includes today; automatic while the manager is on approved vacation). */
  vigente: z.boolean(),
  /** ISO 8601 UTC. */
  fechaCreacion: z.string(),
});
export type TDelegacion = z.infer<typeof ZDelegacion>;

/** GET /api/delegaciones: the caller's delegations not revoked and not over, given and received. */
export const ZMisDelegaciones = z.object({
  otorgadas: z.array(ZDelegacion),
  recibidas: z.array(ZDelegacion),
});
export type TMisDelegaciones = z.infer<typeof ZMisDelegaciones>;

export const ZDelegacionParams = z.object({ id: ZId });

/** GET /api/delegaciones/sustitutos: whom the caller may name (active users who manage requests). */
export const ZSustitutosQuery = z.object({
  busqueda: z.string().trim().max(100, 'La búsqueda no puede superar 100 caracteres').optional(),
});
export const ZSustitutos = z.array(
  z.object({ id: z.number(), nombreCompleto: z.string(), email: z.string() }),
);
export type TSustituto = z.infer<typeof ZSustitutos>[number];

/** GET /api/delegaciones/solicitudes: pending requests the caller may decide today by delegation. */
export const ZSolicitudPorDelegacion = ZSolicitudItem.extend({
  delegadoDeId: z.number(),
  nombreDelegadoDe: z.string(),
});
export const ZSolicitudesPorDelegacion = z.object({ solicitudes: z.array(ZSolicitudPorDelegacion) });
export type TSolicitudPorDelegacion = z.infer<typeof ZSolicitudPorDelegacion>;
