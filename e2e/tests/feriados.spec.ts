import type { APIRequestContext, Page } from '@playwright/test';
import { anio, hoyEnZona, sumarDias } from '@app/contract/fechas';
import {
  cerrarSesion,
  comoPantalla,
  comprobarAccesibilidad,
  CONTRASENA_DEMO,
  DEMO,
  escribirFecha,
  expect,
  iniciarSesion,
  test,
} from './fixtures';

const NOMBRE = 'Día de la prueba e2e de feriados';
const DIAS = 3;

/** 'YYYY-MM-DD' → 'dd/mm/yyyy', as the screens show it. */
const autorizacion = (t: string) => ({ Authorization: `Bearer ${t}` });

async function token(request: APIRequestContext, email: string) {
  const r = await request.post('/api/account/login', {
    data: { username: email, password: CONTRASENA_DEMO },
  });
  expect(r.ok(), await r.text()).toBeTruthy();
  return ((await r.json()) as { token: string }).token;
}

type Feriado = { id: number; fecha: string; nombre: string };
async function feriadosEntre(request: APIRequestContext, t: string, desde: string, hasta: string) {
  const r = await request.get(`/api/feriados?desde=${desde}&hasta=${hasta}`, { headers: autorizacion(t) });
  expect(r.ok(), await r.text()).toBeTruthy();
  return ((await r.json()) as { feriados: Feriado[] }).feriados;
}

/** A date three weeks ahead or later whose day before and day after are not holidays either. */
async function fechaLibre(request: APIRequestContext, t: string) {
  let fecha = sumarDias(hoyEnZona('America/Lima'), 21);
  while ((await feriadosEntre(request, t, sumarDias(fecha, -1), sumarDias(fecha, 1))).length > 0)
    fecha = sumarDias(fecha, 3);
  return fecha;
}

/** Types a date into a picker's day / month / year sections. */

async function elegirOpcion(page: Page, campo: string, opcion: string) {
  await page.getByRole('combobox', { name: campo }).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

test.describe('[FERIADOS] días no laborables de la empresa', () => {
  test('[CONFIGURACION][SOLICITUDES]: el admin añade un día; el empleado lo ve en el calendario y el aviso, y el conteo no cambia', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const fecha = await fechaLibre(request, await token(request, DEMO.admin));

    // 1. The administrator adds the company's day in Configuración › Feriados.
    await iniciarSesion(page, DEMO.admin);
    await page.goto('/administracion/configuracion');
    await page.getByRole('tab', { name: 'Feriados' }).click();
    await expect(
      page.getByText('Fiestas Patrias').or(page.getByText('Día de la Independencia')).first(),
    ).toBeVisible();
    await comprobarAccesibilidad(page);
    await elegirOpcion(page, 'Año', String(anio(fecha)));
    await page.getByRole('button', { name: 'Añadir día no laborable' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Añadir día no laborable' });
    await escribirFecha(page, 'Fecha', fecha);
    await dialogo.getByRole('textbox', { name: 'Nombre' }).fill(NOMBRE);
    await comprobarAccesibilidad(page);
    await dialogo.getByRole('button', { name: 'Añadir' }).click();
    await expect(dialogo).toBeHidden();
    const fila = page.getByRole('row').filter({ hasText: NOMBRE });
    await expect(fila).toContainText(comoPantalla(fecha));
    await expect(fila).toContainText('Empresa');
    await comprobarAccesibilidad(page);
    await cerrarSesion(page);

    // 2. An employee sees it in the request form's calendar, and the notice when the period contains it.
    await iniciarSesion(page, DEMO.empleado);
    await page.getByRole('link', { name: 'Solicitar Vacaciones' }).click();
    await expect(page.getByText(/Los días se descontarán del período \d{4}/)).toBeVisible();
    await elegirOpcion(page, 'Tipo de Vacaciones', 'Días libres');
    await elegirOpcion(page, 'Días Solicitados', `${DIAS} días`);
    const inicio = sumarDias(fecha, -1);
    await escribirFecha(page, 'Fecha de Inicio', inicio);
    // Calendar days, the holiday included: the end date is start + days − 1, as without it.
    await expect(page.getByRole('textbox', { name: 'Fecha de Fin' })).toHaveValue(
      comoPantalla(sumarDias(inicio, DIAS - 1)),
    );
    await expect(page.getByRole('status').filter({ hasText: 'El período elegido incluye' })).toHaveText(
      `El período elegido incluye 1 feriado: ${comoPantalla(fecha)} ${NOMBRE}. Los feriados cuentan como días de vacaciones.`,
    );
    await comprobarAccesibilidad(page);

    await page.getByRole('button', { name: /^Elige fecha/ }).click();
    const dia = page.getByRole('gridcell', { name: `${Number(fecha.slice(8, 10))}, feriado: ${NOMBRE}` });
    await expect(dia).toBeVisible();
    await comprobarAccesibilidad(page);
    await page.keyboard.press('Escape');
  });
});
