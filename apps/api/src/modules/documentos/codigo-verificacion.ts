import { randomInt } from 'node:crypto';
import { ALFABETO_CODIGO } from '@app/contract/documentos';

/** 12 random characters of a 31-letter alphabet (~59 bits): not guessable, easy to read aloud and type. */
export function nuevoCodigoVerificacion(): string {
  const grupo = () =>
    Array.from({ length: 4 }, () => ALFABETO_CODIGO[randomInt(ALFABETO_CODIGO.length)]).join('');
  return `${grupo()}-${grupo()}-${grupo()}`;
}
