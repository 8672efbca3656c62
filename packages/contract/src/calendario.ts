import { z } from 'zod';
import { ZFechaCalendario, ZId } from './comun';
import { ZExcesoCobertura } from './cobertura';
import { diferenciaDias, esFechaValida } from './fechas';
import { ESTADOS_SOLICITUD, ZEstadoSolicitud } from './solicitudes';
import { TIPOS_VACACIONES } from './vacaciones';

/**
 * Team calendar (ADR 034). The longest span one read may ask for: a quarter (Jul–Sep has 92 days). A
 * wider window would make the reply (and the grid) grow without limit on a large team.
 */
export const MAX_DIAS_CALENDARIO = 92;

/** Statuses that count as "out" by default (and for coverage): the others are shown only when asked. */
export const ESTADOS_FUERA = ['Pendiente', 'Aprobada'] as const;

/**
 * Kind of a bar: the request's type, except that one charged to the period still accruing is an adelanto
 * (docs/reglas-vacaciones.md, «Adelanto»; the server marks it with the adelanto warning when it is created).
 */
export const TIPOS_BARRA = [...TIPOS_VACACIONES, 'adelanto'] as const;
export type TTipoBarra = (typeof TIPOS_BARRA)[number];

const rango = <T extends { desde: string; hasta: string }>(q: T, ctx: z.RefinementCtx) => {
  // A malformed date already has its own message.
  if (!esFechaValida(q.desde) || !esFechaValida(q.hasta)) return;
  const dias = diferenciaDias(q.hasta, q.desde);
  if (dias < 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['hasta'],
      message: 'La fecha hasta no puede ser anterior a desde',
    });
  } else if (dias + 1 > MAX_DIAS_CALENDARIO) {
    ctx.addIssue({
      code: 'custom',
      path: ['hasta'],
      message: `El rango no puede superar ${MAX_DIAS_CALENDARIO} días (un trimestre)`,
    });
  }
};

const ZRangoCalendario = z.object({
  desde: ZFechaCalendario,
  hasta: ZFechaCalendario,
});

/** GET /api/calendario/departamento: the caller's own department. */
export const ZCalendarioDepartamentoQuery = ZRangoCalendario.superRefine(rango);
export type TCalendarioDepartamentoQuery = z.infer<typeof ZCalendarioDepartamentoQuery>;

/** GET /api/calendario/equipo: the manager's team, direct reports or every level, optionally filtered. */
export const ZCalendarioEquipoQuery = ZRangoCalendario.extend({
  nivel: z.enum(['directo', 'todos'], { error: "El nivel debe ser 'directo' o 'todos'" }).default('directo'),
  departamentoId: ZId.optional(),
  /** One status; without it, Pendiente and Aprobada (Rechazada/Cancelada only when asked). */
  estado: ZEstadoSolicitud.optional(),
}).superRefine(rango);
export type TCalendarioEquipoQuery = z.infer<typeof ZCalendarioEquipoQuery>;

export const ZPersonaCalendario = z.object({
  id: z.number().int(),
  /** Full name in the house display order (nombres, then surnames). */
  nombre: z.string(),
  departamentoId: z.number().int().nullable(),
  departamento: z.string().nullable(),
  esDirecto: z.boolean(),
});
export type TPersonaCalendario = z.infer<typeof ZPersonaCalendario>;

export const ZSolicitudCalendario = z.object({
  id: z.number().int(),
  usuarioId: z.number().int(),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  estado: z.enum(ESTADOS_SOLICITUD),
  tipo: z.enum(TIPOS_BARRA),
  tipoVacaciones: z.enum(TIPOS_VACACIONES),
  diasSolicitados: z.number().int(),
  periodo: z.number().int(),
  /** The caller may approve or reject it now (same rule as the Gestión de Solicitudes list). */
  puedeAprobar: z.boolean(),
});
export type TSolicitudCalendario = z.infer<typeof ZSolicitudCalendario>;

export const ZFeriadoCalendario = z.object({ fecha: z.string(), nombre: z.string() });
export type TFeriadoCalendario = z.infer<typeof ZFeriadoCalendario>;

/** Per day with at least one person out: how many (distinct people, Pendiente or Aprobada). */
export const ZFueraDelDia = z.object({ fecha: z.string(), fuera: z.number().int() });
export type TFueraDelDia = z.infer<typeof ZFueraDelDia>;

export const ZCalendarioEquipoRespuesta = z.object({
  desde: z.string(),
  hasta: z.string(),
  personas: z.array(ZPersonaCalendario),
  solicitudes: z.array(ZSolicitudCalendario),
  feriados: z.array(ZFeriadoCalendario),
  fueraPorDia: z.array(ZFueraDelDia),
  /** Days on which one of the team's departments is over its coverage limit (the whole department counts). */
  excesos: z.array(ZExcesoCobertura),
});
export type TCalendarioEquipoRespuesta = z.infer<typeof ZCalendarioEquipoRespuesta>;

/** An absence of a colleague: names and dates only (no ids of requests, no reasons, no comments). */
export const ZAusenciaDepartamento = z.object({
  nombre: z.string(),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  estado: z.enum(ESTADOS_FUERA),
});
export type TAusenciaDepartamento = z.infer<typeof ZAusenciaDepartamento>;

export const ZCalendarioDepartamentoRespuesta = z.object({
  desde: z.string(),
  hasta: z.string(),
  departamento: z.string().nullable(),
  ausencias: z.array(ZAusenciaDepartamento),
  feriados: z.array(ZFeriadoCalendario),
});
export type TCalendarioDepartamentoRespuesta = z.infer<typeof ZCalendarioDepartamentoRespuesta>;
