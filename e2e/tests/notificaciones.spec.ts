import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hoyEnZona, sumarDias } from '@app/contract/fechas';
import { elegirPeriodo } from '@app/contract/vacaciones';
import { CONTRASENA_DEMO, DEMO, comprobarAccesibilidad, iniciarSesion } from './fixtures';

/* Issue 16 (ADR 031): the bell. The manager has a page open; a member of the team asks for vacation through the
 * API (as their own browser would); the manager's bell shows it without a reload and opens the request. */

const autorizacion = (t: string) => ({ Authorization: `Bearer ${t}` });

async function token(request: APIRequestContext, email: string) {
  const r = await request.post('/api/account/login', {
    data: { username: email, password: CONTRASENA_DEMO },
  });
  if (!r.ok()) return null;
  const cuerpo = (await r.json()) as { token: string; debeCambiarContrasena?: boolean };
  return cuerpo.debeCambiarContrasena ? null : cuerpo.token;
}

/** A new request of a direct report of jefe@ (the one who approves it), and that person's name. */
async function solicitudDeUnDirecto(request: APIRequestContext) {
  const tokenJefe = await token(request, DEMO.jefe);
  expect(tokenJefe).toBeTruthy();
  const q = 'incluirSubordinadosNivelN=true';
  const equipo = (await (
    await request.get(`/api/solicitud-vacaciones/equipo-empleados?${q}`, {
      headers: autorizacion(tokenJefe!),
    })
  ).json()) as { empleados: { id: number; nombreCompleto: string; esDirecto: boolean }[] };
  const correos = (await (
    await request.get(`/api/historial-vacaciones/empleados-equipo?${q}`, {
      headers: autorizacion(tokenJefe!),
    })
  ).json()) as { empleados: { id: number; email: string }[] };
  const hoy = hoyEnZona('America/Lima');
  for (const m of equipo.empleados.filter((e) => e.esDirecto)) {
    const email = correos.empleados.find((c) => c.id === m.id)?.email;
    if (!email) continue;
    const t = await token(request, email);
    if (!t) continue;
    const h = (await (
      await request.get('/api/historial-vacaciones', { headers: autorizacion(t) })
    ).json()) as {
      historial: Parameters<typeof elegirPeriodo>[0];
    };
    const periodo = elegirPeriodo(h.historial, 'libres', 1);
    if (!periodo) continue;
    for (const d of [160, 190, 220, 250, 280, 310]) {
      const r = await request.post('/api/solicitud-vacaciones/crear-solicitud-vacaciones', {
        headers: autorizacion(t),
        data: {
          tipoVacaciones: 'libres',
          diasSolicitados: 1,
          fechaInicio: sumarDias(hoy, d),
          periodo: periodo.periodo,
        },
      });
      if (r.status() === 422) continue;
      expect(r.ok(), await r.text()).toBeTruthy();
      return { id: ((await r.json()) as { id: number }).id, nombre: m.nombreCompleto };
    }
  }
  throw new Error('Ningún colaborador directo de jefe@ pudo pedir vacaciones');
}

const campana = (page: Page) => page.getByRole('button', { name: /^Notificaciones/ });
const etiqueta = (n: number) =>
  n === 0 ? 'Notificaciones: ninguna sin leer' : `Notificaciones: ${n} sin leer`;
const noLeidas = async (page: Page) => {
  const texto = (await campana(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) sin leer/.exec(texto)?.[1] ?? 0);
};

test('el jefe ve en la campana, sin recargar, la solicitud que acaba de llegar y la abre en Gestión de Solicitudes', async ({
  page,
  request,
}) => {
  await iniciarSesion(page, DEMO.jefe);
  await page.goto('/dashboard');
  await expect(campana(page)).toHaveAttribute('aria-label', /^Notificaciones: /);
  const antes = await noLeidas(page);
  // A mark that a reload would erase.
  await page.evaluate(() => ((window as unknown as { sinRecargar: boolean }).sinRecargar = true));

  const solicitud = await solicitudDeUnDirecto(request);
  // Coming back to the window refreshes the count (as the 30-second polling would).
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(campana(page)).toHaveAttribute('aria-label', etiqueta(antes + 1));
  expect(await page.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar)).toBe(true);
  await comprobarAccesibilidad(page);

  await campana(page).click();
  const lista = page.getByRole('dialog', { name: 'Notificaciones' });
  const aviso = lista.getByRole('button', {
    name: new RegExp(`No leída: Nueva solicitud de vacaciones de ${solicitud.nombre}`),
  });
  await expect(aviso.first()).toBeVisible();
  await comprobarAccesibilidad(page);

  await aviso.first().click();
  await expect(page).toHaveURL(/\/reporte-equipo\/gestion-solicitudes/);
  const detalle = page.getByRole('dialog', { name: `Detalle de la solicitud #${solicitud.id}` });
  await expect(detalle).toBeVisible();
  await expect(detalle).toContainText(solicitud.nombre);
  await comprobarAccesibilidad(page);
  await detalle
    .getByRole('button', { name: /Cerrar/ })
    .first()
    .click();
  await expect(detalle).toBeHidden();
  // Opening it marked it read.
  await expect(campana(page)).toHaveAttribute('aria-label', etiqueta(antes));
});

test('«Mis notificaciones» desde la campana y desde el enlace de los correos', async ({ page }) => {
  await iniciarSesion(page, DEMO.empleado);
  await page.goto('/dashboard');
  await campana(page).click();
  await page
    .getByRole('dialog', { name: 'Notificaciones' })
    .getByRole('button', { name: 'Mis notificaciones' })
    .click();
  const dialogo = page.getByRole('dialog', { name: 'Mis notificaciones' });
  const resumen = dialogo.getByRole('switch', { name: 'Resumen diario en lugar de cada correo' });
  await expect(resumen).toBeVisible();
  await expect(dialogo.getByRole('switch', { name: 'Decisiones sobre mis solicitudes' })).toBeVisible();
  await expect(dialogo.getByRole('switch', { name: 'Solicitudes que esperan mi aprobación' })).toBeVisible();
  await comprobarAccesibilidad(page);
  const estaba = await resumen.isChecked();
  await resumen.click();
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Preferencias de notificación guardadas')).toBeVisible();
  await expect(dialogo).toBeHidden();

  // The e-mails' footer link opens the same dialog, with what was saved.
  await page.goto('/dashboard?notificaciones=preferencias');
  const deNuevo = page.getByRole('dialog', { name: 'Mis notificaciones' });
  const resumenGuardado = deNuevo.getByRole('switch', { name: 'Resumen diario en lugar de cada correo' });
  await expect(resumenGuardado).toBeVisible();
  expect(await resumenGuardado.isChecked()).toBe(!estaba);
  // Put back as it was, for the other specs.
  await resumenGuardado.click();
  await deNuevo.getByRole('button', { name: 'Guardar' }).click();
  await expect(deNuevo).toBeHidden();
});
