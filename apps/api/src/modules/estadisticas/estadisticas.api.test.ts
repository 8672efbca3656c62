import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEstadisticas } from '@app/contract/estadisticas';
import { sumarDias } from '@app/contract/fechas';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { asegurarDepartamento, conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria, solicitudesVacaciones, usuarios } from '../../db/schema';

const HOY = '2025-06-15';

type Usuario = Awaited<ReturnType<typeof crearUsuario>>;
let t: AppDePrueba;
let admin: Usuario;
let jefe: Usuario;
let ana: Usuario;
let beto: Usuario;
let carla: Usuario;
let ventas: number;
let logistica: number;
let ajeno: number;
const tokens = new Map<number, string>();

async function token(u: Usuario) {
  if (!tokens.has(u.id)) tokens.set(u.id, await iniciarSesion(t.app, u.email));
  return tokens.get(u.id)!;
}

async function solicitud(
  u: Usuario,
  o: {
    estado: 'Pendiente' | 'Aprobada' | 'Rechazada' | 'Cancelada';
    inicio: string;
    dias: number;
    periodo: number;
    pedida: string;
    decidida?: string;
  },
) {
  await t.base.db.insert(solicitudesVacaciones).values({
    usuarioId: u.id,
    tipoVacaciones: 'libres',
    diasSolicitados: o.dias,
    fechaInicio: o.inicio,
    fechaFin: sumarDias(o.inicio, o.dias - 1),
    periodo: o.periodo,
    estado: o.estado,
    fechaSolicitud: new Date(o.pedida),
    fechaAprobacion: o.decidida ? new Date(o.decidida) : null,
    aprobadorId: o.decidida ? jefe.id : null,
  });
}

async function enDepartamento(u: Usuario, departamentoId: number) {
  await t.base.db.update(usuarios).set({ departamentoId }).where(eq(usuarios.id, u.id));
}

async function leer(u: Usuario, query: string) {
  const r = await t.app.inject({
    method: 'GET',
    url: `/api/reportes/estadisticas?${query}`,
    headers: conToken(await token(u)),
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as TEstadisticas;
}

/** The employee's own balance screen, added up: what the statistics must agree with. */
async function saldoPropio(u: Usuario) {
  const r = await t.app.inject({
    method: 'GET',
    url: '/api/historial-vacaciones',
    headers: conToken(await token(u)),
  });
  const filas = r.json().historial as { pendientes: number; vencidas: number; estado: string }[];
  return {
    pendientes: filas.reduce((s, f) => s + f.pendientes, 0),
    vencidas: filas.reduce((s, f) => s + f.vencidas, 0),
  };
}

beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: HOY });
  const db = t.base.db;
  ventas = await asegurarDepartamento(db, 'VEN', 'Ventas');
  logistica = await asegurarDepartamento(db, 'LOG', 'Logística');
  ajeno = await asegurarDepartamento(db, 'FIN', 'Finanzas');
  admin = await crearUsuario(db, { roles: ['Admin'], nombres: 'Rosa' });
  jefe = await crearUsuario(db, { roles: ['Jefe'], nombres: 'Jorge' });
  // Ana reports to Jorge; Beto reports to Ana (second level); Carla is in Ventas but outside the team.
  ana = await crearUsuario(db, { jefeId: jefe.id, nombres: 'Ana', fechaIngreso: '2023-08-01' });
  beto = await crearUsuario(db, { jefeId: ana.id, nombres: 'Beto', fechaIngreso: '2025-03-01' });
  carla = await crearUsuario(db, { nombres: 'Carla', fechaIngreso: '2020-01-15' });
  const dario = await crearUsuario(db, { nombres: 'Darío' });
  await enDepartamento(ana, ventas);
  await enDepartamento(carla, ventas);
  await enDepartamento(beto, logistica);
  await enDepartamento(dario, ajeno);

  // Ana: 30 Dec 2024 – 3 Jan 2025 (3 days in January 2025), requested on 31 Dec in Lima (01 Jan 03:00 UTC).
  await solicitud(ana, {
    estado: 'Aprobada',
    inicio: '2024-12-30',
    dias: 5,
    periodo: 2023,
    pedida: '2025-01-01T03:00:00Z',
    decidida: '2025-01-01T04:00:00Z',
  });
  // Ana: 30 Jan – 3 Feb (2 days in January, 3 in February), decided after 24 h.
  await solicitud(ana, {
    estado: 'Aprobada',
    inicio: '2025-01-30',
    dias: 5,
    periodo: 2023,
    pedida: '2025-01-10T12:00:00Z',
    decidida: '2025-01-11T12:00:00Z',
  });
  // Ana: pending since 5 June (10 days old).
  await solicitud(ana, {
    estado: 'Pendiente',
    inicio: '2025-07-20',
    dias: 2,
    periodo: 2023,
    pedida: '2025-06-05T15:00:00Z',
  });
  // Beto: 10 to 19 June, of which 10–15 are already taken; decided after 24 h.
  await solicitud(beto, {
    estado: 'Aprobada',
    inicio: '2025-06-10',
    dias: 10,
    periodo: 2025,
    pedida: '2025-05-20T12:00:00Z',
    decidida: '2025-05-21T12:00:00Z',
  });
  // Beto: rejected after 12 h.
  await solicitud(beto, {
    estado: 'Rechazada',
    inicio: '2025-09-01',
    dias: 3,
    periodo: 2025,
    pedida: '2025-05-01T12:00:00Z',
    decidida: '2025-05-02T00:00:00Z',
  });
  // Carla (outside the team): March, decided after 6 h.
  await solicitud(carla, {
    estado: 'Aprobada',
    inicio: '2025-03-01',
    dias: 7,
    periodo: 2024,
    pedida: '2025-02-20T12:00:00Z',
    decidida: '2025-02-20T18:00:00Z',
  });
});
afterAll(() => t.cerrar());

describe('GET /api/reportes/estadisticas', () => {
  it('un jefe ve solo su equipo en todos los niveles, con cada tarjeta y serie calculada', async () => {
    const e = await leer(jefe, 'anio=2025');
    expect(e.alcance).toBe('EQUIPO');
    expect(e.hoy).toBe(HOY);
    expect(e.tarjetas.personas).toBe(2);
    // Ana 3 + 2 (January) + 3 (February); Beto 6 (June, up to today).
    expect(e.tarjetas.diasGozados).toBe(14);
    // 24 h (Ana), 24 h and 12 h (Beto); Ana's December decision is of 2024 in Lima.
    expect(e.tarjetas.solicitudesDecididas).toBe(3);
    expect(e.tarjetas.horasPromedioAprobacion).toBe(20);
    expect(e.departamentos).toEqual([
      { id: logistica, nombre: 'Logística' },
      { id: ventas, nombre: 'Ventas' },
    ]);
    expect(e.diasGozadosPorMes[0]).toEqual({ mes: 1, dias: [0, 5], total: 5 });
    expect(e.diasGozadosPorMes[1]).toEqual({ mes: 2, dias: [0, 3], total: 3 });
    expect(e.diasGozadosPorMes[5]).toEqual({ mes: 6, dias: [6, 0], total: 6 });
    expect(e.diasGozadosPorMes[11]!.total).toBe(0);
    // By the month requested in Lima: Ana's request of 31 Dec 2024 is not in 2025.
    const estados = e.solicitudesPorEstadoPorMes;
    expect(estados[0]!.porEstado).toEqual({ Pendiente: 0, Aprobada: 1, Rechazada: 0, Cancelada: 0 });
    expect(estados[4]!.porEstado).toEqual({ Pendiente: 0, Aprobada: 1, Rechazada: 1, Cancelada: 0 });
    expect(estados[5]!.porEstado.Pendiente).toBe(1);
    expect(estados.reduce((s, m) => s + m.total, 0)).toBe(4);
    expect(e.antiguedadPendientes.map((a) => a.solicitudes)).toEqual([0, 0, 1, 0, 0]);
    expect(e.opcionesDepartamento.map((d) => d.nombre)).toEqual(['Logística', 'Ventas']);
  });

  it('los saldos del jefe son los de la pantalla de cada empleado y el riesgo es el del radar', async () => {
    const e = await leer(jefe, 'anio=2025');
    const [a, b] = [await saldoPropio(ana), await saldoPropio(beto)];
    expect(e.tarjetas.diasPendientes).toBeCloseTo(a.pendientes + b.pendientes, 2);
    expect(e.tarjetas.diasVencidos).toBeCloseTo(a.vencidas + b.vencidas, 2);
    // Ana's period 2023 closes on 31 Jul 2025 (46 days: level 60) with 18 days left (30 − 5 − 5 − 2).
    expect(a.pendientes).toBe(18);
    expect(e.tarjetas.personasEnRiesgo).toBe(1);
    const porDepto = new Map(e.vencidosRiesgoPorDepartamento.map((d) => [d.id, d]));
    expect(porDepto.get(ventas)).toMatchObject({ diasEnRiesgo: 18, personasEnRiesgo: 1, diasVencidos: 0 });
    expect(porDepto.get(logistica)).toMatchObject({ diasEnRiesgo: 0, personasEnRiesgo: 0 });
    const radar = await t.app.inject({
      method: 'GET',
      url: '/api/riesgo-vencimiento/mio',
      headers: conToken(await token(ana)),
    });
    expect(radar.statusCode).toBe(200);
    expect(radar.json().periodos).toMatchObject([{ periodo: 2023, nivel: '60', diasPendientes: 18 }]);
  });

  it('RR. HH. ve la empresa; con un departamento, solo la gente de ese departamento', async () => {
    const empresa = await leer(admin, 'anio=2025');
    const activos = await t.base.db
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(eq(usuarios.activo, true));
    expect(empresa.alcance).toBe('EMPRESA');
    expect(empresa.tarjetas.personas).toBe(activos.length);
    expect(empresa.tarjetas.diasGozados).toBe(14 + 7);
    expect(empresa.opcionesDepartamento.map((d) => d.nombre)).toEqual(
      expect.arrayContaining(['Finanzas', 'Logística', 'Ventas']),
    );

    const v = await leer(admin, `anio=2025&departamentoId=${ventas}`);
    const [a, c] = [await saldoPropio(ana), await saldoPropio(carla)];
    expect(v.tarjetas.personas).toBe(2);
    expect(v.tarjetas.diasGozados).toBe(8 + 7);
    expect(v.tarjetas.diasPendientes).toBeCloseTo(a.pendientes + c.pendientes, 2);
    expect(v.tarjetas.diasVencidos).toBeCloseTo(a.vencidas + c.vencidas, 2);
    expect(c.vencidas).toBeGreaterThan(0);
    // Ana at level 60, Carla with expired days.
    expect(v.tarjetas.personasEnRiesgo).toBe(2);
    // 24 h (Ana) and 6 h (Carla).
    expect(v.tarjetas.horasPromedioAprobacion).toBe(15);
    expect(v.departamentos).toEqual([{ id: ventas, nombre: 'Ventas' }]);
  });

  it('un jefe que filtra por un departamento sin gente de su equipo recibe cifras vacías, no las de otros', async () => {
    const e = await leer(jefe, `anio=2025&departamentoId=${ajeno}`);
    expect(e.tarjetas).toMatchObject({ personas: 0, diasGozados: 0, diasPendientes: 0, personasEnRiesgo: 0 });
    expect(e.tarjetas.horasPromedioAprobacion).toBeNull();
    expect(e.departamentos).toEqual([]);
    const b = await leer(jefe, `anio=2025&departamentoId=${logistica}`);
    expect(b.tarjetas.personas).toBe(1);
    expect(b.tarjetas.diasGozados).toBe(6);
  });

  it('un año futuro no tiene días gozados; uno pasado cuenta solo lo suyo', async () => {
    expect((await leer(admin, 'anio=2026')).tarjetas.diasGozados).toBe(0);
    const pasado = await leer(jefe, 'anio=2024');
    expect(pasado.tarjetas.diasGozados).toBe(2);
    expect(pasado.solicitudesPorEstadoPorMes[11]!.porEstado.Aprobada).toBe(1);
    expect(pasado.tarjetas.horasPromedioAprobacion).toBe(1);
  });

  it('rechaza un año fuera de rango o un gráfico desconocido con un mensaje en español', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/reportes/estadisticas?anio=1900',
      headers: conToken(await token(admin)),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toContain('El año debe ser un número entero entre 2000 y 2200');
    const g = await t.app.inject({
      method: 'GET',
      url: '/api/reportes/estadisticas/exportar/otro?anio=2025',
      headers: conToken(await token(admin)),
    });
    expect(g.statusCode).toBe(400);
    expect(g.json().message).toContain('Gráfico desconocido');
  });

  it('un empleado no ve estadísticas', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/reportes/estadisticas?anio=2025',
      headers: conToken(await token(ana)),
    });
    expect(r.statusCode).toBe(403);
  });
});

describe('GET /api/reportes/estadisticas/exportar/:grafico', () => {
  async function libro(u: Usuario, ruta: string) {
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/reportes/estadisticas/exportar/${ruta}`,
      headers: conToken(await token(u)),
    });
    expect(r.statusCode, r.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    return { r, hoja: wb.worksheets[0]! };
  }

  it('los días gozados del jefe: una fila por mes, una columna por departamento y el total', async () => {
    const { r, hoja } = await libro(jefe, 'dias-gozados?anio=2025');
    expect(r.headers['content-disposition']).toContain('estadisticas-dias-gozados-2025.xlsx');
    expect(r.headers['x-total-filas']).toBe('12');
    expect(hoja.name).toBe('Días gozados por mes');
    expect(hoja.getRow(1).getCell(1).value).toBe('Días gozados por mes');
    expect(hoja.getRow(2).getCell(1).value).toBe('Año 2025 · Mi equipo · Departamento: Todos');
    expect(hoja.getRow(3).values).toEqual([undefined, 'Mes', 'Logística', 'Ventas', 'Total']);
    expect(hoja.getRow(4).values).toEqual([undefined, 'Enero', 0, 5, 5]);
    expect(hoja.getRow(9).values).toEqual([undefined, 'Junio', 6, 0, 6]);
    expect(hoja.rowCount).toBe(3 + 12);
  });

  it('cada gráfico se descarga con su tabla y la exportación queda auditada con sus filtros', async () => {
    const { hoja: antiguedad } = await libro(
      admin,
      `antiguedad-pendientes?anio=2025&departamentoId=${ventas}`,
    );
    expect(antiguedad.getRow(2).getCell(1).value).toBe('Año 2025 · Toda la empresa · Departamento: Ventas');
    expect(antiguedad.getRow(3).values).toEqual([undefined, 'Antigüedad', 'Solicitudes pendientes']);
    expect(antiguedad.getRow(6).values).toEqual([undefined, 'De 8 a 14 días', 1]);
    const { hoja: estados } = await libro(jefe, 'solicitudes-estado?anio=2025');
    expect(estados.getRow(3).values).toEqual([
      undefined,
      'Mes',
      'Pendiente',
      'Aprobada',
      'Rechazada',
      'Cancelada',
      'Total',
    ]);
    expect(estados.getRow(8).values).toEqual([undefined, 'Mayo', 0, 1, 1, 0, 2]);
    const { hoja: riesgo } = await libro(jefe, 'vencidos-riesgo?anio=2025');
    expect(riesgo.getRow(5).values).toEqual([undefined, 'Ventas', 0, 18, 1]);

    const registros = await t.base.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.tipoAccion, 'EXPORTAR_ESTADISTICAS'));
    const deAdmin = registros.find((r) => r.usuarioEjecutorId === admin.id);
    expect(deAdmin).toMatchObject({ modulo: 'REPORTES', severidad: 'INFO' });
    expect(deAdmin!.datosNuevos).toEqual({
      grafico: 'antiguedad-pendientes',
      anio: 2025,
      departamentoId: ventas,
      alcance: 'EMPRESA',
    });
  });
});

describe('caché de las estadísticas', () => {
  it('una persona que cambia de departamento o una solicitud nueva se ven en la lectura siguiente', async () => {
    const antes = await leer(jefe, `anio=2025&departamentoId=${logistica}`);
    expect(antes.tarjetas.personas).toBe(1);
    // Moving people between departments does not move the data version: the reply must not be the cached one.
    await enDepartamento(ana, logistica);
    const movida = await leer(jefe, `anio=2025&departamentoId=${logistica}`);
    expect(movida.tarjetas.personas).toBe(2);
    expect(movida.tarjetas.diasGozados).toBe(14);
    await solicitud(beto, {
      estado: 'Pendiente',
      inicio: '2025-10-01',
      dias: 2,
      periodo: 2025,
      pedida: '2025-06-15T12:00:00Z',
    });
    const nueva = await leer(jefe, `anio=2025&departamentoId=${logistica}`);
    expect(nueva.antiguedadPendientes[0]!.solicitudes).toBe(1);
    await enDepartamento(ana, ventas);
  });
});
