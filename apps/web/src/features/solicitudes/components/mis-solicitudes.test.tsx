import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cifrasDeTarjetas, renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { errorDeCarga, usarApiFalsa } from '../../../testing/api-falsa';
import { detalleSolicitudDePrueba, solicitudDePrueba } from '../../../testing/datos-prueba';
import { MisSolicitudes } from './mis-solicitudes';

const LISTA = 'GET /api/solicitud-vacaciones/mis-solicitudes';
const api = usarApiFalsa();
beforeEach(() => {
  api.rutas[LISTA] = () =>
    respuestaJson({
      solicitudes: [
        solicitudDePrueba(7, { puedeCancelar: true, nombreJefeDirecto: null }),
        solicitudDePrueba(6, {
          estado: 'Aprobada',
          nombreAprobador: 'Jorge Ramírez Salazar',
          fechaAprobacion: '2026-11-21T03:30:00.000Z',
        }),
        solicitudDePrueba(5, { estado: 'Rechazada', tipoVacaciones: 'bloque', diasSolicitados: 7 }),
      ],
      total: 23,
    });
});

const renderLista = () => {
  const utilidades = renderConProveedores(<MisSolicitudes periodos={[2024, 2025, 2026]} />, {
    ruta: '/solicitudes',
  });
  return { ...utilidades, usuario: userEvent.setup() };
};
const fila = (id: number) =>
  screen
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('button', { name: `Acciones de la solicitud #${id}` }))!;
const celdas = (id: number) =>
  within(fila(id))
    .getAllByRole('cell')
    .map((c) => c.textContent);
const ultimaConsulta = () => api.llamadas(LISTA).at(-1)!;

// MUI selects and pickers driven by user-event are slow on a busy 2-core machine.
describe('MisSolicitudes', { timeout: 30_000 }, () => {
  it('muestra las columnas de la especificación con sus textos de respaldo', async () => {
    renderLista();
    expect(await screen.findByRole('heading', { name: 'Solicitudes (23)' })).toBeInTheDocument();
    const encabezados = screen.getAllByRole('columnheader').map((c) => c.textContent);
    expect(encabezados).toEqual([
      'Acciones',
      'ID',
      'Solicitante',
      'Tipo',
      'F. Inicio',
      'F. Fin',
      'Días',
      'Estado',
      expect.stringContaining('Solicitado'),
      'Período',
      'Manager',
      'Aprobado Por',
      'F. Gestión',
    ]);
    expect(celdas(7)).toEqual([
      '',
      '7',
      'Elena Flores Huamán',
      'Días libres',
      '01/02/2027',
      '03/02/2027',
      '3',
      'Pendiente',
      '20/11/2026',
      '2025',
      'Sin asignar',
      '-',
      '-',
    ]);
    // An instant is shown as the day it was in Lima (03:30 UTC on the 21st is still the 20th there).
    expect(celdas(6).slice(11)).toEqual(['Jorge Ramírez Salazar', '20/11/2026']);
    expect(celdas(5)[3]).toBe('Bloque');
  });

  it('cuenta las tarjetas con las solicitudes de la página actual', async () => {
    renderLista();
    await screen.findByRole('heading', { name: 'Solicitudes (23)' });
    expect(cifrasDeTarjetas('Resumen de la página actual')).toEqual({
      Total: '3',
      Pendientes: '1',
      Aprobadas: '1',
      Rechazadas: '1',
      Canceladas: '0',
    });
  });

  it('ofrece "Cancelar solicitud" solo cuando la solicitud es cancelable', async () => {
    const { usuario } = renderLista();
    await usuario.click(await screen.findByRole('button', { name: 'Acciones de la solicitud #7' }));
    expect(screen.getByRole('menuitem', { name: 'Ver detalle' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Cancelar solicitud' })).toBeInTheDocument();
    await usuario.keyboard('{Escape}');
    await usuario.click(screen.getByRole('button', { name: 'Acciones de la solicitud #6' }));
    expect(screen.getByRole('menuitem', { name: 'Ver detalle' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Cancelar solicitud' })).not.toBeInTheDocument();
  });

  it('pide la primera página ordenada por fecha de solicitud y vuelve a la 1 al filtrar', async () => {
    const { usuario } = renderLista();
    await screen.findByRole('heading', { name: 'Solicitudes (23)' });
    expect(Object.fromEntries(ultimaConsulta())).toEqual({
      pageNumber: '1',
      pageSize: '10',
      sortBy: 'fechaSolicitud',
      isDescending: 'true',
    });
    await usuario.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(ultimaConsulta().get('pageNumber')).toBe('2'));

    await usuario.click(screen.getByRole('combobox', { name: 'Estado' }));
    await usuario.click(await screen.findByRole('option', { name: 'Aprobada' }));
    await waitFor(() => expect(ultimaConsulta().get('estado')).toBe('Aprobada'));
    expect(ultimaConsulta().get('pageNumber')).toBe('1');

    await usuario.click(screen.getByRole('combobox', { name: 'Período' }));
    await usuario.click(await screen.findByRole('option', { name: '2024' }));
    await waitFor(() => expect(ultimaConsulta().get('periodo')).toBe('2024'));

    // Clearing returns to the unfiltered first page (already cached, so it need not be fetched again).
    await usuario.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Todos los estados');
    expect(screen.getByRole('combobox', { name: 'Período' })).toHaveTextContent('Todos los períodos');
    expect(screen.getByText('1 de 3')).toBeInTheDocument();
  });

  it('ordena en el servidor al pulsar un encabezado', async () => {
    const { usuario } = renderLista();
    await screen.findByRole('heading', { name: 'Solicitudes (23)' });
    await usuario.click(screen.getByRole('button', { name: 'Manager' }));
    await waitFor(() => expect(ultimaConsulta().get('sortBy')).toBe('manager'));
    expect(ultimaConsulta().get('isDescending')).toBe('false');
  });

  it('si la lista no carga muestra el error y ninguna fila', async () => {
    api.rutas[LISTA] = () => {
      throw new TypeError('Failed to fetch');
    };
    renderLista();
    expect(
      await errorDeCarga('Error al cargar las solicitudes. Por favor, intenta nuevamente.', 4000),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Solicitudes (0)' })).toBeInTheDocument();
  });

  it('sin solicitudes ofrece "Crear Primera Solicitud", que lleva al formulario', async () => {
    api.rutas[LISTA] = () => respuestaJson({ solicitudes: [], total: 0 });
    const { usuario, router } = renderLista();
    await usuario.click(await screen.findByRole('button', { name: 'Crear Primera Solicitud' }));
    expect(router.state.location.pathname).toBe('/solicitar-vacaciones');
  });

  it('muestra el detalle con observaciones y comentarios del aprobador', async () => {
    api.rutas['GET /api/solicitud-vacaciones/6'] = () =>
      respuestaJson(
        detalleSolicitudDePrueba(
          solicitudDePrueba(6, { estado: 'Aprobada', nombreAprobador: 'Jorge Ramírez Salazar' }),
          { observaciones: 'Viaje familiar', comentarios: 'Que descanses' },
        ),
      );
    const { usuario } = renderLista();
    await usuario.click(await screen.findByRole('button', { name: 'Acciones de la solicitud #6' }));
    await usuario.click(screen.getByRole('menuitem', { name: 'Ver detalle' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Detalle de la solicitud #6' });
    expect(await within(dialogo).findByText('Viaje familiar')).toBeInTheDocument();
    expect(within(dialogo).getByText('Que descanses')).toBeInTheDocument();
    expect(within(dialogo).getByText('Aprobada')).toBeInTheDocument();
    expect(within(dialogo).queryByRole('button', { name: 'Cancelar solicitud' })).not.toBeInTheDocument();
  });

  it('el enlace de una notificación (?solicitud=<id>) abre su detalle y se quita de la dirección', async () => {
    api.rutas['GET /api/solicitud-vacaciones/6'] = () =>
      respuestaJson(
        detalleSolicitudDePrueba(solicitudDePrueba(6, { estado: 'Aprobada' }), {
          observaciones: 'Viaje familiar',
        }),
      );
    const { router } = renderConProveedores(<MisSolicitudes periodos={[2024, 2025, 2026]} />, {
      ruta: '/solicitudes?solicitud=6',
    });
    const dialogo = await screen.findByRole('dialog', { name: 'Detalle de la solicitud #6' });
    expect(await within(dialogo).findByText('Viaje familiar')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).not.toContain('solicitud='));
  });

  it('si el detalle no carga lo dice', async () => {
    const { usuario } = renderLista();
    await usuario.click(await screen.findByRole('button', { name: 'Acciones de la solicitud #7' }));
    await usuario.click(screen.getByRole('menuitem', { name: 'Ver detalle' }));
    expect(await screen.findByText('No se pudo cargar el detalle de la solicitud.')).toBeInTheDocument();
  });

  it('cancela desde el menú con el motivo y recarga la lista', async () => {
    api.rutas['PUT /api/solicitud-vacaciones/7/cancelar'] = () =>
      respuestaJson({ message: 'Solicitud cancelada' });
    const { usuario } = renderLista();
    await usuario.click(await screen.findByRole('button', { name: 'Acciones de la solicitud #7' }));
    await usuario.click(screen.getByRole('menuitem', { name: 'Cancelar solicitud' }));
    await usuario.type(screen.getByRole('textbox', { name: /Motivo de cancelación/ }), 'Cambio de planes');
    const antes = api.llamadas(LISTA).length;
    await usuario.click(screen.getByRole('button', { name: 'Cancelar solicitud' }));
    expect(await screen.findByText('Solicitud cancelada exitosamente')).toBeInTheDocument();
    expect(api.cuerpos('PUT /api/solicitud-vacaciones/7/cancelar')[0]).toEqual({
      MotivoCancelacion: 'Cambio de planes',
    });
    await waitFor(() => expect(api.llamadas(LISTA).length).toBeGreaterThan(antes));
  });
});
