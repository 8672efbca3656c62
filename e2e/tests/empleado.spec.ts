import type { Page } from '@playwright/test';
import { hoyEnZona, lunesSiguiente, sumarDias } from '@app/contract/fechas';
import {
  comoPantalla,
  comprobarAccesibilidad,
  DEMO,
  escribirFecha,
  expect,
  iniciarSesion,
  test,
} from './fixtures';

const DIAS = 2;
const OBSERVACIONES = 'Solicitud creada por la prueba e2e del empleado';

/** 'YYYY-MM-DD' → 'dd/mm/yyyy', as the screens show it. */
/** A figure as the screens show it in Peruvian format: '1,112.50' → 1112.5. */
const numeroPe = (texto: string) => Number(texto.trim().replace(/,/g, ''));

async function elegirOpcion(page: Page, campo: string, opcion: string) {
  await page.getByRole('combobox', { name: campo }).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Types a date into a picker's day / month / year sections. */

/** The 'Días Libres' figure of `periodo` in the 'Saldo de Vacaciones' table. */
async function diasLibres(page: Page, periodo: number): Promise<number> {
  const tabla = page.getByRole('table', { name: 'Saldo de Vacaciones' });
  const encabezados = (await tabla.getByRole('columnheader').allInnerTexts()).map((t) => t.trim());
  const columna = encabezados.indexOf('Días Libres');
  expect(columna).toBeGreaterThan(0);
  const fila = tabla
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${periodo}\\b`) }) });
  return numeroPe(await fila.locator('th, td').nth(columna).innerText());
}

const filaSolicitud = (page: Page, id: number) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Acciones de la solicitud #${id}` }) });

test.describe('[EMPLEADO] solicitudes propias', () => {
  test('[SOLICITUDES][CREAR][CANCELAR]: pide 2 días libres, el saldo baja, la cancela y el saldo vuelve @humo', async ({
    page,
  }) => {
    // One journey across three screens with nine accessibility scans: more than the default 60 s on a 2-core box.
    test.setTimeout(150_000);
    const inicio = lunesSiguiente(hoyEnZona('America/Lima'));
    await iniciarSesion(page, DEMO.empleado);

    // 1. The form, with the balance below it.
    await page.getByRole('link', { name: 'Solicitar Vacaciones' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitar Vacaciones' })).toBeVisible();
    const tabla = page.getByRole('table', { name: 'Saldo de Vacaciones' });
    await expect(tabla.getByRole('rowheader').first()).toBeVisible();
    await expect(page.getByText(/Los días se descontarán del período \d{4}/)).toBeVisible();
    await comprobarAccesibilidad(page);

    await elegirOpcion(page, 'Tipo de Vacaciones', 'Días libres');
    await elegirOpcion(page, 'Días Solicitados', `${DIAS} días`);
    const nota = await page.getByText(/Los días se descontarán del período \d{4}/).innerText();
    const periodo = Number(/período (\d{4})/.exec(nota)?.[1]);
    const antes = await diasLibres(page, periodo);
    expect(antes).toBeGreaterThanOrEqual(DIAS);

    await escribirFecha(page, 'Fecha de Inicio', inicio);
    await expect(page.getByRole('textbox', { name: 'Fecha de Fin' })).toHaveValue(
      comoPantalla(sumarDias(inicio, DIAS - 1)),
    );
    await page.getByRole('textbox', { name: 'Observaciones' }).fill(OBSERVACIONES);
    await comprobarAccesibilidad(page);

    const envio = page.waitForResponse(
      (r) => r.url().includes('/crear-solicitud-vacaciones') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Enviar Solicitud' }).click();
    const respuesta = await envio;
    expect(respuesta.ok(), await respuesta.text()).toBeTruthy();
    const { id, periodo: periodoCargado } = (await respuesta.json()) as { id: number; periodo: number };
    expect(periodoCargado).toBe(periodo);

    await expect(page.getByText('¡Solicitud de vacaciones enviada exitosamente!')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Tipo de Vacaciones' })).not.toHaveText(/Días libres/);
    await expect.poll(() => diasLibres(page, periodo)).toBe(antes - DIAS);
    await comprobarAccesibilidad(page);

    // 2. My requests: the new one is pending.
    await page.getByRole('link', { name: 'Mis Solicitudes' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mis Solicitudes de Vacaciones' }),
    ).toBeVisible();
    const fila = filaSolicitud(page, id);
    await expect(fila).toContainText('Pendiente');
    await expect(fila).toContainText(comoPantalla(inicio));
    await comprobarAccesibilidad(page);

    // 3. Its detail.
    await page.getByRole('button', { name: `Acciones de la solicitud #${id}` }).click();
    await page.getByRole('menuitem', { name: 'Ver detalle' }).click();
    const detalle = page.getByRole('dialog', { name: `Detalle de la solicitud #${id}` });
    await expect(detalle.getByText(OBSERVACIONES)).toBeVisible();
    await expect(detalle.getByText('Pendiente', { exact: true })).toBeVisible();
    await comprobarAccesibilidad(page);

    // 4. Cancel it: the reason is required.
    await detalle.getByRole('button', { name: 'Cancelar solicitud' }).click();
    const cancelar = page.getByRole('dialog', { name: 'Cancelar solicitud' });
    await expect(
      cancelar.getByText(`¿Estás seguro de que deseas cancelar la solicitud #${id}?`),
    ).toBeVisible();
    await comprobarAccesibilidad(page);
    await cancelar.getByRole('button', { name: 'Cancelar solicitud' }).click();
    await expect(cancelar.getByText('El motivo de cancelación es obligatorio')).toBeVisible();
    await comprobarAccesibilidad(page);
    await cancelar.getByRole('textbox', { name: 'Motivo de cancelación' }).fill('Cambio de planes (e2e)');
    await cancelar.getByRole('button', { name: 'Cancelar solicitud' }).click();
    await expect(page.getByText('Solicitud cancelada exitosamente')).toBeVisible();
    await expect(cancelar).toBeHidden();
    await expect(fila).toContainText('Cancelada');
    await comprobarAccesibilidad(page);

    // 5. The days are back.
    await page.getByRole('link', { name: 'Solicitar Vacaciones' }).click();
    await expect(tabla.getByRole('rowheader').first()).toBeVisible();
    await expect.poll(() => diasLibres(page, periodo)).toBe(antes);
  });

  test('[DASHBOARD]: el empleado ve su resumen y ninguna tabla del equipo', async ({ page }) => {
    const consultasEquipo: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/gestion-solicitudes')) consultasEquipo.push(r.url());
    });
    await iniciarSesion(page, DEMO.empleado);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Principal' })).toBeVisible();
    await expect(page.getByText('Elena Flores Huamán', { exact: true })).toBeVisible();
    await expect(page.getByText('Días disponibles').locator('xpath=following-sibling::*[1]')).toHaveText(
      /\d/,
    );
    for (const boton of ['Nueva Solicitud', 'Ver Historial', 'Actualizar', 'Probar Drawer']) {
      await expect(page.getByRole('button', { name: boton })).toBeVisible();
    }
    await expect(page.getByText('Solicitudes del Equipo')).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
    await comprobarAccesibilidad(page);

    await page.getByRole('button', { name: 'Probar Drawer' }).click();
    const panel = page.getByRole('dialog', { name: 'Panel de demostración' });
    await expect(panel).toBeVisible();
    await comprobarAccesibilidad(page);
    await panel.getByRole('button', { name: 'Cerrar panel' }).click();
    await expect(panel).toBeHidden();
    expect(consultasEquipo).toEqual([]);
  });
});
