import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAJES_CONFIGURACION_INICIAL as M } from '@app/contract/configuracion-inicial';
import { MENSAJES_DEPARTAMENTO } from '@app/contract/departamentos';
import { rutas } from '../../../app/router';
import { usarApiFalsa } from '../../../testing/api-falsa';
import { renderApp, respuestaJson } from '../../../testing/test-utils';

const api = usarApiFalsa();
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE';
const disponible = (valor: boolean) => {
  api.rutas['GET /api/configuracion-inicial'] = () => respuestaJson({ disponible: valor });
};

/** Pasting instead of typing letter by letter: the form has ten fields and the machine is busy. */
const escribir = async (usuario: ReturnType<typeof userEvent.setup>, campo: HTMLElement, texto: string) => {
  await usuario.click(campo);
  await usuario.paste(texto);
};

async function llenar(usuario: ReturnType<typeof userEvent.setup>, ruc = '20601234565') {
  await escribir(usuario, await screen.findByLabelText(/^Nombre comercial/), 'Textiles Andinos');
  await escribir(usuario, screen.getByLabelText(/^Razón social/), 'Textiles Andinos S.A.C.');
  await escribir(usuario, screen.getByLabelText(/^RUC/), ruc);
  await escribir(usuario, screen.getByLabelText(/^Nombres/), 'Rosa');
  await escribir(usuario, screen.getByLabelText(/^Apellido paterno/), 'Quispe');
  await escribir(usuario, screen.getByLabelText(/^Apellido materno/), 'Mamani');
  await escribir(usuario, screen.getByLabelText(/^DNI/), '45678912');
  await escribir(usuario, screen.getByLabelText(/^Email/), 'rosa.quispe@textiles.pe');
  await escribir(usuario, screen.getByLabelText(/^Contraseña/), 'tortuga azul salta lejos');
  await escribir(usuario, screen.getByLabelText(/^Confirmar contraseña/), 'tortuga azul salta lejos');
}

describe('página de configuración inicial', () => {
  it('cuando ya se hizo lo dice y enlaza al inicio de sesión, sin formulario', async () => {
    disponible(false);
    renderApp(rutas, `/configuracion-inicial?token=${TOKEN}`);
    expect(await screen.findByText(/La configuración inicial ya se hizo/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio de sesión' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('form', { name: 'Configuración inicial' })).not.toBeInTheDocument();
  });

  it('sin token en la dirección pide abrir el enlace completo', async () => {
    disponible(true);
    renderApp(rutas, '/configuracion-inicial');
    expect(await screen.findByText(/Falta el código del enlace/)).toBeInTheDocument();
  });

  it('valida en el cliente, añade y quita departamentos, pone los errores del servidor en su campo y al terminar lleva al login con un aviso', async () => {
    disponible(true);
    let intentos = 0;
    api.rutas['POST /api/configuracion-inicial'] = () =>
      ++intentos === 1
        ? respuestaJson(
            {
              code: 'VALIDACION',
              message: 'La contraseña es demasiado común',
              errors: { Contrasena: ['La contraseña es demasiado común'] },
            },
            400,
          )
        : respuestaJson({ message: M.completada, email: 'rosa.quispe@textiles.pe' });
    const { router } = renderApp(rutas, `/configuracion-inicial?token=${TOKEN}`);
    const usuario = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Configuración inicial' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();

    await llenar(usuario, '20601234566');
    await usuario.click(screen.getByRole('button', { name: 'Añadir departamento' }));
    await usuario.click(screen.getByRole('button', { name: 'Añadir departamento' }));
    const fila1 = screen.getByRole('group', { name: 'Departamento 1' });
    await escribir(usuario, within(fila1).getByLabelText(/^Código/), 'X');
    await usuario.click(screen.getByRole('button', { name: 'Quitar departamento 2' }));
    expect(screen.queryByRole('group', { name: 'Departamento 2' })).not.toBeInTheDocument();
    await usuario.click(screen.getByRole('button', { name: 'Crear empresa y administrador' }));
    expect(
      await screen.findByText('El RUC no es válido: revise los dígitos (el último es de verificación)'),
    ).toBeInTheDocument();
    expect(within(fila1).getByText(MENSAJES_DEPARTAMENTO.codigoFormato)).toBeInTheDocument();
    expect(within(fila1).getByText(MENSAJES_DEPARTAMENTO.nombreRequerido)).toBeInTheDocument();
    expect(intentos).toBe(0);

    const ruc = screen.getByLabelText(/^RUC/);
    await usuario.clear(ruc);
    await escribir(usuario, ruc, '20601234565');
    await usuario.clear(within(fila1).getByLabelText(/^Código/));
    await escribir(usuario, within(fila1).getByLabelText(/^Código/), 'rrhh');
    await escribir(usuario, within(fila1).getByLabelText(/^Nombre/), 'Recursos Humanos');
    await usuario.click(screen.getByRole('button', { name: 'Crear empresa y administrador' }));
    expect(await screen.findByText('La contraseña es demasiado común')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Contraseña/)).toHaveAttribute('aria-invalid', 'true');

    await usuario.click(screen.getByRole('button', { name: 'Crear empresa y administrador' }));
    expect(await screen.findByText(M.completada)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.cuerpos('POST /api/configuracion-inicial')[1]).toMatchObject({
      token: TOKEN,
      ruc: '20601234565',
      regimen: 'GENERAL',
      departamentos: [{ codigo: 'RRHH', nombre: 'Recursos Humanos' }],
    });
  }, 60_000);

  it('un enlace rechazado por el servidor se explica sobre el formulario', async () => {
    disponible(true);
    api.rutas['POST /api/configuracion-inicial'] = () =>
      respuestaJson({ code: 'SIN_PERMISO', message: M.enlaceInvalido }, 403);
    renderApp(rutas, `/configuracion-inicial?token=${TOKEN}`);
    const usuario = userEvent.setup();
    await llenar(usuario);
    await usuario.click(screen.getByRole('button', { name: 'Crear empresa y administrador' }));
    expect(await screen.findByText(M.enlaceInvalido)).toBeInTheDocument();
  });
});
