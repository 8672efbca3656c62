import { respuestaJson } from '../../../testing/test-utils';
import type { ApiFalsa } from '../../../testing/api-falsa';
import type { TUsuarioDetalle } from '@app/contract/usuarios';

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
  api.rutas['GET /api/usuarios-admin/dropdowns/regimen-empresa'] = () =>
    respuestaJson({ regimen: 'GENERAL' });
  // The manager search, filtered like the server: name or e-mail without accents, never excluirId.
  api.rutas['GET /api/usuarios-admin/opciones-jefe'] = (url) => {
    const texto = sinTildes(url.searchParams.get('busqueda') ?? '');
    const excluir = Number(url.searchParams.get('excluirId'));
    return respuestaJson(
      JEFES.filter((j) => j.id !== excluir && sinTildes(`${j.nombreCompleto} ${j.email}`).includes(texto)),
    );
  };
}

/** Elena, the demo employee (id 4) as the user form loads her, hired on `fechaIngreso`. */
export const usuarioDePrueba = (fechaIngreso: string): TUsuarioDetalle => ({
  id: 4,
  nombres: 'Elena',
  apellidoPaterno: 'Flores',
  apellidoMaterno: 'Huamán',
  nombreCompleto: 'Elena Flores Huamán',
  dni: '40112304',
  extranjero: false,
  numeroCelular: '987654321',
  email: 'empleado@descanso.pe',
  fechaIngreso,
  empresa: 'Descanso S.A.C.',
  departamentoId: 3,
  departamento: 'Operaciones',
  jefeId: 3,
  manager: 'Jorge Ramírez Salazar',
  roles: ['Empleado'],
  estaActivo: true,
  estado: 'Activo',
  forzarCambioContrasena: false,
  debeCambiarContrasena: false,
  tieneContrasenaTemporal: false,
  fechaCreacion: `${fechaIngreso}T14:00:00Z`,
  fechaActualizacion: null,
  puedeGestionar: true,
  regimen: null,
});
