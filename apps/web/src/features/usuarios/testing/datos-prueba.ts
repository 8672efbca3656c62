import { respuestaJson } from '../../../testing/test-utils';
import type { ApiFalsa } from '../../../testing/api-falsa';

/** The three dropdowns of the user form, as the demo company has them. */
export const DEPARTAMENTOS = [
  { id: 1, nombre: 'Gerencia General' },
  { id: 2, nombre: 'Recursos Humanos' },
  { id: 3, nombre: 'Operaciones' },
];
export const ROLES = ['Admin', 'Empleado', 'Jefe'];
export const JEFES = [
  { id: 1, nombreCompleto: 'Carlos Mendoza Ríos' },
  { id: 3, nombreCompleto: 'Jorge Ramírez Salazar' },
  { id: 4, nombreCompleto: 'Elena Flores Huamán' },
];

/** Answers the three dropdown calls of the user form. */
export function conDropdowns(api: ApiFalsa) {
  api.rutas['GET /api/usuarios-admin/dropdowns/departamentos'] = () => respuestaJson(DEPARTAMENTOS);
  api.rutas['GET /api/usuarios-admin/dropdowns/roles'] = () => respuestaJson(ROLES);
  api.rutas['GET /api/usuarios-admin/dropdowns/jefes'] = () => respuestaJson(JEFES);
}
