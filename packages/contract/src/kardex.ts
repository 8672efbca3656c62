import { z } from 'zod';
import { ZId } from './comun';
import { ZFilaHistorial, ESTADOS_SOLICITUD } from './solicitudes';
import { REGIMENES, TIPOS_VACACIONES } from './vacaciones';

/**
 * Vacaciones por Usuario: the vacation statement (kardex vacacional) of one person (ADR 039). The numbers of
 * each period are the rows of the person's own balance screen (GET /api/historial-vacaciones), plus what the statement
 * adds: the days accrued, the days enjoyed and every request charged to the period.
 */

/** At most this many people per answer of the picker: it searches as the user types. */
export const MAX_PERSONAS_KARDEX = 20;

export const ZBuscarPersonasKardexQuery = z.object({
  busqueda: z
    .string({ error: 'La búsqueda debe ser un texto' })
    .trim()
    .max(100, 'La búsqueda no puede superar 100 caracteres')
    .default(''),
  /** The person chosen (from the URL): answered first when the caller may see them, so the picker shows the name. */
  usuarioId: ZId.optional(),
});
export type TBuscarPersonasKardexQuery = z.infer<typeof ZBuscarPersonasKardexQuery>;

export const ZPersonaKardexOpcion = z.object({
  id: z.number(),
  nombreCompleto: z.string(),
  email: z.string(),
  dni: z.string(),
  activo: z.boolean(),
});
export type TPersonaKardexOpcion = z.infer<typeof ZPersonaKardexOpcion>;
export const ZPersonasKardex = z.object({ personas: z.array(ZPersonaKardexOpcion) });
export type TPersonasKardex = z.infer<typeof ZPersonasKardex>;

export const NOMBRES_REGIMEN: Record<(typeof REGIMENES)[number], string> = {
  GENERAL: 'General',
  MYPE: 'MYPE',
};

export const ZCabeceraKardex = z.object({
  id: z.number(),
  nombreCompleto: z.string(),
  dni: z.string(),
  email: z.string(),
  departamento: z.string(),
  fechaIngreso: z.string(),
  /** The régimen that drives the balance: the person's own, else the company's. */
  regimen: z.enum(REGIMENES),
  jefe: z.string().nullable(),
  activo: z.boolean(),
});
export type TCabeceraKardex = z.infer<typeof ZCabeceraKardex>;

export const ZSolicitudKardex = z.object({
  id: z.number(),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  dias: z.number(),
  tipo: z.enum(TIPOS_VACACIONES),
  /**
   * Starts before the period's days were acquired (its anniversary): an adelanto (docs/reglas-vacaciones.md,
   * «Adelanto»; warning W2).
   */
  adelanto: z.boolean(),
  estado: z.enum(ESTADOS_SOLICITUD),
  fechaSolicitud: z.string(),
  /** Who approved or rejected it (or cancelled it) and when; null while undecided. */
  decididoPor: z.string().nullable(),
  fechaDecision: z.string().nullable(),
});
export type TSolicitudKardex = z.infer<typeof ZSolicitudKardex>;

export const ZPeriodoKardex = ZFilaHistorial.extend({
  /** Days accrued by the period so far (the engine's figure, 2 decimals). */
  devengado: z.number(),
  /** Days of approved requests charged to the period. */
  gozados: z.number(),
  /** Days of requests still waiting for a decision. */
  enTramite: z.number(),
  solicitudes: z.array(ZSolicitudKardex),
});
export type TPeriodoKardex = z.infer<typeof ZPeriodoKardex>;

export const ZKardex = z.object({
  persona: ZCabeceraKardex,
  periodos: z.array(ZPeriodoKardex),
  /** The server's day the statement was computed for. */
  fechaCorte: z.string(),
});
export type TKardex = z.infer<typeof ZKardex>;

export const NOMBRES_ESTADO_PERIODO = {
  CURSO: 'En curso',
  PENDIENTE: 'Pendiente de goce',
  VENCIDA: 'Vencida',
} as const;

export const NOMBRES_TIPO_SOLICITUD = { libres: 'Días libres', bloque: 'Bloque' } as const;

/** The type shown for a request: libres or bloque, and "(adelanto)" when it applies. */
export const tipoSolicitudKardex = (s: Pick<TSolicitudKardex, 'tipo' | 'adelanto'>) =>
  `${NOMBRES_TIPO_SOLICITUD[s.tipo]}${s.adelanto ? ' (adelanto)' : ''}`;

/** File names of the downloads: kardex-<dni>.xlsx / .pdf. */
export const nombreArchivoKardex = (dni: string, extension: 'xlsx' | 'pdf') =>
  `kardex-${dni.replace(/[^\w-]/g, '')}.${extension}`;

/** The numbers of a period, in the order the page, the Excel and the PDF show them (the screen's headers). */
export const COLUMNAS_NUMEROS_KARDEX = [
  ['Devengado', 'devengado'],
  ['Gozados', 'gozados'],
  ['En trámite', 'enTramite'],
  ['Pendientes', 'pendientes'],
  ['Vencidas', 'vencidas'],
  ['Truncas', 'truncas'],
  ['Días Libres', 'diasLibres'],
  ['Días Bloque', 'diasBloque'],
] as const satisfies readonly (readonly [string, keyof TPeriodoKardex])[];
