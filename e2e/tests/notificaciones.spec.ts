import type { Page } from '@playwright/test';
import { solicitudDeUnDirecto } from './solicitud-de-un-directo';
import { comprobarAccesibilidad, DEMO, expect, iniciarSesion, test } from './fixtures';

/* ADR 031: the bell. The manager has a page open; a member of the team asks for vacation through the
 * API (as their own browser would); the manager's bell shows it without a reload and opens the request. */

const campana = (page: Page) => page.getByRole('button', { name: /^Notificaciones/ });
const etiqueta = (n: number) =>
  n === 0 ? 'Notificaciones: ninguna sin leer' : `Notificaciones: ${n} sin leer`;
const noLeidas = async (page: Page) => {
  const texto = (await campana(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) sin leer/.exec(texto)?.[1] ?? 0);
};

test('el jefe ve en la campana, sin recargar, la solicitud que acaba de llegar y la abre en Gestión de Solicitudes', async ({
  page,
  request,
}) => {
  await iniciarSesion(page, DEMO.jefe);
  await page.goto('/dashboard');
  await expect(campana(page)).toHaveAttribute('aria-label', /^Notificaciones: /);
  const antes = await noLeidas(page);
  // A mark that a reload would erase.
  await page.evaluate(() => ((window as unknown as { sinRecargar: boolean }).sinRecargar = true));

  const solicitud = await solicitudDeUnDirecto(request, [160, 190, 220, 250, 280, 310]);
  // Coming back to the window refreshes the count (as the 30-second polling would).
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(campana(page)).toHaveAttribute('aria-label', etiqueta(antes + 1));
  expect(await page.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar)).toBe(true);
  await comprobarAccesibilidad(page);

  await campana(page).click();
  const lista = page.getByRole('dialog', { name: 'Notificaciones' });
  const aviso = lista.getByRole('button', {
    name: new RegExp(`No leída: Nueva solicitud de vacaciones de ${solicitud.nombre}`),
  });
  await expect(aviso.first()).toBeVisible();
  await comprobarAccesibilidad(page);

  await aviso.first().click();
  await expect(page).toHaveURL(/\/reporte-equipo\/gestion-solicitudes/);
  const detalle = page.getByRole('dialog', { name: `Detalle de la solicitud #${solicitud.id}` });
  await expect(detalle).toBeVisible();
  await expect(detalle).toContainText(solicitud.nombre);
  await comprobarAccesibilidad(page);
  await detalle
    .getByRole('button', { name: /Cerrar/ })
    .first()
    .click();
  await expect(detalle).toBeHidden();
  // Opening it marked it read.
  await expect(campana(page)).toHaveAttribute('aria-label', etiqueta(antes));
});

test('«Mis notificaciones» desde la campana y desde el enlace de los correos', async ({ page }) => {
  await iniciarSesion(page, DEMO.empleado);
  await page.goto('/dashboard');
  await campana(page).click();
  await page
    .getByRole('dialog', { name: 'Notificaciones' })
    .getByRole('button', { name: 'Mis notificaciones' })
    .click();
  const dialogo = page.getByRole('dialog', { name: 'Mis notificaciones' });
  const resumen = dialogo.getByRole('switch', { name: 'Resumen diario en lugar de cada correo' });
  await expect(resumen).toBeVisible();
  await expect(dialogo.getByRole('switch', { name: 'Decisiones sobre mis solicitudes' })).toBeVisible();
  await expect(dialogo.getByRole('switch', { name: 'Solicitudes que esperan mi aprobación' })).toBeVisible();
  await comprobarAccesibilidad(page);
  const estaba = await resumen.isChecked();
  await resumen.click();
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Preferencias de notificación guardadas')).toBeVisible();
  await expect(dialogo).toBeHidden();

  // The e-mails' footer link opens the same dialog, with what was saved.
  await page.goto('/dashboard?notificaciones=preferencias');
  const deNuevo = page.getByRole('dialog', { name: 'Mis notificaciones' });
  const resumenGuardado = deNuevo.getByRole('switch', { name: 'Resumen diario en lugar de cada correo' });
  await expect(resumenGuardado).toBeVisible();
  expect(await resumenGuardado.isChecked()).toBe(!estaba);
  // Put back as it was, for the other specs.
  await resumenGuardado.click();
  await deNuevo.getByRole('button', { name: 'Guardar' }).click();
  await expect(deNuevo).toBeHidden();
});
