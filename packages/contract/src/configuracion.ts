import { z } from 'zod';
import { ORDENES_IMPUTACION, REGIMENES, TOPES_ADELANTO } from './vacaciones';

/** The company's vacation settings (GET /api/configuracion-empresa). */
export const ZConfiguracionEmpresa = z.object({
  regimen: z.enum(REGIMENES),
  permitirAdelanto: z.boolean(),
  topeAdelanto: z.enum(TOPES_ADELANTO),
  /** Rules §6.10 / ADR 014: FIFO (oldest period first) or EXPIRY_FIRST (next to expire first). */
  ordenImputacion: z.enum(ORDENES_IMPUTACION),
});
export type TConfiguracionEmpresa = z.infer<typeof ZConfiguracionEmpresa>;

/** PUT /api/configuracion-empresa: only the order of imputation can be changed through the API for now. */
export const ZActualizarConfiguracionBody = z.object({
  ordenImputacion: z.enum(ORDENES_IMPUTACION, {
    error: 'El orden de imputación debe ser FIFO o EXPIRY_FIRST',
  }),
});
export type TActualizarConfiguracionBody = z.infer<typeof ZActualizarConfiguracionBody>;
