import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TNotificacion } from '@app/contract/notificaciones';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { CampanaAvisos } from './campana-avisos';

const AVISOS: TNotificacion[] = [
  {
    id: 7,
    tipo: 'SOLICITUD_CREADA',
    titulo: 'Nueva solicitud de vacaciones de Elena Ríos',
    mensaje: 'Elena Ríos solicitó 2 días del 10/03/2025 al 11/03/2025. Espera su aprobación.',
    enlace: '/reporte-equipo/gestion-solicitudes?solicitud=12',
    leida: false,
    // 02:30 UTC on the 5th is still the 4th in Lima.
    fecha: '2025-03-05T02:30:00.000Z',
  },
  {
    id: 3,
    tipo: 'SOLICITUD_APROBADA',
    titulo: 'Su solicitud de vacaciones fue aprobada',
    mensaje: 'Julia aprobó su solicitud.',
    enlace: '/solicitudes?solicitud=4',
    leida: true,
    fecha: '2025-02-01T15:00:00.000Z',
  },
];

const api = usarApiFalsa();
const lista = (items: TNotificacion[], noLeidas: number) =>
  respuestaJson({ items, total: items.length, pageNumber: 1, pageSize: 10, noLeidas });

describe('CampanaAvisos', () => {
  it('muestra el conteo de no leídas en la etiqueta y la lista con título, mensaje, fecha en Lima y las no leídas marcadas', async () => {
    api.rutas['GET /api/notificaciones/no-leidas'] = () => respuestaJson({ noLeidas: 1 });
    api.rutas['GET /api/notificaciones'] = () => lista(AVISOS, 1);
    const usuario = userEvent.setup();
    renderConProveedores(<CampanaAvisos />);
    const boton = await screen.findByRole('button', { name: 'Notificaciones: 1 sin leer' });
    expect(screen.getByRole('status')).toHaveTextContent('1 notificaciones sin leer');
    await usuario.click(boton);
    const dialogo = await screen.findByRole('dialog', { name: 'Notificaciones' });
    const elementos = await within(dialogo).findAllByRole('listitem');
    expect(elementos).toHaveLength(2);
    expect(elementos[0]).toHaveTextContent('No leída: Nueva solicitud de vacaciones de Elena Ríos');
    expect(elementos[0]).toHaveTextContent('Espera su aprobación.');
    expect(elementos[0]).toHaveTextContent('04/03/2025');
    expect(elementos[1]).not.toHaveTextContent('No leída');
    expect(elementos[1]).toHaveTextContent('01/02/2025');
    expect(api.llamadas('GET /api/notificaciones')[0]!.get('pageSize')).toBe('10');
  });

  it('al elegir una la marca como leída y abre su enlace con el enrutador', async () => {
    api.rutas['GET /api/notificaciones/no-leidas'] = () => respuestaJson({ noLeidas: 1 });
    api.rutas['GET /api/notificaciones'] = () => lista(AVISOS, 1);
    api.rutas['PUT /api/notificaciones/7/leida'] = () => respuestaJson({ noLeidas: 0 });
    const usuario = userEvent.setup();
    const { router } = renderConProveedores(<CampanaAvisos />, { ruta: '/dashboard' });
    await usuario.click(await screen.findByRole('button', { name: 'Notificaciones: 1 sin leer' }));
    await usuario.click(await screen.findByRole('button', { name: /Nueva solicitud de vacaciones/ }));
    await waitFor(() =>
      expect(api.fetchMock).toHaveBeenCalledWith(
        expect.stringContaining('/api/notificaciones/7/leida'),
        expect.objectContaining({ method: 'PUT' }),
      ),
    );
    expect(router.state.location.pathname).toBe('/reporte-equipo/gestion-solicitudes');
    expect(router.state.location.search).toBe('?solicitud=12');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Notificaciones' })).not.toBeInTheDocument(),
    );
  });

  it('«Marcar todas como leídas» las marca y el conteo baja a cero', async () => {
    let noLeidas = 1;
    api.rutas['GET /api/notificaciones/no-leidas'] = () => respuestaJson({ noLeidas });
    api.rutas['GET /api/notificaciones'] = () =>
      lista(noLeidas ? AVISOS : AVISOS.map((a) => ({ ...a, leida: true })), noLeidas);
    api.rutas['PUT /api/notificaciones/leidas'] = () => {
      noLeidas = 0;
      return respuestaJson({ noLeidas: 0 });
    };
    const usuario = userEvent.setup();
    renderConProveedores(<CampanaAvisos />);
    await usuario.click(await screen.findByRole('button', { name: 'Notificaciones: 1 sin leer' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Notificaciones' });
    await within(dialogo).findAllByRole('listitem');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Marcar todas como leídas' }));
    await waitFor(() =>
      expect(within(dialogo).getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled(),
    );
    await waitFor(() => expect(dialogo).not.toHaveTextContent('No leída'));
    await usuario.keyboard('{Escape}');
    expect(
      await screen.findByRole('button', { name: 'Notificaciones: ninguna sin leer' }),
    ).toBeInTheDocument();
    expect(api.cuerpos('PUT /api/notificaciones/leidas')).toHaveLength(1);
  });

  it('sin notificaciones lo dice; si la lista falla muestra el error y permite reintentar', async () => {
    api.rutas['GET /api/notificaciones/no-leidas'] = () => respuestaJson({ noLeidas: 0 });
    let falla = true;
    api.rutas['GET /api/notificaciones'] = () =>
      falla
        ? respuestaJson({ code: 'ERROR_INTERNO', message: 'Error interno del servidor' }, 500)
        : lista([], 0);
    const usuario = userEvent.setup();
    renderConProveedores(<CampanaAvisos />);
    await usuario.click(await screen.findByRole('button', { name: 'Notificaciones: ninguna sin leer' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Notificaciones' });
    expect(await within(dialogo).findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
    falla = false;
    await usuario.click(within(dialogo).getByRole('button', { name: 'Reintentar' }));
    expect(await within(dialogo).findByText('No tiene notificaciones')).toBeInTheDocument();
  });

  it('el conteo se actualiza al volver a la ventana, sin recargar la página', async () => {
    let noLeidas = 0;
    api.rutas['GET /api/notificaciones/no-leidas'] = () => respuestaJson({ noLeidas });
    renderConProveedores(<CampanaAvisos />);
    await screen.findByRole('button', { name: 'Notificaciones: ninguna sin leer' });
    noLeidas = 2;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByRole('button', { name: 'Notificaciones: 2 sin leer' })).toBeInTheDocument();
  });

  it('el conteo se actualiza solo cada intervalo', async () => {
    let noLeidas = 0;
    api.rutas['GET /api/notificaciones/no-leidas'] = () => respuestaJson({ noLeidas });
    renderConProveedores(<CampanaAvisos intervaloMs={50} />);
    await screen.findByRole('button', { name: 'Notificaciones: ninguna sin leer' });
    noLeidas = 4;
    expect(await screen.findByRole('button', { name: 'Notificaciones: 4 sin leer' })).toBeInTheDocument();
  });

  it('?notificaciones=preferencias abre «Mis notificaciones» y quita el parámetro de la dirección', async () => {
    api.rutas['GET /api/notificaciones/no-leidas'] = () => respuestaJson({ noLeidas: 0 });
    api.rutas['GET /api/notificaciones/preferencias'] = () =>
      respuestaJson({ correoDecisiones: true, correoPendientes: true, resumenDiario: false });
    const { router } = renderConProveedores(<CampanaAvisos />, {
      ruta: '/dashboard?notificaciones=preferencias',
    });
    expect(await screen.findByRole('dialog', { name: 'Mis notificaciones' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
