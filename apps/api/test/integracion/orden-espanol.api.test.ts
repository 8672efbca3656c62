import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { crearAppDePrueba, type AppDePrueba } from '../build-test-app';
import { asegurarDepartamento, conToken, crearUsuario, iniciarSesion } from '../factories';
import { usuarios } from '../../src/db/schema';
import { claveOrdenNombre } from '../../src/domain/orden-nombres';

/**
 * Spanish name order in the three lists that sort by a person: users, team requests, team balances.
 * Created in this order on purpose: Nuñez and Núñez tie, and ties go by creation (then id).
 */
const NOMBRES = [
  'Zúñiga',
  'Úrsula',
  'Óscar',
  'Ñahui',
  'Ítalo',
  'Ángel',
  'Nuzco',
  'Nuñez',
  'Núñez',
  'Zoila',
  'beatriz',
];
const ESPERADO = [
  'Ángel',
  'beatriz',
  'Ítalo',
  'Nuñez',
  'Núñez',
  'Nuzco',
  'Ñahui',
  'Óscar',
  'Úrsula',
  'Zoila',
  'Zúñiga',
];

let t: AppDePrueba;
let tokenAdmin: string;
let tokenJefe: string;
let departamentoId: number;
const idPorNombre = new Map<string, number>();

beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2025-03-01' });
  const admin = await crearUsuario(t.base.db, { roles: ['Admin'] });
  const jefe = await crearUsuario(t.base.db, { roles: ['Jefe'] });
  tokenAdmin = await iniciarSesion(t.app, admin.email);
  tokenJefe = await iniciarSesion(t.app, jefe.email);
  departamentoId = await asegurarDepartamento(t.base.db, 'ORD', 'Orden alfabético');
  for (const nombres of NOMBRES) {
    const u = await crearUsuario(t.base.db, { nombres, jefeId: jefe.id, fechaIngreso: '2023-06-01' });
    idPorNombre.set(nombres, u.id);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/solicitud-vacaciones/crear-solicitud-vacaciones',
      headers: conToken(await iniciarSesion(t.app, u.email)),
      payload: { tipoVacaciones: 'libres', diasSolicitados: 1, fechaInicio: '2025-04-07', periodo: 2023 },
    });
    expect(r.statusCode, r.body).toBe(200);
  }
  await t.base.db
    .update(usuarios)
    .set({ departamentoId })
    .where(inArray(usuarios.id, [...idPorNombre.values()]));
});
afterAll(() => t.cerrar());

const idsEsperados = (nombres: readonly string[]) => nombres.map((n) => idPorNombre.get(n)!);

/** Every page of a list, concatenated: the pages must neither repeat nor skip a row. */
async function todasLasPaginas<C, T>(
  token: string,
  url: (pagina: number) => string,
  filas: (cuerpo: C) => T[],
) {
  const todas: T[] = [];
  for (let pagina = 1; pagina < 20; pagina++) {
    const r = await t.app.inject({ method: 'GET', url: url(pagina), headers: conToken(token) });
    expect(r.statusCode, r.body).toBe(200);
    const estas = filas(r.json() as C);
    if (estas.length === 0) return todas;
    todas.push(...estas);
  }
  throw new Error('demasiadas páginas');
}

describe('orden alfabético español', () => {
  it('la clave de la base es la misma que la función pura, en los dos motores', async () => {
    const muestras = [...NOMBRES, 'ÁNGEL Ñandú', 'José María Pérez-Íñiguez', "D'Ávila Müller", 'Çelik', ''];
    for (const nombre of muestras) {
      const r = (await t.base.db.execute(sql`select clave_orden_nombre(${nombre}) as clave`)) as unknown as {
        rows: { clave: string }[];
      };
      expect(r.rows[0]!.clave, nombre).toBe(claveOrdenNombre(nombre));
    }
  });

  it('usuarios: Á, Í, Ó y Ú van con su vocal y la Ñ entre la N y la O, en ambos sentidos y paginado', async () => {
    const lista = (desc: boolean) =>
      todasLasPaginas(
        tokenAdmin,
        (p) =>
          `/api/usuarios-admin?DepartamentoId=${departamentoId}&SortBy=nombrecompleto&IsDescending=${desc}&PageSize=10&PageNumber=${p}`,
        (c: { usuarios: { id: number }[] }) => c.usuarios.map((u) => u.id),
      );
    expect(await lista(false)).toEqual(idsEsperados(ESPERADO));
    expect(await lista(true)).toEqual(idsEsperados(ESPERADO).reverse());
  });

  it('un cambio de nombre reordena la lista de usuarios (la clave se recalcula sola)', async () => {
    const id = idPorNombre.get('Zoila')!;
    await t.base.db.update(usuarios).set({ nombres: 'Ñusta' }).where(eq(usuarios.id, id));
    try {
      const r = await t.app.inject({
        method: 'GET',
        url: `/api/usuarios-admin?DepartamentoId=${departamentoId}&SortBy=nombrecompleto&PageSize=25`,
        headers: conToken(tokenAdmin),
      });
      const ids = r.json().usuarios.map((u: { id: number }) => u.id);
      expect(ids.indexOf(id)).toBe(ids.indexOf(idPorNombre.get('Ñahui')!) + 1);
    } finally {
      await t.base.db.update(usuarios).set({ nombres: 'Zoila' }).where(eq(usuarios.id, id));
    }
  });

  it('solicitudes del equipo por solicitante: orden español en ambos sentidos y paginado', async () => {
    const lista = (desc: boolean) =>
      todasLasPaginas(
        tokenJefe,
        (p) =>
          `/api/solicitud-vacaciones/gestion-solicitudes?sortBy=solicitante&isDescending=${desc}&pageSize=5&pageNumber=${p}`,
        (c: { solicitudes: { usuarioId?: number; nombreSolicitante?: string; id: number }[] }) =>
          c.solicitudes,
      );
    const nombresDe = (filas: { nombreSolicitante?: string }[]) =>
      filas.map((f) => f.nombreSolicitante!.replace(/ Prueba Test$/, ''));
    const asc = await lista(false);
    expect(nombresDe(asc)).toEqual(ESPERADO);
    const desc = await lista(true);
    expect(desc.map((f) => f.id)).toEqual(asc.map((f) => f.id).reverse());
  });

  it('saldos del equipo por empleado: orden español en ambos sentidos y paginado', async () => {
    const lista = (desc: boolean) =>
      todasLasPaginas(
        tokenJefe,
        (p) =>
          `/api/historial-vacaciones/saldos-equipo?sortBy=empleado&isDescending=${desc}&pageSize=5&pageNumber=${p}`,
        (c: { saldos: { nombreEmpleado: string; periodo: number }[] }) => c.saldos,
      );
    // One row per employee and period: compare the sequence of employees (consecutive repeats folded).
    const personas = (filas: { nombreEmpleado: string }[]) =>
      filas
        .map((f) => f.nombreEmpleado.replace(/ Prueba Test$/, ''))
        .filter((n, i, todos) => i === 0 || n !== todos[i - 1]);
    const asc = await lista(false);
    expect(personas(asc)).toEqual(ESPERADO);
    const desc = await lista(true);
    // Nuñez and Núñez are the same name for the order, so only their keys are compared when descending.
    expect(personas(desc).map(claveOrdenNombre)).toEqual([...ESPERADO].reverse().map(claveOrdenNombre));
    expect(desc).toHaveLength(asc.length);
  });

  it('la lista de empleados del filtro del equipo también va en orden español', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/historial-vacaciones/empleados-equipo?incluirSubordinadosNivelN=true',
      headers: conToken(tokenJefe),
    });
    expect(r.statusCode, r.body).toBe(200);
    const ids = (r.json().empleados as { id: number }[]).map((e) => e.id);
    expect(ids).toEqual(idsEsperados(ESPERADO));
  });
});
