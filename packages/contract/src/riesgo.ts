import { z } from 'zod';

// Risk radar for expiring periods (art. 23 D. Leg. 713, ADR 032).

/** Alert levels: within 90, 60 or 30 days of the window's end, or already past it (vencido). */
export const NIVELES_RIESGO = ['90', '60', '30', 'VENCIDO'] as const;
export const ZNivelRiesgo = z.enum(NIVELES_RIESGO);
export type TNivelRiesgo = z.infer<typeof ZNivelRiesgo>;

/** What each level reads as on screen and in e-mails (the chip shows the text, never colour alone). */
export const ETIQUETA_NIVEL_RIESGO: Record<TNivelRiesgo, string> = {
  '90': 'Vence en 90 días o menos',
  '60': 'Vence en 60 días o menos',
  '30': 'Vence en 30 días o menos',
  VENCIDO: 'Vencido',
};

/**
 * W1 of docs/reglas-vacaciones.md, «Validación de una solicitud», shown wherever an expired period with pending
 * days is displayed.
 */
export const ADVERTENCIA_INDEMNIZACION =
  'goce extemporáneo: genera indemnización vacacional (art. 23 D. Leg. 713)';

export const ZPeriodoEnRiesgo = z.object({
  /** Period label (year the service year starts). */
  periodo: z.number(),
  /** Last day to enjoy the days in time (end of the enjoyment window); the day after, they are vencidas. */
  fechaVencimiento: z.string(),
  /** Days not yet requested: pendientes before the end of the window, vencidas after it. */
  diasPendientes: z.number(),
  /** Latest day to start them, taken in one run of calendar days, and still end by fechaVencimiento. */
  fechaLimiteInicio: z.string(),
  /** Calendar days from today to fechaVencimiento (negative once vencido). */
  diasRestantes: z.number(),
  nivel: ZNivelRiesgo,
  /** The indemnity warning (W1) for a vencido period, else null. */
  advertencia: z.string().nullable(),
});
export type TPeriodoEnRiesgo = z.infer<typeof ZPeriodoEnRiesgo>;

export const ZRiesgoVencimientoRespuesta = z.object({ periodos: z.array(ZPeriodoEnRiesgo) });
export type TRiesgoVencimientoRespuesta = z.infer<typeof ZRiesgoVencimientoRespuesta>;
