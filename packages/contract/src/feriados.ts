import { z } from 'zod';
import { ZId } from './comun';
import { calcularFechaFin, diferenciaDias, esFechaValida } from './fechas';

/** NACIONAL: preloaded from the date-holidays library (country PE); EMPRESA: a non-working day HR added. */
export const ORIGENES_FERIADO = ['NACIONAL', 'EMPRESA'] as const;
export type TOrigenFeriado = (typeof ORIGENES_FERIADO)[number];
export const ETIQUETAS_ORIGEN_FERIADO: Record<TOrigenFeriado, string> = {
  NACIONAL: 'Nacional',
  EMPRESA: 'Empresa',
};

/** Years a holiday may fall in: wide enough for any real plan, narrow enough to refuse typos like 20260. */
export const ANIO_FERIADO_MIN = 2000;
export const ANIO_FERIADO_MAX = 2100;
/** The longest span one read may ask for (the calendar of the scheduling issue shows at most a year). */
export const MAX_DIAS_RANGO_FERIADOS = 3 * 366;

const MENSAJE_RANGO_ANIO = `La fecha debe estar entre los años ${ANIO_FERIADO_MIN} y ${ANIO_FERIADO_MAX}`;
const enRango = (fecha: string) => {
  const anio = Number(fecha.slice(0, 4));
  return anio >= ANIO_FERIADO_MIN && anio <= ANIO_FERIADO_MAX;
};

/** `YYYY-MM-DD`, a real date, in the accepted years. */
export const ZFechaFeriado = z
  .string({ error: 'La fecha es requerida' })
  .refine(esFechaValida, {
    message: 'La fecha debe tener el formato AAAA-MM-DD y existir en el calendario',
    abort: true,
  })
  .refine(enRango, MENSAJE_RANGO_ANIO);

export const ZAnioFeriados = z.coerce
  .number({ error: 'El año debe ser un número' })
  .int('El año debe ser un número entero')
  .min(ANIO_FERIADO_MIN, `El año debe estar entre ${ANIO_FERIADO_MIN} y ${ANIO_FERIADO_MAX}`)
  .max(ANIO_FERIADO_MAX, `El año debe estar entre ${ANIO_FERIADO_MIN} y ${ANIO_FERIADO_MAX}`);

export const ZFeriado = z.object({
  id: z.number().int(),
  fecha: z.string(),
  nombre: z.string(),
  origen: z.enum(ORIGENES_FERIADO),
});
export type TFeriado = z.infer<typeof ZFeriado>;

/** GET /api/feriados: the holidays of the span, ordered by date. */
export const ZFeriadosRespuesta = z.object({
  desde: z.string(),
  hasta: z.string(),
  feriados: z.array(ZFeriado),
});
export type TFeriadosRespuesta = z.infer<typeof ZFeriadosRespuesta>;

/**
 * GET /api/feriados?anio=2026 or ?desde=2026-01-01&hasta=2026-03-31 (both ends included, at most
 * MAX_DIAS_RANGO_FERIADOS days). Resolved to the span it reads.
 */
export const ZFeriadosQuery = z
  .object({
    anio: ZAnioFeriados.optional(),
    desde: ZFechaFeriado.optional(),
    hasta: ZFechaFeriado.optional(),
  })
  .transform((q, ctx) => {
    if (q.anio !== undefined) {
      if (q.desde !== undefined || q.hasta !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['anio'],
          message: 'Indique el año o el rango desde–hasta, no ambos',
        });
        return z.NEVER;
      }
      return { desde: `${q.anio}-01-01`, hasta: `${q.anio}-12-31` };
    }
    if (q.desde === undefined || q.hasta === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [q.desde === undefined ? 'desde' : 'hasta'],
        message: 'Indique el año (anio) o las dos fechas del rango (desde y hasta)',
      });
      return z.NEVER;
    }
    const dias = diferenciaDias(q.hasta, q.desde);
    if (dias < 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['hasta'],
        message: 'La fecha hasta no puede ser anterior a desde',
      });
      return z.NEVER;
    }
    if (dias + 1 > MAX_DIAS_RANGO_FERIADOS) {
      ctx.addIssue({ code: 'custom', path: ['hasta'], message: 'El rango no puede ser mayor de tres años' });
      return z.NEVER;
    }
    return { desde: q.desde, hasta: q.hasta };
  });
export type TFeriadosQuery = z.output<typeof ZFeriadosQuery>;

/** POST /api/feriados and PUT /api/feriados/:id: a company non-working day, or a new date or name for one. */
export const ZGuardarFeriadoBody = z.object({
  fecha: ZFechaFeriado,
  nombre: z
    .string({ error: 'El nombre es requerido' })
    .trim()
    .min(2, 'El nombre debe tener al menos 2 caracteres')
    .max(120, 'El nombre no puede tener más de 120 caracteres'),
});
export type TGuardarFeriadoBody = z.infer<typeof ZGuardarFeriadoBody>;

export const ZFeriadoIdParams = z.object({ id: ZId });

/** POST /api/feriados/precargar?anio=: brings back the year's national holidays that are missing. */
export const ZPrecargarFeriadosQuery = z.object({ anio: ZAnioFeriados });
export const ZPrecargarFeriadosRespuesta = z.object({
  anio: z.number().int(),
  /** The national holidays added (those already present on their date are left as they are). */
  agregados: z.number().int(),
});
export type TPrecargarFeriadosRespuesta = z.infer<typeof ZPrecargarFeriadosRespuesta>;

/** 'YYYY-MM-DD' → 'dd/mm/aaaa' (pure string work, no time zone involved). */
export const fechaDdMmAaaa = (fecha: string) =>
  `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}/${fecha.slice(0, 4)}`;

/**
 * The holidays that fall inside a vacation of `dias` calendar days starting on `inicio` (both ends included),
 * ordered by date. They do not change the count (docs/reglas-vacaciones.md, «Días calendario y feriados»): the form
 * only tells the person.
 */
export function feriadosEnPeriodo<T extends { fecha: string }>(
  feriados: readonly T[],
  inicio: string,
  dias: number,
): T[] {
  if (!esFechaValida(inicio) || !Number.isInteger(dias) || dias < 1) return [];
  const fin = calcularFechaFin(inicio, dias);
  return feriados
    .filter((f) => f.fecha >= inicio && f.fecha <= fin)
    .sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : 0));
}

/** "El período elegido incluye 1 feriado: 28/07/2026 Fiestas Patrias. Los feriados cuentan como días de vacaciones." */
export function avisoFeriadosEnPeriodo(
  feriados: readonly { fecha: string; nombre: string }[],
): string | null {
  if (feriados.length === 0) return null;
  const cuantos = feriados.length === 1 ? '1 feriado' : `${feriados.length} feriados`;
  const lista = feriados.map((f) => `${fechaDdMmAaaa(f.fecha)} ${f.nombre}`).join('; ');
  return `El período elegido incluye ${cuantos}: ${lista}. Los feriados cuentan como días de vacaciones.`;
}
