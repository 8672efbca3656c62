import { z } from 'zod';

/**
 * Documents the server issues as PDF (issue 18, ADR 038). Each issued document gets a verification code printed on
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
