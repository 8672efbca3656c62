import type { Page } from '@playwright/test';
import { comprobarAccesibilidad, DEMO, expect, iniciarSesion, test } from './fixtures';

/** Calls the API with the page's session token. */
async function api(page: Page, ruta: string, data: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return page.request.post(`/api${ruta}`, { headers: { Authorization: `Bearer ${token}` }, data });
}

/** A user whose e-mail is much wider than a phone's card, so it has to wrap. */
async function crearUsuarioConEmailLargo(page: Page): Promise<string> {
  const marca = String(Date.now()).slice(-7);
  const email = `maria.fernanda.quispe.huaman${marca}@recursoshumanos.descanso.pe`;
  const r = await api(page, '/usuarios-admin', {
    nombres: 'María Fernanda',
    apellidoPaterno: 'Quispe',
    apellidoMaterno: 'Huamán',
    dni: `7${marca}`,
    extranjero: false,
    numeroCelular: null,
    email,
    empresa: 'Descanso S.A.C.',
    departamentoId: 1,
    jefeId: null,
    roles: ['Empleado'],
  });
  expect(r.ok(), await r.text()).toBe(true);
  return email;
}

test.describe('kit de listas', () => {
  test('a 390 px la lista de usuarios muestra tarjetas, sin desplazamiento horizontal, y el correo se corta en @ y punto', async ({
    page,
  }) => {
    await iniciarSesion(page, DEMO.admin);
    const email = await crearUsuarioConEmailLargo(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/administracion/usuarios?q=${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Usuarios' })).toBeVisible();

    const lista = page.getByRole('region', { name: 'Usuarios del sistema' });
    const tarjeta = lista.getByRole('listitem').filter({ hasText: 'María Fernanda Quispe Huamán' });
    await expect(tarjeta).toHaveCount(1);
    await expect(page.getByRole('table', { name: 'Usuarios del sistema' })).toHaveCount(0);
    // Name, key fields, status and the actions menu are all in the card.
    await expect(tarjeta.getByRole('button', { name: /^Acciones de María Fernanda/ })).toBeVisible();
    await expect(tarjeta).toContainText('Activo');
    await expect(tarjeta).toContainText('DNI');
    await expect(tarjeta).toContainText('Departamento');

    const anchoPagina = await page.evaluate(() => ({
      documento: document.documentElement.scrollWidth,
      ventana: document.documentElement.clientWidth,
    }));
    expect(anchoPagina.documento).toBeLessThanOrEqual(anchoPagina.ventana);

    // Each piece between the break points (after '@' and '.') stays on one line; the e-mail does wrap.
    const correo = tarjeta.getByTestId('email-usuario');
    await expect(correo).toHaveText(email);
    const lineas = await correo.evaluate((el) => {
      const topes = (nodo: Text) =>
        [...(nodo.textContent ?? '')].map((_, i) => {
          const rango = document.createRange();
          rango.setStart(nodo, i);
          rango.setEnd(nodo, i + 1);
          return Math.round(rango.getBoundingClientRect().top);
        });
      const trozos = [...el.childNodes].filter((n): n is Text => n.nodeType === Node.TEXT_NODE);
      return {
        trozos: trozos.map((t) => t.textContent),
        lineasPorTrozo: trozos.map((t) => new Set(topes(t)).size),
        lineas: new Set(trozos.flatMap(topes)).size,
        desborda: el.scrollWidth > el.clientWidth,
      };
    });
    expect(lineas.trozos.join('')).toBe(email);
    expect(lineas.lineasPorTrozo.every((n) => n === 1)).toBe(true);
    expect(lineas.lineas).toBeGreaterThan(1);
    expect(lineas.desborda).toBe(false);

    await comprobarAccesibilidad(page);
  });

  test('la lista de usuarios guarda búsqueda, orden y página en la URL: recargar conserva la vista', async ({
    page,
  }) => {
    await iniciarSesion(page, DEMO.admin);
    await page.goto('/administracion/usuarios');
    const tabla = page.getByRole('table', { name: 'Usuarios del sistema' });
    await expect(tabla.getByRole('row').nth(1)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Buscar' }).fill('descanso.pe');
    await expect(page).toHaveURL(/[?&]q=descanso\.pe/);
    await tabla.getByRole('button', { name: 'DNI' }).click();
    await expect(page).toHaveURL(/[?&]orden=dni/);
    await expect(tabla.getByRole('columnheader', { name: 'DNI' })).toHaveAttribute('aria-sort', 'ascending');
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await expect(page).toHaveURL(/[?&]pagina=2/);
    const rango = page.getByText(/^Mostrando 11-/);
    await expect(rango).toBeVisible();
    const filas = await tabla.getByRole('row').allTextContents();

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('descanso.pe');
    await expect(tabla.getByRole('columnheader', { name: 'DNI' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByText(/^Mostrando 11-/)).toBeVisible();
    await expect(tabla.getByRole('row')).toHaveText(filas);
    await comprobarAccesibilidad(page);
  });
});
