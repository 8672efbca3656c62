import { z } from 'zod';

/** A backup file in RESPALDO_DIR, as administrators see it (ADR 043). */
export const ZRespaldoArchivo = z.object({
  nombre: z.string(),
  bytes: z.number().int(),
  /** Instant it was taken (ISO 8601 UTC). */
  creado: z.string(),
});
export type TRespaldoArchivo = z.infer<typeof ZRespaldoArchivo>;

/** GET /api/respaldos: the schedule and the backups kept, newest first. */
export const ZEstadoRespaldos = z.object({
  /** Hours between automatic backups; 0 = none. */
  cadaHoras: z.number().int(),
  /** How many backups are kept; older ones are deleted after each successful backup. */
  conservar: z.number().int(),
  ultimo: ZRespaldoArchivo.nullable(),
  /** When the next automatic backup is due (ISO 8601 UTC), or null when there are none. */
  proximo: z.string().nullable(),
  respaldos: z.array(ZRespaldoArchivo),
});
export type TEstadoRespaldos = z.infer<typeof ZEstadoRespaldos>;

/** POST /api/respaldos: the backup just written. */
export const ZRespaldoCreado = z.object({
  message: z.string(),
  respaldo: ZRespaldoArchivo,
});
export type TRespaldoCreado = z.infer<typeof ZRespaldoCreado>;
