import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { hoyEnZona, sumarDias } from '@app/contract/fechas';
import { elegirPeriodo } from '@app/contract/vacaciones';
import { cerrarSesion, comprobarAccesibilidad, DEMO, expect, iniciarSesion, test } from './fixtures';

/** A name an attacker would choose: were it ever parsed as HTML, the image would fail to load and run the script. */
const NOMBRES = '<img src=x onerror=alert(1)>';

/** Letters only, unique per run (the e2e database lives as long as the run). */
function sufijoUnico() {
  let n = Date.now() % 26 ** 6;
  let texto = '';
  for (let i = 0; i < 6; i++) {
    texto += 'abcdefghijklmnopqrstuvwxyz'[n % 26];
    n = Math.floor(n / 26);
  }
  return texto.charAt(0).toUpperCase() + texto.slice(1);
}

const autorizacion = (token: string) => ({ Authorization: `Bearer ${token}` });

async function tokenDe(request: APIRequestContext, email: string, contrasena: string) {
  const r = await request.post('/api/account/login', { data: { username: email, password: contrasena } });
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { token: string }).token;
}

async function jsonDe<T>(respuesta: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(respuesta.ok(), `${respuesta.url()} → ${respuesta.status()} ${await respuesta.text()}`).toBe(true);
  return (await respuesta.json()) as T;
}

/**
 * Every alert, confirm or prompt the page opens, and every request for the image `x`: either would mean the name
 * ran as HTML. Checked at the end of the test.
 */
function vigilar(page: Page) {
  const rastros: string[] = [];
  page.on('dialog', (d) => {
    rastros.push(`diálogo ${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/x')) rastros.push(`petición a ${r.url()}`);
  });
  return rastros;
}

/** The name is on screen as its literal text, no element was made from it, and the page stays accessible. */
async function comprobarComoTexto(page: Page, donde: Locator) {
  await expect(donde.getByText(NOMBRES).first()).toBeVisible();
  await expect(page.locator('img[src="x"], img[onerror]')).toHaveCount(0);
  await comprobarAccesibilidad(page);
}

test('[XSS] un nombre con HTML se muestra como texto en cada pantalla que muestra nombres', async ({
  page,
  request,
}) => {
  test.slow(); // four sessions and a dozen screens, each with an accessibility scan
  const rastros = vigilar(page);
  const sufijo = sufijoUnico();
  const email = `nombre.html.${sufijo.toLowerCase()}@descanso.pe`;
  const nombreCompleto = `${NOMBRES} Prueba ${sufijo}`;
  const temporal = 'Temporal#Cobalto2026';
  const propia = 'Faro#Cobalto2026x';
  const nombreRol = `Rol de prueba ${sufijo}`;
  const nombrePermiso = `Permiso de prueba ${sufijo}`;

  // The user, through the API: reports to jefe@, and is an administrator too, so that roles and permissions
  // they create carry their name.
  const tokenAdmin = await tokenDe(request, DEMO.admin, 'Descanso#2026');
  const { usuarios } = await jsonDe<{ usuarios: { id: number; email: string }[] }>(
    await request.get(`/api/usuarios-admin?Email=${encodeURIComponent(DEMO.jefe)}`, {
      headers: autorizacion(tokenAdmin),
    }),
  );
  const jefeId = usuarios.find((u) => u.email === DEMO.jefe)!.id;
  const [departamento] = await jsonDe<{ id: number }[]>(
    await request.get('/api/usuarios-admin/dropdowns/departamentos', { headers: autorizacion(tokenAdmin) }),
  );
  const creado = await jsonDe<{ id: number }>(
    await request.post('/api/usuarios-admin', {
      headers: autorizacion(tokenAdmin),
      data: {
        nombres: NOMBRES,
        apellidoPaterno: 'Prueba',
        apellidoMaterno: sufijo,
        dni: `8${String(Date.now()).slice(-7)}`,
        email,
        empresa: 'Descanso S.A.C.',
        departamentoId: departamento!.id,
        jefeId,
        fechaIngreso: '2020-03-02',
        roles: ['Empleado', 'Admin'],
        contrasenaTemporal: temporal,
      },
    }),
  );

  // First sign-in: the forced password change shows the name, then the header and the dashboard greeting.
  await iniciarSesion(page, email, temporal);
  await expect(page).toHaveURL(/\/cambiar-contrasena$/);
  await comprobarComoTexto(page, page.getByRole('main'));
  await page.getByLabel('Contraseña actual').fill(temporal);
  await page.getByLabel('Nueva contraseña').fill(propia);
  await page.getByLabel('Confirmar contraseña').fill(propia);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The top bar carries it as the avatar's accessible name (an attribute, never markup).
  await expect(
    page.getByRole('banner').getByRole('img', { name: `Usuario: ${nombreCompleto}` }),
  ).toBeVisible();
  await comprobarComoTexto(page, page.getByRole('main'));

  // As that user, through the API: a pending request, a role and a permission.
  const tokenUsuario = await tokenDe(request, email, propia);
  const { historial } = await jsonDe<{ historial: Parameters<typeof elegirPeriodo>[0] }>(
    await request.get('/api/historial-vacaciones', { headers: autorizacion(tokenUsuario) }),
  );
  const periodo = elegirPeriodo(historial, 'libres', 2);
  expect(periodo, 'el usuario tiene saldo para 2 días libres').toBeTruthy();
  const solicitud = await jsonDe<{ id: number }>(
    await request.post('/api/solicitud-vacaciones/crear-solicitud-vacaciones', {
      headers: autorizacion(tokenUsuario),
      data: {
        tipoVacaciones: 'libres',
        diasSolicitados: 2,
        fechaInicio: sumarDias(hoyEnZona('America/Lima'), 60),
        periodo: periodo!.periodo,
      },
    }),
  );
  const { permisos } = await jsonDe<{ permisos: { id: number }[] }>(
    await request.get('/api/rol/get-permisos', { headers: autorizacion(tokenUsuario) }),
  );
  await jsonDe(
    await request.post('/api/rol/crear-rol', {
      headers: autorizacion(tokenUsuario),
      data: { name: nombreRol, descripcion: 'Creado por la prueba de nombres', permisos: [permisos[0]!.id] },
    }),
  );
  await jsonDe(
    await request.post('/api/Permiso', {
      headers: autorizacion(tokenUsuario),
      data: {
        nombre: nombrePermiso,
        descripcion: 'Creado por la prueba de nombres con HTML',
        modulo: 'Pruebas',
        codigoPermiso: `PRUEBA-NOMBRES-${sufijo.toUpperCase()}`,
      },
    }),
  );

  // Mis Solicitudes: the requester column.
  await page.goto('/solicitudes');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Solicitudes de Vacaciones' })).toBeVisible();
  await comprobarComoTexto(page, page.getByRole('main').getByRole('row'));
  await cerrarSesion(page);

  // The administrator: the users list, the view modal, the audit tab, and who created the role and the permission.
  await iniciarSesion(page, DEMO.admin);
  await page.goto('/administracion/usuarios');
  const tablaUsuarios = page.getByRole('table', { name: 'Usuarios del sistema' });
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(email);
  const fila = tablaUsuarios.getByRole('row').filter({ hasText: email });
  await expect(fila).toHaveCount(1);
  await expect(fila).toContainText(nombreCompleto);
  await comprobarComoTexto(page, fila);
  await fila.getByRole('button', { name: nombreCompleto, exact: true }).click();
  const ver = page.getByRole('dialog', { name: 'Ver Detalles del Usuario' });
  await expect(ver.getByRole('textbox', { name: /^Nombres/ })).toHaveValue(NOMBRES);
  await expect(page.locator('img[src="x"], img[onerror]')).toHaveCount(0);
  await comprobarAccesibilidad(page);
  await ver.getByRole('button', { name: 'Cerrar' }).click();
  await expect(ver).toBeHidden();

  await page.getByRole('tab', { name: 'Auditoría' }).click();
  const auditoria = page.getByRole('table', { name: 'Registros de Auditoría de Gestión de Usuarios' });
  await comprobarComoTexto(
    page,
    auditoria.getByRole('row').filter({ hasText: `Usuario creado: ${nombreCompleto}` }),
  );

  await page.goto('/administracion/roles');
  await page.getByRole('searchbox', { name: 'Buscar rol' }).fill(nombreRol);
  const filaRol = page
    .getByRole('table', { name: 'Roles del sistema' })
    .getByRole('row', { name: new RegExp(sufijo) });
  await expect(async () => {
    await page.keyboard.press('Escape');
    await filaRol.getByRole('button', { name: `Acciones del rol ${nombreRol}` }).click({ timeout: 3_000 });
    await page.getByRole('menuitem', { name: 'Ver detalles' }).click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const detalleRol = page.getByRole('dialog', { name: 'Detalles del Rol' });
  await expect(detalleRol.locator('dt:has-text("Creado por") + dd')).toHaveText(nombreCompleto);
  await comprobarComoTexto(page, detalleRol);

  await page.goto('/administracion/permisos');
  await page.getByLabel('Buscar permiso').fill(sufijo);
  const filaPermiso = page
    .getByRole('table', { name: 'Permisos del sistema' })
    .getByRole('row', { name: new RegExp(nombrePermiso) });
  await expect(async () => {
    await page.keyboard.press('Escape');
    await filaPermiso
      .getByRole('button', { name: `Acciones del permiso ${nombrePermiso}` })
      .click({ timeout: 3_000 });
    await page.getByRole('menuitem', { name: 'Ver detalles' }).click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const detallePermiso = page.getByRole('dialog', { name: 'Detalles del Permiso' });
  await expect(detallePermiso.locator('dt:has-text("Creado por") + dd')).toHaveText(nombreCompleto);
  await comprobarComoTexto(page, detallePermiso);
  await detallePermiso.getByRole('button', { name: 'Cerrar' }).click();
  await expect(detallePermiso).toBeHidden();
  await cerrarSesion(page);

  // The manager: the dashboard's team table, request management with its detail, and team balances.
  await iniciarSesion(page, DEMO.jefe);
  await page.goto('/dashboard');
  await comprobarComoTexto(page, page.getByRole('main').getByRole('row'));

  await page.goto('/reporte-equipo/gestion-solicitudes');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Solicitudes' })).toBeVisible();
  const acciones = page.getByRole('button', { name: `Acciones de la solicitud #${solicitud.id}` });
  await expect(acciones).toBeVisible();
  await comprobarComoTexto(page, page.getByRole('row').filter({ has: acciones }));
  await acciones.click();
  await page.getByRole('menuitem', { name: 'Ver detalle' }).click();
  const detalleSolicitud = page.getByRole('dialog');
  await comprobarComoTexto(page, detalleSolicitud);
  await page.keyboard.press('Escape');
  await expect(detalleSolicitud).toBeHidden();

  await page.goto('/reporte-equipo/saldos-vacaciones');
  await expect(page.getByRole('heading', { level: 1, name: 'Saldos de Vacaciones' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Empleado' }).fill(email);
  await page.getByRole('option', { name: new RegExp(email.replace(/\./g, '\\.')) }).click();
  const filaSaldo = page
    .getByRole('row')
    .filter({ hasText: `#${creado.id}-` })
    .first();
  await comprobarComoTexto(page, filaSaldo);
  await filaSaldo.getByRole('button', { name: /^Ver detalle del saldo de / }).click();
  const detalleSaldo = page.getByRole('dialog', { name: 'Detalle del saldo' });
  await comprobarComoTexto(page, detalleSaldo);

  expect(rastros).toEqual([]);
});
