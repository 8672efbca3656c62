import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import { faltantesContrasena } from '@app/contract/auth';

export type { EsquemaContrasena } from '../db/schema/usuarios';

// OWASP parameters for argon2id: 19 MiB, 2 passes, 1 lane.
// algorithm 2 = Argon2id (a const enum in the typings, unusable under verbatimModuleSyntax).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2id keeps a core busy for tens of milliseconds by design. Running at most one per spare core (one on a
 * 2-core machine) makes a storm of sign-ins wait in line instead of starving every other request.
 */
const MAXIMO_ARGON2 = Math.max(1, availableParallelism() - 1);
let argon2EnCurso = 0;
const esperandoArgon2: (() => void)[] = [];

export async function enTurnoArgon2<T>(trabajo: () => Promise<T>): Promise<T> {
  if (argon2EnCurso < MAXIMO_ARGON2) argon2EnCurso++;
  else await new Promise<void>((resolve) => esperandoArgon2.push(resolve));
  try {
    return await trabajo();
  } finally {
    // The slot passes straight to the next in line; it is freed only when nobody waits.
    const siguiente = esperandoArgon2.shift();
    if (siguiente) siguiente();
    else argon2EnCurso--;
  }
}

export const hashArgon2 = (contrasena: string) => enTurnoArgon2(() => argonHash(contrasena, ARGON2));

/** Generated secrets carry ~95 bits of entropy, so a fast salted hash is enough (ADR 001). */
export function hashTemporal(contrasena: string): string {
  const sal = randomBytes(16).toString('base64url');
  const digest = createHash('sha256').update(`${sal}:${contrasena}`).digest('base64url');
  return `${sal}$${digest}`;
}

export async function verificarContrasena(
  esquema: string,
  hashGuardado: string,
  contrasena: string,
): Promise<boolean> {
  if (esquema === 'argon2id') {
    try {
      return await enTurnoArgon2(() => argonVerify(hashGuardado, contrasena));
    } catch {
      return false;
    }
  }
  if (esquema === 'sha256-temp' || esquema === 'sha256-temp-usada') {
    const [sal, digest] = hashGuardado.split('$');
    if (!sal || !digest) return false;
    const calculado = createHash('sha256').update(`${sal}:${contrasena}`).digest();
    const esperado = Buffer.from(digest, 'base64url');
    return calculado.length === esperado.length && timingSafeEqual(calculado, esperado);
  }
  return false;
}

const MAYUSCULAS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const MINUSCULAS = 'abcdefghijkmnopqrstuvwxyz';
const DIGITOS = '23456789';
const ESPECIALES = '#$%&*+-=?@_!';
const TODOS = MAYUSCULAS + MINUSCULAS + DIGITOS + ESPECIALES;

/** 16 characters from crypto.randomInt, always satisfying the password policy. */
export function generarContrasenaTemporal(longitud = 16): string {
  for (;;) {
    const caracteres = Array.from({ length: longitud }, () => TODOS[randomInt(TODOS.length)]!);
    const candidata = caracteres.join('');
    // Never a leading = + - @: the credentials spreadsheet would show it as a formula, and neutralising the cell
    // with an apostrophe would change the password.
    if (faltantesContrasena(candidata).length === 0 && !/^[=+\-@]/.test(candidata)) return candidata;
  }
}

export const nuevoToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
