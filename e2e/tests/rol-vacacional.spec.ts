import type { APIRequestContext, Page } from '@playwright/test';
import { sumarDias } from '@app/contract/fechas';
import { elegirPeriodo } from '@app/contract/vacaciones';
import { autorizacion, tokenDemo } from './solicitud-de-un-directo';
import {
  cerrarSesion,
  comoPantalla,
  comprobarAccesibilidad,
  DEMO,
  escribirFecha,
  expect,
  iniciarSesion,
  test,
} from './fixtures';
import { arrancarServidorPropio, type ServidorPropio } from './servidor-propio';

/* ADR 036: jefe@ opens the window of the rol vacacional, empleado@ proposes a span, jefe@ accepts it
 * and, on the pinned business date (APP_TODAY), empleado@ turns the span into a request with one click.
 * The demo company runs on a server of the spec's own with APP_TODAY pinned months away from the machine's date:
 * every date on screen must follow the server's, whatever the browser's clock says. */
const HOY = '2027-03-01';

let servidor: ServidorPropio | undefined;
let api: APIRequestContext | undefined;
test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  servidor = await arrancarServidorPropio({
    SEED_DEMO: 'true',
    APP_TODAY: HOY,
    LOGIN_MAX_POR_MINUTO: '1000',
  });
  api = await playwright.request.newContext({ baseURL: servidor.url });
});
test.afterAll(async () => {
  await api?.dispose();
  await servidor?.detener();
});

async function elegir(page: Page, dialogo: ReturnType<Page['getByRole']>, campo: RegExp, opcion: string) {
  await dialogo.getByRole('combobox', { name: campo }).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

test('[ROL-VACACIONAL]: el empleado propone, el jefe acepta y en la fecha fijada el empleado lo convierte en solicitud con un clic', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const pagina = await browser.newContext({
    baseURL: servidor!.url,
    locale: 'es-PE',
    timezoneId: 'America/Lima',
  });
  const page = await pagina.newPage();
  const token = await tokenDemo(api!, DEMO.empleado);
  expect(token).toBeTruthy();
  const contexto = (await (
    await api!.get('/api/empresa/contexto', { headers: autorizacion(token!) })
  ).json()) as { hoy?: string | null };
  expect(contexto.hoy, 'el servidor trabaja en la fecha fijada').toBe(HOY);
  // Three weeks ahead: inside the default 30-day invitation window, so the span can become a request now.
  const inicio = sumarDias(HOY, 21);
  const anio = inicio.slice(0, 4);
  const historial = (await (
    await api!.get('/api/historial-vacaciones', { headers: autorizacion(token!) })
  ).json()) as { historial: Parameters<typeof elegirPeriodo>[0] };
  const periodo = elegirPeriodo(historial.historial, 'libres', 1);
  expect(periodo, 'empleado@ tiene días libres').toBeTruthy();

  // 1. jefe@ opens the window for his team.
  await iniciarSesion(page, DEMO.jefe);
  await page.goto('/reporte-equipo/programacion-vacaciones');
  await page.getByRole('tab', { name: 'Rol vacacional' }).click();
  await page.getByRole('combobox', { name: 'Año del plan' }).click();
  await page.getByRole('option', { name: anio, exact: true }).click();
  await page.getByRole('button', { name: 'Abrir ventana de propuestas' }).click();
  await expect(page.getByText(`La ventana de propuestas de ${anio} está abierta`)).toBeVisible();
  await comprobarAccesibilidad(page);
  await cerrarSesion(page);

  // 2. empleado@ proposes one day off.
  await iniciarSesion(page, DEMO.empleado);
  // From the dashboard card (the spec's menu stays as written).
  await page
    .getByRole('region', { name: 'Mi plan de vacaciones' })
    .getByRole('link', { name: 'Ver mi plan' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Plan de Vacaciones' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Año del plan' }).click();
  await page.getByRole('option', { name: anio, exact: true }).click();
  await expect(page.getByText(`La ventana del rol vacacional ${anio} está abierta`)).toBeVisible();
  await comprobarAccesibilidad(page);
  await page.getByRole('button', { name: 'Proponer tramo' }).click();
  const dialogo = page.getByRole('dialog', { name: `Proponer un tramo del rol vacacional ${anio}` });
  await elegir(page, dialogo, /^Tipo de vacaciones/, 'Días libres');
  await elegir(page, dialogo, /^Días/, '1 día');
  await escribirFecha(page, 'Fecha de inicio', inicio);
  await elegir(page, dialogo, /^Período/, String(periodo!.periodo));
  await comprobarAccesibilidad(page);
  await dialogo.getByRole('button', { name: 'Guardar tramo' }).click();
  await expect(page.getByText('Tramo del plan guardado')).toBeVisible();
  const tabla = page.getByRole('table', { name: `Mi rol vacacional ${anio}` });
  await expect(tabla.getByRole('row').filter({ hasText: comoPantalla(inicio) })).toContainText('Propuesto');
  await cerrarSesion(page);

  // 3. jefe@ accepts it.
  await iniciarSesion(page, DEMO.jefe);
  await page.goto('/reporte-equipo/programacion-vacaciones');
  await page.getByRole('tab', { name: 'Rol vacacional' }).click();
  await page.getByRole('combobox', { name: 'Año del plan' }).click();
  await page.getByRole('option', { name: anio, exact: true }).click();
  await page
    .getByRole('button', { name: `Aceptar el tramo del ${inicio}`, exact: false })
    .first()
    .click();
  await expect(page.getByText('Tramo del plan aceptado')).toBeVisible();
  await comprobarAccesibilidad(page);
  await cerrarSesion(page);

  // 4. empleado@ turns it into a request in one click, through the normal request route.
  await iniciarSesion(page, DEMO.empleado);
  await page.goto(`/mi-plan-vacaciones?anio=${anio}`);
  const fila = page
    .getByRole('table', { name: `Mi rol vacacional ${anio}` })
    .getByRole('row')
    .filter({
      hasText: comoPantalla(inicio),
    });
  await expect(fila).toContainText('Aceptado');
  await comprobarAccesibilidad(page);
  await fila.getByRole('button', { name: /^Convertir en solicitud/ }).click();
  await expect(page.getByText(/Solicitud #\d+ creada a partir de su plan/)).toBeVisible();
  await expect(fila).toContainText('Convertido en solicitud');
  await page.goto('/solicitudes');
  await expect(page.getByText(comoPantalla(inicio)).first()).toBeVisible();
  await comprobarAccesibilidad(page);
  await pagina.close();
});
