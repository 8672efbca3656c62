// What a failed database call means, read the same way on both engines. node-postgres and PGlite both raise an
// error carrying the SQLSTATE in `code` and the violated constraint in `constraint`; Drizzle wraps it in a
// "Failed query" error whose `cause` it is, and a service may wrap it once more. So every reader walks the chain.

/** The fields of a driver error this module reads (pg's DatabaseError and PGlite's share them). */
export interface ErrorDelMotor {
  /** SQLSTATE (`23505`) or a socket error code (`ECONNRESET`). */
  code: string;
  constraint?: string | undefined;
  message: string;
}

// SQLSTATE codes (PostgreSQL appendix A).
const VIOLACION_UNICA = '23505';
const VIOLACION_FORANEA = '23503';
const VIOLACION_CHECK = '23514';

// Errors raised by a dropped or unreachable database connection: the next request may succeed.
const CODIGOS_CONEXION = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08003',
  '08001',
]);
const MENSAJE_CONEXION = /Connection terminated|connection timeout|terminating connection/i;

/** How deep a wrapped error is searched: Drizzle adds one level, a service at most one or two more. */
const PROFUNDIDAD = 5;

/** The errors of the chain `error`, `error.cause`, … (at most PROFUNDIDAD of them). */
function* cadena(error: unknown): Generator<object> {
  let actual: unknown = error;
  for (let i = 0; i < PROFUNDIDAD && actual && typeof actual === 'object'; i++) {
    yield actual;
    actual = (actual as { cause?: unknown }).cause;
  }
}

/** The driver's own error inside `error` (itself or a cause), if there is one. */
export function errorDelMotor(error: unknown): ErrorDelMotor | undefined {
  for (const e of cadena(error)) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (typeof code === 'string') {
      return {
        code,
        constraint: typeof constraint === 'string' ? constraint : undefined,
        message: typeof message === 'string' ? message : '',
      };
    }
  }
  return undefined;
}

/** The constraint named by a violation: the field, or else the last quoted name of the message (the first is the table). */
function restriccionDe(e: ErrorDelMotor): string {
  return e.constraint ?? [...e.message.matchAll(/"([^"]+)"/g)].at(-1)?.[1] ?? '';
}

function violacion(error: unknown, codigo: string, restriccion?: string): boolean {
  const e = errorDelMotor(error);
  if (e?.code !== codigo) return false;
  return restriccion === undefined || restriccionDe(e) === restriccion;
}

/** A unique index refused the write; with `restriccion`, only that index (e.g. `usuarios_email_uq`). */
export const esViolacionUnica = (error: unknown, restriccion?: string) =>
  violacion(error, VIOLACION_UNICA, restriccion);

/** A foreign key refused the write (the referenced row does not exist, or is still referenced). */
export const esViolacionForanea = (error: unknown, restriccion?: string) =>
  violacion(error, VIOLACION_FORANEA, restriccion);

/** A CHECK constraint refused the write (e.g. a status outside its closed list, migration 0008). */
export const esViolacionCheck = (error: unknown, restriccion?: string) =>
  violacion(error, VIOLACION_CHECK, restriccion);

/** The unique index a failed write violated, if that is why it failed; '' when the engine did not name it. */
export function indiceUnicoViolado(error: unknown): string | undefined {
  const e = errorDelMotor(error);
  return e?.code === VIOLACION_UNICA ? restriccionDe(e) : undefined;
}

/** The connection to the database dropped or could not be opened: a 503, the next request may succeed. */
export function esErrorDeConexion(error: unknown): boolean {
  for (const e of cadena(error)) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CODIGOS_CONEXION.has(code)) return true;
    if (typeof message === 'string' && MENSAJE_CONEXION.test(message)) return true;
  }
  return false;
}
