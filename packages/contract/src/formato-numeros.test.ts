import { describe, expect, it } from 'vitest';
import {
  formatearDecimal,
  formatearDias,
  formatearDuracion,
  formatearEntero,
  formatearPorcentaje,
  formatearTamano,
} from './formato-numeros';

describe('números en formato peruano', () => {
  it('separa los miles con coma y los decimales con punto', () => {
    expect(formatearEntero(10106)).toBe('10,106');
    expect(formatearEntero(10000)).toBe('10,000');
    expect(formatearDecimal(1003.94, 1)).toBe('1,003.9');
  });

  it('muestra los días siempre con dos decimales', () => {
    expect(formatearDias(112)).toBe('112.00');
    expect(formatearDias('12.5')).toBe('12.50');
    expect(formatearDias(1250.5)).toBe('1,250.50');
  });

  it('muestra un guion (o lo pedido) para un valor vacío o que no es número', () => {
    expect(formatearEntero(null)).toBe('-');
    expect(formatearDias(undefined)).toBe('-');
    expect(formatearDias('abc', '—')).toBe('—');
  });

  it('formatea tamaños, duraciones y porcentajes', () => {
    expect(formatearTamano(512)).toBe('512 B');
    expect(formatearTamano(1003.9 * 1024)).toBe('1,003.9 KB');
    expect(formatearTamano(3 * 1024 * 1024)).toBe('3.0 MB');
    expect(formatearDuracion(90)).toBe('0.09 s');
    expect(formatearDuracion(125_000)).toBe('2 min 5 s');
    expect(formatearPorcentaje(87.54)).toBe('87.5 %');
  });
});
