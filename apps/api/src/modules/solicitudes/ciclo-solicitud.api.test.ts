import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria, solicitudesVacaciones } from '../../db/schema';
import { materializarSinRespuesta } from '../vencimiento/vencimiento.service';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2025-03-01' });
});
afterAll(() => t.cerrar());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: conToken(token) });
const crear = (token: string, dias: number, fechaInicio: string, periodo = 2023) =>
  t.app.inject({
    method: 'POST',
    url: '/api/solicitud-vacaciones/crear-solicitud-vacaciones',
    headers: conToken(token),
    payload: { tipoVacaciones: 'libres', diasSolicitados: dias, fechaInicio, periodo },
  });
const decidir = (token: string, id: number, accion: 'aprobar' | 'rechazar') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/solicitud-vacaciones/${id}/aprobar`,
    headers: conToken(token),
    payload: { accion, comentarios: accion === 'rechazar' ? 'No hay reemplazo' : undefined },
  });
const cancelar = (token: string, id: number, motivo = 'Cambio de planes') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/solicitud-vacaciones/${id}/cancelar`,
    headers: conToken(token),
    payload: { MotivoCancelacion: motivo },
  });
const pendientes2023 = async (token: string) => {
  const r = await get(token, '/api/historial-vacaciones');
  return (r.json().historial as { periodo: number; pendientes: number }[]).find((f) => f.periodo === 2023)!
    .pendientes;
};

/** gerente → jefe → empleada (hired 2023-06-01: period 2023 enjoyable from 2024-06-01); otroJefe elsewhere; rrhh. */
async function organigrama() {
  const gerente = await crearUsuario(t.base.db, { roles: ['Jefe'] });
  const jefe = await crearUsuario(t.base.db, { roles: ['Jefe'], jefeId: gerente.id });
  const empleada = await crearUsuario(t.base.db, { jefeId: jefe.id, fechaIngreso: '2023-06-01' });
  const otroJefe = await crearUsuario(t.base.db, { roles: ['Jefe'] });
  const rrhh = await crearUsuario(t.base.db, { roles: ['Admin'] });
  return {
    gerente,
    jefe,
    empleada,
    tokens: {
      gerente: await iniciarSesion(t.app, gerente.email),
      jefe: await iniciarSesion(t.app, jefe.email),
      empleada: await iniciarSesion(t.app, empleada.email),
      otroJefe: await iniciarSesion(t.app, otroJefe.email),
      rrhh: await iniciarSesion(t.app, rrhh.email),
    },
  };
}

const auditoriasDe = (id: number, tipoAccion: string) =>
  t.base.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.registroId, String(id)), eq(auditoria.tipoAccion, tipoAccion)));

describe('una solicitud pendiente no retiene días para siempre (punto 3)', () => {
  it('sin decisión antes de su inicio queda Cancelada con el motivo, libera los días y se audita una vez', async () => {
    t.reloj.fijar('2025-03-01');
    const o = await organigrama();
    const id = (await crear(o.tokens.empleada, 5, '2025-03-10')).json().id as number;
    expect(await pendientes2023(o.tokens.empleada)).toBe(25);

    t.reloj.fijar('2025-03-10');
    expect(await pendientes2023(o.tokens.empleada)).toBe(25); // its start day: still reserved

    t.reloj.fijar('2025-03-11');
    expect(await pendientes2023(o.tokens.empleada)).toBe(30);
    const detalle = (await get(o.tokens.empleada, `/api/solicitud-vacaciones/${id}`)).json();
    expect(detalle).toMatchObject({
      estado: 'Cancelada',
      motivoCancelacion: 'Sin respuesta antes de la fecha de inicio',
      puedeCancelar: false,
    });
    // Another process (or the hourly job) finds nothing left to close.
    expect(await materializarSinRespuesta(t.base.db, '2025-03-11', new Date())).toBe(0);
    const registros = await auditoriasDe(id, 'CANCELAR_SIN_RESPUESTA');
    expect(registros).toHaveLength(1);
    expect(registros[0]).toMatchObject({ usuarioEjecutorId: null, usuarioAfectadoId: o.empleada.id });
  });

  /** No pending request left anywhere (other tests leave some), then one pending of a new person from `inicio`. */
  async function unicaPendiente(inicio: string, periodo: number) {
    const db = t.base.db;
    await db
      .update(solicitudesVacaciones)
      .set({ estado: 'Cancelada' })
      .where(and(eq(solicitudesVacaciones.estado, 'Pendiente')));
    const empleado = await crearUsuario(db, { nombres: 'Memo' });
    const [s] = await db
      .insert(solicitudesVacaciones)
      .values({
        usuarioId: empleado.id,
        tipoVacaciones: 'libres',
        diasSolicitados: 1,
        fechaInicio: inicio,
        fechaFin: inicio,
        periodo,
        estado: 'Pendiente',
      })
      .returning({ id: solicitudesVacaciones.id });
    return async () =>
      (
        await db
          .select({ estado: solicitudesVacaciones.estado })
          .from(solicitudesVacaciones)
          .where(eq(solicitudesVacaciones.id, s!.id))
      )[0]!.estado;
  }

  it('con la misma versión de datos y el mismo día no vuelve a buscar; en otro día, sí', async () => {
    const db = t.base.db;
    // A day no other test uses, so nothing pending has a start before it but what this test inserts.
    const hoy = '2031-06-15';
    const sesion = { versionDatos: 987_654 };
    // Starts after today: nothing to close yet, and the pair (day, version) is remembered.
    const estado = await unicaPendiente('2031-06-20', 2030);
    expect(await materializarSinRespuesta(db, hoy, new Date(), sesion)).toBe(0);
    await db
      .update(solicitudesVacaciones)
      .set({ fechaInicio: '2031-06-10', fechaFin: '2031-06-10' })
      .where(eq(solicitudesVacaciones.estado, 'Pendiente'));
    // The same (day, version) pair already found nothing: no query. (A real write moves the version.)
    expect(await materializarSinRespuesta(db, hoy, new Date(), sesion)).toBe(0);
    expect(await estado()).toBe('Pendiente');
    // Another day looks again and closes it.
    expect(await materializarSinRespuesta(db, '2031-06-16', new Date(), sesion)).toBe(1);
    expect(await estado()).toBe('Cancelada');
  });

  it('confía en lo que la sesión vio ese día y en esa versión: sin vencidas no busca; con vencidas, o de otro día, cierra', async () => {
    const db = t.base.db;
    const hoy = '2032-03-15';
    const estado = await unicaPendiente('2032-03-10', 2031);
    // A session that saw none on this day (inserted behind the version's back here): no query, nothing closed.
    const sinVencidas = { versionDatos: 123_456, pendientesVencidas: { hoy, hay: false } };
    expect(await materializarSinRespuesta(db, hoy, new Date(), sinVencidas)).toBe(0);
    expect(await estado()).toBe('Pendiente');
    // A session that saw one closes it.
    const conVencidas = { versionDatos: 123_457, pendientesVencidas: { hoy, hay: true } };
    expect(await materializarSinRespuesta(db, hoy, new Date(), conVencidas)).toBe(1);
    expect(await estado()).toBe('Cancelada');
    // What a session saw on another day says nothing about today.
    const otra = await unicaPendiente('2032-03-11', 2031);
    const deAyer = { versionDatos: 123_458, pendientesVencidas: { hoy: '2032-03-14', hay: false } };
    expect(await materializarSinRespuesta(db, hoy, new Date(), deAyer)).toBe(1);
    expect(await otra()).toBe('Cancelada');
  });

  it('muchas lecturas a la vez que encuentran vencidas comparten un solo cierre: una transacción, no una por lectura', async () => {
    const db = t.base.db;
    const hoy = '2033-05-20';
    const estado = await unicaPendiente('2033-05-10', 2032);
    const sesion = { versionDatos: 555_000, pendientesVencidas: { hoy, hay: true } };
    const espiado = db as unknown as { transaction: (...a: unknown[]) => Promise<unknown> };
    const original = espiado.transaction;
    let transacciones = 0;
    espiado.transaction = (...a) => {
      transacciones++;
      return original.apply(db, a);
    };
    try {
      const cerradas = await Promise.all(
        Array.from({ length: 20 }, () => materializarSinRespuesta(db, hoy, new Date(), sesion)),
      );
      // Every caller learns that the data changed (its cached counts are stale), from the one closing.
      expect(cerradas).toEqual(Array.from({ length: 20 }, () => 1));
    } finally {
      espiado.transaction = original;
    }
    expect(transacciones).toBe(1);
    expect(await estado()).toBe('Cancelada');
  });

  it('aprobar o rechazar después de la fecha de inicio da 409 con el mensaje, aunque aún no se haya guardado', async () => {
    t.reloj.fijar('2025-03-01');
    const o = await organigrama();
    const a = (await crear(o.tokens.empleada, 2, '2025-03-05')).json().id as number;
    const b = (await crear(o.tokens.empleada, 2, '2025-03-20')).json().id as number;
    t.reloj.fijar('2026-03-01');
    for (const [id, accion] of [
      [a, 'aprobar'],
      [a, 'rechazar'],
    ] as const) {
      const r = await decidir(o.tokens.jefe, id, accion);
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe('La solicitud ya no puede aprobarse: su fecha de inicio pasó');
    }
    // b was never read or written since: the decision itself refuses it (state derived from the date).
    const rb = await decidir(o.tokens.gerente, b, 'aprobar');
    expect(rb.statusCode).toBe(409);
    expect(rb.json().message).toBe('La solicitud ya no puede aprobarse: su fecha de inicio pasó');
  });

  it('el mismo día de inicio todavía se puede aprobar, y el titular puede cancelar su pendiente ese día', async () => {
    t.reloj.fijar('2025-03-01');
    const o = await organigrama();
    const a = (await crear(o.tokens.empleada, 2, '2025-03-05')).json().id as number;
    const b = (await crear(o.tokens.empleada, 2, '2025-03-12')).json().id as number;
    t.reloj.fijar('2025-03-05');
    expect((await decidir(o.tokens.jefe, a, 'aprobar')).statusCode).toBe(200);
    t.reloj.fijar('2025-03-12');
    const lista = await get(o.tokens.empleada, '/api/solicitud-vacaciones/mis-solicitudes');
    expect(lista.json().solicitudes.find((s: { id: number }) => s.id === b).puedeCancelar).toBe(true);
    expect((await cancelar(o.tokens.empleada, b)).statusCode).toBe(200);
  });

  it('la gestión del equipo y los saldos del equipo ven lo mismo que el empleado', async () => {
    t.reloj.fijar('2025-03-01');
    const o = await organigrama();
    const id = (await crear(o.tokens.empleada, 4, '2025-03-03')).json().id as number;
    t.reloj.fijar('2025-03-04');
    const saldos = await get(
      o.tokens.jefe,
      `/api/historial-vacaciones/saldos-equipo?empleadoId=${o.empleada.id}&periodo=2023`,
    );
    expect(saldos.json().saldos[0].diasPendientes).toBe(30);
    const gestion = await get(
      o.tokens.jefe,
      `/api/solicitud-vacaciones/gestion-solicitudes?estado=Cancelada`,
    );
    const fila = gestion.json().solicitudes.find((s: { id: number }) => s.id === id);
    expect(fila).toMatchObject({ estado: 'Cancelada', puedeAprobar: false });
    expect(await pendientes2023(o.tokens.empleada)).toBe(30);
  });
});

describe('cancelar una solicitud aprobada que no empezó (punto 1)', () => {
  async function aprobada(inicio = '2025-04-07', dias = 5) {
    t.reloj.fijar('2025-03-01');
    const o = await organigrama();
    const id = (await crear(o.tokens.empleada, dias, inicio)).json().id as number;
    expect((await decidir(o.tokens.jefe, id, 'aprobar')).statusCode).toBe(200);
    return { o, id };
  }

  it('el titular la cancela con motivo, los días vuelven y la auditoría dice quién', async () => {
    const { o, id } = await aprobada();
    expect(await pendientes2023(o.tokens.empleada)).toBe(25);
    const lista = await get(o.tokens.empleada, '/api/solicitud-vacaciones/mis-solicitudes');
    expect(lista.json().solicitudes.find((s: { id: number }) => s.id === id).puedeCancelar).toBe(true);
    const r = await cancelar(o.tokens.empleada, id, 'Cambié de planes');
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe('Solicitud cancelada exitosamente');
    expect(await pendientes2023(o.tokens.empleada)).toBe(30);
    const [fila] = await t.base.db
      .select()
      .from(solicitudesVacaciones)
      .where(eq(solicitudesVacaciones.id, id));
    expect(fila).toMatchObject({
      estado: 'Cancelada',
      canceladoPorId: o.empleada.id,
      motivoCancelacion: 'Cambié de planes',
    });
    const [registro] = await auditoriasDe(id, 'CANCELAR_SOLICITUD');
    expect(registro).toMatchObject({
      usuarioEjecutorId: o.empleada.id,
      motivo: 'Cambié de planes',
      datosAnteriores: { estado: 'Aprobada' },
    });
  });

  it('un jefe de la cadena (dos niveles arriba) la cancela; un jefe de otra rama recibe 403', async () => {
    const { o, id } = await aprobada();
    expect((await cancelar(o.tokens.otroJefe, id)).statusCode).toBe(403);
    const gestion = await get(
      o.tokens.gerente,
      '/api/solicitud-vacaciones/gestion-solicitudes?incluirSubordinadosNivelN=true',
    );
    expect(gestion.json().solicitudes.find((s: { id: number }) => s.id === id).puedeCancelar).toBe(true);
    const r = await cancelar(o.tokens.gerente, id, 'Cierre de proyecto');
    expect(r.statusCode).toBe(200);
    const [registro] = await auditoriasDe(id, 'CANCELAR_SOLICITUD');
    expect(registro).toMatchObject({ usuarioEjecutorId: o.gerente.id, usuarioAfectadoId: o.empleada.id });
    expect(await pendientes2023(o.tokens.empleada)).toBe(30);
  });

  it('RR. HH. (permiso de administración) la cancela aunque no esté en la cadena', async () => {
    const { o, id } = await aprobada();
    expect((await cancelar(o.tokens.rrhh, id)).statusCode).toBe(200);
  });

  it('desde su fecha de inicio ya no se cancela (409); un jefe no cancela una pendiente (403)', async () => {
    const { o, id } = await aprobada('2025-03-03', 2);
    t.reloj.fijar('2025-03-03');
    const r = await cancelar(o.tokens.empleada, id);
    expect(r.statusCode).toBe(409);
    expect(await pendientes2023(o.tokens.empleada)).toBe(28);
    const pendiente = (await crear(o.tokens.empleada, 1, '2025-05-05')).json().id as number;
    expect((await cancelar(o.tokens.jefe, pendiente)).statusCode).toBe(403);
  });
});

describe('interrupción de vacaciones que ya empezaron (punto 2)', () => {
  const interrumpir = (token: string, id: number, fechaFinReal: string, motivo = 'Cierre contable urgente') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/solicitud-vacaciones/${id}/interrumpir`,
      headers: conToken(token),
      payload: { fechaFinReal, motivo },
    });

  async function bloqueEnCurso() {
    t.reloj.fijar('2025-03-01');
    const o = await organigrama();
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/solicitud-vacaciones/crear-solicitud-vacaciones',
      headers: conToken(o.tokens.empleada),
      payload: { tipoVacaciones: 'bloque', diasSolicitados: 15, fechaInicio: '2025-03-03', periodo: 2023 },
    });
    const id = r.json().id as number;
    expect((await decidir(o.tokens.jefe, id, 'aprobar')).statusCode).toBe(200);
    t.reloj.fijar('2025-03-12');
    return { o, id };
  }

  it('un jefe de la cadena registra el último día real; los días no gozados vuelven al mismo período', async () => {
    const { o, id } = await bloqueEnCurso();
    const gestion = await get(
      o.tokens.gerente,
      '/api/solicitud-vacaciones/gestion-solicitudes?incluirSubordinadosNivelN=true',
    );
    expect(gestion.json().solicitudes.find((s: { id: number }) => s.id === id)).toMatchObject({
      puedeInterrumpir: true,
      puedeCancelar: false,
    });
    const r = await interrumpir(o.tokens.gerente, id, '2025-03-12');
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe('Interrupción registrada exitosamente');

    const historial = (await get(o.tokens.empleada, '/api/historial-vacaciones')).json().historial;
    // 10 of the 15 block days were enjoyed: 20 remain, and the 5 returned complete the block in one piece.
    expect(historial.find((f: { periodo: number }) => f.periodo === 2023)).toMatchObject({
      pendientes: 20,
      diasBloque: 5,
      bloquesPermitidos: [5],
    });
    const equipo = await get(
      o.tokens.jefe,
      `/api/historial-vacaciones/saldos-equipo?empleadoId=${o.empleada.id}&periodo=2023`,
    );
    expect(equipo.json().saldos[0]).toMatchObject({ diasPendientes: 20, diasBloque: 5 });

    const detalle = (await get(o.tokens.empleada, `/api/solicitud-vacaciones/${id}`)).json();
    expect(detalle).toMatchObject({
      estado: 'Aprobada',
      fechaInicio: '2025-03-03',
      fechaFin: '2025-03-12',
      diasSolicitados: 10,
      fechaFinSolicitada: '2025-03-17',
      diasSolicitadosOriginales: 15,
      motivoInterrupcion: 'Cierre contable urgente',
      nombreInterrumpidoPor: `${o.gerente.nombres} Prueba Test`,
    });
    const [registro] = await auditoriasDe(id, 'INTERRUMPIR_SOLICITUD');
    expect(registro).toMatchObject({
      usuarioEjecutorId: o.gerente.id,
      usuarioAfectadoId: o.empleada.id,
      motivo: 'Cierre contable urgente',
      datosAnteriores: { diasSolicitados: 15, fechaFin: '2025-03-17' },
      datosNuevos: { diasSolicitados: 10, fechaFin: '2025-03-12', fechaFinSolicitada: '2025-03-17' },
    });

    // A second, earlier interruption keeps what was originally requested.
    expect((await interrumpir(o.tokens.rrhh, id, '2025-03-10', 'Corrección de RR. HH.')).statusCode).toBe(
      200,
    );
    expect((await get(o.tokens.empleada, `/api/solicitud-vacaciones/${id}`)).json()).toMatchObject({
      diasSolicitados: 8,
      fechaFinSolicitada: '2025-03-17',
      diasSolicitadosOriginales: 15,
    });
  });

  it('no es autoservicio ni de otra rama; fuera del tramo 422; antes del inicio se cancela (409)', async () => {
    const { o, id } = await bloqueEnCurso();
    expect((await interrumpir(o.tokens.empleada, id, '2025-03-10')).statusCode).toBe(403);
    expect((await interrumpir(o.tokens.otroJefe, id, '2025-03-10')).statusCode).toBe(403);
    const fuera = await interrumpir(o.tokens.jefe, id, '2025-03-17');
    expect(fuera.statusCode).toBe(422);
    expect(fuera.json().message).toBe(
      'El último día de descanso debe estar entre el 03/03/2025 y el 16/03/2025',
    );
    const sinMotivo = await interrumpir(o.tokens.jefe, id, '2025-03-10', '  ');
    expect(sinMotivo.statusCode).toBe(400);
    expect(sinMotivo.json().errors.Motivo).toEqual(['El motivo de la interrupción es obligatorio']);

    const futura = (await crear(o.tokens.empleada, 2, '2025-04-07')).json().id as number;
    expect((await decidir(o.tokens.jefe, futura, 'aprobar')).statusCode).toBe(200);
    expect((await interrumpir(o.tokens.jefe, futura, '2025-04-07')).statusCode).toBe(409);
    expect(await pendientes2023(o.tokens.empleada)).toBe(13);
  });
});
