// Concurrent writers do not queue behind one another's whole transaction (migration 0018, ADR 049) nor behind one
// another's commit (0020, ADR 051). The data version (0001, 0017) moves once per committed transaction, at commit, in
// one of 32 fragments; the audit log's totals (0004) are split in fragments too.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { crearAppDePrueba, type AppDePrueba } from '../build-test-app';
import { registrarAuditoria } from '../../src/db/registro-auditoria';
import { totalDesdeTotales } from '../../src/modules/auditoria/auditoria.repository';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba();
});
afterAll(() => t?.cerrar());

const LEER_VERSION = sql`select sum(version)::text as version from version_datos`;
/** The version as `ejecutor` sees it (the node-postgres and PGlite drivers both return `rows`). */
async function versionEn(ejecutor: Pick<AppDePrueba['base']['db'], 'execute'>) {
  const r = (await ejecutor.execute(LEER_VERSION)) as unknown as { rows: { version: string }[] };
  return Number(r.rows[0]!.version);
}
const version = () => versionEn(t.base.db);

/** The fragment (of the data version and of the audit totals) that `tx`'s transaction writes. */
const fragmentoDe = async (tx: Pick<AppDePrueba['base']['db'], 'execute'>) => {
  const r = (await tx.execute(sql`select (txid_current() % 32)::int as f`)) as unknown as {
    rows: { f: number }[];
  };
  return r.rows[0]!.f;
};

type Tx = Parameters<Parameters<AppDePrueba['base']['db']['transaction']>[0]>[0];

/**
 * A transaction that writes with `escribir` and stays open, holding what it locked, until `soltar` is called;
 * `fragmento` is the one its transaction writes.
 */
async function transaccionAbierta(escribir: (tx: Tx) => Promise<unknown>) {
  let soltar!: () => void;
  const suelta = new Promise<void>((r) => (soltar = r));
  let avisar!: (f: number) => void;
  const fragmento = new Promise<number>((r) => (avisar = r));
  const larga = t.base.db.transaction(async (tx) => {
    await escribir(tx);
    avisar(await fragmentoDe(tx));
    await suelta;
  });
  return { fragmento: await fragmento, soltar, larga };
}

/**
 * Commits `escribir` in a transaction of a fragment other than `ocupado`, giving up on any lock after 2 s. Two
 * transactions share a fragment one time in 32: that case waits by design, so it is retried (`intento` tells the
 * attempt, for a write that must differ each time).
 */
async function confirmarEnOtroFragmento(
  ocupado: number,
  escribir: (tx: Tx, intento: number) => Promise<unknown>,
) {
  for (let intento = 0; ; intento++) {
    const escrito = await t.base.db.transaction(async (tx) => {
      if ((await fragmentoDe(tx)) === ocupado) return false;
      await tx.execute(sql`set local lock_timeout = '2s'`);
      await escribir(tx, intento);
      return true;
    });
    if (escrito) return;
    expect(intento).toBeLessThan(5);
  }
}

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

  it.skipIf(inject('motorPruebas') !== 'postgres')(
    'una transacción que ya subió la versión no hace esperar a otra que confirma (PostgreSQL)',
    async () => {
      const antes = await version();
      const abierta = await transaccionAbierta(async (tx) => {
        await tx.execute(feriado('2031-06-02'));
        // Runs the deferred bump now, as a commit would, and keeps its fragment locked until this one ends.
        await tx.execute(sql`set constraints all immediate`);
      });
      // With one version row (before 0020) every commit waited here for the other's.
      await confirmarEnOtroFragmento(abierta.fragmento, (tx, intento) =>
        tx.execute(feriado(`2031-06-${String(10 + intento)}`)),
      );
      expect(await version()).toBe(antes + 1);
      abierta.soltar();
      await abierta.larga;
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
      const abierta = await transaccionAbierta((tx) => registrarAuditoria(tx, evento('En curso')));
      await confirmarEnOtroFragmento(abierta.fragmento, (tx) =>
        registrarAuditoria(tx, evento('Confirmado antes')),
      );
      abierta.soltar();
      await abierta.larga;
      expect(await totalDesdeTotales(t.base.db, { modulo: 'CONFIGURACION', severidad: 'INFO' })).toBe(
        await contar(),
      );
    },
  );
});
