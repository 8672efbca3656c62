import { z } from 'zod';
import { ZBooleanoQuery, ZFechaCalendario, ZId, ZPageNumber, pageSizeEntre } from './comun';
import { ESTADOS_PERIODO } from './vacaciones';
import { ZNivelRiesgo } from './riesgo';
import {
  ORDEN_SOLICITUDES,
  PAGE_SIZES_SOLICITUDES,
  ZEstadoSolicitud,
  ZRiesgoIndemnizacion,
  ZSolicitudItem,
  ZTipoVacaciones,
} from './solicitudes';

export const ZEstadisticasSolicitudes = z.object({
  total: z.number(),
  pendientes: z.number(),
  aprobadas: z.number(),
  rechazadas: z.number(),
  canceladas: z.number(),
});
export type TEstadisticasSolicitudes = z.infer<typeof ZEstadisticasSolicitudes>;

const ZPeriodoQuery = z.coerce.number({ error: 'El período debe ser un año' }).int().min(1900).max(2200);

/** The filters and sort of 'Gestión de Solicitudes', shared by the page and its Excel export. */
const filtrosGestionSolicitudes = {
  estado: ZEstadoSolicitud.optional(),
  periodo: ZPeriodoQuery.optional(),
  tipoVacaciones: ZTipoVacaciones.optional(),
  empleadoId: ZId.optional(),
  incluirSubordinadosNivelN: ZBooleanoQuery.default(false),
  fechaInicio: ZFechaCalendario.optional(),
  fechaFin: ZFechaCalendario.optional(),
  /** Start-date range (Desde/Hasta of the screen). */
  fechaInicioRango: ZFechaCalendario.optional(),
  fechaFinRango: ZFechaCalendario.optional(),
  sortBy: z
    .string()
    .max(40)
    // Own keys only: `in` would also accept inherited names such as `constructor`.
    .refine((v) => Object.hasOwn(ORDEN_SOLICITUDES, v), 'Campo de ordenamiento no permitido')
    .transform((v) => ORDEN_SOLICITUDES[v as keyof typeof ORDEN_SOLICITUDES])
    .default('fechaSolicitud'),
  isDescending: ZBooleanoQuery.default(true),
};

const rangoGestionValido = <
  T extends { fechaInicioRango?: string | undefined; fechaFinRango?: string | undefined },
>(
  q: T,
) => !q.fechaInicioRango || !q.fechaFinRango || q.fechaInicioRango <= q.fechaFinRango;
const mensajeRangoGestion = {
  message: 'La fecha Desde no puede ser posterior a la fecha Hasta',
  path: ['fechaInicioRango'],
};

export const ZGestionSolicitudesQuery = z
  .object({
    pageNumber: ZPageNumber,
    pageSize: pageSizeEntre(PAGE_SIZES_SOLICITUDES, 10),
    ...filtrosGestionSolicitudes,
  })
  .refine(rangoGestionValido, mensajeRangoGestion);
export type TGestionSolicitudesQuery = z.infer<typeof ZGestionSolicitudesQuery>;

/** The Excel export of 'Gestión de Solicitudes': the same filters and sort, every row, no pages. */
export const ZGestionSolicitudesExportarQuery = z
  .object(filtrosGestionSolicitudes)
  .refine(rangoGestionValido, mensajeRangoGestion);
export type TGestionSolicitudesExportarQuery = z.infer<typeof ZGestionSolicitudesExportarQuery>;

export const ZGestionSolicitudesRespuesta = z.object({
  solicitudes: z.array(ZSolicitudItem),
  total: z.number(),
  totalCompleto: z.number(),
  estadisticas: ZEstadisticasSolicitudes,
});
export type TGestionSolicitudesRespuesta = z.infer<typeof ZGestionSolicitudesRespuesta>;

export const ZAprobarSolicitudBody = z
  .object({
    accion: z.enum(['aprobar', 'rechazar'], { error: "La acción debe ser 'aprobar' o 'rechazar'" }),
    comentarios: z
      .string()
      .trim()
      .max(1000, 'Los comentarios no pueden superar 1000 caracteres')
      .optional()
      .nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.accion === 'rechazar' && !v.comentarios?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['comentarios'], message: 'El motivo de rechazo es obligatorio' });
    }
  });
export type TAprobarSolicitudBody = z.infer<typeof ZAprobarSolicitudBody>;

/** Size of the employee picker's page of matches (the picker asks the server as the user types). */
export const LIMITE_BUSQUEDA_EQUIPO = 20;

/**
 * Team employee lists (ADR 023). `busqueda`, `limite` and `empleadoId` come after the spec's field and are
 * optional: without them the reply is the whole team, as the spec says.
 */
export const ZEquipoQuery = z.object({
  incluirSubordinadosNivelN: ZBooleanoQuery.default(false),
  busqueda: z.string().trim().max(100, 'La búsqueda no puede superar 100 caracteres').optional(),
  limite: z.coerce
    .number({ error: 'limite debe ser un número' })
    .int('limite debe ser un número entero')
    .min(1, 'limite debe ser mayor o igual a 1')
    .max(50, 'limite no puede ser mayor que 50')
    .optional(),
  empleadoId: ZId.optional(),
});
export type TEquipoQuery = z.infer<typeof ZEquipoQuery>;

export const ZEquipoEmpleadosRespuesta = z.object({
  empleados: z.array(z.object({ id: z.number(), nombreCompleto: z.string(), esDirecto: z.boolean() })),
});
export type TEquipoEmpleadosRespuesta = z.infer<typeof ZEquipoEmpleadosRespuesta>;

export const ZEmpleadosEquipoSaldosRespuesta = z.object({
  empleados: z.array(z.object({ id: z.number(), nombreCompleto: z.string(), email: z.string() })),
});

/** Sort keys of the team balance table → the field they order by. */
export const ORDEN_SALDOS = {
  id: 'id',
  empleado: 'nombreEmpleado',
  nombreEmpleado: 'nombreEmpleado',
  email: 'email',
  periodo: 'periodo',
  vencidas: 'diasVencidas',
  diasVencidas: 'diasVencidas',
  pendientes: 'diasPendientes',
  diasPendientes: 'diasPendientes',
  truncas: 'diasTruncas',
  diasTruncas: 'diasTruncas',
  diasLibres: 'diasLibres',
  diasBloque: 'diasBloque',
  manager: 'nombreManager',
  nombreManager: 'nombreManager',
} as const;
export type TCampoOrdenSaldo = (typeof ORDEN_SALDOS)[keyof typeof ORDEN_SALDOS];

export const PAGE_SIZES_SALDOS = [5, 10, 25, 50] as const;

export const ZSaldosEquipoQuery = z.object({
  pageNumber: ZPageNumber,
  pageSize: pageSizeEntre(PAGE_SIZES_SALDOS, 10),
  empleadoId: ZId.optional(),
  periodo: ZPeriodoQuery.optional(),
  incluirSubordinadosNivelN: ZBooleanoQuery.default(false),
  sortBy: z
    .string()
    .max(40)
    // Own keys only: `in` would also accept inherited names such as `constructor`.
    .refine((v) => Object.hasOwn(ORDEN_SALDOS, v), 'Campo de ordenamiento no permitido')
    .transform((v) => ORDEN_SALDOS[v as keyof typeof ORDEN_SALDOS])
    .default('nombreEmpleado'),
  isDescending: ZBooleanoQuery.default(false),
  /** "En riesgo": only the periods within 90 days of expiry or vencidos with days left. */
  enRiesgo: ZBooleanoQuery.default(false),
});
export type TSaldosEquipoQuery = z.infer<typeof ZSaldosEquipoQuery>;

/**
 * The balance export (ADR 041): the list's filters without paging. It comes in the screen's default order
 * (employee name, then period), the one a batch of employees can be read in; the table's other sorts are not sent.
 */
export const ZSaldosEquipoExportarQuery = ZSaldosEquipoQuery.omit({
  pageNumber: true,
  pageSize: true,
  sortBy: true,
  isDescending: true,
});
export type TSaldosEquipoExportarQuery = z.infer<typeof ZSaldosEquipoExportarQuery>;

export const ZSaldoEquipo = z.object({
  /** Row id: employee id and period, e.g. '12-2025' (stable across pages). */
  id: z.string(),
  empleadoId: z.number(),
  nombreEmpleado: z.string(),
  email: z.string(),
  periodo: z.number(),
  estadoPeriodo: z.enum(ESTADOS_PERIODO),
  diasVencidas: z.number(),
  diasPendientes: z.number(),
  diasTruncas: z.number(),
  diasLibres: z.number(),
  diasBloque: z.number(),
  nombreManager: z.string().nullable(),
  /** As in the own balance: last day to start the days left in time, and the art. 23 risk. */
  fechaLimiteGoce: z.string().nullable(),
  riesgoIndemnizacion: ZRiesgoIndemnizacion,
  /** Under one month of service: truncas show 0 until the month is complete (art. 23 D.S. 012-92-TR). */
  truncasSinMesMinimo: z.boolean(),
  /** After the spec's fields: the period's expiry date (end of the window) and level while at risk. */
  fechaVencimiento: z.string().nullable().optional(),
  nivelRiesgo: ZNivelRiesgo.nullable().optional(),
});
export type TSaldoEquipo = z.infer<typeof ZSaldoEquipo>;

export const ZSaldosEquipoRespuesta = z.object({
  saldos: z.array(ZSaldoEquipo),
  total: z.number(),
  totalCompleto: z.number(),
  estadisticas: z.object({
    totalEmpleados: z.number(),
    totalDiasVencidas: z.number(),
    totalDiasPendientes: z.number(),
    totalDiasTruncas: z.number(),
    totalDiasLibres: z.number(),
    totalDiasBloque: z.number(),
  }),
});
export type TSaldosEquipoRespuesta = z.infer<typeof ZSaldosEquipoRespuesta>;
