import { comprobarAccesibilidad, expect, iniciarSesion, leerMenu, test } from './fixtures';
import {
  EMPRESA_REAL,
  enviarConfiguracionInicial,
  llenarEmpresa,
  llenarResto,
} from './configuracion-inicial-pasos';
import {
  arrancarServidorPropio,
  enlacesImpresos,
  leerEnlaceConfiguracion,
  type ServidorPropio,
} from './servidor-propio';

/*
 * First start of a real company: a server of its own on an empty database without demo data and without
 * ADMIN_EMAIL prints a one-time link; the page it opens creates the company and its first administrator.
 */
let servidor: ServidorPropio | undefined;
test.afterEach(async () => {
  await servidor?.detener();
  servidor = undefined;
});

test('[INICIAL] desde una base vacía sin demo: el enlace del servidor crea la empresa (RUC validado) y el administrador, que entra', async ({
  page,
}) => {
  test.setTimeout(180_000);
  servidor = await arrancarServidorPropio();
  const enlace = await leerEnlaceConfiguracion(servidor);
  expect(enlace.startsWith(`${servidor.url}/configuracion-inicial?token=`)).toBe(true);
  expect(enlacesImpresos(servidor)).toHaveLength(1);

  await page.goto(enlace);
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración inicial' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(0);
  await comprobarAccesibilidad(page);

  // A RUC with a wrong check digit is refused on its field.
  await llenarEmpresa(page, { ...EMPRESA_REAL, ruc: '20601234566' });
  const datos = {
    ...EMPRESA_REAL,
    departamentos: [
      { codigo: 'RRHH', nombre: 'Recursos Humanos' },
      { codigo: 'PROD', nombre: 'Producción' },
    ],
  };
  await llenarResto(page, datos);
  await page.getByRole('button', { name: 'Crear empresa y administrador' }).click();
  await expect(
    page.getByText('El RUC no es válido: revise los dígitos (el último es de verificación)'),
  ).toBeVisible();
  await expect(page.getByLabel('RUC')).toHaveAttribute('aria-invalid', 'true');
  await comprobarAccesibilidad(page);

  await page.getByLabel('RUC').fill(EMPRESA_REAL.ruc);
  await enviarConfiguracionInicial(page);
  await comprobarAccesibilidad(page);

  await iniciarSesion(page, EMPRESA_REAL.administrador.email, EMPRESA_REAL.administrador.contrasena);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await leerMenu(page)).map((t) => t.trim())).toEqual(
    expect.arrayContaining(['Usuarios', 'Departamentos', 'Configuración']),
  );
  await comprobarAccesibilidad(page);

  // The link is spent: opening it again only says the setup was done.
  await page.goto(enlace);
  await expect(page.getByText(/La configuración inicial ya se hizo/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Crear empresa y administrador' })).toHaveCount(0);
  await comprobarAccesibilidad(page);
});

test('[INICIAL] con ADMIN_EMAIL no se imprime enlace y la página dice que la configuración ya se hizo', async ({
  page,
}) => {
  servidor = await arrancarServidorPropio({
    ADMIN_EMAIL: 'rrhh@miempresa.pe',
    ADMIN_PASSWORD: 'una frase larga que solo yo conozco',
  });
  await page.goto(`${servidor.url}/configuracion-inicial?token=cualquiera`);
  await expect(page.getByText(/La configuración inicial ya se hizo/)).toBeVisible();
  expect(enlacesImpresos(servidor)).toEqual([]);
  await comprobarAccesibilidad(page);
});
