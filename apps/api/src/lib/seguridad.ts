import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import { faltantesContrasena } from '@app/contract/auth';

export type EsquemaContrasena = 'argon2id' | 'sha256-temp' | 'sha256-temp-usada';

// OWASP parameters for argon2id (DESIGN.md §1).
// algorithm 2 = Argon2id (a const enum in the typings, unusable under verbatimModuleSyntax).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashArgon2 = (contrasena: string) => argonHash(contrasena, ARGON2);

/** Generated secrets carry ~95 bits of entropy, so a fast salted hash is enough (DESIGN.md §1). */
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
      return await argonVerify(hashGuardado, contrasena);
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
    if (faltantesContrasena(candidata).length === 0) return candidata;
  }
}

export const nuevoToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
