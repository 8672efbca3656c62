// A change of the company's settings made through one API process is what the next
// read of another process answers, with no restart (both read the data version from the shared database).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BaseDeDatos } from '../../db/client';
import { CONTRASENA_PRUEBA, crearUsuario } from '../../../test/factories';
import { dosProcesosSobreBaseVacia, type DosProcesos } from '../../../test/dos-procesos';
import { pedir, type ServidorHijo } from '../../../test/servidor-hijo';

const SOLO_POSTGRES =
  'solo en PostgreSQL: PGlite es una base dentro de un único proceso y no admite dos servidores sobre ella';
const esPostgres = inject('motorPruebas') === 'postgres';

describe.skipIf(!esPostgres)('configuración de la empresa vista por dos procesos de la API', () => {
  let procesos: DosProcesos;
  let base: BaseDeDatos;
  /** The process that changes the settings, and the one that reads afterwards. */
  let cambia: ServidorHijo;
  let lee: ServidorHijo;

  beforeAll(async () => {
    // One after the other: the first migrates the empty database, the second finds it ready.
    procesos = await dosProcesosSobreBaseVacia({
      env: { APP_TODAY: '2025-10-15' },
      etiquetas: ['config-cambia', 'config-lee'],
      aLaVez: false,
    });
    ({ a: cambia, b: lee, base } = procesos);
  }, 120_000);
  afterAll(() => procesos?.cerrar());

  const entrar = async (servidor: ServidorHijo, email: string) => {
    const r = await pedir(servidor.url, 'POST', '/api/account/login', {
      cuerpo: { username: email, password: CONTRASENA_PRUEBA },
    });
    expect(r.status, JSON.stringify(r.cuerpo)).toBe(200);
    return r.cuerpo.token as string;
  };

  /** What each process answers is read through its own HTTP port: no shared memory between them. */
  const saldoEn = async (servidor: ServidorHijo, token: string, periodo: number) => {
    const r = await pedir<{ historial: { periodo: number; pendientes: number; diasLibres: number }[] }>(
      servidor.url,
      'GET',
      '/api/historial-vacaciones',
      { token },
    );
    expect(r.status).toBe(200);
    return r.cuerpo.historial.find((f) => f.periodo === periodo);
  };

  // A holiday case (PUT /api/feriados in one process, the date pickers' holidays read in the other) goes next to
  // this one, with the same two processes and helpers.
  it('el régimen MYPE puesto en un proceso se ve en el saldo que da el otro, sin reiniciar: 15 días por año', async () => {
    const admin = await crearUsuario(base.db, { roles: ['Admin'] });
    const jefe = await crearUsuario(base.db, { roles: ['Jefe'] });
    const empleado = await crearUsuario(base.db, { fechaIngreso: '2023-09-01', jefeId: jefe.id });
    const tokenAdmin = await entrar(cambia, admin.email);
    const tokenEmpleado = await entrar(lee, empleado.email);
    const tokenJefe = await entrar(lee, jefe.email);
    const equipoEn = async () =>
      (
        await pedir<{ saldos: { periodo: number; diasPendientes: number }[] }>(
          lee.url,
          'GET',
          '/api/historial-vacaciones/saldos-equipo?pageNumber=1&pageSize=10',
          { token: tokenJefe },
        )
      ).cuerpo.saldos.find((s) => s.periodo === 2024);

    // Read first in the reading process: its team-balance cache holds the GENERAL figures.
    expect(await saldoEn(lee, tokenEmpleado, 2024)).toMatchObject({ pendientes: 30, diasLibres: 15 });
    expect(await equipoEn()).toMatchObject({ diasPendientes: 30 });

    const cambio = await pedir(cambia.url, 'PUT', '/api/configuracion-empresa', {
      token: tokenAdmin,
      cuerpo: { regimen: 'MYPE' },
    });
    expect(cambio.status, JSON.stringify(cambio.cuerpo)).toBe(200);

    expect(await saldoEn(lee, tokenEmpleado, 2024)).toMatchObject({ pendientes: 15, diasLibres: 0 });
    expect(await equipoEn()).toMatchObject({ diasPendientes: 15 });

    // And back, this time changed where it is read.
    const vuelta = await pedir(lee.url, 'PUT', '/api/configuracion-empresa', {
      token: await entrar(lee, admin.email),
      cuerpo: { regimen: 'GENERAL', permitirAdelanto: true },
    });
    expect(vuelta.status).toBe(200);
    expect(await saldoEn(cambia, await entrar(cambia, empleado.email), 2024)).toMatchObject({
      pendientes: 30,
    });
  });
});

describe.skipIf(esPostgres)('configuración de la empresa vista por dos procesos de la API', () => {
  it.skip(SOLO_POSTGRES, () => {});
});
