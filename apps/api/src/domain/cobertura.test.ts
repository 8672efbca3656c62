import { describe, expect, it } from 'vitest';
import { diasSobreCobertura, limitePersonas } from './cobertura';

describe('limitePersonas', () => {
  it('sin regla no hay límite', () => {
    expect(limitePersonas({ coberturaMaxima: null, coberturaTipo: null }, 10)).toBeNull();
  });
  it('una regla en personas es el número tal cual', () => {
    expect(limitePersonas({ coberturaMaxima: 2, coberturaTipo: 'PERSONAS' }, 10)).toBe(2);
  });
  it('un porcentaje se redondea hacia abajo sobre las personas del departamento', () => {
    expect(limitePersonas({ coberturaMaxima: 25, coberturaTipo: 'PORCENTAJE' }, 10)).toBe(2);
  });
  it('un porcentaje nunca deja el límite en cero', () => {
    expect(limitePersonas({ coberturaMaxima: 10, coberturaTipo: 'PORCENTAJE' }, 5)).toBe(1);
  });
});

describe('diasSobreCobertura', () => {
  const fuera = new Map([
    ['2026-12-03', 3],
    ['2026-12-01', 2],
    ['2026-12-02', 4],
  ]);
  it('devuelve en orden los días que pasan el límite y por cuánto', () => {
    expect(diasSobreCobertura(2, fuera)).toEqual([
      { fecha: '2026-12-02', fuera: 4, limite: 2, exceso: 2 },
      { fecha: '2026-12-03', fuera: 3, limite: 2, exceso: 1 },
    ]);
  });
  it('un día en el límite no es exceso', () => {
    expect(diasSobreCobertura(4, fuera)).toEqual([]);
  });
  it('sin límite no hay excesos', () => {
    expect(diasSobreCobertura(null, fuera)).toEqual([]);
  });
});
