import type { TRol } from '@app/contract/roles';

/** An active role nobody holds, named after its id, that the user may manage. */
export const rolDePrueba = (id: number, extra: Partial<TRol> = {}): TRol => ({
  id,
  name: `Rol ${id}`,
  descripcion: `Descripción ${id}`,
  permisos: [],
  numeroPersonas: 0,
  estado: 'Activo',
  createdBy: null,
  createdOn: '2026-01-01T00:00:00Z',
  updatedBy: null,
  updatedOn: null,
  puedeGestionar: true,
  ...extra,
});
