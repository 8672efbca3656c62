import {
  cerrarSesion,
  comprobarAccesibilidad,
  DEMO,
  expect,
  iniciarSesion,
  leerMenu,
  test,
} from './fixtures';

/** Reportes: for administrators and team leads only until the reports issue gives it its own codes (ADR 029). */
const REPORTES = ['Vacaciones por Usuario', 'Estadísticas'];
/** The e2e server runs on the demo company: every page, /login included, must say so. */
const AVISO_DEMO = 'Datos de demostración — no usar en producción';

test.describe('[SHELL] menú y acceso', () => {
  test('[SHELL][MENU] cada acceso demo ve exactamente su menú @humo', async ({ page }) => {
    const esperado: Record<string, string[]> = {
      [DEMO.empleado]: ['Dashboard', 'Solicitar Vacaciones', 'Mis Solicitudes'],
      [DEMO.jefe]: [
        'Dashboard',
        'Solicitar Vacaciones',
        'Mis Solicitudes',
        'Gestión de Solicitudes',
        'Saldos de Vacaciones',
        'Programación de Vacaciones',
        ...REPORTES,
      ],
      [DEMO.admin]: [
        'Dashboard',
        'Solicitar Vacaciones',
        'Mis Solicitudes',
        'Gestión de Solicitudes',
        'Saldos de Vacaciones',
        'Programación de Vacaciones',
        'Usuarios',
        'Roles',
        'Permisos',
        'Departamentos',
        'Configuración',
        ...REPORTES,
      ],
    };
    for (const [email, enlaces] of Object.entries(esperado)) {
      await page.goto('/login');
      await expect(page.getByRole('status').filter({ hasText: AVISO_DEMO })).toBeVisible();
      await comprobarAccesibilidad(page);
      await iniciarSesion(page, email);
      await expect(page).toHaveURL(/\/dashboard$/);
      expect((await leerMenu(page)).map((t) => t.trim())).toEqual(enlaces);
      await expect(page.getByRole('status').filter({ hasText: AVISO_DEMO })).toBeVisible();
      await comprobarAccesibilidad(page);
      await cerrarSesion(page);
    }
  });

  test('[SHELL][SALIR] cerrar sesión vuelve a /login y el botón Atrás no muestra la página', async ({
    page,
  }) => {
    await iniciarSesion(page, DEMO.jefe);
    await page.goto('/solicitudes');
    await expect(page.getByRole('heading', { name: 'Mis Solicitudes de Vacaciones' })).toBeVisible();
    await cerrarSesion(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { name: 'Mis Solicitudes de Vacaciones' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('[SHELL][EXPIRADA] una sesión borrada en el servidor lleva a /login?expired=true y, al volver a entrar, a la misma página', async ({
    page,
  }) => {
    await iniciarSesion(page, DEMO.empleado);
    await page.goto('/solicitudes');
    await expect(page.getByRole('heading', { name: 'Mis Solicitudes de Vacaciones' })).toBeVisible();
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const revocada = await page.request.post('/api/account/logout', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revocada.ok()).toBe(true);

    await page.reload();
    await expect(page).toHaveURL(/\/login\?expired=true/);
    await expect(page.getByText(/sesión ha expirado/i)).toBeVisible();
    await comprobarAccesibilidad(page);
    await iniciarSesion(page, DEMO.empleado);
    await expect(page).toHaveURL(/\/solicitudes$/);
  });

  // Every other test runs with reduced motion (the config: a third less rendering work); this one keeps the
  // transitions a user normally sees, so the drawer is also proven opening and closing with them.
  test.describe('con animaciones', () => {
    test.use({ reducedMotion: 'no-preference' });
    test('[SHELL][MOVIL] a 360 px el menú es un cajón que se abre con el botón de menú', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await iniciarSesion(page, DEMO.jefe);
      const nav = page.getByRole('navigation', { name: 'Menú principal' });
      await expect(nav).toBeHidden();
      await comprobarAccesibilidad(page);
      await page.getByRole('button', { name: 'Mostrar u ocultar menú' }).click();
      await expect(nav).toBeVisible();
      await comprobarAccesibilidad(page);
      await nav.getByRole('link', { name: 'Mis Solicitudes' }).click();
      await expect(page).toHaveURL(/\/solicitudes$/);
      await expect(page.getByRole('heading', { name: 'Mis Solicitudes de Vacaciones' })).toBeVisible();
      const ancho = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(ancho).toBeLessThanOrEqual(360);
    });
  });

  test('[SHELL][LOGIN] un visitante con sesión que abre /login va a /solicitar-vacaciones', async ({
    page,
  }) => {
    await iniciarSesion(page, DEMO.empleado);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/solicitar-vacaciones$/);
  });

  test('[SHELL][A11Y] la revisión de accesibilidad detecta una imagen sin texto y un botón sin nombre', async ({
    page,
  }) => {
    await page.goto('/login');
    await comprobarAccesibilidad(page);
    await page.evaluate(() => {
      const img = document.createElement('img');
      img.src = '/favicon.ico';
      const boton = document.createElement('button');
      document.body.append(img, boton);
    });
    await expect(comprobarAccesibilidad(page)).rejects.toThrow(
      /image-alt[\s\S]*button-name|button-name[\s\S]*image-alt/,
    );
  });
});
