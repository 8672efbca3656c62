import type { Page } from '@playwright/test';
import { hoyEnZona, sumarDias } from '@app/contract/fechas';
import { solicitudDeUnDirecto } from './solicitud-de-un-directo';
import { comoPantalla, comprobarAccesibilidad, DEMO, expect, iniciarSesion, test } from './fixtures';

/* Jefe@ opens the team calendar from the dashboard, switches level, month and quarter, sees a holiday and
 * the demo's coverage overflow in Operaciones (limit 1, several people out from 5 days ahead), and approves a
 * pending request of a direct report from its bar. The request is prepared through the API, as the employee would. */

/** Months from the month of `a` to the month of `b`. */
const mesesEntre = (a: string, b: string) =>
  (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + Number(b.slice(5, 7)) - Number(a.slice(5, 7));
const trimestre = (f: string) => Number(f.slice(0, 4)) * 4 + Math.floor((Number(f.slice(5, 7)) - 1) / 3);

async function avanzar(page: Page, nombre: string, veces: number) {
  for (let i = 0; i < veces; i++) await page.getByRole('button', { name: nombre }).click();
}

test('[CALENDARIO]: el jefe ve feriados y el exceso de cobertura, cambia mes y nivel, y aprueba desde una barra', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const hoy = hoyEnZona('America/Lima');
  const s = await solicitudDeUnDirecto(request, [95, 96, 97, 98, 99, 100]);
  const etiqueta = (estado: string) =>
    `${s.nombre}: del ${comoPantalla(s.fechaInicio)} al ${comoPantalla(s.fechaInicio)}, ${estado}`;

  await iniciarSesion(page, DEMO.jefe);
  await page.getByRole('link', { name: 'Ver calendario' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Programación de Vacaciones' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Calendario del equipo', selected: true })).toBeVisible();
  const rejilla = page.getByRole('region', { name: 'Calendario del equipo' });
  await expect(rejilla.getByTestId('fila-calendario').first()).toBeVisible();
  await comprobarAccesibilidad(page);

  // All levels: the supervisors' own reports join the grid.
  const filasDirectas = await rejilla.getByTestId('fila-calendario').count();
  await page.getByRole('checkbox', { name: 'Incluir subordinados de todos los niveles' }).check();
  await expect.poll(() => rejilla.getByTestId('fila-calendario').count()).toBeGreaterThan(filasDirectas);

  // The quarter holding the demo's overflow (5 days ahead): every quarter has a national holiday of Peru.
  const exceso = sumarDias(hoy, 5);
  await page.getByRole('button', { name: 'Trimestre', exact: true }).click();
  await avanzar(page, 'Trimestre siguiente', trimestre(exceso) - trimestre(hoy));
  await expect(page.getByRole('heading', { name: 'Feriados' })).toBeVisible();
  await expect(rejilla.getByText(/feriado: /).first()).toBeAttached();
  const excesos = page.getByRole('region', { name: 'Días sobre el límite de cobertura' });
  await expect(excesos.getByRole('listitem').filter({ hasText: comoPantalla(exceso) })).toContainText(
    'Operaciones',
  );
  await expect(rejilla.getByText(/Sobre el límite de cobertura: Operaciones/).first()).toBeAttached();
  await comprobarAccesibilidad(page);

  // Back to months: today's month, then the month of the request.
  await page.getByRole('button', { name: 'Mes', exact: true }).click();
  await page.getByRole('button', { name: 'Hoy' }).click();
  await avanzar(page, 'Mes siguiente', mesesEntre(hoy, s.fechaInicio));
  const barra = rejilla.getByRole('button', { name: etiqueta('Pendiente') });
  await barra.hover();
  await expect(page.getByRole('tooltip')).toContainText('puede aprobarla o rechazarla');
  await barra.click();
  const detalle = page.getByRole('dialog', { name: `Detalle de la solicitud #${s.id}` });
  await expect(detalle).toBeVisible();
  await comprobarAccesibilidad(page);
  await detalle.getByRole('button', { name: 'Aprobar' }).click();
  const decision = page.getByRole('dialog', { name: 'Aprobar solicitud' });
  await expect(decision).toContainText(`#${s.id} de ${s.nombre}`);
  await decision.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page.getByText('Solicitud aprobada exitosamente')).toBeVisible();
  await expect(rejilla.getByRole('button', { name: etiqueta('Aprobada') })).toBeVisible();
});
