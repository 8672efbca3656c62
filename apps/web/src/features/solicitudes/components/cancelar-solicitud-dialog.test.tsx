import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../lib/api-client';
import { renderConProveedores } from '../../../testing/test-utils';
import { CancelarSolicitudDialog } from './cancelar-solicitud-dialog';

const renderDialogo = (onConfirmar = vi.fn().mockResolvedValue(undefined)) => {
  const onCerrar = vi.fn();
  renderConProveedores(
    <CancelarSolicitudDialog solicitudId={12} onCerrar={onCerrar} onConfirmar={onConfirmar} />,
  );
  return { onConfirmar, onCerrar, usuario: userEvent.setup() };
};

const motivo = () => screen.getByRole('textbox', { name: /Motivo de cancelación/ });
const confirmar = () => screen.getByRole('button', { name: 'Cancelar solicitud' });

// MUI selects and pickers driven by user-event are slow on a busy 2-core machine.
describe('CancelarSolicitudDialog', { timeout: 30_000 }, () => {
  it('pregunta por la solicitud #id y pide un motivo obligatorio', () => {
    renderDialogo();
    expect(screen.getByRole('dialog', { name: 'Cancelar solicitud' })).toBeInTheDocument();
    expect(screen.getByText('¿Estás seguro de que deseas cancelar la solicitud #12?')).toBeInTheDocument();
    expect(motivo()).toBeRequired();
  });

  it('con el motivo vacío o en blanco muestra el error en línea y no cancela', async () => {
    const { usuario, onConfirmar } = renderDialogo();
    await usuario.click(confirmar());
    expect(await screen.findByText('El motivo de cancelación es obligatorio')).toBeInTheDocument();
    await usuario.type(motivo(), '   ');
    await usuario.click(confirmar());
    expect(await screen.findByText('El motivo de cancelación es obligatorio')).toBeInTheDocument();
    expect(onConfirmar).not.toHaveBeenCalled();
  });

  it('con motivo cancela, avisa "Solicitud cancelada exitosamente" y se cierra', async () => {
    const { usuario, onConfirmar, onCerrar } = renderDialogo();
    await usuario.type(motivo(), '  Cambio de planes ');
    await usuario.click(confirmar());
    await waitFor(() => expect(onConfirmar).toHaveBeenCalledWith(12, 'Cambio de planes'));
    expect(await screen.findByText('Solicitud cancelada exitosamente')).toBeInTheDocument();
    expect(onCerrar).toHaveBeenCalled();
  });

  it('si el servidor se niega muestra su mensaje, sigue abierto y conserva el motivo', async () => {
    const { usuario, onCerrar } = renderDialogo(
      vi
        .fn()
        .mockRejectedValue(
          new ApiError({ status: 409, code: 'CONFLICTO', message: 'La solicitud ya no está pendiente' }),
        ),
    );
    await usuario.type(motivo(), 'Cambio de planes');
    await usuario.click(confirmar());
    expect(await screen.findByText('La solicitud ya no está pendiente')).toBeInTheDocument();
    expect(motivo()).toHaveValue('Cambio de planes');
    expect(onCerrar).not.toHaveBeenCalled();
  });

  it('sin mensaje del servidor usa el texto de respaldo', async () => {
    const { usuario } = renderDialogo(
      vi.fn().mockRejectedValue(new ApiError({ status: 0, code: 'SIN_CONEXION', message: 'x' })),
    );
    await usuario.type(motivo(), 'Cambio de planes');
    await usuario.click(confirmar());
    expect(
      await screen.findByText('Error al cancelar la solicitud. Por favor, intenta nuevamente.'),
    ).toBeInTheDocument();
  });
});
