import { describe, expect, it } from 'vitest';
import { normalizarTexto, patronContiene } from './texto';

describe('texto de búsqueda', () => {
  it('quita tildes y mayúsculas, también de la ñ', () => {
    expect(normalizarTexto('Ñahui ÁLVAREZ Güemes')).toBe('nahui alvarez guemes');
  });

  it('un % o _ escrito por el usuario no es un comodín', () => {
    expect(patronContiene('50%_Pérez\\')).toBe('%50\\%\\_perez\\\\%');
  });
});
