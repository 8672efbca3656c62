import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { renderConProveedores, respuestaJson } from '../../../testing/test-utils';
import { PreferenciasAvisosDialog } from './preferencias-avisos-dialog';

const api = usarApiFalsa();

describe('PreferenciasAvisosDialog («Mis notificaciones»)', () => {
  it('muestra las guardadas, guarda el cambio con el esquema del contrato, avisa y se cierra', async () => {
    api.rutas['GET /api/notificaciones/preferencias'] = () =>
      respuestaJson({ correoDecisiones: true, correoPendientes: true, resumenDiario: false });
    api.rutas['PUT /api/notificaciones/preferencias'] = (_url, init) =>
      respuestaJson(JSON.parse(init.body as string));
    const onCerrar = vi.fn();
    const usuario = userEvent.setup();
    renderConProveedores(<PreferenciasAvisosDialog abierto onCerrar={onCerrar} />);
    const decisiones = await screen.findByRole('switch', { name: 'Decisiones sobre mis solicitudes' });
    expect(decisiones).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Solicitudes que esperan mi aprobación' })).toBeChecked();
    const resumen = screen.getByRole('switch', { name: 'Resumen diario en lugar de cada correo' });
    expect(resumen).not.toBeChecked();
    await usuario.click(screen.getByRole('switch', { name: 'Solicitudes que esperan mi aprobación' }));
    await usuario.click(resumen);
    await usuario.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onCerrar).toHaveBeenCalled());
    expect(api.cuerpos('PUT /api/notificaciones/preferencias')).toEqual([
      { correoDecisiones: true, correoPendientes: false, resumenDiario: true },
    ]);
    expect(await screen.findByText('Preferencias de notificación guardadas')).toBeInTheDocument();
  });

  it('si el servidor rechaza el cambio lo dice y el diálogo sigue abierto', async () => {
    api.rutas['GET /api/notificaciones/preferencias'] = () =>
      respuestaJson({ correoDecisiones: true, correoPendientes: true, resumenDiario: false });
    api.rutas['PUT /api/notificaciones/preferencias'] = () =>
      respuestaJson({ code: 'ERROR_INTERNO', message: 'Error interno del servidor' }, 500);
    const onCerrar = vi.fn();
    const usuario = userEvent.setup();
    renderConProveedores(<PreferenciasAvisosDialog abierto onCerrar={onCerrar} />);
    await usuario.click(await screen.findByRole('switch', { name: 'Decisiones sobre mis solicitudes' }));
    await usuario.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findAllByText('Error interno del servidor')).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'Mis notificaciones' })).toBeInTheDocument();
    expect(onCerrar).not.toHaveBeenCalled();
  });

  it('si no puede leerlas lo dice y permite reintentar', async () => {
    api.rutas['GET /api/notificaciones/preferencias'] = () =>
      respuestaJson({ code: 'ERROR_INTERNO', message: 'Error interno del servidor' }, 500);
    renderConProveedores(<PreferenciasAvisosDialog abierto onCerrar={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Reintentar' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
