import { z } from 'zod';
import { ZCambioAuditoria } from './auditoria-cambios';
import { esFechaValida } from './fechas';

import { ZAccionAuditoria, ZModuloAuditoria, ZSeveridad } from './auditoria-acciones';

export * from './auditoria-acciones';

// ---------------------------------------------------------------------------------------------------------------
// Audit read API (docs/producto.md, «Auditoría»). Rows are append-only: there are no update or delete routes.

/** Page sizes of the audit history (the spec's, plus 20 for the by-user and by-module views). */
export const TAMANOS_PAGINA_AUDITORIA = [5, 10, 15, 20, 25, 50] as const;

const ZPagina = z.coerce
  .number({ error: 'pagina debe ser un número' })
  .int('pagina debe ser un número entero')
  .min(1, 'pagina debe ser mayor o igual a 1')
  .max(1_000_000, 'pagina es demasiado grande')
  .default(1);

const tamanoPagina = (porDefecto: number) =>
  z.coerce
    .number({ error: 'tamanoPagina debe ser un número' })
    .int('tamanoPagina debe ser un número entero')
    .refine(
      (n) => (TAMANOS_PAGINA_AUDITORIA as readonly number[]).includes(n),
      `tamanoPagina debe ser uno de: ${TAMANOS_PAGINA_AUDITORIA.join(', ')}`,
    )
    .default(porDefecto);

const ZIdAuditoria = z.coerce
  .number({ error: 'El identificador debe ser un número' })
  .int('El identificador debe ser un número entero')
  .positive('El identificador debe ser positivo')
  .max(2_147_483_647, 'El identificador no es válido');

const PATRON_INSTANTE =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?)(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * An instant in a filter. ISO 8601; without a zone it is read as UTC (a trailing Z is added).
 * A bare date means the start of that UTC day, or with `finDelDia` the end of it (an inclusive "hasta").
 */
export function leerInstanteFiltro(valor: string, finDelDia = false): Date | undefined {
  const m = PATRON_INSTANTE.exec(valor.trim());
  if (!m) return undefined;
  const [, fecha, hora, zona] = m;
  if (!esFechaValida(fecha)) return undefined;
  const soloFecha = hora === undefined;
  const d = new Date(soloFecha ? `${fecha}T00:00:00Z` : `${fecha}T${hora}${zona ?? 'Z'}`);
  if (Number.isNaN(d.getTime())) return undefined;
  return soloFecha && finDelDia ? new Date(d.getTime() + 86_400_000 - 1) : d;
}

/**
 * The audit screens filter by calendar days in Lima (UTC−5 all year since 1994, no daylight saving): the first and
 * last instant of such a day, as the filter's ISO 8601 instants.
 */
export const inicioDiaLima = (fecha: string) => `${fecha}T00:00:00-05:00`;
export const finDiaLima = (fecha: string) => `${fecha}T23:59:59.999-05:00`;

const instanteFiltro = (finDelDia: boolean) =>
  z
    .string()
    .max(40, 'La fecha no es válida')
    .transform((v, ctx) => {
      const d = leerInstanteFiltro(v, finDelDia);
      if (!d) {
        ctx.addIssue({
          code: 'custom',
          message: 'La fecha debe tener el formato ISO 8601 (AAAA-MM-DD o AAAA-MM-DDTHH:mm:ssZ)',
        });
        return z.NEVER;
      }
      return d;
    });

const vacioAIndefinido = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const opcional = <T extends z.ZodType>(s: T) => z.preprocess(vacioAIndefinido, s.optional());

/** Sort keys of the audit list. */
export const ORDEN_AUDITORIA = ['fechaHora', 'severidad', 'modulo', 'tipoAccion'] as const;
export type TOrdenAuditoria = (typeof ORDEN_AUDITORIA)[number];

const ZOrdenarPorAuditoria = z
  .string()
  .max(40)
  .transform((v, ctx) => {
    const campo = ORDEN_AUDITORIA.find((c) => c.toLowerCase() === v.trim().toLowerCase());
    if (!campo) {
      ctx.addIssue({
        code: 'custom',
        message: `Campo de ordenamiento no permitido (use ${ORDEN_AUDITORIA.join(', ')})`,
      });
      return z.NEVER;
    }
    return campo;
  });

const ZTextoFiltro = (max: number) =>
  z.string().trim().max(max, `El filtro no puede superar ${max} caracteres`);

/** The filters and sort of the audit list, shared by its pages and its Excel export. */
const filtrosAuditoria = {
  usuarioId: opcional(ZIdAuditoria),
  tipoAccion: opcional(ZAccionAuditoria),
  modulo: opcional(ZModuloAuditoria),
  severidad: opcional(ZSeveridad),
  tablaAfectada: opcional(ZTextoFiltro(60)),
  /** Only records this user did (the audit filters). */
  usuarioEjecutorId: opcional(ZIdAuditoria),
  /** Only records about this user. */
  usuarioAfectadoId: opcional(ZIdAuditoria),
  /** Free text in the short message and the reason, case- and accent-insensitive. */
  busqueda: opcional(ZTextoFiltro(100)),
  fechaDesde: opcional(instanteFiltro(false)),
  fechaHasta: opcional(instanteFiltro(true)),
  ordenarPor: opcional(ZOrdenarPorAuditoria).transform((v) => v ?? 'fechaHora'),
  ordenDescendente: z.preprocess(
    vacioAIndefinido,
    z
      .union([z.boolean(), z.enum(['true', 'false', '1', '0'], { error: 'Debe ser true o false' })])
      .transform((v) => v === true || v === 'true' || v === '1')
      .default(true),
  ),
};

const rangoValido = (q: { fechaDesde?: Date | undefined; fechaHasta?: Date | undefined }) =>
  !q.fechaDesde || !q.fechaHasta || q.fechaDesde <= q.fechaHasta;
const mensajeRango = {
  message: 'La fecha desde no puede ser posterior a la fecha hasta',
  path: ['fechaDesde'],
};

export const ZAuditoriaQuery = z
  .object({ pagina: ZPagina, tamanoPagina: tamanoPagina(10), ...filtrosAuditoria })
  .refine(rangoValido, mensajeRango);
export type TAuditoriaQuery = z.infer<typeof ZAuditoriaQuery>;

/** The Excel export of an audit tab: the same filters and sort as the list, every row, no pages. */
export const ZAuditoriaExportarQuery = z.object(filtrosAuditoria).refine(rangoValido, mensajeRango);
export type TAuditoriaExportarQuery = z.infer<typeof ZAuditoriaExportarQuery>;

export const ZAuditoriaSimpleQuery = z.object({
  pagina: ZPagina,
  tamanoPagina: tamanoPagina(10),
  usuarioId: opcional(ZIdAuditoria),
});
export type TAuditoriaSimpleQuery = z.infer<typeof ZAuditoriaSimpleQuery>;

/** By-user and by-module views: default page size 20. */
export const ZAuditoriaPaginaQuery = z.object({ pagina: ZPagina, tamanoPagina: tamanoPagina(20) });
export type TAuditoriaPaginaQuery = z.infer<typeof ZAuditoriaPaginaQuery>;

export const ZAuditoriaRecientesQuery = z.object({
  limite: z.coerce
    .number({ error: 'limite debe ser un número' })
    .int('limite debe ser un número entero')
    .min(1, 'limite debe ser al menos 1')
    .max(50, 'limite no puede ser mayor que 50')
    .default(10),
});

export const ZAuditoriaRangoQuery = z
  .object({ fechaDesde: opcional(instanteFiltro(false)), fechaHasta: opcional(instanteFiltro(true)) })
  .refine((q) => !q.fechaDesde || !q.fechaHasta || q.fechaDesde <= q.fechaHasta, {
    message: 'La fecha desde no puede ser posterior a la fecha hasta',
    path: ['fechaDesde'],
  });
export type TAuditoriaRangoQuery = z.infer<typeof ZAuditoriaRangoQuery>;

export const ZModuloParams = z.object({ modulo: ZModuloAuditoria });

export const ZAuditoriaRegistro = z.object({
  id: z.number(),
  mensajeCorto: z.string(),
  motivo: z.string().nullable(),
  /** ISO 8601 UTC, ending in Z. */
  fechaHora: z.string(),
  severidad: z.string(),
  ipAddress: z.string().nullable(),
  usuarioEjecutorId: z.number().nullable(),
  usuarioEjecutorNombre: z.string().nullable(),
  usuarioAfectadoId: z.number().nullable(),
  usuarioAfectadoNombre: z.string().nullable(),
  modulo: z.string(),
  tipoAccion: z.string(),
  tablaAfectada: z.string().nullable(),
  registroId: z.string().nullable(),
  datosAnteriores: z.unknown(),
  datosNuevos: z.unknown(),
  /** What changed, per field, with Spanish labels and ids resolved to names (after the spec's fields). */
  cambios: z.array(ZCambioAuditoria),
});
export type TAuditoriaRegistro = z.infer<typeof ZAuditoriaRegistro>;

export const ZAuditoriaPagina = z.object({
  registros: z.array(ZAuditoriaRegistro),
  totalRegistros: z.number(),
  paginaActual: z.number(),
  totalPaginas: z.number(),
  tamanoPagina: z.number(),
  tienePaginaAnterior: z.boolean(),
  tienePaginaSiguiente: z.boolean(),
});
export type TAuditoriaPagina = z.infer<typeof ZAuditoriaPagina>;

export const ZAuditoriaEstadisticas = z.object({
  totalRegistros: z.number(),
  /** Every known module, with its Spanish name, in catalogue order (0 when none); unknown modules follow. */
  porModulo: z.array(z.object({ modulo: z.string(), nombre: z.string(), total: z.number() })),
  porSeveridad: z.array(z.object({ severidad: z.string(), nombre: z.string(), total: z.number() })),
});
export type TAuditoriaEstadisticas = z.infer<typeof ZAuditoriaEstadisticas>;

/** One Lima calendar day that has records, oldest first. */
export const ZAuditoriaResumenDiario = z.array(
  z.object({
    fecha: z.string(),
    total: z.number(),
    porSeveridad: z.object({
      INFO: z.number(),
      WARNING: z.number(),
      ERROR: z.number(),
      SECURITY: z.number(),
      CRITICAL: z.number(),
    }),
  }),
);
export type TAuditoriaResumenDiario = z.infer<typeof ZAuditoriaResumenDiario>;
