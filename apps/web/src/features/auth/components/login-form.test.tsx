import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../lib/api-client';
import { iniciarSesionApi } from '../api/login';
import { LoginForm } from './login-form';

const renderFormulario = (onIniciarSesion = vi.fn().mockResolvedValue(undefined)) => {
  render(<LoginForm onIniciarSesion={onIniciarSesion} />);
  const usuario = userEvent.setup();
  /** Types the e-mail and password and presses 'Login'. */
  const entrar = async (correo: string, clave: string) => {
    await usuario.type(email(), correo);
    await usuario.type(contrasena(), clave);
    await usuario.click(botonLogin());
  };
  return { onIniciarSesion, usuario, entrar };
};

const email = () => screen.getByLabelText(/Email/);
const contrasena = () => screen.getByLabelText(/^Contraseña/);
const botonLogin = () => screen.getByRole('button', { name: 'Login' });

describe('LoginForm', () => {
  it('tiene campos etiquetados de email y contraseña y un botón Login', () => {
    renderFormulario();
    expect(email()).toHaveAttribute('type', 'email');
    expect(contrasena()).toHaveAttribute('type', 'password');
    expect(botonLogin()).toBeInTheDocument();
  });

  it('con el formulario vacío muestra los dos mensajes de validación y no envía', async () => {
    const { onIniciarSesion, usuario } = renderFormulario();
    await usuario.click(botonLogin());
    expect(await screen.findByText('Ingresa un email válido.')).toBeInTheDocument();
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres.')).toBeInTheDocument();
    expect(onIniciarSesion).not.toHaveBeenCalled();
  });

  const EMAIL = 'Ingresa un email válido.';
  const CONTRASENA = 'La contraseña debe tener al menos 6 caracteres.';
  it.each(
    [
      {
        caso: 'un email mal formado',
        correo: 'ana@empresa',
        clave: 'secreta1',
        muestra: EMAIL,
        oculta: CONTRASENA,
      },
      {
        caso: 'una contraseña de menos de 6 caracteres',
        correo: 'ana@empresa.pe',
        clave: '12345',
        muestra: CONTRASENA,
        oculta: EMAIL,
      },
    ].map((c) => [c.caso, c] as const),
  )('rechaza %s', async (_caso, { correo, clave, muestra, oculta }) => {
    const { onIniciarSesion, usuario } = renderFormulario();
    await usuario.type(email(), correo);
    await usuario.type(contrasena(), clave);
    await usuario.click(botonLogin());
    expect(await screen.findByText(muestra)).toBeInTheDocument();
    expect(screen.queryByText(oculta)).not.toBeInTheDocument();
    expect(onIniciarSesion).not.toHaveBeenCalled();
  });

  it('envía el email (sin espacios) y la contraseña cuando son válidos', async () => {
    const { onIniciarSesion, entrar } = renderFormulario();
    await entrar('  ana@empresa.pe ', '123456');
    await waitFor(() =>
      expect(onIniciarSesion).toHaveBeenCalledWith({ username: 'ana@empresa.pe', password: '123456' }),
    );
  });

  it('muestra el mensaje del servidor en una barra de error que se puede cerrar', async () => {
    const error = new ApiError({
      status: 401,
      code: 'CREDENCIALES_INVALIDAS',
      message: 'Credenciales inválidas',
    });
    const { usuario, entrar } = renderFormulario(vi.fn().mockRejectedValue(error));
    await entrar('ana@empresa.pe', 'incorrecta');
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenciales inválidas');
    await usuario.click(screen.getByRole('button', { name: 'Cerrar mensaje' }));
    expect(screen.queryByText('Credenciales inválidas')).not.toBeInTheDocument();
  });

  it('sin mensaje del servidor muestra "No se pudo iniciar sesión."', async () => {
    const sinConexion = new ApiError({
      status: 0,
      code: 'SIN_CONEXION',
      message: 'No se pudo conectar con el servidor.',
    });
    const { entrar } = renderFormulario(vi.fn().mockRejectedValue(sinConexion));
    await entrar('ana@empresa.pe', 'secreta1');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo iniciar sesión.');
  });
  it('un intento limitado (429 del servidor, a través del cliente de la API) muestra su mensaje', async () => {
    const mensaje =
      'Demasiados intentos fallidos de inicio de sesión. Espere unos minutos e intente nuevamente.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 'DEMASIADAS_SOLICITUDES', message: mensaje }, { status: 429 })),
    );
    try {
      const { entrar } = renderFormulario(vi.fn(iniciarSesionApi));
      await entrar('ana@empresa.pe', 'secreta1');
      expect(await screen.findByRole('alert')).toHaveTextContent(mensaje);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
