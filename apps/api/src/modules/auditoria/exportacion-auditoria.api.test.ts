import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { filasDeExcel } from '../../../test/excel';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria } from '../../db/schema';
import { fechaHoraExcel } from '../../lib/excel-stream';

let t: AppDePrueba;
let admin: Awaited<ReturnType<typeof crearUsuario>>;
let ana: Awaited<ReturnType<typeof crearUsuario>>;
let tokenAdmin: string;
let tokenJefe: string;
let auditor: Awaited<ReturnType<typeof crearUsuario>>;
let tokenAuditor: string;
const TABLA = 'prueba_exportacion';
const SEVERIDADES = ['INFO', 'WARNING', 'SECURITY'] as const;

beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2025-03-10' });
  admin = await crearUsuario(t.base.db, { roles: ['Admin'], nombres: 'Alicia' });
  ana = await crearUsuario(t.base.db, { nombres: 'Ana' });
  const jefe = await crearUsuario(t.base.db, { roles: ['Jefe'] });
  // 2,300 records of one table (more than one batch of the export), one a minute from 1 March 00:00 in Lima;
  // many share an instant with another, so the id breaks the ties; one message looks like a formula.
  const base = Date.parse('2025-03-01T05:00:00Z');
  const filas = Array.from({ length: 2300 }, (_, i) => ({
    fechaHora: new Date(base + Math.floor(i / 2) * 60_000),
    modulo: i % 2 === 0 ? 'GESTION_USUARIOS' : 'GESTION_ROLES',
    tipoAccion: i % 2 === 0 ? 'ACTUALIZAR_USUARIO' : 'CREAR_ROL',
    severidad: SEVERIDADES[i % 3]!,
    mensajeCorto: i === 7 ? '=HIPERVINCULO("x")' : `Registro ${String(i).padStart(4, '0')}`,
    motivo: i % 5 === 0 ? 'Pedido de RR. HH.' : null,
    usuarioEjecutorId: admin.id,
    usuarioAfectadoId: i % 4 === 0 ? ana.id : null,
    ipAddress: i % 10 === 0 ? null : '10.0.0.1',
    tablaAfectada: TABLA,
  }));
  await t.base.db.insert(auditoria).values(filas);
  tokenAdmin = await iniciarSesion(t.app, admin.email);
  tokenJefe = await iniciarSesion(t.app, jefe.email);
  auditor = await crearUsuario(t.base.db, { roles: ['Admin'], nombres: 'Aurelio' });
  tokenAuditor = await iniciarSesion(t.app, auditor.email);
}, 300_000);
afterAll(() => t.cerrar());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: conToken(token) });

const leer = filasDeExcel;

const ENCABEZADOS = [
  undefined,
  'Fecha y Hora',
  'Módulo',
  'Tipo de acción',
  'Acción',
  'Motivo',
  'Usuario',
  'Afectado',
  'Severidad',
  'IP',
];

describe('exportación de una pestaña de Auditoría', () => {
  it('trae todos los registros filtrados (más de un lote), en el orden de la lista, con sus encabezados y nombres en español', async () => {
    const q = `tablaAfectada=${TABLA}`;
    const r = await get(tokenAdmin, `/api/auditoria/exportar?${q}`);
    const lista = (await get(tokenAdmin, `/api/auditoria?${q}&tamanoPagina=50`)).json();
    const [encabezado, ...filas] = await leer(r);
    expect(encabezado!.values).toEqual(ENCABEZADOS);
    expect(lista.totalRegistros).toBe(2300);
    expect(r.headers['x-total-filas']).toBe('2300');
    expect(r.headers['content-disposition']).toContain('auditoria-2025-03-10.xlsx');
    expect(filas).toHaveLength(2300);
    expect(filas.slice(0, 50).map((f) => f.getCell(4).value)).toEqual(
      lista.registros.map((x: { mensajeCorto: string }) => x.mensajeCorto),
    );
    // The newest: record 2299 (module GESTION_ROLES, 1 SECURITY), at 1 March 00:00 Lima + 1149 minutes.
    const [primera] = filas;
    expect(primera!.getCell(1).value).toEqual(fechaHoraExcel('2025-03-02T00:09:00Z'));
    // A real Excel date-time whose fields are Lima's wall clock: 01/03/2025 19:09.
    expect(primera!.getCell(1).value).toEqual(new Date('2025-03-01T19:09:00Z'));
    expect(primera!.getCell(2).value).toBe('Gestión de Roles');
    expect(primera!.getCell(3).value).toBe('Crear rol');
    expect(primera!.getCell(6).value).toBe('Alicia Prueba Test');
    expect(primera!.getCell(8).value).toBe('Advertencia');
    expect(filas.at(-1)!.getCell(5).value).toBe('Pedido de RR. HH.');
    expect(filas.at(-1)!.getCell(7).value).toBe('Ana Prueba Test');
    expect(filas.at(-1)!.getCell(9).value).toBeNull();
    expect(primera!.getCell(9).value).toBe('10.0.0.1');
    // No record twice, none lost across the batches (tied instants included).
    const mensajes = filas.map((f) => f.getCell(4).value);
    expect(new Set(mensajes).size).toBe(2300);
    expect(mensajes).toContain(`'=HIPERVINCULO("x")`);
  });

  it('aplica los filtros y el orden de la pestaña (módulo, severidad, afectado, fechas de Lima, búsqueda, severidad ascendente)', async () => {
    const desde = encodeURIComponent('2025-03-01T10:00:00-05:00');
    const hasta = encodeURIComponent('2025-03-01T23:59:59.999-05:00');
    const q =
      `tablaAfectada=${TABLA}&modulo=GESTION_USUARIOS&usuarioAfectadoId=${ana.id}` +
      `&fechaDesde=${desde}&fechaHasta=${hasta}&ordenarPor=severidad&ordenDescendente=false`;
    const r = await get(tokenAdmin, `/api/auditoria/exportar?${q}`);
    const lista = (await get(tokenAdmin, `/api/auditoria?${q}&tamanoPagina=50`)).json();
    const [, ...filas] = await leer(r);
    expect(lista.totalRegistros).toBeGreaterThan(50);
    expect(filas).toHaveLength(lista.totalRegistros);
    expect(r.headers['x-total-filas']).toBe(String(lista.totalRegistros));
    expect(filas.slice(0, 50).map((f) => f.getCell(4).value)).toEqual(
      lista.registros.map((x: { mensajeCorto: string }) => x.mensajeCorto),
    );
    expect(filas.every((f) => f.getCell(2).value === 'Gestión de Usuarios')).toBe(true);
    expect(filas.every((f) => f.getCell(7).value === 'Ana Prueba Test')).toBe(true);
    const severidades = filas.map((f) => f.getCell(8).value);
    expect(severidades.indexOf('Seguridad')).toBeGreaterThan(severidades.lastIndexOf('Información'));
    const limaDesde = new Date('2025-03-01T10:00:00Z').getTime();
    expect(filas.every((f) => (f.getCell(1).value as Date).getTime() >= limaDesde)).toBe(true);

    const buscado = await leer(
      await get(tokenAdmin, `/api/auditoria/exportar?tablaAfectada=${TABLA}&busqueda=registro%20000`),
    );
    expect(buscado.slice(1).map((f) => f.getCell(4).value)).toEqual(
      ['Registro 0009', 'Registro 0008', 'Registro 0006', 'Registro 0005', 'Registro 0004'].concat([
        'Registro 0003',
        'Registro 0002',
        'Registro 0001',
        'Registro 0000',
      ]),
    );
  });

  it('el propio registro de la exportación no descuadra el total, aunque la pestaña lo incluya', async () => {
    for (let i = 0; i < 3; i++) {
      const q = `modulo=REPORTES&usuarioEjecutorId=${auditor.id}`;
      const r = await get(tokenAuditor, `/api/auditoria/exportar?${q}`);
      const [, ...filas] = await leer(r);
      expect(Number(r.headers['x-total-filas'])).toBe(filas.length);
      expect(filas).toHaveLength(i);
    }
  });

  it('solo quien ve la auditoría exporta, un filtro inválido se explica en español, y la exportación queda auditada', async () => {
    expect((await get(tokenJefe, '/api/auditoria/exportar')).statusCode).toBe(403);
    const casos: [string, string, string][] = [
      [
        'fechaDesde=2025-03-05&fechaHasta=2025-03-01',
        'FechaDesde',
        'La fecha desde no puede ser posterior a la fecha hasta',
      ],
      ['severidad=MUCHA', 'Severidad', 'Severidad desconocida'],
      ['modulo=NOMINA', 'Modulo', 'Módulo de auditoría desconocido'],
      [
        'fechaHasta=ayer',
        'FechaHasta',
        'La fecha debe tener el formato ISO 8601 (AAAA-MM-DD o AAAA-MM-DDTHH:mm:ssZ)',
      ],
    ];
    for (const [filtro, campo, mensaje] of casos) {
      const malo = await get(tokenAdmin, `/api/auditoria/exportar?${filtro}`);
      expect(malo.statusCode, filtro).toBe(400);
      expect(malo.json().errors[campo], filtro).toEqual([mensaje]);
    }
    await get(tokenAdmin, `/api/auditoria/exportar?tablaAfectada=${TABLA}&severidad=SECURITY`);
    const [registro] = await t.base.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.tipoAccion, 'EXPORTAR_EXCEL'), eq(auditoria.usuarioEjecutorId, admin.id)))
      .orderBy(desc(auditoria.id))
      .limit(1);
    expect(registro).toMatchObject({ modulo: 'REPORTES', severidad: 'INFO' });
    expect(registro!.datosNuevos).toMatchObject({
      lista: 'Auditoría',
      filtros: { tablaAfectada: TABLA, severidad: 'SECURITY', ordenarPor: 'fechaHora' },
      filas: 766,
    });
  });
});
