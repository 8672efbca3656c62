import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../lib/api-client';
import { CambiarContrasenaForm } from './cambiar-contrasena-form';

const renderFormulario = (onCambiar = vi.fn().mockResolvedValue(undefined)) => {
  render(<CambiarContrasenaForm onCambiar={onCambiar} />);
  const usuario = userEvent.setup();
  /** Types the three fields and presses 'Cambiar contraseña'. */
  const enviar = async (actual: string, nueva: string, confirmar = nueva) => {
    await usuario.type(screen.getByLabelText(/^Contraseña actual/), actual);
    await usuario.type(screen.getByLabelText(/^Nueva contraseña/), nueva);
    await usuario.type(screen.getByLabelText(/^Confirmar contraseña/), confirmar);
    await usuario.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
  };
  return { onCambiar, usuario, enviar };
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
    const { onCambiar, enviar } = renderFormulario();
    await enviar('Actual#2026', 'corta', 'otra');
    expect(await screen.findByText('La contraseña debe tener al menos 12 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(onCambiar).not.toHaveBeenCalled();
  });

  it('acepta una frase en minúsculas sin números ni símbolos', async () => {
    const { onCambiar, enviar } = renderFormulario();
    await enviar('Actual#2026', 'tortuga azul salta lejos');
    await waitFor(() => expect(onCambiar).toHaveBeenCalled());
  });

  const NOMBRE = 'La contraseña no debe contener el nombre ni los apellidos del usuario';
  it.each(
    [
      {
        caso: 'muestra en el campo el rechazo del servidor por contraseña común o con el nombre',
        message: NOMBRE,
        errors: { NuevaContrasena: [NOMBRE] } as Record<string, string[]>,
        actual: 'Actual#2026',
        nueva: 'elena flores del campo',
        texto: NOMBRE,
        campo: /^Nueva contraseña/,
      },
      {
        caso: 'pone los errores de campo del servidor en su campo',
        message: 'Datos inválidos',
        errors: { ContrasenaActual: ['La contraseña actual no es correcta'] } as Record<string, string[]>,
        actual: 'Equivocada#1',
        nueva: 'NuevaClave#2026',
        texto: 'La contraseña actual no es correcta',
        campo: /^Contraseña actual/,
      },
    ].map((c) => [c.caso, c] as const),
  )('%s', async (_caso, { message, errors, actual, nueva, texto, campo }) => {
    const error = new ApiError({ status: 400, code: 'VALIDACION', message, errors });
    const { enviar } = renderFormulario(vi.fn().mockRejectedValue(error));
    await enviar(actual, nueva);
    expect(await screen.findByText(texto)).toBeInTheDocument();
    expect(screen.getByLabelText(campo)).toHaveAttribute('aria-invalid', 'true');
  });

  it('envía los tres valores cuando son válidos', async () => {
    const { onCambiar, enviar } = renderFormulario();
    await enviar('Actual#2026', 'NuevaClave#2026');
    await waitFor(() =>
      expect(onCambiar).toHaveBeenCalledWith({
        contrasenaActual: 'Actual#2026',
        nuevaContrasena: 'NuevaClave#2026',
        confirmarContrasena: 'NuevaClave#2026',
      }),
    );
  });
});
