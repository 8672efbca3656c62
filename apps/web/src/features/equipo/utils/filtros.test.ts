import { describe, expect, it } from 'vitest';
import {
  cambiarNivelSubordinados,
  cambiarRangoFechas,
  etiquetaEmpleadoEquipo,
  etiquetaEmpleadoSaldo,
  FILTROS_GESTION_INICIALES,
} from './filtros';

describe('cambiarRangoFechas (Desde no puede ser posterior a Hasta)', () => {
  it('un Desde posterior al Hasta vacía el Hasta', () => {
    expect(cambiarRangoFechas({ desde: null, hasta: '2026-03-10' }, 'desde', '2026-03-11')).toEqual({
      desde: '2026-03-11',
      hasta: null,
    });
  });

  it('un Hasta anterior al Desde vacía el Desde', () => {
    expect(cambiarRangoFechas({ desde: '2026-03-10', hasta: null }, 'hasta', '2026-03-09')).toEqual({
      desde: null,
      hasta: '2026-03-09',
    });
  });

  it('un rango válido o del mismo día se conserva tal cual', () => {
    expect(cambiarRangoFechas({ desde: '2026-03-10', hasta: null }, 'hasta', '2026-03-10')).toEqual({
      desde: '2026-03-10',
      hasta: '2026-03-10',
    });
    expect(cambiarRangoFechas({ desde: '2026-01-31', hasta: '2026-12-01' }, 'desde', '2026-02-01')).toEqual({
      desde: '2026-02-01',
      hasta: '2026-12-01',
    });
  });

  it('compara fechas de calendario, no textos sueltos: 2025-12-31 es anterior a 2026-01-01', () => {
    expect(cambiarRangoFechas({ desde: null, hasta: '2026-01-01' }, 'desde', '2025-12-31')).toEqual({
      desde: '2025-12-31',
      hasta: '2026-01-01',
    });
  });

  it('vaciar una de las fechas nunca borra la otra', () => {
    expect(cambiarRangoFechas({ desde: '2026-03-10', hasta: '2026-03-20' }, 'desde', null)).toEqual({
      desde: null,
      hasta: '2026-03-20',
    });
  });
});

describe('etiquetas de empleados', () => {
  it('Gestión de Solicitudes: nombre completo más (Directo) o (Indirecto)', () => {
    expect(etiquetaEmpleadoEquipo({ nombreCompleto: 'Elena Flores Huamán', esDirecto: true })).toBe(
      'Elena Flores Huamán (Directo)',
    );
    expect(etiquetaEmpleadoEquipo({ nombreCompleto: 'Diego Ñahui Sánchez', esDirecto: false })).toBe(
      'Diego Ñahui Sánchez (Indirecto)',
    );
  });

  it('Saldos de Vacaciones: nombre completo y email', () => {
    expect(etiquetaEmpleadoSaldo({ nombreCompleto: 'Elena Flores Huamán', email: 'elena@descanso.pe' })).toBe(
      'Elena Flores Huamán (elena@descanso.pe)',
    );
  });
});

describe('cambiarNivelSubordinados', () => {
  const empleados = [
    { id: 4, esDirecto: true },
    { id: 8, esDirecto: false },
  ];

  it('al pasar a solo directos descarta un empleado indirecto elegido', () => {
    const filtros = { ...FILTROS_GESTION_INICIALES, incluirSubordinadosNivelN: true, empleadoId: 8 };
    expect(cambiarNivelSubordinados(filtros, false, empleados)).toMatchObject({
      incluirSubordinadosNivelN: false,
      empleadoId: null,
    });
  });

  it('conserva un empleado directo, y cualquiera al incluir todos los niveles', () => {
    const directo = { ...FILTROS_GESTION_INICIALES, incluirSubordinadosNivelN: true, empleadoId: 4 };
    expect(cambiarNivelSubordinados(directo, false, empleados).empleadoId).toBe(4);
    const inicial = { ...FILTROS_GESTION_INICIALES, empleadoId: 4, estado: 'Pendiente' as const };
    expect(cambiarNivelSubordinados(inicial, true, empleados)).toMatchObject({
      incluirSubordinadosNivelN: true,
      empleadoId: 4,
      estado: 'Pendiente',
    });
  });
});
