import { describe, expect, it } from 'vitest';
import { motivoNoEliminable, textosEstadoDepartamento } from './textos-departamento';

describe('textosEstadoDepartamento', () => {
  it('al desactivar uno con empleados activos advierte cuántos son y que se quedan', () => {
    const t = textosEstadoDepartamento(true, 1234);
    expect(t.titulo).toBe('Desactivar Departamento');
    expect(t.confirmar).toBe('Desactivar');
    expect(t.advertencia?.titulo).toBe('Este departamento tiene 1,234 empleados activos');
    expect(t.advertencia?.detalle).toMatch(/Seguirán perteneciendo a él/);
  });

  it('en singular con uno; sin advertencia si no tiene empleados activos o si se activa', () => {
    expect(textosEstadoDepartamento(true, 1).advertencia?.titulo).toBe(
      'Este departamento tiene 1 empleado activo',
    );
    expect(textosEstadoDepartamento(true, 0).advertencia).toBeNull();
    const activar = textosEstadoDepartamento(false, 5);
    expect(activar.titulo).toBe('Activar Departamento');
    expect(activar.advertencia).toBeNull();
  });
});

describe('motivoNoEliminable', () => {
  it('nulo si nadie pertenece; si no, cuenta a todos, activos o no', () => {
    expect(motivoNoEliminable({ empleadosTotales: 0, empleadosActivos: 0 })).toBeNull();
    expect(motivoNoEliminable({ empleadosTotales: 1, empleadosActivos: 0 })).toBe(
      'Tiene 1 empleado (0 activos): muévalos a otro departamento o desactívelo.',
    );
    expect(motivoNoEliminable({ empleadosTotales: 3, empleadosActivos: 1 })).toMatch(
      /^Tiene 3 empleados \(1 activo\)/,
    );
  });
});
