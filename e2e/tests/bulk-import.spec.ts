import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { comprobarAccesibilidad, DEMO, expect, iniciarSesion, test } from './fixtures';

const PLANTILLA = /^Plantilla_BulkImport_Usuarios_\d{4}-\d{2}-\d{2}\.xlsx$/;

test.describe('[USUARIOS][BULK-IMPORT]', () => {
  let carpeta: string;
  test.beforeAll(() => {
    carpeta = mkdtempSync(path.join(tmpdir(), 'descanso-e2e-import-'));
  });
  test.afterAll(() => rmSync(carpeta, { recursive: true, force: true }));

  test('[USUARIOS][BULK-IMPORT]: descarga la plantilla Excel, la llena con 5 filas, valida, procesa y los encuentra en la lista @humo', async ({
    page,
  }) => {
    await iniciarSesion(page, DEMO.admin);
    await page.goto('/administracion/usuarios');
    await page.getByRole('button', { name: 'Bulk Import' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Importación Masiva de Usuarios' });
    await expect(dialogo.getByText('Arrastre el archivo aquí o haga clic para seleccionarlo')).toBeVisible();
    await expect(dialogo.getByText(/Columnas: nombres \*/)).toBeVisible();
    await comprobarAccesibilidad(page);

    // 1. The Excel template, as the administrator downloads it.
    const [descarga] = await Promise.all([
      page.waitForEvent('download'),
      dialogo.getByRole('button', { name: 'Descargar Plantilla Excel' }).click(),
    ]);
    expect(descarga.suggestedFilename()).toMatch(PLANTILLA);
    const rutaPlantilla = path.join(carpeta, descarga.suggestedFilename());
    await descarga.saveAs(rutaPlantilla);

    // 2. Five rows typed into it (by code): the example row goes, two people report to the first one.
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(rutaPlantilla);
    const hoja = libro.getWorksheet('Usuarios')!;
    const codigo = String(libro.getWorksheet('Listas')!.getCell('A2').value);
    const encabezados = (hoja.getRow(1).values as string[]).slice(1);
    hoja.spliceRows(2, 1);
    const base = 60_000_000 + (Date.now() % 1_000_000) * 10;
    const sello = Date.now().toString(36);
    const personas = ['Ángela', 'Íñigo', 'Úrsula', 'Óscar', 'Nuria'].map((nombre, i) => ({
      nombres: nombre,
      apellidoPaterno: 'Importada',
      apellidoMaterno: `Núñez${i}`,
      dni: String(base + i),
      email: `importada.${sello}.${i}@descanso.pe`,
      codigoDepartamento: codigo,
      dniJefe: i === 1 || i === 2 ? String(base) : '',
      fechaIngreso: new Date(Date.UTC(2024, 0, 10 + i)),
      extranjero: i === 4 ? 'SI' : 'NO',
      empresa: 'Descanso S.A.C.',
      roles: i === 0 ? 'Empleado, Jefe' : 'Empleado',
      numeroCelular: '',
    }));
    for (const p of personas) hoja.addRow(encabezados.map((e) => p[e as keyof typeof p] ?? null));
    const rutaLlena = path.join(carpeta, 'usuarios-nuevos.xlsx');
    writeFileSync(rutaLlena, Buffer.from(await libro.xlsx.writeBuffer()));

    // 3. Upload: a valid file goes straight to the configuration step.
    await dialogo.getByLabel('Archivo de importación').setInputFiles(rutaLlena);
    await expect(dialogo.getByRole('combobox', { name: 'Roles por defecto' })).toBeVisible();
    await expect(
      dialogo.getByRole('checkbox', { name: 'Generar contraseñas automáticamente' }),
    ).toBeChecked();
    await comprobarAccesibilidad(page);

    // 4. Validation passes.
    await dialogo.getByRole('button', { name: 'Validar Archivo' }).click();
    await expect(dialogo.getByText('El archivo es válido: 5 registros listos para procesar.')).toBeVisible();
    await expect(dialogo.getByText('Total Registros').locator('xpath=following-sibling::*[1]')).toHaveText(
      '5',
    );
    await expect(dialogo.getByText(/Archivo: usuarios-nuevos\.xlsx \(\d+\.\d KB\)/)).toBeVisible();
    await comprobarAccesibilidad(page);

    // 5. Processing, with the server's progress, ends in the spec's message.
    await dialogo.getByRole('button', { name: 'Procesar Archivo' }).click();
    await expect(
      dialogo.locator('.MuiAlert-message', { hasText: 'Se procesaron exitosamente 5 usuarios' }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(dialogo.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(dialogo.getByText('Exitosos').locator('xpath=following-sibling::*[1]')).toHaveText('5');
    await expect(dialogo.getByText('Tasa de Éxito (%)').locator('xpath=following-sibling::*[1]')).toHaveText(
      '100%',
    );
    await expect(dialogo.getByText(/Velocidad promedio: \d+ registros\/segundo/)).toBeVisible();
    await expect(dialogo.getByText(personas[0]!.email)).toBeVisible();
    await comprobarAccesibilidad(page);

    // Leaving before the one-time download asks first; «Volver» keeps the wizard and its result.
    await dialogo.getByRole('button', { name: 'Finalizar' }).click();
    const confirmacion = page.getByRole('dialog', { name: '¿Salir sin descargar las credenciales?' });
    await expect(confirmacion).toContainText(
      'Las 5 contraseñas temporales generadas todavía no se descargaron. Si sale ahora se perderán: no se pueden volver a mostrar',
    );
    await comprobarAccesibilidad(page);
    await confirmacion.getByRole('button', { name: 'Volver' }).click();
    await expect(confirmacion).toBeHidden();
    await expect(dialogo.getByRole('button', { name: 'Descargar credenciales' })).toBeEnabled();

    // The generated passwords: one download, then gone.
    const [credenciales] = await Promise.all([
      page.waitForEvent('download'),
      dialogo.getByRole('button', { name: 'Descargar credenciales' }).click(),
    ]);
    const rutaCredenciales = path.join(carpeta, credenciales.suggestedFilename());
    await credenciales.saveAs(rutaCredenciales);
    const libroCredenciales = new ExcelJS.Workbook();
    await libroCredenciales.xlsx.readFile(rutaCredenciales);
    expect(libroCredenciales.worksheets[0]!.rowCount).toBe(6);
    await expect(dialogo.getByRole('button', { name: 'Credenciales descargadas' })).toBeDisabled();

    // 6. Back on the list, newest first: the five are there, with their accents.
    await dialogo.getByRole('button', { name: 'Finalizar' }).click();
    await expect(dialogo).toBeHidden();
    for (const p of personas) {
      await expect(page.getByText(`${p.nombres} ${p.apellidoPaterno} ${p.apellidoMaterno}`)).toBeVisible();
    }
    await comprobarAccesibilidad(page);
  });

  test('[USUARIOS][BULK-IMPORT]: 1,050 filas con los ejemplos de la plantilla: aviso de ejemplo omitido, números en formato peruano y confirmación al salir sin credenciales', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await iniciarSesion(page, DEMO.admin);
    await page.goto('/administracion/usuarios');
    await page.getByRole('button', { name: 'Bulk Import' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Importación Masiva de Usuarios' });
    const [descarga] = await Promise.all([
      page.waitForEvent('download'),
      dialogo.getByRole('button', { name: 'Descargar Plantilla Excel' }).click(),
    ]);
    const rutaPlantilla = path.join(carpeta, `grande-${descarga.suggestedFilename()}`);
    await descarga.saveAs(rutaPlantilla);

    // The two example rows stay where the template put them; 1,050 people follow.
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(rutaPlantilla);
    const hoja = libro.getWorksheet('Usuarios')!;
    const codigo = String(libro.getWorksheet('Listas')!.getCell('A2').value);
    const encabezados = (hoja.getRow(1).values as string[]).slice(1);
    const base = 70_000_000 + (Date.now() % 100_000) * 20;
    const sello = Date.now().toString(36);
    for (let i = 0; i < 1050; i++) {
      const p: Record<string, string | Date> = {
        nombres: 'Masiva',
        apellidoPaterno: 'Importada',
        apellidoMaterno: `Número${i}`,
        dni: String(base + i),
        email: `masiva.${sello}.${i}@descanso.pe`,
        codigoDepartamento: codigo,
        fechaIngreso: new Date(Date.UTC(2023, 4, 2)),
        extranjero: 'NO',
        empresa: 'Descanso S.A.C.',
        roles: 'Empleado',
      };
      hoja.addRow(encabezados.map((e) => p[e] ?? null));
    }
    const ruta = path.join(carpeta, 'masiva.xlsx');
    writeFileSync(ruta, Buffer.from(await libro.xlsx.writeBuffer()));

    await dialogo.getByLabel('Archivo de importación').setInputFiles(ruta);
    await dialogo.getByRole('button', { name: 'Validar Archivo' }).click();
    await expect(
      dialogo.getByText('El archivo es válido: 1,050 registros listos para procesar.'),
    ).toBeVisible({
      timeout: 60_000,
    });
    await expect(dialogo.getByText('Total Registros').locator('xpath=following-sibling::*[1]')).toHaveText(
      '1,050',
    );
    await expect(
      dialogo.getByText('Fila 2: La fila 2 es el ejemplo de la plantilla: se omitió'),
    ).toBeVisible();
    await expect(
      dialogo.getByText('Fila 3: La fila 3 es el ejemplo de la plantilla: se omitió'),
    ).toBeVisible();
    await expect(dialogo.getByText(/Archivo: masiva\.xlsx \(\d{1,3}(,\d{3})*\.\d KB\)/)).toBeVisible();
    await comprobarAccesibilidad(page);

    await dialogo.getByRole('button', { name: 'Procesar Archivo' }).click();
    await expect(
      dialogo.locator('.MuiAlert-message', { hasText: 'Se procesaron exitosamente 1,050 usuarios' }),
    ).toBeVisible({ timeout: 120_000 });
    await expect(dialogo.getByText('Total Procesados').locator('xpath=following-sibling::*[1]')).toHaveText(
      '1,050',
    );
    await expect(dialogo.getByText('Exitosos').locator('xpath=following-sibling::*[1]')).toHaveText('1,050');
    await expect(
      dialogo.getByText(/Tiempo transcurrido: (\d+\.\d{2} s|\d+ min \d+ s) · Velocidad/),
    ).toBeVisible();
    await expect(dialogo.getByText(/Las 1,050 contraseñas temporales generadas/)).toBeVisible();
    await expect(
      dialogo.getByText(
        /Resumen de validación: 1,050 registros, 1,050 válidos, 0 con errores, 2 advertencias/,
      ),
    ).toBeVisible();
    await comprobarAccesibilidad(page);

    // Escape before downloading: the question, «Volver» keeps everything, then leaving on purpose closes.
    await page.keyboard.press('Escape');
    const confirmacion = page.getByRole('dialog', { name: '¿Salir sin descargar las credenciales?' });
    await expect(confirmacion).toContainText(
      'Las 1,050 contraseñas temporales generadas todavía no se descargaron',
    );
    await confirmacion.getByRole('button', { name: 'Volver' }).click();
    await expect(confirmacion).toBeHidden();
    await expect(dialogo.getByText('Total Procesados')).toBeVisible();
    await dialogo.getByRole('button', { name: 'Cerrar el asistente' }).click();
    await confirmacion.getByRole('button', { name: 'Salir sin descargar' }).click();
    await expect(dialogo).toBeHidden();
    await comprobarAccesibilidad(page);
  });

  test('[USUARIOS][BULK-IMPORT]: a 390 px el asistente muestra solo la etiqueta del paso actual', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await iniciarSesion(page, DEMO.admin);
    await page.goto('/administracion/usuarios');
    await page.getByRole('button', { name: 'Bulk Import' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Importación Masiva de Usuarios' });
    const anchoDe = async (texto: string) =>
      (await dialogo.locator('.MuiStepLabel-root').getByText(texto, { exact: true }).boundingBox())?.width ??
      0;
    await expect(dialogo.locator('.MuiStepLabel-root').getByText('Selección de Archivo')).toBeVisible();
    expect(await anchoDe('Selección de Archivo')).toBeGreaterThan(20);
    for (const otro of ['Configuración', 'Validación', 'Procesamiento'])
      expect(await anchoDe(otro), otro).toBeLessThanOrEqual(1);
    await comprobarAccesibilidad(page);
  });
});
