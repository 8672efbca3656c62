import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria, solicitudesVacaciones, usuarios } from '../../db/schema';

/* ADR 015: editing a hire date does not silently move the days already taken. */

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2023-06-01' });
});
afterAll(() => t.cerrar());

type Fila = { periodo: number; inicio: string; pendientes: number; vencidas: number; estado: string };

const llamar = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: conToken(token), ...(payload ? { payload } : {}) });

async function formularioDe(token: string, id: number, cambios: Record<string, unknown>) {
  const d = (await llamar(token, 'GET', `/api/usuarios-admin/${id}`)).json();
  return {
    nombres: d.nombres,
    apellidoPaterno: d.apellidoPaterno,
    apellidoMaterno: d.apellidoMaterno,
    dni: d.dni,
    extranjero: d.extranjero,
    numeroCelular: d.numeroCelular ?? undefined,
    email: d.email,
    fechaIngreso: d.fechaIngreso,
    empresa: d.empresa,
    departamentoId: d.departamentoId,
    jefeId: d.jefeId ?? undefined,
    roles: d.roles,
    ...cambios,
  };
}

/** jefe → empleada hired 2022-03-01 with 10 days approved in July 2023 against period 2022 (2022-03-01..). */
async function escenario(periodo = 2022, inicio = '2023-07-03') {
  t.reloj.fijar('2023-06-01');
  const jefe = await crearUsuario(t.base.db, { roles: ['Jefe'] });
  const empleada = await crearUsuario(t.base.db, { jefeId: jefe.id, fechaIngreso: '2022-03-01' });
  const rrhh = await crearUsuario(t.base.db, { roles: ['Admin'] });
  const tokens = {
    jefe: await iniciarSesion(t.app, jefe.email),
    empleada: await iniciarSesion(t.app, empleada.email),
    rrhh: await iniciarSesion(t.app, rrhh.email),
  };
  const creada = await llamar(
    tokens.empleada,
    'POST',
    '/api/solicitud-vacaciones/crear-solicitud-vacaciones',
    {
      tipoVacaciones: 'libres',
      diasSolicitados: 10,
      fechaInicio: inicio,
      periodo,
    },
  );
  expect(creada.statusCode, creada.body).toBe(200);
  const id = creada.json().id as number;
  const aprobada = await llamar(tokens.jefe, 'PUT', `/api/solicitud-vacaciones/${id}/aprobar`, {
    accion: 'aprobar',
  });
  expect(aprobada.statusCode, aprobada.body).toBe(200);
  return { jefe, empleada, tokens, solicitudId: id };
}

const historial = async (token: string) =>
  (await llamar(token, 'GET', '/api/historial-vacaciones')).json().historial as Fila[];
const usados = (f: Fila) => 30 - f.pendientes - f.vencidas;

describe('editar la fecha de ingreso (punto 4)', () => {
  it('la vacación de julio sigue contando contra su año de servicio; vista previa, confirmación y auditoría', async () => {
    const o = await escenario();
    t.reloj.fijar('2023-12-01');
    const url = `/api/usuarios-admin/${o.empleada.id}`;

    const vista = await llamar(o.tokens.rrhh, 'POST', `${url}/vista-previa-fecha-ingreso`, {
      fechaIngreso: '2021-11-01',
    });
    expect(vista.statusCode, vista.body).toBe(200);
    const v = vista.json() as {
      periodos: { antes: Fila | null; despues: Fila | null }[];
      periodoNegativo: number | null;
    };
    expect(v.periodoNegativo).toBeNull();
    // The service year 01/03/2022–28/02/2023, with the 10 days, becomes 01/11/2021–31/10/2022 (shares 8 months).
    const anio = v.periodos.find((p) => p.antes?.periodo === 2022)!;
    expect(anio.antes).toMatchObject({ inicio: '2022-03-01' });
    expect(anio.despues).toMatchObject({ periodo: 2021, inicio: '2021-11-01' });
    expect(usados(anio.antes!)).toBe(10);
    expect(usados(anio.despues!)).toBe(10);
    expect(v.periodos.length).toBeGreaterThanOrEqual(2);

    // Without confirmation: 409, nothing changes.
    const sin = await llamar(
      o.tokens.rrhh,
      'PUT',
      url,
      await formularioDe(o.tokens.rrhh, o.empleada.id, {
        fechaIngreso: '2021-11-01',
      }),
    );
    expect(sin.statusCode, sin.body).toBe(409);
    expect(sin.json().message).toMatch(/confirme el cambio/);
    const [u0] = await t.base.db.select().from(usuarios).where(eq(usuarios.id, o.empleada.id));
    expect(u0!.fechaIngreso).toBe('2022-03-01');

    const con = await llamar(
      o.tokens.rrhh,
      'PUT',
      url,
      await formularioDe(o.tokens.rrhh, o.empleada.id, {
        fechaIngreso: '2021-11-01',
        confirmarCambioFechaIngreso: true,
      }),
    );
    expect(con.statusCode, con.body).toBe(200);

    const h = await historial(o.tokens.empleada);
    const f2021 = h.find((f) => f.periodo === 2021)!;
    expect(f2021.inicio).toBe('2021-11-01');
    expect(usados(f2021)).toBe(10);
    expect(usados(h.find((f) => f.periodo === 2022)!)).toBe(0);
    const [s] = await t.base.db
      .select()
      .from(solicitudesVacaciones)
      .where(eq(solicitudesVacaciones.id, o.solicitudId));
    expect(s!.periodo).toBe(2021);
    // The manager's view (aggregated consumption) agrees.
    const equipo = (
      await llamar(
        o.tokens.jefe,
        'GET',
        `/api/historial-vacaciones/saldos-equipo?empleadoId=${o.empleada.id}`,
      )
    ).json().saldos as { periodo: number; diasPendientes: number; diasVencidas: number }[];
    expect(equipo).toHaveLength(h.length);
    for (const f of h) {
      const e = equipo.find((x) => x.periodo === f.periodo)!;
      expect([e.diasPendientes, e.diasVencidas]).toEqual([f.pendientes, f.vencidas]);
    }
    const [registro] = await t.base.db
      .select()
      .from(auditoria)
      .where(
        and(eq(auditoria.registroId, String(o.empleada.id)), eq(auditoria.tipoAccion, 'ACTUALIZAR_USUARIO')),
      );
    expect(registro!.datosNuevos).toMatchObject({ fechaIngreso: '2021-11-01', periodos: [2021] });
  });

  it('un cambio que deja un período sin año de servicio al que ir se rechaza con 422 y no cambia nada', async () => {
    const o = await escenario();
    t.reloj.fijar('2023-12-01');
    const url = `/api/usuarios-admin/${o.empleada.id}`;
    const vista = await llamar(o.tokens.rrhh, 'POST', `${url}/vista-previa-fecha-ingreso`, {
      fechaIngreso: '2023-01-01',
    });
    expect(vista.statusCode, vista.body).toBe(200);
    expect(vista.json()).toMatchObject({
      periodoNegativo: 2022,
      mensaje: expect.stringMatching(/período 2022/),
    });

    const r = await llamar(
      o.tokens.rrhh,
      'PUT',
      url,
      await formularioDe(o.tokens.rrhh, o.empleada.id, {
        fechaIngreso: '2023-01-01',
        confirmarCambioFechaIngreso: true,
      }),
    );
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().message).toMatch(/período 2022 con saldo negativo/);
    const [u] = await t.base.db.select().from(usuarios).where(eq(usuarios.id, o.empleada.id));
    expect(u!.fechaIngreso).toBe('2022-03-01');
    const [s] = await t.base.db
      .select()
      .from(solicitudesVacaciones)
      .where(eq(solicitudesVacaciones.id, o.solicitudId));
    expect(s!.periodo).toBe(2022);
  });

  it('sin períodos todavía no hay nada que confirmar; la vista previa no cambia nada', async () => {
    t.reloj.fijar('2023-06-01');
    const nuevo = await crearUsuario(t.base.db, { fechaIngreso: '2023-07-01' });
    const rrhh = await crearUsuario(t.base.db, { roles: ['Admin'] });
    const token = await iniciarSesion(t.app, rrhh.email);
    const url = `/api/usuarios-admin/${nuevo.id}`;
    const vista = await llamar(token, 'POST', `${url}/vista-previa-fecha-ingreso`, {
      fechaIngreso: '2023-08-01',
    });
    expect(vista.json()).toMatchObject({ periodos: [], periodoNegativo: null });
    const r = await llamar(
      token,
      'PUT',
      url,
      await formularioDe(token, nuevo.id, { fechaIngreso: '2023-08-01' }),
    );
    expect(r.statusCode, r.body).toBe(200);
  });
});
