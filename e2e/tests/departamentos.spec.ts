import type { Page } from '@playwright/test';
import { comprobarAccesibilidad, DEMO, expect, iniciarSesion, test } from './fixtures';

/** Opens the actions menu of the row and picks one (a menu that fades in may miss the first click). */
async function accion(page: Page, fila: ReturnType<Page['getByRole']>, nombre: string) {
  await expect(async () => {
    if (await page.getByRole('menu').isVisible()) await page.keyboard.press('Escape');
    await fila.getByRole('button', { name: /^Acciones del departamento / }).click({ timeout: 3_000 });
    await page.getByRole('menuitem', { name: nombre }).click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

test.describe('[DEPARTAMENTOS] administración de departamentos', () => {
  test('crear, editar, buscar, desactivar con advertencia y eliminar uno vacío', async ({ page }) => {
    test.slow();
    await iniciarSesion(page, DEMO.admin);
    await page.goto('/administracion/departamentos');
    await expect(page.getByRole('heading', { level: 1, name: 'Departamentos' })).toBeVisible();
    const tabla = page.getByRole('table', { name: 'Departamentos de la empresa' });
    await expect(tabla.getByRole('row', { name: /Tecnología/ })).toBeVisible();
    await expect(page.getByText('Con jefe de área')).toBeVisible();
    await comprobarAccesibilidad(page);

    // Create: an empty submit shows the rules first; the code is stored upper-cased.
    await page.getByRole('button', { name: 'Nuevo Departamento' }).click();
    const panel = page.getByRole('dialog', { name: 'Nuevo Departamento' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Crear Departamento' }).click();
    await expect(panel.getByText('El código es requerido')).toBeVisible();
    await expect(panel.getByText('El nombre es requerido')).toBeVisible();
    await comprobarAccesibilidad(page);
    await panel.getByLabel('Código').fill('log');
    await panel.getByLabel('Nombre').fill('Logística');
    await panel.getByLabel('Jefe de área (opcional)').fill('admin');
    await page.getByRole('option').first().click();
    await panel.getByLabel('Centro de costo (opcional)').fill('CC-900');
    await comprobarAccesibilidad(page);
    await panel.getByRole('button', { name: 'Crear Departamento' }).click();
    await expect(panel).toBeHidden();
    const fila = tabla.getByRole('row', { name: /Logística/ });
    await expect(fila).toContainText('LOG');
    await expect(fila).toContainText('Activo');

    // A second one with the same code (any case): the 409 names it.
    await page.getByRole('button', { name: 'Nuevo Departamento' }).click();
    await panel.getByLabel('Código').fill('Log');
    await panel.getByLabel('Nombre').fill('Otra logística');
    await panel.getByRole('button', { name: 'Crear Departamento' }).click();
    await expect(panel.getByText('Ya existe un departamento con el código LOG').first()).toBeVisible();
    await comprobarAccesibilidad(page);
    await panel.getByRole('button', { name: 'Cancelar' }).click();
    const descartar = page.getByRole('button', { name: /Descartar/ });
    if (await descartar.isVisible().catch(() => false)) await descartar.click();
    await expect(panel).toBeHidden();

    // Edit.
    await accion(page, fila, 'Editar');
    const editar = page.getByRole('dialog', { name: 'Editar Departamento' });
    await expect(editar.getByLabel('Código')).toHaveValue('LOG');
    await editar.getByLabel('Nombre').fill('Logística y Almacén');
    await comprobarAccesibilidad(page);
    await editar.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(editar).toBeHidden();
    await expect(tabla.getByRole('row', { name: /Logística y Almacén/ })).toBeVisible();

    // Search without accents, by name.
    await page.getByRole('searchbox', { name: 'Buscar departamento' }).fill('almacen');
    await expect(tabla.getByRole('row')).toHaveCount(2);
    await expect(tabla.getByRole('row', { name: /Logística y Almacén/ })).toBeVisible();
    await comprobarAccesibilidad(page);

    // Deactivating one with employees warns how many stay in it; then it is activated again.
    await page.getByRole('searchbox', { name: 'Buscar departamento' }).fill('Tecnologia');
    const ti = tabla.getByRole('row', { name: /Tecnología/ });
    await expect(tabla.getByRole('row')).toHaveCount(2);
    await accion(page, ti, 'Desactivar');
    const dialogo = page.getByRole('dialog', { name: 'Desactivar Departamento' });
    await expect(dialogo.getByText(/Este departamento tiene \d+ empleados? activos?/)).toBeVisible();
    await comprobarAccesibilidad(page);
    await dialogo.getByRole('button', { name: 'Desactivar' }).click();
    await expect(dialogo).toBeHidden();
    await expect(ti).toContainText('Inactivo');
    await accion(page, ti, 'Activar');
    const activar = page.getByRole('dialog', { name: 'Activar Departamento' });
    await activar.getByRole('button', { name: 'Activar' }).click();
    await expect(activar).toBeHidden();
    await expect(ti).toContainText('Activo');

    // One with employees cannot be deleted; the empty one can.
    await accion(page, ti, 'Eliminar');
    const noBorrar = page.getByRole('dialog', { name: 'Eliminar Departamento' });
    await expect(noBorrar.getByText(/No se puede eliminar\. Tiene \d+ empleados?/)).toBeVisible();
    await expect(noBorrar.getByRole('button', { name: 'Eliminar' })).toBeDisabled();
    await comprobarAccesibilidad(page);
    await noBorrar.getByRole('button', { name: 'Cancelar' }).click();
    await expect(noBorrar).toBeHidden();

    await page.getByRole('searchbox', { name: 'Buscar departamento' }).fill('LOG');
    const log = tabla.getByRole('row', { name: /Logística y Almacén/ });
    await accion(page, log, 'Eliminar');
    const borrar = page.getByRole('dialog', { name: 'Eliminar Departamento' });
    await borrar.getByRole('button', { name: 'Eliminar' }).click();
    await expect(borrar).toBeHidden();
    await expect(log).toHaveCount(0);

    // Each change is in the Auditoría tab.
    await page.getByRole('tab', { name: 'Auditoría' }).click();
    await expect(page.getByText('Departamento LOG – Logística y Almacén eliminado').first()).toBeVisible();
    await expect(page.getByText(/Tecnología desactivado \(conserva \d+ empleado/).first()).toBeVisible();
    await comprobarAccesibilidad(page);
  });
});
