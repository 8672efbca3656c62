import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { comprobarAccesibilidad, expect, iniciarSesion, test } from './fixtures';
import {
  EMPRESA_REAL,
  enviarConfiguracionInicial,
  llenarEmpresa,
  llenarResto,
} from './configuracion-inicial-pasos';
import { arrancarServidorPropio, leerEnlaceConfiguracion, type ServidorPropio } from './servidor-propio';

/*
 * A real company from an empty database without the demo. The setup link creates the
 * company (RUC validated) and its administrator; the administrator creates three departments, imports 30 employees
 * from the Excel template (a fourth department created by the import option), sets one employee to MYPE and sees
 * that employee's balance use 15 days per year while the others keep 30.
 */
const HOY = '2026-06-15';
/** Hired in March 2024: period 2025 (01/03/2025 – 28/02/2026) is complete and PENDIENTE on HOY. */
const PERIODO = 2025;
const DEPARTAMENTOS = [
  { codigo: 'VEN', nombre: 'Ventas' },
  { codigo: 'PROD', nombre: 'Producción' },
  { codigo: 'LOG', nombre: 'Logística' },
];
/** Not created by hand: the import creates it from its code and name columns. */
const NUEVO = { codigo: 'ALM', nombre: 'Almacén' };

let servidor: ServidorPropio | undefined;
let carpeta: string;
test.beforeAll(() => {
  carpeta = mkdtempSync(path.join(tmpdir(), 'descanso-e2e-empresa-real-'));
});
test.afterAll(async () => {
  await servidor?.detener();
  rmSync(carpeta, { recursive: true, force: true });
});

const empleados = Array.from({ length: 30 }, (_, i) => {
  const depto = i >= 26 ? NUEVO : DEPARTAMENTOS[i % 3]!;
  return {
    nombres: ['Nilda', 'Teófilo', 'Zoila', 'Eusebio', 'Yolanda', 'Wilber'][i % 6]!,
    apellidoPaterno: ['Huamán', 'Ccori', 'Ñaupari', 'Villca', 'Condori'][i % 5]!,
    apellidoMaterno: `Andina${String(i + 1).padStart(2, '0')}`,
    dni: String(71_000_000 + i * 37),
    email: `colaborador${i + 1}@textiles.pe`,
    codigoDepartamento: depto.codigo,
    nombreDepartamento: depto === NUEVO ? NUEVO.nombre : '',
    dniJefe: EMPRESA_REAL.administrador.dni,
    fechaIngreso: new Date(Date.UTC(2024, 2, 1 + (i % 28))),
    extranjero: 'NO',
    empresa: EMPRESA_REAL.razonSocial,
    roles: 'Empleado',
    numeroCelular: '',
    regimen: '',
  };
});
const nombreCompleto = (e: (typeof empleados)[number]) =>
  `${e.nombres} ${e.apellidoPaterno} ${e.apellidoMaterno}`;

/** Pendientes of PERIODO for one employee in 'Saldos de Vacaciones' (the administrator is everyone's manager). */
async function pendientesEnEquipo(page: Page, e: (typeof empleados)[number]) {
  await page.goto(`${servidor!.url}/reporte-equipo/saldos-vacaciones`);
  await expect(page.getByRole('heading', { level: 1, name: 'Saldos de Vacaciones' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Empleado' }).fill(e.email);
  await page.getByRole('option', { name: new RegExp(nombreCompleto(e)) }).click();
  await expect(page.getByText('Cargando saldos de vacaciones...')).toBeHidden();
  const fila = page.getByRole('row').filter({ hasText: new RegExp(`#\\d+-${PERIODO}(?!\\d)`) });
  await expect(fila).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasNotText: e.email })).toHaveCount(1); // only the header
  // ID, Empleado, Período, Vencidas, Pendientes, …
  return (await fila.getByRole('cell').nth(4).innerText()).trim();
}

test('[EMPRESA-REAL] desde una base vacía: empresa y administrador, tres departamentos, 30 empleados importados (uno crea su departamento) y un empleado MYPE con 15 días por año', async ({
  page,
}) => {
  test.setTimeout(420_000);
  servidor = await arrancarServidorPropio({ APP_TODAY: HOY });
  const url = servidor.url;

  // 1. The setup link: a wrong RUC check digit is refused on its field, then the company and its administrator.
  await page.goto(await leerEnlaceConfiguracion(servidor));
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración inicial' })).toBeVisible();
  await llenarEmpresa(page, { ...EMPRESA_REAL, ruc: '20601234566' });
  await llenarResto(page, EMPRESA_REAL);
  await page.getByRole('button', { name: 'Crear empresa y administrador' }).click();
  await expect(page.getByLabel('RUC')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('RUC').fill(EMPRESA_REAL.ruc);
  await enviarConfiguracionInicial(page);
  await iniciarSesion(page, EMPRESA_REAL.administrador.email, EMPRESA_REAL.administrador.contrasena);
  await comprobarAccesibilidad(page);

  // 2. Three departments through the Departamentos screen.
  await page.goto(`${url}/administracion/departamentos`);
  await expect(page.getByRole('heading', { level: 1, name: 'Departamentos' })).toBeVisible();
  const tabla = page.getByRole('table', { name: 'Departamentos de la empresa' });
  for (const d of DEPARTAMENTOS) {
    await page.getByRole('button', { name: 'Nuevo Departamento' }).click();
    const panel = page.getByRole('dialog', { name: 'Nuevo Departamento' });
    await panel.getByLabel('Código').fill(d.codigo);
    await panel.getByLabel('Nombre').fill(d.nombre);
    await panel.getByRole('button', { name: 'Crear Departamento' }).click();
    await expect(panel).toBeHidden();
    await expect(tabla.getByRole('row', { name: new RegExp(d.nombre) })).toBeVisible();
  }
  await comprobarAccesibilidad(page);

  // 3. The Excel template, downloaded from the import wizard and filled with 30 people.
  await page.goto(`${url}/administracion/usuarios`);
  await page.getByRole('button', { name: 'Bulk Import' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Importación Masiva de Usuarios' });
  const [descarga] = await Promise.all([
    page.waitForEvent('download'),
    dialogo.getByRole('button', { name: 'Descargar Plantilla Excel' }).click(),
  ]);
  const rutaPlantilla = path.join(carpeta, descarga.suggestedFilename());
  await descarga.saveAs(rutaPlantilla);
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.readFile(rutaPlantilla);
  // The template's list of departments follows the company's: the three just created are offered.
  const listas = libro.getWorksheet('Listas')!;
  const codigosOfrecidos = listas.getColumn(1).values.map(String);
  for (const d of DEPARTAMENTOS) expect(codigosOfrecidos).toContain(d.codigo);
  const hoja = libro.getWorksheet('Usuarios')!;
  const encabezados = (hoja.getRow(1).values as string[]).slice(1);
  expect(encabezados).toEqual(expect.arrayContaining(['nombreDepartamento', 'regimen']));
  hoja.spliceRows(2, hoja.rowCount);
  for (const e of empleados) hoja.addRow(encabezados.map((c) => e[c as keyof typeof e] ?? null));
  const rutaLlena = path.join(carpeta, 'colaboradores.xlsx');
  writeFileSync(rutaLlena, Buffer.from(await libro.xlsx.writeBuffer()));

  await dialogo.getByLabel('Archivo de importación').setInputFiles(rutaLlena);
  const crearFaltantes = dialogo.getByRole('checkbox', { name: 'Crear departamentos que no existan' });
  await expect(crearFaltantes).not.toBeChecked();
  await crearFaltantes.check();
  await comprobarAccesibilidad(page);
  await dialogo.getByRole('button', { name: 'Validar Archivo' }).click();
  await expect(dialogo.getByText('El archivo es válido: 30 registros listos para procesar.')).toBeVisible();
  await dialogo.getByRole('button', { name: 'Procesar Archivo' }).click();
  await expect(
    dialogo.locator('.MuiAlert-message', { hasText: 'Se procesaron exitosamente 30 usuarios' }),
  ).toBeVisible({ timeout: 60_000 });
  await comprobarAccesibilidad(page);
  await dialogo.getByRole('button', { name: 'Finalizar' }).click();
  await page.getByRole('button', { name: 'Salir sin descargar' }).click();
  await expect(dialogo).toBeHidden();

  // The import created Almacén with its four employees; the other three hold the rest (cells: actions, código,
  // nombre, jefe de área, empleados activos, estado).
  await page.goto(`${url}/administracion/departamentos`);
  const almacen = tabla.getByRole('row', { name: new RegExp(NUEVO.nombre) });
  await expect(almacen).toContainText(NUEVO.codigo);
  await expect(almacen.getByRole('cell').nth(4)).toHaveText('4');
  for (const d of DEPARTAMENTOS) {
    await expect(
      tabla
        .getByRole('row', { name: new RegExp(d.nombre) })
        .getByRole('cell')
        .nth(4),
    ).toHaveText(/^(8|9)$/);
  }

  // 4. One employee set to MYPE in the user modal.
  const mype = empleados[0]!;
  const general = empleados[1]!;
  await page.goto(`${url}/administracion/usuarios`);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(mype.email);
  const usuarios = page.getByRole('table', { name: 'Usuarios del sistema' });
  await expect(usuarios.getByRole('row')).toHaveCount(2);
  await usuarios
    .getByRole('row')
    .filter({ hasText: mype.email })
    .getByRole('button', { name: /^Acciones de / })
    .click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const editar = page.getByRole('dialog', { name: 'Editar Usuario' });
  await expect(editar.getByRole('combobox', { name: 'Régimen laboral' })).toHaveText(
    'Según la empresa (General)',
  );
  await editar.getByRole('combobox', { name: 'Régimen laboral' }).click();
  await page.getByRole('option', { name: 'MYPE', exact: true }).click();
  await comprobarAccesibilidad(page);
  await editar.getByRole('button', { name: 'Actualizar Usuario' }).click();
  await expect(editar).toBeHidden();

  // 5. Their complete year is worth 15 days; a colleague under the company's régimen keeps 30.
  expect(await pendientesEnEquipo(page, mype)).toBe('15.00');
  await comprobarAccesibilidad(page);
  expect(await pendientesEnEquipo(page, general)).toBe('30.00');
});
