import { describe, expect, it } from 'vitest';
import type { TEstadoSolicitud } from '@app/contract/solicitudes';
import {
  ADVERTENCIA_ADELANTO,
  ADVERTENCIA_GOCE_EXTEMPORANEO,
  calcularSaldos,
  redondearMostrar,
  validarNuevaSolicitud,
  type EntradaSaldo,
  type FilaSaldo,
  type SolicitudSaldo,
  type TipoMovimiento,
} from './calculo-saldo';

function sol(
  id: number,
  periodo: number,
  tipo: TipoMovimiento,
  dias: number,
  fechaInicio: string,
  estado: TEstadoSolicitud = 'Aprobada',
): SolicitudSaldo {
  return { id, periodo, tipo, dias, fechaInicio, estado };
}

// The columns of the results table in docs/reglas-vacaciones.md, «Vectores de prueba», in the same order.
type FilaTabla = [
  periodo: number,
  anioServicio: string,
  finVentana: string,
  estado: FilaSaldo['estado'],
  vencidas: number,
  pendientes: number,
  truncas: number,
  diasLibres: number,
  diasBloque: number,
];

function tabla(filas: FilaSaldo[]): FilaTabla[] {
  return filas.map((f) => [
    f.periodo,
    `${f.inicio} → ${f.fin}`,
    f.finVentana,
    f.estado,
    f.vencidas,
    f.pendientes,
    f.truncas,
    f.diasLibres,
    f.diasBloque,
  ]);
}

function fila(filas: FilaSaldo[], periodo: number): FilaSaldo {
  const f = filas.find((x) => x.periodo === periodo);
  if (!f) throw new Error(`sin fila para ${periodo}`);
  return f;
}

describe('redondearMostrar', () => {
  it('TV-11: el valor exacto 0,625 se muestra como 0,63 (HALF_UP, no HALF_EVEN)', () => {
    expect(redondearMostrar(225)).toBe(0.63);
  });

  it('redondea hacia arriba los medios exactos y los periódicos al más cercano', () => {
    expect(redondearMostrar(675)).toBe(1.88); // 1.875
    expect(redondearMostrar(1230)).toBe(3.42); // 3.41666…
    expect(redondearMostrar(9)).toBe(0.03); // 0.025
    expect(redondearMostrar(27)).toBe(0.08); // 0.075
    expect(redondearMostrar(30)).toBe(0.08); // 1/12
    expect(redondearMostrar(2250)).toBe(6.25);
    expect(redondearMostrar(10800)).toBe(30);
    expect(redondearMostrar(0)).toBe(0);
  });

  it('los negativos redondean alejándose de cero y nunca dan -0', () => {
    expect(redondearMostrar(-225)).toBe(-0.63);
    expect(Object.is(redondearMostrar(-1), 0)).toBe(true);
  });

  it('rechaza cantidades que no son unidades enteras', () => {
    expect(() => redondearMostrar(0.5)).toThrow(RangeError);
  });
});

describe('vectores de prueba', () => {
  it('TV-01: un ingreso reciente solo tiene truncas y puede adelantar 6 días libres', () => {
    const filas = calcularSaldos({
      fechaIngreso: '2025-11-10',
      regimen: 'GENERAL',
      hoy: '2026-01-24',
      solicitudes: [],
    });
    expect(tabla(filas)).toEqual([
      [2025, '2025-11-10 → 2026-11-09', '2027-11-09', 'CURSO', 0, 0, 6.25, 6.25, 6.25],
    ]);
    expect(fila(filas, 2025).adquirido).toBe('2026-11-10');
    expect(fila(filas, 2025).bloquesPermitidos).toEqual([]);
    expect(fila(filas, 2025).exacto.truncas).toBe(2250);
  });

  it('TV-02: el día anterior al aniversario las truncas llegan a 30 y el período sigue en curso', () => {
    const filas = calcularSaldos({
      fechaIngreso: '2025-03-15',
      regimen: 'GENERAL',
      hoy: '2026-03-14',
      solicitudes: [],
    });
    expect(tabla(filas)).toEqual([
      [2025, '2025-03-15 → 2026-03-14', '2027-03-14', 'CURSO', 0, 0, 30, 15, 15],
    ]);
  });

  it('TV-03: el día del aniversario el período pasa a pendiente y empieza el siguiente', () => {
    const filas = calcularSaldos({
      fechaIngreso: '2025-03-15',
      regimen: 'GENERAL',
      hoy: '2026-03-15',
      solicitudes: [],
    });
    expect(tabla(filas)).toEqual([
      [2025, '2025-03-15 → 2026-03-14', '2027-03-14', 'PENDIENTE', 0, 30, 0, 15, 15],
      [2026, '2026-03-15 → 2027-03-14', '2028-03-14', 'CURSO', 0, 0, 0.08, 0.08, 0.08],
    ]);
  });

  const tv04: EntradaSaldo = {
    fechaIngreso: '2023-06-01',
    regimen: 'GENERAL',
    hoy: '2025-12-01',
    solicitudes: [
      sol(1, 2023, 'bloque', 15, '2024-07-01'),
      sol(2, 2023, 'libres', 5, '2024-09-06'),
      sol(3, 2023, 'libres', 5, '2024-12-23'),
      sol(4, 2023, 'libres', 5, '2025-02-03'),
      sol(5, 2024, 'bloque', 8, '2025-07-14'),
      sol(6, 2024, 'libres', 3, '2025-10-08'),
    ],
  };

  it('TV-04: uso parcial durante dos años y medio', () => {
    const filas = calcularSaldos(tv04);
    expect(tabla(filas)).toEqual([
      [2023, '2023-06-01 → 2024-05-31', '2025-05-31', 'VENCIDA', 0, 0, 0, 0, 0],
      [2024, '2024-06-01 → 2025-05-31', '2026-05-31', 'PENDIENTE', 0, 19, 0, 12, 7],
      [2025, '2025-06-01 → 2026-05-31', '2027-05-31', 'CURSO', 0, 0, 15.08, 15, 15],
    ]);
    expect(fila(filas, 2023).indemnizacionPosible).toBe(false);
    expect(fila(filas, 2023).gozadoEnVentana).toBe(30);
  });

  it('TV-04: en 2024 el único bloque válido es 7, complemento del 8 ya tomado', () => {
    const filas = calcularSaldos(tv04);
    expect(fila(filas, 2024).bloquesPermitidos).toEqual([7]);
    expect(fila(filas, 2024).usadoBloque).toBe(8);
    expect(fila(filas, 2025).bloquesPermitidos).toEqual([7, 8, 15]);
  });

  it('TV-05: días libres agotados con el bloque intacto', () => {
    const filas = calcularSaldos({
      fechaIngreso: '2024-02-01',
      regimen: 'GENERAL',
      hoy: '2025-08-01',
      solicitudes: [
        sol(1, 2024, 'libres', 5, '2025-03-03'),
        sol(2, 2024, 'libres', 5, '2025-04-14'),
        sol(3, 2024, 'libres', 5, '2025-06-02'),
      ],
    });
    expect(tabla(filas)).toEqual([
      [2024, '2024-02-01 → 2025-01-31', '2026-01-31', 'PENDIENTE', 0, 15, 0, 0, 15],
      [2025, '2025-02-01 → 2026-01-31', '2027-01-31', 'CURSO', 0, 0, 15.08, 15, 15],
    ]);
    expect(fila(filas, 2024).bloquesPermitidos).toEqual([7, 8, 15]);
  });

  it('TV-06: un bloque de 15 futuro y aprobado consume todo el bloque', () => {
    const filas = calcularSaldos({
      fechaIngreso: '2024-02-01',
      regimen: 'GENERAL',
      hoy: '2025-08-01',
      solicitudes: [sol(1, 2024, 'bloque', 15, '2025-09-01')],
    });
    expect(tabla(filas)).toEqual([
      [2024, '2024-02-01 → 2025-01-31', '2026-01-31', 'PENDIENTE', 0, 15, 0, 15, 0],
      [2025, '2025-02-01 → 2026-01-31', '2027-01-31', 'CURSO', 0, 0, 15.08, 15, 15],
    ]);
    expect(fila(filas, 2024).bloquesPermitidos).toEqual([]);
  });

  const tv07 = (hoy: string): EntradaSaldo => ({
    fechaIngreso: '2022-04-10',
    regimen: 'GENERAL',
    hoy,
    solicitudes: [sol(1, 2022, 'libres', 4, '2023-08-14')],
  });

  it('TV-07a: el último día de la ventana los días siguen pendientes', () => {
    const filas = calcularSaldos(tv07('2024-04-09'));
    expect(tabla(filas)).toEqual([
      [2022, '2022-04-10 → 2023-04-09', '2024-04-09', 'PENDIENTE', 0, 26, 0, 11, 15],
      [2023, '2023-04-10 → 2024-04-09', '2025-04-09', 'CURSO', 0, 0, 30, 15, 15],
    ]);
    expect(fila(filas, 2022).indemnizacionPosible).toBe(false);
  });

  it('TV-07b: al día siguiente de la ventana los días pasan a vencidas y se marca la indemnización', () => {
    const filas = calcularSaldos(tv07('2024-04-10'));
    expect(tabla(filas)).toEqual([
      [2022, '2022-04-10 → 2023-04-09', '2024-04-09', 'VENCIDA', 26, 0, 0, 11, 15],
      [2023, '2023-04-10 → 2024-04-09', '2025-04-09', 'PENDIENTE', 0, 30, 0, 15, 15],
      [2024, '2024-04-10 → 2025-04-09', '2026-04-09', 'CURSO', 0, 0, 0.08, 0.08, 0.08],
    ]);
    const f = fila(filas, 2022);
    expect(f.gozadoEnVentana).toBe(4);
    expect(f.indemnizacionPosible).toBe(true);
    expect(f.indemnizacionPosibleCas1419).toBe(true);
  });

  const tv08 = (estadoA: TEstadoSolicitud): EntradaSaldo => ({
    fechaIngreso: '2024-05-20',
    regimen: 'GENERAL',
    hoy: '2025-06-30',
    solicitudes: [
      sol(1, 2024, 'bloque', 7, '2025-07-14', estadoA),
      sol(2, 2024, 'libres', 2, '2025-06-05', 'Aprobada'),
      sol(3, 2024, 'libres', 3, '2025-08-04', 'Rechazada'),
    ],
  });

  it('TV-08: una solicitud pendiente reserva sus días y una rechazada no reserva nada', () => {
    const filas = calcularSaldos(tv08('Pendiente'));
    expect(tabla(filas)).toEqual([
      [2024, '2024-05-20 → 2025-05-19', '2026-05-19', 'PENDIENTE', 0, 21, 0, 13, 8],
      [2025, '2025-05-20 → 2026-05-19', '2027-05-19', 'CURSO', 0, 0, 3.42, 3.42, 3.42],
    ]);
    expect(fila(filas, 2024).bloquesPermitidos).toEqual([8]);
    expect(fila(filas, 2025).exacto.truncas).toBe(1230); // 2.5 + 11/12 days, exact
  });

  it('TV-09: cancelar la solicitud pendiente libera sus días', () => {
    const filas = calcularSaldos(tv08('Cancelada'));
    expect(tabla(filas)).toEqual([
      [2024, '2024-05-20 → 2025-05-19', '2026-05-19', 'PENDIENTE', 0, 28, 0, 13, 15],
      [2025, '2025-05-20 → 2026-05-19', '2027-05-19', 'CURSO', 0, 0, 3.42, 3.42, 3.42],
    ]);
  });

  it('la pendiente de TV-08 sin decidir deja de reservar al pasar su fecha de inicio', () => {
    const enSuInicio = calcularSaldos({ ...tv08('Pendiente'), hoy: '2025-07-14' });
    expect(fila(enSuInicio, 2024).pendientes).toBe(21);
    const alDiaSiguiente = calcularSaldos({ ...tv08('Pendiente'), hoy: '2025-07-15' });
    expect(fila(alDiaSiguiente, 2024)).toMatchObject({ pendientes: 28, diasBloque: 15 });
    // The same as if it had been stored as cancelled.
    expect(tabla(alDiaSiguiente)).toEqual(tabla(calcularSaldos({ ...tv08('Cancelada'), hoy: '2025-07-15' })));
  });

  it('los 30 días tomados por adelanto antes del aniversario no dejan indemnización posible', () => {
    // Hire 2023-06-01; period 2023 in course until 2024-05-31; all 30 days taken in April and May 2024.
    const filas = calcularSaldos({
      fechaIngreso: '2023-06-01',
      regimen: 'GENERAL',
      hoy: '2025-06-01',
      solicitudes: [sol(1, 2023, 'bloque', 15, '2024-04-01'), sol(2, 2023, 'libres', 15, '2024-05-06')],
    });
    expect(fila(filas, 2023)).toMatchObject({
      estado: 'VENCIDA',
      vencidas: 0,
      gozadoEnVentana: 30,
      indemnizacionPosible: false,
      indemnizacionPosibleCas1419: false,
      fechaLimiteGoce: null,
      riesgoIndemnizacion: 'NINGUNO',
    });
  });

  it('TV-07: fecha límite de goce, riesgo por período y la indemnización posible al vencer', () => {
    const entrada = (hoy: string) => ({
      fechaIngreso: '2022-04-10',
      regimen: 'GENERAL' as const,
      hoy,
      solicitudes: [sol(1, 2022, 'libres', 4, '2023-08-14')],
    });
    // 26 days left for 2022, window ends 2024-04-09: the last start that still ends in time is 2024-03-15.
    const lejos = fila(calcularSaldos(entrada('2023-12-01')), 2022);
    expect(lejos).toMatchObject({ fechaLimiteGoce: '2024-03-15', riesgoIndemnizacion: 'NINGUNO' });
    expect(fila(calcularSaldos(entrada('2024-01-15')), 2022).riesgoIndemnizacion).toBe('ALERTA_60_DIAS');
    expect(fila(calcularSaldos(entrada('2024-02-14')), 2022).riesgoIndemnizacion).toBe('ALERTA_30_DIAS');
    expect(fila(calcularSaldos(entrada('2024-03-15')), 2022).riesgoIndemnizacion).toBe('ALERTA_30_DIAS');
    expect(fila(calcularSaldos(entrada('2024-03-16')), 2022).riesgoIndemnizacion).toBe('PLAZO_INSUFICIENTE');
    expect(fila(calcularSaldos(entrada('2024-04-10')), 2022)).toMatchObject({
      indemnizacionPosible: true,
      indemnizacionPosibleCas1419: true,
      riesgoIndemnizacion: 'INDEMNIZACION_POSIBLE',
    });
    // The period in course already has its whole year to schedule: 30 days before its own window end.
    expect(fila(calcularSaldos(entrada('2024-04-10')), 2023).fechaLimiteGoce).toBe('2025-03-11');
  });

  it('TV-10: régimen MYPE con 15 días, sin días libres ni adelanto', () => {
    const filas = calcularSaldos({
      fechaIngreso: '2023-09-01',
      regimen: 'MYPE',
      hoy: '2025-10-15',
      solicitudes: [sol(1, 2023, 'bloque', 8, '2024-12-16')],
    });
    expect(tabla(filas)).toEqual([
      [2023, '2023-09-01 → 2024-08-31', '2025-08-31', 'VENCIDA', 7, 0, 0, 0, 7],
      [2024, '2024-09-01 → 2025-08-31', '2026-08-31', 'PENDIENTE', 0, 15, 0, 0, 15],
      [2025, '2025-09-01 → 2026-08-31', '2027-08-31', 'CURSO', 0, 0, 1.88, 0, 0],
    ]);
    expect(fila(filas, 2025).exacto.truncas).toBe(675); // 1.875 days
    const f = fila(filas, 2023);
    expect(f.bloquesPermitidos).toEqual([7]);
    expect(f.gozadoEnVentana).toBe(8);
    expect(f.indemnizacionPosible).toBe(true);
    expect(f.indemnizacionPosibleCas1419).toBe(false);
  });

  it('TV-11: MYPE con 15 días de servicio devenga 0,63 pero, sin un mes de servicio, las truncas son 0', () => {
    const filas = calcularSaldos({
      fechaIngreso: '2025-06-01',
      regimen: 'MYPE',
      hoy: '2025-06-15',
      solicitudes: [],
    });
    // The rounding the vector checks now shows in the accrual; truncas wait for the month (art. 23 D.S. 012-92-TR).
    expect(tabla(filas)).toEqual([[2025, '2025-06-01 → 2026-05-31', '2027-05-31', 'CURSO', 0, 0, 0, 0, 0]]);
    expect(fila(filas, 2025)).toMatchObject({ devengado: 0.63, truncasSinMesMinimo: true });
    expect(fila(filas, 2025).exacto).toMatchObject({ devengado: 225, truncas: 0 });
  });

  it('las truncas aparecen al cumplir el primer mes, y el mínimo no vuelve en los años siguientes', () => {
    const entrada = (hoy: string): EntradaSaldo => ({
      fechaIngreso: '2025-01-31',
      regimen: 'GENERAL',
      hoy,
      solicitudes: [],
    });
    // 31 Jan + 1 month = 28 Feb (clamped): service through 27 Feb is the first complete month, as the accrual says.
    expect(fila(calcularSaldos(entrada('2025-02-26')), 2025)).toMatchObject({
      truncas: 0,
      truncasSinMesMinimo: true,
    });
    expect(fila(calcularSaldos(entrada('2025-02-27')), 2025)).toMatchObject({
      truncas: 2.5,
      truncasSinMesMinimo: false,
    });
    // Second service year, a few days in: truncas accrue from day one.
    expect(fila(calcularSaldos(entrada('2026-02-05')), 2026)).toMatchObject({
      truncas: 0.5,
      truncasSinMesMinimo: false,
    });
    // Adelanto still draws on what was accrued (a day after 12 days of service: 1 libre day).
    expect(fila(calcularSaldos(entrada('2025-02-11')), 2025).diasLibres).toBe(1);
  });

  const tv14 = (opciones: EntradaSaldo['opciones'], conSolicitudes = true): EntradaSaldo => ({
    fechaIngreso: '2025-09-01',
    regimen: 'GENERAL',
    hoy: '2026-04-30',
    solicitudes: conSolicitudes
      ? [sol(1, 2025, 'bloque', 7, '2026-02-16'), sol(2, 2025, 'libres', 3, '2026-04-01')]
      : [],
    opciones,
  });

  it('TV-14: con tope ACCRUED (por defecto) el adelanto se limita a lo devengado', () => {
    const filas = calcularSaldos(tv14(undefined));
    expect(tabla(filas)).toEqual([[2025, '2025-09-01 → 2026-08-31', '2027-08-31', 'CURSO', 0, 0, 10, 10, 8]]);
    expect(fila(filas, 2025).devengado).toBe(20);
    expect(fila(filas, 2025).bloquesPermitidos).toEqual([8]);
  });

  it('TV-14: con tope FULL el adelanto puede llegar a los 30 días', () => {
    const filas = calcularSaldos(tv14({ topeAdelanto: 'FULL' }));
    expect(tabla(filas)).toEqual([[2025, '2025-09-01 → 2026-08-31', '2027-08-31', 'CURSO', 0, 0, 10, 12, 8]]);
  });

  it('TV-14: sin adelanto ni solicitudes las truncas son lo devengado y no hay días disponibles', () => {
    const filas = calcularSaldos(tv14({ permitirAdelanto: false }, false));
    expect(tabla(filas)).toEqual([[2025, '2025-09-01 → 2026-08-31', '2027-08-31', 'CURSO', 0, 0, 20, 0, 0]]);
  });

  it('TV-15: récord no cumplido deja el período en cero', () => {
    const filas = calcularSaldos({
      fechaIngreso: '2023-01-10',
      regimen: 'GENERAL',
      hoy: '2024-03-01',
      solicitudes: [],
      opciones: { recordNoCumplido: [2023] },
    });
    expect(tabla(filas)).toEqual([
      [2023, '2023-01-10 → 2024-01-09', '2025-01-09', 'PENDIENTE', 0, 0, 0, 0, 0],
      [2024, '2024-01-10 → 2025-01-09', '2026-01-09', 'CURSO', 0, 0, 4.25, 4.25, 4.25],
    ]);
    expect(fila(filas, 2023).recordNoCumplido).toBe(true);
    expect(fila(filas, 2023).devengado).toBe(0);
  });
});

describe('calcularSaldos: otros comportamientos', () => {
  it('antes de la fecha de ingreso no hay períodos', () => {
    expect(
      calcularSaldos({ fechaIngreso: '2025-06-01', regimen: 'GENERAL', hoy: '2025-05-31', solicitudes: [] }),
    ).toEqual([]);
  });

  it('el mismo día del ingreso ya devenga un día de servicio', () => {
    const filas = calcularSaldos({
      fechaIngreso: '2025-06-01',
      regimen: 'GENERAL',
      hoy: '2025-06-01',
      solicitudes: [],
    });
    expect(fila(filas, 2025).exacto.devengado).toBe(30); // 1/12 day
  });

  it('ingreso el 29 de febrero: los aniversarios se calculan desde el ancla', () => {
    const filas = calcularSaldos({
      fechaIngreso: '2024-02-29',
      regimen: 'GENERAL',
      hoy: '2028-03-01',
      solicitudes: [],
    });
    expect(filas.map((f) => [f.periodo, f.inicio, f.fin, f.adquirido, f.finVentana, f.estado])).toEqual([
      [2024, '2024-02-29', '2025-02-27', '2025-02-28', '2026-02-27', 'VENCIDA'],
      [2025, '2025-02-28', '2026-02-27', '2026-02-28', '2027-02-27', 'VENCIDA'],
      [2026, '2026-02-28', '2027-02-27', '2027-02-28', '2028-02-28', 'VENCIDA'],
      [2027, '2027-02-28', '2028-02-28', '2028-02-29', '2029-02-27', 'PENDIENTE'],
      [2028, '2028-02-29', '2029-02-27', '2029-02-28', '2030-02-27', 'CURSO'],
    ]);
    // X = 2028-03-02: 2 days since 2028-02-29 → 2/12.
    expect(fila(filas, 2028).exacto.truncas).toBe(60);
  });

  it('ingreso el 31: las marcas mensuales vuelven al 31 cuando el mes lo tiene', () => {
    const entrada = (hoy: string): EntradaSaldo => ({
      fechaIngreso: '2025-01-31',
      regimen: 'GENERAL',
      hoy,
      solicitudes: [],
    });
    // Marks: 2025-02-28, 2025-03-31. Chaining would put the second mark on 2025-03-28.
    expect(fila(calcularSaldos(entrada('2025-02-27')), 2025).truncas).toBe(2.5); // X = 02-28, m = 1, d = 0
    expect(fila(calcularSaldos(entrada('2025-03-28')), 2025).truncas).toBe(4.92); // m = 1, d = 29
    expect(fila(calcularSaldos(entrada('2025-03-30')), 2025).truncas).toBe(5); // X = 03-31, m = 2, d = 0
    expect(fila(calcularSaldos(entrada('2025-04-29')), 2025).truncas).toBe(7.5); // X = 04-30, m = 3
  });

  it('acumulación pactada mueve el fin de la ventana un año', () => {
    const filas = calcularSaldos({
      fechaIngreso: '2022-04-10',
      regimen: 'GENERAL',
      hoy: '2024-04-10',
      solicitudes: [],
      opciones: { acumulacion: [2022] },
    });
    expect(fila(filas, 2022).finVentana).toBe('2025-04-09');
    expect(fila(filas, 2022).estado).toBe('PENDIENTE');
    expect(fila(filas, 2022).pendientes).toBe(30);
  });

  it('una reducción general se carga a los días libres y no cuenta como goce', () => {
    const filas = calcularSaldos({
      fechaIngreso: '2022-04-10',
      regimen: 'GENERAL',
      hoy: '2024-04-10',
      solicitudes: [sol(1, 2022, 'reduccion', 15, '2023-05-01'), sol(2, 2022, 'bloque', 15, '2023-06-01')],
    });
    const f = fila(filas, 2022);
    expect([f.usadoLibre, f.usadoBloque, f.diasLibres, f.diasBloque, f.vencidas]).toEqual([15, 15, 0, 0, 0]);
    expect(f.gozadoEnVentana).toBe(15);
    expect(f.indemnizacionPosible).toBe(true);
    expect(f.indemnizacionPosibleCas1419).toBe(false);
  });

  it('una reducción MYPE de 8 días se carga al bloque y deja solo un tramo de 7', () => {
    const filas = calcularSaldos({
      fechaIngreso: '2023-09-01',
      regimen: 'MYPE',
      hoy: '2024-10-01',
      solicitudes: [sol(1, 2023, 'reduccion', 8, '2024-09-02')],
    });
    expect(fila(filas, 2023).bloquesPermitidos).toEqual([7]);
    expect(fila(filas, 2023).pendientes).toBe(7);
  });

  it('cuentan como gozados a tiempo los días aprobados hasta el fin de la ventana, adelanto incluido', () => {
    const filas = calcularSaldos({
      fechaIngreso: '2022-04-10',
      regimen: 'GENERAL',
      hoy: '2024-05-01',
      // 5 days in advance (3 before the anniversary, 2 after); 3 days at the window's end, of which the last is
      // late; the pending one is not enjoyed, and it passed its start undecided, so it no longer reserves days.
      solicitudes: [
        sol(1, 2022, 'libres', 5, '2023-04-07'),
        sol(2, 2022, 'libres', 7, '2023-06-01', 'Pendiente'),
        sol(3, 2022, 'libres', 3, '2024-04-08'),
      ],
    });
    expect(fila(filas, 2022).gozadoEnVentana).toBe(7);
    expect(fila(filas, 2022).vencidas).toBe(22);
  });

  it('con tope FULL el adelanto sobre lo devengado se informa como exceso (ejemplo de «Adelanto»)', () => {
    const filas = calcularSaldos({
      fechaIngreso: '2025-09-01',
      regimen: 'GENERAL',
      hoy: '2026-01-31',
      solicitudes: [sol(1, 2025, 'bloque', 15, '2026-01-05')],
      opciones: { topeAdelanto: 'FULL' },
    });
    const f = fila(filas, 2025);
    expect([f.devengado, f.truncas, f.excesoAdelanto, f.diasLibres, f.diasBloque]).toEqual([
      12.5, 0, 2.5, 15, 0,
    ]);
  });

  it('un récord no cumplido marcado tras un adelanto no da saldos negativos', () => {
    const filas = calcularSaldos({
      fechaIngreso: '2025-09-01',
      regimen: 'GENERAL',
      hoy: '2026-09-01',
      solicitudes: [sol(1, 2025, 'libres', 5, '2026-01-05')],
      opciones: { recordNoCumplido: [2025] },
    });
    const f = fila(filas, 2025);
    expect([f.pendientes, f.diasLibres, f.diasBloque, f.excesoAdelanto]).toEqual([0, 0, 0, 5]);
  });

  it('rechaza fechas de entrada inválidas', () => {
    expect(() =>
      calcularSaldos({ fechaIngreso: '2025-02-30', regimen: 'GENERAL', hoy: '2025-06-01', solicitudes: [] }),
    ).toThrow(RangeError);
  });
});

describe('validarNuevaSolicitud', () => {
  const tv04: EntradaSaldo = {
    fechaIngreso: '2023-06-01',
    regimen: 'GENERAL',
    hoy: '2025-12-01',
    solicitudes: [
      sol(1, 2023, 'bloque', 15, '2024-07-01'),
      sol(2, 2023, 'libres', 15, '2024-09-06'),
      sol(5, 2024, 'bloque', 8, '2025-07-14'),
      sol(6, 2024, 'libres', 3, '2025-10-08'),
      sol(7, 2024, 'libres', 2, '2025-12-22', 'Pendiente'),
    ],
  };
  // 2024 now: 10 libres, block needs 7. 2025 in course: 15.08 accrued.

  it('acepta una solicitud válida y calcula la fecha de fin', () => {
    expect(
      validarNuevaSolicitud(tv04, { tipo: 'bloque', dias: 7, fechaInicio: '2026-01-05', periodo: 2024 }),
    ).toEqual({
      ok: true,
      fechaFin: '2026-01-11',
      advertencias: [],
    });
  });

  it('R1: los días deben ser un entero mayor o igual a 1', () => {
    for (const dias of [0, -1, 1.5, Number.NaN]) {
      expect(
        validarNuevaSolicitud(tv04, { tipo: 'libres', dias, fechaInicio: '2026-01-05', periodo: 2024 }),
      ).toEqual({
        ok: false,
        codigo: 'DIAS_INVALIDOS',
        mensaje: 'Los días solicitados deben ser un número entero mayor o igual a 1',
      });
    }
  });

  it('R1: la fecha de inicio debe existir', () => {
    const r = validarNuevaSolicitud(tv04, {
      tipo: 'libres',
      dias: 1,
      fechaInicio: '2026-02-30',
      periodo: 2024,
    });
    expect(r).toMatchObject({ ok: false, codigo: 'FECHA_INVALIDA' });
  });

  it('R2: no se puede cargar a un período futuro ni anterior al ingreso', () => {
    expect(
      validarNuevaSolicitud(tv04, { tipo: 'libres', dias: 1, fechaInicio: '2026-01-05', periodo: 2026 }),
    ).toEqual({
      ok: false,
      codigo: 'PERIODO_INEXISTENTE',
      mensaje: 'El período 2026 no existe',
    });
    const r = validarNuevaSolicitud(tv04, {
      tipo: 'libres',
      dias: 1,
      fechaInicio: '2026-01-05',
      periodo: 2022,
    });
    expect(r).toMatchObject({ ok: false, codigo: 'PERIODO_INEXISTENTE' });
  });

  it('R3: los días libres no pueden exceder los disponibles (las pendientes de aprobación reservan)', () => {
    const base = { tipo: 'libres', fechaInicio: '2026-01-05', periodo: 2024 } as const;
    expect(validarNuevaSolicitud(tv04, { ...base, dias: 10 }).ok).toBe(true);
    expect(validarNuevaSolicitud(tv04, { ...base, dias: 11 })).toEqual({
      ok: false,
      codigo: 'SALDO_INSUFICIENTE',
      mensaje: 'Excede los días libres disponibles (10)',
    });
  });

  it('R3: usa el piso del valor exacto de días libres (6,25 → 6)', () => {
    const entrada: EntradaSaldo = {
      fechaIngreso: '2025-11-10',
      regimen: 'GENERAL',
      hoy: '2026-01-24',
      solicitudes: [],
    };
    const base = { tipo: 'libres', fechaInicio: '2026-02-02', periodo: 2025 } as const;
    expect(validarNuevaSolicitud(entrada, { ...base, dias: 6 })).toEqual({
      ok: true,
      fechaFin: '2026-02-07',
      advertencias: [ADVERTENCIA_ADELANTO],
    });
    expect(validarNuevaSolicitud(entrada, { ...base, dias: 7 })).toEqual({
      ok: false,
      codigo: 'SALDO_INSUFICIENTE',
      mensaje: 'Excede los días libres disponibles (6)',
    });
  });

  it('R3: el régimen MYPE no admite días libres', () => {
    const mype: EntradaSaldo = {
      fechaIngreso: '2023-09-01',
      regimen: 'MYPE',
      hoy: '2025-10-15',
      solicitudes: [],
    };
    expect(
      validarNuevaSolicitud(mype, { tipo: 'libres', dias: 1, fechaInicio: '2025-11-03', periodo: 2023 }),
    ).toEqual({
      ok: false,
      codigo: 'REGIMEN_MYPE_SIN_LIBRES',
      mensaje: 'El régimen MYPE no permite días libres',
    });
  });

  it('R4: tras un tramo de 8 el bloque debe completarse con 7', () => {
    expect(
      validarNuevaSolicitud(tv04, { tipo: 'bloque', dias: 8, fechaInicio: '2026-01-05', periodo: 2024 }),
    ).toEqual({
      ok: false,
      codigo: 'BLOQUE_INVALIDO',
      mensaje: 'El bloque debe completarse con 7 días',
    });
  });

  it('R4: tras un tramo de 7 el servidor rechaza otro 7 aunque quepa en diasBloque = 8', () => {
    const tv08: EntradaSaldo = {
      fechaIngreso: '2024-05-20',
      regimen: 'GENERAL',
      hoy: '2025-06-30',
      solicitudes: [sol(1, 2024, 'bloque', 7, '2025-07-14', 'Pendiente')],
    };
    const base = { tipo: 'bloque', fechaInicio: '2025-09-01', periodo: 2024 } as const;
    expect(validarNuevaSolicitud(tv08, { ...base, dias: 7 })).toEqual({
      ok: false,
      codigo: 'BLOQUE_INVALIDO',
      mensaje: 'El bloque debe completarse con 8 días',
    });
    expect(validarNuevaSolicitud(tv08, { ...base, dias: 8 }).ok).toBe(true);
  });

  it('R4: solo se admiten tramos de 7, 8 o 15 días', () => {
    const r = validarNuevaSolicitud(tv04, {
      tipo: 'bloque',
      dias: 10,
      fechaInicio: '2026-01-05',
      periodo: 2025,
    });
    expect(r).toEqual({
      ok: false,
      codigo: 'BLOQUE_INVALIDO',
      mensaje: 'El bloque debe ser de 7, 8 o 15 días',
    });
  });

  it('R4: con el bloque completo no se admite otro tramo', () => {
    const entrada: EntradaSaldo = {
      fechaIngreso: '2024-02-01',
      regimen: 'GENERAL',
      hoy: '2025-08-01',
      solicitudes: [sol(1, 2024, 'bloque', 15, '2025-09-01')],
    };
    const r = validarNuevaSolicitud(entrada, {
      tipo: 'bloque',
      dias: 7,
      fechaInicio: '2025-10-06',
      periodo: 2024,
    });
    expect(r).toEqual({
      ok: false,
      codigo: 'BLOQUE_INVALIDO',
      mensaje: 'El bloque del período 2024 ya fue completado; puede solicitar días libres',
    });
  });

  it('R4: un tramo válido no puede exceder los días de bloque disponibles', () => {
    const entrada: EntradaSaldo = {
      fechaIngreso: '2025-11-10',
      regimen: 'GENERAL',
      hoy: '2026-01-24',
      solicitudes: [],
    };
    const r = validarNuevaSolicitud(entrada, {
      tipo: 'bloque',
      dias: 7,
      fechaInicio: '2026-02-02',
      periodo: 2025,
    });
    expect(r).toEqual({
      ok: false,
      codigo: 'SALDO_INSUFICIENTE',
      mensaje: 'Excede los días de bloque disponibles (6.25)',
    });
  });

  it('R5: hay que usar primero el período más antiguo que admite la misma solicitud', () => {
    const entrada: EntradaSaldo = {
      fechaIngreso: '2022-04-10',
      regimen: 'GENERAL',
      hoy: '2024-04-10',
      solicitudes: [sol(1, 2022, 'libres', 4, '2023-08-14')],
    };
    const base = { tipo: 'libres', dias: 5, fechaInicio: '2024-05-06' } as const;
    expect(validarNuevaSolicitud(entrada, { ...base, periodo: 2023 })).toEqual({
      ok: false,
      codigo: 'ORDEN_PERIODOS',
      mensaje: 'Debe usar primero el período 2022',
    });
    // The vencida period stays requestable, with the late-enjoyment warning (W1).
    expect(validarNuevaSolicitud(entrada, { ...base, periodo: 2022 })).toEqual({
      ok: true,
      fechaFin: '2024-05-10',
      advertencias: [ADVERTENCIA_GOCE_EXTEMPORANEO],
    });
    // 12 libres do not fit in 2022 (11 left), so 2023 may take them.
    expect(validarNuevaSolicitud(entrada, { ...base, dias: 12, periodo: 2023 }).ok).toBe(true);
  });

  it('R5: un período más antiguo sin cabida para el tipo no bloquea al siguiente', () => {
    const entrada: EntradaSaldo = {
      fechaIngreso: '2024-02-01',
      regimen: 'GENERAL',
      hoy: '2025-08-01',
      solicitudes: [sol(1, 2024, 'libres', 15, '2025-03-03')],
    };
    const libre = validarNuevaSolicitud(entrada, {
      tipo: 'libres',
      dias: 3,
      fechaInicio: '2025-08-04',
      periodo: 2025,
    });
    expect(libre).toEqual({ ok: true, fechaFin: '2025-08-06', advertencias: [ADVERTENCIA_ADELANTO] });
    const bloque = validarNuevaSolicitud(entrada, {
      tipo: 'bloque',
      dias: 15,
      fechaInicio: '2025-08-04',
      periodo: 2025,
    });
    expect(bloque).toMatchObject({
      ok: false,
      codigo: 'ORDEN_PERIODOS',
      mensaje: 'Debe usar primero el período 2024',
    });
  });

  it('R6: las fechas no pueden superponerse con otra solicitud activa', () => {
    const base = { tipo: 'libres', dias: 2, periodo: 2024 } as const;
    // #7 is pending from 2025-12-22 to 2025-12-23.
    expect(validarNuevaSolicitud(tv04, { ...base, fechaInicio: '2025-12-21' })).toEqual({
      ok: false,
      codigo: 'SUPERPOSICION',
      mensaje: 'Las fechas se superponen con la solicitud #7',
    });
    expect(validarNuevaSolicitud(tv04, { ...base, fechaInicio: '2025-12-23' })).toMatchObject({
      codigo: 'SUPERPOSICION',
    });
    expect(validarNuevaSolicitud(tv04, { ...base, fechaInicio: '2025-12-20' }).ok).toBe(true);
    expect(validarNuevaSolicitud(tv04, { ...base, fechaInicio: '2025-12-24' }).ok).toBe(true);
  });

  it('R6: las solicitudes rechazadas o canceladas no ocupan fechas', () => {
    const entrada: EntradaSaldo = {
      ...tv04,
      solicitudes: [
        ...tv04.solicitudes.filter((s) => s.id !== 7),
        sol(8, 2024, 'libres', 2, '2025-12-22', 'Rechazada'),
        sol(9, 2024, 'libres', 2, '2025-12-22', 'Cancelada'),
      ],
    };
    expect(
      validarNuevaSolicitud(entrada, { tipo: 'libres', dias: 2, periodo: 2024, fechaInicio: '2025-12-22' })
        .ok,
    ).toBe(true);
  });

  it('R7: la fecha de inicio no puede ser anterior a hoy', () => {
    const base = { tipo: 'libres', dias: 1, periodo: 2024 } as const;
    expect(validarNuevaSolicitud(tv04, { ...base, fechaInicio: '2025-11-30' })).toEqual({
      ok: false,
      codigo: 'FECHA_PASADA',
      mensaje: 'La fecha de inicio no puede ser anterior a hoy',
    });
    expect(validarNuevaSolicitud(tv04, { ...base, fechaInicio: '2025-12-01' }).ok).toBe(true);
  });

  it('W1: advierte el goce extemporáneo cuando el fin supera la ventana', () => {
    const entrada: EntradaSaldo = {
      fechaIngreso: '2022-04-10',
      regimen: 'GENERAL',
      hoy: '2024-04-09',
      solicitudes: [],
    };
    const base = { tipo: 'libres', fechaInicio: '2024-04-09', periodo: 2022 } as const;
    expect(validarNuevaSolicitud(entrada, { ...base, dias: 1 })).toEqual({
      ok: true,
      fechaFin: '2024-04-09',
      advertencias: [],
    });
    expect(validarNuevaSolicitud(entrada, { ...base, dias: 2 })).toEqual({
      ok: true,
      fechaFin: '2024-04-10',
      advertencias: [ADVERTENCIA_GOCE_EXTEMPORANEO],
    });
  });

  it('W2: advierte que un adelanto requiere acuerdo escrito', () => {
    const r = validarNuevaSolicitud(tv04, {
      tipo: 'bloque',
      dias: 15,
      fechaInicio: '2026-03-02',
      periodo: 2025,
    });
    expect(r).toEqual({ ok: true, fechaFin: '2026-03-16', advertencias: [ADVERTENCIA_ADELANTO] });
  });

  it('con el adelanto deshabilitado el período en curso no admite solicitudes', () => {
    const entrada: EntradaSaldo = {
      fechaIngreso: '2025-09-01',
      regimen: 'GENERAL',
      hoy: '2026-04-30',
      solicitudes: [],
      opciones: { permitirAdelanto: false },
    };
    const r = validarNuevaSolicitud(entrada, {
      tipo: 'libres',
      dias: 1,
      fechaInicio: '2026-05-04',
      periodo: 2025,
    });
    expect(r).toMatchObject({ ok: false, codigo: 'SALDO_INSUFICIENTE' });
  });

  it('con tope FULL se puede adelantar más de lo devengado; con ACCRUED no', () => {
    const entrada = (topeAdelanto: 'FULL' | 'ACCRUED'): EntradaSaldo => ({
      fechaIngreso: '2025-09-01',
      regimen: 'GENERAL',
      hoy: '2026-01-04',
      solicitudes: [],
      opciones: { topeAdelanto },
    });
    const nueva = { tipo: 'bloque', dias: 15, fechaInicio: '2026-01-05', periodo: 2025 } as const;
    expect(validarNuevaSolicitud(entrada('FULL'), nueva).ok).toBe(true);
    expect(validarNuevaSolicitud(entrada('ACCRUED'), nueva)).toMatchObject({
      ok: false,
      codigo: 'SALDO_INSUFICIENTE',
    });
  });

  it('al revalidar una solicitud existente (aprobación) no se cuenta contra sí misma', () => {
    const entrada: EntradaSaldo = {
      fechaIngreso: '2024-05-20',
      regimen: 'GENERAL',
      hoy: '2025-06-30',
      solicitudes: [sol(1, 2024, 'bloque', 7, '2025-07-14', 'Pendiente')],
    };
    const nueva = { tipo: 'bloque', dias: 7, fechaInicio: '2025-07-14', periodo: 2024 } as const;
    expect(validarNuevaSolicitud(entrada, { ...nueva, id: 1 })).toEqual({
      ok: true,
      fechaFin: '2025-07-20',
      advertencias: [],
    });
    expect(validarNuevaSolicitud(entrada, nueva)).toMatchObject({ ok: false, codigo: 'BLOQUE_INVALIDO' });
  });
});

describe('orden de imputación (punto 6)', () => {
  // 2021 vencida; 2022 pendiente with 10 days left in its window; 2023 in course.
  const entrada = (ordenImputacion?: 'FIFO' | 'EXPIRY_FIRST'): EntradaSaldo => ({
    fechaIngreso: '2021-04-10',
    regimen: 'GENERAL',
    hoy: '2024-03-30',
    solicitudes: [],
    opciones: { ordenImputacion },
  });
  const libres = (periodo: number) => ({
    tipo: 'libres' as const,
    dias: 5,
    fechaInicio: '2024-04-01',
    periodo,
  });

  it('FIFO (por defecto) obliga a usar primero el período vencido', () => {
    expect(validarNuevaSolicitud(entrada(), libres(2022))).toMatchObject({
      ok: false,
      codigo: 'ORDEN_PERIODOS',
      mensaje: 'Debe usar primero el período 2021',
    });
    expect(validarNuevaSolicitud(entrada('FIFO'), libres(2021)).ok).toBe(true);
  });

  it('EXPIRY_FIRST manda primero al pendiente que está por vencer, luego al vencido y al final al de curso', () => {
    expect(validarNuevaSolicitud(entrada('EXPIRY_FIRST'), libres(2022)).ok).toBe(true);
    for (const periodo of [2021, 2023]) {
      expect(validarNuevaSolicitud(entrada('EXPIRY_FIRST'), libres(periodo))).toMatchObject({
        ok: false,
        mensaje: 'Debe usar primero el período 2022',
      });
    }
  });
});
