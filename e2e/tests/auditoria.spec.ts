import { comprobarAccesibilidad, DEMO, expect, iniciarSesion, test } from './fixtures';

// An audit an auditor can read. The administrator edits a demo user's phone and department; the audit
// shows what changed in Spanish, before → after, and filters by action on the server.
test.describe('[AUDITORIA] qué cambió y filtros', () => {
  test('[AUDITORIA][DETALLE][FILTRO] editar celular y departamento deja el antes → después legible, y el filtro por acción muestra solo esa acción', async ({
    page,
  }) => {
    const celular = `9${String(Date.now()).slice(-8)}`;
    await iniciarSesion(page, DEMO.admin);
    await page.goto('/administracion/usuarios');
    await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Usuarios' })).toBeVisible();
    const tabla = page.getByRole('table', { name: 'Usuarios del sistema' });
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('Carlos Mendoza Ríos');
    const fila = tabla.getByRole('row').filter({ hasText: 'Gerencia General' }).first();
    await expect(fila).toBeVisible();
    await comprobarAccesibilidad(page);

    await fila.getByRole('button', { name: /^Acciones de / }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const editar = page.getByRole('dialog', { name: 'Editar Usuario' });
    await editar.getByRole('textbox', { name: /^Número Celular/ }).fill(celular);
    await editar.getByRole('combobox', { name: /^Departamento/ }).click();
    await page.getByRole('option', { name: 'Finanzas' }).click();
    await comprobarAccesibilidad(page);
    await editar.getByRole('button', { name: 'Actualizar Usuario' }).click();
    await expect(editar).toBeHidden();

    await page.getByRole('tab', { name: 'Auditoría' }).click();
    const auditoria = page.getByRole('table', { name: 'Registros de Auditoría de Gestión de Usuarios' });
    const registro = auditoria
      .getByRole('row')
      .filter({ hasText: 'Usuario actualizado: Carlos Mendoza Ríos' })
      .first();
    // The row itself already says what changed, with Spanish labels.
    await expect(registro).toContainText('Número celular');
    await expect(registro).toContainText('Gerencia General → Finanzas');
    await expect(registro).not.toContainText('numeroCelular');
    await comprobarAccesibilidad(page);

    await registro.getByRole('button', { name: /^Ver detalle rápido/ }).click();
    const detalle = page.getByRole('dialog', { name: 'Detalle de la acción' });
    const cambios = detalle.getByRole('region', { name: 'Cambios' });
    await expect(cambios.getByRole('listitem', { name: 'Número celular' })).toContainText(`→ ${celular}`);
    await expect(cambios.getByRole('listitem', { name: 'Departamento' })).toContainText(
      'Gerencia General → Finanzas',
    );
    await expect(detalle).not.toContainText('departamentoId');
    await comprobarAccesibilidad(page);
    await detalle.getByRole('button', { name: 'Cerrar' }).click();
    await expect(detalle).toBeHidden();

    // Filter by action: only that action's records, asked to the server and kept in the URL.
    await page.getByRole('combobox', { name: 'Acción' }).click();
    await page.getByRole('option', { name: 'Actualizar usuario' }).click();
    await expect(page).toHaveURL(/audAccion=ACTUALIZAR_USUARIO/);
    const filas = auditoria.getByRole('row').filter({ has: page.getByRole('cell') });
    // Polled: until the filtered page arrives the table shows the previous rows, then its loading row.
    await expect
      .poll(async () => {
        const textos = await filas.allInnerTexts();
        return textos.length > 0 && textos.every((texto) => texto.includes('Usuario actualizado:'));
      })
      .toBe(true);
    await comprobarAccesibilidad(page);

    // A reload keeps the filtered view.
    await page.reload();
    await page.getByRole('tab', { name: 'Auditoría' }).click();
    await expect(page.getByRole('combobox', { name: 'Acción' })).toContainText('Actualizar usuario');
    await comprobarAccesibilidad(page);
  });
});
