import type { APIRequestContext, Page } from '@playwright/test';
import { hoyEnZona, sumarDias } from '@app/contract/fechas';
import { elegirPeriodo } from '@app/contract/vacaciones';
import {
  cerrarSesion,
  comprobarAccesibilidad,
  CONTRASENA_DEMO,
  DEMO,
  expect,
  iniciarSesion,
  test,
} from './fixtures';

interface EmpleadoEquipo {
  id: number;
  nombreCompleto: string;
  esDirecto: boolean;
  email: string;
}

interface SolicitudCreada {
  id: number;
  empleado: EmpleadoEquipo;
  periodo: number;
  dias: number;
}

const DIAS = 2;

/** The session token of a demo user, or null when that user cannot sign in as is (e.g. changed by another spec). */
async function tokenSiPuede(request: APIRequestContext, email: string) {
  const respuesta = await request.post('/api/account/login', {
    data: { username: email, password: CONTRASENA_DEMO },
  });
  if (!respuesta.ok()) return null;
  const cuerpo = (await respuesta.json()) as { token: string; debeCambiarContrasena?: boolean };
  return cuerpo.debeCambiarContrasena ? null : cuerpo.token;
}

async function token(request: APIRequestContext, email: string) {
  const t = await tokenSiPuede(request, email);
  expect(t, `login de ${email}`).toBeTruthy();
  return t as string;
}

const autorizacion = (t: string) => ({ Authorization: `Bearer ${t}` });

/** jefe@'s team at every level, with each member's email. */
async function equipoDelJefe(request: APIRequestContext): Promise<EmpleadoEquipo[]> {
  const t = await token(request, DEMO.jefe);
  const equipo = await request.get(
    '/api/solicitud-vacaciones/equipo-empleados?incluirSubordinadosNivelN=true',
    {
      headers: autorizacion(t),
    },
  );
  const correos = await request.get(
    '/api/historial-vacaciones/empleados-equipo?incluirSubordinadosNivelN=true',
    {
      headers: autorizacion(t),
    },
  );
  expect(equipo.ok() && correos.ok()).toBeTruthy();
  const { empleados } = (await equipo.json()) as { empleados: Omit<EmpleadoEquipo, 'email'>[] };
  const { empleados: conCorreo } = (await correos.json()) as { empleados: { id: number; email: string }[] };
  return empleados
    .map((e) => ({ ...e, email: conCorreo.find((c) => c.id === e.id)?.email ?? '' }))
    .filter((e) => e.email && e.email !== DEMO.empleado); // empleado@ is left to the employee specs
}

/**
 * A fresh pending request of `DIAS` libre days for one of `candidatos`, in the period the server will accept
 * (FIFO), starting far enough ahead; other employees and dates are tried while the API answers 422.
 */
async function crearSolicitudPendiente(
  request: APIRequestContext,
  candidatos: EmpleadoEquipo[],
): Promise<SolicitudCreada> {
  const hoy = hoyEnZona('America/Lima');
  for (const empleado of candidatos) {
    const t = await tokenSiPuede(request, empleado.email);
    if (!t) continue;
    const historial = await request.get('/api/historial-vacaciones', { headers: autorizacion(t) });
    expect(historial.ok()).toBeTruthy();
    const { historial: filas } = (await historial.json()) as {
      historial: Parameters<typeof elegirPeriodo>[0];
    };
    const periodo = elegirPeriodo(filas, 'libres', DIAS);
    if (!periodo) continue;
    for (const desplazamiento of [200, 230, 260, 290, 320]) {
      const respuesta = await request.post('/api/solicitud-vacaciones/crear-solicitud-vacaciones', {
        headers: autorizacion(t),
        data: {
          tipoVacaciones: 'libres',
          diasSolicitados: DIAS,
          fechaInicio: sumarDias(hoy, desplazamiento + (empleado.id % 7)),
          periodo: periodo.periodo,
          observaciones: 'Solicitud creada por la prueba e2e del jefe',
        },
      });
      if (respuesta.status() === 422) continue;
      expect(respuesta.ok(), await respuesta.text()).toBeTruthy();
      const { id } = (await respuesta.json()) as { id: number };
      return { id, empleado, periodo: periodo.periodo, dias: DIAS };
    }
  }
  throw new Error('Ningún empleado del equipo pudo crear una solicitud');
}

/** A figure as the screens show it in Peruvian format: '1,112.50' → 1112.5. */
const numeroPe = (texto: string) => Number(texto.trim().replace(/,/g, ''));

async function valorTarjeta(page: Page, titulo: string) {
  const texto = await page.getByRole('group', { name: titulo }).innerText();
  return Number(texto.replace(titulo, '').trim());
}

async function esperarTarjetas(page: Page, esperado: Record<string, number>) {
  for (const [titulo, valor] of Object.entries(esperado)) {
    await expect(page.getByRole('group', { name: titulo })).toHaveText(new RegExp(`^${titulo}\\s*${valor}$`));
  }
}

/** Gestión de Solicitudes filtered to one employee, with the request's row visible. */
async function filtrarPorEmpleado(page: Page, s: SolicitudCreada) {
  const etiqueta = `${s.empleado.nombreCompleto} (${s.empleado.esDirecto ? 'Directo' : 'Indirecto'})`;
  // The picker offers the server's first matches only: type the name, then choose.
  await page.getByRole('combobox', { name: 'Empleado' }).fill(s.empleado.nombreCompleto);
  await page.getByRole('option', { name: etiqueta, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(page.getByRole('button', { name: `Acciones de la solicitud #${s.id}` })).toBeVisible();
  await expect(page.getByText('Cargando datos...')).toBeHidden();
}

/** Días Libres of the employee's period in 'Saldos de Vacaciones', filtered through the employee picker. */
async function diasLibres(page: Page, s: SolicitudCreada) {
  await page.getByRole('link', { name: 'Saldos de Vacaciones' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saldos de Vacaciones' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Incluir subordinados de todos los niveles' }).check();
  const buscador = page.getByRole('combobox', { name: 'Empleado' });
  await buscador.fill(s.empleado.email);
  await page.getByRole('option', { name: new RegExp(s.empleado.nombreCompleto) }).click();
  const fila = page.getByRole('row').filter({ hasText: `#${s.empleado.id}-${s.periodo}` });
  await expect(fila).toBeVisible();
  await expect(page.getByText('Cargando saldos de vacaciones...')).toBeHidden();
  await expect(page.getByRole('row').filter({ hasNotText: s.empleado.email })).toHaveCount(1); // only the header
  const celdas = fila.getByRole('cell');
  // ID, Empleado, Período, Vencidas, Pendientes, Truncas, Días Libres, Días Bloque, Manager
  return numeroPe(await celdas.nth(6).innerText());
}

test('[EQUIPO][APROBAR][RECHAZAR]: el jefe aprueba a un indirecto, rechaza a un directo y el saldo se libera @humo', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000); // a whole journey through two roles and three screens
  const equipo = await equipoDelJefe(request);
  const indirecta = await crearSolicitudPendiente(
    request,
    equipo.filter((e) => !e.esDirecto),
  );
  const directa = await crearSolicitudPendiente(
    request,
    equipo.filter((e) => e.esDirecto),
  );
  const comentario = `Aprobada por la prueba e2e ${indirecta.id}`;
  const motivo = `Cierre contable, prueba e2e ${directa.id}`;

  await iniciarSesion(page, DEMO.jefe);
  await page.getByRole('button', { name: 'Reporte de Equipo' }).click();
  await page.getByRole('link', { name: 'Gestión de Solicitudes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Solicitudes' })).toBeVisible();
  await expect(page.getByText(/^Mostrando 1-/)).toBeVisible();
  await comprobarAccesibilidad(page);

  // All levels: the indirect report appears in the employee filter.
  await expect(page.getByText('Solo directos', { exact: true })).toBeVisible();
  await page.getByRole('switch', { name: 'Incluir subordinados de todos los niveles' }).check();
  await expect(page.getByText('Todos los niveles', { exact: true })).toBeVisible();
  await filtrarPorEmpleado(page, indirecta);
  await comprobarAccesibilidad(page);
  const antesIndirecta = {
    Pendientes: await valorTarjeta(page, 'Pendientes'),
    Aprobadas: await valorTarjeta(page, 'Aprobadas'),
  };

  // Approve with a comment.
  await page.getByRole('button', { name: `Acciones de la solicitud #${indirecta.id}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Rechazar' })).toBeVisible();
  await comprobarAccesibilidad(page);
  await page.getByRole('menuitem', { name: 'Aprobar' }).click();
  const aprobar = page.getByRole('dialog', { name: 'Aprobar solicitud' });
  await expect(aprobar).toContainText(`#${indirecta.id} de ${indirecta.empleado.nombreCompleto}`);
  await comprobarAccesibilidad(page);
  await aprobar.getByRole('textbox', { name: 'Comentarios (opcional)' }).fill(comentario);
  await aprobar.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page.getByText('Solicitud aprobada exitosamente')).toBeVisible();
  await expect(aprobar).toBeHidden();
  await esperarTarjetas(page, {
    Pendientes: antesIndirecta.Pendientes - 1,
    Aprobadas: antesIndirecta.Aprobadas + 1,
  });

  // The decided request no longer offers Aprobar/Rechazar; its detail shows the approver's comment.
  await page.getByRole('button', { name: `Acciones de la solicitud #${indirecta.id}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Aprobar' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Ver detalle' }).click();
  const detalle = page.getByRole('dialog', { name: `Detalle de la solicitud #${indirecta.id}` });
  await expect(detalle).toContainText(comentario);
  await expect(detalle).toContainText(indirecta.empleado.email);
  await expect(detalle).toContainText('Aprobada');
  await comprobarAccesibilidad(page);
  await detalle.getByRole('button', { name: 'Cerrar' }).click();
  await expect(detalle).toBeHidden();

  // The direct report's balance before the rejection (the pending request holds its days).
  const libresAntes = await diasLibres(page, directa);
  await comprobarAccesibilidad(page);
  await page
    .getByRole('button', {
      name: `Ver detalle del saldo de ${directa.empleado.nombreCompleto} (${directa.periodo})`,
    })
    .click();
  const detalleSaldo = page.getByRole('dialog', { name: 'Detalle del saldo' });
  await expect(detalleSaldo).toContainText(directa.empleado.email);
  await comprobarAccesibilidad(page);
  await detalleSaldo.getByRole('button', { name: 'Cerrar' }).click();

  // Reject the direct report's request: the reason is required.
  await page.getByRole('link', { name: 'Gestión de Solicitudes' }).click();
  // Saldos has an 'Empleado' picker too: typing before Gestión replaced it would type into the page being left.
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Solicitudes' })).toBeVisible();
  await filtrarPorEmpleado(page, directa);
  const antesDirecta = {
    Pendientes: await valorTarjeta(page, 'Pendientes'),
    Rechazadas: await valorTarjeta(page, 'Rechazadas'),
  };
  await page.getByRole('button', { name: `Acciones de la solicitud #${directa.id}` }).click();
  await page.getByRole('menuitem', { name: 'Rechazar' }).click();
  const rechazar = page.getByRole('dialog', { name: 'Rechazar solicitud' });
  await rechazar.getByRole('button', { name: 'Rechazar' }).click();
  await expect(rechazar.getByText('El motivo de rechazo es obligatorio')).toBeVisible();
  await comprobarAccesibilidad(page);
  await rechazar.getByRole('textbox', { name: 'Motivo de rechazo' }).fill(motivo);
  await rechazar.getByRole('button', { name: 'Rechazar' }).click();
  await expect(page.getByText('Solicitud rechazada exitosamente')).toBeVisible();
  await expect(rechazar).toBeHidden();
  await esperarTarjetas(page, {
    Pendientes: antesDirecta.Pendientes - 1,
    Rechazadas: antesDirecta.Rechazadas + 1,
  });

  // Rejection releases the days: Días Libres of that period goes up by the request's days.
  expect(await diasLibres(page, directa)).toBeCloseTo(libresAntes + directa.dias, 2);

  // The indirect applicant sees the approver's comment in Mis Solicitudes.
  await cerrarSesion(page);
  await iniciarSesion(page, indirecta.empleado.email);
  await page.goto('/solicitudes');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Solicitudes de Vacaciones' })).toBeVisible();
  await page.getByRole('button', { name: `Acciones de la solicitud #${indirecta.id}` }).click();
  await page.getByRole('menuitem', { name: 'Ver detalle' }).click();
  const propio = page.getByRole('dialog', { name: `Detalle de la solicitud #${indirecta.id}` });
  await expect(propio).toContainText(comentario);
  await comprobarAccesibilidad(page);
});

test('[EQUIPO][FILTROS]: Desde no puede quedar después de Hasta y Limpiar filtros vuelve a empezar', async ({
  page,
}) => {
  await iniciarSesion(page, DEMO.jefe);
  await page.goto('/reporte-equipo/gestion-solicitudes');
  await expect(page.getByText(/^Mostrando 1-/)).toBeVisible();

  const escribir = async (campo: string, ddmmaaaa: string) => {
    const grupo = page.getByRole('group', { name: campo });
    await grupo.getByRole('spinbutton').first().click();
    await page.keyboard.type(ddmmaaaa);
  };
  const valor = (campo: string) => page.getByRole('group', { name: campo }).locator('input').inputValue();

  await escribir('Hasta', '10032027');
  await expect.poll(() => valor('Hasta')).toBe('10/03/2027');
  await escribir('Desde', '15032027');
  await expect.poll(() => valor('Desde')).toBe('15/03/2027');
  await expect.poll(() => valor('Hasta')).toBe('');
  await comprobarAccesibilidad(page);

  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect.poll(() => valor('Desde')).toBe('');
  await expect(page.getByText('Solo directos', { exact: true })).toBeVisible();
});
