import ExcelJS from 'exceljs';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDEN_SOLICITUDES } from '@app/contract/solicitudes';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria, solicitudesVacaciones } from '../../db/schema';
import { calcularFechaFin } from '@app/contract/fechas';
import { fechaExcel, fechaHoraExcel } from '../../lib/excel-stream';
import type { Cursor } from '../../lib/cursor-compuesto';
import * as repo from './solicitudes.repository';

let t: AppDePrueba;
let o: Awaited<ReturnType<typeof organigrama>>;
const ENCABEZADOS = [
  'ID',
  'Solicitante',
  'Tipo',
  'F. Inicio',
  'F. Fin',
  'Días',
  'Estado',
  'Solicitado',
  'Período',
  'Manager',
  'Aprobado Por',
  'F. Gestión',
];
const ESTADOS = ['Pendiente', 'Aprobada', 'Rechazada', 'Cancelada'] as const;

/** gerente → jefe → (ana, '=HIPERVINCULO', nieto under subjefe); otroJefe → ajeno. 2,150 requests in the team. */
async function organigrama() {
  const db = t.base.db;
  const gerente = await crearUsuario(db, { roles: ['Jefe'], nombres: 'Gerarda' });
  const jefe = await crearUsuario(db, { roles: ['Jefe'], jefeId: gerente.id, nombres: 'Jaime' });
  const ana = await crearUsuario(db, { jefeId: jefe.id, nombres: 'Ana' });
  const formula = await crearUsuario(db, { jefeId: jefe.id, nombres: '=HIPERVINCULO("x")' });
  const otroJefe = await crearUsuario(db, { roles: ['Jefe'], nombres: 'Otto' });
  const ajeno = await crearUsuario(db, { jefeId: otroJefe.id, nombres: 'Ajeno' });
  const filas: (typeof solicitudesVacaciones.$inferInsert)[] = [];
  for (let i = 0; i < 2150; i++) {
    const estado = ESTADOS[i % 4]!;
    const inicio = `2025-${String(4 + (i % 8)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
    const dias = 1 + (i % 5);
    const decidida = estado === 'Aprobada' || estado === 'Rechazada';
    filas.push({
      usuarioId: i % 3 === 0 ? formula.id : ana.id,
      tipoVacaciones: i % 2 ? 'libres' : 'bloque',
      diasSolicitados: dias,
      fechaInicio: inicio,
      fechaFin: calcularFechaFin(inicio, dias),
      periodo: 2024 + (i % 2),
      estado,
      jefeAsignadoId: i % 5 === 0 ? null : jefe.id,
      aprobadorId: decidida ? jefe.id : null,
      // Many requests share one instant: the id breaks the tie, in the list and in the export.
      fechaSolicitud: new Date(Date.UTC(2025, 0, 1 + (i % 40), 15, 30)),
      fechaAprobacion: decidida ? new Date(Date.UTC(2025, 1, 1 + (i % 20), 20, 0)) : null,
    });
  }
  filas.push({
    usuarioId: ajeno.id,
    tipoVacaciones: 'libres',
    diasSolicitados: 2,
    fechaInicio: '2025-05-05',
    fechaFin: '2025-05-06',
    periodo: 2024,
    estado: 'Pendiente',
  });
  await db.insert(solicitudesVacaciones).values(filas);
  return {
    gerente,
    jefe,
    ana,
    formula,
    ajeno,
    tokens: {
      gerente: await iniciarSesion(t.app, gerente.email),
      jefe: await iniciarSesion(t.app, jefe.email),
      ana: await iniciarSesion(t.app, ana.email),
      otroJefe: await iniciarSesion(t.app, otroJefe.email),
    },
  };
}

beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2025-03-01' });
  o = await organigrama();
}, 120_000);
afterAll(() => t.cerrar());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: conToken(token) });

async function hojaDe(r: Awaited<ReturnType<typeof get>>) {
  expect(r.statusCode, r.body.slice(0, 300)).toBe(200);
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
  const h = libro.worksheets[0]!;
  const filas: ExcelJS.Row[] = [];
  h.eachRow((fila, n) => {
    if (n > 1) filas.push(fila);
  });
  return { h, filas, ids: filas.map((f) => f.getCell(1).value as number) };
}

const GESTION = '/api/solicitud-vacaciones/gestion-solicitudes';

describe('exportación de Gestión de Solicitudes', () => {
  it('trae todas las filas filtradas (más de un lote) con los encabezados de la tabla, en el orden de la lista, y cuenta las filas antes', async () => {
    const r = await get(o.tokens.gerente, `${GESTION}/exportar?incluirSubordinadosNivelN=true`);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    expect(r.headers['content-disposition']).toContain('gestion-solicitudes-2025-03-01.xlsx');
    expect(r.headers['x-total-filas']).toBe('2150');
    const { h, ids } = await hojaDe(r);
    expect(h.getRow(1).values).toEqual([undefined, ...ENCABEZADOS]);
    expect(ids).toHaveLength(2150);
    expect(new Set(ids).size).toBe(2150);
    const lista = await get(o.tokens.gerente, `${GESTION}?incluirSubordinadosNivelN=true&pageSize=100`);
    expect(lista.json().total).toBe(2150);
    expect(ids.slice(0, 100)).toEqual(lista.json().solicitudes.map((s: { id: number }) => s.id));
  });

  it('respeta los filtros de la lista y su orden, y escribe fechas y números reales de Excel', async () => {
    const q =
      'incluirSubordinadosNivelN=true&estado=Aprobada&periodo=2025&sortBy=fechaInicio&isDescending=false';
    const r = await get(o.tokens.gerente, `${GESTION}/exportar?${q}`);
    const lista = (await get(o.tokens.gerente, `${GESTION}?${q}&pageSize=100`)).json();
    const { filas, ids } = await hojaDe(r);
    expect(ids).toHaveLength(lista.total);
    expect(r.headers['x-total-filas']).toBe(String(lista.total));
    expect(ids.slice(0, 100)).toEqual(lista.solicitudes.map((s: { id: number }) => s.id));
    const [primera] = lista.solicitudes;
    const f = filas[0]!;
    expect(f.getCell(3).value).toBe(primera.tipoVacaciones === 'libres' ? 'Libres' : 'Bloque');
    expect(f.getCell(4).value).toEqual(fechaExcel(primera.fechaInicio));
    expect(f.getCell(4).numFmt).toBe('dd/mm/yyyy');
    expect(f.getCell(6).value).toBe(primera.diasSolicitados);
    expect(f.getCell(7).value).toBe('Aprobada');
    expect(f.getCell(8).value).toEqual(fechaHoraExcel(primera.fechaSolicitud));
    expect(f.getCell(9).value).toBe('2025');
    expect(f.getCell(11).value).toBe(primera.nombreAprobador);
    expect(f.getCell(12).value).toEqual(fechaHoraExcel(primera.fechaAprobacion));
    expect(filas.every((x) => x.getCell(7).value === 'Aprobada' && x.getCell(9).value === '2025')).toBe(true);
  });

  it('neutraliza los textos que Excel tomaría por fórmulas', async () => {
    const r = await get(o.tokens.jefe, `${GESTION}/exportar?empleadoId=${o.formula.id}`);
    const { filas } = await hojaDe(r);
    expect(filas.length).toBeGreaterThan(0);
    expect(filas.every((f) => f.getCell(2).value === `'=HIPERVINCULO("x") Prueba Test`)).toBe(true);
    expect(filas.some((f) => f.getCell(10).value === 'Sin asignar')).toBe(true);
  });

  it('un jefe exporta solo su equipo: otro jefe no ve esas filas y no puede pedir a un empleado ajeno', async () => {
    const otro = await hojaDe(await get(o.tokens.otroJefe, `${GESTION}/exportar`));
    expect(otro.ids).toHaveLength(1);
    const ajena = await get(o.tokens.otroJefe, `${GESTION}/exportar?empleadoId=${o.ana.id}`);
    expect(ajena.statusCode).toBe(403);
    const empleado = await get(o.tokens.ana, `${GESTION}/exportar`);
    expect(empleado.statusCode).toBe(403);
  });

  it('rechaza filtros inválidos con un mensaje en español', async () => {
    const r = await get(
      o.tokens.gerente,
      `${GESTION}/exportar?fechaInicioRango=2025-05-01&fechaFinRango=2025-04-01`,
    );
    expect(r.statusCode).toBe(400);
    expect(r.body).toContain('La fecha Desde no puede ser posterior a la fecha Hasta');
  });

  it('audita la exportación (INFO) con los filtros y el número de filas', async () => {
    await get(o.tokens.jefe, `${GESTION}/exportar?estado=Rechazada`);
    const [registro] = await t.base.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.tipoAccion, 'EXPORTAR_EXCEL'), eq(auditoria.usuarioEjecutorId, o.jefe.id)))
      .orderBy(desc(auditoria.id))
      .limit(1);
    expect(registro).toMatchObject({ modulo: 'REPORTES', severidad: 'INFO' });
    expect(registro!.datosNuevos).toMatchObject({
      lista: 'Gestión de Solicitudes',
      filtros: { estado: 'Rechazada', incluirSubordinadosNivelN: false },
      filas: 537,
    });
  });
});

describe('exportación de Mis Solicitudes', () => {
  it('trae solo las solicitudes propias filtradas, con los tipos como en la pantalla', async () => {
    const q = 'tipoVacaciones=libres&sortBy=dias&isDescending=true';
    const r = await get(o.tokens.ana, `/api/solicitud-vacaciones/mis-solicitudes/exportar?${q}`);
    const lista = (
      await get(o.tokens.ana, `/api/solicitud-vacaciones/mis-solicitudes?${q}&pageSize=100`)
    ).json();
    const { h, filas, ids } = await hojaDe(r);
    expect(h.getRow(1).values).toEqual([undefined, ...ENCABEZADOS]);
    expect(r.headers['x-total-filas']).toBe(String(lista.total));
    expect(ids).toHaveLength(lista.total);
    expect(ids.slice(0, 100)).toEqual(lista.solicitudes.map((s: { id: number }) => s.id));
    expect(filas.every((f) => f.getCell(3).value === 'Días libres')).toBe(true);
    expect(filas.every((f) => f.getCell(2).value === 'Ana Prueba Test')).toBe(true);
  });
});

describe('lotes con cursor compuesto', () => {
  it('en cada orden de la lista, leer por lotes pequeños da exactamente las filas y el orden de una sola página', async () => {
    const donde = repo.todas(repo.deUsuarios([o.ana.id, o.formula.id]));
    for (const campo of new Set(Object.values(ORDEN_SOLICITUDES))) {
      for (const descendente of [false, true]) {
        const esperado = (
          await repo.listarSolicitudes(t.base.db, donde, { campo, descendente }, { numero: 1, tamano: 5000 })
        ).map((f) => f.id);
        const claves = repo.clavesOrdenSolicitudes({ campo, descendente });
        const leidos: number[] = [];
        let cursor: Cursor | null = null;
        for (;;) {
          const lote = await repo.loteSolicitudes(t.base.db, donde, claves, cursor, 400);
          leidos.push(...lote.map((f) => f.id));
          if (lote.length < 400) break;
          cursor = lote[lote.length - 1]!.cursor;
        }
        expect(leidos, `${campo} ${descendente ? 'desc' : 'asc'}`).toEqual(esperado);
      }
    }
  });
});
