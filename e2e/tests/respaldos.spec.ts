import { comprobarAccesibilidad, DEMO, expect, iniciarSesion, test } from './fixtures';

test.describe('[RESPALDOS] respaldos en Configuración', () => {
  test('[CONFIGURACION]: el administrador pulsa «Respaldar ahora» y ve el respaldo creado y conservado', async ({
    page,
  }) => {
    await iniciarSesion(page, DEMO.admin);
    await page.goto('/administracion/configuracion');
    await page.getByRole('tab', { name: 'Respaldos' }).click();
    await expect(page.getByText(/Próximo respaldo automático:/)).toBeVisible();
    await comprobarAccesibilidad(page);

    await page.getByRole('button', { name: 'Respaldar ahora' }).click();
    const exito = page
      .getByRole('status')
      .filter({ hasText: /^Respaldo creado: descanso-.*\.respaldo\.gz \(/ });
    await expect(exito).toBeVisible({ timeout: 30_000 });
    const conservados = page.getByRole('list', { name: 'Respaldos conservados' });
    await expect(conservados.getByRole('listitem').first()).toContainText(/\.respaldo\.gz/);
    await expect(page.getByText(/Último respaldo:/)).not.toContainText('todavía no hay respaldos');
    await comprobarAccesibilidad(page);
  });
});
