import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNull } from 'drizzle-orm';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, iniciarSesion } from '../../../test/factories';
import { usuarios } from '../../db/schema';
import { CONTRASENA_DEMO, cargarEmpresaDemo } from '../../db/semilla-demo';

const HOY = '2026-11-21';
let t: AppDePrueba;
let tokenGerente: string;
beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: HOY });
  await cargarEmpresaDemo(t.base.db, { hoy: HOY, nombreEmpresa: 'Empresa de Pruebas' });
  const [gerente] = await t.base.db.select().from(usuarios).where(isNull(usuarios.jefeId));
  tokenGerente = await iniciarSesion(t.app, gerente!.email, CONTRASENA_DEMO);
});
afterAll(() => t.cerrar());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: conToken(token) });

interface FilaSaldo {
  empleadoId: number;
  email: string;
  periodo: number;
  diasVencidas: number;
  diasPendientes: number;
  diasTruncas: number;
  diasLibres: number;
  diasBloque: number;
}

async function todasLasPaginas(
  query = '',
): Promise<{ filas: FilaSaldo[]; primera: Record<string, unknown> }> {
  const filas: FilaSaldo[] = [];
  let primera: Record<string, unknown> = {};
  for (let pagina = 1; ; pagina++) {
    const r = await get(
      tokenGerente,
      `/api/historial-vacaciones/saldos-equipo?incluirSubordinadosNivelN=true&pageSize=50&pageNumber=${pagina}${query}`,
    );
    expect(r.statusCode).toBe(200);
    if (pagina === 1) primera = r.json();
    filas.push(...r.json().saldos);
    if (r.json().saldos.length < 50) return { filas, primera };
  }
}

describe('saldos del equipo', () => {
  it('coinciden con el historial de cada empleado, en toda la empresa demo', async () => {
    const { filas, primera } = await todasLasPaginas();
    const empleados = new Map<string, FilaSaldo[]>();
    for (const f of filas) empleados.set(f.email, [...(empleados.get(f.email) ?? []), f]);
    expect(empleados.size).toBeGreaterThanOrEqual(55);
    expect(primera.total).toBe(filas.length);
    expect((primera.estadisticas as { totalEmpleados: number }).totalEmpleados).toBe(empleados.size);

    for (const [email, filasEmpleado] of empleados) {
      const token = await iniciarSesion(t.app, email, CONTRASENA_DEMO);
      const propio = (await get(token, '/api/historial-vacaciones')).json().historial as Record<
        string,
        number
      >[];
      const delEquipo = [...filasEmpleado].sort((a, b) => a.periodo - b.periodo);
      expect(
        delEquipo.map((f) => [
          f.periodo,
          f.diasVencidas,
          f.diasPendientes,
          f.diasTruncas,
          f.diasLibres,
          f.diasBloque,
        ]),
        email,
      ).toEqual(
        propio.map((p) => [p.periodo, p.vencidas, p.pendientes, p.truncas, p.diasLibres, p.diasBloque]),
      );
    }
  });

  it('suma las estadísticas sobre todo el conjunto filtrado, no sobre la página', async () => {
    const { filas, primera } = await todasLasPaginas('&periodo=2025');
    expect(filas.every((f) => f.periodo === 2025)).toBe(true);
    const esperado = filas.reduce((t, f) => t + Math.round(f.diasPendientes * 100), 0) / 100;
    expect((primera.estadisticas as { totalDiasPendientes: number }).totalDiasPendientes).toBe(esperado);
  });

  it('ordena por una columna numérica y rechaza claves de orden desconocidas', async () => {
    const r = await get(
      tokenGerente,
      '/api/historial-vacaciones/saldos-equipo?incluirSubordinadosNivelN=true&sortBy=vencidas&isDescending=true&pageSize=25',
    );
    const vencidas = r.json().saldos.map((s: FilaSaldo) => s.diasVencidas);
    expect(vencidas).toEqual([...vencidas].sort((a: number, b: number) => b - a));
    expect(
      (await get(tokenGerente, '/api/historial-vacaciones/saldos-equipo?sortBy=hash_contrasena')).statusCode,
    ).toBe(400);
    expect((await get(tokenGerente, '/api/historial-vacaciones/saldos-equipo?pageSize=100')).statusCode).toBe(
      400,
    );
  });

  it('filtra por un empleado del equipo y rechaza uno ajeno con 403', async () => {
    const empleados = (
      await get(tokenGerente, '/api/historial-vacaciones/empleados-equipo?incluirSubordinadosNivelN=true')
    ).json().empleados;
    const alguien = empleados[3];
    const r = await get(
      tokenGerente,
      `/api/historial-vacaciones/saldos-equipo?incluirSubordinadosNivelN=true&empleadoId=${alguien.id}`,
    );
    expect(r.json().saldos.every((s: FilaSaldo) => s.empleadoId === alguien.id)).toBe(true);
    const tokenJefe = await iniciarSesion(t.app, 'jefe@descanso.pe', CONTRASENA_DEMO);
    const [gerente] = await t.base.db.select().from(usuarios).where(isNull(usuarios.jefeId));
    const ajeno = await get(tokenJefe, `/api/historial-vacaciones/saldos-equipo?empleadoId=${gerente!.id}`);
    expect(ajeno.statusCode).toBe(403);
  });
});
