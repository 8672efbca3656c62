import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { cerrarSesion, comprobarAccesibilidad, DEMO, expect, iniciarSesion, test } from './fixtures';

/* ADR 040: a manager's statistics are their team's (every level), HR's the company's; each chart's
 * table downloads as Excel and reads back with the same figures. */

/** A card's figure, as shown ('1,234' → 1234). */
async function cifra(page: Page, tarjeta: string) {
  const texto = await page.getByRole('group', { name: tarjeta }).getByRole('paragraph').nth(1).innerText();
  return Number(texto.replace(/,/g, ''));
}

async function abrirEstadisticas(page: Page) {
  await page.goto('/reportes/estadisticas');
  await expect(page.getByRole('heading', { level: 1, name: 'Estadísticas' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Días gozados por mes', exact: true })).toBeVisible();
}

test('[REPORTES][ESTADISTICAS]: un jefe ve solo a su equipo, descarga el Excel de un gráfico y RR. HH. ve más', async ({
  page,
}, testInfo) => {
  await iniciarSesion(page, DEMO.jefe);
  await abrirEstadisticas(page);
  await expect(page.getByText(/^Su equipo \(todos los niveles\)/)).toBeVisible();
  await comprobarAccesibilidad(page);

  // The people card is the manager's team at every level, as the team's own list has it.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const equipo = await page.request.get(
    '/api/historial-vacaciones/empleados-equipo?incluirSubordinadosNivelN=true',
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  );
  expect(equipo.ok()).toBe(true);
  const personasEquipo = await cifra(page, 'Personas');
  expect(personasEquipo).toBe(((await equipo.json()) as { empleados: unknown[] }).empleados.length);
  const gozados = await cifra(page, 'Días gozados');

  // Each chart has its data table under it.
  const seccion = page.getByRole('region', { name: 'Días gozados por mes', exact: true });
  await expect(seccion.getByRole('figure', { name: 'Gráfico: Días gozados por mes' })).toBeVisible();
  const tabla = seccion.getByRole('table', { name: 'Datos del gráfico «Días gozados por mes»' });
  await expect(tabla.getByRole('row')).toHaveCount(13);

  // Its Excel: the same twelve months, and the same total as the card.
  const [descarga] = await Promise.all([
    page.waitForEvent('download'),
    seccion.getByRole('button', { name: 'Descargar Excel de «Días gozados por mes»' }).click(),
  ]);
  expect(descarga.suggestedFilename()).toMatch(/^estadisticas-dias-gozados-\d{4}\.xlsx$/);
  const ruta = path.join(testInfo.outputDir, descarga.suggestedFilename());
  await descarga.saveAs(ruta);
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.readFile(ruta);
  const hoja = libro.worksheets[0]!;
  expect(hoja.name).toBe('Días gozados por mes');
  expect(String(hoja.getCell('A2').value)).toContain('Mi equipo');
  const encabezados = (hoja.getRow(3).values as unknown[]).slice(1);
  expect(encabezados[0]).toBe('Mes');
  expect(encabezados.at(-1)).toBe('Total');
  expect(hoja.getCell('A4').value).toBe('Enero');
  expect(hoja.rowCount).toBe(3 + 12);
  let total = 0;
  for (let fila = 4; fila <= 15; fila++) total += Number(hoja.getRow(fila).getCell(encabezados.length).value);
  expect(total).toBe(gozados);
  await comprobarAccesibilidad(page);

  // HR sees the whole company: more people than the manager's team.
  await cerrarSesion(page);
  await iniciarSesion(page, DEMO.admin);
  await abrirEstadisticas(page);
  await expect(page.getByText(/^Toda la empresa/)).toBeVisible();
  expect(await cifra(page, 'Personas')).toBeGreaterThan(personasEquipo);
  await comprobarAccesibilidad(page);
});
