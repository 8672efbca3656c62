import type { APIRequestContext, Page } from '@playwright/test';
import { hoyEnZona, sumarDias } from '@app/contract/fechas';
import { elegirPeriodo } from '@app/contract/vacaciones';
import { comprobarAccesibilidad, CONTRASENA_DEMO, DEMO, expect, iniciarSesion, test } from './fixtures';

/* An approved request that has not started can be cancelled; one that started is interrupted by HR/the
 * manager. Requests are prepared through the API (as the employee and the manager would) and acted on in the UI. */

interface Miembro {
  id: number;
  nombreCompleto: string;
  esDirecto: boolean;
  email: string;
}
interface Preparada {
  id: number;
  miembro: Miembro;
  periodo: number;
}

const autorizacion = (t: string) => ({ Authorization: `Bearer ${t}` });

async function tokenSiPuede(request: APIRequestContext, email: string) {
  const r = await request.post('/api/account/login', {
    data: { username: email, password: CONTRASENA_DEMO },
  });
  if (!r.ok()) return null;
  const cuerpo = (await r.json()) as { token: string; debeCambiarContrasena?: boolean };
  return cuerpo.debeCambiarContrasena ? null : cuerpo.token;
}

/** jefe@'s team at every level with emails, without empleado@ (left to the employee specs). */
async function equipo(request: APIRequestContext, tokenJefe: string): Promise<Miembro[]> {
  const q = 'incluirSubordinadosNivelN=true';
  const a = await request.get(`/api/solicitud-vacaciones/equipo-empleados?${q}`, {
    headers: autorizacion(tokenJefe),
  });
  const b = await request.get(`/api/historial-vacaciones/empleados-equipo?${q}`, {
    headers: autorizacion(tokenJefe),
  });
  const { empleados } = (await a.json()) as { empleados: Omit<Miembro, 'email'>[] };
  const { empleados: correos } = (await b.json()) as { empleados: { id: number; email: string }[] };
  return empleados
    .map((e) => ({ ...e, email: correos.find((c) => c.id === e.id)?.email ?? '' }))
    .filter((e) => e.email && e.email !== DEMO.empleado);
}

/** An approved libre request of `dias` days for some team member, starting at one of `inicios`. */
async function aprobadaPara(
  request: APIRequestContext,
  dias: number,
  inicios: string[],
  excluir: number[] = [],
): Promise<Preparada> {
  const tokenJefe = await tokenSiPuede(request, DEMO.jefe);
  expect(tokenJefe).toBeTruthy();
  for (const miembro of (await equipo(request, tokenJefe!)).filter((m) => !excluir.includes(m.id))) {
    const t = await tokenSiPuede(request, miembro.email);
    if (!t) continue;
    const h = await request.get('/api/historial-vacaciones', { headers: autorizacion(t) });
    const cuerpo = (await h.json()) as { historial: Parameters<typeof elegirPeriodo>[0] };
    const periodo = elegirPeriodo(cuerpo.historial, 'libres', dias);
    if (!periodo) continue;
    for (const fechaInicio of inicios) {
      const r = await request.post('/api/solicitud-vacaciones/crear-solicitud-vacaciones', {
        headers: autorizacion(t),
        data: { tipoVacaciones: 'libres', diasSolicitados: dias, fechaInicio, periodo: periodo.periodo },
      });
      if (r.status() === 422) continue;
      expect(r.ok(), await r.text()).toBeTruthy();
      const { id } = (await r.json()) as { id: number };
      const aprobada = await request.put(`/api/solicitud-vacaciones/${id}/aprobar`, {
        headers: autorizacion(tokenJefe!),
        data: { accion: 'aprobar' },
      });
      expect(aprobada.ok(), await aprobada.text()).toBeTruthy();
      return { id, miembro, periodo: periodo.periodo };
    }
  }
  throw new Error('Ningún miembro del equipo pudo recibir la solicitud');
}

async function diasLibresDelPeriodo(request: APIRequestContext, email: string, periodo: number) {
  const t = await tokenSiPuede(request, email);
  const r = await request.get('/api/historial-vacaciones', { headers: autorizacion(t!) });
  const { historial } = (await r.json()) as { historial: { periodo: number; diasLibres: number }[] };
  return historial.find((f) => f.periodo === periodo)!.diasLibres;
}

async function abrirMenu(page: Page, id: number) {
  await page.getByRole('button', { name: `Acciones de la solicitud #${id}` }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

test('[SOLICITUDES][CANCELAR APROBADA]: el titular cancela una solicitud aprobada que no empezó y recupera los días', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const hoy = hoyEnZona('America/Lima');
  const s = await aprobadaPara(
    request,
    2,
    [150, 175, 205, 235, 265].map((d) => sumarDias(hoy, d)),
  );
  const libresAntes = await diasLibresDelPeriodo(request, s.miembro.email, s.periodo);

  await iniciarSesion(page, s.miembro.email);
  await page.goto('/solicitudes');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Solicitudes de Vacaciones' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Acciones de la solicitud #${s.id}` })).toBeVisible();
  await comprobarAccesibilidad(page);

  await abrirMenu(page, s.id);
  await comprobarAccesibilidad(page);
  await page.getByRole('menuitem', { name: 'Cancelar solicitud' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Cancelar solicitud' });
  await expect(
    dialogo.getByText(`¿Estás seguro de que deseas cancelar la solicitud #${s.id}?`),
  ).toBeVisible();
  await dialogo.getByRole('button', { name: 'Cancelar solicitud' }).click();
  await expect(dialogo.getByText('El motivo de cancelación es obligatorio')).toBeVisible();
  await comprobarAccesibilidad(page);
  await dialogo
    .getByRole('textbox', { name: 'Motivo de cancelación' })
    .fill('Cambio de planes (e2e, aprobada)');
  await dialogo.getByRole('button', { name: 'Cancelar solicitud' }).click();
  await expect(page.getByText('Solicitud cancelada exitosamente')).toBeVisible();
  await expect(dialogo).toBeHidden();

  // The row now reads Cancelada and no longer offers the action; the days are back in the period.
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `${s.id}` })
      .first(),
  ).toContainText('Cancelada');
  await comprobarAccesibilidad(page);
  expect(await diasLibresDelPeriodo(request, s.miembro.email, s.periodo)).toBeCloseTo(libresAntes + 2, 2);
  await abrirMenu(page, s.id);
  await expect(page.getByRole('menuitem', { name: 'Ver detalle' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Cancelar solicitud' })).toHaveCount(0);
});

test('[EQUIPO][INTERRUMPIR]: el jefe registra la interrupción de vacaciones en curso y el detalle muestra lo pedido y lo real', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const hoy = hoyEnZona('America/Lima');
  // Starting today (self-service allows it) for 3 days: it has started, and today can be its last real day.
  const s = await aprobadaPara(request, 3, [hoy]);
  const libresAntes = await diasLibresDelPeriodo(request, s.miembro.email, s.periodo);

  await iniciarSesion(page, DEMO.jefe);
  await page.goto('/reporte-equipo/gestion-solicitudes');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Solicitudes' })).toBeVisible();
  await expect(page.getByText(/^Mostrando 1-/)).toBeVisible();
  await page.getByRole('switch', { name: 'Incluir subordinados de todos los niveles' }).check();
  const etiqueta = `${s.miembro.nombreCompleto} (${s.miembro.esDirecto ? 'Directo' : 'Indirecto'})`;
  await page.getByRole('combobox', { name: 'Empleado' }).click();
  await page.getByRole('option', { name: etiqueta, exact: true }).click();
  await expect(page.getByRole('button', { name: `Acciones de la solicitud #${s.id}` })).toBeVisible();
  await expect(page.getByText('Cargando datos...')).toBeHidden();
  await comprobarAccesibilidad(page);

  await abrirMenu(page, s.id);
  await expect(page.getByRole('menuitem', { name: 'Cancelar solicitud' })).toHaveCount(0);
  await comprobarAccesibilidad(page);
  await page.getByRole('menuitem', { name: 'Interrumpir' }).click();
  const dialogo = page.getByRole('dialog', { name: `Interrumpir la solicitud #${s.id}` });
  await expect(dialogo).toBeVisible();
  // Nothing chosen yet: both fields say what is missing.
  await dialogo.getByRole('button', { name: 'Registrar interrupción' }).click();
  await expect(dialogo.getByText('Indique el último día real de descanso')).toBeVisible();
  await expect(dialogo.getByText('El motivo de la interrupción es obligatorio')).toBeVisible();
  await comprobarAccesibilidad(page);

  const [anio, mes, dia] = hoy.split('-');
  await dialogo
    .getByRole('group', { name: 'Último día real de descanso' })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type(`${dia}${mes}${anio}`);
  await dialogo
    .getByRole('textbox', { name: 'Motivo de la interrupción' })
    .fill('Cierre contable urgente (e2e)');
  await dialogo.getByRole('button', { name: 'Registrar interrupción' }).click();
  await expect(page.getByText('Interrupción registrada exitosamente')).toBeVisible();
  await expect(dialogo).toBeHidden();

  // The detail keeps the requested span and shows the actual one; two days went back to the period.
  await abrirMenu(page, s.id);
  await expect(page.getByRole('menuitem', { name: 'Interrumpir' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Ver detalle' }).click();
  const detalle = page.getByRole('dialog', { name: `Detalle de la solicitud #${s.id}` });
  const fecha = (d: string) => d.split('-').reverse().join('/');
  await expect(detalle).toContainText(
    `Solicitado: del ${fecha(hoy)} al ${fecha(sumarDias(hoy, 2))} (3 días). Descanso real: del ${fecha(hoy)} al ${fecha(hoy)} (1 días).`,
  );
  await expect(detalle).toContainText('Cierre contable urgente (e2e)');
  await comprobarAccesibilidad(page);
  expect(await diasLibresDelPeriodo(request, s.miembro.email, s.periodo)).toBeCloseTo(libresAntes + 2, 2);
});
