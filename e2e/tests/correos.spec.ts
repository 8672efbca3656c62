import type { APIRequestContext } from '@playwright/test';
import { hoyEnZona, sumarDias } from '@app/contract/fechas';
import { elegirPeriodo } from '@app/contract/vacaciones';
import { comprobarAccesibilidad, CONTRASENA_DEMO, DEMO, expect, iniciarSesion, test } from './fixtures';

const autorizacion = (t: string) => ({ Authorization: `Bearer ${t}` });
async function token(request: APIRequestContext, email: string) {
  const r = await request.post('/api/account/login', {
    data: { username: email, password: CONTRASENA_DEMO },
  });
  expect(r.ok(), await r.text()).toBeTruthy();
  return ((await r.json()) as { token: string }).token;
}

test.describe('[CORREOS] bandeja de salida en Configuración', () => {
  test('[CONFIGURACION]: sin SMTP_URL el correo de una solicitud nueva espera «Sin servidor de correo» y el admin lo reintenta', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // The employee asks for a day far ahead: the manager's e-mail is queued and, without a server, waits.
    const t = await token(request, DEMO.empleado);
    const h = await request.get('/api/historial-vacaciones', { headers: autorizacion(t) });
    const periodo = elegirPeriodo(
      ((await h.json()) as { historial: Parameters<typeof elegirPeriodo>[0] }).historial,
      'libres',
      1,
    );
    expect(periodo).toBeTruthy();
    let creada: number | undefined;
    for (const dias of [330, 333, 336, 339, 342]) {
      const r = await request.post('/api/solicitud-vacaciones/crear-solicitud-vacaciones', {
        headers: autorizacion(t),
        data: {
          tipoVacaciones: 'libres',
          diasSolicitados: 1,
          fechaInicio: sumarDias(hoyEnZona('America/Lima'), dias),
          periodo: periodo!.periodo,
        },
      });
      if (r.status() === 422 || r.status() === 409) continue;
      expect(r.ok(), await r.text()).toBeTruthy();
      creada = ((await r.json()) as { id: number }).id;
      break;
    }
    expect(creada).toBeDefined();

    await iniciarSesion(page, DEMO.admin);
    await page.goto('/administracion/configuracion');
    await page.getByRole('tab', { name: 'Correos' }).click();
    await expect(
      page.getByText('Sin servidor de correo: los correos esperan en la bandeja hasta configurar SMTP_URL'),
    ).toBeVisible();
    const tabla = page.getByRole('table', { name: 'Bandeja de salida de correos' });
    const fila = tabla.getByRole('row').filter({ hasText: 'Nueva solicitud de vacaciones' }).first();
    // The worker marks it within a round of the server's interval; the list is reloaded until it shows.
    await expect(async () => {
      await page.getByRole('combobox', { name: 'Estado' }).click();
      await page.getByRole('option', { name: /^Sin servidor de correo/ }).click();
      await expect(fila.getByText('Sin servidor de correo', { exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await comprobarAccesibilidad(page);

    await fila.getByRole('button', { name: /^Reintentar el correo/ }).click();
    await expect(page.getByText(/se enviará de nuevo$/)).toBeVisible();
    await comprobarAccesibilidad(page);
  });
});
