import { describe, expect, it } from 'vitest';
import { filaHistorialDePrueba } from '../../../testing/datos-prueba';
import { fechaFinFormulario, opcionesDiasFormulario, periodoDelFormulario } from './formulario-solicitud';

const fila = filaHistorialDePrueba;

describe('periodoDelFormulario', () => {
  const historial = [
    fila(2025, { estado: 'CURSO', diasLibres: 3.5, diasBloque: 3.5, maxDiasLibres: 3 }),
    fila(2023, { diasLibres: 0.75, maxDiasLibres: 0 }),
    fila(2024, { diasBloque: 8, bloquesPermitidos: [8] }),
  ];

  it('sin tipo elige el año más antiguo con días libres o de bloque', () => {
    expect(periodoDelFormulario(historial)?.periodo).toBe(2023);
  });

  it('con tipo elige el primero donde ese tipo tiene lugar (días libres enteros, bloques permitidos)', () => {
    expect(periodoDelFormulario(historial, 'libres')?.periodo).toBe(2025);
    expect(periodoDelFormulario(historial, 'bloque')?.periodo).toBe(2024);
  });

  it('con días elige el período que ofrece esos días, o ninguno si ninguno tiene lugar', () => {
    expect(periodoDelFormulario(historial, 'bloque', 8)?.periodo).toBe(2024);
    expect(periodoDelFormulario([fila(2024)], 'bloque')).toBeUndefined();
  });
});

describe('opcionesDiasFormulario', () => {
  it('no ofrece nada sin tipo', () => {
    expect(opcionesDiasFormulario([fila(2024, { diasLibres: 5, maxDiasLibres: 5 })])).toEqual([]);
  });

  it('libres: 1 al entero exacto; bloque: los tamaños que completan el bloque', () => {
    const historial = [
      fila(2024, { diasLibres: 3, maxDiasLibres: 2, diasBloque: 7, bloquesPermitidos: [7] }),
    ];
    expect(opcionesDiasFormulario(historial, 'libres')).toEqual([1, 2]);
    expect(opcionesDiasFormulario(historial, 'bloque')).toEqual([7]);
  });
});

describe('fechaFinFormulario', () => {
  it('es inicio + días − 1, cruzando meses y años bisiestos', () => {
    expect(fechaFinFormulario('2026-11-23', 2)).toBe('2026-11-24');
    expect(fechaFinFormulario('2028-02-28', 2)).toBe('2028-02-29');
    expect(fechaFinFormulario('2026-12-25', 15)).toBe('2027-01-08');
  });

  it('queda vacía si falta el inicio o los días', () => {
    expect(fechaFinFormulario('', 2)).toBe('');
    expect(fechaFinFormulario('2026-11-23', undefined)).toBe('');
    expect(fechaFinFormulario('2026-02-30', 2)).toBe('');
  });
});

describe('periodoDelFormulario con EXPIRY_FIRST', () => {
  it('elige primero el período pendiente por vencer antes que el vencido y el de curso', () => {
    const historial = [
      fila(2021, {
        estado: 'VENCIDA',
        diasLibres: 15,
        maxDiasLibres: 15,
        diasBloque: 15,
        bloquesPermitidos: [7, 8, 15],
      }),
      fila(2022, { diasLibres: 15, maxDiasLibres: 15, diasBloque: 15, bloquesPermitidos: [7, 8, 15] }),
      fila(2023, { estado: 'CURSO', diasLibres: 5, maxDiasLibres: 5, diasBloque: 5 }),
    ];
    expect(periodoDelFormulario(historial)?.periodo).toBe(2021);
    expect(periodoDelFormulario(historial, 'libres', 5)?.periodo).toBe(2021);
    expect(periodoDelFormulario(historial, undefined, undefined, 'EXPIRY_FIRST')?.periodo).toBe(2022);
    expect(periodoDelFormulario(historial, 'libres', 5, 'EXPIRY_FIRST')?.periodo).toBe(2022);
  });
});
