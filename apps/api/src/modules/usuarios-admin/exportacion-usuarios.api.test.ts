import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ETIQUETA_DOCUMENTO } from '@app/contract/usuarios';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { filasDeExcel } from '../../../test/excel';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria } from '../../db/schema';
import { fechaExcel } from '../../lib/excel-stream';

let t: AppDePrueba;
let admin: Awaited<ReturnType<typeof crearUsuario>>;
let tokenAdmin: string;
let tokenJefe: string;

beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2025-03-01' });
  admin = await crearUsuario(t.base.db, { roles: ['Admin'], nombres: 'Ada' });
  const jefe = await crearUsuario(t.base.db, { roles: ['Jefe'] });
  // 2,100 people (more than one batch of the export), a third inactive, one with a formula-looking name.
  for (let i = 0; i < 21; i++) {
    await Promise.all(
      Array.from({ length: 100 }, (_, j) =>
        crearUsuario(t.base.db, {
          email: `exportable${i * 100 + j}@prueba.pe`,
          dni: String(70_000_000 + i * 100 + j),
          nombres: i === 0 && j === 0 ? '+SUMA(1;2)' : `Persona${String(i * 100 + j).padStart(4, '0')}`,
          activo: (i * 100 + j) % 3 !== 0,
          fechaIngreso: `20${String(10 + (j % 15)).padStart(2, '0')}-0${1 + (j % 9)}-15`,
        }),
      ),
    );
  }
  tokenAdmin = await iniciarSesion(t.app, admin.email);
  tokenJefe = await iniciarSesion(t.app, jefe.email);
}, 300_000);
afterAll(() => t.cerrar());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: conToken(token) });

const leer = filasDeExcel;

describe('exportación de Usuarios', () => {
  it('trae todos los usuarios filtrados (más de un lote), en el orden de la lista y con sus encabezados', async () => {
    const q = 'EstaActivo=true&SortBy=nombrecompleto&IsDescending=true';
    const r = await get(tokenAdmin, `/api/usuarios-admin/exportar?${q}`);
    const lista = (await get(tokenAdmin, `/api/usuarios-admin?${q}&PageSize=50`)).json();
    const [encabezado, ...filas] = await leer(r);
    expect(encabezado!.values).toEqual([
      undefined,
      'Usuario',
      'Email',
      ETIQUETA_DOCUMENTO,
      'Rol',
      'Departamento',
      'Fecha Ingreso',
      'Estado',
    ]);
    expect(lista.totalCompleto).toBeGreaterThan(1400);
    expect(r.headers['x-total-filas']).toBe(String(lista.totalCompleto));
    expect(filas).toHaveLength(lista.totalCompleto);
    expect(filas.slice(0, 50).map((f) => f.getCell(2).value)).toEqual(
      lista.usuarios.map((u: { email: string }) => u.email),
    );
    expect(filas.every((f) => f.getCell(7).value === 'Activo')).toBe(true);
    const primero = lista.usuarios[0];
    expect(filas[0]!.getCell(6).value).toEqual(fechaExcel(primero.fechaIngreso));
    expect(filas[0]!.getCell(4).value).toBe('Empleado');
  });

  it('en el orden por defecto (los más nuevos primero) no repite ni pierde a nadie, y neutraliza las fórmulas', async () => {
    const r = await get(tokenAdmin, '/api/usuarios-admin/exportar');
    const [, ...filas] = await leer(r);
    const emails = filas.map((f) => f.getCell(2).value);
    expect(new Set(emails).size).toBe(filas.length);
    expect(Number(r.headers['x-total-filas'])).toBe(filas.length);
    expect(filas.some((f) => f.getCell(1).value === `'+SUMA(1;2) Prueba Test`)).toBe(true);
  });

  it('solo quien administra usuarios exporta, con un mensaje claro para un filtro inválido, y queda auditado', async () => {
    expect((await get(tokenJefe, '/api/usuarios-admin/exportar')).statusCode).toBe(403);
    const malo = await get(
      tokenAdmin,
      '/api/usuarios-admin/exportar?FechaIngresoDesde=2024-02-01&FechaIngresoHasta=2024-01-01',
    );
    expect(malo.statusCode).toBe(400);
    expect(malo.body).toContain('La fecha desde no puede ser posterior a la fecha hasta');
    await get(tokenAdmin, '/api/usuarios-admin/exportar?BusquedaGeneral=persona00');
    const [registro] = await t.base.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.tipoAccion, 'EXPORTAR_EXCEL'), eq(auditoria.usuarioEjecutorId, admin.id)))
      .orderBy(desc(auditoria.id))
      .limit(1);
    expect(registro).toMatchObject({ modulo: 'REPORTES', severidad: 'INFO' });
    expect(registro!.datosNuevos).toMatchObject({
      lista: 'Usuarios',
      filtros: { BusquedaGeneral: 'persona00' },
      // Persona0001…Persona0099 (the first of that hundred has the formula-looking name).
      filas: 99,
    });
  });
});
