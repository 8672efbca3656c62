import { calcularFechaFin } from '@app/contract/fechas';
import { describe, expect, it } from 'vitest';
import { ADVERTENCIA_ADELANTO } from './calculo-saldo';
import {
  diasDelDescansoContinuo,
  documentosAplicables,
  motivoNoAplica,
  type SolicitudDocumento,
} from './documentos-solicitud';

let id = 0;
const sol = (
  fechaInicio: string,
  dias: number,
  o: Partial<Pick<SolicitudDocumento, 'estado' | 'advertencias'>> = {},
): SolicitudDocumento => ({
  id: ++id,
  estado: o.estado ?? 'Aprobada',
  diasSolicitados: dias,
  fechaInicio,
  fechaFin: calcularFechaFin(fechaInicio, dias),
  advertencias: o.advertencias ?? [],
});

describe('documentos de una solicitud', () => {
  it('una solicitud aprobada de días libres pide papeleta y acuerdo de fraccionamiento', () => {
    const s = sol('2025-03-03', 5);
    expect(documentosAplicables({ solicitud: s, delPeriodo: [], diasDelPeriodo: 30 })).toEqual([
      'acuerdo-fraccionamiento',
      'papeleta',
    ]);
  });

  it('bloque de 15 y libres de 15 seguidos son un descanso continuo de 30: no fraccionan', () => {
    const bloque = sol('2025-03-01', 15);
    const libres = sol('2025-03-16', 15, { estado: 'Pendiente' });
    expect(diasDelDescansoContinuo({ solicitud: libres, delPeriodo: [bloque], diasDelPeriodo: 30 })).toBe(30);
    expect(
      motivoNoAplica('acuerdo-fraccionamiento', {
        solicitud: bloque,
        delPeriodo: [libres],
        diasDelPeriodo: 30,
      }),
    ).toBe('La solicitud goza los 30 días del período sin interrupción: no fracciona las vacaciones');
  });

  it('una solicitud contigua cancelada o separada por un día no completa el período', () => {
    const bloque = sol('2025-03-01', 15);
    const cancelada = sol('2025-03-16', 15, { estado: 'Cancelada' });
    const separada = sol('2025-03-17', 15);
    const e = { solicitud: bloque, delPeriodo: [cancelada, separada], diasDelPeriodo: 30 };
    expect(diasDelDescansoContinuo(e)).toBe(15);
    expect(documentosAplicables(e)).toContain('acuerdo-fraccionamiento');
  });

  it('en el régimen MYPE un bloque de 15 goza el período entero y uno de 7 lo fracciona', () => {
    expect(
      documentosAplicables({ solicitud: sol('2025-05-05', 15), delPeriodo: [], diasDelPeriodo: 15 }),
    ).toEqual(['papeleta']);
    expect(
      documentosAplicables({ solicitud: sol('2025-05-05', 7), delPeriodo: [], diasDelPeriodo: 15 }),
    ).toEqual(['acuerdo-fraccionamiento', 'papeleta']);
  });

  it('una pendiente sobre un período en curso pide el acuerdo de adelanto, pero aún no la papeleta', () => {
    const s = sol('2025-08-04', 3, { estado: 'Pendiente', advertencias: [ADVERTENCIA_ADELANTO] });
    const e = { solicitud: s, delPeriodo: [], diasDelPeriodo: 30 };
    expect(documentosAplicables(e)).toEqual(['acuerdo-fraccionamiento', 'acuerdo-adelanto']);
    expect(motivoNoAplica('papeleta', e)).toBe(
      'La papeleta solo se emite para una solicitud aprobada; esta solicitud está pendiente',
    );
  });

  it('una rechazada o cancelada no tiene documentos y lo dice', () => {
    const s = sol('2025-08-04', 3, { estado: 'Rechazada', advertencias: [ADVERTENCIA_ADELANTO] });
    const e = { solicitud: s, delPeriodo: [], diasDelPeriodo: 30 };
    expect(documentosAplicables(e)).toEqual([]);
    expect(motivoNoAplica('acuerdo-adelanto', e)).toBe(
      'La solicitud está rechazada: no hay acuerdo que firmar',
    );
  });

  it('sin la advertencia W2 no hay acuerdo de adelanto', () => {
    const e = { solicitud: sol('2025-08-04', 3), delPeriodo: [], diasDelPeriodo: 30 };
    expect(motivoNoAplica('acuerdo-adelanto', e)).toMatch(/no adelanta vacaciones/);
  });
});
