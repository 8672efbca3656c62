import type { Browser, Page } from '@playwright/test';
import { comprobarAccesibilidad, DEMO, expect, iniciarSesion, leerMenu, test } from './fixtures';

const ROL = 'Supervisor RRHH';

async function nuevaSesion(browser: Browser, email: string) {
  const contexto = await browser.newContext();
  const page = await contexto.newPage();
  await iniciarSesion(page, email);
  return { contexto, page };
}

/** Calls the API with the page's session token. */
async function api(page: Page, method: 'GET' | 'PUT', ruta: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return page.request.fetch(`/api${ruta}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
}

interface UsuarioDetalle {
  id: number;
  roles: string[];
  [campo: string]: unknown;
}

/** PUT /api/usuarios-admin/{id} with the detail's own fields and the given roles. */
async function guardarRolesUsuario(page: Page, usuario: UsuarioDetalle, roles: string[]) {
  const campos = [
    'nombres',
    'apellidoPaterno',
    'apellidoMaterno',
    'dni',
    'extranjero',
    'numeroCelular',
    'email',
    'empresa',
    'departamentoId',
    'jefeId',
    'fechaIngreso',
  ] as const;
  const cuerpo: Record<string, unknown> = { roles };
  for (const c of campos) cuerpo[c] = usuario[c];
  const r = await api(page, 'PUT', `/usuarios-admin/${usuario.id}`, cuerpo);
  expect(r.status(), await r.text()).toBe(200);
}

test.describe('[ROLES][PERMISOS] administración de roles y permisos', () => {
  test('[ROLES][ASIGNAR] un rol nuevo con Saldos de Vacaciones da ese menú al empleado y desactivarlo lo quita', async ({
    browser,
  }) => {
    // Three sessions and a dozen accessibility scans.
    test.slow();
    const admin = await nuevaSesion(browser, DEMO.admin);
    const a = admin.page;
    await a.goto('/administracion/roles');
    await expect(a.getByRole('heading', { level: 1, name: 'Gestión de Roles' })).toBeVisible();
    await expect(a.getByText('Administre los roles del sistema')).toBeVisible();
    const tabla = a.getByRole('table', { name: 'Roles del sistema' });
    await expect(tabla.getByRole('row', { name: /Empleado/ })).toBeVisible();
    await comprobarAccesibilidad(a);

    // Create the role through the side panel; an empty submit shows the spec's messages first.
    await a.getByRole('button', { name: 'Nuevo Rol' }).click();
    const panel = a.getByRole('dialog', { name: 'Crear Nuevo Rol' });
    await expect(panel).toBeVisible();
    await comprobarAccesibilidad(a);
    await panel.getByRole('button', { name: 'Crear Rol' }).click();
    await expect(panel.getByText('El nombre del rol es requerido')).toBeVisible();
    await expect(panel.getByText('La descripción del rol es requerida')).toBeVisible();
    await expect(panel.getByText('Debe seleccionar al menos un permiso')).toBeVisible();
    await comprobarAccesibilidad(a);

    await panel.getByLabel('Nombre del Rol').fill(ROL);
    await panel.getByLabel('Descripción').fill('Supervisa los saldos de vacaciones del personal');
    await panel.getByLabel('Seleccionar Permisos').click();
    await a.getByRole('option', { name: /Saldos de Vacaciones/ }).click();
    await a.keyboard.press('Escape');
    await expect(panel.getByText('Permisos seleccionados (1)')).toBeVisible();
    await comprobarAccesibilidad(a);
    await panel.getByRole('button', { name: 'Crear Rol' }).click();
    await expect(panel.getByText('Rol guardado exitosamente')).toBeVisible();
    await expect(panel).toBeHidden();
    const fila = tabla.getByRole('row', { name: new RegExp(ROL) });
    await expect(fila).toContainText('Saldos de Vacaciones');
    await expect(fila).toContainText('Activo');

    // The employee's id, to check and later restore their roles through the API.
    const lista = await api(a, 'GET', `/usuarios-admin?Email=${encodeURIComponent(DEMO.empleado)}`);
    expect(lista.status(), 'GET /api/usuarios-admin debe responder 200').toBe(200);
    const { usuarios } = (await lista.json()) as { usuarios: { id: number; email: string }[] };
    const empleadoId = usuarios.find((u) => u.email === DEMO.empleado)?.id;
    expect(empleadoId).toBeDefined();
    const detalle = (await (await api(a, 'GET', `/usuarios-admin/${empleadoId}`)).json()) as UsuarioDetalle;
    const rolesOriginales = [...detalle.roles];
    // Give the role to the employee through the user modal, as an administrator would.
    await a.goto('/administracion/usuarios');
    const tablaUsuarios = a.getByRole('table', { name: 'Usuarios del sistema' });
    await a.getByRole('searchbox', { name: 'Buscar' }).fill(DEMO.empleado);
    const filaUsuario = tablaUsuarios.getByRole('row').filter({ hasText: DEMO.empleado });
    await expect(filaUsuario).toHaveCount(1);
    await expect(async () => {
      // Escape only to close a menu left open; in the search box it would clear the search.
      if (await a.getByRole('menu').isVisible()) await a.keyboard.press('Escape');
      await filaUsuario.getByRole('button', { name: /^Acciones de / }).click({ timeout: 3_000 });
      await a.getByRole('menuitem', { name: 'Editar' }).click({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    const editar = a.getByRole('dialog', { name: 'Editar Usuario' });
    await expect(editar.getByRole('textbox', { name: /^Email/ })).toHaveValue(DEMO.empleado);
    await editar.getByRole('combobox', { name: 'Roles' }).click();
    await a.getByRole('option', { name: ROL, exact: true }).click();
    await editar.getByRole('heading', { name: 'Editar Usuario' }).click();
    await comprobarAccesibilidad(a);
    await editar.getByRole('button', { name: 'Actualizar Usuario' }).click();
    await expect(editar).toBeHidden();
    const asignado = (await (await api(a, 'GET', `/usuarios-admin/${empleadoId}`)).json()) as UsuarioDetalle;
    expect(asignado.roles).toContain(ROL);
    await a.goto('/administracion/roles');
    await expect(fila).toContainText('Activo');

    try {
      const empleado = await nuevaSesion(browser, DEMO.empleado);
      const e = empleado.page;
      expect(await leerMenu(e)).toContain('Saldos de Vacaciones');
      await comprobarAccesibilidad(e);

      // Deactivate it as the admin: the dialog warns about the assigned user.
      await a.reload();
      // After the reload the list may refresh once more and re-render the row under an open menu.
      await expect(async () => {
        await a.keyboard.press('Escape');
        await fila.getByRole('button', { name: `Acciones del rol ${ROL}` }).click({ timeout: 3_000 });
        await a.getByRole('menuitem', { name: 'Desactivar' }).click({ timeout: 3_000 });
      }).toPass({ timeout: 30_000 });
      const dialogo = a.getByRole('dialog', { name: 'Desactivar Rol' });
      await expect(dialogo).toContainText('¿Está seguro que desea desactivar este rol?');
      await expect(dialogo).toContainText('Este rol tiene 1 usuario(s) asignado(s)');
      await expect(dialogo).toContainText('Estado actual');
      await comprobarAccesibilidad(a);
      await dialogo.getByRole('button', { name: 'Desactivar' }).click();
      await expect(dialogo.getByText('Estado del rol cambiado exitosamente')).toBeVisible();
      await expect(dialogo).toBeHidden();
      await expect(fila).toContainText('Inactivo');

      // After a reload the employee's menu no longer has it.
      await e.reload();
      expect(await leerMenu(e)).not.toContain('Saldos de Vacaciones');
      await empleado.contexto.close();
    } finally {
      await guardarRolesUsuario(a, detalle, rolesOriginales);
    }

    // The audit tab lists the creation and the deactivation; the quick detail opens.
    await a.getByRole('tab', { name: 'Auditoría' }).click();
    const auditoria = a.getByRole('region', { name: 'Auditoría de Gestión de Roles' });
    await expect(auditoria.getByText(`Rol "${ROL}" creado con 1 permiso(s)`)).toBeVisible();
    await expect(auditoria.getByText(`Rol "${ROL}" desactivado`)).toBeVisible();
    await expect(a.getByText(/\d+ registro\(s\) encontrado\(s\)/)).toBeVisible();
    await comprobarAccesibilidad(a);
    await auditoria.getByRole('button', { name: `Ver detalle rápido: Rol "${ROL}" desactivado` }).click();
    const rapido = a.getByRole('dialog', { name: 'Detalle de la acción' });
    await expect(rapido).toContainText(`Rol "${ROL}" desactivado`);
    await comprobarAccesibilidad(a);
    await rapido.getByRole('button', { name: 'Cerrar' }).click();
    await admin.contexto.close();
  });

  test('[PERMISOS][CREAR] un permiso nuevo aparece en la lista, en su detalle y en la auditoría', async ({
    page,
  }) => {
    const sufijo = Date.now().toString(36).toUpperCase();
    const nombre = `Reporte de Horas Extra ${sufijo}`;
    const codigo = `REPORTE-HORAS-${sufijo}`;
    await iniciarSesion(page, DEMO.admin);
    await page.goto('/administracion/permisos');
    await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Permisos' })).toBeVisible();
    const tabla = page.getByRole('table', { name: 'Permisos del sistema' });
    await expect(tabla.getByText('DASHBOARD-MENU')).toBeVisible();
    await comprobarAccesibilidad(page);

    await page.getByRole('button', { name: 'Nuevo Permiso' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Crear Nuevo Permiso' });
    await expect(dialogo).toBeVisible();
    await expect(dialogo.getByLabel('Código del Permiso')).toHaveAttribute(
      'placeholder',
      'ADMIN-USUARIOS-MENU',
    );
    await comprobarAccesibilidad(page);

    // Checked on each change: a short description is refused at once and blocks the button.
    await dialogo.getByLabel('Descripción').fill('Corta');
    await expect(dialogo.getByText('La descripción debe tener al menos 10 caracteres')).toBeVisible();
    await expect(dialogo.getByRole('button', { name: 'Crear Permiso' })).toBeDisabled();
    await comprobarAccesibilidad(page);

    await dialogo.getByLabel('Nombre del Permiso').fill(nombre);
    await dialogo.getByLabel('Código del Permiso').fill(codigo);
    await dialogo.getByLabel('Descripción').fill('Consultar el reporte de horas extra del personal');
    await dialogo.getByLabel('Módulo').fill('Reportes');
    await dialogo.getByRole('button', { name: 'Crear Permiso' }).click();
    await expect(dialogo.getByText('Permiso guardado exitosamente')).toBeVisible();
    await expect(dialogo).toBeHidden();

    await page.getByLabel('Buscar permiso').fill(sufijo);
    const fila = tabla.getByRole('row', { name: new RegExp(nombre) });
    await expect(fila).toContainText(codigo);
    await expect(fila).toContainText('Reportes');
    // The filtered list may still refresh after the search settles and re-render the row under an open menu.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await fila.getByRole('button', { name: `Acciones del permiso ${nombre}` }).click({ timeout: 3_000 });
      await page.getByRole('menuitem', { name: 'Ver detalles' }).click({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    const detalle = page.getByRole('dialog', { name: 'Detalles del Permiso' });
    await expect(detalle).toContainText('Información Adicional');
    await expect(detalle).toContainText('Roles Asignados');
    await comprobarAccesibilidad(page);
    await detalle.getByRole('button', { name: 'Cerrar' }).click();

    await page.getByRole('tab', { name: 'Auditoría' }).click();
    const auditoria = page.getByRole('region', { name: 'Auditoría de Gestión de Permisos' });
    await expect(auditoria.getByText(`Permiso "${nombre}" (${codigo}) creado`)).toBeVisible();
    await comprobarAccesibilidad(page);
  });
});
