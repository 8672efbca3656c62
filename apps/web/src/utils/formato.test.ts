import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatearDiaNegocio, formatearFecha, formatearFechaHora, formatearNumero } from './formato';
import { fijarContextoNegocio, hoyNegocio } from './negocio';

const zonaOriginal = process.env.TZ;
afterEach(() => {
  process.env.TZ = zonaOriginal;
});

const dosDigitos = (n: number) => String(n).padStart(2, '0');

describe('formatearFecha', () => {
  it('muestra una fecha de calendario como dd/mm/aaaa', () => {
    expect(formatearFecha('2026-03-09')).toBe('09/03/2026');
  });

  it.each(['UTC', 'America/Lima', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
    'nunca corre un día en la zona %s, ni en el primer día del año',
    (zona) => {
      process.env.TZ = zona;
      expect(formatearFecha('2026-01-01')).toBe('01/01/2026');
      expect(formatearFecha('2025-12-31')).toBe('31/12/2025');
      expect(formatearFecha('2024-02-29')).toBe('29/02/2024');
    },
  );

  it('devuelve el mismo día, mes y año para cualquier fecha', () => {
    process.env.TZ = 'America/Lima';
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        (a, m, d) => {
          const iso = `${a}-${dosDigitos(m)}-${dosDigitos(d)}`;
          expect(formatearFecha(iso)).toBe(`${dosDigitos(d)}/${dosDigitos(m)}/${a}`);
        },
      ),
    );
  });

  it('toma solo la parte de fecha de un instante ISO sin convertirlo de zona', () => {
    expect(formatearFecha('2026-05-01T03:00:00Z')).toBe('01/05/2026');
  });

  it('muestra un guion cuando no hay fecha', () => {
    expect(formatearFecha(null)).toBe('-');
    expect(formatearFecha('')).toBe('-');
    expect(formatearFecha(undefined, 'Pendiente')).toBe('Pendiente');
  });
});

describe('formatearFechaHora', () => {
  it('muestra un instante UTC con la hora de Lima (UTC-5)', () => {
    expect(formatearFechaHora('2026-01-01T03:30:00Z')).toBe('31/12/2025, 22:30');
  });

  it('no depende de la zona del navegador', () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(formatearFechaHora('2026-07-15T17:05:00Z')).toBe('15/07/2026, 12:05');
  });
});

describe('formatearNumero', () => {
  it('usa el formato peruano: coma de miles, punto decimal y siempre dos decimales', () => {
    expect(formatearNumero(12.5)).toBe('12.50');
    expect(formatearNumero(0)).toBe('0.00');
    expect(formatearNumero('7.125')).toBe('7.13');
    expect(formatearNumero(1112)).toBe('1,112.00');
  });

  it('muestra un guion si el valor no es un número', () => {
    expect(formatearNumero(null)).toBe('-');
    expect(formatearNumero('abc')).toBe('-');
  });
});

describe('formatearDiaNegocio', () => {
  it('da el día de Lima de un instante, aunque en UTC ya sea el día siguiente', () => {
    expect(formatearDiaNegocio('2026-07-01T02:00:00.000Z')).toBe('30/06/2026');
    expect(formatearDiaNegocio('2026-11-21T14:00:00.000Z')).toBe('21/11/2026');
  });

  it('no depende de la zona del navegador', () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(formatearDiaNegocio('2026-07-01T02:00:00.000Z')).toBe('30/06/2026');
  });

  it('sin instante muestra el texto de vacío', () => {
    expect(formatearDiaNegocio(null)).toBe('-');
    expect(formatearDiaNegocio(undefined, 'Pendiente')).toBe('Pendiente');
  });
});

describe('la zona de negocio viene del servidor', () => {
  it('los formateadores usan la zona que fijó el servidor, no una fija', () => {
    fijarContextoNegocio({ zonaHoraria: 'Asia/Tokyo', hoy: '2026-07-01' });
    expect(formatearFechaHora('2026-07-15T17:05:00Z')).toBe('16/07/2026, 02:05');
    expect(formatearDiaNegocio('2026-07-01T02:00:00.000Z')).toBe('01/07/2026');
    expect(hoyNegocio()).toBe('2026-07-01');
  });
});
