import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { COLUMNAS_NUMEROS_KARDEX } from '@app/contract/kardex';
import { comprobarAccesibilidad, DEMO, expect, iniciarSesion, test } from './fixtures';

/* ADR 039: HR opens an employee's kardex vacacional, downloads the Excel and the PDF, and every number
 * equals the employee's own balance screen; a manager's picker finds only their team. */

const RUTA = '/reportes/vacaciones-usuario';
/** The balance screen's columns: the kardex shows the same figures under the same headers. */
const COLUMNAS_SALDO = ['Vencidas', 'Pendientes', 'Truncas', 'Días Libres', 'Días Bloque'] as const;
/** The kardex's numbers, in the order the page, the Excel and the PDF show them. */
const COLUMNAS_KARDEX = COLUMNAS_NUMEROS_KARDEX.map(([titulo]) => titulo);

/** A figure as the screens show it in Peruvian format: '1,112.50' → 1112.5. */
const numeroPe = (texto: string) => Number(texto.trim().replace(/,/g, ''));

/** The employee's 'Saldo de Vacaciones' table: period → column → figure. */
async function saldoPropio(tabla: Locator) {
  const encabezados = (await tabla.getByRole('columnheader').allInnerTexts()).map((t) => t.trim());
  const saldo = new Map<number, Record<string, number>>();
  for (const fila of await tabla.getByRole('row').all()) {
    if ((await fila.getByRole('rowheader').count()) === 0) continue;
    const celdas = (await fila.locator('th, td').allInnerTexts()).map((t) => t.trim());
    const periodo = Number(/^\d{4}/.exec(celdas[0]!)![0]);
    saldo.set(
      periodo,
      Object.fromEntries(COLUMNAS_SALDO.map((c) => [c, numeroPe(celdas[encabezados.indexOf(c)]!)])),
    );
  }
  return saldo;
}

/** One period's numbers on the kardex page, by header. */
async function numerosDelKardex(page: Page, periodo: number) {
  const tabla = page
    .getByRole('region', { name: `Período ${periodo}` })
    .getByRole('table', { name: `Saldos del período ${periodo}` });
  const encabezados = (await tabla.getByRole('columnheader').allInnerTexts()).map((t) => t.trim());
  expect(encabezados).toEqual(COLUMNAS_KARDEX);
  const celdas = await tabla.getByRole('row').nth(1).getByRole('cell').allInnerTexts();
  return { textos: celdas.map((c) => c.trim()), valores: celdas.map(numeroPe) };
}

async function descargar(page: Page, boton: string) {
  const [descarga] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: boton }).click(),
  ]);
  return { nombre: descarga.suggestedFilename(), contenido: await readFile((await descarga.path())!) };
}

test('[KARDEX]: RR. HH. abre el kardex de un empleado, descarga Excel y PDF, y los números son los de su propia pantalla', async ({
  browser,
}) => {
  // 1. The employee's own balance, on the screen where they read it.
  const delEmpleado = await browser.newContext();
  const pe = await delEmpleado.newPage();
  await iniciarSesion(pe, DEMO.empleado);
  await pe.goto('/solicitar-vacaciones');
  const tabla = pe.getByRole('table', { name: 'Saldo de Vacaciones' });
  await expect(tabla.getByRole('rowheader').first()).toBeVisible();
  await comprobarAccesibilidad(pe);
  const propio = await saldoPropio(tabla);
  expect(propio.size).toBeGreaterThanOrEqual(3);
  await delEmpleado.close();

  // 2. HR picks them by e-mail; the choice goes to the URL.
  const deRrhh = await browser.newContext();
  const page = await deRrhh.newPage();
  await iniciarSesion(page, DEMO.admin);
  await page.goto(RUTA);
  await expect(page.getByRole('heading', { level: 1, name: 'Vacaciones por Usuario' })).toBeVisible();
  await expect(page.getByText('Elija una persona')).toBeVisible();
  await comprobarAccesibilidad(page);
  const selector = page.getByRole('combobox', { name: 'Persona' });
  await selector.click();
  await selector.pressSequentially('empleado@descanso', { delay: 20 });
  await page.getByRole('option', { name: /Elena Flores Huamán/ }).click();
  await expect(page).toHaveURL(/\/reportes\/vacaciones-usuario\?usuario=\d+$/);
  // Shared or reloaded, the URL opens the same statement.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Elena Flores Huamán' })).toBeVisible();
  await expect(selector).toHaveValue('Elena Flores Huamán');
  await expect(page.getByText('Fecha de ingreso')).toBeVisible();
  await comprobarAccesibilidad(page);

  const enPagina = new Map<number, { textos: string[]; valores: number[] }>();
  for (const [periodo, saldo] of propio) {
    const k = await numerosDelKardex(page, periodo);
    enPagina.set(periodo, k);
    for (const c of COLUMNAS_SALDO)
      expect(k.valores[COLUMNAS_KARDEX.indexOf(c)], `${periodo} ${c}`).toBe(saldo[c]);
  }
  await expect(page.getByRole('region', { name: /^Período \d{4}$/ })).toHaveCount(propio.size);

  // 3. The Excel, read back: the summary has the same figures as real numbers, one sheet per period.
  const excel = await descargar(page, 'Exportar a Excel');
  expect(excel.nombre).toMatch(/^kardex-\d+\.xlsx$/);
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(excel.contenido as unknown as ArrayBuffer);
  expect(libro.worksheets.map((h) => h.name)).toEqual([
    'Resumen',
    ...[...propio.keys()].map((p) => `Período ${p}`),
  ]);
  const resumen = libro.getWorksheet('Resumen')!;
  expect(String(resumen.getCell('A1').value)).toContain('Elena Flores Huamán');
  const encabezados = (resumen.getRow(4).values as unknown[]).slice(1) as string[];
  for (const [i, periodo] of [...propio.keys()].entries()) {
    const fila = resumen.getRow(5 + i);
    expect(fila.getCell(1).value).toBe(periodo);
    expect(fila.getCell(2).value).toBeInstanceOf(Date);
    for (const c of COLUMNAS_KARDEX)
      expect(fila.getCell(encabezados.indexOf(c) + 1).value, `Excel ${periodo} ${c}`).toBe(
        enPagina.get(periodo)!.valores[COLUMNAS_KARDEX.indexOf(c)],
      );
    for (const c of COLUMNAS_SALDO)
      expect(fila.getCell(encabezados.indexOf(c) + 1).value).toBe(propio.get(periodo)![c]);
  }

  // 4. The PDF, by its text: the header, and each period's row with the page's figures in the same order.
  const pdf = await descargar(page, 'Descargar PDF');
  expect(pdf.nombre).toMatch(/^kardex-\d+\.pdf$/);
  const documento = await getDocumentProxy(new Uint8Array(pdf.contenido));
  const texto = (await extractText(documento, { mergePages: true })).text.replace(/\s+/g, ' ');
  expect(texto).toContain('Kardex vacacional');
  expect(texto).toContain('Trabajador: Elena Flores Huamán');
  expect(texto).toMatch(/Código de verificación: [2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}/);
  for (const [periodo, k] of enPagina)
    expect(texto).toMatch(new RegExp(`${periodo} [^]*?${k.textos.join(' ')}`));
  await comprobarAccesibilidad(page);
  await deRrhh.close();
});
