// The consumption per employee, period and kind (consumo_solicitudes, migration 0004) that balances read instead of
// summing every request: kept by triggers; since 0021 recomputed on an update only where the update changed it, and
// since 0022 in PL/pgSQL, which keeps its plan.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ejecutor } from '../../db/client';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { crearUsuario } from '../../../test/factories';

let t: AppDePrueba;
let usuarioA: number;
let usuarioB: number;
beforeAll(async () => {
  t = await crearAppDePrueba();
  usuarioA = (await crearUsuario(t.base.db)).id;
  usuarioB = (await crearUsuario(t.base.db)).id;
});
afterAll(() => t?.cerrar());

async function filas<F>(consulta: SQL, e: Ejecutor = t.base.db): Promise<F[]> {
  return ((await e.execute(consulta)) as unknown as { rows: F[] }).rows;
}

/** What the table holds for the two employees, and what the requests say it should hold. */
async function consumoGuardadoYEsperado(e: Ejecutor) {
  const guardado = await filas(
    sql`
    select usuario_id, periodo, tipo_vacaciones, dias, primera_fecha::text as primera_fecha from consumo_solicitudes
     where usuario_id in (${usuarioA}, ${usuarioB}) order by 1, 2, 3`,
    e,
  );
  const esperado = await filas(
    sql`
    select usuario_id, periodo, tipo_vacaciones, sum(dias_solicitados)::int as dias,
           min(fecha_inicio)::text as primera_fecha
      from solicitudes_vacaciones
     where usuario_id in (${usuarioA}, ${usuarioB}) and estado in ('Pendiente', 'Aprobada')
     group by 1, 2, 3 order by 1, 2, 3`,
    e,
  );
  return { guardado, esperado };
}

const insertar = (usuario: number, periodo: number, dias: number, inicio: string, e: Ejecutor = t.base.db) =>
  filas<{ id: number }>(
    sql`
    insert into solicitudes_vacaciones
      (usuario_id, tipo_vacaciones, dias_solicitados, fecha_inicio, fecha_fin, periodo, estado, fecha_solicitud)
    values (${usuario}, 'libres', ${dias}, ${inicio}, ${inicio}, ${periodo}, 'Pendiente', now())
    returning id`,
    e,
  ).then((r) => r[0]!.id);

/** Every kind of change to the requests of `periodo`, checking the stored consumption after each one. */
async function cadaClaseDeCambio(periodo: number, e: Ejecutor) {
  const a1 = await insertar(usuarioA, periodo, 2, `${periodo + 1}-03-10`, e);
  const a2 = await insertar(usuarioA, periodo, 3, `${periodo + 1}-04-10`, e);
  const b1 = await insertar(usuarioB, periodo, 1, `${periodo + 1}-05-10`, e);
  const cambios: SQL[] = [
    sql`update solicitudes_vacaciones set estado = 'Aprobada' where id = ${a1}`,
    sql`update solicitudes_vacaciones set estado = 'Rechazada' where id = ${a2}`,
    sql`update solicitudes_vacaciones set estado = 'Pendiente' where id = ${a2}`,
    sql`update solicitudes_vacaciones set dias_solicitados = 4 where id = ${a1}`,
    sql`update solicitudes_vacaciones set fecha_inicio = ${`${periodo + 1}-02-01`} where id = ${a2}`,
    sql`update solicitudes_vacaciones set periodo = ${periodo + 1} where id = ${a2}`,
    sql`update solicitudes_vacaciones set tipo_vacaciones = 'bloque' where id = ${a1}`,
    sql`update solicitudes_vacaciones set usuario_id = ${usuarioA} where id = ${b1}`,
    sql`update solicitudes_vacaciones set estado = 'Cancelada' where id in (${a1}, ${b1})`,
    sql`update solicitudes_vacaciones set observaciones = 'sin efecto en los días' where id = ${a2}`,
    sql`delete from solicitudes_vacaciones where id = ${a2}`,
  ];
  for (const cambio of cambios) {
    await e.execute(cambio);
    const { guardado, esperado } = await consumoGuardadoYEsperado(e);
    expect(guardado).toEqual(esperado);
  }
}

describe('el consumo de días guardado', () => {
  it('sigue a las solicitudes en cada clase de cambio: estado, días, inicio, período, tipo, dueño y borrado', async () => {
    await cadaClaseDeCambio(2030, t.base.db);
  });

  it('sigue a las solicitudes también con el plan genérico, el que su cálculo usa tras cinco llamadas en una conexión', async () => {
    // PL/pgSQL keeps the recompute's plan for the connection (0022); forcing the generic plan from the first call
    // checks that plan, which a short test would otherwise never reach.
    await t.base.db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await cadaClaseDeCambio(2034, tx);
    });
  });

  it('se recalcula en PL/pgSQL, que guarda su plan, y no en SQL, que lo arma en cada solicitud creada', async () => {
    const [funcion] = await filas<{ lenguaje: string }>(sql`
      select l.lanname as lenguaje from pg_proc p join pg_language l on l.oid = p.prolang
       where p.proname = 'recalcular_consumo'`);
    expect(funcion).toEqual({ lenguaje: 'plpgsql' });
  });

  it('una aprobación no reescribe el consumo, que no cambia (no lo recalcula en cada decisión)', async () => {
    const id = await insertar(usuarioB, 2032, 2, '2033-03-10');
    const version = () =>
      filas<{ xmin: string }>(sql`
        select xmin::text as xmin from consumo_solicitudes
         where usuario_id = ${usuarioB} and periodo = 2032 and tipo_vacaciones = 'libres'`);
    const antes = await version();
    expect(antes).toHaveLength(1);
    await t.base.db.execute(sql`update solicitudes_vacaciones set estado = 'Aprobada' where id = ${id}`);
    expect(await version()).toEqual(antes);
    // Leaving the states that hold days does change it.
    await t.base.db.execute(sql`update solicitudes_vacaciones set estado = 'Cancelada' where id = ${id}`);
    expect(await version()).toEqual([]);
  });
});
