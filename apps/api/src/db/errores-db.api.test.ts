// Real errors of the engine under test (PGlite or PostgreSQL, DESCANSO_TEST_DB): as Drizzle throws them (the driver
// error in `cause`), as the driver raises them, and wrapped once more by a caller.
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearAppDePrueba, type AppDePrueba } from '../../test/build-test-app';
import { crearUsuario } from '../../test/factories';
import {
  errorDelMotor,
  esErrorDeConexion,
  esViolacionCheck,
  esViolacionForanea,
  esViolacionUnica,
  indiceUnicoViolado,
} from './errores-db';
import { configuracionEmpresa, solicitudesVacaciones, usuarioRoles } from './schema';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba();
});
afterAll(() => t.cerrar());

/** The error `trabajo` fails with (the test fails if it does not). */
async function falla(trabajo: () => Promise<unknown>): Promise<unknown> {
  try {
    await trabajo();
  } catch (error) {
    return error;
  }
  throw new Error('se esperaba que la operación fallara');
}

/** The same failure in the three shapes a caller can meet it. */
const formas = (error: unknown) => ({
  drizzle: error,
  motor: (error as { cause?: unknown }).cause,
  envuelto: new Error('falló el alta', { cause: error }),
});

describe('errores de la base de datos, leídos igual en ambos motores', () => {
  it('un correo repetido es una violación del índice único usuarios_email_uq, y no de otro', async () => {
    const u = await crearUsuario(t.base.db);
    const error = await falla(() => crearUsuario(t.base.db, { email: u.email.toUpperCase() }));
    for (const [forma, e] of Object.entries(formas(error))) {
      expect(esViolacionUnica(e), forma).toBe(true);
      expect(esViolacionUnica(e, 'usuarios_email_uq'), forma).toBe(true);
      expect(esViolacionUnica(e, 'usuarios_dni_uq'), forma).toBe(false);
      expect(indiceUnicoViolado(e), forma).toBe('usuarios_email_uq');
      expect(esViolacionForanea(e), forma).toBe(false);
      expect(esErrorDeConexion(e), forma).toBe(false);
    }
    expect(errorDelMotor(error)?.code).toBe('23505');
  });

  it('un DNI repetido nombra usuarios_dni_uq', async () => {
    const u = await crearUsuario(t.base.db);
    const error = await falla(() => crearUsuario(t.base.db, { dni: u.dni }));
    expect(indiceUnicoViolado(error)).toBe('usuarios_dni_uq');
    expect(esViolacionUnica(error, 'usuarios_email_uq')).toBe(false);
  });

  it('un rol inexistente es una violación de clave foránea, no de unicidad', async () => {
    const u = await crearUsuario(t.base.db, { roles: [] });
    const error = await falla(() =>
      t.base.db.insert(usuarioRoles).values({ usuarioId: u.id, rolId: 999_999 }),
    );
    for (const [forma, e] of Object.entries(formas(error))) {
      expect(esViolacionForanea(e), forma).toBe(true);
      expect(esViolacionUnica(e), forma).toBe(false);
      expect(indiceUnicoViolado(e), forma).toBeUndefined();
    }
  });

  it('un estado o un tipo fuera de la lista del contrato lo rechaza su CHECK (migración 0008)', async () => {
    const u = await crearUsuario(t.base.db);
    const fila = {
      usuarioId: u.id,
      tipoVacaciones: 'libres' as const,
      diasSolicitados: 2,
      fechaInicio: '2025-03-03',
      fechaFin: '2025-03-04',
      periodo: 2024,
      estado: 'Pendiente' as const,
    };
    // The masculine form the spec accepts as a filter is not a stored status.
    const estado = await falla(() =>
      t.base.db.execute(
        sql`insert into solicitudes_vacaciones (usuario_id, tipo_vacaciones, dias_solicitados, fecha_inicio, fecha_fin, periodo, estado)
            values (${u.id}, 'libres', 2, '2025-03-03', '2025-03-04', 2024, 'Aprobado')`,
      ),
    );
    expect(esViolacionCheck(estado, 'solicitudes_vacaciones_estado_ck')).toBe(true);
    expect(esViolacionCheck(estado, 'solicitudes_vacaciones_tipo_vacaciones_ck')).toBe(false);
    const tipo = await falla(() =>
      t.base.db.execute(
        sql`insert into solicitudes_vacaciones (usuario_id, tipo_vacaciones, dias_solicitados, fecha_inicio, fecha_fin, periodo, estado)
            values (${u.id}, 'LIBRE', 2, '2025-03-03', '2025-03-04', 2024, 'Pendiente')`,
      ),
    );
    expect(esViolacionCheck(tipo, 'solicitudes_vacaciones_tipo_vacaciones_ck')).toBe(true);
    const orden = await falla(() =>
      t.base.db.execute(sql`update configuracion_empresa set orden_imputacion = 'LIFO'`),
    );
    expect(esViolacionCheck(orden, 'configuracion_empresa_orden_imputacion_ck')).toBe(true);
    // The values of the contract pass.
    await t.base.db.insert(solicitudesVacaciones).values(fila);
    await t.base.db.update(configuracionEmpresa).set({ ordenImputacion: 'EXPIRY_FIRST' });
    const [guardado] = await t.base.db
      .select({ tipo: solicitudesVacaciones.tipoVacaciones })
      .from(solicitudesVacaciones)
      .where(eq(solicitudesVacaciones.usuarioId, u.id));
    expect(guardado?.tipo).toBe('libres');
    await t.base.db.update(configuracionEmpresa).set({ ordenImputacion: 'FIFO' });
  });

  it('en el código, una columna tipada no acepta un valor fuera del contrato', () => {
    const fila: typeof solicitudesVacaciones.$inferInsert = {
      usuarioId: 1,
      // @ts-expect-error: 'LIBRE' is not one of the contract's kinds of request (the engine uses 'libres').
      tipoVacaciones: 'LIBRE',
      diasSolicitados: 1,
      fechaInicio: '2025-03-03',
      fechaFin: '2025-03-03',
      periodo: 2024,
      estado: 'Pendiente',
    };
    expect(fila.estado).toBe('Pendiente');
  });

  it('lo que no viene de la base no se confunde con un error de la base', () => {
    for (const e of [new Error('23505'), 'x', undefined, null, { code: 23505 }]) {
      expect(esViolacionUnica(e)).toBe(false);
      expect(indiceUnicoViolado(e)).toBeUndefined();
      expect(esErrorDeConexion(e)).toBe(false);
    }
  });

  it('una base inalcanzable es un error de conexión (node-postgres)', async () => {
    // Port 1 on loopback: nothing listens there, the connection is refused at once.
    const cliente = new pg.Client({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 2000 });
    const error = await falla(() => cliente.connect());
    expect(esErrorDeConexion(error)).toBe(true);
    expect(esErrorDeConexion(new Error('consulta fallida', { cause: error }))).toBe(true);
    expect(esViolacionUnica(error)).toBe(false);
  });
});
