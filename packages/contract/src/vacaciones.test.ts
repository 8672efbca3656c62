import { describe, expect, it } from 'vitest';
import {
  bloquesPermitidos,
  elegirPeriodo,
  opcionesDias,
  ordenarPeriodos,
  TAMANOS_BLOQUE,
} from './vacaciones';

describe('bloquesPermitidos (regla de complemento R4)', () => {
  it('sin bloque usado se permiten 7, 8 y 15', () => {
    expect(bloquesPermitidos(0)).toEqual([7, 8, 15]);
  });

  it('tras un tramo de 7 solo vale 8, y tras uno de 8 solo vale 7', () => {
    expect(bloquesPermitidos(7)).toEqual([8]);
    expect(bloquesPermitidos(8)).toEqual([7]);
  });

  it('con el bloque completo no queda ningún tamaño', () => {
    expect(bloquesPermitidos(15)).toEqual([]);
    expect(bloquesPermitidos(16)).toEqual([]);
  });

  it('tras un bloque interrumpido por el empleador, los días devueltos se toman en el tramo que lo completa', () => {
    for (const usado of [1, 3, 6, 9, 10, 14]) expect(bloquesPermitidos(usado)).toEqual([15 - usado]);
  });

  it('no expone la constante para ser mutada', () => {
    const r = bloquesPermitidos(0);
    r.pop();
    expect(TAMANOS_BLOQUE).toEqual([7, 8, 15]);
    expect(bloquesPermitidos(0)).toEqual([7, 8, 15]);
  });
});

describe('opcionesDias', () => {
  it('sin tipo no hay opciones', () => {
    expect(opcionesDias(undefined, { diasLibres: 15, diasBloque: 15 })).toEqual([]);
  });

  it('sin período no hay opciones', () => {
    expect(opcionesDias('libres', undefined)).toEqual([]);
  });

  it('libres: días enteros de 1 al piso de diasLibres', () => {
    expect(opcionesDias('libres', { diasLibres: 6.25, diasBloque: 6.25 })).toEqual([1, 2, 3, 4, 5, 6]);
    expect(opcionesDias('libres', { diasLibres: 3, diasBloque: 0 })).toEqual([1, 2, 3]);
    expect(opcionesDias('libres', { diasLibres: 0.92, diasBloque: 15 })).toEqual([]);
  });

  it('bloque: 7, 8 o 15 sin exceder diasBloque', () => {
    expect(opcionesDias('bloque', { diasLibres: 0, diasBloque: 15 })).toEqual([7, 8, 15]);
    expect(opcionesDias('bloque', { diasLibres: 0, diasBloque: 8 })).toEqual([7, 8]);
    expect(opcionesDias('bloque', { diasLibres: 15, diasBloque: 6.25 })).toEqual([]);
  });

  it('bloque: respeta los tamaños permitidos que envía el servidor', () => {
    expect(opcionesDias('bloque', { diasLibres: 12, diasBloque: 8, bloquesPermitidos: [7] })).toEqual([7]);
    expect(opcionesDias('bloque', { diasLibres: 12, diasBloque: 7, bloquesPermitidos: [8] })).toEqual([]);
  });
});

describe('elegirPeriodo', () => {
  const historial = [
    { periodo: 2025, diasLibres: 15, diasBloque: 15 },
    { periodo: 2023, diasLibres: 0, diasBloque: 0 },
    { periodo: 2024, diasLibres: 0, diasBloque: 7, bloquesPermitidos: [7] },
  ];

  it('sin tipo elige el año más bajo con días libres o de bloque', () => {
    expect(elegirPeriodo(historial)?.periodo).toBe(2024);
  });

  it('con tipo elige el primer período donde ese tipo tiene cabida', () => {
    expect(elegirPeriodo(historial, 'libres')?.periodo).toBe(2025);
    expect(elegirPeriodo(historial, 'bloque')?.periodo).toBe(2024);
  });

  it('con tipo y días elige el primer período que ofrece esos días', () => {
    expect(elegirPeriodo(historial, 'bloque', 7)?.periodo).toBe(2024);
    expect(elegirPeriodo(historial, 'bloque', 15)?.periodo).toBe(2025);
    expect(elegirPeriodo(historial, 'libres', 16)).toBeUndefined();
  });

  it('un bloque sin tamaño válido no cuenta como cabida aunque diasBloque > 0', () => {
    const h = [
      { periodo: 2024, diasLibres: 0.5, diasBloque: 6.25 },
      { periodo: 2025, diasLibres: 1, diasBloque: 7 },
    ];
    expect(elegirPeriodo(h)?.periodo).toBe(2024);
    expect(elegirPeriodo(h, 'bloque')?.periodo).toBe(2025);
    expect(elegirPeriodo(h, 'libres')?.periodo).toBe(2025);
  });

  it('sin períodos disponibles devuelve undefined', () => {
    expect(elegirPeriodo([])).toBeUndefined();
    expect(elegirPeriodo([{ periodo: 2025, diasLibres: 0, diasBloque: 0 }], 'libres')).toBeUndefined();
  });
});

describe('orden de imputación', () => {
  const periodos = [
    { periodo: 2023, estado: 'CURSO' as const, diasLibres: 5, diasBloque: 5 },
    { periodo: 2021, estado: 'VENCIDA' as const, diasLibres: 15, diasBloque: 15 },
    { periodo: 2022, estado: 'PENDIENTE' as const, diasLibres: 15, diasBloque: 15 },
  ];
  it('FIFO ordena por año; EXPIRY_FIRST pone primero el pendiente, luego el vencido y al final el de curso', () => {
    expect(ordenarPeriodos(periodos, 'FIFO').map((p) => p.periodo)).toEqual([2021, 2022, 2023]);
    expect(ordenarPeriodos(periodos, 'EXPIRY_FIRST').map((p) => p.periodo)).toEqual([2022, 2021, 2023]);
  });
  it('el formulario elige el período según el orden de la empresa', () => {
    expect(elegirPeriodo(periodos, 'libres', 3)?.periodo).toBe(2021);
    expect(elegirPeriodo(periodos, 'libres', 3, 'EXPIRY_FIRST')?.periodo).toBe(2022);
  });
});
