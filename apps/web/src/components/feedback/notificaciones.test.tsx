import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificacionesProvider, useNotificar } from './notificaciones';

function Disparador() {
  const notificar = useNotificar();
  return (
    <>
      <button onClick={() => notificar.exito('Guardado')}>éxito</button>
      <button onClick={() => notificar('Atención', 'warning', { duracion: 10_000 })}>aviso</button>
    </>
  );
}

const renderHost = () =>
  render(
    <NotificacionesProvider>
      <Disparador />
    </NotificacionesProvider>,
  );

afterEach(() => vi.useRealTimers());

describe('notificaciones', () => {
  it('muestra el mensaje con su tipo y se puede cerrar', async () => {
    renderHost();
    const usuario = userEvent.setup();
    await usuario.click(screen.getByRole('button', { name: 'éxito' }));
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Guardado');
    expect(alerta).toHaveClass('MuiAlert-colorSuccess');
    await usuario.click(screen.getByRole('button', { name: 'Cerrar notificación' }));
    await waitFor(() => expect(screen.queryByText('Guardado')).not.toBeInTheDocument());
  });

  it('se cierra sola a los 4000 ms por defecto', async () => {
    vi.useFakeTimers();
    renderHost();
    act(() => screen.getByRole('button', { name: 'éxito' }).click());
    expect(screen.getByText('Guardado')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3900));
    expect(screen.getByText('Guardado')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Guardado')).not.toBeInTheDocument();
  });

  it('una notificación nueva reemplaza a la que se muestra, sin dejarla en cola', async () => {
    vi.useFakeTimers();
    renderHost();
    act(() => screen.getByRole('button', { name: 'éxito' }).click());
    act(() => screen.getByRole('button', { name: 'aviso' }).click());
    expect(screen.getByText('Atención')).toBeInTheDocument();
    expect(screen.queryByText('Guardado')).not.toBeInTheDocument();
    // The newest keeps its own duration (10 s), and the replaced one never comes back.
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Atención')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5200));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Atención')).not.toBeInTheDocument();
    expect(screen.queryByText('Guardado')).not.toBeInTheDocument();
  });
});
