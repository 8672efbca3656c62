import { describe, expect, it } from 'vitest';
import { avisoFeriadosEnPeriodo, feriadosEnPeriodo, ZFeriadosQuery } from './feriados';

const FERIADOS = [
  { fecha: '2026-08-06', nombre: 'Batalla de Junín' },
  { fecha: '2026-07-28', nombre: 'Fiestas Patrias' },
  { fecha: '2026-07-29', nombre: 'Fiestas Patrias' },
  { fecha: '2026-12-25', nombre: 'Navidad' },
];

describe('feriadosEnPeriodo', () => {
  it('da los feriados entre el inicio y el último día (inicio + días − 1), ordenados por fecha', () => {
    expect(feriadosEnPeriodo(FERIADOS, '2026-07-27', 11).map((f) => f.fecha)).toEqual([
      '2026-07-28',
      '2026-07-29',
      '2026-08-06',
    ]);
  });

  it('incluye un feriado en el primer día y en el último, y no el del día siguiente al último', () => {
    expect(feriadosEnPeriodo(FERIADOS, '2026-07-28', 1).map((f) => f.fecha)).toEqual(['2026-07-28']);
    expect(feriadosEnPeriodo(FERIADOS, '2026-07-22', 7).map((f) => f.fecha)).toEqual(['2026-07-28']);
    expect(feriadosEnPeriodo(FERIADOS, '2026-07-21', 7)).toEqual([]);
  });

  it('cruza el fin de año', () => {
    expect(
      feriadosEnPeriodo([...FERIADOS, { fecha: '2027-01-01', nombre: 'Año Nuevo' }], '2026-12-24', 15).map(
        (f) => f.fecha,
      ),
    ).toEqual(['2026-12-25', '2027-01-01']);
  });

  it('sin fecha o sin días válidos no da ninguno', () => {
    expect(feriadosEnPeriodo(FERIADOS, '', 7)).toEqual([]);
    expect(feriadosEnPeriodo(FERIADOS, '2026-07-28', 0)).toEqual([]);
    expect(feriadosEnPeriodo(FERIADOS, '2026-07-28', 1.5)).toEqual([]);
  });
});

describe('avisoFeriadosEnPeriodo', () => {
  it('nombra el feriado con su fecha dd/mm/aaaa y dice que cuenta como día de vacaciones', () => {
    expect(avisoFeriadosEnPeriodo([{ fecha: '2026-07-28', nombre: 'Fiestas Patrias' }])).toBe(
      'El período elegido incluye 1 feriado: 28/07/2026 Fiestas Patrias. Los feriados cuentan como días de vacaciones.',
    );
  });

  it('en plural cuando son varios, y nada cuando no hay', () => {
    expect(avisoFeriadosEnPeriodo(FERIADOS.slice(1, 3))).toBe(
      'El período elegido incluye 2 feriados: 28/07/2026 Fiestas Patrias; 29/07/2026 Fiestas Patrias. Los feriados cuentan como días de vacaciones.',
    );
    expect(avisoFeriadosEnPeriodo([])).toBeNull();
  });
});

describe('ZFeriadosQuery', () => {
  it('un año se lee como su rango completo', () => {
    expect(ZFeriadosQuery.parse({ anio: '2026' })).toEqual({ desde: '2026-01-01', hasta: '2026-12-31' });
  });

  it('acepta un rango de hasta tres años y rechaza uno mayor', () => {
    expect(ZFeriadosQuery.safeParse({ desde: '2026-01-01', hasta: '2028-12-31' }).success).toBe(true);
    expect(ZFeriadosQuery.safeParse({ desde: '2026-01-01', hasta: '2029-01-10' }).success).toBe(false);
  });
});
