// Concurrent writers do not queue behind one another's whole transaction (migration 0018, ADR 049). The data version
// (0001, 0017) moves once per committed transaction, at commit; the audit log's totals (0004) are split in fragments.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { crearAppDePrueba, type AppDePrueba } from '../test/build-test-app';
import { registrarAuditoria } from './modules/auditoria/auditoria.service';
import { totalDesdeTotales } from './modules/auditoria/auditoria.repository';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba();
});
afterAll(() => t?.cerrar());

const LEER_VERSION = sql`select version::text as version from version_datos where id = 1`;
/** The version as `ejecutor` sees it (the node-postgres and PGlite drivers both return `rows`). */
async function versionEn(ejecutor: Pick<AppDePrueba['base']['db'], 'execute'>) {
  const r = (await ejecutor.execute(LEER_VERSION)) as unknown as { rows: { version: string }[] };
  return Number(r.rows[0]!.version);
}
const version = () => versionEn(t.base.db);

const feriado = (fecha: string) =>
  sql`insert into feriados (fecha, nombre, origen) values (${fecha}, ${`Feriado ${fecha}`}, 'EMPRESA')`;

describe('la versión de datos', () => {
  it('sube una vez por transacción confirmada, aunque cambie muchas filas de varias tablas', async () => {
    const antes = await version();
    await t.base.db.transaction(async (tx) => {
      await tx.execute(feriado('2031-01-02'));
      await tx.execute(feriado('2031-01-03'));
      await tx.execute(sql`update feriados set nombre = nombre || '.' where fecha >= '2031-01-01'`);
      await tx.execute(sql`update configuracion_empresa set nombre_empresa = nombre_empresa`);
    });
    expect(await version()).toBe(antes + 1);
  });

  it('no se mueve dentro de la transacción que cambia datos, sino al confirmarla', async () => {
    const antes = await version();
    const dentro = await t.base.db.transaction(async (tx) => {
      await tx.execute(feriado('2031-02-02'));
      return versionEn(tx);
    });
    expect(dentro).toBe(antes);
    expect(await version()).toBe(antes + 1);
  });

  it('no se mueve si la transacción se deshace', async () => {
    const antes = await version();
    await expect(
      t.base.db.transaction(async (tx) => {
        await tx.execute(feriado('2031-03-02'));
        throw new Error('deshacer');
      }),
    ).rejects.toThrow('deshacer');
    expect(await version()).toBe(antes);
  });

  it('sube con un cambio suelto, fuera de una transacción explícita', async () => {
    const antes = await version();
    await t.base.db.execute(feriado('2031-04-02'));
    await t.base.db.execute(sql`update roles set nombre = nombre where id = (select min(id) from roles)`);
    expect(await version()).toBe(antes + 2);
  });

  it('no sube por columnas que no cuentan (un inicio de sesión fallido)', async () => {
    const antes = await version();
    await t.base.db.execute(sql`update usuarios set intentos_fallidos = intentos_fallidos`);
    expect(await version()).toBe(antes);
  });

  it('sube con TRUNCATE, que no tiene disparador diferido', async () => {
    const antes = await version();
    await t.base.db.execute(sql`truncate feriados`);
    expect(await version()).toBe(antes + 1);
  });

  it.skipIf(inject('motorPruebas') !== 'postgres')(
    'un cambio en curso no hace esperar a otro que confirma antes (PostgreSQL)',
    async () => {
      let soltar!: () => void;
      const suelta = new Promise<void>((r) => (soltar = r));
      let dentro!: () => void;
      const yaCambio = new Promise<void>((r) => (dentro = r));
      const antes = await version();
      const larga = t.base.db.transaction(async (tx) => {
        await tx.execute(feriado('2031-05-02'));
        dentro();
        await suelta;
      });
      await yaCambio;
      // With the version moved at the first change (before 0018) this one waited on version_datos's row lock until
      // the other committed: the lock timeout turns that wait into an error.
      await t.base.db.transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '2s'`);
        await tx.execute(feriado('2031-05-03'));
      });
      expect(await version()).toBe(antes + 1);
      soltar();
      await larga;
      expect(await version()).toBe(antes + 2);
    },
  );
});

describe('los totales de la auditoría', () => {
  const evento = (mensaje: string) =>
    ({
      modulo: 'CONFIGURACION',
      tipoAccion: 'CREAR_FERIADO',
      severidad: 'INFO',
      mensajeCorto: mensaje,
    }) as const;
  const contar = async (soloInfo = true) => {
    const r = (await t.base.db.execute(
      sql`select count(*)::int as n from auditoria where modulo = 'CONFIGURACION' and (${!soloInfo} or severidad = 'INFO')`,
    )) as unknown as { rows: { n: number }[] };
    return r.rows[0]!.n;
  };

  it('suman exactamente lo registrado, aunque muchas transacciones escriban a la vez', async () => {
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.base.db.transaction(async (tx) => {
          await registrarAuditoria(tx, evento(`Registro ${i}`));
          if (i % 2 === 0) await registrarAuditoria(tx, evento(`Otro registro ${i}`));
        }),
      ),
    );
    expect(await totalDesdeTotales(t.base.db, { modulo: 'CONFIGURACION', severidad: 'INFO' })).toBe(
      await contar(),
    );
    expect(await totalDesdeTotales(t.base.db, { modulo: 'CONFIGURACION' })).toBe(await contar(false));
  });

  it.skipIf(inject('motorPruebas') !== 'postgres')(
    'un registro en curso no hace esperar a otro del mismo módulo y severidad (PostgreSQL)',
    async () => {
      let soltar!: () => void;
      const suelta = new Promise<void>((r) => (soltar = r));
      let fragmento!: (f: number) => void;
      const primero = new Promise<number>((r) => (fragmento = r));
      const fragmentoDe = async (tx: Pick<AppDePrueba['base']['db'], 'execute'>) => {
        const r = (await tx.execute(sql`select (txid_current() % 32)::int as f`)) as unknown as {
          rows: { f: number }[];
        };
        return r.rows[0]!.f;
      };
      const larga = t.base.db.transaction(async (tx) => {
        await registrarAuditoria(tx, evento('En curso'));
        fragmento(await fragmentoDe(tx));
        await suelta;
      });
      const suyo = await primero;
      // Two transactions share a fragment one time in 32: that case waits by design, so it is retried.
      for (let intento = 0; ; intento++) {
        const escrito = await t.base.db.transaction(async (tx) => {
          if ((await fragmentoDe(tx)) === suyo) return false;
          await tx.execute(sql`set local lock_timeout = '2s'`);
          await registrarAuditoria(tx, evento('Confirmado antes'));
          return true;
        });
        if (escrito) break;
        expect(intento).toBeLessThan(5);
      }
      soltar();
      await larga;
      expect(await totalDesdeTotales(t.base.db, { modulo: 'CONFIGURACION', severidad: 'INFO' })).toBe(
        await contar(),
      );
    },
  );
});
