import { z } from 'zod';
import { ZFechaCalendario, ZId } from './comun';
import { ZCrearSolicitudBody } from './solicitudes';
import { TIPOS_VACACIONES } from './vacaciones';

// Rol vacacional: the yearly vacation plan (ADR 036; art. 14 D. Leg. 713).

/**
 * PROPUESTO by the employee; ACEPTADO by the manager; FIJADO by the employer ("a falta de acuerdo, decide el
 * empleador"); CONVERTIDO once turned into a request.
 */
export const ESTADOS_TRAMO_PLAN = ['PROPUESTO', 'ACEPTADO', 'FIJADO', 'CONVERTIDO'] as const;
export type TEstadoTramoPlan = (typeof ESTADOS_TRAMO_PLAN)[number];

export const ETIQUETA_ESTADO_TRAMO: Record<TEstadoTramoPlan, string> = {
  PROPUESTO: 'Propuesto',
  ACEPTADO: 'Aceptado',
  FIJADO: 'Fijado por el empleador',
  CONVERTIDO: 'Convertido en solicitud',
};

export const MENSAJES_PROGRAMACION = {
  anio: 'El año debe ser un número entero entre 2000 y 2200',
  ventanaCerrada: 'La ventana del rol vacacional de este año no está abierta: consulte a su jefe',
  fueraDelAnio: (anio: number) => `El tramo debe empezar en el año ${anio}`,
  noEncontrado: 'El tramo del plan no existe',
  ajeno: 'Solo puede cambiar los tramos de su propio plan',
  noEditable: 'El tramo ya fue aceptado, fijado o convertido: solo su jefe puede ajustarlo',
  convertido: 'El tramo ya se convirtió en solicitud',
  fueraDelEquipo: 'El empleado no pertenece a su equipo',
  noConvertible: 'Solo un tramo aceptado o fijado se convierte en solicitud',
  noCoincide: 'La solicitud debe tener el tipo, los días, la fecha de inicio y el período del tramo del plan',
  superposicionTramo: (id: number) => `Las fechas se superponen con el tramo #${id} del plan`,
  creado: 'Tramo del plan guardado',
  eliminado: 'Tramo del plan eliminado',
  aceptado: 'Tramo del plan aceptado',
  ventanaAbierta: 'Ventana del rol vacacional abierta',
  ventanaCerradaOk: 'Ventana del rol vacacional cerrada',
} as const;

export const ZAnio = z.coerce
  .number({ error: MENSAJES_PROGRAMACION.anio })
  .int(MENSAJES_PROGRAMACION.anio)
  .min(2000, MENSAJES_PROGRAMACION.anio)
  .max(2200, MENSAJES_PROGRAMACION.anio);

export const ZAnioQuery = z.object({ anio: ZAnio });
export type TAnioQuery = z.infer<typeof ZAnioQuery>;

/** A planned span: the same fields, and the same messages, as a request (one engine validates both). */
export const ZTramoPlanBody = ZCrearSolicitudBody.pick({
  tipoVacaciones: true,
  diasSolicitados: true,
  fechaInicio: true,
  periodo: true,
});
export type TTramoPlanBody = z.infer<typeof ZTramoPlanBody>;

export const ZTramoPlanParams = z.object({ id: ZId });
export const ZEmpleadoPlanParams = z.object({ usuarioId: ZId });

/** PUT /api/programacion/ventana: a manager opens or closes their team's window; HR the company's. */
export const ZVentanaPlanBody = z.object({
  anio: ZAnio,
  abierta: z.boolean({ error: 'Indique si la ventana queda abierta o cerrada' }),
});
export type TVentanaPlanBody = z.infer<typeof ZVentanaPlanBody>;

export const ZTramoPlan = z.object({
  id: z.number(),
  usuarioId: z.number(),
  anio: z.number(),
  tipoVacaciones: z.enum(TIPOS_VACACIONES),
  diasSolicitados: z.number(),
  fechaInicio: ZFechaCalendario,
  fechaFin: ZFechaCalendario,
  periodo: z.number(),
  estado: z.enum(ESTADOS_TRAMO_PLAN),
  advertencias: z.array(z.string()),
  nombrePropuestoPor: z.string(),
  nombreDecididoPor: z.string().nullable(),
  solicitudId: z.number().nullable(),
});
export type TTramoPlan = z.infer<typeof ZTramoPlan>;

/** A period whose enjoyment window ends within the plan's year (or already ended) and the plan's cover of it. */
export const ZPeriodoDelPlan = z.object({
  periodo: z.number(),
  fechaVencimiento: ZFechaCalendario,
  /** Days still to enjoy in that period (engine's pendientes/vencidas, net of every active request). */
  diasPendientes: z.number(),
  /** Days of active planned spans charged to the period that end by fechaVencimiento. */
  diasPlanificados: z.number(),
  cubierto: z.boolean(),
});
export type TPeriodoDelPlan = z.infer<typeof ZPeriodoDelPlan>;

export const ZPlanEmpleado = z.object({
  usuarioId: z.number(),
  nombreCompleto: z.string(),
  departamento: z.string().nullable(),
  tramos: z.array(ZTramoPlan),
  periodos: z.array(ZPeriodoDelPlan),
  /** A period at risk that the plan does not cover: shown in red. */
  enRiesgo: z.boolean(),
  departamentoId: z.number().nullable(),
});
export type TPlanEmpleado = z.infer<typeof ZPlanEmpleado>;

/** GET /api/programacion/mi-plan. */
export const ZMiPlan = z.object({
  anio: z.number(),
  ventanaAbierta: z.boolean(),
  diasInvitacion: z.number(),
  plan: ZPlanEmpleado,
});
export type TMiPlan = z.infer<typeof ZMiPlan>;

/** GET /api/programacion/equipo (manager: direct reports) and /empresa (HR: everyone, by department). */
export const ZPlanEquipo = z.object({
  anio: z.number(),
  ventanaAbierta: z.boolean(),
  empleados: z.array(ZPlanEmpleado),
});
export type TPlanEquipo = z.infer<typeof ZPlanEquipo>;

export const ZExportarPlanQuery = z.object({
  anio: ZAnio,
  departamentoId: ZId.optional(),
});
export type TExportarPlanQuery = z.infer<typeof ZExportarPlanQuery>;

/** The employee's page of the plan (ADR 036): no spec path changes, so a page of its own. */
export const RUTA_MI_PLAN = '/mi-plan-vacaciones';

/**
 * Where the invitation sends the employee: their plan of that year with the span's request open, pre-filled,
 * one click from being sent through the normal request route (ADR 036).
 */
export const enlaceInvitacionPlan = (id: number, anio: number) => `${RUTA_MI_PLAN}?anio=${anio}&plan=${id}`;

/** The answer to a change of a span: the message and the span's id. */
export const ZTramoGuardado = z.object({ message: z.string(), id: z.number() });
