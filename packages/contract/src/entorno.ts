import { z } from 'zod';

/**
 * GET /api/entorno (public, beyond the spec: ADR 008): what every screen, /login included, needs to know about the
 * installation before anyone signs in.
 */
export const ZEntorno = z.object({
  nombreEmpresa: z.string(),
  /** The demo company (accounts with a published password) is loaded: the web shows a warning on every page. */
  datosDemo: z.boolean(),
});
export type TEntorno = z.infer<typeof ZEntorno>;
