import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria, solicitudesVacaciones, usuarios } from '../../db/schema';
import * as repo from './solicitudes.repository';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2025-03-01' });
});
afterAll(() => t.cerrar());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: conToken(token) });
const decidir = (token: string, id: number, accion: 'aprobar' | 'rechazar', comentarios?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/solicitud-vacaciones/${id}/aprobar`,
    headers: conToken(token),
    payload: { accion, ...(comentarios === undefined ? {} : { comentarios }) },
  });
const crear = (token: string, dias: number, fechaInicio: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/solicitud-vacaciones/crear-solicitud-vacaciones',
    headers: conToken(token),
    payload: { tipoVacaciones: 'libres', diasSolicitados: dias, fechaInicio, periodo: 2023 },
  });

/** gerente → jefe → (empleada, subjefe → nieto); otroJefe → ajeno (another branch). */
async function organigrama() {
  const gerente = await crearUsuario(t.base.db, { roles: ['Jefe'] });
  const jefe = await crearUsuario(t.base.db, { roles: ['Jefe'], jefeId: gerente.id });
  const empleada = await crearUsuario(t.base.db, { jefeId: jefe.id, fechaIngreso: '2023-06-01' });
  const subjefe = await crearUsuario(t.base.db, {
    roles: ['Jefe'],
    jefeId: jefe.id,
    fechaIngreso: '2023-06-01',
  });
  const nieto = await crearUsuario(t.base.db, { jefeId: subjefe.id, fechaIngreso: '2023-06-01' });
  const otroJefe = await crearUsuario(t.base.db, { roles: ['Jefe'] });
  const ajeno = await crearUsuario(t.base.db, { jefeId: otroJefe.id, fechaIngreso: '2023-06-01' });
  const tokens = {
    gerente: await iniciarSesion(t.app, gerente.email),
    jefe: await iniciarSesion(t.app, jefe.email),
    empleada: await iniciarSesion(t.app, empleada.email),
    subjefe: await iniciarSesion(t.app, subjefe.email),
    nieto: await iniciarSesion(t.app, nieto.email),
    otroJefe: await iniciarSesion(t.app, otroJefe.email),
    ajeno: await iniciarSesion(t.app, ajeno.email),
  };
  return { gerente, jefe, empleada, subjefe, nieto, otroJefe, ajeno, tokens };
}

describe('aprobación', () => {
  it('el jefe directo y el jefe dos niveles arriba pueden aprobar; otra rama recibe 403 y no ve la solicitud', async () => {
    const o = await organigrama();
    const s1 = (await crear(o.tokens.nieto, 2, '2025-04-07')).json().id as number;
    const s2 = (await crear(o.tokens.nieto, 1, '2025-05-05')).json().id as number;

    const ajenaAprueba = await decidir(o.tokens.otroJefe, s1, 'aprobar');
    expect(ajenaAprueba.statusCode).toBe(403);
    for (const todos of [false, true]) {
      const lista = await get(
        o.tokens.otroJefe,
        `/api/solicitud-vacaciones/gestion-solicitudes?incluirSubordinadosNivelN=${todos}`,
      );
      expect(lista.json().solicitudes.map((s: { id: number }) => s.id)).not.toContain(s1);
    }

    const directo = await decidir(o.tokens.subjefe, s1, 'aprobar', 'Buen viaje');
    expect(directo.statusCode).toBe(200);
    expect(directo.json().message).toBe('Solicitud aprobada exitosamente');
    const dosNiveles = await decidir(o.tokens.jefe, s2, 'aprobar');
    expect(dosNiveles.statusCode).toBe(200);

    const detalle = await get(o.tokens.nieto, `/api/solicitud-vacaciones/${s1}`);
    expect(detalle.json()).toMatchObject({
      estado: 'Aprobada',
      comentarios: 'Buen viaje',
      nombreAprobador: `${o.subjefe.nombres} Prueba Test`,
    });
    const [evento] = await t.base.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.registroId, String(s1)));
    expect(evento).toBeDefined();
    const eventos = await t.base.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.tipoAccion, 'APROBAR_SOLICITUD'));
    expect(eventos.find((e) => e.registroId === String(s1))).toMatchObject({
      usuarioEjecutorId: o.subjefe.id,
      usuarioAfectadoId: o.nieto.id,
      motivo: 'Buen viaje',
    });
  });

  it('nadie aprueba su propia solicitud, aunque tenga el rol Jefe', async () => {
    const o = await organigrama();
    const propia = (await crear(o.tokens.subjefe, 2, '2025-04-07')).json().id as number;
    const r = await decidir(o.tokens.subjefe, propia, 'aprobar');
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('No puede aprobar ni rechazar su propia solicitud');
    const lista = await get(o.tokens.jefe, '/api/solicitud-vacaciones/gestion-solicitudes');
    expect(lista.json().solicitudes.find((s: { id: number }) => s.id === propia).puedeAprobar).toBe(true);
  });

  it('una solicitud aprobada ya no puede rechazarse (409), y rechazar exige motivo y libera los días', async () => {
    const o = await organigrama();
    const a = (await crear(o.tokens.empleada, 2, '2025-04-07')).json().id as number;
    const b = (await crear(o.tokens.empleada, 3, '2025-05-05')).json().id as number;
    expect((await decidir(o.tokens.jefe, a, 'aprobar')).statusCode).toBe(200);
    const tarde = await decidir(o.tokens.jefe, a, 'rechazar', 'Ya no');
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json().message).toMatch(/aprobada/);

    const sinMotivo = await decidir(o.tokens.jefe, b, 'rechazar', '  ');
    expect(sinMotivo.statusCode).toBe(400);
    expect(sinMotivo.json().errors.Comentarios).toEqual(['El motivo de rechazo es obligatorio']);
    const antes = (await get(o.tokens.empleada, '/api/historial-vacaciones')).json().historial[0];
    expect((await decidir(o.tokens.jefe, b, 'rechazar', 'Cierre contable')).statusCode).toBe(200);
    const despues = (await get(o.tokens.empleada, '/api/historial-vacaciones')).json().historial[0];
    expect(despues.diasLibres - antes.diasLibres).toBe(3);
    const detalle = await get(o.tokens.empleada, `/api/solicitud-vacaciones/${b}`);
    expect(detalle.json()).toMatchObject({ estado: 'Rechazada', comentarios: 'Cierre contable' });
  });

  it('dos aprobaciones simultáneas: una gana y la otra recibe 409', async () => {
    const o = await organigrama();
    const id = (await crear(o.tokens.nieto, 2, '2025-04-07')).json().id as number;
    const [r1, r2] = await Promise.all([
      decidir(o.tokens.subjefe, id, 'aprobar'),
      decidir(o.tokens.jefe, id, 'aprobar'),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 409]);
    const aprobaciones = await t.base.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.registroId, String(id)));
    expect(aprobaciones.filter((e) => e.tipoAccion === 'APROBAR_SOLICITUD')).toHaveLength(1);
  });

  it('responde 404 a una solicitud inexistente y 400 a una acción desconocida', async () => {
    const o = await organigrama();
    expect((await decidir(o.tokens.jefe, 999_999, 'aprobar')).statusCode).toBe(404);
    const r = await t.app.inject({
      method: 'PUT',
      url: '/api/solicitud-vacaciones/1/aprobar',
      headers: conToken(o.tokens.jefe),
      payload: { accion: 'borrar' },
    });
    expect(r.statusCode).toBe(400);
  });
});

describe('gestión de solicitudes del equipo', () => {
  it('filtra directos o todos los niveles, por empleado del equipo, y cuenta estadísticas del conjunto filtrado', async () => {
    const o = await organigrama();
    await crear(o.tokens.empleada, 1, '2025-03-10');
    await crear(o.tokens.empleada, 2, '2025-04-14');
    const n1 = (await crear(o.tokens.nieto, 3, '2025-03-17')).json().id as number;
    await decidir(o.tokens.subjefe, n1, 'rechazar', 'No');

    const directos = (await get(o.tokens.jefe, '/api/solicitud-vacaciones/gestion-solicitudes')).json();
    expect(directos.total).toBe(2);
    expect(directos.estadisticas).toEqual({
      total: 2,
      pendientes: 2,
      aprobadas: 0,
      rechazadas: 0,
      canceladas: 0,
    });

    const todos = (
      await get(
        o.tokens.jefe,
        '/api/solicitud-vacaciones/gestion-solicitudes?incluirSubordinadosNivelN=true&pageSize=5&sortBy=solicitante',
      )
    ).json();
    expect(todos.total).toBe(3);
    expect(todos.totalCompleto).toBe(3);
    expect(todos.estadisticas).toMatchObject({ pendientes: 2, rechazadas: 1 });

    const delNieto = (
      await get(
        o.tokens.jefe,
        `/api/solicitud-vacaciones/gestion-solicitudes?incluirSubordinadosNivelN=true&empleadoId=${o.nieto.id}`,
      )
    ).json();
    expect(delNieto.solicitudes).toHaveLength(1);
    expect(delNieto.solicitudes[0]).toMatchObject({ estado: 'Rechazada', puedeAprobar: false });

    const rango = (
      await get(
        o.tokens.jefe,
        '/api/solicitud-vacaciones/gestion-solicitudes?incluirSubordinadosNivelN=true&fechaInicioRango=2025-03-12&fechaFinRango=2025-04-30',
      )
    ).json();
    expect(rango.total).toBe(2);
    expect(rango.totalCompleto).toBe(3);

    const fueraDelEquipo = await get(
      o.tokens.jefe,
      `/api/solicitud-vacaciones/gestion-solicitudes?empleadoId=${o.ajeno.id}`,
    );
    expect(fueraDelEquipo.statusCode).toBe(403);
    const indirectoSinNiveles = await get(
      o.tokens.jefe,
      `/api/solicitud-vacaciones/gestion-solicitudes?empleadoId=${o.nieto.id}`,
    );
    expect(indirectoSinNiveles.statusCode).toBe(403);
    const cruzado = await get(
      o.tokens.jefe,
      '/api/solicitud-vacaciones/gestion-solicitudes?fechaInicioRango=2025-05-01&fechaFinRango=2025-04-01',
    );
    expect(cruzado.statusCode).toBe(400);
    expect(cruzado.json().message).toBe('La fecha Desde no puede ser posterior a la fecha Hasta');

    const equipo = (
      await get(o.tokens.jefe, '/api/solicitud-vacaciones/equipo-empleados?incluirSubordinadosNivelN=true')
    ).json();
    expect(equipo.empleados).toEqual(
      expect.arrayContaining([
        { id: o.empleada.id, nombreCompleto: `${o.empleada.nombres} Prueba Test`, esDirecto: true },
        { id: o.nieto.id, nombreCompleto: `${o.nieto.nombres} Prueba Test`, esDirecto: false },
      ]),
    );
    expect(equipo.empleados).toHaveLength(3);
    const soloDirectos = (await get(o.tokens.jefe, '/api/solicitud-vacaciones/equipo-empleados')).json();
    expect(soloDirectos.empleados.map((e: { id: number }) => e.id).sort()).toEqual(
      [o.empleada.id, o.subjefe.id].sort(),
    );
  });

  it('un ciclo en la jerarquía no cuelga ni rompe las consultas', async () => {
    const a = await crearUsuario(t.base.db, { roles: ['Jefe'] });
    const b = await crearUsuario(t.base.db, { roles: ['Jefe'], jefeId: a.id });
    await t.base.db.update(usuarios).set({ jefeId: b.id }).where(eq(usuarios.id, a.id));
    const token = await iniciarSesion(t.app, a.email);
    const r = await get(
      token,
      '/api/solicitud-vacaciones/gestion-solicitudes?incluirSubordinadosNivelN=true',
    );
    expect(r.statusCode).toBe(200);
    const equipo = await get(
      token,
      '/api/solicitud-vacaciones/equipo-empleados?incluirSubordinadosNivelN=true',
    );
    expect(equipo.json().empleados.map((e: { id: number }) => e.id)).toEqual([b.id]);
    const saldos = await get(token, '/api/historial-vacaciones/saldos-equipo?incluirSubordinadosNivelN=true');
    expect(saldos.statusCode).toBe(200);
    const tokenB = await iniciarSesion(t.app, b.email);
    const idB = (
      await t.base.db
        .insert(solicitudesVacaciones)
        .values({
          usuarioId: a.id,
          tipoVacaciones: 'libres',
          diasSolicitados: 1,
          fechaInicio: '2025-04-01',
          fechaFin: '2025-04-01',
          periodo: 2019,
          estado: 'Pendiente',
        })
        .returning()
    )[0]!.id;
    expect((await get(tokenB, `/api/solicitud-vacaciones/${idB}`)).statusCode).toBe(200);
  });

  it('ordena por el nombre completo del solicitante, del jefe y del aprobador, y sigue un cambio de nombre', async () => {
    const o = await organigrama();
    await t.base.db.update(usuarios).set({ nombres: 'Zoila' }).where(eq(usuarios.id, o.empleada.id));
    await t.base.db.update(usuarios).set({ nombres: 'Abel' }).where(eq(usuarios.id, o.nieto.id));
    const deEmpleada = (await crear(o.tokens.empleada, 1, '2025-04-07')).json().id as number;
    const deNieto = (await crear(o.tokens.nieto, 1, '2025-04-14')).json().id as number;
    expect((await decidir(o.tokens.jefe, deNieto, 'aprobar')).statusCode).toBe(200);
    const orden = async (sortBy: string, isDescending: boolean) =>
      (
        await get(
          o.tokens.jefe,
          `/api/solicitud-vacaciones/gestion-solicitudes?incluirSubordinadosNivelN=true&sortBy=${sortBy}&isDescending=${isDescending}`,
        )
      )
        .json()
        .solicitudes.map((x: { id: number }) => x.id);
    expect(await orden('solicitante', false)).toEqual([deNieto, deEmpleada]);
    expect(await orden('solicitante', true)).toEqual([deEmpleada, deNieto]);
    // Without an approver the row sorts as empty: first ascending, last descending.
    expect(await orden('aprobadoPor', false)).toEqual([deEmpleada, deNieto]);
    expect(await orden('aprobadoPor', true)).toEqual([deNieto, deEmpleada]);

    // Renaming people re-sorts requests already made.
    await t.base.db.update(usuarios).set({ nombres: 'Aaron' }).where(eq(usuarios.id, o.empleada.id));
    expect(await orden('solicitante', false)).toEqual([deEmpleada, deNieto]);
    // The employee's manager is `jefe`, the grandchild's is `subjefe`.
    await t.base.db.update(usuarios).set({ nombres: 'Zacarías' }).where(eq(usuarios.id, o.subjefe.id));
    await t.base.db.update(usuarios).set({ nombres: 'Alberto' }).where(eq(usuarios.id, o.jefe.id));
    expect(await orden('manager', false)).toEqual([deEmpleada, deNieto]);
    await t.base.db
      .update(usuarios)
      .set({ apellidoPaterno: 'Zúñiga', nombres: 'Alberto' })
      .where(eq(usuarios.id, o.jefe.id));
    await t.base.db
      .update(usuarios)
      .set({ apellidoPaterno: 'Alva', nombres: 'Alberto' })
      .where(eq(usuarios.id, o.subjefe.id));
    expect(await orden('manager', false)).toEqual([deNieto, deEmpleada]);
    expect(await orden('id', true)).toEqual([deNieto, deEmpleada]);
  });

  it('las tarjetas sin filtros, sumadas por empleado, coinciden con el conteo filtrado tras crear, aprobar, rechazar y cancelar', async () => {
    const o = await organigrama();
    const ids = [];
    for (const [token, fecha] of [
      [o.tokens.empleada, '2025-04-07'],
      [o.tokens.empleada, '2025-04-21'],
      [o.tokens.nieto, '2025-05-05'],
      [o.tokens.nieto, '2025-05-19'],
    ] as const) {
      ids.push((await crear(token, 1, fecha)).json().id as number);
    }
    expect((await decidir(o.tokens.jefe, ids[0]!, 'aprobar')).statusCode).toBe(200);
    expect((await decidir(o.tokens.jefe, ids[2]!, 'rechazar', 'Cierre de mes')).statusCode).toBe(200);
    const cancelada = await t.app.inject({
      method: 'PUT',
      url: `/api/solicitud-vacaciones/${ids[3]}/cancelar`,
      headers: conToken(o.tokens.nieto),
      payload: { MotivoCancelacion: 'Cambio de planes' },
    });
    expect(cancelada.statusCode).toBe(200);
    const base = '/api/solicitud-vacaciones/gestion-solicitudes?incluirSubordinadosNivelN=true';
    const sinFiltro = (await get(o.tokens.jefe, base)).json();
    // A range that holds every request takes the other path: counting the requests themselves.
    const conFiltro = (await get(o.tokens.jefe, `${base}&fechaInicioRango=2000-01-01`)).json();
    const esperado = { total: 4, pendientes: 1, aprobadas: 1, rechazadas: 1, canceladas: 1 };
    expect(sinFiltro.estadisticas).toEqual(esperado);
    expect(conFiltro.estadisticas).toEqual(esperado);
    expect(sinFiltro.totalCompleto).toBe(4);
    expect(conFiltro.totalCompleto).toBe(4);
  });

  it('una página armada una vez por forma responde a cada equipo, a cada valor de filtro y al equipo que cambia', async () => {
    const o = await organigrama();
    const deEmpleada = (await crear(o.tokens.empleada, 2, '2025-04-07')).json().id as number;
    const deNieto = (await crear(o.tokens.nieto, 1, '2025-05-05')).json().id as number;
    const deAjeno = (await crear(o.tokens.ajeno, 3, '2025-06-02')).json().id as number;
    const ids = async (token: string, filtros = '') => {
      const r = await get(
        token,
        `/api/solicitud-vacaciones/gestion-solicitudes?incluirSubordinadosNivelN=true&sortBy=id&isDescending=false${filtros}`,
      );
      expect(r.statusCode).toBe(200);
      return (r.json().solicitudes as { id: number }[]).map((x) => x.id);
    };

    // Two teams, the same shape: each manager sees their own team, and the same team again reuses its shape.
    expect(await ids(o.tokens.jefe)).toEqual([deEmpleada, deNieto]);
    expect(await ids(o.tokens.otroJefe)).toEqual([deAjeno]);
    const formas = repo.formasDeGestion(t.base.db);
    expect(await ids(o.tokens.jefe)).toEqual([deEmpleada, deNieto]);
    expect(repo.formasDeGestion(t.base.db)).toBe(formas);

    // One shape with the employee and start-range filters, run with different values.
    expect(await ids(o.tokens.jefe, `&empleadoId=${o.empleada.id}`)).toEqual([deEmpleada]);
    expect(await ids(o.tokens.jefe, `&empleadoId=${o.nieto.id}`)).toEqual([deNieto]);
    expect(await ids(o.tokens.jefe, '&fechaInicioRango=2025-04-01&fechaFinRango=2025-04-30')).toEqual([
      deEmpleada,
    ]);
    expect(await ids(o.tokens.jefe, '&fechaInicioRango=2025-05-01&fechaFinRango=2025-05-31')).toEqual([
      deNieto,
    ]);
    expect(repo.formasDeGestion(t.base.db)).toBe(formas + 2);

    // The team changes (the other branch's employee moves under the manager): the new team is a new shape.
    await t.base.db.update(usuarios).set({ jefeId: o.jefe.id }).where(eq(usuarios.id, o.ajeno.id));
    expect(await ids(o.tokens.jefe)).toEqual([deEmpleada, deNieto, deAjeno]);
    expect(await ids(o.tokens.otroJefe)).toEqual([]);
  });

  it('un empleado sin permiso de gestión recibe 403', async () => {
    const o = await organigrama();
    for (const url of [
      '/api/solicitud-vacaciones/gestion-solicitudes',
      '/api/solicitud-vacaciones/equipo-empleados',
      '/api/historial-vacaciones/saldos-equipo',
      '/api/historial-vacaciones/empleados-equipo',
    ]) {
      expect((await get(o.tokens.empleada, url)).statusCode, url).toBe(403);
    }
  });
});
