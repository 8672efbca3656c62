import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TRol } from '@app/contract/roles';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { rolDePrueba } from '../testing/datos-prueba';
import { GestionRoles } from './gestion-roles';

const rol = rolDePrueba;

/** Opens the actions menu of the role `nombre`. */
const abrirMenu = async (usuario: ReturnType<typeof userEvent.setup>, nombre: string) => {
  await usuario.click(await screen.findByRole('button', { name: `Acciones del rol ${nombre}` }));
  return screen.getByRole('menu');
};
const opcionesDe = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((m) => m.textContent);

const pagina = (roles: TRol[], totalCompleto = roles.length) => ({
  roles,
  totalCompleto,
  paginaActual: 1,
  tamanoPagina: 10,
  tienePaginaSiguiente: false,
  tienePaginaAnterior: false,
});

const api = usarApiFalsa();
beforeEach(() => {
  api.rutas['GET /api/rol/get-permisos'] = () =>
    respuestaJson({
      permisos: [
        { id: 1, nombreRuta: 'Dashboard', codigoPermiso: 'DASHBOARD-MENU', modulo: 'Principal' },
        { id: 2, nombreRuta: 'Roles', codigoPermiso: 'ADMIN-ROLES-MENU', modulo: 'Administración' },
      ],
    });
  api.rutas['GET /api/rol/get-rol-pagination'] = (url) => {
    const todos = [
      rol(1, { name: 'Admin', numeroPersonas: 1 }),
      rol(2, { name: 'Auditor', numeroPersonas: 0, estado: 'Inactivo' }),
      rol(3, { name: 'Jefe', numeroPersonas: 10 }),
    ];
    const nombre = url.searchParams.get('Name')?.toLowerCase();
    return respuestaJson(
      nombre ? pagina(todos.filter((r) => r.name.toLowerCase().includes(nombre))) : pagina(todos, 13),
    );
  };
});

const tarjeta = (titulo: string) => screen.getByRole('group', { name: titulo });
const ultimaConsulta = () => api.llamadas('GET /api/rol/get-rol-pagination').at(-1);

describe('GestionRoles', () => {
  it('pide la primera página de 10 por nombre ascendente y llena las tres tarjetas', async () => {
    renderConProveedores(<GestionRoles />);
    await screen.findByText('Auditor');
    expect(ultimaConsulta()?.toString()).toBe('PageNumber=1&PageSize=10&SortBy=name&IsDescending=false');
    expect(tarjeta('Total Roles')).toHaveTextContent('13');
    // Roles on this page with at least one user.
    expect(tarjeta('Roles Activos')).toHaveTextContent('2');
    await waitFor(() => expect(tarjeta('Permisos Disponibles')).toHaveTextContent('2'));
    for (const columna of ['Acciones', 'Rol', 'Descripción', 'Permisos', 'Usuarios', 'Estado']) {
      expect(screen.getByRole('columnheader', { name: columna })).toBeInTheDocument();
    }
  });

  it('buscar por nombre filtra en el servidor desde la página 1; "Limpiar Filtros" solo se habilita con filtro', async () => {
    const usuario = userEvent.setup();
    renderConProveedores(<GestionRoles />);
    await screen.findByText('Auditor');
    const limpiar = screen.getByRole('button', { name: 'Limpiar Filtros' });
    expect(limpiar).toBeDisabled();
    await usuario.type(screen.getByPlaceholderText('Buscar por nombre...'), 'jef');
    await waitFor(() => expect(ultimaConsulta()?.get('Name')).toBe('jef'));
    expect(ultimaConsulta()?.get('PageNumber')).toBe('1');
    expect(limpiar).toBeEnabled();
    await waitFor(() => expect(screen.queryByText('Admin')).not.toBeInTheDocument());
    await usuario.click(limpiar);
    expect(await screen.findByText('Admin')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Buscar por nombre...')).toHaveValue('');
    expect(limpiar).toBeDisabled();
  });

  it('ordena por la columna Usuarios con SortBy=usuarios', async () => {
    const usuario = userEvent.setup();
    renderConProveedores(<GestionRoles />);
    await screen.findByText('Auditor');
    await usuario.click(screen.getByRole('button', { name: 'Usuarios' }));
    await waitFor(() => expect(ultimaConsulta()?.get('SortBy')).toBe('usuarios'));
  });

  it('el menú ofrece Ver detalles, Editar y Desactivar o Activar según el estado', async () => {
    const usuario = userEvent.setup();
    renderConProveedores(<GestionRoles />);
    expect(opcionesDe(await abrirMenu(usuario, 'Admin'))).toEqual(['Ver detalles', 'Editar', 'Desactivar']);
    await usuario.keyboard('{Escape}');
    const menu = await abrirMenu(usuario, 'Auditor');
    expect(within(menu).getByRole('menuitem', { name: 'Activar' })).toBeInTheDocument();
    await usuario.click(within(menu).getByRole('menuitem', { name: 'Activar' }));
    expect(await screen.findByRole('dialog', { name: 'Activar Rol' })).toBeInTheDocument();
  });

  it('un rol que no puede gestionar solo se puede ver: sin Editar, Activar ni Desactivar', async () => {
    // A role the current user holds, or with permissions they lack.
    api.rutas['GET /api/rol/get-rol-pagination'] = () =>
      respuestaJson(pagina([rol(4, { name: 'Superadministración', puedeGestionar: false })]));
    const usuario = userEvent.setup();
    renderConProveedores(<GestionRoles />);
    expect(opcionesDe(await abrirMenu(usuario, 'Superadministración'))).toEqual(['Ver detalles']);
  });

  it('sin roles muestra el estado vacío y "Crear Primer Rol" abre el panel de creación', async () => {
    api.rutas['GET /api/rol/get-rol-pagination'] = () => respuestaJson(pagina([]));
    const usuario = userEvent.setup();
    renderConProveedores(<GestionRoles />);
    expect(await screen.findByText('No hay roles registrados')).toBeInTheDocument();
    expect(screen.getByText('Comience creando el primer rol del sistema')).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: 'Crear Primer Rol' }));
    expect(await screen.findByRole('dialog', { name: 'Crear Nuevo Rol' })).toBeInTheDocument();
  });

  it('muestra "Cargando roles..." mientras carga', async () => {
    api.rutas['GET /api/rol/get-rol-pagination'] = () => new Promise<Response>(() => {});
    renderConProveedores(<GestionRoles />);
    expect(await screen.findByText('Cargando roles...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeDisabled();
  });
});
