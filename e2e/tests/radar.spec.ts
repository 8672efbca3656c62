import { cerrarSesion, comprobarAccesibilidad, DEMO, expect, filtrar, iniciarSesion, test } from './fixtures';

// The risk radar for expiring periods (art. 23 D. Leg. 713) on the dashboard and in Saldos de Vacaciones.

test('[RADAR]: la empleada ve sus días vencidos con la advertencia de indemnización en el dashboard', async ({
  page,
}) => {
  await iniciarSesion(page, DEMO.empleado);
  await expect(page).toHaveURL(/\/dashboard/);
  const tarjeta = page.getByRole('region', { name: 'Riesgo de vencimiento' });
  await expect(tarjeta).toBeVisible();
  await expect(tarjeta.getByText('Cargando períodos en riesgo...')).toBeHidden();
  // The demo employee has expired days in her oldest period (README): a 'Vencido' item with the warning.
  const vencido = tarjeta.getByRole('listitem').filter({ has: page.getByText('Vencido', { exact: true }) });
  await expect(vencido.first()).toBeVisible();
  await expect(vencido.first().getByText('Venció el')).toBeVisible();
  await expect(
    vencido
      .first()
      .getByText(/^\d{2}\/\d{2}\/\d{4}$/)
      .first(),
  ).toBeVisible();
  await expect(vencido.first().getByRole('alert')).toContainText(
    'Goce extemporáneo: genera indemnización vacacional (art. 23 D. Leg. 713)',
  );
  await comprobarAccesibilidad(page);
  await cerrarSesion(page);
});

test('[RADAR]: el jefe filtra «En riesgo» en Saldos de Vacaciones y ve la columna Vencimiento', async ({
  page,
}) => {
  await iniciarSesion(page, DEMO.jefe);
  await page.getByRole('button', { name: 'Reporte de Equipo' }).click();
  await page.getByRole('link', { name: 'Saldos de Vacaciones' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saldos de Vacaciones' })).toBeVisible();
  await expect(page.getByText('Cargando saldos de vacaciones...')).toBeHidden();
  await expect(page.getByRole('columnheader', { name: 'Vencimiento' })).toBeVisible();
  const titulo = page.getByRole('heading', { name: /^Saldos de Vacaciones \(\d[\d,]*\)$/ });
  const total = Number((await titulo.innerText()).replace(/\D/g, ''));

  await filtrar(
    page.getByRole('table', { name: 'Saldos de vacaciones del equipo' }),
    '/historial-vacaciones/saldos-equipo',
    { enRiesgo: 'true' },
    () => page.getByRole('checkbox', { name: 'En riesgo' }).check(),
  );
  await expect(page).toHaveURL(/enRiesgo=true/);
  const filas = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(filas.first()).toBeVisible();
  const filtrado = Number((await titulo.innerText()).replace(/\D/g, ''));
  expect(filtrado).toBeGreaterThan(0);
  expect(filtrado).toBeLessThan(total);
  // Every row left is at risk: its Vencimiento cell has a date and a level, never 'Sin riesgo'.
  const cuantas = await filas.count();
  for (let i = 0; i < cuantas; i++) {
    const celda = filas.nth(i).getByRole('cell').last();
    await expect(celda).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(celda).toContainText(/Vencido|Vence en (30|60|90) días o menos/);
  }
  // The demo employee, a direct report, is among them with her expired period.
  await expect(filas.filter({ hasText: DEMO.empleado }).filter({ hasText: 'Vencido' }).first()).toBeVisible();
  await comprobarAccesibilidad(page);
  await cerrarSesion(page);
});
