import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, crearUsuario, iniciarSesion, insertarAprobadas } from '../../../test/factories';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2024-04-10' });
});
afterAll(() => t.cerrar());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: conToken(token) });

describe('marcas de indemnización en historial y saldos del equipo (punto 5)', () => {
  it('TV-07 (b): un período vencido con 4 días gozados muestra indemnización posible en ambas vistas', async () => {
    t.reloj.fijar('2024-04-10');
    const jefe = await crearUsuario(t.base.db, { roles: ['Jefe'] });
    const u = await crearUsuario(t.base.db, { fechaIngreso: '2022-04-10', jefeId: jefe.id });
    await insertarAprobadas(t.base.db, u.id, [
      { periodo: 2022, tipo: 'libres', dias: 4, inicio: '2023-08-14' },
    ]);
    const propio = (await get(await iniciarSesion(t.app, u.email), '/api/historial-vacaciones')).json();
    expect(propio.historial[0]).toMatchObject({
      periodo: 2022,
      vencidas: 26,
      fechaLimiteGoce: '2024-03-15',
      riesgoIndemnizacion: 'INDEMNIZACION_POSIBLE',
      indemnizacionPosible: true,
      indemnizacionPosibleCas1419: true,
    });
    expect(propio.historial[1]).toMatchObject({ periodo: 2023, riesgoIndemnizacion: 'NINGUNO' });
    const equipo = await get(
      await iniciarSesion(t.app, jefe.email),
      `/api/historial-vacaciones/saldos-equipo?empleadoId=${u.id}`,
    );
    expect(equipo.json().saldos[0]).toMatchObject({
      periodo: 2022,
      diasVencidas: 26,
      fechaLimiteGoce: '2024-03-15',
      riesgoIndemnizacion: 'INDEMNIZACION_POSIBLE',
    });
  });

  it('los 30 días gozados por adelanto antes del aniversario no dan indemnización, en ninguna vista', async () => {
    t.reloj.fijar('2025-06-01');
    const jefe = await crearUsuario(t.base.db, { roles: ['Jefe'] });
    const u = await crearUsuario(t.base.db, { fechaIngreso: '2023-06-01', jefeId: jefe.id });
    await insertarAprobadas(t.base.db, u.id, [
      { periodo: 2023, tipo: 'bloque', dias: 15, inicio: '2024-04-01' },
      { periodo: 2023, tipo: 'libres', dias: 15, inicio: '2024-05-06' },
    ]);
    const propio = (await get(await iniciarSesion(t.app, u.email), '/api/historial-vacaciones')).json();
    expect(propio.historial[0]).toMatchObject({
      periodo: 2023,
      estado: 'VENCIDA',
      indemnizacionPosible: false,
      fechaLimiteGoce: null,
      riesgoIndemnizacion: 'NINGUNO',
    });
    const equipo = await get(
      await iniciarSesion(t.app, jefe.email),
      `/api/historial-vacaciones/saldos-equipo?empleadoId=${u.id}&periodo=2023`,
    );
    expect(equipo.json().saldos[0]).toMatchObject({ riesgoIndemnizacion: 'NINGUNO', fechaLimiteGoce: null });
  });
});

describe('truncas antes del primer mes (punto 7)', () => {
  it('con 15 días de servicio las truncas son 0 con la marca, en el historial y en el equipo', async () => {
    t.reloj.fijar('2025-06-15');
    const jefe = await crearUsuario(t.base.db, { roles: ['Jefe'] });
    const u = await crearUsuario(t.base.db, { fechaIngreso: '2025-06-01', jefeId: jefe.id });
    const propio = (await get(await iniciarSesion(t.app, u.email), '/api/historial-vacaciones')).json();
    expect(propio.historial).toEqual([
      expect.objectContaining({ periodo: 2025, truncas: 0, diasLibres: 1.25, truncasSinMesMinimo: true }),
    ]);
    const equipo = await get(
      await iniciarSesion(t.app, jefe.email),
      `/api/historial-vacaciones/saldos-equipo?empleadoId=${u.id}`,
    );
    expect(equipo.json().saldos[0]).toMatchObject({ diasTruncas: 0, truncasSinMesMinimo: true });
    // Service through 30 June completes the month that started on 1 June.
    t.reloj.fijar('2025-06-30');
    const alMes = (await get(await iniciarSesion(t.app, u.email), '/api/historial-vacaciones')).json();
    expect(alMes.historial[0]).toMatchObject({ truncas: 2.5, truncasSinMesMinimo: false });
  });
});

describe('totales del equipo (punto 8)', () => {
  it('suman los valores exactos y redondean una vez: tres truncas de 1/12 día dan 0,25, no 0,24', async () => {
    t.reloj.fijar('2026-03-15');
    const jefe = await crearUsuario(t.base.db, { roles: ['Jefe'] });
    for (let i = 0; i < 3; i++)
      await crearUsuario(t.base.db, { fechaIngreso: '2025-03-15', jefeId: jefe.id });
    const r = await get(
      await iniciarSesion(t.app, jefe.email),
      '/api/historial-vacaciones/saldos-equipo?periodo=2026',
    );
    const { saldos, estadisticas } = r.json();
    expect(saldos.map((s: { diasTruncas: number }) => s.diasTruncas)).toEqual([0.08, 0.08, 0.08]);
    expect(estadisticas).toMatchObject({
      totalEmpleados: 3,
      totalDiasTruncas: 0.25,
      totalDiasLibres: 0.25,
      totalDiasBloque: 0.25,
    });
  });
});
