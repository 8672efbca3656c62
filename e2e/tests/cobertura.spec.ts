import type { APIRequestContext, Page } from '@playwright/test';
import { hoyEnZona, sumarDias } from '@app/contract/fechas';
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
import { autorizacion, solicitudDeUnDirecto, tokenDemo } from './solicitud-de-un-directo';

/* ADR 035, coverage rules: the administrator limits Operaciones to 1 person out per day; two of jefe@'s
 * direct reports are pending on the same day; the employee choosing that day is warned (and may still send); jefe@
 * sees the overflow in the approve dialog and approves anyway. Operaciones' rule is put back as it was at the end (the
 * demo gives it a limit for the team calendar): the demo company is shared by every spec. */

const DEPARTAMENTO = 'Operaciones';

async function elegirOpcion(page: Page, campo: string, opcion: string) {
  await page.getByRole('combobox', { name: campo }).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

type Regla = { coberturaMaxima: number | null; coberturaTipo: string | null };

/** Sets Operaciones' rule through the API and returns the one it had (to put it back even when a step failed). */
async function fijarRegla(request: APIRequestContext, regla: Regla): Promise<Regla> {
  const token = await tokenDemo(request, DEMO.admin);
  const h = autorizacion(token!);
  const lista = (await (
    await request.get(`/api/departamentos?busqueda=${DEPARTAMENTO}`, { headers: h })
  ).json()) as {
    departamentos: ({
      id: number;
      codigo: string;
      nombre: string;
      jefeAreaId: number | null;
      centroCosto: string | null;
      activo: boolean;
    } & Regla)[];
  };
  const d = lista.departamentos.find((x) => x.nombre === DEPARTAMENTO)!;
  const r = await request.put(`/api/departamentos/${d.id}`, {
    headers: h,
    data: {
      codigo: d.codigo,
      nombre: d.nombre,
      jefeAreaId: d.jefeAreaId,
      centroCosto: d.centroCosto,
      activo: d.activo,
      ...regla,
    },
  });
  expect(r.ok(), await r.text()).toBeTruthy();
  return { coberturaMaxima: d.coberturaMaxima, coberturaTipo: d.coberturaTipo };
}

test('[COBERTURA]: el límite del departamento avisa al empleado y al jefe, que aprueba igual', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const dia = sumarDias(hoyEnZona('America/Lima'), 100);
  // Two different people out that day: the second call's first candidate overlaps and moves on to the next one.
  const primera = await solicitudDeUnDirecto(request, [100]);
  const segunda = await solicitudDeUnDirecto(request, [100]);
  expect(segunda.nombre).not.toBe(primera.nombre);
  // Start without a limit, so the panel's validation and the saved rule are this spec's own.
  const anterior = await fijarRegla(request, { coberturaMaxima: null, coberturaTipo: null });

  try {
    // 1. The administrator sets the limit in the Departamentos panel.
    await iniciarSesion(page, DEMO.admin);
    await page.goto('/administracion/departamentos');
    const tabla = page.getByRole('table', { name: 'Departamentos de la empresa' });
    const fila = tabla.getByRole('row', { name: new RegExp(DEPARTAMENTO) });
    await expect(fila).toContainText('Sin límite');
    await expect(async () => {
      if (await page.getByRole('menu').isVisible()) await page.keyboard.press('Escape');
      await fila.getByRole('button', { name: /^Acciones del departamento / }).click({ timeout: 3_000 });
      await page.getByRole('menuitem', { name: 'Editar' }).click({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    const panel = page.getByRole('dialog', { name: 'Editar Departamento' });
    await elegirOpcion(page, 'Tipo de límite', 'Personas');
    await panel.getByRole('textbox', { name: 'Límite' }).fill('0');
    await panel.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(panel.getByText('El límite de cobertura debe ser al menos 1')).toBeVisible();
    await comprobarAccesibilidad(page);
    await panel.getByRole('textbox', { name: 'Límite' }).fill('1');
    await panel.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(panel).toBeHidden();
    await expect(fila).toContainText('1 persona');
    await comprobarAccesibilidad(page);
    await cerrarSesion(page);

    // 2. The employee picks that day: warned, and the request can still be sent.
    await iniciarSesion(page, DEMO.empleado);
    await page.getByRole('link', { name: 'Solicitar Vacaciones' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitar Vacaciones' })).toBeVisible();
    await expect(page.getByText(/Los días se descontarán del período \d{4}/)).toBeVisible();
    await elegirOpcion(page, 'Tipo de Vacaciones', 'Días libres');
    await elegirOpcion(page, 'Días Solicitados', '1 día');
    await escribirFecha(page, 'Fecha de Inicio', dia);
    const aviso = page.getByRole('status').filter({ hasText: 'supera la cobertura' });
    await expect(aviso).toContainText(
      new RegExp(
        `Ese periodo supera la cobertura de ${DEPARTAMENTO}: el ${comoPantalla(dia)} estarían fuera \\d+ personas \\(límite 1\\)`,
      ),
    );
    await expect(aviso).toContainText('Puede enviar la solicitud igual');
    await expect(page.getByRole('button', { name: 'Enviar Solicitud' })).toBeEnabled();
    await comprobarAccesibilidad(page);
    await cerrarSesion(page);

    // 3. jefe@ sees the overflow in the approve dialog and approves anyway.
    await iniciarSesion(page, DEMO.jefe);
    await page.goto('/reporte-equipo/gestion-solicitudes');
    await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Solicitudes' })).toBeVisible();
    await expect(page.getByText(/^Mostrando 1-/)).toBeVisible();
    await page.getByRole('combobox', { name: 'Empleado' }).fill(primera.nombre);
    await page.getByRole('option', { name: `${primera.nombre} (Directo)`, exact: true }).click();
    await expect(page.getByRole('listbox')).toBeHidden();
    await page.getByRole('button', { name: `Acciones de la solicitud #${primera.id}` }).click();
    await page.getByRole('menuitem', { name: 'Aprobar' }).click();
    const aprobar = page.getByRole('dialog', { name: 'Aprobar solicitud' });
    const exceso = aprobar.getByRole('status');
    await expect(exceso).toContainText(
      new RegExp(
        `Si la aprueba, se superaría la cobertura de ${DEPARTAMENTO}: el ${comoPantalla(dia)} estarían fuera \\d+ personas \\(límite 1\\)`,
      ),
    );
    await comprobarAccesibilidad(page);
    await aprobar.getByRole('button', { name: 'Aprobar' }).click();
    await expect(page.getByText('Solicitud aprobada exitosamente')).toBeVisible();
    await expect(aprobar).toBeHidden();
    await comprobarAccesibilidad(page);
  } finally {
    await fijarRegla(request, anterior);
  }
});
