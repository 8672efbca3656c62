import { describe, expect, it, vi } from 'vitest';
import {
  fechaHoraLegible,
  aDiaNumero,
  anio,
  calcularFechaFin,
  compararFechas,
  deDiaNumero,
  diaSemana,
  diferenciaDias,
  esFechaValida,
  hoyEnZona,
  lunesSiguiente,
  sumarAniosAjustado,
  sumarDias,
  sumarMesesAjustado,
} from './fechas';

describe('esFechaValida', () => {
  it('acepta fechas existentes en formato AAAA-MM-DD', () => {
    expect(esFechaValida('2025-01-31')).toBe(true);
    expect(esFechaValida('2024-02-29')).toBe(true);
    expect(esFechaValida('2000-02-29')).toBe(true);
  });

  it('rechaza fechas inexistentes, mal formadas o que no son texto', () => {
    for (const s of [
      '2025-02-29',
      '1900-02-29',
      '2025-04-31',
      '2025-13-01',
      '2025-00-10',
      '2025-1-01',
      '20250101',
      '2025-01-01T00:00:00Z',
      '',
      ' 2025-01-01',
    ]) {
      expect(esFechaValida(s), s).toBe(false);
    }
    expect(esFechaValida(undefined)).toBe(false);
    expect(esFechaValida(20250101)).toBe(false);
  });
});

describe('números de día', () => {
  it('1970-01-01 es el día 0 y la conversión es reversible', () => {
    expect(aDiaNumero('1970-01-01')).toBe(0);
    expect(aDiaNumero('1970-01-02')).toBe(1);
    expect(aDiaNumero('1969-12-31')).toBe(-1);
    expect(aDiaNumero('2000-03-01')).toBe(11017);
    for (let n = -800; n < 30000; n += 37) expect(aDiaNumero(deDiaNumero(n))).toBe(n);
  });

  it('coincide con Date.UTC para todo un ciclo bisiesto', () => {
    for (let n = 10957; n < 10957 + 1461 * 2; n++) {
      const iso = new Date(n * 86_400_000).toISOString().slice(0, 10);
      expect(deDiaNumero(n)).toBe(iso);
    }
  });

  it('rechaza fechas inválidas en vez de desbordar', () => {
    expect(() => aDiaNumero('2025-02-30')).toThrow(RangeError);
  });
});

describe('aritmética de días', () => {
  it('suma días cruzando meses, años y el 29 de febrero', () => {
    expect(sumarDias('2024-02-28', 1)).toBe('2024-02-29');
    expect(sumarDias('2025-02-28', 1)).toBe('2025-03-01');
    expect(sumarDias('2025-12-31', 1)).toBe('2026-01-01');
    expect(sumarDias('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('diferenciaDias(a, b) es a − b', () => {
    expect(diferenciaDias('2025-01-10', '2025-01-01')).toBe(9);
    expect(diferenciaDias('2025-01-01', '2025-01-10')).toBe(-9);
    expect(diferenciaDias('2024-03-02', '2024-02-10')).toBe(21);
  });

  it('compararFechas ordena por calendario', () => {
    expect(compararFechas('2025-01-01', '2025-01-02')).toBe(-1);
    expect(compararFechas('2025-01-02', '2025-01-02')).toBe(0);
    expect(compararFechas('2026-01-01', '2025-12-31')).toBe(1);
  });

  it('anio devuelve el año de la fecha', () => {
    expect(anio('2025-03-15')).toBe(2025);
  });

  it('calcularFechaFin cuenta días calendario incluyendo el de inicio', () => {
    expect(calcularFechaFin('2025-07-14', 1)).toBe('2025-07-14');
    expect(calcularFechaFin('2025-07-14', 7)).toBe('2025-07-20');
    expect(calcularFechaFin('2025-09-01', 15)).toBe('2025-09-15');
    expect(calcularFechaFin('2024-02-28', 2)).toBe('2024-02-29');
    expect(() => calcularFechaFin('2025-07-14', 0)).toThrow(RangeError);
  });
});

describe('meses y años ajustados (art. 183 CC)', () => {
  it('el 31 de enero más un mes es el último día de febrero', () => {
    expect(sumarMesesAjustado('2025-01-31', 1)).toBe('2025-02-28');
    expect(sumarMesesAjustado('2024-01-31', 1)).toBe('2024-02-29');
    expect(sumarMesesAjustado('2025-03-31', 1)).toBe('2025-04-30');
  });

  it('calculado desde el ancla, el 31 vuelve en los meses que lo tienen', () => {
    const marcas = Array.from({ length: 4 }, (_, j) => sumarMesesAjustado('2025-01-31', j + 1));
    expect(marcas).toEqual(['2025-02-28', '2025-03-31', '2025-04-30', '2025-05-31']);
    // Chaining would lose the 31st for ever.
    expect(sumarMesesAjustado(sumarMesesAjustado('2025-01-31', 1), 1)).toBe('2025-03-28');
  });

  it('ingreso el 29 de febrero: aniversarios 28 de febrero salvo en años bisiestos', () => {
    const aniversarios = [1, 2, 3, 4, 8].map((k) => sumarAniosAjustado('2024-02-29', k));
    expect(aniversarios).toEqual(['2025-02-28', '2026-02-28', '2027-02-28', '2028-02-29', '2032-02-29']);
  });

  it('admite desplazamientos negativos y de más de un año', () => {
    expect(sumarMesesAjustado('2025-03-31', -1)).toBe('2025-02-28');
    expect(sumarMesesAjustado('2025-01-15', -13)).toBe('2023-12-15');
    expect(sumarMesesAjustado('2025-11-30', 14)).toBe('2027-01-30');
  });
});

describe('hoyEnZona', () => {
  it('devuelve la fecha de Lima aunque en UTC ya sea el día siguiente', () => {
    const instante = new Date('2026-08-01T03:00:00Z');
    expect(hoyEnZona('America/Lima', instante)).toBe('2026-07-31');
    expect(hoyEnZona('UTC', instante)).toBe('2026-08-01');
  });

  it('a las 05:00 UTC ya es el mismo día en Lima (UTC−5)', () => {
    expect(hoyEnZona('America/Lima', new Date('2026-08-01T05:00:00Z'))).toBe('2026-08-01');
    expect(hoyEnZona('America/Lima', new Date('2026-08-01T04:59:59Z'))).toBe('2026-07-31');
  });

  it('sin instante usa el momento actual y devuelve una fecha válida', () => {
    expect(esFechaValida(hoyEnZona('America/Lima'))).toBe(true);
  });

  it('dentro del mismo segundo no vuelve a formatear, y el segundo siguiente ya ve el día nuevo', () => {
    const formatear = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    try {
      expect(hoyEnZona('America/Lima', new Date('2026-09-30T04:59:59.000Z'))).toBe('2026-09-29');
      expect(hoyEnZona('America/Lima', new Date('2026-09-30T04:59:59.999Z'))).toBe('2026-09-29');
      expect(formatear).toHaveBeenCalledTimes(1);
      // Another zone in the same second has its own answer.
      expect(hoyEnZona('Asia/Tokyo', new Date('2026-09-30T04:59:59.999Z'))).toBe('2026-09-30');
      expect(hoyEnZona('America/Lima', new Date('2026-09-30T05:00:00.000Z'))).toBe('2026-09-30');
      expect(formatear).toHaveBeenCalledTimes(3);
    } finally {
      formatear.mockRestore();
    }
  });
});

describe('días de la semana', () => {
  it('diaSemana usa la numeración ISO (lunes = 1)', () => {
    expect(diaSemana('2025-07-14')).toBe(1);
    expect(diaSemana('2025-07-20')).toBe(7);
    expect(diaSemana('1970-01-01')).toBe(4);
  });

  it('lunesSiguiente es el primer lunes estrictamente posterior', () => {
    expect(lunesSiguiente('2025-07-16')).toBe('2025-07-21');
    expect(lunesSiguiente('2025-07-20')).toBe('2025-07-21');
    expect(lunesSiguiente('2025-07-14')).toBe('2025-07-21');
    expect(lunesSiguiente('2025-12-29')).toBe('2026-01-05');
  });
});

describe('fechaHoraLegible', () => {
  it('muestra el instante en la zona pedida, con reloj de 24 horas', () => {
    expect(fechaHoraLegible('2025-06-05T04:30:00Z', 'America/Lima')).toBe('04/06/2025 23:30');
    expect(fechaHoraLegible(new Date('2025-06-05T19:05:00Z'), 'America/Lima')).toBe('05/06/2025 14:05');
    expect(fechaHoraLegible('2025-06-05T19:05:00Z', 'Europe/Madrid')).toBe('05/06/2025 21:05');
  });
});
