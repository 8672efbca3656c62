import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq, like } from 'drizzle-orm';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { asegurarDepartamento, conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria, usuarios } from '../../db/schema';
import { aCsv, aXlsx, filasValidas, formulario, TIPOS } from './bulk-import.fixtures';

// ADR 027: the optional 'regimen' column, after the spec's columns.
let t: AppDePrueba;
let token: string;
beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2025-06-15' });
  token = await iniciarSesion(t.app, (await crearUsuario(t.base.db, { roles: ['Admin'] })).email);
  await asegurarDepartamento(t.base.db);
});
afterAll(() => t.cerrar());

const subir = (
  ruta: 'validate' | 'process',
  archivo: { nombre: string; contenido: Buffer; tipo: string },
) => {
  const f = formulario(archivo);
  return t.app.inject({
    method: 'POST',
    url: `/api/bulkimport/${ruta}`,
    payload: f.payload,
    headers: { ...f.headers, ...conToken(token) },
  });
};

describe('columna opcional «regimen» de la importación masiva', () => {
  it('GENERAL, MYPE (sin importar mayúsculas ni tildes) o vacío; se guarda en cada usuario y en su auditoría', async () => {
    const filas = filasValidas(4, { inicio: 50_000, dominio: 'regimen.pe', roles: 'Empleado' }).map(
      (f, i) => ({
        ...f,
        dniJefe: '',
        regimen: ['MYPE', 'general', '', ' Mype '][i]!,
      }),
    );
    const r = await subir('process', { nombre: 'r.xlsx', contenido: await aXlsx(filas), tipo: TIPOS.xlsx });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().estadisticas.usuariosCreados).toBe(4);
    const creados = await t.base.db
      .select({ email: usuarios.email, regimen: usuarios.regimen })
      .from(usuarios)
      .where(like(usuarios.email, '%@regimen.pe'))
      .orderBy(usuarios.email);
    expect(creados.map((u) => u.regimen)).toEqual(['MYPE', 'GENERAL', null, 'MYPE']);
    const [registro] = await t.base.db
      .select()
      .from(auditoria)
      .where(
        eq(
          auditoria.usuarioAfectadoId,
          (await t.base.db.select().from(usuarios).where(eq(usuarios.email, creados[0]!.email)))[0]!.id,
        ),
      );
    expect(registro?.datosNuevos).toMatchObject({ regimen: 'MYPE' });
  });

  it('un valor distinto es un error de su fila, con el valor y la sugerencia; sin la columna nada cambia', async () => {
    const filas = filasValidas(2, { inicio: 51_000, dominio: 'regimen-malo.pe', roles: 'Empleado' }).map(
      (f) => ({
        ...f,
        dniJefe: '',
        regimen: 'PYME',
      }),
    );
    const v = await subir('validate', { nombre: 'm.csv', contenido: aCsv(filas), tipo: TIPOS.csv });
    expect(v.json()).toMatchObject({ esValido: false, filasConErrores: 2 });
    expect(v.json().erroresValidacion[0]).toMatchObject({
      numeroFila: 2,
      campo: 'regimen',
      mensaje: 'El régimen laboral debe ser GENERAL, MYPE o vacío',
      valor: 'PYME',
    });
    expect(v.json().erroresValidacion[0].sugerencia).toMatch(/GENERAL o MYPE/);

    const sinColumna = aCsv(filasValidas(2, { inicio: 52_000, dominio: 'sin.pe' }), {
      encabezados: Object.keys(filasValidas(1)[0]!),
    });
    const ok = await subir('validate', { nombre: 's.csv', contenido: sinColumna, tipo: TIPOS.csv });
    expect(ok.json()).toMatchObject({ esValido: true, erroresArchivo: [] });
  });

  it('la plantilla Excel trae la columna al final con su lista desplegable GENERAL/MYPE', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/bulkimport/template/excel',
      headers: conToken(token),
    });
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const hoja = libro.worksheets[0]!;
    const encabezados = (hoja.getRow(1).values as unknown[]).slice(1);
    expect(encabezados.at(-1)).toBe('regimen');
    const celda = hoja.getCell(2, encabezados.length);
    expect(celda.dataValidation).toMatchObject({ type: 'list', formulae: ['"GENERAL,MYPE"'] });
    const columnas = await t.app.inject({
      method: 'GET',
      url: '/api/bulkimport/columns',
      headers: conToken(token),
    });
    expect(columnas.json().columnas.at(-1)).toMatchObject({ nombre: 'regimen', requerido: false });
  });
});
