import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { comprobarAccesibilidad, DEMO, expect, filtrar, iniciarSesion, test } from './fixtures';

/* ADR 041: «Exportar a Excel» downloads the whole filtered list, not the page, with the table's headers. */

/**
 * Clicks «Exportar a Excel» (the one inside `ambito` when the page has two, e.g. a list and its Auditoría tab),
 * waits for the file and reads its first sheet back.
 */
async function exportar(page: Page, ambito: Page | Locator = page) {
  const [descarga] = await Promise.all([
    page.waitForEvent('download'),
    ambito.getByRole('button', { name: 'Exportar a Excel' }).click(),
  ]);
  const ruta = await descarga.path();
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load((await readFile(ruta)) as unknown as ArrayBuffer);
  const hoja = libro.worksheets[0]!;
  const filas: unknown[][] = [];
  hoja.eachRow((fila) => filas.push((fila.values as unknown[]).slice(1)));
  await expect(page.getByText('Exportación descargada')).toBeVisible();
  return { nombre: descarga.suggestedFilename(), encabezados: filas[0] as string[], filas: filas.slice(1) };
}

/** The table's column headers as the user reads them, but the row menu's column (nothing to export). */
async function encabezadosDe(tabla: Locator) {
  return (await tabla.getByRole('columnheader').allInnerTexts())
    .map((t) => t.trim())
    .filter((t) => t && t !== 'Acciones');
}

/** The number in the list's heading, «Solicitudes (1.234)». */
async function totalDe(page: Page) {
  const texto = await page.getByRole('heading', { level: 2, name: /^Solicitudes \(/ }).innerText();
  return Number(texto.replace(/\D/g, ''));
}

test('[EXPORTAR][GESTION]: la exportación de Gestión de Solicitudes contiene toda la lista filtrada, con los encabezados de la tabla', async ({
  page,
}) => {
  await iniciarSesion(page, DEMO.jefe);
  await page.goto('/reporte-equipo/gestion-solicitudes');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Solicitudes' })).toBeVisible();
  await expect(page.getByText(/^Mostrando 1-/)).toBeVisible();

  // Filtered on the screen: every level of the team, approved requests only, 5 rows a page.
  await page.getByRole('switch', { name: 'Incluir subordinados de todos los niveles' }).check();
  await expect(page.getByText('Todos los niveles', { exact: true })).toBeVisible();
  const tabla = page.getByRole('table', { name: 'Solicitudes del equipo' });
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await filtrar(
    tabla,
    '/solicitud-vacaciones/gestion-solicitudes',
    { incluirSubordinadosNivelN: 'true', estado: 'Aprobada' },
    () => page.getByRole('option', { name: 'Aprobada', exact: true }).click(),
  );
  await expect(page).toHaveURL(/estado=Aprobada/);
  const total = await totalDe(page);
  expect(total).toBeGreaterThan(0);
  const primeraFila = tabla.getByRole('row').nth(1);
  const idPrimera = Number((await primeraFila.getByRole('cell').nth(1).innerText()).trim());
  await comprobarAccesibilidad(page);

  const x = await exportar(page);
  expect(x.nombre).toMatch(/^gestion-solicitudes-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(x.encabezados).toEqual(await encabezadosDe(tabla));
  expect(x.filas).toHaveLength(total);
  const col = (nombre: string) => x.encabezados.indexOf(nombre);
  expect(x.filas.every((f) => f[col('Estado')] === 'Aprobada')).toBe(true);
  // The same first row as the table: same id, same applicant, days as a number.
  const primera = x.filas[0]!;
  expect(primera[col('ID')]).toBe(idPrimera);
  await expect(primeraFila).toContainText(String(primera[col('Solicitante')]));
  expect(typeof primera[col('Días')]).toBe('number');
  expect(primera[col('F. Inicio')]).toBeInstanceOf(Date);
  await comprobarAccesibilidad(page);
});

test('[EXPORTAR][MIS-SOLICITUDES]: el empleado exporta todas sus solicitudes, no solo la página', async ({
  page,
}) => {
  await iniciarSesion(page, DEMO.empleado);
  await page.goto('/solicitudes');
  await expect(page.getByText(/^Mostrando 1-/)).toBeVisible();
  const total = await totalDe(page);
  await comprobarAccesibilidad(page);

  const x = await exportar(page);
  expect(x.nombre).toMatch(/^mis-solicitudes-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(x.encabezados).toEqual(await encabezadosDe(page.getByRole('table')));
  expect(x.filas).toHaveLength(total);
  await comprobarAccesibilidad(page);
});

test('[EXPORTAR][USUARIOS]: RR. HH. exporta los usuarios filtrados por la búsqueda, con las columnas de la tabla', async ({
  page,
}) => {
  await iniciarSesion(page, DEMO.admin);
  await page.goto('/administracion/usuarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Usuarios' })).toBeVisible();
  const tabla = page.getByRole('table', { name: 'Usuarios del sistema' });
  await expect(tabla.getByRole('row').nth(1)).toBeVisible();
  // Filtered on the screen: the demo company's addresses, every one of them (the table shows a page).
  await filtrar(tabla, '/usuarios-admin', { BusquedaGeneral: 'descanso.pe' }, () =>
    page.getByRole('searchbox', { name: 'Buscar' }).fill('descanso.pe'),
  );
  await expect(page).toHaveURL(/descanso\.pe/);
  const total = Number(
    (await page.getByRole('group', { name: 'Total Usuarios', exact: true }).innerText()).replace(/\D/g, ''),
  );
  expect(total).toBeGreaterThan(0);
  await comprobarAccesibilidad(page);

  const x = await exportar(page);
  expect(x.nombre).toMatch(/^usuarios-\d{4}-\d{2}-\d{2}\.xlsx$/);
  // The table's headers, plus the e-mail the table shows under each name.
  const enTabla = await encabezadosDe(tabla);
  expect(x.encabezados.filter((e) => e !== 'Email')).toEqual(enTabla);
  expect(x.filas).toHaveLength(total);
  const col = (nombre: string) => x.encabezados.indexOf(nombre);
  expect(x.filas.every((f) => String(f[col('Email')]).endsWith('descanso.pe'))).toBe(true);
  expect(x.filas.map((f) => f[col('Email')])).toContain(DEMO.jefe);
  await comprobarAccesibilidad(page);
});

test('[EXPORTAR][SALDOS]: el jefe exporta los saldos de todo su equipo y niveles, por empleado y período', async ({
  page,
}) => {
  await iniciarSesion(page, DEMO.jefe);
  await page.goto('/reporte-equipo/saldos-vacaciones');
  await expect(page.getByText(/^Mostrando 1-/)).toBeVisible();
  const tabla = page.getByRole('table', { name: 'Saldos de vacaciones del equipo' });
  await filtrar(tabla, '/historial-vacaciones/saldos-equipo', { incluirSubordinadosNivelN: 'true' }, () =>
    page.getByRole('checkbox', { name: 'Incluir subordinados de todos los niveles' }).check(),
  );
  await expect(page).toHaveURL(/incluirSubordinadosNivelN=true/);
  const texto = await page.getByRole('heading', { level: 2, name: /^Saldos de Vacaciones \(/ }).innerText();
  const total = Number(texto.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(0);
  const primeraFila = tabla.getByRole('row').nth(1);
  const idPrimera = (await primeraFila.getByRole('cell').nth(0).innerText()).trim();
  await comprobarAccesibilidad(page);

  const x = await exportar(page);
  expect(x.nombre).toMatch(/^saldos-vacaciones-\d{4}-\d{2}-\d{2}\.xlsx$/);
  // The table's headers, plus the e-mail shown under each name and the radar level shown under the date.
  expect(x.encabezados.filter((e) => e !== 'Email' && e !== 'Riesgo')).toEqual(await encabezadosDe(tabla));
  expect(x.filas).toHaveLength(total);
  const col = (nombre: string) => x.encabezados.indexOf(nombre);
  const primera = x.filas[0]!;
  expect(primera[col('ID')]).toBe(idPrimera);
  await expect(primeraFila).toContainText(String(primera[col('Empleado')]));
  expect(typeof primera[col('Pendientes')]).toBe('number');
  await comprobarAccesibilidad(page);
});

test('[EXPORTAR][AUDITORIA]: la pestaña Auditoría de Usuarios exporta todo lo que filtra, con las columnas de la tabla', async ({
  page,
}) => {
  // A record of this tab to export: the administrator edits a demo user's phone.
  await iniciarSesion(page, DEMO.admin);
  await page.goto('/administracion/usuarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Usuarios' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('Carlos Mendoza Ríos');
  const fila = page
    .getByRole('table', { name: 'Usuarios del sistema' })
    .getByRole('row')
    .filter({ hasText: 'Carlos Mendoza Ríos' })
    .first();
  await fila.getByRole('button', { name: /^Acciones de / }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const editar = page.getByRole('dialog', { name: 'Editar Usuario' });
  await editar.getByRole('textbox', { name: /^Número Celular/ }).fill(`9${String(Date.now()).slice(-8)}`);
  await editar.getByRole('button', { name: 'Actualizar Usuario' }).click();
  await expect(editar).toBeHidden();

  // The tab filtered by action, on the server.
  await page.getByRole('tab', { name: 'Auditoría' }).click();
  const seccion = page.getByRole('region', { name: 'Auditoría de Gestión de Usuarios' });
  const tabla = page.getByRole('table', { name: 'Registros de Auditoría de Gestión de Usuarios' });
  await page.getByRole('combobox', { name: 'Acción' }).click();
  await filtrar(tabla, '/auditoria', { tipoAccion: 'ACTUALIZAR_USUARIO' }, () =>
    page.getByRole('option', { name: 'Actualizar usuario' }).click(),
  );
  await expect(page).toHaveURL(/audAccion=ACTUALIZAR_USUARIO/);
  await expect(tabla.getByRole('row').nth(1)).toContainText('Usuario actualizado');
  const total = Number(
    (await seccion.getByText(/registro\(s\) encontrado\(s\)/).innerText()).replace(/\D/g, ''),
  );
  expect(total).toBeGreaterThan(0);
  const primera = await tabla.getByRole('row').nth(1).getByRole('cell').nth(1).innerText();
  await comprobarAccesibilidad(page);

  const x = await exportar(page, seccion);
  expect(x.nombre).toMatch(/^auditoria-\d{4}-\d{2}-\d{2}\.xlsx$/);
  // The table's headers, plus the module, the action's name, the reason and the affected user it shows in a line.
  const extras = ['Módulo', 'Tipo de acción', 'Motivo', 'Afectado'];
  expect(x.encabezados.filter((e) => !extras.includes(e))).toEqual(await encabezadosDe(tabla));
  expect(x.filas).toHaveLength(total);
  const col = (nombre: string) => x.encabezados.indexOf(nombre);
  expect(x.filas.every((f) => f[col('Tipo de acción')] === 'Actualizar usuario')).toBe(true);
  expect(x.filas.every((f) => f[col('Módulo')] === 'Gestión de Usuarios')).toBe(true);
  expect(primera).toContain(String(x.filas[0]![col('Acción')]));
  expect(x.filas[0]![col('Fecha y Hora')]).toBeInstanceOf(Date);
  await comprobarAccesibilidad(page);
});
