import { describe, expect, it } from 'vitest';
import { calcularSaldos, type EntradaSaldo, type FilaSaldo } from './calculo-saldo';
import { politicaDelEmpleado, type PoliticaEmpresa } from './politica-vacaciones';

const tabla = (filas: FilaSaldo[]) =>
  filas.map((f) => [f.periodo, f.estado, f.vencidas, f.pendientes, f.truncas, f.diasLibres, f.diasBloque]);

/** The engine's input for an employee under a company's settings, as the balance service builds it. */
const entrada = (
  empresa: PoliticaEmpresa | undefined,
  propio: 'GENERAL' | 'MYPE' | null,
  base: Omit<EntradaSaldo, 'regimen' | 'opciones'>,
): EntradaSaldo => {
  const p = politicaDelEmpleado(empresa, propio);
  return { ...base, regimen: p.regimen, opciones: p.opciones };
};

const GENERAL_CON_ADELANTO: PoliticaEmpresa = {
  regimen: 'GENERAL',
  permitirAdelanto: true,
  topeAdelanto: 'FULL',
  ordenImputacion: 'EXPIRY_FIRST',
};
const EMPRESA_MYPE: PoliticaEmpresa = { regimen: 'MYPE', permitirAdelanto: false, topeAdelanto: 'ACCRUED' };

describe('politicaDelEmpleado: el régimen propio o el de la empresa (ADR 027)', () => {
  it('sin régimen propio sigue a la empresa; sin fila de empresa, GENERAL con adelanto al devengado', () => {
    expect(politicaDelEmpleado(undefined, null)).toEqual({
      regimen: 'GENERAL',
      opciones: { permitirAdelanto: true, topeAdelanto: 'ACCRUED', ordenImputacion: 'FIFO' },
    });
    expect(politicaDelEmpleado(EMPRESA_MYPE, null).regimen).toBe('MYPE');
    expect(politicaDelEmpleado(GENERAL_CON_ADELANTO, null)).toEqual({
      regimen: 'GENERAL',
      opciones: { permitirAdelanto: true, topeAdelanto: 'FULL', ordenImputacion: 'EXPIRY_FIRST' },
    });
  });

  it('un empleado MYPE nunca tiene adelanto, aunque la empresa GENERAL lo permita', () => {
    expect(politicaDelEmpleado(GENERAL_CON_ADELANTO, 'MYPE')).toEqual({
      regimen: 'MYPE',
      opciones: { permitirAdelanto: false, topeAdelanto: 'FULL', ordenImputacion: 'EXPIRY_FIRST' },
    });
  });

  it('un empleado GENERAL en una empresa MYPE tiene su régimen, sin adelanto (la empresa MYPE no lo guarda)', () => {
    expect(politicaDelEmpleado(EMPRESA_MYPE, 'GENERAL').regimen).toBe('GENERAL');
    expect(politicaDelEmpleado(EMPRESA_MYPE, 'GENERAL').opciones.permitirAdelanto).toBe(false);
    // A row written before ADR 027 with MYPE and adelanto on reads as off, as GET /configuracion-empresa shows it.
    expect(
      politicaDelEmpleado({ regimen: 'MYPE', permitirAdelanto: true }, 'GENERAL').opciones.permitirAdelanto,
    ).toBe(false);
  });
});

describe('los vectores MYPE dan lo mismo con el régimen del empleado que con el de la empresa', () => {
  const tv10 = {
    fechaIngreso: '2023-09-01',
    hoy: '2025-10-15',
    solicitudes: [
      {
        id: 1,
        periodo: 2023,
        tipo: 'bloque' as const,
        dias: 8,
        fechaInicio: '2024-12-16',
        estado: 'Aprobada' as const,
      },
    ],
  };
  const TV10 = [
    [2023, 'VENCIDA', 7, 0, 0, 0, 7],
    [2024, 'PENDIENTE', 0, 15, 0, 0, 15],
    [2025, 'CURSO', 0, 0, 1.88, 0, 0],
  ];

  it('TV-10: empresa MYPE, empleado MYPE en empresa GENERAL con adelanto FULL, y el motor directo', () => {
    expect(tabla(calcularSaldos({ ...tv10, regimen: 'MYPE' }))).toEqual(TV10);
    expect(tabla(calcularSaldos(entrada(EMPRESA_MYPE, null, tv10)))).toEqual(TV10);
    expect(tabla(calcularSaldos(entrada(GENERAL_CON_ADELANTO, 'MYPE', tv10)))).toEqual(TV10);
  });

  it('TV-11: 15 días de servicio MYPE devengan 0,63 y las truncas esperan el primer mes', () => {
    const tv11 = { fechaIngreso: '2025-06-01', hoy: '2025-06-15', solicitudes: [] };
    for (const e of [entrada(EMPRESA_MYPE, null, tv11), entrada(GENERAL_CON_ADELANTO, 'MYPE', tv11)]) {
      const [f] = calcularSaldos(e);
      expect(tabla([f!])).toEqual([[2025, 'CURSO', 0, 0, 0, 0, 0]]);
      expect(f).toMatchObject({ devengado: 0.63, truncasSinMesMinimo: true });
    }
  });

  it('un empleado GENERAL de una empresa MYPE tiene 30 días (TV-03 al aniversario)', () => {
    const filas = calcularSaldos(
      entrada(EMPRESA_MYPE, 'GENERAL', { fechaIngreso: '2025-03-15', hoy: '2026-03-15', solicitudes: [] }),
    );
    expect(tabla(filas)).toEqual([
      [2025, 'PENDIENTE', 0, 30, 0, 15, 15],
      // No adelanto in the current period: the company (MYPE) does not allow it.
      [2026, 'CURSO', 0, 0, 0.08, 0, 0],
    ]);
  });
});
