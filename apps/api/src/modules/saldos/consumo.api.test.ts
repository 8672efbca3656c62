// The consumption per employee, period and kind (consumo_solicitudes, migration 0004) that balances read instead of
// summing every request: kept by triggers, and since 0021 recomputed on an update only where the update changed it.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function filas<F>(consulta: SQL): Promise<F[]> {
  return ((await t.base.db.execute(consulta)) as unknown as { rows: F[] }).rows;
}

/** What the table holds for the two employees, and what the requests say it should hold. */
async function consumoGuardadoYEsperado() {
  const guardado = await filas(sql`
    select usuario_id, periodo, tipo_vacaciones, dias, primera_fecha::text as primera_fecha from consumo_solicitudes
     where usuario_id in (${usuarioA}, ${usuarioB}) order by 1, 2, 3`);
  const esperado = await filas(sql`
    select usuario_id, periodo, tipo_vacaciones, sum(dias_solicitados)::int as dias,
           min(fecha_inicio)::text as primera_fecha
      from solicitudes_vacaciones
     where usuario_id in (${usuarioA}, ${usuarioB}) and estado in ('Pendiente', 'Aprobada')
     group by 1, 2, 3 order by 1, 2, 3`);
  return { guardado, esperado };
}

const insertar = (usuario: number, periodo: number, dias: number, inicio: string, estado = 'Pendiente') =>
  filas<{ id: number }>(sql`
    insert into solicitudes_vacaciones
      (usuario_id, tipo_vacaciones, dias_solicitados, fecha_inicio, fecha_fin, periodo, estado, fecha_solicitud)
    values (${usuario}, 'libres', ${dias}, ${inicio}, ${inicio}, ${periodo}, ${estado}, now())
    returning id`).then((r) => r[0]!.id);

describe('el consumo de días guardado', () => {
  it('sigue a las solicitudes en cada clase de cambio: estado, días, inicio, período, tipo y dueño', async () => {
    const a1 = await insertar(usuarioA, 2030, 2, '2031-03-10');
    const a2 = await insertar(usuarioA, 2030, 3, '2031-04-10');
    const b1 = await insertar(usuarioB, 2030, 1, '2031-05-10');
    const cambios: SQL[] = [
      sql`update solicitudes_vacaciones set estado = 'Aprobada' where id = ${a1}`,
      sql`update solicitudes_vacaciones set estado = 'Rechazada' where id = ${a2}`,
      sql`update solicitudes_vacaciones set estado = 'Pendiente' where id = ${a2}`,
      sql`update solicitudes_vacaciones set dias_solicitados = 4 where id = ${a1}`,
      sql`update solicitudes_vacaciones set fecha_inicio = '2031-02-01' where id = ${a2}`,
      sql`update solicitudes_vacaciones set periodo = 2031 where id = ${a2}`,
      sql`update solicitudes_vacaciones set tipo_vacaciones = 'bloque' where id = ${a1}`,
      sql`update solicitudes_vacaciones set usuario_id = ${usuarioA} where id = ${b1}`,
      sql`update solicitudes_vacaciones set estado = 'Cancelada' where id in (${a1}, ${b1})`,
      sql`update solicitudes_vacaciones set observaciones = 'sin efecto en los días' where id = ${a2}`,
    ];
    for (const cambio of cambios) {
      await t.base.db.execute(cambio);
      const { guardado, esperado } = await consumoGuardadoYEsperado();
      expect(guardado).toEqual(esperado);
    }
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
