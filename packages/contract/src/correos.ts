import { z } from 'zod';
import { pageSizeEntre, ZPageNumber } from './comun';
import { ESTADOS_CORREO, TIPOS_NOTIFICACION, type TEstadoCorreo } from './notificaciones';

// The outbox as administrators see it (ADR 030): never the body, only what tells a message apart.

/** The chips of the Correos tab. */
export const ETIQUETAS_ESTADO_CORREO: Record<TEstadoCorreo, string> = {
  PENDIENTE: 'Pendiente',
  ENVIANDO: 'Enviando',
  ENVIADO: 'Enviado',
  FALLIDO: 'Fallido',
  SIN_SERVIDOR: 'Sin servidor de correo',
  EN_RESUMEN: 'En espera del resumen diario',
  RESUMIDO: 'Incluido en un resumen',
};

/** Only these can be sent again by hand: the others are on their way or done. */
export const ESTADOS_CORREO_REINTENTABLES = [
  'FALLIDO',
  'SIN_SERVIDOR',
] as const satisfies readonly TEstadoCorreo[];

export const PAGE_SIZES_CORREOS = [10, 25, 50] as const;

export const ZCorreosQuery = z.object({
  estado: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(ESTADOS_CORREO, { error: 'Estado de correo desconocido' }).optional(),
  ),
  PageNumber: ZPageNumber,
  PageSize: pageSizeEntre(PAGE_SIZES_CORREOS, 10),
});
export type TCorreosQuery = z.infer<typeof ZCorreosQuery>;

export const ZCorreoSaliente = z.object({
  id: z.number(),
  tipo: z.enum(TIPOS_NOTIFICACION),
  para: z.string(),
  asunto: z.string(),
  estado: z.enum(ESTADOS_CORREO),
  intentos: z.number(),
  ultimoError: z.string().nullable(),
  fechaCreacion: z.string(),
  proximoIntento: z.string(),
  enviadoEn: z.string().nullable(),
});
export type TCorreoSaliente = z.infer<typeof ZCorreoSaliente>;

export const ZCorreosPaginaRespuesta = z.object({
  correos: z.array(ZCorreoSaliente),
  totalCompleto: z.number(),
  paginaActual: z.number(),
  tamanoPagina: z.number(),
  tienePaginaSiguiente: z.boolean(),
  tienePaginaAnterior: z.boolean(),
  /** SMTP_URL is set in this process: without it e-mails wait as SIN_SERVIDOR. */
  servidorConfigurado: z.boolean(),
  /** Rows per state over the whole outbox (the chips of the filter). */
  porEstado: z.record(z.enum(ESTADOS_CORREO), z.number()),
});
export type TCorreosPaginaRespuesta = z.infer<typeof ZCorreosPaginaRespuesta>;

export const ZReintentarCorreoRespuesta = z.object({ message: z.string(), correo: ZCorreoSaliente });
export type TReintentarCorreoRespuesta = z.infer<typeof ZReintentarCorreoRespuesta>;
