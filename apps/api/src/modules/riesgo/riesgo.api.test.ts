import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { ADVERTENCIA_INDEMNIZACION } from '@app/contract/riesgo';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, crearUsuario, iniciarSesion, insertarAprobadas } from '../../../test/factories';
import { correosSalientes, notificaciones } from '../../db/schema';
import { crearNotificador } from '../notificaciones/notificador.service';
import { crearSaldosService } from '../saldos/saldos.service';
import { crearRiesgoService } from './riesgo.service';

const APP_URL = 'https://descanso.prueba.pe';

let t: AppDePrueba;
/** The radar as a process runs it; a second instance stands for a second process on the same database. */
const radar = () =>
  crearRiesgoService({
    db: t.base.db,
    reloj: t.reloj,
    saldos: crearSaldosService({ db: t.base.db, reloj: t.reloj }),
    notificador: crearNotificador({ appUrl: APP_URL }),
  });

beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2024-03-10' });
});
afterAll(() => t.cerrar());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: conToken(token) });

const correosCon = (prefijo: string) =>
  t.base.db
    .select()
    .from(correosSalientes)
    .where(like(correosSalientes.clave, `${prefijo}%`));
const avisosCon = (prefijo: string) =>
  t.base.db
    .select()
    .from(notificaciones)
    .where(like(notificaciones.clave, `${prefijo}%`));

describe('radar de vencimiento', () => {
  let hr: Awaited<ReturnType<typeof crearUsuario>>;
  let jefe: Awaited<ReturnType<typeof crearUsuario>>;
  let ana: Awaited<ReturnType<typeof crearUsuario>>;
  let lejos: Awaited<ReturnType<typeof crearUsuario>>;

  beforeAll(async () => {
    t.reloj.fijar('2024-03-10');
    hr = await crearUsuario(t.base.db, { roles: ['Admin'], nombres: 'Rosa' });
    jefe = await crearUsuario(t.base.db, { roles: ['Jefe'], nombres: 'Jorge' });
    // TV-07: period 2022 ends its window on 2024-04-09, 30 days after 2024-03-10, with 26 days left.
    ana = await crearUsuario(t.base.db, { fechaIngreso: '2022-04-10', jefeId: jefe.id, nombres: 'Ana' });
    await insertarAprobadas(t.base.db, ana.id, [
      { periodo: 2022, tipo: 'libres', dias: 4, inicio: '2023-08-14' },
    ]);
    // Hired 2023-09-01: nothing acquired yet, never at risk in these dates.
    lejos = await crearUsuario(t.base.db, { fechaIngreso: '2023-09-01', jefeId: jefe.id, nombres: 'Luis' });
  });

  it('30 días antes: el aviso de la empleada y los resúmenes del jefe y de RR. HH., una vez', async () => {
    const r = await radar().ejecutarRadar();
    expect(r.semana).toBe('2024-W10');

    const alertas = await avisosCon(`RIESGO:${ana.id}:`);
    expect(alertas).toHaveLength(1);
    expect(alertas[0]).toMatchObject({
      clave: `RIESGO:${ana.id}:2022:30`,
      usuarioId: ana.id,
      tipo: 'RIESGO_VENCIMIENTO',
      enlace: '/dashboard',
      titulo: 'Sus vacaciones del período 2022 vencen el 09/04/2024',
    });
    expect(alertas[0]!.mensaje).toContain('26.00 días pendientes');
    expect(alertas[0]!.mensaje).toContain('a más tardar el 15/03/2024');
    const [correoAna] = await correosCon(`RIESGO:${ana.id}:`);
    expect(correoAna).toMatchObject({ para: ana.email, tipo: 'RIESGO_VENCIMIENTO', estado: 'PENDIENTE' });
    expect(correoAna!.texto).toContain(`${APP_URL}/dashboard`);
    expect(await avisosCon(`RIESGO:${lejos.id}:`)).toHaveLength(0);

    const equipo = await correosCon(`RIESGO_EQUIPO:${jefe.id}:`);
    expect(equipo).toHaveLength(1);
    expect(equipo[0]).toMatchObject({
      clave: `RIESGO_EQUIPO:${jefe.id}:2024-W10`,
      para: jefe.email,
      tipo: 'RESUMEN_RIESGO_EQUIPO',
    });
    expect(equipo[0]!.texto).toContain('Ana Prueba Test — período 2022: 26.00 días, vencen el 09/04/2024');
    expect(equipo[0]!.texto).toContain(`${APP_URL}/reporte-equipo/saldos-vacaciones`);
    expect(equipo[0]!.texto).not.toContain('Luis');
    // A digest is e-mail only: the bell already carries each employee's own alert.
    expect(await avisosCon('RIESGO_EQUIPO:')).toHaveLength(0);

    const empresa = await correosCon(`RIESGO_EMPRESA:${hr.id}:`);
    expect(empresa).toHaveLength(1);
    expect(empresa[0]).toMatchObject({
      clave: `RIESGO_EMPRESA:${hr.id}:2024-W10`,
      tipo: 'RESUMEN_RIESGO_EMPRESA',
    });
    expect(empresa[0]!.texto).toContain('Ana Prueba Test — período 2022');
    // The employee and the manager (no ADMIN-USUARIOS-MENU) get no company digest.
    expect(await correosCon(`RIESGO_EMPRESA:${jefe.id}:`)).toHaveLength(0);
    expect(await correosCon(`RIESGO_EMPRESA:${ana.id}:`)).toHaveLength(0);
  });

  it('otra ronda la misma semana no encola nada; la semana siguiente, un resumen más y ninguna alerta repetida', async () => {
    t.reloj.fijar('2024-03-10');
    expect(await radar().ejecutarRadar()).toMatchObject({
      alertas: 0,
      resumenesEquipo: 0,
      resumenesEmpresa: 0,
    });
    expect(await correosCon(`RIESGO_EQUIPO:${jefe.id}:`)).toHaveLength(1);
    expect(await correosCon(`RIESGO_EMPRESA:${hr.id}:`)).toHaveLength(1);
    expect(await correosCon(`RIESGO:${ana.id}:`)).toHaveLength(1);

    // Monday: ISO week 11.
    t.reloj.fijar('2024-03-11');
    await radar().ejecutarRadar();
    await radar().ejecutarRadar();
    expect((await correosCon(`RIESGO_EQUIPO:${jefe.id}:`)).map((c) => c.clave).sort()).toEqual([
      `RIESGO_EQUIPO:${jefe.id}:2024-W10`,
      `RIESGO_EQUIPO:${jefe.id}:2024-W11`,
    ]);
    expect(await correosCon(`RIESGO_EMPRESA:${hr.id}:`)).toHaveLength(2);
    // Same level (30) as last week: the employee's alert is not repeated.
    expect(await avisosCon(`RIESGO:${ana.id}:`)).toHaveLength(1);
  });

  it('dos procesos a la vez en la misma semana encolan cada resumen una sola vez', async () => {
    t.reloj.fijar('2024-03-18');
    const [a, b] = await Promise.all([radar().ejecutarRadar(), radar().ejecutarRadar()]);
    expect(a.semana).toBe('2024-W12');
    expect(b.semana).toBe('2024-W12');
    expect(
      await t.base.db
        .select()
        .from(correosSalientes)
        .where(eq(correosSalientes.clave, `RIESGO_EQUIPO:${jefe.id}:2024-W12`)),
    ).toHaveLength(1);
    expect(
      await t.base.db
        .select()
        .from(correosSalientes)
        .where(eq(correosSalientes.clave, `RIESGO_EMPRESA:${hr.id}:2024-W12`)),
    ).toHaveLength(1);
    expect(await avisosCon(`RIESGO:${ana.id}:`)).toHaveLength(1);
  });

  it('tras el vencimiento: alerta VENCIDO una vez y el dashboard muestra la advertencia de indemnización', async () => {
    t.reloj.fijar('2024-04-10');
    const token = await iniciarSesion(t.app, ana.email);
    const mio = await get(token, '/api/riesgo-vencimiento/mio');
    expect(mio.statusCode).toBe(200);
    expect(mio.json().periodos).toEqual([
      {
        periodo: 2022,
        fechaVencimiento: '2024-04-09',
        diasPendientes: 26,
        fechaLimiteInicio: '2024-03-15',
        diasRestantes: -1,
        nivel: 'VENCIDO',
        advertencia: ADVERTENCIA_INDEMNIZACION,
      },
    ]);
    await Promise.all([radar().ejecutarRadar(), radar().ejecutarRadar()]);
    const vencido = await avisosCon(`RIESGO:${ana.id}:2022:VENCIDO`);
    expect(vencido).toHaveLength(1);
    expect(vencido[0]!.mensaje).toContain(ADVERTENCIA_INDEMNIZACION);
    expect(
      await t.base.db
        .select()
        .from(correosSalientes)
        .where(
          and(
            eq(correosSalientes.clave, `RIESGO:${ana.id}:2022:VENCIDO`),
            eq(correosSalientes.para, ana.email),
          ),
        ),
    ).toHaveLength(1);
  });

  it('sin períodos en riesgo la lista está vacía', async () => {
    t.reloj.fijar('2024-04-10');
    const mio = await get(await iniciarSesion(t.app, lejos.email), '/api/riesgo-vencimiento/mio');
    expect(mio.json()).toEqual({ periodos: [] });
  });

  it('Saldos de Vacaciones: fecha de vencimiento y nivel por fila, y el filtro En riesgo', async () => {
    t.reloj.fijar('2024-03-10');
    const token = await iniciarSesion(t.app, jefe.email);
    const todos = (await get(token, '/api/historial-vacaciones/saldos-equipo?pageSize=50')).json();
    const deAna = todos.saldos.filter((s: { empleadoId: number }) => s.empleadoId === ana.id);
    expect(deAna.map((s: { periodo: number }) => s.periodo)).toEqual([2022, 2023]);
    expect(deAna[0]).toMatchObject({ periodo: 2022, fechaVencimiento: '2024-04-09', nivelRiesgo: '30' });
    expect(deAna[1]).toMatchObject({ periodo: 2023, fechaVencimiento: null, nivelRiesgo: null });

    const enRiesgo = (
      await get(token, '/api/historial-vacaciones/saldos-equipo?pageSize=50&enRiesgo=true')
    ).json();
    expect(enRiesgo.saldos.map((s: { id: string }) => s.id)).toEqual([`${ana.id}-2022`]);
    expect(enRiesgo.total).toBe(1);
    expect(enRiesgo.totalCompleto).toBe(todos.totalCompleto);
    expect(enRiesgo.estadisticas).toMatchObject({ totalEmpleados: 1, totalDiasPendientes: 26 });

    // Vencido rows stay "en riesgo" (the indemnity is owed, the rest must still be granted).
    t.reloj.fijar('2024-04-10');
    const tras = (await get(token, '/api/historial-vacaciones/saldos-equipo?enRiesgo=true')).json();
    expect(tras.saldos).toEqual([
      expect.objectContaining({ id: `${ana.id}-2022`, nivelRiesgo: 'VENCIDO', diasVencidas: 26 }),
    ]);
    const invalido = await get(token, '/api/historial-vacaciones/saldos-equipo?enRiesgo=quizas');
    expect(invalido.statusCode).toBe(400);
  });
});

describe('orden del radar y lectura por tramos', () => {
  it('el resumen del jefe va por urgencia y, a igual vencimiento, por nombre en orden español', async () => {
    t.reloj.fijar('2024-06-03');
    const jefe = await crearUsuario(t.base.db, { roles: ['Jefe'], nombres: 'Julia' });
    const equipo = { jefeId: jefe.id };
    // Hired 2022-07-20: period 2022 expires 2024-07-19, 46 days away (60). First by name, last by urgency.
    await crearUsuario(t.base.db, { ...equipo, nombres: 'Abel', fechaIngreso: '2022-07-20' });
    // Hired 2022-06-20: period 2022 expires 2024-06-19, 16 days away (30). 'Beto' before 'Álvaro' by code point.
    await crearUsuario(t.base.db, { ...equipo, nombres: 'Beto', fechaIngreso: '2022-06-20' });
    await crearUsuario(t.base.db, { ...equipo, nombres: 'Álvaro', fechaIngreso: '2022-06-20' });
    // Hired 2021-06-01: periods 2021 and 2022 already expired with every day pending. Last by name.
    await crearUsuario(t.base.db, { ...equipo, nombres: 'Zoila', fechaIngreso: '2021-06-01' });

    await radar().ejecutarRadar();

    const [resumen] = await correosCon(`RIESGO_EQUIPO:${jefe.id}:`);
    const lineas = [...resumen!.texto.matchAll(/(\S+) Prueba Test — período (\d+)/g)].map(
      ([, nombre, periodo]) => `${nombre} ${periodo}`,
    );
    expect(lineas).toEqual(['Zoila 2021', 'Zoila 2022', 'Álvaro 2022', 'Beto 2022', 'Abel 2022']);
  });

  it('los saldos de toda la empresa son los mismos leídos de a una persona por tramo', async () => {
    t.reloj.fijar('2024-06-03');
    const deUnaVez = await crearSaldosService({ db: t.base.db, reloj: t.reloj }).saldosDeActivos();
    const porTramos = await crearSaldosService({
      db: t.base.db,
      reloj: t.reloj,
      empleadosPorTramo: 1,
    }).saldosDeActivos();
    expect(porTramos).toEqual(deUnaVez);
    // Ana's approved days are in her balance: a slice that read someone else's consumption would not show them.
    const ana = deUnaVez.find((e) => e.nombreCompleto === 'Ana Prueba Test');
    expect(ana?.filas.find((f) => f.periodo === 2022)?.usadoLibre).toBe(4);
    expect(deUnaVez.length).toBeGreaterThan(5);
  });
});
