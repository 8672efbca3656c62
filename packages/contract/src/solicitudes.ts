import { z } from 'zod';
import { ZBooleanoQuery, ZFechaCalendario, ZPageNumber, pageSizeEntre } from './comun';
import { ESTADOS_PERIODO, ORDENES_IMPUTACION, TIPOS_VACACIONES } from './vacaciones';

export const ESTADOS_SOLICITUD = ['Pendiente', 'Aprobada', 'Rechazada', 'Cancelada'] as const;
export type TEstadoSolicitud = (typeof ESTADOS_SOLICITUD)[number];

/**
 * Lowercase and gendered variants are accepted (docs/producto.md, «Estados de una solicitud»): 'aprobado' →
 * 'Aprobada'.
 */
export function normalizarEstado(valor: string): TEstadoSolicitud | undefined {
  const v = valor.trim().toLowerCase();
  if (v === 'pendiente') return 'Pendiente';
  if (v === 'aprobada' || v === 'aprobado') return 'Aprobada';
  if (v === 'rechazada' || v === 'rechazado') return 'Rechazada';
  if (v === 'cancelada' || v === 'cancelado') return 'Cancelada';
  return undefined;
}

export const ZEstadoSolicitud = z
  .string()
  .max(20)
  .transform((v, ctx) => {
    const estado = normalizarEstado(v);
    if (!estado) {
      ctx.addIssue({
        code: 'custom',
        message: 'Estado desconocido: use Pendiente, Aprobada, Rechazada o Cancelada',
      });
      return z.NEVER;
    }
    return estado;
  });

export { TIPOS_VACACIONES };
export const ZTipoVacaciones = z.enum(TIPOS_VACACIONES, { error: 'Debe seleccionar un tipo de vacaciones' });
export type TTipoVacaciones = z.infer<typeof ZTipoVacaciones>;

export const MAX_OBSERVACIONES = 1000;

/**
 * Create payload (docs/producto.md, «Solicitar vacaciones»). The end date is computed by the server; a client value
 * is ignored.
 */
export const ZCrearSolicitudBody = z.object({
  tipoVacaciones: ZTipoVacaciones,
  diasSolicitados: z
    .number({ error: 'Debe seleccionar la cantidad de días solicitados' })
    .int('Los días solicitados deben ser un número entero')
    .min(1, 'Debe seleccionar la cantidad de días solicitados')
    .max(30, 'No se pueden solicitar más de 30 días en una solicitud'),
  fechaInicio: z
    .string({ error: 'Debe seleccionar la fecha de inicio' })
    .min(1, 'Debe seleccionar la fecha de inicio')
    .pipe(ZFechaCalendario),
  fechaFin: z.string().max(10).optional().nullable(),
  periodo: z
    .number({ error: 'No hay períodos disponibles para solicitar vacaciones' })
    .int('El período debe ser un año')
    .min(1900, 'El período no es válido')
    .max(2200, 'El período no es válido'),
  observaciones: z
    .string()
    .trim()
    .max(MAX_OBSERVACIONES, `Las observaciones no pueden superar ${MAX_OBSERVACIONES} caracteres`)
    .optional()
    .nullable(),
  /** ADR 036: the span of the rol vacacional this request turns into (it becomes CONVERTIDO). */
  tramoPlanId: z
    .number({ error: 'El tramo del plan no es válido' })
    .int('El tramo del plan no es válido')
    .positive('El tramo del plan no es válido')
    .max(2_147_483_647, 'El tramo del plan no es válido')
    .optional()
    .nullable(),
});
export type TCrearSolicitudBody = z.infer<typeof ZCrearSolicitudBody>;

export const ZCrearSolicitudRespuesta = z.object({
  message: z.string(),
  id: z.number(),
  fechaFin: z.string(),
  periodo: z.number(),
  estado: z.enum(ESTADOS_SOLICITUD),
  advertencias: z.array(z.string()),
});

/** Sort keys of the request tables (docs/producto.md, «Tablas y listas») → the server column they mean. */
export const ORDEN_SOLICITUDES = {
  id: 'id',
  solicitante: 'nombreSolicitante',
  nombreSolicitante: 'nombreSolicitante',
  empleado: 'nombreSolicitante',
  tipoVacaciones: 'tipoVacaciones',
  tipo: 'tipoVacaciones',
  fechaInicio: 'fechaInicio',
  fechaFin: 'fechaFin',
  diasSolicitados: 'diasSolicitados',
  dias: 'diasSolicitados',
  estado: 'estado',
  fechaSolicitud: 'fechaSolicitud',
  solicitado: 'fechaSolicitud',
  diasRestantes: 'fechaSolicitud',
  periodo: 'periodo',
  manager: 'nombreJefeDirecto',
  nombreJefeDirecto: 'nombreJefeDirecto',
  aprobadoPor: 'nombreAprobador',
  nombreAprobador: 'nombreAprobador',
  fechaGestion: 'fechaAprobacion',
  fechaAprobacion: 'fechaAprobacion',
} as const;
export type TCampoOrdenSolicitud = (typeof ORDEN_SOLICITUDES)[keyof typeof ORDEN_SOLICITUDES];

const ZSortBySolicitudes = z
  .string()
  .max(40)
  // Own keys only: `in` would also accept inherited names such as `constructor`.
  .refine((v) => Object.hasOwn(ORDEN_SOLICITUDES, v), 'Campo de ordenamiento no permitido')
  .transform((v) => ORDEN_SOLICITUDES[v as keyof typeof ORDEN_SOLICITUDES]);

export const PAGE_SIZES_SOLICITUDES = [5, 10, 25, 50, 100] as const;

export const ZMisSolicitudesQuery = z.object({
  pageNumber: ZPageNumber,
  pageSize: pageSizeEntre(PAGE_SIZES_SOLICITUDES, 10),
  estado: ZEstadoSolicitud.optional(),
  periodo: z.coerce.number({ error: 'El período debe ser un año' }).int().min(1900).max(2200).optional(),
  tipoVacaciones: ZTipoVacaciones.optional(),
  fechaInicio: ZFechaCalendario.optional(),
  fechaFin: ZFechaCalendario.optional(),
  sortBy: ZSortBySolicitudes.default('fechaSolicitud'),
  isDescending: ZBooleanoQuery.default(true),
});
export type TMisSolicitudesQuery = z.infer<typeof ZMisSolicitudesQuery>;

/** The Excel export of 'Mis Solicitudes': the same filters and sort, every row, no pages. */
export const ZMisSolicitudesExportarQuery = ZMisSolicitudesQuery.omit({ pageNumber: true, pageSize: true });
export type TMisSolicitudesExportarQuery = z.infer<typeof ZMisSolicitudesExportarQuery>;

export const ZSolicitudItem = z.object({
  id: z.number(),
  tipoVacaciones: z.enum(TIPOS_VACACIONES),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  diasSolicitados: z.number(),
  estado: z.enum(ESTADOS_SOLICITUD),
  fechaSolicitud: z.string(),
  periodo: z.number(),
  nombreSolicitante: z.string(),
  nombreJefeDirecto: z.string().nullable(),
  nombreAprobador: z.string().nullable(),
  fechaAprobacion: z.string().nullable(),
  /** Whether the caller may cancel it: their own pending one, or an approved one not yet started. */
  puedeCancelar: z.boolean(),
  puedeAprobar: z.boolean().optional(),
  /** Team view: an approved request that started, which this manager or HR may interrupt. */
  puedeInterrumpir: z.boolean().optional(),
});
export type TSolicitudItem = z.infer<typeof ZSolicitudItem>;

export const ZMisSolicitudesRespuesta = z.object({ solicitudes: z.array(ZSolicitudItem), total: z.number() });
export type TMisSolicitudesRespuesta = z.infer<typeof ZMisSolicitudesRespuesta>;

export const ZSolicitudDetalle = ZSolicitudItem.extend({
  observaciones: z.string().nullable(),
  comentarios: z.string().nullable(),
  emailSolicitante: z.string(),
  motivoCancelacion: z.string().nullable(),
  fechaCancelacion: z.string().nullable(),
  advertencias: z.array(z.string()),
  /** Set when it was interrupted: what was requested (fechaFin and diasSolicitados are then the actual span). */
  fechaFinSolicitada: z.string().nullable(),
  diasSolicitadosOriginales: z.number().nullable(),
  motivoInterrupcion: z.string().nullable(),
  fechaInterrupcion: z.string().nullable(),
  nombreInterrumpidoPor: z.string().nullable(),
  /** ADR 033: decided by a substitute on behalf of this manager. */
  nombreDelegadoDe: z.string().nullable().optional(),
  /** Escalated, unanswered, to this manager (the approver's own manager). */
  nombreEscaladaA: z.string().nullable().optional(),
});
export type TSolicitudDetalle = z.infer<typeof ZSolicitudDetalle>;

export const ZCancelarSolicitudBody = z.object({
  MotivoCancelacion: z
    .string({ error: 'El motivo de cancelación es obligatorio' })
    .trim()
    .min(1, 'El motivo de cancelación es obligatorio')
    .max(500, 'El motivo de cancelación no puede superar 500 caracteres'),
});
export type TCancelarSolicitudBody = z.infer<typeof ZCancelarSolicitudBody>;

/** A manager in the chain or HR records the actual last day of rest of an approved request that started. */
export const ZInterrumpirSolicitudBody = z.object({
  fechaFinReal: ZFechaCalendario,
  motivo: z
    .string({ error: 'El motivo de la interrupción es obligatorio' })
    .trim()
    .min(1, 'El motivo de la interrupción es obligatorio')
    .max(500, 'El motivo de la interrupción no puede superar 500 caracteres'),
});
export type TInterrumpirSolicitudBody = z.infer<typeof ZInterrumpirSolicitudBody>;

/**
 * HR's art. 23 risk for a period: indemnity possibly owed; the days left no longer fit before the
 * window ends; 30 or 60 days left to start them; nothing to watch.
 */
export const RIESGOS_INDEMNIZACION = [
  'INDEMNIZACION_POSIBLE',
  'PLAZO_INSUFICIENTE',
  'ALERTA_30_DIAS',
  'ALERTA_60_DIAS',
  'NINGUNO',
] as const;
export const ZRiesgoIndemnizacion = z.enum(RIESGOS_INDEMNIZACION);
export type TRiesgoIndemnizacion = z.infer<typeof ZRiesgoIndemnizacion>;

/**
 * One row of the caller's balance (docs/producto.md, «Solicitar vacaciones»), plus what the form needs to offer
 * only valid sizes.
 */
export const ZFilaHistorial = z.object({
  periodo: z.number(),
  vencidas: z.number(),
  pendientes: z.number(),
  truncas: z.number(),
  diasLibres: z.number(),
  diasBloque: z.number(),
  estado: z.enum(ESTADOS_PERIODO),
  inicio: z.string(),
  fin: z.string(),
  finVentana: z.string(),
  /** Whole libre days that can still be requested (floor of the exact value). */
  maxDiasLibres: z.number(),
  bloquesPermitidos: z.array(z.number()),
  /** Last day the days still to take can start and end within the window (art. 23); null when none are left. */
  fechaLimiteGoce: z.string().nullable(),
  riesgoIndemnizacion: ZRiesgoIndemnizacion,
  /**
   * Strict reading (docs/reglas-vacaciones.md, «Vencimiento y goce extemporáneo»): vencida and fewer than the
   * accrued days enjoyed by the window's end.
   */
  indemnizacionPosible: z.boolean(),
  /** Cas. 1419-2021-Lima: vencida and fewer than 7 days enjoyed by the window's end. */
  indemnizacionPosibleCas1419: z.boolean(),
  /** Under one month of service: truncas show 0 until the month is complete (art. 23 D.S. 012-92-TR). */
  truncasSinMesMinimo: z.boolean(),
});
export type TFilaHistorial = z.infer<typeof ZFilaHistorial>;
export const ZHistorialRespuesta = z.object({
  historial: z.array(ZFilaHistorial),
  /**
   * The company's order of imputation (docs/reglas-vacaciones.md, «Orden de imputación»): the form picks its
   * automatic period by it.
   */
  ordenImputacion: z.enum(ORDENES_IMPUTACION).default('FIFO'),
});
export type THistorialRespuesta = z.infer<typeof ZHistorialRespuesta>;
