import { expect, type Locator, type Page } from '@playwright/test';
import axe from 'axe-core';

// Specs take `test` and `expect` from here: `test` gives each spec file a demo company of its own.
export { expect, test } from './servidor-demo';

export const CONTRASENA_DEMO = 'Descanso#2026';
export const DEMO = {
  admin: 'admin@descanso.pe',
  jefe: 'jefe@descanso.pe',
  empleado: 'empleado@descanso.pe',
} as const;

/** Signs in through the real login screen and waits to leave it. */
export async function iniciarSesion(page: Page, email: string, contrasena = CONTRASENA_DEMO) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(contrasena);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** No serious or critical accessibility violation on the page as it is now. */
export async function comprobarAccesibilidad(page: Page) {
  const analizar = async () => {
    // Menus and dialogs fade in: checking contrast mid-transition reports colours the user never sees.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    // axe's 1.3 MB source is evaluated once per document (a client-side route change keeps it), where
    // @axe-core/playwright evaluated it twice per scan; the scan asks only for violations, the one result read.
    if (await page.evaluate(() => !('axe' in window))) await page.evaluate(axe.source);
    const resultado = await page.evaluate(() =>
      (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
    );
    return resultado.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  };
  let graves = await analizar();
  // A toast may start fading out while axe is measuring; a real fault is still there a moment later.
  if (graves.length > 0 && graves.every((v) => v.id === 'color-contrast')) {
    await page.waitForTimeout(500);
    graves = await analizar();
  }
  expect(
    graves.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

export async function cerrarSesion(page: Page) {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** The main menu's links, with every group expanded, once the menu has been drawn. */
export async function leerMenu(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  // The URL changes just before the new page is drawn: wait for the menu itself.
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  const cerrados = nav.getByRole('button', { expanded: false });
  await expect(async () => {
    if ((await cerrados.count()) > 0) await cerrados.first().click();
    await expect(cerrados).toHaveCount(0, { timeout: 500 });
  }).toPass();
  return (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim());
}

/** 2025-06-05 → 05/06/2025, as every screen shows a date. */
export const comoPantalla = (fecha: string) => fecha.split('-').reverse().join('/');

/** Types an ISO date into the date field labelled `campo` (its day, month and year sections). */
export async function escribirFecha(page: Page, campo: string, fecha: string) {
  await page.getByRole('group', { name: campo }).getByRole('spinbutton').first().click();
  await page.keyboard.type(comoPantalla(fecha).replaceAll('/', ''));
}

/**
 * Applies a filter and waits until the list shows its reply: the reply to `ruta` with every one of `parametros`,
 * then the table no longer busy. Until then the screen keeps the previous rows and total (placeholder data), which a
 * read taken too early would count as the filtered ones.
 */
export async function filtrar(
  tabla: Locator,
  ruta: string,
  parametros: Record<string, string>,
  accion: () => Promise<void>,
) {
  const respuesta = tabla.page().waitForResponse((r) => {
    const url = new URL(r.url());
    return (
      url.pathname === `/api${ruta}` &&
      Object.entries(parametros).every(([clave, valor]) => url.searchParams.get(clave) === valor)
    );
  });
  await accion();
  expect((await respuesta).ok()).toBe(true);
  await expect(tabla).not.toHaveAttribute('aria-busy', 'true');
}
