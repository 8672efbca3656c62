import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSolicitudItem } from '@app/contract/solicitudes';
import { cifrasDeTarjetas, renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { errorDeCarga, usarApiFalsa } from '../../../testing/api-falsa';
import { detalleSolicitudDePrueba, solicitudDePrueba } from '../../../testing/datos-prueba';
import { GestionSolicitudesEquipo } from './gestion-solicitudes-equipo';

// MUI menus, selects and dialogs on a busy CI machine: give queries and tests room.
configure({ asyncUtilTimeout: 5000 });

const solicitud = (id: number, extra: Partial<TSolicitudItem> = {}) =>
  solicitudDePrueba(id, { puedeAprobar: true, ...extra });

const DIRECTOS = [{ id: 4, nombreCompleto: 'Elena Flores Huamán', esDirecto: true }];
const TODOS = [...DIRECTOS, { id: 8, nombreCompleto: 'Andrés Sánchez García', esDirecto: false }];
const ESTADISTICAS = { total: 23, pendientes: 5, aprobadas: 12, rechazadas: 4, canceladas: 2 };

const api = usarApiFalsa();
beforeEach(() => {
  api.rutas['GET /api/solicitud-vacaciones/equipo-empleados'] = (url) =>
    respuestaJson({
      empleados: url.searchParams.get('incluirSubordinadosNivelN') === 'true' ? TODOS : DIRECTOS,
    });
  api.rutas['GET /api/solicitud-vacaciones/gestion-solicitudes'] = () =>
    respuestaJson({
      solicitudes: [solicitud(1), solicitud(2, { estado: 'Aprobada', puedeAprobar: false })],
      total: 23,
      totalCompleto: 40,
      estadisticas: ESTADISTICAS,
    });
});

const tarjeta = (titulo: string) => screen.getByRole('group', { name: titulo });
const ultimaConsulta = () => api.llamadas('GET /api/solicitud-vacaciones/gestion-solicitudes').at(-1);

const elegir = async (usuario: ReturnType<typeof userEvent.setup>, campo: string, opcion: string) => {
  await usuario.click(screen.getByRole('combobox', { name: campo }));
  await usuario.click(await screen.findByRole('option', { name: opcion }));
};

describe('GestionSolicitudesEquipo', { timeout: 30_000 }, () => {
  it('las tarjetas muestran las estadísticas del servidor y el título el total filtrado', async () => {
    renderConProveedores(<GestionSolicitudesEquipo />);
    expect(await screen.findByRole('heading', { name: 'Solicitudes (23)' })).toBeInTheDocument();
    expect(tarjeta('Total')).toHaveTextContent('23');
    expect(tarjeta('Pendientes')).toHaveTextContent('5');
    expect(tarjeta('Aprobadas')).toHaveTextContent('12');
    expect(tarjeta('Rechazadas')).toHaveTextContent('4');
    expect(tarjeta('Canceladas')).toHaveTextContent('2');
    expect(ultimaConsulta()?.toString()).toBe(
      'pageNumber=1&pageSize=10&incluirSubordinadosNivelN=false&sortBy=fechaSolicitud&isDescending=true',
    );
  });

  it('sin estadísticas en la respuesta cuenta la página por las palabras exactas de estado', async () => {
    api.rutas['GET /api/solicitud-vacaciones/gestion-solicitudes'] = () =>
      respuestaJson({
        solicitudes: [
          solicitud(1),
          solicitud(2),
          solicitud(3, { estado: 'Aprobada' }),
          solicitud(4, { estado: 'Cancelada' }),
        ],
        total: 4,
        totalCompleto: 4,
      });
    renderConProveedores(<GestionSolicitudesEquipo />);
    await screen.findByRole('heading', { name: 'Solicitudes (4)' });
    expect(cifrasDeTarjetas('Estadísticas de solicitudes')).toEqual({
      Total: '4',
      Pendientes: '2',
      Aprobadas: '1',
      Rechazadas: '0',
      Canceladas: '1',
    });
  });

  it('el interruptor pasa de «Solo directos» a «Todos los niveles» y recarga empleados y solicitudes', async () => {
    renderConProveedores(<GestionSolicitudesEquipo />);
    const usuario = userEvent.setup();
    const interruptor = await screen.findByRole('switch', {
      name: 'Incluir subordinados de todos los niveles',
    });
    expect(screen.getByText('Solo directos')).toBeInTheDocument();

    await usuario.click(screen.getByRole('combobox', { name: 'Empleado' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Todos los empleados',
      'Elena Flores Huamán (Directo)',
    ]);
    await usuario.keyboard('{Escape}');

    await usuario.click(interruptor);
    expect(screen.getByText('Todos los niveles')).toBeInTheDocument();
    await waitFor(() => expect(ultimaConsulta()?.get('incluirSubordinadosNivelN')).toBe('true'));
    await waitFor(() =>
      expect(api.llamadas('GET /api/solicitud-vacaciones/equipo-empleados').map((q) => q.toString())).toEqual(
        ['incluirSubordinadosNivelN=false&limite=20', 'incluirSubordinadosNivelN=true&limite=20'],
      ),
    );
    await waitFor(async () => {
      await usuario.click(screen.getByRole('combobox', { name: 'Empleado' }));
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Todos los empleados',
        'Elena Flores Huamán (Directo)',
        'Andrés Sánchez García (Indirecto)',
      ]);
    });
    await usuario.click(screen.getByRole('option', { name: 'Andrés Sánchez García (Indirecto)' }));
    await waitFor(() => expect(ultimaConsulta()?.get('empleadoId')).toBe('8'));
  });

  it('el buscador de empleados pregunta al servidor lo escrito con limite=20 y la elección filtra la lista', async () => {
    api.rutas['GET /api/solicitud-vacaciones/equipo-empleados'] = (url) =>
      respuestaJson({
        empleados: url.searchParams.get('busqueda') === 'andres' ? [TODOS[1]] : DIRECTOS,
      });
    renderConProveedores(<GestionSolicitudesEquipo />);
    const usuario = userEvent.setup();
    const buscador = await screen.findByRole('combobox', { name: 'Empleado' });
    await usuario.clear(buscador);
    await usuario.type(buscador, 'andres');
    await waitFor(() =>
      expect(api.llamadas('GET /api/solicitud-vacaciones/equipo-empleados').at(-1)?.toString()).toBe(
        'incluirSubordinadosNivelN=false&busqueda=andres&limite=20',
      ),
    );
    // One request for the whole word, not one per letter.
    expect(
      api.llamadas('GET /api/solicitud-vacaciones/equipo-empleados').filter((q) => q.has('busqueda')),
    ).toHaveLength(1);
    await usuario.click(await screen.findByRole('option', { name: 'Andrés Sánchez García (Indirecto)' }));
    await waitFor(() => expect(ultimaConsulta()?.get('empleadoId')).toBe('8'));
    expect(buscador).toHaveValue('Andrés Sánchez García (Indirecto)');
  });

  it('un empleado elegido en la URL muestra su nombre: se pide con empleadoId', async () => {
    api.rutas['GET /api/solicitud-vacaciones/equipo-empleados'] = (url) =>
      respuestaJson({
        empleados: url.searchParams.get('empleadoId') === '8' ? [TODOS[1], ...DIRECTOS] : DIRECTOS,
      });
    renderConProveedores(<GestionSolicitudesEquipo />, {
      ruta: '/?empleadoId=8&incluirSubordinadosNivelN=true',
    });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Empleado' })).toHaveValue(
        'Andrés Sánchez García (Indirecto)',
      ),
    );
    expect(api.llamadas('GET /api/solicitud-vacaciones/equipo-empleados').at(-1)?.toString()).toBe(
      'incluirSubordinadosNivelN=true&limite=20&empleadoId=8',
    );
  });

  it('cambiar un filtro, el tamaño de página o el orden vuelve a la página 1', async () => {
    api.rutas['GET /api/solicitud-vacaciones/gestion-solicitudes'] = () =>
      respuestaJson({
        solicitudes: [solicitud(1)],
        total: 40,
        totalCompleto: 40,
        estadisticas: ESTADISTICAS,
      });
    renderConProveedores(<GestionSolicitudesEquipo />);
    const usuario = userEvent.setup();
    const irPagina2 = async () => {
      await usuario.click(await screen.findByRole('button', { name: 'Página siguiente' }));
      await waitFor(() => expect(ultimaConsulta()?.get('pageNumber')).toBe('2'));
    };

    await irPagina2();
    await elegir(usuario, 'Estado', 'Pendiente');
    await waitFor(() => expect(ultimaConsulta()?.get('estado')).toBe('Pendiente'));
    expect(ultimaConsulta()?.get('pageNumber')).toBe('1');

    await irPagina2();
    await elegir(usuario, 'Filas por página', '25');
    await waitFor(() => expect(ultimaConsulta()?.get('pageSize')).toBe('25'));
    expect(ultimaConsulta()?.get('pageNumber')).toBe('1');

    await elegir(usuario, 'Filas por página', '5');
    await irPagina2();
    await usuario.click(screen.getByRole('button', { name: 'Solicitante' }));
    await waitFor(() => expect(ultimaConsulta()?.get('sortBy')).toBe('solicitante'));
    expect(ultimaConsulta()?.get('isDescending')).toBe('false');
    expect(ultimaConsulta()?.get('pageNumber')).toBe('1');
  });

  it('Limpiar filtros quita estado, tipo y período', async () => {
    renderConProveedores(<GestionSolicitudesEquipo />);
    const usuario = userEvent.setup();
    await screen.findByRole('heading', { name: 'Solicitudes (23)' });
    await elegir(usuario, 'Tipo', 'Bloque');
    await elegir(usuario, 'Período', '2025');
    await waitFor(() => expect(ultimaConsulta()?.get('periodo')).toBe('2025'));
    expect(ultimaConsulta()?.get('tipoVacaciones')).toBe('bloque');
    await usuario.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveTextContent('Todos los tipos');
    expect(screen.getByRole('combobox', { name: 'Período' })).toHaveTextContent('Todos los períodos');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Todos los estados');
  });

  it('si la lista no carga muestra el mensaje de respaldo y la vacía', async () => {
    let falla = false;
    api.rutas['GET /api/solicitud-vacaciones/gestion-solicitudes'] = () => {
      if (falla) throw new TypeError('Failed to fetch');
      return respuestaJson({
        solicitudes: [solicitud(1)],
        total: 1,
        totalCompleto: 1,
        estadisticas: ESTADISTICAS,
      });
    };
    renderConProveedores(<GestionSolicitudesEquipo />);
    const usuario = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Acciones de la solicitud #1' })).toBeInTheDocument();
    falla = true;
    await usuario.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(
      await errorDeCarga('Error al cargar las solicitudes del equipo. Por favor, intenta nuevamente.', 8000),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acciones de la solicitud #1' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Solicitudes (0)' })).toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: 'Cerrar mensaje' }));
    expect(screen.queryByText(/Error al cargar las solicitudes del equipo/)).toBeNull();
  });

  it('si los empleados no cargan lo avisa y deja solo «Todos los empleados»', async () => {
    api.rutas['GET /api/solicitud-vacaciones/equipo-empleados'] = () =>
      respuestaJson({ code: 'SIN_PERMISO', message: 'No tiene permiso' }, 403);
    renderConProveedores(<GestionSolicitudesEquipo />);
    const usuario = userEvent.setup();
    expect(await screen.findByText('No tiene permiso')).toBeInTheDocument();
    await usuario.click(screen.getByRole('combobox', { name: 'Empleado' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos los empleados']);
  });

  it('tras aprobar recarga la lista y las estadísticas', async () => {
    api.rutas['PUT /api/solicitud-vacaciones/1/aprobar'] = () =>
      respuestaJson({ message: 'Solicitud aprobada exitosamente' });
    renderConProveedores(<GestionSolicitudesEquipo />);
    const usuario = userEvent.setup();
    await usuario.click(await screen.findByRole('button', { name: 'Acciones de la solicitud #1' }));
    await usuario.click(await screen.findByRole('menuitem', { name: 'Aprobar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Aprobar solicitud' });
    const antes = api.llamadas('GET /api/solicitud-vacaciones/gestion-solicitudes').length;
    await usuario.click(within(dialogo).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('Solicitud aprobada exitosamente')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.llamadas('GET /api/solicitud-vacaciones/gestion-solicitudes').length).toBeGreaterThan(antes),
    );
  });

  it('Ver detalle abre el detalle de la solicitud', async () => {
    api.rutas['GET /api/solicitud-vacaciones/1'] = () =>
      respuestaJson(detalleSolicitudDePrueba(solicitud(1)));
    renderConProveedores(<GestionSolicitudesEquipo />);
    const usuario = userEvent.setup();
    await usuario.click(await screen.findByRole('button', { name: 'Acciones de la solicitud #1' }));
    await usuario.click(await screen.findByRole('menuitem', { name: 'Ver detalle' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Detalle de la solicitud #1' });
    expect(await within(dialogo).findByText('empleado@descanso.pe')).toBeInTheDocument();
  });
});
