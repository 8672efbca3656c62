import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../lib/api-client';
import { CambiarContrasenaForm } from './cambiar-contrasena-form';

const renderFormulario = (onCambiar = vi.fn().mockResolvedValue(undefined)) => {
  render(<CambiarContrasenaForm onCambiar={onCambiar} />);
  return { onCambiar, usuario: userEvent.setup() };
};

const requisito = (texto: string) => screen.getByText(texto).closest('li');

describe('CambiarContrasenaForm', () => {
  it('marca cada requisito de la política a medida que se escribe la nueva contraseña', async () => {
    const { usuario } = renderFormulario();
    expect(requisito('al menos 12 caracteres')).toHaveAttribute('data-cumple', 'false');
    await usuario.type(screen.getByLabelText(/^Nueva contraseña/), 'abcDEF');
    expect(requisito('al menos una letra mayúscula')).toHaveAttribute('data-cumple', 'true');
    expect(requisito('al menos una letra minúscula')).toHaveAttribute('data-cumple', 'true');
    expect(requisito('al menos un número')).toHaveAttribute('data-cumple', 'false');
    await usuario.type(screen.getByLabelText(/^Nueva contraseña/), '123456#');
    for (const texto of ['al menos 12 caracteres', 'al menos un número', 'al menos un carácter especial']) {
      expect(requisito(texto)).toHaveAttribute('data-cumple', 'true');
    }
  });

  it('muestra los mensajes del contrato: contraseña débil y confirmación distinta', async () => {
    const { onCambiar, usuario } = renderFormulario();
    await usuario.type(screen.getByLabelText(/^Contraseña actual/), 'Actual#2026');
    await usuario.type(screen.getByLabelText(/^Nueva contraseña/), 'corta');
    await usuario.type(screen.getByLabelText(/^Confirmar contraseña/), 'otra');
    await usuario.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText(/^La contraseña debe tener: al menos 12 caracteres/)).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(onCambiar).not.toHaveBeenCalled();
  });

  it('pone los errores de campo del servidor en su campo', async () => {
    const error = new ApiError({
      status: 400,
      code: 'VALIDACION',
      message: 'Datos inválidos',
      errors: { ContrasenaActual: ['La contraseña actual no es correcta'] },
    });
    const { usuario } = renderFormulario(vi.fn().mockRejectedValue(error));
    await usuario.type(screen.getByLabelText(/^Contraseña actual/), 'Equivocada#1');
    await usuario.type(screen.getByLabelText(/^Nueva contraseña/), 'NuevaClave#2026');
    await usuario.type(screen.getByLabelText(/^Confirmar contraseña/), 'NuevaClave#2026');
    await usuario.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('La contraseña actual no es correcta')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Contraseña actual/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('envía los tres valores cuando son válidos', async () => {
    const { onCambiar, usuario } = renderFormulario();
    await usuario.type(screen.getByLabelText(/^Contraseña actual/), 'Actual#2026');
    await usuario.type(screen.getByLabelText(/^Nueva contraseña/), 'NuevaClave#2026');
    await usuario.type(screen.getByLabelText(/^Confirmar contraseña/), 'NuevaClave#2026');
    await usuario.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() =>
      expect(onCambiar).toHaveBeenCalledWith({
        contrasenaActual: 'Actual#2026',
        nuevaContrasena: 'NuevaClave#2026',
        confirmarContrasena: 'NuevaClave#2026',
      }),
    );
  });
});
