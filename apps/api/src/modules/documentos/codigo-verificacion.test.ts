import { ZCodigoVerificacion } from '@app/contract/documentos';
import { describe, expect, it } from 'vitest';
import { nuevoCodigoVerificacion } from './codigo-verificacion';

describe('código de verificación', () => {
  it('tiene el formato XXXX-XXXX-XXXX sin letras que se confundan y no se repite', () => {
    const codigos = new Set(Array.from({ length: 2000 }, nuevoCodigoVerificacion));
    expect(codigos.size).toBe(2000);
    for (const c of codigos) {
      expect(ZCodigoVerificacion.parse(c)).toBe(c);
      expect(c).not.toMatch(/[01OIL]/);
    }
  });

  it('se acepta escrito en minúsculas y con espacios alrededor', () => {
    expect(ZCodigoVerificacion.parse(' 7kqm-4xht-9pza ')).toBe('7KQM-4XHT-9PZA');
    expect(ZCodigoVerificacion.safeParse('7KQM-4XHT-9PZ0').success).toBe(false);
  });
});
