// Holidays with two API processes on one PostgreSQL database ("must be shown" 3): they preload the national
// holidays together on an empty database exactly once, and a holiday HR changes through one process is what the
// date pickers read through the other on the very next request, without a restart.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BaseDeDatos } from '../../db/client';
import { registrarSecreto } from '../../../test/registro-de-pruebas';
import { dosProcesosSobreBaseVacia, type DosProcesos } from '../../../test/dos-procesos';
import { pedir, type ServidorHijo } from '../../../test/servidor-hijo';
import { CONTRASENA_PRUEBA, crearUsuario } from '../../../test/factories';
import { feriadosNacionales } from './feriados-nacionales';

const ADMIN = { email: 'admin.feriados@prueba.pe', contrasena: 'FeriadosDos#2026' };
registrarSecreto(ADMIN.contrasena);

describe.skipIf(inject('motorPruebas') !== 'postgres')(
  'feriados con dos procesos sobre la misma base',
  () => {
    let procesos: DosProcesos;
    let base: BaseDeDatos;
    let a: ServidorHijo;
    let b: ServidorHijo;

    beforeAll(async () => {
      procesos = await dosProcesosSobreBaseVacia({
        env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.contrasena, APP_TODAY: '2026-03-10' },
        etiquetas: ['feriados-a', 'feriados-b'],
        aLaVez: true,
      });
      ({ a, b, base } = procesos);
    }, 120_000);
    afterAll(() => procesos?.cerrar());

    const filas = async <T>(consulta: ReturnType<typeof sql>) =>
      ((await base.db.execute(consulta)) as unknown as { rows: T[] }).rows;

    it('al arrancar juntos cargan una vez los feriados nacionales del año de negocio y de los dos siguientes', async () => {
      const anios = await filas<{ anio: number }>(sql`select anio from feriados_precargados order by anio`);
      expect(anios.map((f) => f.anio)).toEqual([2026, 2027, 2028]);
      const porAnio = await filas<{ anio: number; n: number }>(
        sql`select extract(year from fecha)::int as anio, count(*)::int as n from feriados
          where origen = 'NACIONAL' group by 1 order by 1`,
      );
      const esperados = await Promise.all(
        [2026, 2027, 2028].map(async (anio) => ({ anio, n: (await feriadosNacionales(anio)).length })),
      );
      expect(porAnio).toEqual(esperados);
    });

    it('un feriado añadido, renombrado o quitado en un proceso se lee en el otro en la siguiente petición', async () => {
      const empleado = await crearUsuario(base.db);
      const entrar = async (url: string, email: string, password: string) =>
        (await pedir(url, 'POST', '/api/account/login', { cuerpo: { username: email, password } })).cuerpo
          .token as string;
      const tokenAdmin = await entrar(a.url, ADMIN.email, ADMIN.contrasena);
      const tokenEmpleado = await entrar(b.url, empleado.email, CONTRASENA_PRUEBA);
      const leerEnB = async () =>
        (
          await pedir(b.url, 'GET', '/api/feriados?desde=2026-09-01&hasta=2026-09-30', {
            token: tokenEmpleado,
          })
        ).cuerpo.feriados as { id: number; nombre: string }[];

      // B reads (and caches) September first.
      expect(await leerEnB()).toEqual([]);
      const creado = await pedir(a.url, 'POST', '/api/feriados', {
        token: tokenAdmin,
        cuerpo: { fecha: '2026-09-15', nombre: 'Aniversario de la empresa' },
      });
      expect(creado.status, JSON.stringify(creado.cuerpo)).toBe(200);
      expect((await leerEnB()).map((f) => f.nombre)).toEqual(['Aniversario de la empresa']);

      const id = creado.cuerpo.id as number;
      const renombrado = await pedir(a.url, 'PUT', `/api/feriados/${id}`, {
        token: tokenAdmin,
        cuerpo: { fecha: '2026-09-15', nombre: 'Aniversario' },
      });
      expect(renombrado.status).toBe(200);
      expect((await leerEnB()).map((f) => f.nombre)).toEqual(['Aniversario']);

      expect((await pedir(a.url, 'DELETE', `/api/feriados/${id}`, { token: tokenAdmin })).status).toBe(200);
      expect(await leerEnB()).toEqual([]);
    });
  },
);
