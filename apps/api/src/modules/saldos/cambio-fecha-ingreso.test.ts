import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deDiaNumero, aDiaNumero } from '@app/contract/fechas';
import { calcularSaldos, type SolicitudSaldo } from '../../domain/calculo-saldo';
import {
  inicioDePeriodo,
  periodoQueQuedaNegativo,
  periodosQueCambian,
  reasignarPeriodo,
} from './cambio-fecha-ingreso';

describe('inicioDePeriodo (la etiqueta es el año del inicio)', () => {
  it('es el aniversario del año de la etiqueta; 29 de febrero pasa al 28 en año no bisiesto', () => {
    expect(inicioDePeriodo('2022-03-01', 2022)).toBe('2022-03-01');
    expect(inicioDePeriodo('2022-03-01', 2024)).toBe('2024-03-01');
    expect(inicioDePeriodo('2020-02-29', 2021)).toBe('2021-02-28');
    expect(inicioDePeriodo('2020-02-29', 2024)).toBe('2024-02-29');
  });
});

describe('reasignarPeriodo: los días tomados se quedan en el año de servicio contra el que se tomaron', () => {
  it('un período cuyo inicio sobrevive (mismo día y mes) conserva su etiqueta', () => {
    expect(reasignarPeriodo('2022-03-01', '2021-03-01', 2023)).toBe(2023);
    expect(reasignarPeriodo('2022-03-01', '2020-03-01', 2022)).toBe(2022);
  });

  it('adelantar el ingreso cuatro meses lleva el año 2023 (desde 01/03/2023) al 2022 (desde 01/11/2022)', () => {
    expect(reasignarPeriodo('2022-03-01', '2021-11-01', 2023)).toBe(2022);
    expect(reasignarPeriodo('2022-03-01', '2021-11-01', 2022)).toBe(2021);
  });

  it('va al año nuevo que más comparte con el viejo: el de inicio más cercano', () => {
    // Old 2022 starts 2022-09-01; new service years start 2022-01-15 and 2023-01-15: the second is nearer.
    expect(reasignarPeriodo('2022-09-01', '2022-01-15', 2022)).toBe(2023);
    // Moving the hire date later by four months: the first service year stays the first one.
    expect(reasignarPeriodo('2022-09-01', '2023-01-01', 2022)).toBe(2023);
  });

  it('sin año de servicio al que ir (el ingreso nuevo es más de medio año posterior): null', () => {
    expect(reasignarPeriodo('2022-03-01', '2023-01-01', 2022)).toBeNull();
  });

  it('medio año exacto con un 29 de febrero en medio: cada período va a uno distinto y volver deshace el cambio', () => {
    // Found by the property below: with the nearest first day, 2022 and 2023 both went to 2023 here…
    expect(reasignarPeriodo('2020-11-19', '2018-05-20', 2022)).toBe(2023);
    expect(reasignarPeriodo('2020-11-19', '2018-05-20', 2023)).toBe(2024);
    // …and here going back lost a year.
    expect(reasignarPeriodo('2016-07-06', '2015-01-05', 2016)).toBe(2016);
    expect(reasignarPeriodo('2015-01-05', '2016-07-06', 2016)).toBe(2016);
    expect(reasignarPeriodo('2015-06-13', '2015-12-13', 2016)).toBe(2015);
    expect(reasignarPeriodo('2015-12-13', '2015-06-13', 2015)).toBe(2016);
  });

  it('dos períodos viejos nunca caen en el mismo período nuevo, y conservan su orden', () => {
    const dia = fc.integer({ min: aDiaNumero('2015-01-01'), max: aDiaNumero('2024-12-31') }).map(deDiaNumero);
    fc.assert(
      fc.property(dia, dia, fc.integer({ min: 0, max: 8 }), (anterior, nueva, k) => {
        const p = Number(anterior.slice(0, 4)) + k;
        const a = reasignarPeriodo(anterior, nueva, p);
        const b = reasignarPeriodo(anterior, nueva, p + 1);
        if (a !== null && b !== null) expect(b).toBe(a + 1);
        if (a !== null) expect(b).not.toBeNull();
        // Going back to the old hire date undoes the move.
        if (a !== null) expect(reasignarPeriodo(nueva, anterior, a)).toBe(p);
      }),
    );
  });
});

const solicitud = (periodo: number, dias: number, fechaInicio: string): SolicitudSaldo => ({
  id: periodo * 100 + dias,
  periodo,
  tipo: 'libres',
  dias,
  fechaInicio,
  estado: 'Aprobada',
});

describe('periodosQueCambian y periodoQueQuedaNegativo (vista previa del cambio)', () => {
  const hoy = '2025-03-01';
  it('una vacación de julio de 2024 sigue contando contra su año de servicio', () => {
    const antes = calcularSaldos({
      fechaIngreso: '2022-03-01',
      regimen: 'GENERAL',
      hoy,
      solicitudes: [solicitud(2023, 10, '2024-07-01')],
    });
    const despues = calcularSaldos({
      fechaIngreso: '2021-11-01',
      regimen: 'GENERAL',
      hoy,
      solicitudes: [solicitud(reasignarPeriodo('2022-03-01', '2021-11-01', 2023)!, 10, '2024-07-01')],
    });
    const cambios = periodosQueCambian('2022-03-01', '2021-11-01', antes, despues);
    const delAnio2023 = cambios.find((c) => c.antes?.periodo === 2023)!;
    expect(delAnio2023.despues).toMatchObject({ periodo: 2022, inicio: '2022-11-01', vencidas: 20 });
    expect(delAnio2023.antes).toMatchObject({ inicio: '2023-03-01', vencidas: 20 });
    // Every period's dates change: all of them are listed, oldest first.
    const inicios = cambios.map((c) => (c.despues ?? c.antes)!.inicio);
    expect(cambios).toHaveLength(Math.max(antes.length, despues.length));
    expect(inicios).toEqual([...inicios].sort());
    expect(periodoQueQuedaNegativo('2022-03-01', '2021-11-01', antes, despues, 'GENERAL')).toBeNull();
  });

  it('sin cambio de fecha no hay nada que confirmar', () => {
    const filas = calcularSaldos({ fechaIngreso: '2022-03-01', regimen: 'GENERAL', hoy, solicitudes: [] });
    expect(periodosQueCambian('2022-03-01', '2022-03-01', filas, filas)).toEqual([]);
  });

  it('días adelantados de un año que con la fecha nueva aún no empieza: negativo', () => {
    // Period 2025 (from 2025-02-01) lends 2 days in advance; with the hire date 2022-05-01 it starts 2025-05-01.
    const s = [solicitud(2025, 2, '2025-03-10')];
    const antes = calcularSaldos({ fechaIngreso: '2022-02-01', regimen: 'GENERAL', hoy, solicitudes: s });
    const destino = reasignarPeriodo('2022-02-01', '2022-05-01', 2025);
    expect(destino).toBe(2025);
    const despues = calcularSaldos({ fechaIngreso: '2022-05-01', regimen: 'GENERAL', hoy, solicitudes: s });
    expect(periodoQueQuedaNegativo('2022-02-01', '2022-05-01', antes, despues, 'GENERAL')).toBe(2025);
  });

  it('días de un año sin año de servicio al que ir: negativo', () => {
    const s = [solicitud(2022, 5, '2023-04-01')];
    const antes = calcularSaldos({ fechaIngreso: '2022-03-01', regimen: 'GENERAL', hoy, solicitudes: s });
    const despues = calcularSaldos({ fechaIngreso: '2023-01-01', regimen: 'GENERAL', hoy, solicitudes: [] });
    expect(periodoQueQuedaNegativo('2022-03-01', '2023-01-01', antes, despues, 'GENERAL')).toBe(2022);
  });
});
