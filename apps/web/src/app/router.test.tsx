import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSesion } from '@app/contract/auth';
import { ROLES_SEMILLA } from '@app/contract/permisos';
import { CLAVE_TOKEN } from '../lib/token';
import { usarApiFalsa } from '../testing/api-falsa';
import { renderApp, tituloDePagina, respuestaJson, usarAnchoPantalla } from '../testing/test-utils';
import { rutas } from './router';

const permisosDe = (rol: string) => [...(ROLES_SEMILLA.find((r) => r.nombre === rol)?.permisos ?? [])];
const sesionDe = (rol: string, extra: Partial<TSesion> = {}): TSesion => ({
  userName: `${rol.toLowerCase()}@descanso.pe`,
  nombreCompleto: `Ana ${rol}`,
  roles: [rol],
  permisos: permisosDe(rol),
  debeCambiarContrasena: false,
  ...extra,
});

const api = usarApiFalsa();

const conSesion = (sesion: TSesion) => {
  localStorage.setItem(CLAVE_TOKEN, 'token-valido');
  api.rutas['GET /api/account/me'] = () => respuestaJson(sesion);
};

describe('rutas y sesión', () => {
  it('un visitante sin sesión va al login y, tras entrar, vuelve a la página que pidió', async () => {
    api.rutas['POST /api/account/login'] = () => respuestaJson({ ...sesionDe('Empleado'), token: 'nuevo' });
    const { router } = renderApp(rutas, '/solicitudes');
    const usuario = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Descanso' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Descanso' })).toBeInTheDocument();
    expect(screen.getByText('Desarrollado por Descanso')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    await usuario.type(screen.getByLabelText(/Email/), 'empleado@descanso.pe');
    await usuario.type(screen.getByLabelText(/^Contraseña/), 'Descanso#2026');
    await usuario.click(screen.getByRole('button', { name: 'Login' }));

    expect(await tituloDePagina('Mis Solicitudes de Vacaciones')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/solicitudes');
    expect(localStorage.getItem(CLAVE_TOKEN)).toBe('nuevo');
  });

  it('sin página recordada, el login lleva al dashboard', async () => {
    api.rutas['POST /api/account/login'] = () => respuestaJson({ ...sesionDe('Empleado'), token: 'nuevo' });
    const { router } = renderApp(rutas, '/login');
    const usuario = userEvent.setup();
    await usuario.type(await screen.findByLabelText(/Email/), 'empleado@descanso.pe');
    await usuario.type(screen.getByLabelText(/^Contraseña/), 'Descanso#2026');
    await usuario.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Principal' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('credenciales inválidas muestran el mensaje del servidor', async () => {
    api.rutas['POST /api/account/login'] = () =>
      respuestaJson({ code: 'CREDENCIALES_INVALIDAS', message: 'Credenciales inválidas' }, 401);
    const { router } = renderApp(rutas, '/login');
    const usuario = userEvent.setup();
    await usuario.type(await screen.findByLabelText(/Email/), 'empleado@descanso.pe');
    await usuario.type(screen.getByLabelText(/^Contraseña/), 'equivocada');
    await usuario.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Credenciales inválidas')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('quien ya tiene sesión y abre /login va a Solicitar Vacaciones', async () => {
    conSesion(sesionDe('Empleado'));
    const { router } = renderApp(rutas, '/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solicitar Vacaciones' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/solicitar-vacaciones');
  });

  it('un token rechazado (401) al iniciar lo borra y muestra que la sesión expiró, recordando la página', async () => {
    localStorage.setItem(CLAVE_TOKEN, 'vencido');
    api.rutas['GET /api/account/me'] = () =>
      respuestaJson({ code: 'SESION_EXPIRADA', message: 'Su sesión ha expirado' }, 401);
    api.rutas['POST /api/account/login'] = () => respuestaJson({ ...sesionDe('Jefe'), token: 'nuevo' });
    const { router } = renderApp(rutas, '/reporte-equipo/saldos-vacaciones');
    const usuario = userEvent.setup();

    expect(await screen.findByText('Tu sesión ha expirado. Inicia sesión nuevamente.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?expired=true');
    expect(localStorage.getItem(CLAVE_TOKEN)).toBeNull();

    await usuario.type(screen.getByLabelText(/Email/), 'jefe@descanso.pe');
    await usuario.type(screen.getByLabelText(/^Contraseña/), 'Descanso#2026');
    await usuario.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Saldos de Vacaciones' }),
    ).toBeInTheDocument();
  });

  it('si /account/me falla por otra causa se borra el token y se pide login', async () => {
    localStorage.setItem(CLAVE_TOKEN, 'token');
    api.rutas['GET /api/account/me'] = () => respuestaJson({ code: 'ERROR_INTERNO', message: 'Error' }, 500);
    const { router } = renderApp(rutas, '/dashboard');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(CLAVE_TOKEN)).toBeNull();
  });

  it('un usuario sin el permiso de la página no ve su contenido', async () => {
    conSesion(sesionDe('Empleado'));
    renderApp(rutas, '/administracion/usuarios');
    expect(await screen.findByText('No tiene permiso para ver esta página.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Gestión de Usuarios' })).not.toBeInTheDocument();
  });

  it('Departamentos pide ADMIN-DEPARTAMENTOS-MENU', async () => {
    conSesion(sesionDe('Empleado', { permisos: [] }));
    renderApp(rutas, '/administracion/departamentos');
    expect(await screen.findByText('No tiene permiso para ver esta página.')).toBeInTheDocument();
  });

  it.each([
    ['/reportes/vacaciones-usuario', 'Vacaciones por Usuario'],
    ['/reportes/estadisticas', 'Estadísticas'],
  ])(
    'el reporte %s se muestra a un jefe (tiene los permisos de Reportes) y no a un empleado',
    async (ruta, titulo) => {
      conSesion(sesionDe('Jefe'));
      const { unmount } = renderApp(rutas, ruta);
      expect(await screen.findByRole('heading', { level: 1, name: titulo })).toBeInTheDocument();
      expect(screen.queryByText('Esta sección estará disponible próximamente.')).not.toBeInTheDocument();
      unmount();

      conSesion(sesionDe('Empleado'));
      renderApp(rutas, ruta);
      expect(await screen.findByText('No tiene permiso para ver esta página.')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1, name: titulo })).not.toBeInTheDocument();
    },
  );

  it('mientras debe cambiar la contraseña, cualquier ruta lleva a Cambiar contraseña', async () => {
    conSesion(sesionDe('Empleado', { debeCambiarContrasena: true }));
    const { router } = renderApp(rutas, '/solicitudes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cambiar contraseña' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cambiar-contrasena');
  });

  it('tras cambiar la contraseña recarga la sesión y va al dashboard', async () => {
    conSesion(sesionDe('Empleado', { debeCambiarContrasena: true }));
    api.rutas['POST /api/account/cambiar-contrasena'] = () => {
      api.rutas['GET /api/account/me'] = () => respuestaJson(sesionDe('Empleado'));
      return respuestaJson({ message: 'Contraseña actualizada' });
    };
    const { router } = renderApp(rutas, '/dashboard');
    const usuario = userEvent.setup();
    await usuario.type(await screen.findByLabelText(/^Contraseña actual/), 'Temporal#2026x');
    await usuario.type(screen.getByLabelText(/^Nueva contraseña/), 'NuevaClave#2026');
    await usuario.type(screen.getByLabelText(/^Confirmar contraseña/), 'NuevaClave#2026');
    await usuario.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Principal' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(await screen.findByText('Contraseña actualizada')).toBeInTheDocument();
  });

  it('cerrar sesión llama a la API, borra el token y reemplaza la página por el login', async () => {
    conSesion(sesionDe('Admin'));
    api.rutas['POST /api/account/logout'] = () => respuestaJson({ message: 'Sesión cerrada' });
    const { router } = renderApp(rutas, '/dashboard');
    const usuario = userEvent.setup();
    await usuario.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem(CLAVE_TOKEN)).toBeNull();
    expect(api.fetchMock).toHaveBeenCalledWith(
      '/api/account/logout',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('sin sesión, una ruta desconocida muestra el login', async () => {
    const { router } = renderApp(rutas, '/no-existe');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('con sesión, una ruta desconocida lleva al dashboard', async () => {
    conSesion(sesionDe('Empleado'));
    const { router } = renderApp(rutas, '/no-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Principal' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('shell', () => {
  usarAnchoPantalla(1280);

  it('el menú de un empleado no muestra Reporte de Equipo, Administración ni Reportes', async () => {
    conSesion(sesionDe('Empleado'));
    renderApp(rutas, '/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Mis Solicitudes' })).toBeInTheDocument();
    expect(within(menu).queryByText('Reporte de Equipo')).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Usuarios' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Departamentos' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Configuración' })).not.toBeInTheDocument();
    expect(within(menu).queryByText('Administración')).not.toBeInTheDocument();
    expect(within(menu).queryByText('Reportes')).not.toBeInTheDocument();
  });

  it('un administrador ve Administración abierto y los grupos se abren y cierran', async () => {
    conSesion(sesionDe('Admin'));
    renderApp(rutas, '/dashboard');
    const usuario = userEvent.setup();
    const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(within(menu).getByRole('button', { name: 'Administración' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(menu).getByRole('link', { name: 'Usuarios' })).toBeVisible();

    const equipo = within(menu).getByRole('button', { name: 'Reporte de Equipo' });
    expect(equipo).toHaveAttribute('aria-expanded', 'false');
    await usuario.click(equipo);
    expect(equipo).toHaveAttribute('aria-expanded', 'true');
    await usuario.click(within(menu).getByRole('link', { name: 'Gestión de Solicitudes' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gestión de Solicitudes' }),
    ).toBeInTheDocument();
  });

  it('la barra superior tiene el nombre y el logo de la empresa, inicio, avatar y cerrar sesión', async () => {
    conSesion(sesionDe('Empleado'));
    renderApp(rutas, '/solicitudes');
    const barra = await screen.findByRole('banner');
    // Name and logo come from GET /api/empresa/publica; the logo's text alternative is the name.
    expect(within(barra).getByText('Descanso', { selector: 'div' })).toBeInTheDocument();
    expect(within(barra).getByRole('img', { name: 'Descanso' })).toBeInTheDocument();
    expect(within(barra).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/dashboard');
    expect(within(barra).getByRole('img', { name: 'Usuario: Ana Empleado' })).toHaveTextContent('AE');
    expect(within(barra).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(within(barra).getByRole('button', { name: 'Mostrar u ocultar menú' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});

describe('shell en un teléfono (360 px)', () => {
  usarAnchoPantalla(360);

  it('el menú lateral empieza cerrado, se abre con el botón de menú y se cierra al navegar', async () => {
    conSesion(sesionDe('Empleado'));
    const { router } = renderApp(rutas, '/dashboard');
    const usuario = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Dashboard Principal' });
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();

    const botonMenu = screen.getByRole('button', { name: 'Mostrar u ocultar menú' });
    expect(botonMenu).toHaveAttribute('aria-expanded', 'false');
    await usuario.click(botonMenu);
    const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
    await usuario.click(within(menu).getByRole('link', { name: 'Mis Solicitudes' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mis Solicitudes de Vacaciones' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/solicitudes');
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument(),
    );
  });
});

describe('redirecciones de la API durante el uso', () => {
  it('un 401 en una llamada cualquiera lleva a /login?expired=true', async () => {
    conSesion(sesionDe('Admin'));
    const { router } = renderApp(rutas, '/administracion/roles');
    await screen.findByRole('heading', { level: 1, name: 'Gestión de Roles' });
    // Any call other than login, made through the one API client.
    const { peticion } = await import('../lib/api-client');
    api.rutas['GET /api/rol'] = () =>
      respuestaJson({ code: 'SESION_EXPIRADA', message: 'Su sesión ha expirado' }, 401);
    await expect(peticion('/rol')).rejects.toMatchObject({ status: 401 });
    await waitFor(() => expect(router.state.location.search).toBe('?expired=true'));
    expect(router.state.location.state).toEqual({ desde: '/administracion/roles' });
    expect(await screen.findByText('Tu sesión ha expirado. Inicia sesión nuevamente.')).toBeInTheDocument();
  });
});
