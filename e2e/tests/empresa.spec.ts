import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { cerrarSesion, comprobarAccesibilidad, DEMO, expect, iniciarSesion, test } from './fixtures';

/*
 * COMPANY_NAME, TZ_NEGOCIO and APP_TODAY reach the web, which no longer has a build-time name or a fixed
 * zone; and an administrator's new name and logo show in the top bar and on the login screen. The main e2e server
 * runs on today's date (the other specs count from it), so this spec starts its own demo server with the three
 * variables pinned, on a fresh database, and stops it at the end.
 */

const EMPRESA = 'Textiles Andinos';
// UTC−6 all year, one hour from the browser's America/Lima: a zone the web cannot have guessed.
const ZONA = 'America/Mexico_City';
const HOY = '2026-02-10';
const PUERTO = Number(process.env.E2E_PORT ?? 3210) + 20;
const ORIGEN = `http://127.0.0.1:${PUERTO}`;
const CARPETA_E2E = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

test.use({ baseURL: ORIGEN });
test.describe.configure({ mode: 'serial' });

let servidor: ChildProcess | undefined;
let datos: string | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const ocupado = await fetch(`${ORIGEN}/api/health`).then(
    () => true,
    () => false,
  );
  if (ocupado) throw new Error(`El puerto ${PUERTO} ya está en uso: detenga el otro servidor`);
  datos = mkdtempSync(path.join(tmpdir(), 'descanso-e2e-empresa-'));
  const comando = process.env.E2E_SERVER_CMD ?? 'node ../apps/api/dist/server.js';
  // `exec`: the shell becomes the server, so stopping this process stops the server (no orphan on the port).
  servidor = spawn(`exec ${comando}`, {
    shell: true,
    cwd: CARPETA_E2E,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PUERTO),
      DATA_DIR: datos,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOGIN_MAX_POR_MINUTO: '1000',
      SEED_DEMO: 'true',
      COMPANY_NAME: EMPRESA,
      TZ_NEGOCIO: ZONA,
      APP_TODAY: HOY,
      RESPALDO_CADA_HORAS: '0',
    },
  });
  const limite = Date.now() + 110_000;
  for (;;) {
    try {
      if ((await fetch(`${ORIGEN}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > limite || servidor.exitCode !== null)
      throw new Error('El servidor de prueba no arrancó');
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(async () => {
  if (servidor && servidor.exitCode === null) {
    const fin = new Promise((r) => servidor!.once('exit', r));
    servidor.kill('SIGTERM');
    await fin;
  }
  if (datos) rmSync(datos, { recursive: true, force: true });
});

const barra = (page: Page) => page.getByRole('banner');

test('[EMPRESA]: COMPANY_NAME, TZ_NEGOCIO y APP_TODAY llegan a la web; el formulario toma APP_TODAY como hoy', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: EMPRESA })).toBeVisible();
  await expect(page.getByRole('img', { name: EMPRESA })).toBeVisible();
  await expect(page).toHaveTitle(`Iniciar sesión · ${EMPRESA}`);
  await comprobarAccesibilidad(page);

  await iniciarSesion(page, DEMO.empleado);
  await expect(barra(page).getByText(EMPRESA, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Solicitar Vacaciones' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitar Vacaciones' })).toBeVisible();
  await expect(page).toHaveTitle(`Solicitar Vacaciones · ${EMPRESA}`);
  await comprobarAccesibilidad(page);

  // The calendar opens on APP_TODAY's month, marks 10 February 2026 as today and offers nothing before it.
  await page.getByRole('button', { name: /^Elige fecha/ }).click();
  const calendario = page.getByRole('dialog');
  await expect(calendario.getByText('febrero 2026')).toBeVisible();
  const hoy = calendario.locator('[aria-current="date"]');
  await expect(hoy).toHaveText('10');
  await expect(calendario.getByRole('gridcell', { name: '9', exact: true })).toBeDisabled();
  await expect(calendario.getByRole('gridcell', { name: '11', exact: true })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(calendario).toBeHidden();

  // A date before APP_TODAY is refused as "before today", whatever the browser's clock says.
  await page.getByRole('combobox', { name: 'Tipo de Vacaciones' }).click();
  await page.getByRole('option', { name: 'Días libres', exact: true }).click();
  await page.getByRole('combobox', { name: 'Días Solicitados' }).click();
  await page.getByRole('option').first().click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.getByRole('group', { name: 'Fecha de Inicio' }).getByRole('spinbutton').first().click();
  await page.keyboard.type('09022026');
  await page.getByRole('button', { name: 'Enviar Solicitud' }).click();
  await expect(page.getByText('La fecha de inicio no puede ser anterior a hoy')).toBeVisible();
  await cerrarSesion(page);

  // TZ_NEGOCIO: the zone the company follows while it has not chosen one.
  await iniciarSesion(page, DEMO.admin);
  await page.goto('/administracion/configuracion');
  await expect(page.getByRole('form', { name: 'Datos de la empresa' })).toBeVisible();
  await expect(page.getByText(`Sin elegir: ${ZONA} (la del servidor)`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nombre comercial' })).toHaveValue(EMPRESA);
  await comprobarAccesibilidad(page);
});

test('[EMPRESA]: el administrador cambia nombre y logo y los ve en la barra y en la pantalla de acceso', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const nuevo = 'Textiles del Sur';
  await iniciarSesion(page, DEMO.admin);
  await page.goto('/administracion/configuracion');
  const formulario = page.getByRole('form', { name: 'Datos de la empresa' });
  await expect(formulario).toBeVisible();

  // A RUC with a wrong check digit stays in its field.
  await formulario.getByRole('textbox', { name: 'Nombre comercial' }).fill(nuevo);
  await formulario.getByRole('textbox', { name: 'Razón social' }).fill('Textiles del Sur S.A.C.');
  await formulario.getByRole('textbox', { name: 'RUC' }).fill('20131312956');
  await formulario.getByRole('button', { name: 'Guardar' }).click();
  await expect(formulario.getByText(/El RUC no es válido/)).toBeVisible();
  await formulario.getByRole('textbox', { name: 'RUC' }).fill('20131312955');
  await formulario.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Datos de la empresa guardados')).toBeVisible();
  await expect(barra(page).getByText(nuevo, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`· ${nuevo}$`));

  // An SVG with a script is refused with a clear message; a clean one is previewed, then used.
  const archivo = page.getByLabel('Archivo del logo');
  await archivo.setInputFiles({
    name: 'malo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await page.getByRole('button', { name: 'Usar este logo' }).click();
  await expect(page.getByText('El SVG no puede contener scripts')).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar', exact: true }).click();

  await archivo.setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40"><rect width="40" height="40" rx="8" fill="#2e7d32"/><circle cx="20" cy="20" r="9" fill="#fff"/></svg>',
    ),
  });
  await expect(page.getByRole('img', { name: `Vista previa del logo nuevo de ${nuevo}` })).toBeVisible();
  await comprobarAccesibilidad(page);
  await page.getByRole('button', { name: 'Usar este logo' }).click();
  await expect(page.getByText('Logo actualizado')).toBeVisible();

  const logoBarra = barra(page).getByRole('img', { name: nuevo });
  await expect(logoBarra).toHaveAttribute('src', /^\/api\/empresa\/logo\/[0-9a-f]{64}$/);
  await expect.poll(() => logoBarra.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await comprobarAccesibilidad(page);

  await cerrarSesion(page);
  await expect(page.getByRole('heading', { level: 1, name: nuevo })).toBeVisible();
  const logoAcceso = page.getByRole('img', { name: nuevo });
  await expect(logoAcceso).toHaveAttribute('src', /^\/api\/empresa\/logo\/[0-9a-f]{64}$/);
  await expect
    .poll(() => logoAcceso.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await comprobarAccesibilidad(page);
});
