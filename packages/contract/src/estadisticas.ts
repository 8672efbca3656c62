import { z } from 'zod';
import { ZId } from './comun';
import { ZAnio } from './programacion';
import { ESTADOS_SOLICITUD } from './solicitudes';

// Estadísticas (ADR 040): the company's (HR) or the team's (a manager) vacation figures for a year.

/** The charts of the page, each downloadable as Excel (the table under it). */
export const GRAFICOS_ESTADISTICAS = [
  'dias-gozados',
  'solicitudes-estado',
  'vencidos-riesgo',
  'antiguedad-pendientes',
] as const;
export type TGraficoEstadisticas = (typeof GRAFICOS_ESTADISTICAS)[number];

export const TITULOS_GRAFICOS: Record<TGraficoEstadisticas, string> = {
  'dias-gozados': 'Días gozados por mes',
  'solicitudes-estado': 'Solicitudes por estado y mes',
  'vencidos-riesgo': 'Días vencidos y en riesgo por departamento',
  'antiguedad-pendientes': 'Antigüedad de las solicitudes pendientes',
};

/**
 * Age brackets of the pending requests, in calendar days since they were made: `hasta` is the last day of the
 * bracket (inclusive), null for the last one.
 */
export const TRAMOS_ANTIGUEDAD = [
  { etiqueta: 'De 0 a 2 días', hasta: 2 },
  { etiqueta: 'De 3 a 7 días', hasta: 7 },
  { etiqueta: 'De 8 a 14 días', hasta: 14 },
  { etiqueta: 'De 15 a 30 días', hasta: 30 },
  { etiqueta: 'Más de 30 días', hasta: null },
] as const;

export const MESES = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
] as const;

export const MENSAJES_ESTADISTICAS = {
  grafico:
    'Gráfico desconocido: use dias-gozados, solicitudes-estado, vencidos-riesgo o antiguedad-pendientes',
  sinDepartamento: 'Sin departamento',
} as const;

export const ZEstadisticasQuery = z.object({
  anio: ZAnio,
  /** A manager gets their team in that department: a department without their people gives empty figures. */
  departamentoId: ZId.optional(),
});
export type TEstadisticasQuery = z.infer<typeof ZEstadisticasQuery>;

export const ZGraficoParams = z.object({
  grafico: z.enum(GRAFICOS_ESTADISTICAS, { error: MENSAJES_ESTADISTICAS.grafico }),
});

const ZDepartamentoSerie = z.object({ id: z.number().nullable(), nombre: z.string() });

export const ZEstadisticas = z.object({
  anio: z.number(),
  departamentoId: z.number().nullable(),
  /** EMPRESA for HR, EQUIPO (every level below) for a manager. */
  alcance: z.enum(['EMPRESA', 'EQUIPO']),
  /** The business day the balances are computed at (pendientes, vencidos, riesgo, pending age). */
  hoy: z.string(),
  /** The departments the caller may filter by (HR: every active one; a manager: those with people of the team). */
  opcionesDepartamento: z.array(z.object({ id: z.number(), nombre: z.string() })),
  tarjetas: z.object({
    /** Active people in scope. */
    personas: z.number(),
    /** Days of approved requests that fall in the year, up to today. */
    diasGozados: z.number(),
    /** Today's balances (engine): days of acquired periods still in time, and of expired ones. */
    diasPendientes: z.number(),
    diasVencidos: z.number(),
    /** People with a period at a radar level (90/60/30 days or VENCIDO), as the risk radar counts them. */
    personasEnRiesgo: z.number(),
    /** From the request to the decision (approved or rejected) of the requests decided in the year; null if none. */
    horasPromedioAprobacion: z.number().nullable(),
    solicitudesDecididas: z.number(),
  }),
  /** The series of the stacked chart, in order (by name; people without a department last). */
  departamentos: z.array(ZDepartamentoSerie),
  /** Twelve months; `dias` aligned with `departamentos`. */
  diasGozadosPorMes: z.array(z.object({ mes: z.number(), dias: z.array(z.number()), total: z.number() })),
  /** Twelve months, by the month the request was made (business zone), each status as it is today. */
  solicitudesPorEstadoPorMes: z.array(
    z.object({
      mes: z.number(),
      porEstado: z.object(
        Object.fromEntries(ESTADOS_SOLICITUD.map((e) => [e, z.number()])) as Record<
          (typeof ESTADOS_SOLICITUD)[number],
          z.ZodNumber
        >,
      ),
      total: z.number(),
    }),
  ),
  vencidosRiesgoPorDepartamento: z.array(
    ZDepartamentoSerie.extend({
      diasVencidos: z.number(),
      /** Pending days of periods expiring within 90 days (not yet expired). */
      diasEnRiesgo: z.number(),
      personasEnRiesgo: z.number(),
    }),
  ),
  antiguedadPendientes: z.array(z.object({ etiqueta: z.string(), solicitudes: z.number() })),
});
export type TEstadisticas = z.infer<typeof ZEstadisticas>;
