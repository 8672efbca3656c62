import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria, solicitudesVacaciones } from '../../db/schema';
import { FORMAS_POR_LISTA_MAX } from '../../db/formas';
import * as repo from './solicitudes.repository';
import { insertarYAuditar } from '../../db/registro-auditoria';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba();
});
afterAll(() => t.cerrar());

const crear = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/solicitud-vacaciones/crear-solicitud-vacaciones',
    headers: conToken(token),
    payload,
  });
const historial = async (token: string) => {
  const r = await t.app.inject({ method: 'GET', url: '/api/historial-vacaciones', headers: conToken(token) });
  expect(r.statusCode).toBe(200);
  return (r.json().historial as Record<string, unknown>[]).map((f) => ({
    periodo: f.periodo,
    estado: f.estado,
    vencidas: f.vencidas,
    pendientes: f.pendientes,
    truncas: f.truncas,
    diasLibres: f.diasLibres,
    diasBloque: f.diasBloque,
  }));
};
const cancelar = (token: string, id: number, motivo = 'Cambio de planes') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/solicitud-vacaciones/${id}/cancelar`,
    headers: conToken(token),
    payload: { MotivoCancelacion: motivo },
  });
// Until the manager's approval route exists in this suite, a decision is recorded as the manager would leave it.
const decidir = (id: number, estado: 'Aprobada' | 'Rechazada') =>
  t.base.db
    .update(solicitudesVacaciones)
    .set({ estado, fechaAprobacion: new Date() })
    .where(eq(solicitudesVacaciones.id, id));

async function empleado(fechaIngreso: string) {
  const jefe = await crearUsuario(t.base.db, { roles: ['Jefe'] });
  const u = await crearUsuario(t.base.db, { fechaIngreso, jefeId: jefe.id });
  return {
    u,
    jefe,
    token: await iniciarSesion(t.app, u.email),
    tokenJefe: await iniciarSesion(t.app, jefe.email),
  };
}

describe('saldo por período a través de la API', () => {
  it('TV-08 y TV-09: una pendiente reserva días, la rechazada no, y cancelar los libera', async () => {
    const { u, token } = await empleado('2024-05-20');
    t.reloj.fijar('2025-06-01');
    const b = await crear(token, {
      tipoVacaciones: 'libres',
      diasSolicitados: 2,
      fechaInicio: '2025-06-05',
      periodo: 2024,
    });
    expect(b.statusCode).toBe(200);
    expect(b.json().fechaFin).toBe('2025-06-06');
    await decidir(b.json().id, 'Aprobada');

    t.reloj.fijar('2025-06-30');
    const c = await crear(token, {
      tipoVacaciones: 'libres',
      diasSolicitados: 3,
      fechaInicio: '2025-08-04',
      periodo: 2024,
    });
    expect(c.statusCode).toBe(200);
    await decidir(c.json().id, 'Rechazada');
    const a = await crear(token, {
      tipoVacaciones: 'bloque',
      diasSolicitados: 7,
      fechaInicio: '2025-07-14',
      periodo: 2024,
    });
    expect(a.statusCode).toBe(200);

    expect(await historial(token)).toEqual([
      {
        periodo: 2024,
        estado: 'PENDIENTE',
        vencidas: 0,
        pendientes: 21,
        truncas: 0,
        diasLibres: 13,
        diasBloque: 8,
      },
      {
        periodo: 2025,
        estado: 'CURSO',
        vencidas: 0,
        pendientes: 0,
        truncas: 3.42,
        diasLibres: 3.42,
        diasBloque: 3.42,
      },
    ]);

    const cancelada = await cancelar(token, a.json().id, 'Cambio de fechas del viaje');
    expect(cancelada.statusCode).toBe(200);
    expect(cancelada.json().message).toBe('Solicitud cancelada exitosamente');
    expect(await historial(token)).toEqual([
      {
        periodo: 2024,
        estado: 'PENDIENTE',
        vencidas: 0,
        pendientes: 28,
        truncas: 0,
        diasLibres: 13,
        diasBloque: 15,
      },
      {
        periodo: 2025,
        estado: 'CURSO',
        vencidas: 0,
        pendientes: 0,
        truncas: 3.42,
        diasLibres: 3.42,
        diasBloque: 3.42,
      },
    ]);

    const eventos = await t.base.db.select().from(auditoria).where(eq(auditoria.usuarioAfectadoId, u.id));
    expect(eventos.map((e) => e.tipoAccion)).toEqual(
      expect.arrayContaining(['CREAR_SOLICITUD', 'CREAR_SOLICITUD', 'CREAR_SOLICITUD', 'CANCELAR_SOLICITUD']),
    );
    expect(eventos.find((e) => e.tipoAccion === 'CANCELAR_SOLICITUD')?.motivo).toBe(
      'Cambio de fechas del viaje',
    );
  });

  it('rechaza un bloque de 7 tras un 7 pendiente, indicando que debe completarse con 8', async () => {
    const { token } = await empleado('2024-05-20');
    t.reloj.fijar('2025-06-30');
    expect(
      (
        await crear(token, {
          tipoVacaciones: 'bloque',
          diasSolicitados: 7,
          fechaInicio: '2025-07-14',
          periodo: 2024,
        })
      ).statusCode,
    ).toBe(200);
    const r = await crear(token, {
      tipoVacaciones: 'bloque',
      diasSolicitados: 7,
      fechaInicio: '2025-09-01',
      periodo: 2024,
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe('El bloque debe completarse con 8 días');
    const ocho = await crear(token, {
      tipoVacaciones: 'bloque',
      diasSolicitados: 8,
      fechaInicio: '2025-09-01',
      periodo: 2024,
    });
    expect(ocho.statusCode).toBe(200);
  });

  it('rechaza cargar a un período nuevo mientras uno anterior admite la solicitud', async () => {
    const { token } = await empleado('2022-04-10');
    t.reloj.fijar('2024-04-10');
    const r = await crear(token, {
      tipoVacaciones: 'libres',
      diasSolicitados: 3,
      fechaInicio: '2024-05-06',
      periodo: 2023,
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toMatch(/Debe usar primero el período 2022/);
  });

  it('rechaza fechas que se superponen con otra solicitud activa, y las acepta tras cancelarla', async () => {
    const { token } = await empleado('2023-06-01');
    t.reloj.fijar('2025-03-01');
    const primera = await crear(token, {
      tipoVacaciones: 'libres',
      diasSolicitados: 5,
      fechaInicio: '2025-04-07',
      periodo: 2023,
    });
    expect(primera.statusCode).toBe(200);
    const choca = await crear(token, {
      tipoVacaciones: 'libres',
      diasSolicitados: 2,
      fechaInicio: '2025-04-11',
      periodo: 2023,
    });
    expect(choca.statusCode).toBe(422);
    expect(choca.json().message).toContain(`#${primera.json().id}`);
    await cancelar(token, primera.json().id);
    expect(
      (
        await crear(token, {
          tipoVacaciones: 'libres',
          diasSolicitados: 2,
          fechaInicio: '2025-04-11',
          periodo: 2023,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('rechaza un inicio anterior a hoy en Lima y observaciones de más de 1000 caracteres', async () => {
    const { token } = await empleado('2023-06-01');
    t.reloj.fijar('2025-03-01');
    const pasada = await crear(token, {
      tipoVacaciones: 'libres',
      diasSolicitados: 1,
      fechaInicio: '2025-02-28',
      periodo: 2023,
    });
    expect(pasada.statusCode).toBe(422);
    expect(pasada.json().message).toMatch(/fecha de inicio/i);
    const larga = await crear(token, {
      tipoVacaciones: 'libres',
      diasSolicitados: 1,
      fechaInicio: '2025-03-10',
      periodo: 2023,
      observaciones: 'x'.repeat(1001),
    });
    expect(larga.statusCode).toBe(400);
    expect(larga.json().errors.Observaciones).toEqual([
      'Las observaciones no pueden superar 1000 caracteres',
    ]);
    const sinTipo = await crear(token, { diasSolicitados: 1, fechaInicio: '2025-03-10', periodo: 2023 });
    expect(sinTipo.json().errors.TipoVacaciones).toEqual(['Debe seleccionar un tipo de vacaciones']);
  });

  it('calcula la fecha de fin en el servidor aunque el cliente envíe otra', async () => {
    const { token } = await empleado('2023-06-01');
    t.reloj.fijar('2025-03-01');
    const r = await crear(token, {
      tipoVacaciones: 'bloque',
      diasSolicitados: 15,
      fechaInicio: '2025-03-24',
      fechaFin: '2025-03-25',
      periodo: 2023,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().fechaFin).toBe('2025-04-07');
  });

  it('el registro de auditoría de una solicitud nueva nombra su id, en el mensaje y en registroId', async () => {
    const { u, token } = await empleado('2023-06-01');
    t.reloj.fijar('2025-03-01');
    const r = await crear(token, {
      tipoVacaciones: 'libres',
      diasSolicitados: 2,
      fechaInicio: '2025-03-24',
      periodo: 2023,
    });
    expect(r.statusCode).toBe(200);
    const id = r.json().id as number;
    const [guardada] = await t.base.db
      .select({ id: solicitudesVacaciones.id, usuarioId: solicitudesVacaciones.usuarioId })
      .from(solicitudesVacaciones)
      .where(eq(solicitudesVacaciones.id, id));
    expect(guardada).toEqual({ id, usuarioId: u.id });
    const registros = await t.base.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.tipoAccion, 'CREAR_SOLICITUD'), eq(auditoria.usuarioAfectadoId, u.id)));
    expect(registros).toHaveLength(1);
    expect(registros[0]).toMatchObject({
      mensajeCorto: `Solicitud #${id}: 2 día(s) libres desde 2025-03-24`,
      registroId: String(id),
      tablaAfectada: 'solicitudes_vacaciones',
      usuarioEjecutorId: u.id,
      datosNuevos: { diasSolicitados: 2, fechaFin: '2025-03-25', estado: 'Pendiente', periodo: 2023 },
    });
  });

  it('insertarYAuditar pone el id nuevo en cada lugar del mensaje y lo corta en 300 caracteres', async () => {
    const { u } = await empleado('2023-06-01');
    const id = await insertarYAuditar(
      t.base.db,
      repo.altaDeSolicitud(t.base.db, {
        usuarioId: u.id,
        tipoVacaciones: 'libres',
        diasSolicitados: 1,
        fechaInicio: '2025-05-05',
        fechaFin: '2025-05-05',
        periodo: 2023,
        estado: 'Pendiente',
        fechaSolicitud: new Date(),
      }),
      {
        modulo: 'SOLICITUDES_VACACIONES',
        tipoAccion: 'CREAR_SOLICITUD',
        severidad: 'INFO',
        mensajeCorto: (nuevoId) => `#${nuevoId} y otra vez #${nuevoId} ${'ñ'.repeat(400)}`,
        usuarioAfectadoId: u.id,
      },
    );
    const [registro] = await t.base.db
      .select({ mensajeCorto: auditoria.mensajeCorto, registroId: auditoria.registroId })
      .from(auditoria)
      .where(and(eq(auditoria.registroId, String(id)), eq(auditoria.usuarioAfectadoId, u.id)));
    const esperado = `#${id} y otra vez #${id} ${'ñ'.repeat(400)}`.slice(0, 300);
    expect(registro).toEqual({ mensajeCorto: esperado, registroId: String(id) });
  });

  it('20 solicitudes simultáneas nunca reservan más días de los que hay', async () => {
    const { token } = await empleado('2025-03-15');
    t.reloj.fijar('2026-03-15');
    const respuestas = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        crear(token, {
          tipoVacaciones: 'libres',
          diasSolicitados: 1,
          fechaInicio: `2026-04-${String(i + 1).padStart(2, '0')}`,
          periodo: 2025,
        }),
      ),
    );
    const codigos = respuestas.map((r) => r.statusCode);
    expect(codigos.filter((c) => c === 200)).toHaveLength(15);
    expect(codigos.filter((c) => c === 422)).toHaveLength(5);
    const [periodo2025] = await historial(token);
    expect(periodo2025).toMatchObject({ periodo: 2025, diasLibres: 0, pendientes: 15 });
  });
});

describe('mis solicitudes', () => {
  it('lista solo las propias, con filtros, orden permitido y paginación', async () => {
    const { token } = await empleado('2023-06-01');
    const otro = await empleado('2023-06-01');
    t.reloj.fijar('2025-03-01');
    for (const [dias, inicio] of [
      [1, '2025-03-10'],
      [2, '2025-03-17'],
      [3, '2025-03-24'],
    ] as const) {
      expect(
        (
          await crear(token, {
            tipoVacaciones: 'libres',
            diasSolicitados: dias,
            fechaInicio: inicio,
            periodo: 2023,
          })
        ).statusCode,
      ).toBe(200);
    }
    await crear(otro.token, {
      tipoVacaciones: 'libres',
      diasSolicitados: 1,
      fechaInicio: '2025-03-10',
      periodo: 2023,
    });

    const pagina = await t.app.inject({
      method: 'GET',
      url: '/api/solicitud-vacaciones/mis-solicitudes?pageNumber=1&pageSize=5&sortBy=diasSolicitados&isDescending=false',
      headers: conToken(token),
    });
    expect(pagina.statusCode).toBe(200);
    expect(pagina.json().total).toBe(3);
    expect(pagina.json().solicitudes.map((s: { diasSolicitados: number }) => s.diasSolicitados)).toEqual([
      1, 2, 3,
    ]);
    expect(pagina.json().solicitudes[0]).toMatchObject({
      estado: 'Pendiente',
      periodo: 2023,
      puedeCancelar: true,
      nombreAprobador: null,
    });

    const segunda = await t.app.inject({
      method: 'GET',
      url: '/api/solicitud-vacaciones/mis-solicitudes?pageNumber=2&pageSize=5',
      headers: conToken(token),
    });
    expect(segunda.json()).toEqual({ solicitudes: [], total: 3 });

    const filtrada = await t.app.inject({
      method: 'GET',
      url: '/api/solicitud-vacaciones/mis-solicitudes?estado=pendiente&tipoVacaciones=libres&periodo=2023&fechaInicio=2025-03-18&fechaFin=2025-03-30',
      headers: conToken(token),
    });
    expect(filtrada.json().total).toBe(2);

    for (const malo of [
      'sortBy=password',
      'pageSize=7',
      'pageNumber=0',
      'estado=borrada',
      'fechaInicio=2025-02-30',
    ]) {
      const r = await t.app.inject({
        method: 'GET',
        url: `/api/solicitud-vacaciones/mis-solicitudes?${malo}`,
        headers: conToken(token),
      });
      expect(r.statusCode, malo).toBe(400);
      expect(r.json().message).toBeTruthy();
    }
  });

  it('una consulta armada una vez por forma responde a cada dueño y a cada valor de filtro con lo suyo', async () => {
    t.reloj.fijar('2025-03-01');
    const ana = await empleado('2023-06-01');
    const beto = await empleado('2023-06-01');
    const crearDe = async (token: string, diasSolicitados: number, fechaInicio: string) =>
      expect(
        (await crear(token, { tipoVacaciones: 'libres', diasSolicitados, fechaInicio, periodo: 2023 }))
          .statusCode,
      ).toBe(200);
    await crearDe(ana.token, 1, '2025-03-10');
    await crearDe(ana.token, 2, '2025-03-17');
    await crearDe(beto.token, 3, '2025-03-24');
    const lista = async (token: string, filtros = '') => {
      const r = await t.app.inject({
        method: 'GET',
        url: `/api/solicitud-vacaciones/mis-solicitudes?sortBy=diasSolicitados&isDescending=false&pageSize=25${filtros}`,
        headers: conToken(token),
      });
      expect(r.statusCode).toBe(200);
      const cuerpo = r.json() as { solicitudes: { diasSolicitados: number }[]; total: number };
      return { dias: cuerpo.solicitudes.map((x) => x.diasSolicitados), total: cuerpo.total };
    };

    // The same shape (sort, page, no filter) for two owners: each gets their own rows, and the shape is built once.
    expect(await lista(ana.token)).toEqual({ dias: [1, 2], total: 2 });
    const formas = repo.formasDeMisSolicitudes(t.base.db);
    expect(await lista(beto.token)).toEqual({ dias: [3], total: 1 });
    expect(await lista(ana.token)).toEqual({ dias: [1, 2], total: 2 });
    expect(repo.formasDeMisSolicitudes(t.base.db)).toBe(formas);

    // One shape with a date filter, run with two different values.
    expect(await lista(ana.token, '&fechaInicio=2025-03-15')).toEqual({ dias: [2], total: 1 });
    expect(await lista(ana.token, '&fechaInicio=2025-03-01')).toEqual({ dias: [1, 2], total: 2 });
    expect(await lista(ana.token, '&fechaInicio=2025-03-20')).toEqual({ dias: [], total: 0 });
    expect(repo.formasDeMisSolicitudes(t.base.db)).toBe(formas + 1);
  });

  it('guarda como mucho FORMAS_POR_LISTA_MAX formas armadas, y la menos usada se vuelve a armar bien', async () => {
    t.reloj.fijar('2025-03-01');
    const { u, token } = await empleado('2023-06-01');
    const creada = await crear(token, {
      tipoVacaciones: 'libres',
      diasSolicitados: 4,
      fechaInicio: '2025-03-10',
      periodo: 2023,
    });
    const orden = { campo: 'fechaSolicitud', descendente: true } as const;
    for (let numero = 1; numero <= FORMAS_POR_LISTA_MAX + 5; numero++) {
      await repo.misSolicitudes(t.base.db, u.id, {}, orden, { numero, tamano: 10 });
    }
    expect(repo.formasDeMisSolicitudes(t.base.db)).toBe(FORMAS_POR_LISTA_MAX);
    // The first pages were dropped: asked again, they are built anew and still answer.
    const primera = await repo.misSolicitudes(t.base.db, u.id, {}, orden, { numero: 1, tamano: 10 });
    expect(primera.filas.map((f) => f.id)).toEqual([creada.json().id]);
    expect(primera.total).toBe(1);
    expect(repo.formasDeMisSolicitudes(t.base.db)).toBe(FORMAS_POR_LISTA_MAX);
  });
});

describe('acceso a solicitudes ajenas', () => {
  it('otro usuario no puede leer ni cancelar cambiando el id; el jefe y el jefe del jefe sí pueden leer', async () => {
    const gerente = await crearUsuario(t.base.db, { roles: ['Jefe'] });
    const jefe = await crearUsuario(t.base.db, { roles: ['Jefe'], jefeId: gerente.id });
    const duena = await crearUsuario(t.base.db, { fechaIngreso: '2023-06-01', jefeId: jefe.id });
    const intruso = await crearUsuario(t.base.db, { fechaIngreso: '2023-06-01', jefeId: jefe.id });
    const otroJefe = await crearUsuario(t.base.db, { roles: ['Jefe'] });
    const tokenDuena = await iniciarSesion(t.app, duena.email);
    t.reloj.fijar('2025-03-01');
    const creada = await crear(tokenDuena, {
      tipoVacaciones: 'libres',
      diasSolicitados: 2,
      fechaInicio: '2025-03-10',
      periodo: 2023,
      observaciones: 'Viaje a Cusco',
    });
    const id = creada.json().id as number;

    for (const quien of [intruso, otroJefe]) {
      const token = await iniciarSesion(t.app, quien.email);
      const leer = await t.app.inject({
        method: 'GET',
        url: `/api/solicitud-vacaciones/${id}`,
        headers: conToken(token),
      });
      expect(leer.statusCode).toBe(403);
      expect(leer.body).not.toContain('Cusco');
      expect((await cancelar(token, id)).statusCode).toBe(403);
      const lista = await t.app.inject({
        method: 'GET',
        url: '/api/solicitud-vacaciones/mis-solicitudes',
        headers: conToken(token),
      });
      expect(lista.json().solicitudes.map((s: { id: number }) => s.id)).not.toContain(id);
    }
    for (const quien of [jefe, gerente]) {
      const token = await iniciarSesion(t.app, quien.email);
      const leer = await t.app.inject({
        method: 'GET',
        url: `/api/solicitud-vacaciones/${id}`,
        headers: conToken(token),
      });
      expect(leer.statusCode).toBe(200);
      expect(leer.json()).toMatchObject({
        observaciones: 'Viaje a Cusco',
        emailSolicitante: duena.email,
        puedeCancelar: false,
      });
    }
    const propia = await t.app.inject({
      method: 'GET',
      url: `/api/solicitud-vacaciones/${id}`,
      headers: conToken(tokenDuena),
    });
    expect(propia.json()).toMatchObject({
      id,
      puedeCancelar: true,
      nombreJefeDirecto: `${jefe.nombres} Prueba Test`,
    });
    const noExiste = await t.app.inject({
      method: 'GET',
      url: '/api/solicitud-vacaciones/999999',
      headers: conToken(tokenDuena),
    });
    expect(noExiste.statusCode).toBe(404);
    const idRaro = await t.app.inject({
      method: 'GET',
      url: '/api/solicitud-vacaciones/abc',
      headers: conToken(tokenDuena),
    });
    expect(idRaro.statusCode).toBe(400);
  });
});

describe('cancelación', () => {
  it('exige motivo, responde 409 a la segunda cancelación y deja cancelar la pendiente propia el día de su inicio', async () => {
    const { token } = await empleado('2023-06-01');
    t.reloj.fijar('2025-03-01');
    const s = await crear(token, {
      tipoVacaciones: 'libres',
      diasSolicitados: 2,
      fechaInicio: '2025-03-10',
      periodo: 2023,
    });
    const id = s.json().id as number;
    const sinMotivo = await cancelar(token, id, '   ');
    expect(sinMotivo.statusCode).toBe(400);
    expect(sinMotivo.json().errors.MotivoCancelacion).toEqual(['El motivo de cancelación es obligatorio']);
    expect((await cancelar(token, id)).statusCode).toBe(200);
    const otra = await cancelar(token, id);
    expect(otra.statusCode).toBe(409);
    expect(otra.json().message).toMatch(/cancelada/);

    const hoyInicia = await crear(token, {
      tipoVacaciones: 'libres',
      diasSolicitados: 1,
      fechaInicio: '2025-03-20',
      periodo: 2023,
    });
    t.reloj.fijar('2025-03-20');
    const lista = await t.app.inject({
      method: 'GET',
      url: '/api/solicitud-vacaciones/mis-solicitudes',
      headers: conToken(token),
    });
    // The applicant can always withdraw their own pending request.
    expect(
      lista.json().solicitudes.find((x: { id: number }) => x.id === hoyInicia.json().id).puedeCancelar,
    ).toBe(true);
    expect((await cancelar(token, hoyInicia.json().id)).statusCode).toBe(200);
  });
});
