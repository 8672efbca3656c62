import { describe, expect, it } from 'vitest';
import { avisosResumenEmpresa, MAXIMO_LINEAS_RESUMEN, type PeriodoDeEmpleado } from './avisos-riesgo';

const periodo = (empleadoId: number, nivel: PeriodoDeEmpleado['nivel']): PeriodoDeEmpleado => ({
  empleadoId,
  nombreEmpleado: `Persona ${empleadoId}`,
  periodo: 2024,
  fechaVencimiento: '2026-12-20',
  diasPendientes: 10,
  fechaLimiteInicio: '2026-12-11',
  diasRestantes: nivel === 'VENCIDO' ? -5 : 20,
  nivel,
  advertencia: null,
});

describe('avisosResumenEmpresa', () => {
  it('da a cada persona de RR. HH. su propio resumen, con su clave y el mismo texto de la empresa', () => {
    const periodos = [
      periodo(1, 'VENCIDO'),
      periodo(2, '30'),
      periodo(2, '30'),
      ...Array.from({ length: MAXIMO_LINEAS_RESUMEN + 5 }, (_, i) => periodo(10 + i, '90')),
    ];
    const avisos = avisosResumenEmpresa(new Set([7, 9]), '2026-W48', periodos);
    expect(avisos.map((a) => [a.destinatarioId, a.clave])).toEqual([
      [7, 'RIESGO_EMPRESA:7:2026-W48'],
      [9, 'RIESGO_EMPRESA:9:2026-W48'],
    ]);
    for (const a of avisos) {
      expect(a.tipo).toBe('RESUMEN_RIESGO_EMPRESA');
      expect(a.soloCorreo).toBe(true);
      expect(a.titulo).toBe('Resumen semanal de la empresa: 58 períodos de vacaciones en riesgo');
      expect(a.mensaje).toBe(
        'Vencidos: 1. En 30 días o menos: 2. En 60 días o menos: 0. En 90 días o menos: 55.',
      );
      expect(a.correo?.parrafos[0]).toMatch(/^57 empleados tienen períodos/);
      expect(a.correo?.parrafos.at(-1)).toBe('… y 8 más.');
    }
  });

  it('sin nadie de RR. HH. no da ningún resumen', () => {
    expect(avisosResumenEmpresa([], '2026-W48', [periodo(1, '30')])).toEqual([]);
  });
});
