import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../lib/api-client';
import { CambiarContrasenaForm } from './cambiar-contrasena-form';

const renderFormulario = (onCambiar = vi.fn().mockResolvedValue(undefined)) => {
  render(<CambiarContrasenaForm onCambiar={onCambiar} />);
  return { onCambiar, usuario: userEvent.setup() };
};

describe('CambiarContrasenaForm', () => {
  it('explica la regla (12 caracteres, frases sin reglas de composición) y marca la longitud al escribir', async () => {
    const { usuario } = renderFormulario();
    const longitud = screen.getByText(/La nueva contraseña debe tener al menos 12 caracteres/).closest('p');
    expect(longitud).toHaveAttribute('data-cumple', 'false');
    expect(screen.getByText(/no se exigen mayúsculas, números ni símbolos/)).toBeInTheDocument();
    await usuario.type(screen.getByLabelText(/^Nueva contraseña/), 'tortuga azul');
    expect(longitud).toHaveAttribute('data-cumple', 'true');
    expect(screen.getByLabelText(/^Nueva contraseña/)).toHaveAccessibleDescription(
      expect.stringContaining('al menos 12 caracteres'),
    );
  });

  it('muestra los mensajes del contrato: contraseña corta y confirmación distinta', async () => {
    const { onCambiar, usuario } = renderFormulario();
    await usuario.type(screen.getByLabelText(/^Contraseña actual/), 'Actual#2026');
    await usuario.type(screen.getByLabelText(/^Nueva contraseña/), 'corta');
    await usuario.type(screen.getByLabelText(/^Confirmar contraseña/), 'otra');
    await usuario.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('La contraseña debe tener al menos 12 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(onCambiar).not.toHaveBeenCalled();
  });

  it('acepta una frase en minúsculas sin números ni símbolos', async () => {
    const { onCambiar, usuario } = renderFormulario();
    await usuario.type(screen.getByLabelText(/^Contraseña actual/), 'Actual#2026');
    await usuario.type(screen.getByLabelText(/^Nueva contraseña/), 'tortuga azul salta lejos');
    await usuario.type(screen.getByLabelText(/^Confirmar contraseña/), 'tortuga azul salta lejos');
    await usuario.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() => expect(onCambiar).toHaveBeenCalled());
  });

  it('muestra en el campo el rechazo del servidor por contraseña común o con el nombre', async () => {
    const error = new ApiError({
      status: 400,
      code: 'VALIDACION',
      message: 'La contraseña no debe contener el nombre ni los apellidos del usuario',
      errors: { NuevaContrasena: ['La contraseña no debe contener el nombre ni los apellidos del usuario'] },
    });
    const { usuario } = renderFormulario(vi.fn().mockRejectedValue(error));
    await usuario.type(screen.getByLabelText(/^Contraseña actual/), 'Actual#2026');
    await usuario.type(screen.getByLabelText(/^Nueva contraseña/), 'elena flores del campo');
    await usuario.type(screen.getByLabelText(/^Confirmar contraseña/), 'elena flores del campo');
    await usuario.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(
      await screen.findByText('La contraseña no debe contener el nombre ni los apellidos del usuario'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nueva contraseña/)).toHaveAttribute('aria-invalid', 'true');
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
