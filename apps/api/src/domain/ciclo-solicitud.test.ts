import { describe, expect, it } from 'vitest';
import {
  esCancelablePor,
  esInterrumpiblePor,
  estadoEfectivo,
  evaluarCancelacion,
  evaluarInterrupcion,
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

describe('cancelación', () => {
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
    const aprobada = { estado: 'Aprobada' as const, fechaInicio: '2025-06-11' };
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
    const aprobada = { estado: 'Aprobada' as const, fechaInicio: '2025-07-01' };
    expect(esCancelablePor(aprobada, HOY, [])).toBe(false);
    expect(esCancelablePor(aprobada, HOY, ['JEFE'])).toBe(true);
  });
});

describe('interrupción después del inicio', () => {
  // 10 days from 2025-06-05 to 2025-06-14; today 2025-06-10.
  const enCurso = { estado: 'Aprobada' as const, fechaInicio: '2025-06-05', fechaFin: '2025-06-14' };

  it('un jefe o RR. HH. registra el último día real y se cuentan los días gozados', () => {
    expect(evaluarInterrupcion(enCurso, HOY, '2025-06-09', ['JEFE'])).toEqual({ ok: true, diasGozados: 5 });
    expect(evaluarInterrupcion(enCurso, HOY, '2025-06-05', ['RRHH'])).toEqual({ ok: true, diasGozados: 1 });
    expect(evaluarInterrupcion(enCurso, HOY, '2025-06-13', ['RRHH'])).toEqual({ ok: true, diasGozados: 9 });
  });

  it('no es autoservicio: el titular no interrumpe sus vacaciones, aunque sea RR. HH.', () => {
    expect(evaluarInterrupcion(enCurso, HOY, '2025-06-09', ['TITULAR'])).toMatchObject({ estadoHttp: 403 });
    expect(evaluarInterrupcion(enCurso, HOY, '2025-06-09', ['TITULAR', 'RRHH'])).toMatchObject({
      estadoHttp: 403,
    });
  });

  it('el último día real debe quedar dentro del tramo y antes de su último día', () => {
    for (const fecha of ['2025-06-04', '2025-06-14', '2025-06-20']) {
      expect(evaluarInterrupcion(enCurso, HOY, fecha, ['JEFE'])).toMatchObject({
        ok: false,
        estadoHttp: 422,
        mensaje: 'El último día de descanso debe estar entre el 05/06/2025 y el 13/06/2025',
      });
    }
  });

  it('una aprobada que no empezó se cancela, no se interrumpe; una pendiente tampoco', () => {
    const futura = { ...enCurso, fechaInicio: '2025-06-11', fechaFin: '2025-06-20' };
    expect(evaluarInterrupcion(futura, HOY, '2025-06-12', ['JEFE'])).toMatchObject({ estadoHttp: 409 });
    expect(
      evaluarInterrupcion({ ...enCurso, estado: 'Pendiente' }, HOY, '2025-06-09', ['JEFE']),
    ).toMatchObject({ estadoHttp: 409 });
  });

  it('el menú ofrece Interrumpir solo si queda al menos un día que devolver', () => {
    expect(esInterrumpiblePor(enCurso, HOY, ['JEFE'])).toBe(true);
    const deUnDia = { ...enCurso, fechaFin: enCurso.fechaInicio };
    expect(esInterrumpiblePor(deUnDia, HOY, ['JEFE'])).toBe(false);
    expect(esInterrumpiblePor(enCurso, HOY, [])).toBe(false);
  });
});
