import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSaldoEquipo } from '@app/contract/equipo';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { filasDeExcel } from '../../../test/excel';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria } from '../../db/schema';
import { fechaExcel } from '../../lib/excel-stream';

let t: AppDePrueba;
let jefe: Awaited<ReturnType<typeof crearUsuario>>;
let otroJefe: Awaited<ReturnType<typeof crearUsuario>>;
let nieto: Awaited<ReturnType<typeof crearUsuario>>;
let tokenJefe: string;
let tokenOtroJefe: string;
let tokenEmpleado: string;

const RUTA = '/api/historial-vacaciones/saldos-equipo';

beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2025-03-01' });
  jefe = await crearUsuario(t.base.db, { roles: ['Jefe'], nombres: 'Jefa' });
  otroJefe = await crearUsuario(t.base.db, { roles: ['Jefe'], nombres: 'Otro' });
  // 1,050 direct reports (more than one batch of members), hired over fifteen years: some periods are at risk.
  for (let i = 0; i < 21; i++) {
    await Promise.all(
      Array.from({ length: 50 }, (_, j) =>
        crearUsuario(t.base.db, {
          nombres: `Persona${String(i * 50 + j).padStart(4, '0')}`,
          jefeId: jefe.id,
          fechaIngreso: `20${String(10 + ((i + j) % 15)).padStart(2, '0')}-0${1 + (j % 9)}-15`,
        }),
      ),
    );
  }
  const directo = await crearUsuario(t.base.db, { nombres: 'Zoila', jefeId: jefe.id, roles: ['Jefe'] });
  nieto = await crearUsuario(t.base.db, {
    nombres: 'Zacarías',
    jefeId: directo.id,
    fechaIngreso: '2023-04-20',
  });
  await crearUsuario(t.base.db, { nombres: '=HIPERVINCULO("x")', jefeId: otroJefe.id });
  const empleado = await crearUsuario(t.base.db, { jefeId: otroJefe.id });
  tokenJefe = await iniciarSesion(t.app, jefe.email);
  tokenOtroJefe = await iniciarSesion(t.app, otroJefe.email);
  tokenEmpleado = await iniciarSesion(t.app, empleado.email);
}, 300_000);
afterAll(() => t.cerrar());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: conToken(token) });

const leer = filasDeExcel;

async function pagina(q: string, n: number) {
  const r = await get(tokenJefe, `${RUTA}?${q}&pageSize=50&pageNumber=${n}`);
  expect(r.statusCode).toBe(200);
  return r.json() as { saldos: TSaldoEquipo[]; total: number };
}

describe('exportación de Saldos de Vacaciones', () => {
  it('trae todas las filas del equipo (más de un lote), en el orden de la lista y con sus encabezados', async () => {
    const r = await get(tokenJefe, `${RUTA}/exportar`);
    const [encabezado, ...filas] = await leer(r);
    expect(encabezado!.values).toEqual([
      undefined,
      'ID',
      'Empleado',
      'Email',
      'Período',
      'Vencidas',
      'Pendientes',
      'Truncas',
      'Días Libres',
      'Días Bloque',
      'Manager',
      'Vencimiento',
      'Riesgo',
    ]);
    const primera = await pagina('', 1);
    expect(primera.total).toBeGreaterThan(5000);
    expect(r.headers['x-total-filas']).toBe(String(primera.total));
    expect(filas).toHaveLength(primera.total);
    const ultima = await pagina('', Math.ceil(primera.total / 50));
    const ids = filas.map((f) => f.getCell(1).value);
    expect(new Set(ids).size).toBe(filas.length);
    expect(ids.slice(0, 50)).toEqual(primera.saldos.map((s) => `#${s.id}`));
    expect(ids.slice(-ultima.saldos.length)).toEqual(ultima.saldos.map((s) => `#${s.id}`));
    const s = primera.saldos[0]!;
    expect(filas[0]!.getCell(2).value).toBe(s.nombreEmpleado);
    expect(filas[0]!.getCell(3).value).toBe(s.email);
    expect(filas[0]!.getCell(4).value).toBe(String(s.periodo));
    expect(filas[0]!.getCell(6).value).toBe(s.diasPendientes);
    expect(filas[0]!.getCell(10).value).toBe(s.nombreManager);
    // The subordinate of a subordinate only with every level, as in the list.
    expect(filas.some((f) => f.getCell(2).value === nieto.nombres + ' Prueba Test')).toBe(false);
  });

  it('aplica los filtros de la lista (en riesgo, período, todos los niveles) con fechas reales de Excel', async () => {
    const q = 'enRiesgo=true&incluirSubordinadosNivelN=true';
    const [, ...filas] = await leer(await get(tokenJefe, `${RUTA}/exportar?${q}`));
    const lista = await pagina(q, 1);
    expect(lista.total).toBeGreaterThan(0);
    expect(filas).toHaveLength(lista.total);
    expect(filas.every((f) => f.getCell(13).value !== 'Sin riesgo')).toBe(true);
    const enLista = lista.saldos[0]!;
    const fila = filas.find((f) => f.getCell(1).value === `#${enLista.id}`)!;
    expect(fila.getCell(11).value).toEqual(fechaExcel(enLista.fechaVencimiento!));
    expect(filas.some((f) => f.getCell(2).value === 'Zacarías Prueba Test')).toBe(true);

    const [, ...de2020] = await leer(await get(tokenJefe, `${RUTA}/exportar?periodo=2020`));
    expect(de2020).toHaveLength((await pagina('periodo=2020', 1)).total);
    expect(de2020.every((f) => f.getCell(4).value === '2020')).toBe(true);
  });

  it('respeta el alcance del jefe, neutraliza las fórmulas y queda auditada con sus filtros', async () => {
    expect((await get(tokenEmpleado, `${RUTA}/exportar`)).statusCode).toBe(403);
    const ajeno = await get(tokenOtroJefe, `${RUTA}/exportar?empleadoId=${nieto.id}`);
    expect(ajeno.statusCode).toBe(403);
    expect((await get(tokenJefe, `${RUTA}/exportar?empleadoId=${nieto.id}`)).statusCode).toBe(403);
    const malo = await get(tokenJefe, `${RUTA}/exportar?periodo=abc`);
    expect(malo.statusCode).toBe(400);

    const [, ...filas] = await leer(await get(tokenOtroJefe, `${RUTA}/exportar`));
    expect(filas.some((f) => f.getCell(2).value === `'=HIPERVINCULO("x") Prueba Test`)).toBe(true);
    expect(filas.every((f) => f.getCell(10).value === 'Otro Prueba Test')).toBe(true);

    const r = await get(tokenJefe, `${RUTA}/exportar?empleadoId=${nieto.id}&incluirSubordinadosNivelN=true`);
    const [, ...delNieto] = await leer(r);
    const [registro] = await t.base.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.tipoAccion, 'EXPORTAR_EXCEL'), eq(auditoria.usuarioEjecutorId, jefe.id)))
      .orderBy(desc(auditoria.id))
      .limit(1);
    expect(registro).toMatchObject({ modulo: 'REPORTES', severidad: 'INFO' });
    expect(registro!.datosNuevos).toMatchObject({
      lista: 'Saldos de Vacaciones',
      filtros: { empleadoId: nieto.id, incluirSubordinadosNivelN: true, enRiesgo: false },
      filas: delNieto.length,
    });
    expect(delNieto.length).toBeGreaterThan(0);
  });
});
