import type { Page } from '@playwright/test';
import { anio, hoyEnZona, sumarAniosAjustado, sumarDias } from '@app/contract/fechas';
import {
  cerrarSesion,
  comoPantalla,
  comprobarAccesibilidad,
  DEMO,
  expect,
  iniciarSesion,
  test,
} from './fixtures';

/** Hired a year and two months ago: one complete period (PENDIENTE) and the current one. */
const HOY = hoyEnZona('America/Lima');
const INGRESO = sumarDias(sumarAniosAjustado(HOY, -1), -60);
const PERIODO = anio(INGRESO);
const CONTRASENA = 'Faro#Andino9Cumbre';

/** The figures of `periodo` in 'Saldo de Vacaciones', by column title. */
async function saldoDe(page: Page, periodo: number): Promise<Record<string, string>> {
  await page.goto('/solicitar-vacaciones');
  const tabla = page.getByRole('table', { name: 'Saldo de Vacaciones' });
  const fila = tabla
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${periodo}\\b`) }) });
  await expect(fila).toHaveCount(1);
  const encabezados = (await tabla.getByRole('columnheader').allInnerTexts()).map((t) => t.trim());
  const celdas = (await fila.locator('th, td').allInnerTexts()).map((t) => t.trim());
  return Object.fromEntries(encabezados.map((e, i) => [e, celdas[i] ?? '']));
}

test.describe('[CONFIGURACION] política de vacaciones', () => {
  test('[REGIMEN][RECORD]: un empleado puesto en MYPE ve 15 días por año; con récord no cumplido su período queda en 0', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const sufijo = String(Date.now()).slice(-6);
    const empleado = {
      email: `mype.${sufijo}@descanso.pe`,
      dni: `7${String(Date.now()).slice(-7)}`,
      nombres: 'Rosalía',
      apellidoPaterno: 'Mype',
      apellidoMaterno: `Prueba${sufijo}`,
    };
    const nombre = `${empleado.nombres} ${empleado.apellidoPaterno} ${empleado.apellidoMaterno}`;

    // 1. The administrator creates the employee, following the company's régimen (General).
    await iniciarSesion(page, DEMO.admin);
    await page.goto('/administracion/usuarios');
    await page.getByRole('button', { name: 'Nuevo Usuario' }).click();
    const crear = page.getByRole('dialog', { name: 'Crear Nuevo Usuario' });
    await crear.getByRole('textbox', { name: /^Email/ }).fill(empleado.email);
    await crear.getByRole('textbox', { name: /^DNI/ }).fill(empleado.dni);
    await crear.getByRole('textbox', { name: /^Nombres/ }).fill(empleado.nombres);
    await crear.getByRole('textbox', { name: /^Apellido Paterno/ }).fill(empleado.apellidoPaterno);
    await crear.getByRole('textbox', { name: /^Apellido Materno/ }).fill(empleado.apellidoMaterno);
    await crear.getByRole('textbox', { name: /^Empresa/ }).fill('Descanso S.A.C.');
    await crear
      .getByRole('group', { name: /^Fecha de Ingreso/ })
      .getByRole('spinbutton')
      .first()
      .click();
    await page.keyboard.type(comoPantalla(INGRESO).replaceAll('/', ''));
    await crear.getByRole('combobox', { name: /^Departamento/ }).click();
    await page.getByRole('option', { name: 'Operaciones' }).click();
    await crear.getByRole('combobox', { name: /^Roles/ }).fill('Emple');
    await page.getByRole('option', { name: 'Empleado', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(crear.getByRole('combobox', { name: 'Régimen laboral' })).toHaveText(
      'Según la empresa (General)',
    );
    await crear.getByRole('checkbox', { name: 'Forzar cambio de contraseña en el primer login' }).uncheck();
    await crear.getByLabel('Contraseña Temporal (Opcional)').fill(CONTRASENA);
    await comprobarAccesibilidad(page);
    await crear.getByRole('button', { name: 'Crear Usuario' }).click();
    await expect(crear).toBeHidden();

    // 2. …and sets them to MYPE in the edit modal.
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(empleado.email);
    const fila = page
      .getByRole('table', { name: 'Usuarios del sistema' })
      .getByRole('row')
      .filter({ hasText: empleado.email });
    await expect(fila).toHaveCount(1);
    // The search applied: the header and that one row (a row still being replaced would close the menu).
    await expect(page.getByRole('table', { name: 'Usuarios del sistema' }).getByRole('row')).toHaveCount(2);
    await fila.getByRole('button', { name: /^Acciones de / }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const editar = page.getByRole('dialog', { name: 'Editar Usuario' });
    await editar.getByRole('combobox', { name: 'Régimen laboral' }).click();
    await page.getByRole('option', { name: 'MYPE', exact: true }).click();
    await expect(editar.getByText(/MYPE: 15 días por año/)).toBeVisible();
    await comprobarAccesibilidad(page);
    await editar.getByRole('button', { name: 'Actualizar Usuario' }).click();
    await expect(editar).toBeHidden();
    await cerrarSesion(page);

    // 3. The employee's balance: 15 days for the complete year, no días libres.
    await iniciarSesion(page, empleado.email, CONTRASENA);
    expect(await saldoDe(page, PERIODO)).toMatchObject({
      Pendientes: '15.00',
      'Días Libres': '0.00',
      'Días Bloque': '15.00',
    });
    await comprobarAccesibilidad(page);
    await cerrarSesion(page);

    // 4. HR marks that period as récord no cumplido.
    await iniciarSesion(page, DEMO.admin);
    await page.goto('/administracion/configuracion');
    await page.getByRole('tab', { name: 'Política de vacaciones' }).click();
    await expect(page.getByRole('form', { name: 'Política de vacaciones' })).toBeVisible();
    await comprobarAccesibilidad(page);
    await page.getByRole('button', { name: 'Marcar período' }).click();
    const marcar = page.getByRole('dialog', { name: 'Marcar récord vacacional no cumplido' });
    await marcar.getByRole('combobox', { name: /^Empleado/ }).fill(empleado.apellidoMaterno);
    await page.getByRole('option', { name: new RegExp(nombre) }).click();
    await marcar.getByRole('combobox', { name: /^Período/ }).click();
    await page.getByRole('option', { name: new RegExp(`^${PERIODO} `) }).click();
    await marcar.getByRole('textbox', { name: /^Motivo/ }).fill('Más de 10 faltas injustificadas en el año');
    await comprobarAccesibilidad(page);
    await marcar.getByRole('button', { name: 'Marcar período' }).click();
    await expect(marcar).toBeHidden();
    const marca = page
      .getByRole('table', { name: 'Períodos con récord no cumplido' })
      .getByRole('row')
      .filter({ hasText: nombre });
    await expect(marca).toContainText(String(PERIODO));
    await expect(marca).toContainText('Más de 10 faltas injustificadas en el año');
    await comprobarAccesibilidad(page);
    await cerrarSesion(page);

    // 5. The period no longer grants days.
    await iniciarSesion(page, empleado.email, CONTRASENA);
    expect(await saldoDe(page, PERIODO)).toMatchObject({
      Pendientes: '0.00',
      'Días Libres': '0.00',
      'Días Bloque': '0.00',
    });
  });
});
