import { describe, expect, it } from 'vitest';
import { ADVERTENCIA_INDEMNIZACION } from '@app/contract/riesgo';
import { calcularSaldos, type EntradaSaldo } from './calculo-saldo';
import { nivelDeRiesgo, periodosEnRiesgo, semanaIso } from './radar-vencimiento';

// TV-07 of docs/reglas-vacaciones.md: hire 2022-04-10, LIBRE 4 charged to 2022, window of 2022 ends 2024-04-09.
const tv07 = (hoy: string): EntradaSaldo => ({
  fechaIngreso: '2022-04-10',
  regimen: 'GENERAL',
  hoy,
  solicitudes: [
    { id: 1, periodo: 2022, tipo: 'libres', dias: 4, fechaInicio: '2023-08-14', estado: 'Aprobada' },
  ],
});
const radar = (entrada: EntradaSaldo) => periodosEnRiesgo(calcularSaldos(entrada), entrada.hoy);

describe('nivelDeRiesgo', () => {
  it.each([
    [-1, 'VENCIDO'],
    [0, '30'],
    [30, '30'],
    [31, '60'],
    [60, '60'],
    [61, '90'],
    [90, '90'],
    [91, null],
  ])('%i días → %s', (dias, nivel) => {
    expect(nivelDeRiesgo(dias)).toBe(nivel);
  });
});

describe('periodosEnRiesgo', () => {
  it('TV-07 exactly 30 days before the window ends: level 30, latest start = end − 26 + 1', () => {
    expect(radar(tv07('2024-03-10'))).toEqual([
      {
        periodo: 2022,
        fechaVencimiento: '2024-04-09',
        diasPendientes: 26,
        fechaLimiteInicio: '2024-03-15',
        diasRestantes: 30,
        nivel: '30',
        advertencia: null,
      },
    ]);
  });

  it('TV-07 (a) last day of the window: still pending, 0 days left, level 30', () => {
    expect(radar(tv07('2024-04-09'))).toMatchObject([{ periodo: 2022, diasRestantes: 0, nivel: '30' }]);
  });

  it('TV-07 (b) the day after: vencido, 26 days, with the indemnity warning; 2023 is 365 days away', () => {
    expect(radar(tv07('2024-04-10'))).toEqual([
      {
        periodo: 2022,
        fechaVencimiento: '2024-04-09',
        diasPendientes: 26,
        fechaLimiteInicio: '2024-03-15',
        diasRestantes: -1,
        nivel: 'VENCIDO',
        advertencia: ADVERTENCIA_INDEMNIZACION,
      },
    ]);
  });

  it('moves from 90 to 60 to 30 as the date comes closer, nothing beyond 90 days', () => {
    expect(radar(tv07('2024-01-09'))).toEqual([]); // 91 days
    expect(radar(tv07('2024-01-10'))).toMatchObject([{ diasRestantes: 90, nivel: '90' }]);
    expect(radar(tv07('2024-02-09'))).toMatchObject([{ diasRestantes: 60, nivel: '60' }]);
    expect(radar(tv07('2024-02-10'))).toMatchObject([{ diasRestantes: 59, nivel: '60' }]);
    expect(radar(tv07('2024-03-11'))).toMatchObject([{ diasRestantes: 29, nivel: '30' }]);
  });

  it('leap year: 2024-02-13 is 30 days from 2024-03-14 (29 February counts), 2023-02-13 is 29 from 2023-03-14', () => {
    const entrada = (hoy: string): EntradaSaldo => ({
      fechaIngreso: '2022-03-15',
      regimen: 'GENERAL',
      hoy,
      solicitudes: [],
    });
    expect(radar(entrada('2024-02-13'))).toMatchObject([
      { periodo: 2022, fechaVencimiento: '2024-03-14', diasRestantes: 30, nivel: '30', diasPendientes: 30 },
    ]);
    // 30 days ending 2024-03-14 start on 2024-02-14 (29 February inside the run).
    expect(radar(entrada('2024-02-13'))[0]!.fechaLimiteInicio).toBe('2024-02-14');
    expect(
      radar({ fechaIngreso: '2021-03-15', regimen: 'GENERAL', hoy: '2023-02-13', solicitudes: [] }),
    ).toMatchObject([{ periodo: 2021, fechaVencimiento: '2023-03-14', diasRestantes: 29, nivel: '30' }]);
  });

  it('hire on 29 February: the window follows the engine (anniversary on 28 February in common years)', () => {
    const filas = calcularSaldos({
      fechaIngreso: '2020-02-29',
      regimen: 'GENERAL',
      hoy: '2022-01-28',
      solicitudes: [],
    });
    const p2020 = filas.find((f) => f.periodo === 2020)!;
    expect(
      radar({ fechaIngreso: '2020-02-29', regimen: 'GENERAL', hoy: '2022-01-28', solicitudes: [] }),
    ).toEqual([
      expect.objectContaining({
        periodo: 2020,
        fechaVencimiento: p2020.finVentana,
        diasRestantes: 30,
        nivel: '30',
      }),
    ]);
  });

  it('a period fully requested is not at risk; the days of a pending request are already taken', () => {
    const entrada: EntradaSaldo = {
      ...tv07('2024-03-10'),
      solicitudes: [
        { id: 1, periodo: 2022, tipo: 'libres', dias: 4, fechaInicio: '2023-08-14', estado: 'Aprobada' },
        { id: 2, periodo: 2022, tipo: 'bloque', dias: 15, fechaInicio: '2024-03-20', estado: 'Pendiente' },
        { id: 3, periodo: 2022, tipo: 'libres', dias: 11, fechaInicio: '2024-03-12', estado: 'Aprobada' },
      ],
    };
    expect(radar(entrada)).toEqual([]);
    expect(radar({ ...entrada, solicitudes: entrada.solicitudes.slice(0, 2) })).toMatchObject([
      { diasPendientes: 11, fechaLimiteInicio: '2024-03-30' },
    ]);
  });

  it('a fractional balance (record override leaves MYPE or adelanto remainders) rounds the run up', () => {
    expect(
      periodosEnRiesgo(
        [{ periodo: 2024, estado: 'PENDIENTE', finVentana: '2026-05-31', pendientes: 2.5, vencidas: 0 }],
        '2026-05-01',
      ),
    ).toMatchObject([{ diasPendientes: 2.5, fechaLimiteInicio: '2026-05-29', diasRestantes: 30 }]);
  });
});

describe('semanaIso', () => {
  it.each([
    ['2026-11-25', '2026-W48'],
    ['2026-11-23', '2026-W48'],
    ['2026-11-29', '2026-W48'],
    ['2026-11-30', '2026-W49'],
    ['2021-01-01', '2020-W53'],
    ['2024-12-30', '2025-W01'],
    ['2026-12-31', '2026-W53'],
    ['2027-01-03', '2026-W53'],
    ['2027-01-04', '2027-W01'],
    ['2024-02-29', '2024-W09'],
  ])('%s → %s', (fecha, semana) => {
    expect(semanaIso(fecha)).toBe(semana);
  });
});
