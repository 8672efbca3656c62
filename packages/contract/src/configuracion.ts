import { z } from 'zod';
import { ZFechaCalendario, ZId, ZPageNumber, pageSizeEntre } from './comun';
import { ORDENES_IMPUTACION, REGIMENES, TOPES_ADELANTO, ESTADOS_PERIODO } from './vacaciones';

/** The company's vacation settings (GET /api/configuracion-empresa). */
export const ZConfiguracionEmpresa = z.object({
  regimen: z.enum(REGIMENES),
  permitirAdelanto: z.boolean(),
  topeAdelanto: z.enum(TOPES_ADELANTO),
  /**
   * docs/reglas-vacaciones.md, «Orden de imputación» (ADR 014): FIFO (oldest period first) or EXPIRY_FIRST (next to
   * expire first).
   */
  ordenImputacion: z.enum(ORDENES_IMPUTACION),
  /** ADR 033: working days a request waits before its approver is reminded, and before it escalates. */
  diasRecordatorioAprobacion: z.number().int(),
  diasEscalamientoAprobacion: z.number().int(),
  /** ADR 036: calendar days before a planned span starts when its owner is invited to request it. */
  diasInvitacionPlan: z.number().int(),
});
export type TConfiguracionEmpresa = z.infer<typeof ZConfiguracionEmpresa>;
/** Every field of the policy: what a partial change may name, and where a form shows the server's errors. */
export const CAMPOS_CONFIGURACION = ZConfiguracionEmpresa.keyof().options;

/** Bounds of the reminder and escalation waits (working days). */
export const MIN_DIAS_APROBACION = 1;
export const MAX_DIAS_APROBACION = 30;

/** Bounds of the plan invitation's notice (calendar days). */
export const MIN_DIAS_INVITACION_PLAN = 1;
export const MAX_DIAS_INVITACION_PLAN = 120;

const diasAprobacion = (mensaje: string) =>
  z
    .number({ error: mensaje })
    .int(mensaje)
    .min(MIN_DIAS_APROBACION, mensaje)
    .max(MAX_DIAS_APROBACION, mensaje)
    .optional();

export const MENSAJES_CONFIGURACION = {
  regimen: 'El régimen laboral debe ser GENERAL o MYPE',
  permitirAdelanto: 'Permitir adelanto debe ser verdadero o falso',
  topeAdelanto: 'El tope del adelanto debe ser ACCRUED o FULL',
  ordenImputacion: 'El orden de imputación debe ser FIFO o EXPIRY_FIRST',
  sinCambios:
    'Indique al menos un campo: regimen, permitirAdelanto, topeAdelanto, ordenImputacion, diasRecordatorioAprobacion diasEscalamientoAprobacion o diasInvitacionPlan',
  diasRecordatorio: `Los días hábiles antes de recordar al aprobador deben ser un número entero entre ${MIN_DIAS_APROBACION} y ${MAX_DIAS_APROBACION}`,
  diasEscalamiento: `Los días hábiles antes de escalar al jefe superior deben ser un número entero entre ${MIN_DIAS_APROBACION} y ${MAX_DIAS_APROBACION}`,
  diasInvitacionPlan: `Los días de aviso antes de un tramo del rol vacacional deben ser un número entero entre ${MIN_DIAS_INVITACION_PLAN} y ${MAX_DIAS_INVITACION_PLAN}`,
  escalamientoTrasRecordatorio: (recordatorio: number, escalamiento: number) =>
    `Los días antes de escalar (${escalamiento}) deben ser más que los días antes de recordar (${recordatorio})`,
  /** docs/reglas-vacaciones.md, «Régimen MYPE» (ADR 027): D.S. 002-2019-TR does not apply to MYPE. */
  mypeSinAdelanto:
    'El régimen MYPE no admite adelanto de vacaciones (D.S. 002-2019-TR no se aplica a MYPE): desactive el adelanto',
  actualizada: 'Configuración de vacaciones guardada',
} as const;

/**
 * PUT /api/configuracion-empresa: any of the vacation settings, at least one (ADR 027). `permitirAdelanto: true`
 * together with MYPE is refused; MYPE alone turns the adelanto off (the reply and the audit say so).
 */
export const ZActualizarConfiguracionBody = z
  .object({
    regimen: z.enum(REGIMENES, { error: MENSAJES_CONFIGURACION.regimen }).optional(),
    permitirAdelanto: z.boolean({ error: MENSAJES_CONFIGURACION.permitirAdelanto }).optional(),
    topeAdelanto: z.enum(TOPES_ADELANTO, { error: MENSAJES_CONFIGURACION.topeAdelanto }).optional(),
    ordenImputacion: z.enum(ORDENES_IMPUTACION, { error: MENSAJES_CONFIGURACION.ordenImputacion }).optional(),
    diasRecordatorioAprobacion: diasAprobacion(MENSAJES_CONFIGURACION.diasRecordatorio),
    diasEscalamientoAprobacion: diasAprobacion(MENSAJES_CONFIGURACION.diasEscalamiento),
    diasInvitacionPlan: z
      .number({ error: MENSAJES_CONFIGURACION.diasInvitacionPlan })
      .int(MENSAJES_CONFIGURACION.diasInvitacionPlan)
      .min(MIN_DIAS_INVITACION_PLAN, MENSAJES_CONFIGURACION.diasInvitacionPlan)
      .max(MAX_DIAS_INVITACION_PLAN, MENSAJES_CONFIGURACION.diasInvitacionPlan)
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (Object.values(v).every((x) => x === undefined))
      ctx.addIssue({ code: 'custom', message: MENSAJES_CONFIGURACION.sinCambios });
    if (v.regimen === 'MYPE' && v.permitirAdelanto === true)
      ctx.addIssue({
        code: 'custom',
        path: ['permitirAdelanto'],
        message: MENSAJES_CONFIGURACION.mypeSinAdelanto,
      });
    // Both given: checked here; one alone is checked against the stored other by the service.
    if (
      v.diasRecordatorioAprobacion !== undefined &&
      v.diasEscalamientoAprobacion !== undefined &&
      v.diasEscalamientoAprobacion <= v.diasRecordatorioAprobacion
    )
      ctx.addIssue({
        code: 'custom',
        path: ['diasEscalamientoAprobacion'],
        message: MENSAJES_CONFIGURACION.escalamientoTrasRecordatorio(
          v.diasRecordatorioAprobacion,
          v.diasEscalamientoAprobacion,
        ),
      });
  });
export type TActualizarConfiguracionBody = z.infer<typeof ZActualizarConfiguracionBody>;

/** The web form of the whole policy: the same rule as the PUT, escalation after the reminder. */
export const ZFormularioPolitica = ZConfiguracionEmpresa.superRefine((v, ctx) => {
  if (v.diasEscalamientoAprobacion <= v.diasRecordatorioAprobacion)
    ctx.addIssue({
      code: 'custom',
      path: ['diasEscalamientoAprobacion'],
      message: MENSAJES_CONFIGURACION.escalamientoTrasRecordatorio(
        v.diasRecordatorioAprobacion,
        v.diasEscalamientoAprobacion,
      ),
    });
});

// ---- récord vacacional no cumplido (docs/reglas-vacaciones.md, «Récord vacacional», TV-15; ADR 027) ----

export const MAX_MOTIVO_RECORD = 500;

export const MENSAJES_RECORD = {
  empleadoRequerido: 'Seleccione un empleado',
  periodoRequerido: 'Seleccione un período',
  periodoFormato: 'El período debe ser un año (el año en que empieza el año de servicio)',
  motivoRequerido: 'El motivo es requerido',
  motivoLargo: `El motivo no puede superar ${MAX_MOTIVO_RECORD} caracteres`,
  empleadoNoExiste: 'El empleado no existe',
  periodoNoEsDelEmpleado: (periodo: number) =>
    `El período ${periodo} no es uno de los períodos del empleado (cada período empieza en su aniversario de ingreso)`,
  periodoFuturo: (periodo: number) => `El período ${periodo} todavía no empieza`,
  duplicado: (periodo: number) =>
    `El período ${periodo} de este empleado ya está marcado como récord no cumplido`,
  noEncontrado: 'La marca de récord no cumplido no existe',
  creado: 'Récord no cumplido registrado: el período queda sin días',
  eliminado: 'Marca de récord no cumplido quitada: el período recupera sus días',
} as const;

const ZPeriodo = z.coerce
  .number({ error: MENSAJES_RECORD.periodoRequerido })
  .int(MENSAJES_RECORD.periodoFormato)
  .min(1900, MENSAJES_RECORD.periodoFormato)
  .max(9999, MENSAJES_RECORD.periodoFormato);

/** POST /api/record-vacacional. */
export const ZCrearRecordBody = z.object({
  usuarioId: z.coerce
    .number({ error: MENSAJES_RECORD.empleadoRequerido })
    .int(MENSAJES_RECORD.empleadoRequerido)
    .positive(MENSAJES_RECORD.empleadoRequerido)
    .max(2_147_483_647, MENSAJES_RECORD.empleadoNoExiste),
  periodo: ZPeriodo,
  motivo: z
    .string({ error: MENSAJES_RECORD.motivoRequerido })
    .trim()
    .min(1, { error: MENSAJES_RECORD.motivoRequerido, abort: true })
    .max(MAX_MOTIVO_RECORD, MENSAJES_RECORD.motivoLargo),
});
export type TCrearRecordBody = z.infer<typeof ZCrearRecordBody>;

export const ZRecordParams = z.object({ usuarioId: ZId, periodo: ZPeriodo });

export const PAGE_SIZES_RECORD = [10, 25, 50] as const;

/** GET /api/record-vacacional: newest first, searched by the employee's name, e-mail or document. */
export const ZListarRecordQuery = z.object({
  pageNumber: ZPageNumber,
  pageSize: pageSizeEntre(PAGE_SIZES_RECORD, 10),
  busqueda: z.string().trim().max(100, 'La búsqueda no puede superar 100 caracteres').optional(),
});
export type TListarRecordQuery = z.input<typeof ZListarRecordQuery>;

export const ZRecordNoCumplido = z.object({
  usuarioId: z.number(),
  nombreEmpleado: z.string(),
  email: z.string(),
  periodo: z.number(),
  /** The service year the label stands for (docs/reglas-vacaciones.md, «Etiqueta del período»). */
  inicio: ZFechaCalendario,
  fin: ZFechaCalendario,
  motivo: z.string().nullable(),
  registradoPor: z.string().nullable(),
  /** ISO 8601 UTC. */
  fechaRegistro: z.string(),
});
export type TRecordNoCumplido = z.infer<typeof ZRecordNoCumplido>;

export const ZListaRecord = z.object({
  registros: z.array(ZRecordNoCumplido),
  totalCompleto: z.number(),
  paginaActual: z.number(),
  tamanoPagina: z.number(),
});
export type TListaRecord = z.infer<typeof ZListaRecord>;

/** GET /api/record-vacacional/empleados: the employee picker, searched on the server. */
export const ZEmpleadosRecordQuery = z.object({
  busqueda: z.string().trim().max(100, 'La búsqueda no puede superar 100 caracteres').optional(),
});
export const ZEmpleadosRecord = z.array(
  z.object({ id: z.number(), nombreCompleto: z.string(), email: z.string(), activo: z.boolean() }),
);
export type TEmpleadoRecord = z.infer<typeof ZEmpleadosRecord>[number];

/** GET /api/record-vacacional/empleados/{id}/periodos: the employee's periods, newest first. */
export const ZPeriodosEmpleado = z.array(
  z.object({
    periodo: z.number(),
    inicio: ZFechaCalendario,
    fin: ZFechaCalendario,
    estado: z.enum(ESTADOS_PERIODO),
    marcado: z.boolean(),
  }),
);
export type TPeriodoEmpleado = z.infer<typeof ZPeriodosEmpleado>[number];
export const ZIdEmpleadoParams = z.object({ id: ZId });
