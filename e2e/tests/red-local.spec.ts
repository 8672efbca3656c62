import { comprobarAccesibilidad, DEMO, expect, iniciarSesion, test } from './fixtures';

/*
 * Many companies open intranet tools over plain HTTP at a LAN address or name
 * (`http://192.168.1.20:3000`, `http://descanso.lan:3000`). With HSTS and `upgrade-insecure-requests` the browser
 * fetched the scripts over HTTPS and the page stayed blank. Here Chromium resolves the LAN-style name descanso.lan to
 * loopback (--host-resolver-rules), so every request still goes to 127.0.0.1 only.
 */

const NOMBRE_LAN = 'descanso.lan';

test('[RED-LOCAL] por HTTP simple con un nombre de la red local la página carga y se inicia sesión, sin pedir nada por HTTPS', async ({
  playwright,
  baseURL,
}, testInfo) => {
  const { launchOptions = {}, locale, timezoneId } = testInfo.project.use;
  const puerto = new URL(baseURL!).port;
  const origen = `http://${NOMBRE_LAN}:${puerto}`;
  // Same executable and flags as every other test, plus the name mapping.
  const navegador = await playwright.chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${NOMBRE_LAN} 127.0.0.1`],
  });
  try {
    const contexto = await navegador.newContext({
      baseURL: origen,
      ...(locale ? { locale } : {}),
      ...(timezoneId ? { timezoneId } : {}),
    });
    const pedidas: string[] = [];
    const fallidas: string[] = [];
    contexto.on('request', (r) => pedidas.push(r.url()));
    contexto.on('requestfailed', (r) => {
      // A query cancelled by a navigation is aborted, not failed.
      const error = r.failure()?.errorText ?? '';
      if (error !== 'net::ERR_ABORTED') fallidas.push(`${r.url()} (${error})`);
    });
    const page = await contexto.newPage();

    const respuesta = await page.goto('/login');
    expect(respuesta?.status()).toBe(200);
    expect(page.url()).toBe(`${origen}/login`);
    const cabeceras = respuesta!.headers();
    expect(cabeceras['strict-transport-security']).toBeUndefined();
    expect(cabeceras['content-security-policy']).not.toContain('upgrade-insecure-requests');

    // Not blank: the scripts loaded and drew the form (and the demo warning of the e2e server's data).
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Datos de demostración — no usar en producción' }),
    ).toBeVisible();
    await comprobarAccesibilidad(page);

    await iniciarSesion(page, DEMO.admin);
    await expect(page).toHaveURL(`${origen}/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Principal' })).toBeVisible();
    await comprobarAccesibilidad(page);

    expect(fallidas).toEqual([]);
    expect(pedidas.length).toBeGreaterThan(0);
    // Nothing over HTTPS, and nothing to any other host (the name maps to loopback only).
    expect(pedidas.filter((u) => !u.startsWith(`${origen}/`))).toEqual([]);
    await contexto.close();
  } finally {
    await navegador.close();
  }
});
