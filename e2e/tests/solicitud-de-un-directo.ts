import { expect, type APIRequestContext } from '@playwright/test';
import { hoyEnZona, sumarDias } from '@app/contract/fechas';
import { elegirPeriodo } from '@app/contract/vacaciones';
import { CONTRASENA_DEMO, DEMO } from './fixtures';

// The notification browser tests prepare a pending request through the API, as the employee's own browser would.

export const autorizacion = (t: string) => ({ Authorization: `Bearer ${t}` });

/** A demo user's token, or null when they cannot sign in or must change their password first. */
export async function tokenDemo(request: APIRequestContext, email: string) {
  const r = await request.post('/api/account/login', {
    data: { username: email, password: CONTRASENA_DEMO },
  });
  if (!r.ok()) return null;
  const cuerpo = (await r.json()) as { token: string; debeCambiarContrasena?: boolean };
  return cuerpo.debeCambiarContrasena ? null : cuerpo.token;
}

/**
 * A new pending one-day libre request of a direct report of jefe@ (never empleado@, whom other specs use), starting
 * one of `diasAdelante` days from today (each spec its own, so they do not overlap), that person's name and the date.
 */
export async function solicitudDeUnDirecto(request: APIRequestContext, diasAdelante: number[]) {
  const tokenJefe = await tokenDemo(request, DEMO.jefe);
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
    if (!email || email === DEMO.empleado) continue;
    const t = await tokenDemo(request, email);
    if (!t) continue;
    const h = (await (
      await request.get('/api/historial-vacaciones', { headers: autorizacion(t) })
    ).json()) as { historial: Parameters<typeof elegirPeriodo>[0] };
    const periodo = elegirPeriodo(h.historial, 'libres', 1);
    if (!periodo) continue;
    for (const d of diasAdelante) {
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
      return {
        id: ((await r.json()) as { id: number }).id,
        nombre: m.nombreCompleto,
        fechaInicio: sumarDias(hoy, d),
      };
    }
  }
  throw new Error('Ningún colaborador directo de jefe@ pudo pedir vacaciones');
}
