import { describe, expect, it } from 'vitest';
import {
  esCancelablePor,
  estadoEfectivo,
  evaluarCancelacion,
  puedeDecidirse,
  venceSinRespuesta,
} from './ciclo-solicitud';

const HOY = '2025-06-10';

describe('una solicitud pendiente no retiene días para siempre', () => {
  it('vence sin respuesta desde el día siguiente a su inicio, no el mismo día', () => {
    expect(venceSinRespuesta({ estado: 'Pendiente', fechaInicio: '2025-06-09' }, HOY)).toBe(true);
    expect(venceSinRespuesta({ estado: 'Pendiente', fechaInicio: HOY }, HOY)).toBe(false);
    expect(venceSinRespuesta({ estado: 'Pendiente', fechaInicio: '2025-06-11' }, HOY)).toBe(false);
  });

  it('solo una pendiente vence: una aprobada, rechazada o cancelada conserva su estado', () => {
    for (const estado of ['Aprobada', 'Rechazada', 'Cancelada'] as const) {
      expect(estadoEfectivo({ estado, fechaInicio: '2024-01-01' }, HOY)).toBe(estado);
    }
    expect(estadoEfectivo({ estado: 'Pendiente', fechaInicio: '2024-01-01' }, HOY)).toBe('Cancelada');
    expect(estadoEfectivo({ estado: 'Pendiente', fechaInicio: HOY }, HOY)).toBe('Pendiente');
  });

  it('aprobar o rechazar solo mientras la pendiente no haya pasado su fecha de inicio', () => {
    expect(puedeDecidirse({ estado: 'Pendiente', fechaInicio: HOY }, HOY)).toBe(true);
    expect(puedeDecidirse({ estado: 'Pendiente', fechaInicio: '2025-06-09' }, HOY)).toBe(false);
    expect(puedeDecidirse({ estado: 'Aprobada', fechaInicio: '2025-07-01' }, HOY)).toBe(false);
  });
});

describe('cancelación (§6.9)', () => {
  it('el titular cancela su pendiente aunque empiece hoy', () => {
    expect(evaluarCancelacion({ estado: 'Pendiente', fechaInicio: HOY }, HOY, ['TITULAR'])).toEqual({
      ok: true,
    });
  });

  it('un jefe no cancela una pendiente ajena (la rechaza)', () => {
    const r = evaluarCancelacion({ estado: 'Pendiente', fechaInicio: '2025-07-01' }, HOY, ['JEFE']);
    expect(r).toMatchObject({ ok: false, estadoHttp: 403 });
  });

  it('una aprobada futura la cancelan el titular, un jefe de la cadena o RR. HH.', () => {
    const aprobada = { estado: 'Aprobada', fechaInicio: '2025-06-11' };
    for (const quien of ['TITULAR', 'JEFE', 'RRHH'] as const) {
      expect(evaluarCancelacion(aprobada, HOY, [quien])).toEqual({ ok: true });
    }
  });

  it('una aprobada que empieza hoy o ya empezó no se cancela: se interrumpe', () => {
    for (const fechaInicio of [HOY, '2025-06-01']) {
      const r = evaluarCancelacion({ estado: 'Aprobada', fechaInicio }, HOY, ['TITULAR', 'JEFE', 'RRHH']);
      expect(r).toMatchObject({ ok: false, estadoHttp: 409 });
    }
  });

  it('rechazadas, canceladas y pendientes vencidas no se cancelan', () => {
    expect(
      evaluarCancelacion({ estado: 'Rechazada', fechaInicio: '2025-07-01' }, HOY, ['TITULAR']),
    ).toMatchObject({ ok: false, estadoHttp: 409 });
    expect(
      evaluarCancelacion({ estado: 'Pendiente', fechaInicio: '2025-06-01' }, HOY, ['TITULAR']),
    ).toMatchObject({ ok: false, estadoHttp: 409 });
  });

  it('el menú ofrece cancelar solo a quien tiene algún papel sobre la solicitud', () => {
    const aprobada = { estado: 'Aprobada', fechaInicio: '2025-07-01' };
    expect(esCancelablePor(aprobada, HOY, [])).toBe(false);
    expect(esCancelablePor(aprobada, HOY, ['JEFE'])).toBe(true);
  });
});
