import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MENSAJES_DELEGACION as M } from '@app/contract/delegaciones';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria, feriados, notificaciones, solicitudesVacaciones } from '../../db/schema';
import { crearNotificador } from '../notificaciones/notificador.service';
import { crearRecordatorios } from './recordatorios';

// ADR 033: reminders, escalation and delegation of approvals.
let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2025-06-02' });
});
afterAll(() => t.cerrar());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: conToken(token) });
const crear = async (token: string, fechaInicio: string, dias = 5) => {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/solicitud-vacaciones/crear-solicitud-vacaciones',
    headers: conToken(token),
    payload: { tipoVacaciones: 'libres', diasSolicitados: dias, fechaInicio, periodo: 2023 },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().id as number;
};
const decidir = (token: string, id: number, accion: 'aprobar' | 'rechazar' = 'aprobar') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/solicitud-vacaciones/${id}/aprobar`,
    headers: conToken(token),
    payload: { accion, comentarios: accion === 'rechazar' ? 'Sin reemplazo esas fechas' : undefined },
  });
const delegar = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/delegaciones', headers: conToken(token), payload });
const revocar = (token: string, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/delegaciones/${id}`, headers: conToken(token) });

const avisos = (usuarioId: number, tipo: string) =>
  t.base.db
    .select()
    .from(notificaciones)
    .where(and(eq(notificaciones.usuarioId, usuarioId), eq(notificaciones.tipo, tipo as 'SOLICITUD_CREADA')));
const auditoriasDe = (tabla: string, id: number, tipoAccion: string) =>
  t.base.db
    .select()
    .from(auditoria)
    .where(
      and(
        eq(auditoria.tablaAfectada, tabla),
        eq(auditoria.registroId, String(id)),
        eq(auditoria.tipoAccion, tipoAccion),
      ),
    );
const nombre = (u: { nombres: string; apellidoPaterno: string; apellidoMaterno: string }) =>
  `${u.nombres} ${u.apellidoPaterno} ${u.apellidoMaterno}`;

/** gerente → jefe → empleada; sustituto (a manager elsewhere); colega (reports to jefe, manages too). */
async function organigrama() {
  const gerente = await crearUsuario(t.base.db, { roles: ['Jefe'] });
  const jefe = await crearUsuario(t.base.db, {
    roles: ['Jefe'],
    jefeId: gerente.id,
    fechaIngreso: '2023-06-01',
  });
  const empleada = await crearUsuario(t.base.db, { jefeId: jefe.id, fechaIngreso: '2023-06-01' });
  const sustituto = await crearUsuario(t.base.db, { roles: ['Jefe'] });
  const colega = await crearUsuario(t.base.db, {
    roles: ['Jefe'],
    jefeId: jefe.id,
    fechaIngreso: '2023-06-01',
  });
  const sinPermiso = await crearUsuario(t.base.db);
  return {
    gerente,
    jefe,
    empleada,
    sustituto,
    colega,
    sinPermiso,
    tk: {
      gerente: await iniciarSesion(t.app, gerente.email),
      jefe: await iniciarSesion(t.app, jefe.email),
      empleada: await iniciarSesion(t.app, empleada.email),
      sustituto: await iniciarSesion(t.app, sustituto.email),
      colega: await iniciarSesion(t.app, colega.email),
      sinPermiso: await iniciarSesion(t.app, sinPermiso.email),
    },
  };
}

describe('recordatorio y escalamiento de solicitudes sin respuesta', () => {
  it('recuerda al aprobador tras 3 días hábiles y escala al jefe superior tras 5, una vez cada uno', async () => {
    t.reloj.fijar('2025-06-02'); // Monday
    const o = await organigrama();
    const id = await crear(o.tk.empleada, '2025-07-01');
    // Made on Monday 02/06 at 10:00 in Lima (the real clock stamps the creation instant).
    await t.base.db
      .update(solicitudesVacaciones)
      .set({ fechaSolicitud: new Date('2025-06-02T15:00:00Z') })
      .where(eq(solicitudesVacaciones.id, id));
    // Wednesday 04/06 is a company holiday: it does not count.
    await t.base.db
      .insert(feriados)
      .values({ fecha: '2025-06-04', nombre: 'Aniversario', origen: 'EMPRESA' });
    // The jefe's substitute in force is reminded too.
    await delegar(o.tk.jefe, {
      sustitutoId: o.sustituto.id,
      fechaDesde: '2025-06-02',
      fechaHasta: '2025-06-30',
    });

    // Two processes' rounds: each its own notifier, the same database.
    const ronda = () =>
      crearRecordatorios({
        db: t.base.db,
        reloj: t.reloj,
        notificador: crearNotificador({ appUrl: 'http://localhost:3000' }),
      }).recordarYEscalar();

    t.reloj.fijar('2025-06-05'); // Tue, Thu: 2 working days
    await ronda();
    expect(await avisos(o.jefe.id, 'RECORDATORIO_APROBACION')).toHaveLength(0);

    t.reloj.fijar('2025-06-06'); // Tue, Thu, Fri: 3
    await Promise.all([ronda(), ronda()]);
    await ronda();
    const recordatorios = await avisos(o.jefe.id, 'RECORDATORIO_APROBACION');
    expect(recordatorios).toHaveLength(1);
    expect(recordatorios[0]!.enlace).toBe(`/reporte-equipo/gestion-solicitudes?solicitud=${id}`);
    expect(await avisos(o.sustituto.id, 'RECORDATORIO_APROBACION')).toHaveLength(1);
    const [marcada] = await t.base.db
      .select()
      .from(solicitudesVacaciones)
      .where(eq(solicitudesVacaciones.id, id));
    expect(marcada!.recordatorioEn).not.toBeNull();
    expect(marcada!.escaladaAId).toBeNull();

    t.reloj.fijar('2025-06-09'); // + Mon: 4
    await ronda();
    expect(await avisos(o.gerente.id, 'ESCALAMIENTO_APROBACION')).toHaveLength(0);

    t.reloj.fijar('2025-06-10'); // + Tue: 5
    await Promise.all([ronda(), ronda()]);
    await ronda();
    expect(await avisos(o.gerente.id, 'ESCALAMIENTO_APROBACION')).toHaveLength(1);
    expect(await avisos(o.jefe.id, 'RECORDATORIO_APROBACION')).toHaveLength(1);
    const [escalada] = await t.base.db
      .select()
      .from(solicitudesVacaciones)
      .where(eq(solicitudesVacaciones.id, id));
    expect(escalada).toMatchObject({ escaladaAId: o.gerente.id });
    expect(escalada!.escaladaEn).not.toBeNull();
    const registros = await auditoriasDe('solicitudes_vacaciones', id, 'ESCALAR_SOLICITUD');
    expect(registros).toHaveLength(1);
    expect(registros[0]).toMatchObject({
      usuarioEjecutorId: null,
      datosNuevos: { escaladaAId: o.gerente.id },
    });
    expect(registros[0]!.mensajeCorto).toContain(`escalada a ${nombre(o.gerente)}`);

    const detalle = await get(o.tk.gerente, `/api/solicitud-vacaciones/${id}`);
    expect(detalle.json().nombreEscaladaA).toBe(nombre(o.gerente));
    // The manager above may decide it (the chain rule).
    expect((await decidir(o.tk.gerente, id)).statusCode).toBe(200);
  });

  it('sin jefe superior activo no se escala', async () => {
    t.reloj.fijar('2025-06-02');
    const jefe = await crearUsuario(t.base.db, { roles: ['Jefe'] });
    const empleado = await crearUsuario(t.base.db, { jefeId: jefe.id, fechaIngreso: '2023-06-01' });
    const id = await crear(await iniciarSesion(t.app, empleado.email), '2025-07-01');
    await t.base.db
      .update(solicitudesVacaciones)
      .set({ fechaSolicitud: new Date('2025-06-02T15:00:00Z') })
      .where(eq(solicitudesVacaciones.id, id));
    t.reloj.fijar('2025-06-20');
    await crearRecordatorios({
      db: t.base.db,
      reloj: t.reloj,
      notificador: crearNotificador({ appUrl: 'http://localhost:3000' }),
    }).recordarYEscalar();
    const [s] = await t.base.db.select().from(solicitudesVacaciones).where(eq(solicitudesVacaciones.id, id));
    expect(s!.recordatorioEn).not.toBeNull();
    expect(s!.escaladaAId).toBeNull();
    expect(await auditoriasDe('solicitudes_vacaciones', id, 'ESCALAR_SOLICITUD')).toHaveLength(0);
  });
});

describe('delegación de aprobaciones', () => {
  it('se valida, se audita, avisa al sustituto y se revoca', async () => {
    t.reloj.fijar('2025-06-02');
    const o = await organigrama();
    const casos: [object, string, string][] = [
      [{ sustitutoId: o.jefe.id, automatica: true }, 'SustitutoId', M.sustitutoUnoMismo],
      [{ sustitutoId: o.sinPermiso.id, automatica: true }, 'SustitutoId', M.sustitutoNoValido],
      [{ sustitutoId: 999_999, automatica: true }, 'SustitutoId', M.sustitutoNoValido],
      [{ sustitutoId: o.sustituto.id }, 'FechaDesde', M.fechasRequeridas],
      [
        { sustitutoId: o.sustituto.id, fechaDesde: '2025-06-10', fechaHasta: '2025-06-05' },
        'FechaHasta',
        M.rangoInvertido,
      ],
      [
        { sustitutoId: o.sustituto.id, fechaDesde: '2025-05-20', fechaHasta: '2025-06-01' },
        'FechaHasta',
        M.rangoPasado,
      ],
      [
        { sustitutoId: o.sustituto.id, fechaDesde: '2025-06-01', fechaHasta: '2025-06-10' },
        'FechaDesde',
        M.desdePasado,
      ],
      [
        { sustitutoId: o.sustituto.id, automatica: true, fechaDesde: '2025-06-02' },
        'FechaDesde',
        M.fechasConAutomatica,
      ],
    ];
    for (const [cuerpo, campo, mensaje] of casos) {
      const r = await delegar(o.tk.jefe, cuerpo);
      expect(r.statusCode, JSON.stringify(cuerpo)).toBe(400);
      expect(r.json().errors[campo]).toEqual([mensaje]);
    }
    expect(
      (await delegar(o.tk.sinPermiso, { sustitutoId: o.sustituto.id, automatica: true })).statusCode,
    ).toBe(403);

    const r = await delegar(o.tk.jefe, {
      sustitutoId: o.sustituto.id,
      fechaDesde: '2025-06-02',
      fechaHasta: '2025-06-06',
      motivo: 'Viaje de trabajo',
    });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json();
    expect(d).toMatchObject({
      jefeId: o.jefe.id,
      sustitutoId: o.sustituto.id,
      nombreSustituto: nombre(o.sustituto),
      automatica: false,
      vigente: true,
      motivo: 'Viaje de trabajo',
    });
    const [creada] = await auditoriasDe('delegaciones', d.id, 'CREAR_DELEGACION');
    expect(creada).toMatchObject({
      usuarioEjecutorId: o.jefe.id,
      usuarioAfectadoId: o.sustituto.id,
      motivo: 'Viaje de trabajo',
      datosNuevos: { sustitutoId: o.sustituto.id, fechaDesde: '2025-06-02', fechaHasta: '2025-06-06' },
    });
    const [aviso] = await avisos(o.sustituto.id, 'DELEGACION_RECIBIDA');
    expect(aviso!.mensaje).toContain('del 02/06/2025 al 06/06/2025');

    expect((await get(o.tk.jefe, '/api/delegaciones')).json()).toMatchObject({
      otorgadas: [{ id: d.id }],
      recibidas: [],
    });
    expect((await get(o.tk.sustituto, '/api/delegaciones')).json()).toMatchObject({
      otorgadas: [],
      recibidas: [{ id: d.id, nombreJefe: nombre(o.jefe) }],
    });
    const opciones = (await get(o.tk.jefe, '/api/delegaciones/sustitutos')).json() as { id: number }[];
    expect(opciones.map((x) => x.id)).toContain(o.sustituto.id);
    expect(opciones.map((x) => x.id)).not.toContain(o.jefe.id);
    expect(opciones.map((x) => x.id)).not.toContain(o.sinPermiso.id);

    expect((await revocar(o.tk.sustituto, d.id)).statusCode).toBe(403);
    expect((await revocar(o.tk.jefe, d.id)).statusCode).toBe(200);
    expect((await revocar(o.tk.jefe, d.id)).statusCode).toBe(409);
    expect((await revocar(o.tk.jefe, 999_999)).statusCode).toBe(404);
    expect(await auditoriasDe('delegaciones', d.id, 'REVOCAR_DELEGACION')).toHaveLength(1);
    expect((await get(o.tk.jefe, '/api/delegaciones')).json().otorgadas).toEqual([]);
  });

  it('el sustituto aprueba dentro del rango, por delegación; fuera de él o su propia solicitud, 403', async () => {
    t.reloj.fijar('2025-06-02');
    const o = await organigrama();
    const d = (
      await delegar(o.tk.jefe, {
        sustitutoId: o.sustituto.id,
        fechaDesde: '2025-06-03',
        fechaHasta: '2025-06-06',
      })
    ).json();
    await delegar(o.tk.jefe, {
      sustitutoId: o.colega.id,
      fechaDesde: '2025-06-02',
      fechaHasta: '2025-06-30',
    });
    // Not yet in force on 02/06: the substitute is not told of a new request, and may not decide it.
    const antes = await crear(o.tk.empleada, '2025-07-01');
    expect(await avisos(o.sustituto.id, 'SOLICITUD_CREADA')).toHaveLength(0);
    expect((await decidir(o.tk.sustituto, antes)).statusCode).toBe(403);
    expect((await get(o.tk.sustituto, `/api/solicitud-vacaciones/${antes}`)).statusCode).toBe(403);

    t.reloj.fijar('2025-06-04');
    const id = await crear(o.tk.empleada, '2025-08-01');
    // The new request is told to the manager and to the substitute in force.
    expect(await avisos(o.sustituto.id, 'SOLICITUD_CREADA')).toHaveLength(1);
    const lista = (await get(o.tk.sustituto, '/api/delegaciones/solicitudes')).json().solicitudes as {
      id: number;
      nombreDelegadoDe: string;
      puedeAprobar: boolean;
    }[];
    expect(lista.map((s) => s.id).sort()).toEqual([antes, id].sort());
    expect(lista[0]).toMatchObject({ nombreDelegadoDe: nombre(o.jefe), puedeAprobar: true });

    const r = await decidir(o.tk.sustituto, id);
    expect(r.statusCode, r.body).toBe(200);
    const [s] = await t.base.db.select().from(solicitudesVacaciones).where(eq(solicitudesVacaciones.id, id));
    expect(s).toMatchObject({ estado: 'Aprobada', aprobadorId: o.sustituto.id, delegadoDeId: o.jefe.id });
    const [registro] = await auditoriasDe('solicitudes_vacaciones', id, 'APROBAR_SOLICITUD');
    expect(registro!.mensajeCorto).toBe(`Solicitud #${id} aprobada por delegación de ${nombre(o.jefe)}`);
    const detalle = await get(o.tk.empleada, `/api/solicitud-vacaciones/${id}`);
    expect(detalle.json()).toMatchObject({
      nombreAprobador: nombre(o.sustituto),
      nombreDelegadoDe: nombre(o.jefe),
    });
    // The substitute still reads what they decided.
    expect((await get(o.tk.sustituto, `/api/solicitud-vacaciones/${id}`)).statusCode).toBe(200);
    const [decision] = await avisos(o.empleada.id, 'SOLICITUD_APROBADA');
    expect(decision!.mensaje).toContain(`por delegación de ${nombre(o.jefe)}`);

    // The colleague is a substitute too, but never of their own request.
    const propia = await crear(o.tk.colega, '2025-08-01');
    const propiaR = await decidir(o.tk.colega, propia);
    expect(propiaR.statusCode).toBe(403);
    expect(
      ((await get(o.tk.colega, '/api/delegaciones/solicitudes')).json().solicitudes as { id: number }[]).map(
        (x) => x.id,
      ),
    ).not.toContain(propia);

    // After the range: no longer.
    t.reloj.fijar('2025-06-09');
    expect((await decidir(o.tk.sustituto, antes)).statusCode).toBe(403);
    expect((await get(o.tk.sustituto, '/api/delegaciones/solicitudes')).json().solicitudes).toEqual([]);
    // Revoked inside the range: no longer either.
    t.reloj.fijar('2025-06-05');
    expect((await revocar(o.tk.jefe, d.id)).statusCode).toBe(200);
    expect((await decidir(o.tk.sustituto, antes)).statusCode).toBe(403);
  });

  it('la delegación automática rige solo mientras el jefe está de vacaciones aprobadas', async () => {
    t.reloj.fijar('2025-06-02');
    const o = await organigrama();
    expect((await delegar(o.tk.jefe, { sustitutoId: o.sustituto.id, automatica: true })).statusCode).toBe(
      200,
    );
    const vacacionesJefe = await crear(o.tk.jefe, '2025-06-16');
    const id = await crear(o.tk.empleada, '2025-07-01');

    t.reloj.fijar('2025-06-10');
    expect((await decidir(o.tk.sustituto, id)).statusCode).toBe(403); // not approved yet
    expect((await decidir(o.tk.gerente, vacacionesJefe)).statusCode).toBe(200);
    expect((await decidir(o.tk.sustituto, id)).statusCode).toBe(403); // approved, not started

    t.reloj.fijar('2025-06-23');
    expect((await decidir(o.tk.sustituto, id)).statusCode).toBe(403); // back at work

    t.reloj.fijar('2025-06-17');
    const r = await decidir(o.tk.sustituto, id, 'rechazar');
    expect(r.statusCode, r.body).toBe(200);
    const [registro] = await auditoriasDe('solicitudes_vacaciones', id, 'RECHAZAR_SOLICITUD');
    expect(registro!.mensajeCorto).toContain(`por delegación de ${nombre(o.jefe)}`);
  });
});
