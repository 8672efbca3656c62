// The Node.js options of the server process, by database (ADRs 005, 055 and 057). V8 sizes the young generation when
// the process starts. The embedded database lives in the server's process, which must stay under 400 MB while it
// imports 10,000 rows: 2 MB semi-spaces. On PostgreSQL the database is another process, and V8's default of 16 MB
// spares the writes 7–20 % of the server's CPU per request.
export const OPCIONES_NODE = {
  pglite: ['--max-old-space-size=256', '--max-semi-space-size=2'],
  postgres: ['--max-old-space-size=256', '--max-semi-space-size=16'],
} as const satisfies Record<'pglite' | 'postgres', readonly string[]>;

export type Motor = keyof typeof OPCIONES_NODE;

/** The database the server will open, as config/env.ts reads it: a DATABASE_URL that is not blank is PostgreSQL. */
export const motorDelEntorno = (env: NodeJS.ProcessEnv): Motor =>
  env.DATABASE_URL?.trim() ? 'postgres' : 'pglite';
