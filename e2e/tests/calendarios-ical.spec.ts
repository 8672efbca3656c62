import { comprobarAccesibilidad, DEMO, expect, iniciarSesion, test } from './fixtures';

/* ADR 037: an employee creates a private calendar feed, copies its URL, a calendar client (here
 * page.request, with no session) reads it, and once revoked the same URL answers 404. */

test('[CALENDARIOS]: crear un calendario iCal, copiar su dirección, leerla sin sesión y revocarla', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await iniciarSesion(page, DEMO.empleado);
  // Where personal settings live: the bell, next to "Mis notificaciones".
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Notificaciones/ }).click();
  await page
    .getByRole('dialog', { name: 'Notificaciones' })
    .getByRole('button', { name: 'Mis calendarios' })
    .click();
  await expect(page).toHaveURL(/\/mis-calendarios$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis calendarios' })).toBeVisible();
  await expect(page.getByText('Aún no tiene calendarios')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cómo suscribirse' })).toBeVisible();
  await comprobarAccesibilidad(page);

  // An employee is offered their own requests and their department, never the team.
  await page.getByRole('combobox', { name: 'Qué mostrar' }).click();
  await expect(page.getByRole('option')).toHaveText(['Mis solicitudes', 'Mi departamento (aprobadas)']);
  await page.getByRole('option', { name: 'Mis solicitudes' }).click();
  await page.getByRole('button', { name: 'Crear calendario' }).click();

  const campo = page.getByRole('textbox', { name: 'Dirección del calendario' });
  await expect(campo).toHaveValue(/\/api\/calendario\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await campo.inputValue();
  await page.getByRole('button', { name: 'Copiar dirección' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dirección copiada' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await comprobarAccesibilidad(page);

  // A calendar client: no session, only the secret URL.
  const ruta = new URL(url).pathname;
  const leido = await page.request.get(ruta);
  expect(leido.status()).toBe(200);
  expect(leido.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const texto = await leido.text();
  expect(texto).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(texto).toContain('END:VCALENDAR');

  const fila = page.getByRole('row', { name: /Mis solicitudes/ });
  await expect(fila.getByText('Activo')).toBeVisible();
  await fila.getByRole('button', { name: /^Revocar el calendario Mis solicitudes/ }).click();
  const dialogo = page.getByRole('dialog', { name: 'Revocar calendario' });
  await comprobarAccesibilidad(page);
  await dialogo.getByRole('button', { name: 'Revocar' }).click();
  await expect(
    page.getByText('Calendario revocado: la dirección deja de funcionar ahora mismo'),
  ).toBeVisible();
  await expect(fila.getByText('Revocado')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Dirección del calendario' })).toHaveCount(0);
  await comprobarAccesibilidad(page);

  expect((await page.request.get(ruta)).status()).toBe(404);

  // On a phone (390 px) the list turns into cards and nothing spills sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Crear calendario' })).toBeVisible();
  await expect(page.getByText('Revocado', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await comprobarAccesibilidad(page);
});
