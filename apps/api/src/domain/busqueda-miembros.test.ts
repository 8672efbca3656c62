import { describe, expect, it } from 'vitest';
import { buscarMiembros } from './busqueda-miembros';

const equipo = [
  { id: 1, nombreCompleto: 'Ángel Núñez Ríos', email: 'angel@empresa.pe' },
  { id: 2, nombreCompleto: 'Lucía Pérez Ávila', email: 'lucia@empresa.pe' },
  { id: 3, nombreCompleto: 'Andrés Núñez Soto', email: 'andres@empresa.pe' },
];
const ids = (lista: { id: number }[]) => lista.map((m) => m.id);

describe('búsqueda en la lista del equipo', () => {
  it('sin opciones devuelve la lista tal cual', () => {
    expect(ids(buscarMiembros(equipo, {}))).toEqual([1, 2, 3]);
  });

  it('cada palabra debe estar en el nombre o el email, sin tildes ni mayúsculas, en el orden de la lista', () => {
    expect(ids(buscarMiembros(equipo, { busqueda: 'NUNEZ' }))).toEqual([1, 3]);
    expect(ids(buscarMiembros(equipo, { busqueda: 'nuñez andres' }))).toEqual([3]);
    expect(ids(buscarMiembros(equipo, { busqueda: 'lucia@' }))).toEqual([2]);
  });

  it('limite recorta y el empleado elegido va primero solo si es del equipo', () => {
    expect(ids(buscarMiembros(equipo, { limite: 1 }))).toEqual([1]);
    expect(ids(buscarMiembros(equipo, { busqueda: 'zzz', empleadoId: 2 }))).toEqual([2]);
    expect(ids(buscarMiembros(equipo, { busqueda: 'zzz', empleadoId: 99 }))).toEqual([]);
  });
});
