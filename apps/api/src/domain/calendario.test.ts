import { describe, expect, it } from 'vitest';
import { fueraPorDia } from './calendario';

describe('fueraPorDia', () => {
  it('cuenta personas distintas por día y recorta los tramos al rango pedido', () => {
    const r = fueraPorDia(
      [
        { usuarioId: 1, fechaInicio: '2025-02-27', fechaFin: '2025-03-02' },
        // The same person twice on 2 March counts once.
        { usuarioId: 1, fechaInicio: '2025-03-02', fechaFin: '2025-03-02' },
        { usuarioId: 2, fechaInicio: '2025-03-02', fechaFin: '2025-03-05' },
      ],
      '2025-03-01',
      '2025-03-03',
    );
    expect(r).toEqual([
      { fecha: '2025-03-01', fuera: 1 },
      { fecha: '2025-03-02', fuera: 2 },
      { fecha: '2025-03-03', fuera: 1 },
    ]);
  });

  it('sin tramos no hay días con gente fuera', () => {
    expect(fueraPorDia([], '2025-03-01', '2025-03-31')).toEqual([]);
  });
});
