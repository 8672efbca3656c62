import { z } from 'zod';
import { ZFechaCalendario } from './comun';
import { diferenciaDias, esFechaValida } from './fechas';

/**
 * Coverage rule of a department: at most N people, or N % of the department's active people, may be out
 * on the same day. Both fields null = no limit. Exceeding it only warns: the manager still decides.
 */
export const TIPOS_COBERTURA = {
  PERSONAS: 'Personas',
  PORCENTAJE: 'Porcentaje',
} as const;
export type TTipoCobertura = keyof typeof TIPOS_COBERTURA;
export const ZTipoCobertura = z.enum(Object.keys(TIPOS_COBERTURA) as [TTipoCobertura, ...TTipoCobertura[]], {
  error: 'El tipo de cobertura debe ser PERSONAS o PORCENTAJE',
});

/** One day on which a department would be (or is) over its limit: how many out, the limit, and by how much. */
export const ZExcesoCobertura = z.object({
  fecha: z.string(),
  departamentoId: z.number().int(),
  departamento: z.string(),
  fuera: z.number().int(),
  limite: z.number().int(),
  exceso: z.number().int(),
});
export type TExcesoCobertura = z.infer<typeof ZExcesoCobertura>;

export const MENSAJES_COBERTURA = {
  incompleta: 'Indique el límite de cobertura y su tipo, o deje ambos vacíos (sin límite)',
  entero: 'El límite de cobertura debe ser un número entero',
  minimo: 'El límite de cobertura debe ser al menos 1',
  personas: 'El límite en personas debe estar entre 1 y 10000',
  porcentaje: 'El porcentaje de cobertura debe estar entre 1 y 100',
  rangoFechas: 'La fecha de fin no puede ser anterior a la fecha de inicio',
  rangoLargo: 'El periodo consultado no puede superar 366 días',
} as const;

/** The limit as the department list shows it: "2 personas", "20 %", "Sin límite". */
export function textoCobertura(coberturaMaxima: number | null, coberturaTipo: TTipoCobertura | null): string {
  if (coberturaMaxima === null || coberturaTipo === null) return 'Sin límite';
  if (coberturaTipo === 'PORCENTAJE') return `${coberturaMaxima} %`;
  return coberturaMaxima === 1 ? '1 persona' : `${coberturaMaxima} personas`;
}

/** The rule that applied: the department, its stored limit and what it means in people today. */
export const ZReglaCoberturaAplicada = z.object({
  departamentoId: z.number().int(),
  departamento: z.string(),
  coberturaMaxima: z.number().int(),
  coberturaTipo: ZTipoCobertura,
  personasActivas: z.number().int(),
  /** Most people who may be out on one day (a percentage rounded down, never below 1). */
  limite: z.number().int(),
});
export type TReglaCoberturaAplicada = z.infer<typeof ZReglaCoberturaAplicada>;

/** Days that would exceed the rule; `regla` null when the department has no limit (then `excesos` is empty). */
export const ZCoberturaRespuesta = z.object({
  regla: ZReglaCoberturaAplicada.nullable(),
  excesos: z.array(ZExcesoCobertura),
});
export type TCoberturaRespuesta = z.infer<typeof ZCoberturaRespuesta>;

/** GET /api/calendario/cobertura: the span the employee is choosing (counted as if it were added). */
export const ZCoberturaQuery = z
  .object({ fechaInicio: ZFechaCalendario, fechaFin: ZFechaCalendario })
  .superRefine((q, ctx) => {
    // Zod 4 runs this refinement even when a date failed its own check: that date already has its message.
    if (!esFechaValida(q.fechaInicio) || !esFechaValida(q.fechaFin)) return;
    if (q.fechaFin < q.fechaInicio) {
      ctx.addIssue({ code: 'custom', path: ['fechaFin'], message: MENSAJES_COBERTURA.rangoFechas });
    } else if (diferenciaDias(q.fechaFin, q.fechaInicio) > 365) {
      ctx.addIssue({ code: 'custom', path: ['fechaFin'], message: MENSAJES_COBERTURA.rangoLargo });
    }
  });
export type TCoberturaQuery = z.infer<typeof ZCoberturaQuery>;

const vacioANulo = (v: unknown) => (v === undefined || v === '' ? null : v);

/**
 * The two department fields (appended to the department's shape): both null = no limit, or both set within the
 * range of their kind. Empty or absent means none, as the other optional department fields.
 */
export const camposCobertura = {
  coberturaMaxima: z
    .preprocess(
      vacioANulo,
      z.coerce
        .number({ error: MENSAJES_COBERTURA.entero })
        .int({ error: MENSAJES_COBERTURA.entero })
        .min(1, MENSAJES_COBERTURA.minimo)
        .max(10000, MENSAJES_COBERTURA.personas)
        .nullable(),
    )
    .default(null),
  coberturaTipo: z.preprocess(vacioANulo, ZTipoCobertura.nullable()).default(null),
};

/** Both or neither; a percentage at most 100. */
export function validarCobertura(
  v: { coberturaMaxima: number | null; coberturaTipo: TTipoCobertura | null },
  ctx: z.RefinementCtx,
) {
  const conMaxima = v.coberturaMaxima !== null;
  const conTipo = v.coberturaTipo !== null;
  if (conMaxima !== conTipo) {
    ctx.addIssue({
      code: 'custom',
      path: [conMaxima ? 'coberturaTipo' : 'coberturaMaxima'],
      message: MENSAJES_COBERTURA.incompleta,
    });
  } else if (v.coberturaTipo === 'PORCENTAJE' && v.coberturaMaxima !== null && v.coberturaMaxima > 100) {
    ctx.addIssue({ code: 'custom', path: ['coberturaMaxima'], message: MENSAJES_COBERTURA.porcentaje });
  }
}
