import type { Page } from '@playwright/test';
import { hoyEnZona, sumarDias } from '@app/contract/fechas';
import { solicitudDeUnDirecto } from './solicitud-de-un-directo';
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

/* ADR 033: jefe@ delegates his approvals to admin@ (who manages requests, outside his chain); a pending
 * request of one of jefe@'s direct reports is approved by admin@ through "Por delegación", and its detail says
 * "por delegación de" jefe@. The pending request is prepared through the API, as the employee would. */

const JEFE = 'Jorge Ramírez Salazar';
const SUSTITUTO = 'Ana Torres Quispe';

async function abrirGestion(page: Page) {
  await page.goto('/reporte-equipo/gestion-solicitudes');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Solicitudes' })).toBeVisible();
}

test('[DELEGACION]: el jefe delega, el sustituto aprueba por delegación y el detalle lo dice', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const hoy = hoyEnZona('America/Lima');
  const s = await solicitudDeUnDirecto(request, [120, 160, 200, 240, 280]);

  // 1. jefe@ delegates to admin@ from today for a week.
  await iniciarSesion(page, DEMO.jefe);
  await abrirGestion(page);
  await page.getByRole('button', { name: 'Delegar aprobaciones' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Delegar aprobaciones' });
  await expect(dialogo.getByText('No tiene delegaciones vigentes ni programadas.')).toBeVisible();
  await comprobarAccesibilidad(page);
  await dialogo.getByRole('button', { name: 'Delegar' }).click();
  await expect(dialogo.getByText('Seleccione a quién delega sus aprobaciones')).toBeVisible();
  await dialogo.getByRole('combobox', { name: 'Sustituto' }).fill('Ana');
  await page.getByRole('option', { name: new RegExp(SUSTITUTO) }).click();
  await escribirFecha(page, 'Desde', hoy);
  await escribirFecha(page, 'Hasta', sumarDias(hoy, 7));
  await dialogo.getByRole('textbox', { name: 'Motivo (opcional)' }).fill('Viaje de trabajo');
  await comprobarAccesibilidad(page);
  await dialogo.getByRole('button', { name: 'Delegar' }).click();
  await expect(
    page.getByText('Delegación registrada: el sustituto ya puede aprobar en su nombre'),
  ).toBeVisible();
  const fila = dialogo.getByRole('listitem').filter({ hasText: SUSTITUTO });
  await expect(fila).toContainText(`del ${comoPantalla(hoy)} al ${comoPantalla(sumarDias(hoy, 7))}`);
  await expect(fila).toContainText('Vigente hoy');
  await dialogo.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(dialogo).toBeHidden();
  await cerrarSesion(page);

  // 2. admin@ approves it on jefe@'s behalf.
  await iniciarSesion(page, DEMO.admin);
  await abrirGestion(page);
  const seccion = page.getByRole('region', { name: /Por delegación/ });
  await expect(seccion.getByText(`${JEFE} le delegó sus aprobaciones`)).toBeVisible();
  // By name and date: another spec may have left another request of the same person waiting.
  const filaSolicitud = seccion
    .getByRole('row')
    .filter({ hasText: s.nombre })
    .filter({ hasText: comoPantalla(s.fechaInicio) });
  await expect(filaSolicitud).toContainText(JEFE);
  await comprobarAccesibilidad(page);
  await filaSolicitud.getByRole('button', { name: `Aprobar la solicitud de ${s.nombre}` }).click();
  const aprobar = page.getByRole('dialog', { name: 'Aprobar solicitud' });
  await expect(aprobar.getByText(`#${s.id} de ${s.nombre}`)).toBeVisible();
  await comprobarAccesibilidad(page);
  await aprobar.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page.getByText('Solicitud aprobada exitosamente')).toBeVisible();
  await expect(aprobar).toBeHidden();
  await expect(filaSolicitud).toHaveCount(0);
  await cerrarSesion(page);

  // 3. jefe@ sees who approved it, and on whose behalf; then revokes the delegation.
  await iniciarSesion(page, DEMO.jefe);
  await abrirGestion(page);
  await page.getByRole('button', { name: `Acciones de la solicitud #${s.id}` }).click();
  await page.getByRole('menuitem', { name: /detalle/i }).click();
  const detalle = page.getByRole('dialog').filter({ hasText: s.nombre });
  await expect(detalle.getByText(`${SUSTITUTO} por delegación de ${JEFE}`)).toBeVisible();
  await comprobarAccesibilidad(page);
  await page.keyboard.press('Escape');
  await expect(detalle).toBeHidden();

  await page.getByRole('button', { name: 'Delegar aprobaciones' }).click();
  const otra = page.getByRole('dialog', { name: 'Delegar aprobaciones' });
  await otra.getByRole('button', { name: `Revocar la delegación a ${SUSTITUTO}` }).click();
  await expect(page.getByText('Delegación revocada')).toBeVisible();
  await expect(otra.getByText('No tiene delegaciones vigentes ni programadas.')).toBeVisible();
  await comprobarAccesibilidad(page);
});
