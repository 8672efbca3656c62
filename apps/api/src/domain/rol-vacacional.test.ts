import { describe, expect, it } from 'vitest';
import { MENSAJES_PROGRAMACION as M } from '@app/contract/programacion';
import { calcularSaldos, validarNuevaSolicitud, type EntradaSaldo } from './calculo-saldo';
import { coberturaDelPlan, validarTramo, type TramoDelPlan } from './rol-vacacional';

// Hired 2023-05-02: at 2025-03-10 period 2023 is acquired (15 bloque + 15 libres), its window ends 2025-05-01.
const entrada: EntradaSaldo = {
  fechaIngreso: '2023-05-02',
  regimen: 'GENERAL',
  hoy: '2025-03-10',
  solicitudes: [],
};
const tramo = (t: Partial<TramoDelPlan> & Pick<TramoDelPlan, 'id'>): TramoDelPlan => ({
  tipoVacaciones: 'bloque',
  diasSolicitados: 15,
  fechaInicio: '2025-04-01',
  fechaFin: '2025-04-15',
  periodo: 2023,
  estado: 'PROPUESTO',
  ...t,
});

describe('validarTramo', () => {
  it.each([
    { tipo: 'bloque' as const, dias: 10, fechaInicio: '2025-04-01', periodo: 2023 },
    { tipo: 'libres' as const, dias: 16, fechaInicio: '2025-04-01', periodo: 2023 },
    { tipo: 'libres' as const, dias: 2, fechaInicio: '2025-04-01', periodo: 2019 },
    { tipo: 'libres' as const, dias: 2, fechaInicio: '2025-03-01', periodo: 2023 },
  ])('sin otros tramos responde lo mismo que el motor de solicitudes: $tipo $dias', (nueva) => {
    expect(validarTramo(entrada, [], nueva, 2025)).toEqual(validarNuevaSolicitud(entrada, nueva));
  });

  it('los demás tramos activos cuentan como solicitudes pendientes; uno convertido no', () => {
    const nueva = { tipo: 'bloque' as const, dias: 15, fechaInicio: '2025-06-02', periodo: 2023 };
    expect(validarTramo(entrada, [tramo({ id: 7 })], nueva, 2025)).toMatchObject({
      ok: false,
      codigo: 'BLOQUE_INVALIDO',
    });
    expect(validarTramo(entrada, [tramo({ id: 7, estado: 'CONVERTIDO' })], nueva, 2025)).toMatchObject({
      ok: true,
    });
  });

  it('una superposición con otro tramo nombra el tramo; editar un tramo no choca consigo mismo', () => {
    const encima = { tipo: 'libres' as const, dias: 3, fechaInicio: '2025-04-10', periodo: 2023 };
    expect(validarTramo(entrada, [tramo({ id: 7 })], encima, 2025)).toEqual({
      ok: false,
      codigo: 'SUPERPOSICION',
      mensaje: M.superposicionTramo(7),
    });
    const mismo = { id: 7, tipo: 'bloque' as const, dias: 15, fechaInicio: '2025-04-02', periodo: 2023 };
    expect(validarTramo(entrada, [tramo({ id: 7 })], mismo, 2025)).toMatchObject({
      ok: true,
      fechaFin: '2025-04-16',
    });
  });

  it('el tramo debe empezar en el año del plan', () => {
    const nueva = { tipo: 'libres' as const, dias: 1, fechaInicio: '2026-01-05', periodo: 2023 };
    expect(validarTramo(entrada, [], nueva, 2025)).toEqual({
      ok: false,
      codigo: 'FECHA_INVALIDA',
      mensaje: M.fueraDelAnio(2025),
    });
  });
});

describe('coberturaDelPlan', () => {
  const filas = calcularSaldos(entrada);

  it('un período que vence en el año sin tramos suficientes queda sin cubrir', () => {
    expect(coberturaDelPlan(filas, [tramo({ id: 1 })], 2025)).toEqual([
      {
        periodo: 2023,
        fechaVencimiento: '2025-05-01',
        diasPendientes: 30,
        diasPlanificados: 15,
        cubierto: false,
      },
    ]);
  });

  it('los tramos que terminan después del vencimiento o de otro período no lo cubren', () => {
    const tarde = tramo({
      id: 2,
      tipoVacaciones: 'libres',
      fechaInicio: '2025-04-25',
      fechaFin: '2025-05-09',
    });
    const otro = tramo({
      id: 3,
      tipoVacaciones: 'libres',
      periodo: 2024,
      fechaInicio: '2025-04-16',
      fechaFin: '2025-04-30',
    });
    expect(coberturaDelPlan(filas, [tramo({ id: 1 }), tarde, otro], 2025)[0]).toMatchObject({
      diasPlanificados: 15,
      cubierto: false,
    });
    const aTiempo = tramo({
      id: 4,
      tipoVacaciones: 'libres',
      fechaInicio: '2025-04-16',
      fechaFin: '2025-04-30',
    });
    expect(coberturaDelPlan(filas, [tramo({ id: 1 }), aTiempo], 2025)[0]).toMatchObject({
      diasPlanificados: 30,
      cubierto: true,
    });
  });

  it('un período que vence después del año no aparece', () => {
    expect(coberturaDelPlan(filas, [], 2024)).toEqual([]);
  });
});
