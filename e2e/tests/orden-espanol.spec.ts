import type { Page } from '@playwright/test';
import { comprobarAccesibilidad, DEMO, expect, iniciarSesion, test } from './fixtures';

/** Created in a scrambled order; Spanish order puts the accented vowels with their letter and Ñ after N. */
const NOMBRES = ['Úrsula', 'Ñahui', 'Zoila', 'Ítalo', 'Óscar', 'Nuzco', 'Ángel'];
const ESPAÑOL = ['Ángel', 'Ítalo', 'Nuzco', 'Ñahui', 'Óscar', 'Úrsula', 'Zoila'];

/** Calls the API with the page's session token. */
async function api(page: Page, method: 'GET' | 'POST', ruta: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const r = await page.request.fetch(`/api${ruta}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(r.ok(), `${method} ${ruta}: ${r.status()} ${await r.text()}`).toBe(true);
  return r.json();
}

/** Letters only, unique per run: the surname the search narrows the list to. */
function sufijoUnico() {
  let n = Date.now() % 26 ** 6;
  let texto = '';
  for (let i = 0; i < 6; i++, n = Math.floor(n / 26)) texto += 'abcdefghijklmnopqrstuvwxyz'[n % 26];
  return `Orden${texto}`;
}

test('[ORDEN] la lista de usuarios ordenada por nombre sigue el alfabeto español', async ({ page }) => {
  test.slow(); // seven users created through the API, two accessibility scans
  const sufijo = sufijoUnico();
  await iniciarSesion(page, DEMO.admin);
  const [departamento] = (await api(page, 'GET', '/usuarios-admin/dropdowns/departamentos')) as {
    id: number;
  }[];
  for (const [i, nombres] of NOMBRES.entries()) {
    await api(page, 'POST', '/usuarios-admin', {
      nombres,
      apellidoPaterno: 'Prueba',
      apellidoMaterno: sufijo,
      dni: `7${String(Date.now() + i).slice(-7)}`,
      email: `orden.${i}.${sufijo.toLowerCase()}@descanso.pe`,
      empresa: 'Descanso S.A.C.',
      departamentoId: departamento!.id,
      fechaIngreso: '2021-03-01',
      roles: ['Empleado'],
      contrasenaTemporal: 'Temporal#Cobalto2026',
    });
  }

  await page.goto('/administracion/usuarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Usuarios' })).toBeVisible();
  const tabla = page.getByRole('table', { name: 'Usuarios del sistema' });
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(sufijo);
  await expect(tabla.getByRole('row')).toHaveCount(NOMBRES.length + 1);

  // The people's names as the rows show them, top to bottom.
  const nombresEnPantalla = async () =>
    (await tabla.getByRole('row').allInnerTexts())
      .slice(1)
      .map((fila) => NOMBRES.find((n) => fila.includes(`${n} Prueba ${sufijo}`)));

  const encabezado = tabla.getByRole('columnheader', { name: 'Usuario' });
  const ordenar = encabezado.getByRole('button', { name: 'Usuario' });
  await ordenar.click();
  await expect(encabezado).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(nombresEnPantalla).toEqual(ESPAÑOL);
  await comprobarAccesibilidad(page);

  await ordenar.click();
  await expect(encabezado).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(nombresEnPantalla).toEqual([...ESPAÑOL].reverse());
  await comprobarAccesibilidad(page);
});
