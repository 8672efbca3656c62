import { respuestaJson } from '../../../testing/test-utils';
import type { ApiFalsa } from '../../../testing/api-falsa';

/** The dropdowns of the user form, as the demo company has them. */
export const DEPARTAMENTOS = [
  { id: 1, nombre: 'Gerencia General' },
  { id: 2, nombre: 'Recursos Humanos' },
  { id: 3, nombre: 'Operaciones' },
];
export const ROLES = ['Admin', 'Empleado', 'Jefe'];
export const JEFES = [
  { id: 1, nombreCompleto: 'Carlos Mendoza Ríos', email: 'admin@descanso.pe' },
  { id: 3, nombreCompleto: 'Jorge Ramírez Salazar', email: 'jefe@descanso.pe' },
  { id: 4, nombreCompleto: 'Elena Flores Huamán', email: 'empleado@descanso.pe' },
];

const sinTildes = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Answers the dropdown calls of the user form and the manager search. */
export function conDropdowns(api: ApiFalsa) {
  api.rutas['GET /api/usuarios-admin/dropdowns/departamentos'] = () => respuestaJson(DEPARTAMENTOS);
  api.rutas['GET /api/usuarios-admin/dropdowns/roles'] = () => respuestaJson(ROLES);
  api.rutas['GET /api/usuarios-admin/dropdowns/jefes'] = () => respuestaJson(JEFES);
  // The manager search, filtered like the server: name or e-mail without accents, never excluirId.
  api.rutas['GET /api/usuarios-admin/opciones-jefe'] = (url) => {
    const texto = sinTildes(url.searchParams.get('busqueda') ?? '');
    const excluir = Number(url.searchParams.get('excluirId'));
    return respuestaJson(
      JEFES.filter((j) => j.id !== excluir && sinTildes(`${j.nombreCompleto} ${j.email}`).includes(texto)),
    );
  };
}
