import type { Locator, Page } from '@playwright/test';
import { cerrarSesion, comprobarAccesibilidad, DEMO, expect, iniciarSesion, test } from './fixtures';

/** Calls the API with the page's session token. */
async function api(page: Page, method: 'GET' | 'POST', ruta: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return page.request.fetch(`/api${ruta}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
}

/** A full name through the admin API (as the list shows it). */
async function nombreDe(page: Page, email: string): Promise<string> {
  const r = await api(page, 'GET', `/usuarios-admin?Email=${encodeURIComponent(email)}`);
  expect(r.status()).toBe(200);
  const { usuarios } = (await r.json()) as { usuarios: { email: string; nombreCompleto: string }[] };
  const usuario = usuarios.find((u) => u.email === email);
  expect(usuario, email).toBeDefined();
  return usuario!.nombreCompleto;
}

/** Unique per run: letters only, so the name reads like a name. */
function sufijoUnico() {
  const letras = 'abcdefghijklmnopqrstuvwxyz';
  let n = Date.now() % 26 ** 5;
  let texto = '';
  for (let i = 0; i < 5; i++) {
    texto += letras[n % 26];
    n = Math.floor(n / 26);
  }
  return texto.charAt(0).toUpperCase() + texto.slice(1);
}

const dniUnico = () => `9${String(Date.now()).slice(-7)}`;

async function irAUsuarios(page: Page) {
  await page.goto('/administracion/usuarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Usuarios' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Usuarios del sistema' }).getByRole('row').nth(1),
  ).toBeVisible();
}

/** Filters the list by the general search and waits for exactly that user's row. */
async function filaDe(page: Page, email: string): Promise<Locator> {
  const tabla = page.getByRole('table', { name: 'Usuarios del sistema' });
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(email);
  const fila = tabla.getByRole('row').filter({ hasText: email });
  await expect(fila).toHaveCount(1);
  await expect(tabla.getByRole('row')).toHaveCount(2);
  return fila;
}

async function elegirEnAutocompletar(
  modal: Locator,
  etiqueta: string | RegExp,
  texto: string,
  opcion: string | RegExp,
) {
  const page = modal.page();
  await modal.getByRole('combobox', { name: etiqueta }).fill(texto);
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

test.describe('[USUARIOS] administración de usuarios', () => {
  test('[USUARIOS][CREAR][DESACTIVAR] un usuario nuevo con jefe entra con su contraseña temporal, la cambia y al desactivarlo queda auditado @humo', async ({
    page,
  }) => {
    test.slow(); // three sessions and a dozen accessibility scans: close to the default minute on the CI machine
    const sufijo = sufijoUnico();
    const nuevo = {
      email: `marisol.${sufijo.toLowerCase()}@descanso.pe`,
      dni: dniUnico(),
      nombres: 'Marisol',
      apellidoPaterno: 'Prueba',
      apellidoMaterno: sufijo,
    };
    const nombreNuevo = `${nuevo.nombres} ${nuevo.apellidoPaterno} ${nuevo.apellidoMaterno}`;
    const contrasenaPropia = 'Brujula#Marea7Otono';

    await iniciarSesion(page, DEMO.admin);
    const nombreJefe = await nombreDe(page, DEMO.jefe);
    await irAUsuarios(page);
    await expect(page.getByText('Administre los usuarios del sistema, sus roles y permisos')).toBeVisible();
    for (const tarjeta of ['Total Usuarios', 'Activos', 'Inactivos', 'Administradores']) {
      await expect(page.getByRole('group', { name: tarjeta, exact: true })).toBeVisible();
    }
    await comprobarAccesibilidad(page);

    // The create modal: an empty save shows the spec's messages first.
    await page.getByRole('button', { name: 'Nuevo Usuario' }).click();
    const crear = page.getByRole('dialog', { name: 'Crear Nuevo Usuario' });
    await expect(crear).toBeVisible();
    await expect(crear.getByText(/al menos 12 caracteres.*se generará automáticamente/)).toBeVisible();
    await comprobarAccesibilidad(page);
    await crear.getByRole('button', { name: 'Crear Usuario' }).click();
    await expect(crear.getByText('El email es requerido')).toBeVisible();
    await expect(crear.getByText('Debe seleccionar al menos un rol')).toBeVisible();
    await comprobarAccesibilidad(page);

    await crear.getByRole('textbox', { name: /^Email/ }).fill(nuevo.email);
    await expect(crear.getByText('El email es requerido')).toHaveCount(0);
    await crear.getByRole('textbox', { name: /^DNI/ }).fill(nuevo.dni);
    await crear.getByRole('textbox', { name: /^Nombres/ }).fill(nuevo.nombres);
    await crear.getByRole('textbox', { name: /^Apellido Paterno/ }).fill(nuevo.apellidoPaterno);
    await crear.getByRole('textbox', { name: /^Apellido Materno/ }).fill(nuevo.apellidoMaterno);
    await crear.getByRole('textbox', { name: /^Empresa/ }).fill('Descanso S.A.C.');
    await crear.getByRole('combobox', { name: /^Departamento/ }).click();
    await page.getByRole('option', { name: 'Operaciones' }).click();
    await elegirEnAutocompletar(crear, /^Roles/, 'Emple', 'Empleado');
    await page.keyboard.press('Escape');
    // Each manager option shows the e-mail after the name.
    await elegirEnAutocompletar(
      crear,
      'Jefe Inmediato (Opcional)',
      nombreJefe,
      new RegExp(`^${nombreJefe} `),
    );
    await expect(
      crear.getByRole('checkbox', { name: 'Forzar cambio de contraseña en el primer login' }),
    ).toBeChecked();
    await expect(crear.getByLabel('Contraseña Temporal (Opcional)')).toHaveValue('');
    await crear.getByRole('button', { name: 'Crear Usuario' }).click();

    // The server generated the password: shown once, read from the dialog.
    const generada = page.getByRole('dialog', { name: 'Contraseña Temporal Generada' });
    await expect(generada).toBeVisible();
    await expect(crear).toBeHidden();
    const contrasenaTemporal = await generada
      .getByRole('textbox', { name: 'Contraseña temporal' })
      .inputValue();
    expect(contrasenaTemporal.length).toBeGreaterThanOrEqual(12);
    await expect(page.getByText('Usuario creado correctamente')).toBeVisible();
    await comprobarAccesibilidad(page);
    await generada.getByRole('button', { name: 'Entendido' }).click();
    await expect(generada).toBeHidden();

    // In the list, with its role, department and state; the view modal shows the manager.
    const fila = await filaDe(page, nuevo.email);
    await expect(fila).toContainText(nombreNuevo);
    await expect(fila).toContainText(nuevo.dni);
    await expect(fila).toContainText('Empleado');
    await expect(fila).toContainText('Operaciones');
    await expect(fila).toContainText('Activo');
    await fila.getByRole('button', { name: nombreNuevo, exact: true }).click();
    const ver = page.getByRole('dialog', { name: 'Ver Detalles del Usuario' });
    await expect(ver.getByRole('textbox', { name: 'Email' })).toHaveValue(nuevo.email);
    await expect(ver.getByRole('combobox', { name: 'Jefe Inmediato (Opcional)' })).toHaveValue(nombreJefe);
    await expect(ver.getByRole('button', { name: /Actualizar Usuario|Crear Usuario/ })).toHaveCount(0);
    await comprobarAccesibilidad(page);
    await ver.getByRole('button', { name: 'Cerrar' }).click();
    await expect(ver).toBeHidden();

    // Another user's edit modal offers the new user as 'Jefe Inmediato'.
    const otro = await filaDe(page, DEMO.empleado);
    await otro.getByRole('button', { name: /^Acciones de / }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const editar = page.getByRole('dialog', { name: 'Editar Usuario' });
    await expect(editar.getByRole('textbox', { name: /^Email/ })).toHaveValue(DEMO.empleado);
    await comprobarAccesibilidad(page);
    await editar
      .getByRole('combobox', { name: 'Jefe Inmediato (Opcional)' })
      .fill(`${nuevo.nombres} ${nuevo.apellidoPaterno}`);
    await expect(page.getByRole('option', { name: `${nombreNuevo} ${nuevo.email}` })).toBeVisible();
    await page.keyboard.press('Escape');
    await editar.getByRole('button', { name: 'Cancelar' }).click();
    await expect(editar).toBeHidden();

    // The new user must change the temporary password at first login.
    await cerrarSesion(page);
    await iniciarSesion(page, nuevo.email, contrasenaTemporal);
    await expect(page).toHaveURL(/\/cambiar-contrasena$/);
    await expect(page.getByText('Debes cambiar tu contraseña antes de continuar.')).toBeVisible();
    await comprobarAccesibilidad(page);
    await page.getByLabel('Contraseña actual').fill(contrasenaTemporal);
    await page.getByLabel('Nueva contraseña').fill(contrasenaPropia);
    await page.getByLabel('Confirmar contraseña').fill(contrasenaPropia);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await comprobarAccesibilidad(page);
    await cerrarSesion(page);

    // The administrator deactivates them.
    await iniciarSesion(page, DEMO.admin);
    await irAUsuarios(page);
    const filaNuevo = await filaDe(page, nuevo.email);
    await filaNuevo.getByRole('button', { name: `Acciones de ${nombreNuevo}` }).click();
    await page.getByRole('menuitem', { name: 'Desactivar' }).click();
    const desactivar = page.getByRole('dialog', { name: 'Desactivar Usuario' });
    await expect(desactivar).toContainText(nombreNuevo);
    await expect(desactivar).toContainText(nuevo.email);
    await expect(desactivar).toContainText('No podrá acceder al sistema ni realizar ninguna acción.');
    await comprobarAccesibilidad(page);
    await desactivar.getByRole('button', { name: 'Desactivar' }).click();
    await expect(desactivar).toBeHidden();
    await expect(page.getByText('Estado del usuario cambiado exitosamente')).toBeVisible();
    await expect(filaNuevo).toContainText('Inactivo');
    await comprobarAccesibilidad(page);

    // The Auditoría tab shows the user-management records: created and deactivated (the password change is
    // recorded under AUTENTICACION, so it does not belong to this tab).
    await page.getByRole('tab', { name: 'Auditoría' }).click();
    const auditoria = page.getByRole('table', { name: 'Registros de Auditoría de Gestión de Usuarios' });
    await expect(page.getByRole('heading', { name: 'Auditoría de Gestión de Usuarios' })).toBeVisible();
    await expect(
      auditoria.getByRole('row').filter({ hasText: `Usuario creado: ${nombreNuevo}` }),
    ).toHaveCount(1);
    await expect(
      auditoria.getByRole('row').filter({ hasText: `Usuario desactivado: ${nombreNuevo}` }),
    ).toHaveCount(1);
    await expect(auditoria.getByRole('row').filter({ hasText: /Contraseña cambiada/i })).toHaveCount(0);
    await comprobarAccesibilidad(page);
  });

  test('[USUARIOS][REINICIAR] reiniciar la contraseña muestra la temporal una vez y el usuario debe cambiarla', async ({
    page,
  }) => {
    const sufijo = sufijoUnico();
    const email = `reinicio.${sufijo.toLowerCase()}@descanso.pe`;
    const nombre = `Renato Reinicio ${sufijo}`;
    await iniciarSesion(page, DEMO.admin);
    // A user of this test's own, created through the API with a known password.
    const r = await api(page, 'POST', '/usuarios-admin', {
      nombres: 'Renato',
      apellidoPaterno: 'Reinicio',
      apellidoMaterno: sufijo,
      dni: dniUnico(),
      email,
      empresa: 'Descanso S.A.C.',
      departamentoId: 1,
      roles: ['Empleado'],
      contrasenaTemporal: 'Conocida#Brujula2026',
      forzarCambioContrasena: false,
    });
    expect(r.status(), await r.text()).toBe(200);

    await irAUsuarios(page);
    const fila = await filaDe(page, email);
    await fila.getByRole('button', { name: `Acciones de ${nombre}` }).click();
    await page.getByRole('menuitem', { name: 'Reiniciar contraseña' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Reiniciar Contraseña' });
    await expect(dialogo).toContainText('La contraseña actual dejará de ser válida.');
    await comprobarAccesibilidad(page);
    await dialogo
      .getByRole('textbox', { name: 'Motivo del reinicio (opcional)' })
      .fill('Olvidó su contraseña');
    await dialogo.getByRole('button', { name: 'Reiniciar Contraseña' }).click();

    const reiniciada = page.getByRole('dialog', { name: 'Contraseña Reiniciada' });
    await expect(reiniciada).toBeVisible();
    const temporal = await reiniciada.getByRole('textbox', { name: 'Contraseña temporal' }).inputValue();
    expect(temporal.length).toBeGreaterThanOrEqual(12);
    await expect(reiniciada).toContainText('La contraseña temporal expira después de su primer uso.');
    await expect(page.getByText('Contraseña reiniciada exitosamente')).toBeVisible();
    await comprobarAccesibilidad(page);
    await reiniciada.getByRole('button', { name: 'Entendido' }).click();
    await expect(reiniciada).toBeHidden();

    // The reason is in the audit record.
    await page.getByRole('tab', { name: 'Auditoría' }).click();
    const auditoria = page.getByRole('table', { name: 'Registros de Auditoría de Gestión de Usuarios' });
    const registro = auditoria.getByRole('row').filter({ hasText: `Contraseña reiniciada: ${nombre}` });
    await expect(registro).toHaveCount(1);
    await expect(registro).toContainText('Olvidó su contraseña');

    await cerrarSesion(page);
    await iniciarSesion(page, email, temporal);
    await expect(page).toHaveURL(/\/cambiar-contrasena$/);
    await expect(page.getByText('Debes cambiar tu contraseña antes de continuar.')).toBeVisible();
  });
});
