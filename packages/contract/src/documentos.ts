import { z } from 'zod';
import { ZId } from './comun';

/**
 * Documents the server issues as PDF (ADR 038). Each issued document gets a verification code printed on
 * it; `GET /api/documentos/verificar/{codigo}` confirms it was issued, without personal data beyond name and dates.
 */
export const TIPOS_DOCUMENTO = {
  PAPELETA: 'Papeleta de vacaciones',
  ACUERDO_FRACCIONAMIENTO: 'Acuerdo de fraccionamiento de vacaciones',
  ACUERDO_ADELANTO: 'Acuerdo de adelanto de vacaciones',
  KARDEX: 'Kardex vacacional',
} as const;
export type TTipoDocumento = keyof typeof TIPOS_DOCUMENTO;
export const CLAVES_TIPO_DOCUMENTO = Object.keys(TIPOS_DOCUMENTO) as [TTipoDocumento, ...TTipoDocumento[]];

/** Twelve characters of an alphabet without look-alikes (no 0/O, 1/I/L), printed in groups: 7KQM-4XHT-9PZA. */
export const ALFABETO_CODIGO = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const PATRON_CODIGO_VERIFICACION = /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

export const ZCodigoVerificacion = z
  .string({ error: 'El código de verificación es obligatorio' })
  .trim()
  .toUpperCase()
  .regex(PATRON_CODIGO_VERIFICACION, 'El código de verificación no tiene el formato XXXX-XXXX-XXXX');

// ---------------------------------------------------------------------------------------------------------------
// Documentos legales de una solicitud y su verificación pública (ADR 042).

/** The documents issued about one request, by the slug of their download route. */
export const DOCUMENTOS_DE_SOLICITUD = {
  papeleta: 'PAPELETA',
  'acuerdo-fraccionamiento': 'ACUERDO_FRACCIONAMIENTO',
  'acuerdo-adelanto': 'ACUERDO_ADELANTO',
} as const satisfies Record<string, TTipoDocumento>;
export type TDocumentoSolicitud = keyof typeof DOCUMENTOS_DE_SOLICITUD;
export const CLAVES_DOCUMENTO_SOLICITUD = Object.keys(DOCUMENTOS_DE_SOLICITUD) as [
  TDocumentoSolicitud,
  ...TDocumentoSolicitud[],
];

/** The label of each download button. */
export const BOTONES_DOCUMENTO: Record<TDocumentoSolicitud, string> = {
  papeleta: 'Descargar papeleta (PDF)',
  'acuerdo-fraccionamiento': 'Acuerdo de fraccionamiento (PDF)',
  'acuerdo-adelanto': 'Acuerdo de adelanto (PDF)',
};

/** Public checks per address and minute: enough for a person typing codes, far too few to guess one. */
export const VERIFICACIONES_POR_MINUTO = 30;

export const ZDocumentoSolicitudParams = z.object({
  id: ZId,
  documento: z.enum(CLAVES_DOCUMENTO_SOLICITUD, {
    error: 'El documento debe ser papeleta, acuerdo-fraccionamiento o acuerdo-adelanto',
  }),
});
export type TDocumentoSolicitudParams = z.infer<typeof ZDocumentoSolicitudParams>;

export const ZDocumentoDisponible = z.object({
  documento: z.enum(CLAVES_DOCUMENTO_SOLICITUD),
  nombre: z.string(),
  /** The code printed on it when it was issued before (a reprint keeps it); null before the first issue. */
  codigoVerificacion: z.string().nullable(),
});
export type TDocumentoDisponible = z.infer<typeof ZDocumentoDisponible>;

/** The documents that apply to a request today, in the order they are signed (agreements before the papeleta). */
export const ZDocumentosDeSolicitud = z.object({
  solicitudId: z.number(),
  documentos: z.array(ZDocumentoDisponible),
});
export type TDocumentosDeSolicitud = z.infer<typeof ZDocumentosDeSolicitud>;

export const ZVerificarDocumentoParams = z.object({ codigo: ZCodigoVerificacion });

/** What anyone holding a printed document may learn: no DNI, no other personal data than the name. */
export const ZVerificacionDocumento = z.object({
  valido: z.literal(true),
  codigo: z.string(),
  tipo: z.enum(CLAVES_TIPO_DOCUMENTO),
  nombreTipo: z.string(),
  /** ISO 8601 UTC instant. */
  fechaEmision: z.string(),
  empleado: z.string(),
  solicitud: z
    .object({ id: z.number(), fechaInicio: z.string(), fechaFin: z.string(), dias: z.number() })
    .nullable(),
});
export type TVerificacionDocumento = z.infer<typeof ZVerificacionDocumento>;
