import { describe, expect, it } from 'vitest';
import {
  agruparPorAntiguedad,
  diasPorMes,
  estadosPorMes,
  horasPromedio,
  resumirSaldo,
  tramoDeAntiguedad,
} from './estadisticas';

describe('tramoDeAntiguedad', () => {
  it('pone cada edad en su tramo, con los bordes incluidos en el tramo menor', () => {
    expect([0, 2, 3, 7, 8, 14, 15, 30, 31, 400].map(tramoDeAntiguedad)).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3, 4, 4,
    ]);
  });
});

describe('agruparPorAntiguedad', () => {
  it('suma las solicitudes de cada edad en su tramo y deja en cero los tramos sin ninguna', () => {
    const r = agruparPorAntiguedad([
      { dias: 0, cantidad: 2 },
      { dias: 2, cantidad: 1 },
      { dias: 10, cantidad: 4 },
      { dias: 45, cantidad: 3 },
    ]);
    expect(r.map((t) => t.solicitudes)).toEqual([3, 0, 4, 0, 3]);
    expect(r[4]!.etiqueta).toBe('Más de 30 días');
  });

  it('cuenta una solicitud hecha hoy en una hora posterior (edad negativa) en el primer tramo', () => {
    expect(agruparPorAntiguedad([{ dias: -1, cantidad: 1 }])[0]!.solicitudes).toBe(1);
  });
});

describe('horasPromedio', () => {
  it('da las horas promedio con un decimal', () => {
    expect(horasPromedio(3600 * 10 + 3600 * 5, 2)).toBe(7.5);
    expect(horasPromedio(100, 3)).toBe(0);
    expect(horasPromedio(3600 * 50, 3)).toBe(16.7);
  });

  it('sin solicitudes decididas no hay promedio', () => {
    expect(horasPromedio(0, 0)).toBeNull();
  });
});

describe('diasPorMes', () => {
  it('reparte los días en doce meses alineados con los departamentos, con su total', () => {
    const meses = diasPorMes(
      [
        { mes: 1, departamentoId: 7, dias: 5 },
        { mes: 1, departamentoId: null, dias: 2 },
        { mes: 12, departamentoId: 7, dias: 3 },
      ],
      [7, null],
    );
    expect(meses).toHaveLength(12);
    expect(meses[0]).toEqual({ mes: 1, dias: [5, 2], total: 7 });
    expect(meses[5]).toEqual({ mes: 6, dias: [0, 0], total: 0 });
    expect(meses[11]).toEqual({ mes: 12, dias: [3, 0], total: 3 });
  });
});

describe('estadosPorMes', () => {
  it('cuenta cada estado por mes y deja los estados sin solicitudes en cero', () => {
    const meses = estadosPorMes([
      { mes: 3, estado: 'Aprobada', cantidad: 4 },
      { mes: 3, estado: 'Pendiente', cantidad: 1 },
    ]);
    expect(meses[2]).toEqual({
      mes: 3,
      porEstado: { Pendiente: 1, Aprobada: 4, Rechazada: 0, Cancelada: 0 },
      total: 5,
    });
    expect(meses[0]!.total).toBe(0);
  });
});

describe('resumirSaldo', () => {
  const U = 360;
  const fila = (
    periodo: number,
    estado: 'VENCIDA' | 'PENDIENTE' | 'CURSO',
    finVentana: string,
    pendientes: number,
    vencidas: number,
  ) => ({
    periodo,
    estado,
    finVentana,
    pendientes,
    vencidas,
    exacto: { pendientes: pendientes * U, vencidas: vencidas * U },
  });

  it('suma pendientes y vencidas y cuenta en riesgo solo lo que el radar lista sin vencer', () => {
    const r = resumirSaldo(
      [
        fila(2022, 'VENCIDA', '2025-01-14', 0, 4),
        fila(2023, 'PENDIENTE', '2025-07-10', 10, 0), // 25 days left: level 30
        fila(2024, 'PENDIENTE', '2026-07-10', 30, 0), // far: not at risk
      ],
      '2025-06-15',
    );
    expect(r).toEqual({ pendientes: 40 * U, vencidas: 4 * U, enRiesgo: 10 * U, tieneRiesgo: true });
  });

  it('una persona con solo días vencidos está en riesgo pero no suma días en riesgo', () => {
    const r = resumirSaldo([fila(2022, 'VENCIDA', '2025-01-14', 0, 2)], '2025-06-15');
    expect(r.tieneRiesgo).toBe(true);
    expect(r.enRiesgo).toBe(0);
  });

  it('sin días que venzan dentro de 90 días no hay riesgo', () => {
    const r = resumirSaldo([fila(2024, 'PENDIENTE', '2026-07-10', 30, 0)], '2025-06-15');
    expect(r.tieneRiesgo).toBe(false);
  });
});
