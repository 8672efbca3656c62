import { LONGITUD_MINIMA_CONTRASENA, MENSAJE_LONGITUD_CONTRASENA } from '@app/contract/auth';
import { alPrimerUso } from './al-primer-uso';

/** Whose password it is: the parts a password must not contain (ADR 007). */
export interface PersonaContrasena {
  nombres: string;
  apellidoPaterno: string;
  apellidoMaterno: string;
  email: string;
}

/** zxcvbn's score from 0 to 4; 3 means "safely unguessable" (about 10^10 guesses) for an online attacker. */
export const PUNTAJE_MINIMO = 3;

export const MENSAJES_POLITICA = {
  longitud: MENSAJE_LONGITUD_CONTRASENA,
  comun:
    'La contraseña es demasiado común o fácil de adivinar. Use una frase de varias palabras que no sea conocida.',
  nombre: 'La contraseña no debe contener el nombre ni los apellidos del usuario',
  email: 'La contraseña no debe contener el email del usuario',
} as const;

// Loaded and built on first use: the dictionaries (common and breached passwords, Spanish words, names and
// surnames) take ~15 MB of heap, and most processes never check a password (ADR 055). Everything is
// local; no network call is ever made.
const obtenerEstimador = alPrimerUso(() =>
  Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-es-es'),
  ]).then(
    ([{ ZxcvbnFactory }, idiomaComun, idiomaEspanol]) =>
      new ZxcvbnFactory({
        translations: idiomaEspanol.translations,
        graphs: idiomaComun.adjacencyGraphs,
        dictionary: { ...idiomaComun.dictionary, ...idiomaEspanol.dictionary },
      }),
  ),
);

/** Lowercase, without accents: 'Muñoz' and 'MUNOZ' compare equal. */
const normalizar = (texto: string) => texto.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');

/** Each run of three or more letters of the person's names and surnames ('De la Cruz' → 'cruz'). */
const partesDelNombre = (p: PersonaContrasena) =>
  [p.nombres, p.apellidoPaterno, p.apellidoMaterno]
    .flatMap((texto) => normalizar(texto).split(/[^\p{L}]+/u))
    .filter((parte) => parte.length >= 3);

/**
 * What is wrong with a password a person will use, as Spanish messages (empty when it is acceptable): shorter than
 * 12 characters, common or breached (zxcvbn with the Spanish dictionaries scores it below 3), or containing the
 * person's names or surnames (parts of three or more letters) or their email or its local part. Comparisons ignore
 * case and accents. No composition rule: a passphrase of ordinary words passes.
 */
export async function problemasDeContrasena(
  contrasena: string,
  persona: PersonaContrasena,
): Promise<string[]> {
  const problemas: string[] = [];
  if (contrasena.length < LONGITUD_MINIMA_CONTRASENA) problemas.push(MENSAJES_POLITICA.longitud);
  const texto = normalizar(contrasena);
  const email = normalizar(persona.email.trim());
  const local = email.split('@')[0] ?? '';
  const nombres = partesDelNombre(persona);
  if (nombres.some((parte) => texto.includes(parte))) problemas.push(MENSAJES_POLITICA.nombre);
  if ((email && texto.includes(email)) || (local.length >= 3 && texto.includes(local))) {
    problemas.push(MENSAJES_POLITICA.email);
  }
  // zxcvbn's cost grows with length; 128 characters (the schema's maximum) stays within tens of milliseconds.
  const { score } = (await obtenerEstimador()).check(contrasena.slice(0, 128), [...nombres, email, local]);
  if (score < PUNTAJE_MINIMO) problemas.push(MENSAJES_POLITICA.comun);
  return problemas;
}
