import { describe, expect, it } from 'vitest';
import {
  columnasDeTramo,
  diasDelRango,
  etiquetaBarra,
  excesosPorDia,
  moverVista,
  rangoDeVista,
  textoExceso,
  tituloDeVista,
} from './rejilla';

describe('rejilla del calendario', () => {
  it('el mes y el trimestre que contienen una fecha', () => {
    expect(rangoDeVista('2025-02-14', 'mes')).toEqual({ desde: '2025-02-01', hasta: '2025-02-28' });
    expect(rangoDeVista('2024-02-14', 'mes')).toEqual({ desde: '2024-02-01', hasta: '2024-02-29' });
    expect(rangoDeVista('2025-08-20', 'trimestre')).toEqual({ desde: '2025-07-01', hasta: '2025-09-30' });
  });

  it('avanza y retrocede un mes o un trimestre, cruzando el año', () => {
    expect(moverVista('2025-12-10', 'mes', 1)).toBe('2026-01-01');
    expect(moverVista('2025-01-10', 'mes', -1)).toBe('2024-12-01');
    expect(moverVista('2025-02-10', 'trimestre', -1)).toBe('2024-10-01');
    expect(moverVista('2025-11-10', 'trimestre', 1)).toBe('2026-01-01');
  });

  it('titula la vista en español', () => {
    expect(tituloDeVista('2025-03-05', 'mes')).toBe('marzo de 2025');
    expect(tituloDeVista('2025-05-05', 'trimestre')).toBe('Trimestre 2 de 2025 (abril–junio)');
  });

  it('marca los fines de semana', () => {
    const dias = diasDelRango('2025-03-01', '2025-03-03');
    expect(dias.map((d) => [d.dia, d.semana, d.finDeSemana])).toEqual([
      [1, 'sáb', true],
      [2, 'dom', true],
      [3, 'lun', false],
    ]);
  });

  it('recorta un tramo a las columnas visibles', () => {
    expect(
      columnasDeTramo({ fechaInicio: '2025-02-27', fechaFin: '2025-03-02' }, '2025-03-01', '2025-03-31'),
    ).toEqual({ inicio: 0, dias: 2 });
    expect(
      columnasDeTramo({ fechaInicio: '2025-03-10', fechaFin: '2025-03-14' }, '2025-03-01', '2025-03-31'),
    ).toEqual({ inicio: 9, dias: 5 });
    expect(
      columnasDeTramo({ fechaInicio: '2025-04-01', fechaFin: '2025-04-02' }, '2025-03-01', '2025-03-31'),
    ).toBe(null);
  });

  it('nombra cada barra y cada exceso con texto, no solo con color', () => {
    expect(
      etiquetaBarra('Ana Pérez', { fechaInicio: '2025-03-10', fechaFin: '2025-03-14', estado: 'Aprobada' }),
    ).toBe('Ana Pérez: del 10/03/2025 al 14/03/2025, Aprobada');
    const porDia = excesosPorDia([
      { fecha: '2025-03-12', departamentoId: 1, departamento: 'Ventas', fuera: 2, limite: 1, exceso: 1 },
      { fecha: '2025-03-12', departamentoId: 2, departamento: 'TI', fuera: 4, limite: 2, exceso: 2 },
    ]);
    expect(textoExceso(porDia.get('2025-03-12')!)).toBe(
      'Sobre el límite de cobertura: Ventas (2 fuera, límite 1); TI (4 fuera, límite 2)',
    );
  });
});
