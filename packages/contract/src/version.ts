import { z } from 'zod';

/** `GET /api/version` (public): what an operator checks after an upgrade. */
export const ZVersion = z.object({
  /** The application's version (the root package.json), as CHANGELOG.md names it. */
  version: z.string(),
  /** The last migration applied to the database, e.g. `0016_reportes`. */
  esquema: z.string(),
  motor: z.enum(['pglite', 'postgresql']),
});
export type TVersion = z.infer<typeof ZVersion>;
