// A database made by an earlier release upgrades to the current schema with every row still readable
// through the API, and the same balances (ADR 044). One case per fixture in test/fixtures/actualizacion, the first
// one written by the first released schema (0000_inicial); scripts/fixture-actualizacion.ts adds one per release.
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { crearRelojAjustable } from '../lib/reloj';
import { contarFilas, ejecutarGuion, fixturesDeActualizacion, leerPorLaApi } from '../../test/actualizacion';
import { crearBaseVacia } from '../../test/base-vacia';
import { CARPETA_MIGRACIONES } from '../lib/rutas-paquete';
import { leerMigraciones } from './migraciones';
import { asegurarCatalogo } from './semilla-base';

const limpiar: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const f of limpiar.reverse()) await f();
});

const fixtures = fixturesDeActualizacion();
const ULTIMA = leerMigraciones(CARPETA_MIGRACIONES).at(-1)!.etiqueta;

describe('actualización desde bases de versiones anteriores', () => {
  it('hay un fixture del primer esquema publicado', () => {
    expect(fixtures.map((f) => f.etiqueta)).toContain('0000_inicial');
  });

  it.each(fixtures.map((f) => [f.etiqueta, f] as const))(
    'una base del esquema %s migra al actual y la API lee cada fila con los mismos saldos',
    async (etiqueta, { datos, esperado }) => {
      expect(esperado.esquema).toBe(etiqueta);
      const vacia = await crearBaseVacia(`act_${etiqueta.slice(0, 4)}`);
      limpiar.push(() => vacia.borrar());
      const base = await vacia.abrir();
      limpiar.push(() => base.cerrar());

      // The old release's database: its schema, then its data, exactly as the fixture recorded it.
      await base.migrar({ hasta: etiqueta });
      expect(await base.esquema()).toBe(etiqueta);
      await ejecutarGuion(base, datos);
      expect(await contarFilas(base)).toEqual(esperado.filas);

      // The upgrade, as a start of the current server does it: migrations, then the catalogue.
      await base.migrar();
      expect(await base.esquema()).toBe(ULTIMA);
      await asegurarCatalogo(base.db, 'Descanso');
      const despues = await contarFilas(base);
      for (const [tabla, n] of Object.entries(esperado.filas)) {
        expect(despues[tabla], `filas de ${tabla} tras actualizar`).toBeGreaterThanOrEqual(n);
      }

      const app = await buildApp({
        baseDeDatos: base,
        reloj: crearRelojAjustable(esperado.hoy),
        webDist: '/nonexistent',
        loginMaxPorMinuto: 100_000,
      });
      limpiar.push(() => app.close());
      await app.ready();
      const leido = await leerPorLaApi(app, base, esperado);
      // Every active user signs in and sees the balance recorded with the fixture, per period.
      expect(leido.usuarios.map((u) => u.email)).toEqual(esperado.usuarios.map((u) => u.email));
      for (const [i, u] of esperado.usuarios.entries()) {
        expect(leido.usuarios[i]!.historial, `saldo de ${u.email}`).toEqual(u.historial);
      }
      expect(leido.solicitudes).toEqual(esperado.solicitudes);
      expect(leido.auditoria).toEqual(esperado.auditoria);
    },
    120_000,
  );
});
