import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { sumarDias } from '@app/contract/fechas';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { asegurarDepartamento, conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import {
  auditoria,
  calendariosIcal,
  roles,
  solicitudesVacaciones,
  usuarioRoles,
  usuarios,
} from '../../db/schema';

const APP_URL = 'https://descanso.prueba.pe';
const HOY = '2025-06-15';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: HOY, appUrl: APP_URL });
});
afterAll(() => t.cerrar());

type Usuario = Awaited<ReturnType<typeof crearUsuario>>;

const crearFeed = (token: string, alcance: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/calendario/feeds',
    headers: conToken(token),
    payload: { alcance },
  });
const leerFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
const tokenDe = (url: string) => /\/api\/calendario\/ical\/([A-Za-z0-9_-]{43})\.ics$/.exec(url)![1]!;

async function solicitud(
  u: Usuario,
  estado: 'Pendiente' | 'Aprobada' | 'Rechazada' | 'Cancelada',
  inicio: string,
  dias: number,
  observaciones: string | null = null,
) {
  const [fila] = await t.base.db
    .insert(solicitudesVacaciones)
    .values({
      usuarioId: u.id,
      tipoVacaciones: 'libres',
      diasSolicitados: dias,
      fechaInicio: inicio,
      fechaFin: sumarDias(inicio, dias - 1),
      periodo: 2024,
      estado,
      observaciones,
    })
    .returning({ id: solicitudesVacaciones.id });
  return fila!.id;
}

interface Evento {
  uid: string;
  inicio: string;
  fin: string;
  todoElDia: boolean;
  estado: string;
  resumen: string;
  descripcion: string;
}

/** Parses with ical.js (a maintained iCalendar parser, not our own) and returns the events as plain values. */
function eventos(texto: string): Evento[] {
  const calendario = new ICAL.Component(ICAL.parse(texto));
  expect(calendario.name).toBe('vcalendar');
  return calendario.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      inicio: e.startDate.toString(),
      fin: e.endDate.toString(),
      todoElDia: e.startDate.isDate && e.endDate.isDate,
      estado: String(v.getFirstPropertyValue('status')),
      resumen: e.summary,
      descripcion: e.description ?? '',
    };
  });
}

describe('calendarios iCal', () => {
  let jefe: Usuario;
  let mando: Usuario;
  let ana: Usuario;
  let luis: Usuario;
  let otraRama: Usuario;
  let deOtroDepto: Usuario;
  let tJefe: string;
  let tAna: string;
  const ids = {} as Record<string, number>;

  beforeAll(async () => {
    jefe = await crearUsuario(t.base.db, { roles: ['Jefe'], nombres: 'Jorge' });
    mando = await crearUsuario(t.base.db, { roles: ['Jefe'], nombres: 'Marta', jefeId: jefe.id });
    ana = await crearUsuario(t.base.db, { nombres: 'Ana', jefeId: jefe.id });
    // Two levels below the manager: in the team feed (all levels).
    luis = await crearUsuario(t.base.db, { nombres: 'Luis', jefeId: mando.id });
    otraRama = await crearUsuario(t.base.db, { nombres: 'Olga' });
    deOtroDepto = await crearUsuario(t.base.db, { nombres: 'Pedro', jefeId: jefe.id });
    const otro = await asegurarDepartamento(t.base.db, 'OTRO', 'Otro departamento');
    await t.base.db.update(usuarios).set({ departamentoId: otro }).where(eq(usuarios.id, deOtroDepto.id));

    ids.anaAprobada = await solicitud(ana, 'Aprobada', '2025-07-01', 5, 'Viaje familiar a Cusco');
    ids.anaPendiente = await solicitud(ana, 'Pendiente', '2025-08-11', 3);
    ids.anaRechazada = await solicitud(ana, 'Rechazada', '2025-09-01', 2);
    ids.anaCancelada = await solicitud(ana, 'Cancelada', '2025-09-10', 2);
    // 400 days is the edge: one that ends just inside the window, one that starts just past it.
    ids.anaAntigua = await solicitud(ana, 'Aprobada', sumarDias(HOY, -402), 3);
    ids.anaLejana = await solicitud(ana, 'Aprobada', sumarDias(HOY, 401), 2);
    ids.luisPendiente = await solicitud(luis, 'Pendiente', '2025-07-20', 4, 'Motivo privado de Luis');
    ids.luisAprobada = await solicitud(luis, 'Aprobada', '2025-10-06', 2);
    ids.olgaAprobada = await solicitud(otraRama, 'Aprobada', '2025-07-02', 2);
    ids.pedroAprobada = await solicitud(deOtroDepto, 'Aprobada', '2025-07-03', 2);
    tJefe = await iniciarSesion(t.app, jefe.email);
    tAna = await iniciarSesion(t.app, ana.email);
  });

  it('crear devuelve la dirección completa una vez; la lista no la muestra y la base guarda solo el SHA-256', async () => {
    const r = await crearFeed(tAna, 'PROPIAS');
    expect(r.statusCode).toBe(200);
    const creado = r.json();
    expect(creado).toMatchObject({
      alcance: 'PROPIAS',
      activo: true,
      fechaRevocacion: null,
      ultimaLectura: null,
    });
    expect(creado.url).toMatch(new RegExp(`^${APP_URL}/api/calendario/ical/[A-Za-z0-9_-]{43}\\.ics$`));
    const token = tokenDe(creado.url);

    const lista = await t.app.inject({
      method: 'GET',
      url: '/api/calendario/feeds',
      headers: conToken(tAna),
    });
    expect(lista.statusCode).toBe(200);
    expect(lista.json().calendarios).toEqual([
      {
        id: creado.id,
        alcance: 'PROPIAS',
        activo: true,
        fechaCreacion: creado.fechaCreacion,
        fechaRevocacion: null,
        ultimaLectura: null,
      },
    ]);
    expect(lista.body).not.toContain(token);

    const [fila] = await t.base.db.select().from(calendariosIcal).where(eq(calendariosIcal.id, creado.id));
    expect(fila!.hashToken).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(fila)).not.toContain(token);

    const [registro] = await t.base.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.tipoAccion, 'CREAR_CALENDARIO_ICAL'), eq(auditoria.registroId, creado.id)));
    expect(registro).toMatchObject({ modulo: 'PROGRAMACION_VACACIONES', usuarioEjecutorId: ana.id });
    expect(JSON.stringify(registro)).not.toContain(token);
  });

  it('mis solicitudes: iCalendar válido, todo el día, fin exclusivo, UID estable, TENTATIVE/CONFIRMED, sin rechazadas ni canceladas, ventana de 400 días', async () => {
    const url = (await crearFeed(tAna, 'PROPIAS')).json().url as string;
    const r = await leerFeed(url);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(r.headers['cache-control']).toBe('private, no-store');
    expect(r.body).toMatch(/^BEGIN:VCALENDAR\r\n/);

    const lista = eventos(r.body);
    expect(lista.map((e) => e.uid).sort()).toEqual(
      [ids.anaAprobada, ids.anaPendiente, ids.anaAntigua].map((id) => `solicitud-${id}@descanso`).sort(),
    );
    const aprobada = lista.find((e) => e.uid === `solicitud-${ids.anaAprobada}@descanso`)!;
    // 5 days from 1 July: the last day is 5 July, so DTEND is 6 July (exclusive).
    expect(aprobada).toMatchObject({
      inicio: '2025-07-01',
      fin: '2025-07-06',
      todoElDia: true,
      estado: 'CONFIRMED',
    });
    expect(aprobada.resumen).toBe('Vacaciones — Ana Prueba');
    expect(aprobada.descripcion).toContain('Viaje familiar a Cusco');
    const pendiente = lista.find((e) => e.uid === `solicitud-${ids.anaPendiente}@descanso`)!;
    expect(pendiente).toMatchObject({ inicio: '2025-08-11', fin: '2025-08-14', estado: 'TENTATIVE' });
    expect(r.body).toMatch(/DTSTART;VALUE=DATE:20250701\r\n/);
    expect(r.body).toMatch(/DTEND;VALUE=DATE:20250706\r\n/);

    // The same UIDs on the next read: clients update the events instead of duplicating them.
    expect(eventos((await leerFeed(url)).body).map((e) => e.uid)).toEqual(lista.map((e) => e.uid));
  });

  it('la fecha de negocio (APP_TODAY) mueve la ventana de 400 días', async () => {
    const url = (await crearFeed(tAna, 'PROPIAS')).json().url as string;
    try {
      t.reloj.fijar(sumarDias(HOY, 10));
      const uids = eventos((await leerFeed(url)).body).map((e) => e.uid);
      expect(uids).toContain(`solicitud-${ids.anaLejana}@descanso`);
      expect(uids).not.toContain(`solicitud-${ids.anaAntigua}@descanso`);
    } finally {
      t.reloj.fijar(HOY);
    }
  });

  it('equipo: todos los niveles del jefe, sin motivos ni de otra rama; un empleado no puede crearlo', async () => {
    expect((await crearFeed(tAna, 'EQUIPO')).statusCode).toBe(403);
    const r = await crearFeed(tJefe, 'EQUIPO');
    expect(r.statusCode).toBe(200);
    const texto = (await leerFeed(r.json().url)).body;
    const lista = eventos(texto);
    const uids = lista.map((e) => e.uid);
    for (const id of [
      ids.anaAprobada,
      ids.anaPendiente,
      ids.luisPendiente,
      ids.luisAprobada,
      ids.pedroAprobada,
    ])
      expect(uids).toContain(`solicitud-${id}@descanso`);
    for (const id of [ids.olgaAprobada, ids.anaRechazada, ids.anaCancelada])
      expect(uids).not.toContain(`solicitud-${id}@descanso`);
    expect(lista.find((e) => e.uid === `solicitud-${ids.luisPendiente}@descanso`)).toMatchObject({
      estado: 'TENTATIVE',
      resumen: 'Vacaciones — Luis Prueba (pendiente)',
    });
    expect(texto).not.toContain('Viaje familiar');
    expect(texto).not.toContain('Motivo privado');
  });

  it('departamento: solo las aprobadas de personas activas del propio departamento, sin motivos', async () => {
    const r = await crearFeed(tAna, 'DEPARTAMENTO');
    expect(r.statusCode).toBe(200);
    const texto = (await leerFeed(r.json().url)).body;
    const lista = eventos(texto);
    const uids = lista.map((e) => e.uid);
    for (const id of [ids.anaAprobada, ids.luisAprobada, ids.olgaAprobada])
      expect(uids).toContain(`solicitud-${id}@descanso`);
    for (const id of [ids.anaPendiente, ids.luisPendiente, ids.pedroAprobada])
      expect(uids).not.toContain(`solicitud-${id}@descanso`);
    expect(new Set(lista.map((e) => e.estado))).toEqual(new Set(['CONFIRMED']));
    expect(texto).not.toContain('Viaje familiar');
  });

  it('revocar: otro usuario no puede (404); el dueño sí, con auditoría, y la dirección responde 404 al instante', async () => {
    const creado = (await crearFeed(tAna, 'PROPIAS')).json();
    expect((await leerFeed(creado.url)).statusCode).toBe(200);
    const ajeno = await t.app.inject({
      method: 'DELETE',
      url: `/api/calendario/feeds/${creado.id}`,
      headers: conToken(tJefe),
    });
    expect(ajeno.statusCode).toBe(404);
    expect((await leerFeed(creado.url)).statusCode).toBe(200);

    const r = await t.app.inject({
      method: 'DELETE',
      url: `/api/calendario/feeds/${creado.id}`,
      headers: conToken(tAna),
    });
    expect(r.statusCode).toBe(200);
    const leido = await leerFeed(creado.url);
    expect(leido.statusCode).toBe(404);
    expect(leido.json().code).toBe('NO_ENCONTRADO');
    const otraVez = await t.app.inject({
      method: 'DELETE',
      url: `/api/calendario/feeds/${creado.id}`,
      headers: conToken(tAna),
    });
    expect(otraVez.statusCode).toBe(409);
    const [registro] = await t.base.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.tipoAccion, 'REVOCAR_CALENDARIO_ICAL'), eq(auditoria.registroId, creado.id)));
    expect(registro).toMatchObject({ modulo: 'PROGRAMACION_VACACIONES', usuarioEjecutorId: ana.id });
    const lista = (
      await t.app.inject({ method: 'GET', url: '/api/calendario/feeds', headers: conToken(tAna) })
    ).json();
    expect(lista.calendarios.find((c: { id: number }) => c.id === creado.id)).toMatchObject({
      activo: false,
    });
  });

  it('un usuario desactivado: su calendario responde 404, y vuelve si lo reactivan', async () => {
    const u = await crearUsuario(t.base.db, { nombres: 'Rita', jefeId: jefe.id });
    const url = (await crearFeed(await iniciarSesion(t.app, u.email), 'PROPIAS')).json().url as string;
    expect((await leerFeed(url)).statusCode).toBe(200);
    await t.base.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, u.id));
    expect((await leerFeed(url)).statusCode).toBe(404);
    await t.base.db.update(usuarios).set({ activo: true }).where(eq(usuarios.id, u.id));
    expect((await leerFeed(url)).statusCode).toBe(200);
  });

  it('quien pierde el permiso del alcance: el calendario del equipo responde 404; el propio sigue', async () => {
    const u = await crearUsuario(t.base.db, { roles: ['Jefe'], nombres: 'Sara' });
    const token = await iniciarSesion(t.app, u.email);
    const equipo = (await crearFeed(token, 'EQUIPO')).json().url as string;
    const propias = (await crearFeed(token, 'PROPIAS')).json().url as string;
    expect((await leerFeed(equipo)).statusCode).toBe(200);
    const [empleado] = await t.base.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.nombre, 'Empleado'));
    await t.base.db.delete(usuarioRoles).where(eq(usuarioRoles.usuarioId, u.id));
    await t.base.db.insert(usuarioRoles).values({ usuarioId: u.id, rolId: empleado!.id });
    expect((await leerFeed(equipo)).statusCode).toBe(404);
    expect((await leerFeed(propias)).statusCode).toBe(200);
  });

  it('una dirección desconocida es 404 y una mal formada 400, sin sesión en ambos casos', async () => {
    const desconocida = await t.app.inject({
      method: 'GET',
      url: `/api/calendario/ical/${'A'.repeat(43)}.ics`,
    });
    expect(desconocida.statusCode).toBe(404);
    const malFormada = await t.app.inject({ method: 'GET', url: '/api/calendario/ical/abc.ics' });
    expect(malFormada.statusCode).toBe(400);
  });

  it('las lecturas de una misma dirección se limitan: pasado el límite por minuto, 429', async () => {
    const url = (await crearFeed(tAna, 'PROPIAS')).json().url as string;
    const codigos: number[] = [];
    for (let i = 0; i < 31; i++) codigos.push((await leerFeed(url)).statusCode);
    expect(codigos.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(codigos[30]).toBe(429);
    expect((await leerFeed(url)).json()).toMatchObject({ code: 'DEMASIADAS_SOLICITUDES' });
    // Another feed is not throttled by the first one.
    const otra = (await crearFeed(tJefe, 'PROPIAS')).json().url as string;
    expect((await leerFeed(otra)).statusCode).toBe(200);
  });

  it('una misma dirección IP que prueba tokens distintos también se limita (600 por minuto), sin afectar a otras', async () => {
    const desde = (remoteAddress: string, i: number) =>
      t.app.inject({
        method: 'GET',
        url: `/api/calendario/ical/${String(i).padStart(43, 'x')}.ics`,
        remoteAddress,
      });
    const codigos = new Set<number>();
    for (let i = 0; i < 600; i++) codigos.add((await desde('10.9.9.9', i)).statusCode);
    expect([...codigos]).toEqual([404]);
    const limitada = await desde('10.9.9.9', 600);
    expect(limitada.statusCode).toBe(429);
    expect(limitada.json().code).toBe('DEMASIADAS_SOLICITUDES');
    expect((await desde('10.9.9.10', 601)).statusCode).toBe(404);
  });

  it('la lectura anota la última lectura, visible para el dueño', async () => {
    const creado = (await crearFeed(tJefe, 'DEPARTAMENTO')).json();
    await leerFeed(creado.url);
    const lista = (
      await t.app.inject({ method: 'GET', url: '/api/calendario/feeds', headers: conToken(tJefe) })
    ).json();
    expect(lista.calendarios.find((c: { id: number }) => c.id === creado.id).ultimaLectura).toMatch(/Z$/);
  });
});
