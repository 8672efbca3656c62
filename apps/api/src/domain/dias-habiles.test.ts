import { describe, expect, it } from 'vitest';
import { accionesDebidas, diasHabilesTranscurridos, esDiaHabil } from './dias-habiles';

const sin = new Set<string>();

describe('días hábiles', () => {
  it('son de lunes a viernes, sin los feriados de la empresa', () => {
    expect(esDiaHabil('2025-06-02', sin)).toBe(true); // Monday
    expect(esDiaHabil('2025-06-06', sin)).toBe(true); // Friday
    expect(esDiaHabil('2025-06-07', sin)).toBe(false); // Saturday
    expect(esDiaHabil('2025-06-08', sin)).toBe(false); // Sunday
    expect(esDiaHabil('2025-06-02', new Set(['2025-06-02']))).toBe(false);
  });

  it('cuentan después del día de la solicitud hasta hoy inclusive', () => {
    expect(diasHabilesTranscurridos('2025-06-02', '2025-06-02', sin)).toBe(0);
    expect(diasHabilesTranscurridos('2025-06-02', '2025-06-01', sin)).toBe(0);
    expect(diasHabilesTranscurridos('2025-06-02', '2025-06-05', sin)).toBe(3);
    // Friday → next Wednesday: Mon, Tue, Wed (the weekend does not count).
    expect(diasHabilesTranscurridos('2025-06-06', '2025-06-11', sin)).toBe(3);
    // Made on a Saturday: Monday is the first working day waited.
    expect(diasHabilesTranscurridos('2025-06-07', '2025-06-09', sin)).toBe(1);
    // Friday 27/06 → Wednesday 02/07 with a holiday on Monday 30/06: Tuesday and Wednesday.
    expect(diasHabilesTranscurridos('2025-06-27', '2025-07-02', new Set(['2025-06-29', '2025-06-30']))).toBe(
      2,
    );
    // Across a year end with 01/01 a holiday.
    expect(diasHabilesTranscurridos('2025-12-30', '2026-01-05', new Set(['2026-01-01']))).toBe(3);
  });

  it('recordar y escalar se deben una sola vez cada uno', () => {
    const reglas = { diasRecordatorio: 3, diasEscalamiento: 5 };
    const nada = { recordada: false, escalada: false };
    expect(accionesDebidas(2, reglas, nada)).toEqual([]);
    expect(accionesDebidas(3, reglas, nada)).toEqual(['RECORDAR']);
    expect(accionesDebidas(3, reglas, { recordada: true, escalada: false })).toEqual([]);
    expect(accionesDebidas(5, reglas, { recordada: true, escalada: false })).toEqual(['ESCALAR']);
    expect(accionesDebidas(9, reglas, nada)).toEqual(['RECORDAR', 'ESCALAR']);
    expect(accionesDebidas(9, reglas, { recordada: true, escalada: true })).toEqual([]);
  });
});
