import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPermisoAdmin } from '@app/contract/roles';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { GestionPermisos } from './gestion-permisos';

const permiso = (id: number, extra: Partial<TPermisoAdmin> = {}): TPermisoAdmin => ({
  id,
  nombre: `Permiso ${id}`,
  descripcion: 'Una descripción suficiente',
  modulo: 'Equipo',
  codigoPermiso: `CODIGO-${id}`,
  isActive: true,
  numeroRoles: 1,
  createdBy: null,
  createdOn: '2026-01-01T00:00:00Z',
  updatedBy: null,
  updatedOn: null,
  ...extra,
});

const respuesta = (permisos: TPermisoAdmin[], totalRecords = permisos.length) => ({
  permisos,
  totalRecords,
  totalPages: 1,
  currentPage: 1,
  pageSize: 20,
  modulosDisponibles: ['Equipo'],
  estadisticas: {
    totalPermisosActivos: 2,
    totalPermisosInactivos: 1,
    totalModulos: 4,
    promedioPermisosPorModulo: 1,
  },
});

const api = usarApiFalsa();
beforeEach(() => {
  api.rutas['GET /api/Permiso'] = (url) =>
    url.searchParams.get('searchTerm')
      ? respuestaJson(respuesta([permiso(9, { nombre: 'Saldos de Vacaciones' })]))
      : respuestaJson(respuesta([permiso(1), permiso(2, { isActive: false }), permiso(3)], 31));
});

const tarjeta = (titulo: string) => screen.getByRole('group', { name: titulo });
const ultimaConsulta = () => api.llamadas('GET /api/Permiso').at(-1);

describe('GestionPermisos', () => {
  it('pide 20 por página ordenados por nombre y llena las tarjetas', async () => {
    renderConProveedores(<GestionPermisos />);
    await screen.findByText('Permiso 2');
    expect(ultimaConsulta()?.toString()).toBe('sortBy=nombre&isDescending=false&pageNumber=1&pageSize=20');
    expect(tarjeta('Total Permisos')).toHaveTextContent('31');
    expect(tarjeta('Permisos Activos')).toHaveTextContent('2');
    expect(tarjeta('Módulos')).toHaveTextContent('4');
    expect(screen.getByText('CODIGO-1')).toBeInTheDocument();
    for (const columna of ['Acciones', 'Permiso', 'Módulo', 'Roles Asignados', 'Estado']) {
      expect(screen.getByRole('columnheader', { name: columna })).toBeInTheDocument();
    }
  });

  it('el menú de acciones solo ofrece Ver detalles y Editar', async () => {
    const usuario = userEvent.setup();
    renderConProveedores(<GestionPermisos />);
    await usuario.click(await screen.findByRole('button', { name: 'Acciones del permiso Permiso 1' }));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['Ver detalles', 'Editar']);
  });

  it('ordena por Módulo y por Roles Asignados', async () => {
    const usuario = userEvent.setup();
    renderConProveedores(<GestionPermisos />);
    await screen.findByText('Permiso 1');
    await usuario.click(screen.getByRole('button', { name: 'Módulo' }));
    await waitFor(() => expect(ultimaConsulta()?.get('sortBy')).toBe('modulo'));
    await usuario.click(screen.getByRole('button', { name: 'Roles Asignados' }));
    await waitFor(() => expect(ultimaConsulta()?.get('sortBy')).toBe('numeroRoles'));
  });

  it('busca por nombre con searchTerm y "Limpiar Filtros" lo quita', async () => {
    const usuario = userEvent.setup();
    renderConProveedores(<GestionPermisos />);
    await screen.findByText('Permiso 1');
    expect(screen.getByRole('button', { name: 'Limpiar Filtros' })).toBeDisabled();
    await usuario.type(screen.getByPlaceholderText('Buscar por nombre...'), 'saldo');
    await waitFor(() => expect(ultimaConsulta()?.get('searchTerm')).toBe('saldo'));
    await waitFor(() => expect(screen.queryByText('Permiso 1')).not.toBeInTheDocument());
    await usuario.click(screen.getByRole('button', { name: 'Limpiar Filtros' }));
    expect(await screen.findByText('Permiso 1')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Buscar por nombre...')).toHaveValue('');
  });

  it('sin permisos muestra el estado vacío del spec y Módulos 0 si faltan estadísticas', async () => {
    api.rutas['GET /api/Permiso'] = () =>
      respuestaJson({ ...respuesta([]), estadisticas: { ...respuesta([]).estadisticas, totalModulos: 0 } });
    renderConProveedores(<GestionPermisos />);
    expect(await screen.findByText('No hay permisos registrados')).toBeInTheDocument();
    expect(screen.getByText('Comience creando el primer permiso del sistema')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear Primer Permiso' })).toBeInTheDocument();
    expect(tarjeta('Módulos')).toHaveTextContent('0');
  });

  it('muestra "Cargando permisos..." mientras carga', async () => {
    api.rutas['GET /api/Permiso'] = () => new Promise<Response>(() => {});
    renderConProveedores(<GestionPermisos />);
    expect(await screen.findByText('Cargando permisos...')).toBeInTheDocument();
  });
});
