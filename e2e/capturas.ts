// The README's screenshots, taken from the demo company through the real UI: `npm run build`, then
// `npx tsx e2e/capturas.ts`. Each one is a page as its user first sees it after signing in, at 1280 × 800.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { DEMO, iniciarSesion } from './tests/fixtures';
import { arrancarDemo } from './tests/servidor-demo';

const DESTINO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/img');

const CAPTURAS = [
  {
    archivo: 'solicitar-vacaciones.png',
    email: DEMO.empleado,
    ruta: '/solicitar-vacaciones',
    titulo: 'Solicitar Vacaciones',
  },
  {
    archivo: 'gestion-solicitudes.png',
    email: DEMO.jefe,
    ruta: '/reporte-equipo/gestion-solicitudes',
    titulo: 'Gestión de Solicitudes',
  },
  {
    archivo: 'usuarios.png',
    email: DEMO.admin,
    ruta: '/administracion/usuarios',
    titulo: 'Usuarios',
  },
];

async function capturar(page: Page, c: (typeof CAPTURAS)[number]) {
  await iniciarSesion(page, c.email);
  await page.goto(c.ruta);
  await page.getByRole('heading', { level: 1, name: c.titulo }).waitFor();
  // Lists draw their rows after the first reply; wait until nothing is busy or loading.
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], [role="progressbar"]'));
  await page.screenshot({ path: path.join(DESTINO, c.archivo) });
}

const datos = mkdtempSync(path.join(tmpdir(), 'descanso-capturas-'));
const servidor = await arrancarDemo(datos);
const navegador = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const c of CAPTURAS) {
    const contexto = await navegador.newContext({
      baseURL: servidor.url,
      locale: 'es-PE',
      timezoneId: 'America/Lima',
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    });
    await capturar(await contexto.newPage(), c);
    await contexto.close();
    process.stdout.write(`docs/img/${c.archivo}\n`);
  }
} finally {
  await navegador.close();
  await servidor.detener();
  rmSync(datos, { recursive: true, force: true });
}
