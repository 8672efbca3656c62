import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deflateRawSync } from 'node:zlib';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { MENSAJES_IMPORTACION, ZEventoProcesamiento } from '@app/contract/bulk-import';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { asegurarDepartamento, conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria, departamentos, importaciones, roles, usuarioRoles, usuarios } from '../../db/schema';
import { verificarContrasena } from '../../lib/seguridad';
import {
  aCsv,
  aXls,
  aXlsx,
  ENCABEZADOS,
  filasValidas,
  formulario,
  TIPOS,
  type FilaPrueba,
} from './bulk-import.fixtures';
import { letraColumna } from './lectura';

let t: AppDePrueba;
let admin: Awaited<ReturnType<typeof crearUsuario>>;
let token: string;

beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2025-06-15' });
  admin = await crearUsuario(t.base.db, { roles: ['Admin'], nombres: 'Ada' });
  token = await iniciarSesion(t.app, admin.email);
  await asegurarDepartamento(t.base.db);
  await asegurarDepartamento(t.base.db, 'VENTAS', 'Ventas');
  await t.base.db.insert(departamentos).values({ codigo: 'CERRADO', nombre: 'Cerrado', activo: false });
  await t.base.db.insert(roles).values({ nombre: 'Auditor', descripcion: 'Rol inactivo', activo: false });
});
afterAll(() => t.cerrar());

type Config = Record<string, unknown>;
/** The letter of the column right after the template's last one (an extra column in a test file). */
const subir = (
  ruta: 'validate' | 'process' | 'validate/errores',
  archivo: { nombre: string; contenido: Buffer; tipo?: string },
  configuracion?: Config | string,
  extra: { query?: string; headers?: Record<string, string>; token?: string } = {},
) => {
  const f = formulario(archivo, configuracion);
  return t.app.inject({
    method: 'POST',
    url: `/api/bulkimport/${ruta}${extra.query ?? ''}`,
    payload: f.payload,
    headers: { ...f.headers, ...conToken(extra.token ?? token), ...extra.headers },
  });
};
const xlsx = async (filas: FilaPrueba[], nombre = 'usuarios.xlsx') => ({
  nombre,
  contenido: await aXlsx(filas),
  tipo: TIPOS.xlsx,
});
const csv = (contenido: Buffer, nombre = 'usuarios.csv') => ({ nombre, contenido, tipo: TIPOS.csv });

const usuariosConDominio = (dominio: string) =>
  t.base.db
    .select()
    .from(usuarios)
    .where(like(usuarios.email, `%@${dominio}`));
const contarDominio = async (dominio: string) => (await usuariosConDominio(dominio)).length;

/** Every imported user checked against the rows of the file. */
async function comprobarImportados(filas: FilaPrueba[], dominio: string) {
  const creados = await usuariosConDominio(dominio);
  expect(creados).toHaveLength(filas.length);
  const porDni = new Map(creados.map((u) => [u.dni, u]));
  const rolesPorUsuario = new Map<number, string[]>();
  const asignados = await t.base.db
    .select({ usuarioId: usuarioRoles.usuarioId, nombre: roles.nombre })
    .from(usuarioRoles)
    .innerJoin(roles, eq(roles.id, usuarioRoles.rolId))
    .where(
      inArray(
        usuarioRoles.usuarioId,
        creados.map((u) => u.id),
      ),
    );
  for (const a of asignados)
    rolesPorUsuario.set(a.usuarioId, [...(rolesPorUsuario.get(a.usuarioId) ?? []), a.nombre]);
  for (const f of filas) {
    const u = porDni.get(String(f.dni))!;
    expect(u, `DNI ${f.dni}`).toBeDefined();
    expect(u.nombres).toBe(f.nombres);
    expect(u.apellidoPaterno).toBe(f.apellidoPaterno);
    expect(u.apellidoMaterno).toBe(f.apellidoMaterno);
    expect(u.email).toBe(f.email);
    expect(u.fechaIngreso).toMatch(/^2021-03-\d\d$/);
    expect(u.extranjero).toBe(f.extranjero === 'SI');
    expect(u.numeroCelular).toBe(f.numeroCelular || null);
    expect(u.esquemaContrasena).toBe('sha256-temp');
    expect(u.debeCambiarContrasena).toBe(true);
    expect(u.creadoPorId).toBe(admin.id);
    expect(u.jefeId).toBe(f.dniJefe ? porDni.get(String(f.dniJefe))!.id : null);
    expect(rolesPorUsuario.get(u.id)!.sort()).toEqual(String(f.roles).split(', ').sort());
  }
  return creados;
}

describe('columnas y plantillas', () => {
  it('GET /columns da las columnas del spec, los roles activos y los departamentos activos por código', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/bulkimport/columns', headers: conToken(token) });
    expect(r.statusCode, r.body).toBe(200);
    const c = r.json();
    expect(c.columnas.map((x: { nombre: string }) => x.nombre)).toEqual(ENCABEZADOS);
    expect(c.rolesDisponibles).toEqual(['Admin', 'Empleado', 'Jefe']);
    expect(c.departamentos).toEqual(
      expect.arrayContaining([
        { codigo: 'GEN', nombre: 'General' },
        { codigo: 'VENTAS', nombre: 'Ventas' },
      ]),
    );
    expect(c.departamentos.map((d: { codigo: string }) => d.codigo)).not.toContain('CERRADO');
    expect(c.configuracionPorDefecto).toEqual({
      rolesPorDefecto: ['Empleado'],
      generarPasswordsAutomaticamente: true,
      continuarConErrores: false,
      validarJefesExistentes: true,
      enviarNotificacionEmail: false,
      crearDepartamentosFaltantes: false,
    });
    expect(c.limites).toEqual({
      maxRegistros: 10_000,
      maxTamanoBytes: 10_485_760,
      extensiones: ['.xlsx', '.xls', '.csv'],
    });
    expect(c.correoDisponible).toBe(false);
  });

  it('la plantilla Excel trae encabezados, un ejemplo, listas desplegables y la hoja Listas con códigos y roles vigentes', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/bulkimport/template/excel',
      headers: conToken(token),
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    expect(r.headers['content-disposition']).toContain('Plantilla_BulkImport_Usuarios_2025-06-15.xlsx');
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const hoja = libro.worksheets[0]!;
    expect(hoja.name).toBe('Usuarios');
    expect((hoja.getRow(1).values as unknown[]).slice(1)).toEqual(ENCABEZADOS);
    const ejemplo = hoja.getRow(2);
    expect(ejemplo.getCell(1).value).toBe('María José');
    expect(ejemplo.getCell(8).value).toEqual(new Date(Date.UTC(2025, 5, 15)));
    const extranjero = hoja.getRow(3);
    expect(extranjero.getCell(4).value).toBe('001234567');
    expect(extranjero.getCell(9).value).toBe('SI');
    expect(String(hoja.getCell('D1').note)).toMatch(/^DNI \/ CE \/ Pasaporte: /);
    const validaciones = (
      hoja as unknown as { dataValidations: { model: Record<string, ExcelJS.DataValidation> } }
    ).dataValidations.model;
    const porColumna = (letra: string) =>
      Object.entries(validaciones).find(([rango, v]) => v && rango.startsWith(`${letra}2`))?.[1];
    expect(porColumna('I')).toMatchObject({ type: 'list', formulae: ['"SI,NO"'] });
    expect(porColumna('F')).toMatchObject({
      type: 'list',
      formulae: [expect.stringMatching(/^Listas!\$A\$2:\$A\$\d+$/)],
    });
    expect(porColumna('K')).toMatchObject({
      type: 'list',
      formulae: [expect.stringMatching(/^Listas!\$C\$2:\$C\$\d+$/)],
    });
    const listas = libro.getWorksheet('Listas')!;
    const columna = (n: number) =>
      listas
        .getColumn(n)
        .values.slice(2)
        .filter((v) => v !== null && v !== undefined);
    expect(columna(1)).toEqual(expect.arrayContaining(['GEN', 'VENTAS']));
    expect(columna(1)).not.toContain('CERRADO');
    expect(columna(3)).toEqual(['Admin', 'Empleado', 'Jefe']);
  });

  it('la plantilla CSV es UTF-8 con BOM, separada por punto y coma, con encabezados y un ejemplo', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/bulkimport/template/csv',
      headers: conToken(token),
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toContain('Plantilla_BulkImport_Usuarios_2025-06-15.csv');
    const bytes = r.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [encabezado, ejemplo, extranjero] = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(encabezado!.split(';')).toEqual(ENCABEZADOS);
    expect(ejemplo).toContain('María José;Quispe;Ñahui');
    expect(extranjero).toContain('John;Smith;Brown;001234567;john.smith@empresa.pe');
    expect(ejemplo).toContain('15/06/2025');
  });

  it('la plantilla Excel llenada con filas nuevas valida sin errores', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/bulkimport/template/excel',
      headers: conToken(token),
    });
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const hoja = libro.worksheets[0]!;
    hoja.spliceRows(2, 1);
    for (const f of filasValidas(5, { inicio: 20_000, dominio: 'plantilla.pe' }))
      hoja.addRow(ENCABEZADOS.map((e) => f[e]));
    const contenido = Buffer.from(await libro.xlsx.writeBuffer());
    const v = await subir('validate', { nombre: 'plantilla.xlsx', contenido, tipo: TIPOS.xlsx });
    expect(v.statusCode, v.body).toBe(200);
    expect(v.json()).toMatchObject({
      esValido: true,
      usuariosEncontrados: 5,
      erroresValidacion: [],
      erroresArchivo: [],
    });
  });
});

describe('archivos válidos de 1.000 filas', () => {
  it('un .xlsx se importa exacto: tildes, fechas, jefes del mismo archivo, roles, contraseñas temporales rápidas', async () => {
    const filas = filasValidas(1000, { inicio: 0, dominio: 'xlsx.pe' });
    const v = await subir('validate', await xlsx(filas));
    expect(v.statusCode, v.body).toBe(200);
    expect(v.json()).toMatchObject({
      esValido: true,
      usuariosEncontrados: 1000,
      filasValidas: 1000,
      filasConErrores: 0,
      erroresValidacion: [],
      erroresArchivo: [],
      nombreArchivo: 'usuarios.xlsx',
    });
    expect(await contarDominio('xlsx.pe')).toBe(0);

    const p = await subir('process', await xlsx(filas));
    expect(p.statusCode, p.body).toBe(200);
    const res = p.json();
    expect(res).toMatchObject({
      esExitoso: true,
      message: 'Se procesaron exitosamente 1,000 usuarios',
      registrosFallidos: [],
      estadisticas: { totalRegistrosProcesados: 1000, usuariosCreados: 1000, registrosFallidos: 0 },
      notificacionEmail: { solicitada: false, enviada: false, mensaje: null },
    });
    expect(res.estadisticas.tiempoProcesamiento).toBeGreaterThan(0);
    expect(res.usuariosCreados).toHaveLength(1000);
    expect(res.usuariosCreados[0]).toMatchObject({
      numeroFila: 2,
      email: 'usuario.0@xlsx.pe',
      nombre: 'José Sofía Núñez Ríos',
    });
    expect(p.headers['cache-control']).toBe('no-store');
    await comprobarImportados(filas, 'xlsx.pe');

    // The one-time credentials: an .xlsx with every generated password, then gone.
    const url = `/api/bulkimport/credenciales/${res.credenciales.token}`;
    const d = await t.app.inject({ method: 'GET', url, headers: conToken(token) });
    expect(d.statusCode).toBe(200);
    expect(d.headers['content-disposition']).toContain('Credenciales_BulkImport_2025-06-15.xlsx');
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(d.rawPayload as unknown as ArrayBuffer);
    const hoja = libro.worksheets[0]!;
    expect(hoja.rowCount).toBe(1001);
    expect((hoja.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Fila',
      'Nombre',
      'Email',
      'Contraseña temporal',
    ]);
    const [, fila, , email, contrasena] = hoja.getRow(2).values as [unknown, number, string, string, string];
    expect(fila).toBe(2);
    // Row numbers are numbers with the thousands format (Excel shows 1,001 in a Peruvian locale).
    expect(hoja.getRow(1001).getCell(1).value).toBe(1001);
    expect(hoja.getRow(1001).getCell(1).numFmt).toBe('#,##0');
    const u = (await t.base.db.select().from(usuarios).where(eq(usuarios.email, email)))[0]!;
    expect(await verificarContrasena(u.esquemaContrasena, u.hashContrasena!, contrasena)).toBe(true);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: email, password: contrasena },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().debeCambiarContrasena).toBe(true);
    const otraVez = await t.app.inject({ method: 'GET', url, headers: conToken(token) });
    expect(otraVez.statusCode).toBe(404);
    expect(otraVez.json().message).toBe(MENSAJES_IMPORTACION.credencialesNoDisponibles);

    // Recorded and audited, never with a password.
    const registro = (
      await t.base.db
        .select()
        .from(importaciones)
        .where(and(eq(importaciones.usuarioId, admin.id), eq(importaciones.soloValidacion, false)))
    ).at(-1)!;
    expect(registro).toMatchObject({
      nombreArchivo: 'usuarios.xlsx',
      estado: 'COMPLETADO',
      totalRegistros: 1000,
      exitosos: 1000,
      fallidos: 0,
    });
    expect(registro.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(registro.tamanoBytes).toBeGreaterThan(1000);
    expect(registro.fechaFin).not.toBeNull();
    const eventos = await t.base.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.modulo, 'GESTION_USUARIOS'), eq(auditoria.usuarioEjecutorId, admin.id)));
    const altas = eventos.filter(
      (e) => e.tipoAccion === 'CREAR_USUARIO' && e.motivo?.includes('usuarios.xlsx'),
    );
    expect(altas).toHaveLength(1000);
    const resumen = eventos.find(
      (e) => e.tipoAccion === 'IMPORTACION_MASIVA_USUARIOS' && e.severidad === 'INFO',
    )!;
    expect(resumen.datosNuevos).toMatchObject({
      creados: 1000,
      sha256: registro.sha256,
      nombreArchivo: 'usuarios.xlsx',
    });
    expect(eventos.some((e) => e.tipoAccion === 'DESCARGAR_CREDENCIALES_IMPORTACION')).toBe(true);
    expect(JSON.stringify(eventos)).not.toContain(contrasena);
  });

  it('un .xls (Excel 97-2003) con fechas reales se importa igual de exacto', async () => {
    const filas = filasValidas(1000, { inicio: 1000, dominio: 'xls.pe' });
    const archivo = { nombre: 'usuarios.xls', contenido: aXls(filas), tipo: TIPOS.xls };
    const v = await subir('validate', archivo);
    expect(v.json()).toMatchObject({ esValido: true, usuariosEncontrados: 1000, erroresValidacion: [] });
    const p = await subir('process', archivo);
    expect(p.json()).toMatchObject({ esExitoso: true, estadisticas: { usuariosCreados: 1000 } });
    await comprobarImportados(filas, 'xls.pe');
  });

  it('un CSV separado por punto y coma en Windows-1252 conserva las tildes y las eñes', async () => {
    const filas = filasValidas(1000, { inicio: 2000, dominio: 'csv1252.pe' });
    const contenido = aCsv(filas, { delimitador: ';', codificacion: 'windows-1252' });
    expect(contenido.includes(Buffer.from('Núñez', 'utf8'))).toBe(false);
    expect(contenido.includes(Buffer.from('Núñez', 'latin1'))).toBe(true);
    const p = await subir('process', csv(contenido));
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json()).toMatchObject({ esExitoso: true, estadisticas: { usuariosCreados: 1000 } });
    await comprobarImportados(filas, 'csv1252.pe');
  });

  it('un CSV UTF-8 con BOM separado por comas, con campos entre comillas que contienen comas, comillas y saltos de línea', async () => {
    const filas = filasValidas(3, { inicio: 3000, dominio: 'csvutf8.pe' });
    filas[0]!.empresa = 'Empresa "La Andina", S.A.C.\r\nSede Lima';
    filas[1]!.roles = 'Empleado, Jefe';
    filas[2]!.dniJefe = filas[1]!.dni ?? null;
    const contenido = aCsv(filas, { delimitador: ',', codificacion: 'utf-8-bom' });
    const v = await subir('validate', csv(contenido));
    expect(v.json()).toMatchObject({ esValido: true, usuariosEncontrados: 3 });
    const p = await subir('process', csv(contenido));
    expect(p.json().esExitoso).toBe(true);
    const [u] = await t.base.db
      .select()
      .from(usuarios)
      .where(eq(usuarios.dni, String(filas[0]!.dni)));
    expect(u!.empresa).toBe('Empresa "La Andina", S.A.C.\r\nSede Lima');
  });
});

describe('errores por fila', () => {
  /** 1,000 rows where rows 51, 403 and 1000 of the sheet are wrong (one fault each). */
  function conTresMalas(inicio: number, dominio: string) {
    const filas = filasValidas(1000, { inicio, dominio });
    filas[49]!.dni = '1234'; // sheet row 51
    filas[401]!.codigoDepartamento = 'NOEXISTE'; // sheet row 403
    filas[998]!.email = 'sin-arroba'; // sheet row 1000
    // The bad rows must not be managers of anyone (each row of a block of ten reports to its first row).
    for (const i of [49, 401, 998]) expect(i % 10).not.toBe(0);
    return filas;
  }

  it('tres filas malas entre 997 buenas: tres errores con el número de fila de la hoja, y sin continuarConErrores no se crea nada', async () => {
    const filas = conTresMalas(5000, 'tresmalas.pe');
    const v = await subir('validate', await xlsx(filas));
    const r = v.json();
    expect(r).toMatchObject({
      esValido: false,
      usuariosEncontrados: 1000,
      filasValidas: 997,
      filasConErrores: 3,
      totalErrores: 3,
    });
    expect(r.erroresValidacion).toEqual([
      {
        numeroFila: 51,
        campo: 'dni',
        mensaje: 'El DNI debe tener 8 dígitos',
        sugerencia: expect.stringContaining("Valor encontrado: '1234'"),
        valor: '1234',
      },
      {
        numeroFila: 403,
        campo: 'codigoDepartamento',
        mensaje: "El departamento con código 'NOEXISTE' no existe",
        sugerencia: expect.stringContaining('GEN'),
      },
      {
        numeroFila: 1000,
        campo: 'email',
        mensaje: 'El email no tiene un formato válido',
        sugerencia: expect.stringContaining('sin-arroba'),
        valor: 'sin-arroba',
      },
    ]);
    const p = await subir('process', await xlsx(filas), { continuarConErrores: false });
    const res = p.json();
    expect(res).toMatchObject({
      esExitoso: false,
      usuariosCreados: [],
      message: MENSAJES_IMPORTACION.procesadoSinCambios,
      estadisticas: { totalRegistrosProcesados: 1000, usuariosCreados: 0, registrosFallidos: 3 },
      credenciales: null,
    });
    expect(res.registrosFallidos.map((f: { numeroFila: number }) => f.numeroFila)).toEqual([51, 403, 1000]);
    expect(res.registrosFallidos.every((f: { esCritico: boolean }) => f.esCritico)).toBe(true);
    expect(await contarDominio('tresmalas.pe')).toBe(0);
  });

  it('con continuarConErrores se crean las 997 válidas y se informan las 3 inválidas', async () => {
    const filas = conTresMalas(6000, 'tresmalas2.pe');
    const p = await subir('process', await xlsx(filas), { continuarConErrores: true });
    const res = p.json();
    expect(res).toMatchObject({
      esExitoso: false,
      message: 'Procesamiento completado con errores. 3 registros fallidos',
      estadisticas: { totalRegistrosProcesados: 1000, usuariosCreados: 997, registrosFallidos: 3 },
    });
    expect(
      res.registrosFallidos.map((f: { numeroFila: number; esCritico: boolean }) => [
        f.numeroFila,
        f.esCritico,
      ]),
    ).toEqual([
      [51, false],
      [403, false],
      [1000, false],
    ]);
    expect(await contarDominio('tresmalas2.pe')).toBe(997);
    const [registro] = await t.base.db
      .select()
      .from(importaciones)
      .where(eq(importaciones.estado, 'PARCIAL'));
    expect(registro).toMatchObject({ exitosos: 997, fallidos: 3, totalRegistros: 1000 });
  });

  it('aplica cada regla del formulario y de la importación, con mensaje y sugerencia por fila', async () => {
    const existente = await crearUsuario(t.base.db, { email: 'ya.existe@empresa.pe', dni: '77777777' });
    const inactivo = await crearUsuario(t.base.db, { dni: '66666666', activo: false });
    const base = filasValidas(1, { inicio: 7000, dominio: 'reglas.pe' })[0]!;
    const fila = (cambios: FilaPrueba, n: number): FilaPrueba => ({
      ...base,
      dni: String(47_000_000 + n),
      email: `regla.${n}@reglas.pe`,
      dniJefe: '',
      ...cambios,
    });
    const filas = [
      fila({ nombres: '' }, 1), // 2
      fila({ apellidoPaterno: '   ' }, 2), // 3
      fila({ apellidoMaterno: '' }, 3), // 4
      fila({ dni: '' }, 4), // 5
      fila({ email: '' }, 5), // 6
      fila({ empresa: '' }, 6), // 7
      fila({ fechaIngreso: '' }, 7), // 8
      fila({ fechaIngreso: '31/02/2024' }, 8), // 9
      fila({ numeroCelular: '12345' }, 9), // 10
      fila({ extranjero: 'QUIZAS' }, 10), // 11
      fila({ roles: 'Empleado, Gerente' }, 11), // 12
      fila({ roles: 'Auditor' }, 12), // 13
      fila({ codigoDepartamento: 'CERRADO' }, 13), // 14
      fila({ email: 'YA.EXISTE@empresa.pe' }, 14), // 15
      fila({ dni: existente.dni }, 15), // 16
      fila({ email: 'regla.1@reglas.pe' }, 16), // 17: repeats row 2's email
      fila({ dni: String(47_000_000 + 2) }, 17), // 18: repeats row 3's DNI
      fila({ dniJefe: '99999999' }, 18), // 19: manager nowhere
      fila({ dniJefe: inactivo.dni }, 19), // 20: manager inactive
      fila({ dniJefe: String(47_000_000 + 20) }, 20), // 21: own DNI
      fila({ dniJefe: String(47_000_000 + 22) }, 21), // 22 ↔ 23: a cycle
      fila({ dniJefe: String(47_000_000 + 21) }, 22), // 23
      fila({ dniJefe: String(47_000_000 + 1) }, 23), // 24: manager is row 2, which has errors
      fila({ dniJefe: existente.dni }, 24), // 25: valid, existing manager
      fila({ dniJefe: String(47_000_000 + 24) }, 25), // 26: valid, manager in the file (row 25)
    ];
    const v = (await subir('validate', await xlsx(filas))).json();
    const porFila = new Map<number, { campo: string; mensaje: string; sugerencia: string }[]>();
    for (const e of v.erroresValidacion) porFila.set(e.numeroFila, [...(porFila.get(e.numeroFila) ?? []), e]);
    const mensaje = (n: number) => porFila.get(n)?.map((e) => e.mensaje);
    expect(mensaje(2)).toEqual(['Los nombres son requeridos']);
    expect(mensaje(3)).toEqual(['El apellido paterno es requerido']);
    expect(mensaje(4)).toEqual(['El apellido materno es requerido']);
    expect(mensaje(5)).toEqual(['El DNI es requerido']);
    expect(mensaje(6)).toEqual(['El email es requerido']);
    expect(mensaje(7)).toEqual(['La empresa es requerida']);
    expect(mensaje(8)).toEqual(['La fecha de ingreso es requerida']);
    expect(mensaje(9)).toEqual(['La fecha de ingreso no es una fecha válida']);
    expect(mensaje(10)).toEqual(['El número de celular debe tener 9 dígitos']);
    expect(mensaje(11)).toEqual(['El valor de extranjero debe ser SI o NO']);
    expect(mensaje(12)).toEqual(["El rol 'Gerente' no existe"]);
    expect(mensaje(13)).toEqual(["El rol 'Auditor' está inactivo"]);
    expect(mensaje(14)).toEqual(["El departamento con código 'CERRADO' está inactivo"]);
    expect(mensaje(15)).toEqual(['Ya existe un usuario con ese email']);
    expect(mensaje(16)).toEqual(['Ya existe un usuario con ese DNI']);
    expect(mensaje(17)).toEqual(["El email 'regla.1@reglas.pe' está repetido en las filas 2 y 17"]);
    expect(mensaje(18)).toEqual([`El DNI ${47_000_002} está repetido en las filas 3 y 18`]);
    expect(mensaje(19)).toEqual([
      'No existe un usuario activo ni una fila del archivo con el DNI de jefe 99999999',
    ]);
    expect(mensaje(20)).toEqual(['El jefe seleccionado no existe o está inactivo']);
    expect(mensaje(21)).toEqual(['Un usuario no puede ser su propio jefe']);
    expect(mensaje(22)).toEqual(['El jefe seleccionado crearía un ciclo en la jerarquía']);
    expect(mensaje(23)).toEqual(['El jefe seleccionado crearía un ciclo en la jerarquía']);
    expect(porFila.get(22)![0]!.sugerencia).toContain('22 → 23 → 22');
    expect(mensaje(24)).toEqual(['El jefe inmediato (fila 2) tiene errores y no se puede crear']);
    expect(porFila.has(25)).toBe(false);
    expect(porFila.has(26)).toBe(false);
    for (const errores of porFila.values())
      for (const e of errores) expect(e.sugerencia.length).toBeGreaterThan(10);
    expect(v.filasValidas).toBe(2);

    const p = (await subir('process', await xlsx(filas), { continuarConErrores: true })).json();
    expect(p.estadisticas).toMatchObject({ usuariosCreados: 2, registrosFallidos: 23 });
    const [u25] = await t.base.db
      .select()
      .from(usuarios)
      .where(eq(usuarios.dni, String(47_000_024)));
    const [u26] = await t.base.db
      .select()
      .from(usuarios)
      .where(eq(usuarios.dni, String(47_000_025)));
    expect(u25!.jefeId).toBe(existente.id);
    expect(u26!.jefeId).toBe(u25!.id);
  });

  it('dos procesos simultáneos del mismo archivo: uno crea todos los usuarios y el otro ninguno', async () => {
    const archivo = await xlsx(filasValidas(300, { inicio: 7700, dominio: 'simultaneo.pe' }));
    const [a, b] = await Promise.all([subir('process', archivo), subir('process', archivo)]);
    const resultados = [a.json(), b.json()].sort(
      (x, y) => y.estadisticas.usuariosCreados - x.estadisticas.usuariosCreados,
    );
    expect(resultados.map((r) => r.estadisticas.usuariosCreados)).toEqual([300, 0]);
    expect(resultados[1].esExitoso).toBe(false);
    expect(resultados[1].registrosFallidos.length).toBeGreaterThan(0);
    expect(JSON.stringify(resultados[1])).not.toMatch(/params:|sha256|\$/);
    expect(await contarDominio('simultaneo.pe')).toBe(300);
  });

  it('sin validarJefesExistentes, un jefe desconocido o inactivo es una advertencia y el usuario se crea sin jefe', async () => {
    const inactivo = await crearUsuario(t.base.db, { dni: '65656565', activo: false });
    const filas = filasValidas(2, { inicio: 7100, dominio: 'sinjefe.pe' });
    filas[0]!.dniJefe = '88888888';
    filas[1]!.dniJefe = inactivo.dni;
    const v = (await subir('validate', await xlsx(filas), { validarJefesExistentes: false })).json();
    expect(v.esValido).toBe(true);
    expect(
      v.advertencias.map((a: { numeroFila: number; mensaje: string }) => [a.numeroFila, a.mensaje]),
    ).toEqual(
      expect.arrayContaining([
        [2, 'No se encontró el jefe con DNI 88888888: el usuario se creará sin jefe inmediato'],
        [3, `El jefe con DNI ${inactivo.dni} está inactivo: el usuario se creará sin jefe inmediato`],
      ]),
    );
    const p = (await subir('process', await xlsx(filas), { validarJefesExistentes: false })).json();
    expect(p.esExitoso).toBe(true);
    expect((await usuariosConDominio('sinjefe.pe')).map((u) => u.jefeId)).toEqual([null, null]);
  });

  it('advierte lo aceptado pero extraño: fecha futura, nombre en mayúsculas, DNI leído como número, columna desconocida', async () => {
    const filas = filasValidas(3, { inicio: 7200, dominio: 'raras.pe' });
    filas[0]!.fechaIngreso = '01/01/2026';
    filas[1]!.nombres = 'JUAN CARLOS';
    filas[2]!.dni = 1_234_567; // a number in Excel: its leading zero is lost
    const encabezados = [...ENCABEZADOS, 'Observaciones'];
    const contenido = await aXlsx(filas, encabezados);
    const v = (await subir('validate', { nombre: 'raras.xlsx', contenido, tipo: TIPOS.xlsx })).json();
    expect(v.esValido).toBe(true);
    const textos = v.advertencias.map(
      (a: { numeroFila: number | null; mensaje: string }) => `${a.numeroFila}: ${a.mensaje}`,
    );
    expect(textos).toEqual(
      expect.arrayContaining([
        // The column after the template's last one (its letter moves when the template gains a column).
        `1: La columna 'Observaciones' (${letraColumna(ENCABEZADOS.length)}) no se reconoce y se ignorará`,
        '2: La fecha de ingreso 01/01/2026 es posterior a hoy',
        '3: La columna nombres está escrita en mayúsculas',
        '4: El DNI se leyó como número; se completó con ceros a la izquierda: 01234567',
      ]),
    );
    const p = (await subir('process', { nombre: 'raras.xlsx', contenido, tipo: TIPOS.xlsx })).json();
    expect(p.esExitoso).toBe(true);
    const creados = await usuariosConDominio('raras.pe');
    expect(creados.map((u) => u.dni).sort()).toEqual(
      ['01234567', String(40_007_200), String(40_007_201)].sort(),
    );
    expect(creados.find((u) => u.nombres === 'JUAN CARLOS')).toBeDefined();
  });

  it('encabezados sin importar mayúsculas, tildes ni espacios; columnas en otro orden; filas vacías sin contar', async () => {
    const filas = filasValidas(2, { inicio: 7300, dominio: 'encabezados.pe' });
    const encabezados = [...ENCABEZADOS].reverse();
    const nombres = encabezados.map((e) =>
      e === 'apellidoPaterno'
        ? '  Apellido Paterno '
        : e === 'codigoDepartamento'
          ? 'CÓDIGO_DEPARTAMENTO'
          : e.toUpperCase(),
    );
    const lineas = [
      nombres.join(';'),
      '',
      ...filas.map((f) =>
        encabezados
          .map((e) => {
            const v = f[e];
            return v instanceof Date ? '15/03/2021' : String(v ?? '');
          })
          .join(';'),
      ),
      ';;;',
    ];
    const v = (await subir('validate', csv(Buffer.from(lineas.join('\r\n'), 'utf8')))).json();
    expect(v).toMatchObject({ esValido: true, usuariosEncontrados: 2, erroresArchivo: [] });
  });
});

describe('archivos rechazados sin efecto', () => {
  const rechazado = async (
    archivo: { nombre: string; contenido: Buffer; tipo?: string },
    mensaje: string | RegExp,
  ) => {
    const v = await subir('validate', archivo);
    expect(v.statusCode, v.body).toBe(200);
    expect(v.json()).toMatchObject({
      esValido: false,
      usuariosEncontrados: 0,
      erroresArchivo: [expect.stringMatching(mensaje)],
    });
    const antes = (await t.base.db.select({ n: sql<number>`count(*)::int` }).from(usuarios))[0]!.n;
    const p = await subir('process', archivo, { continuarConErrores: true });
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json()).toMatchObject({
      esExitoso: false,
      usuariosCreados: [],
      registrosFallidos: [{ numeroFila: null, esCritico: true, mensaje: expect.stringMatching(mensaje) }],
    });
    const despues = (await t.base.db.select({ n: sql<number>`count(*)::int` }).from(usuarios))[0]!.n;
    expect(despues).toBe(antes);
  };
  const exacto = (s: string) => new RegExp(`^${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

  it('un archivo de más de 10 MB: 413 con el mensaje del spec', async () => {
    const grande = Buffer.alloc(10 * 1024 * 1024 + 1, 'a');
    for (const ruta of ['validate', 'process'] as const) {
      const r = await subir(ruta, csv(grande));
      expect(r.statusCode).toBe(413);
      expect(r.json()).toMatchObject({
        code: 'ARCHIVO_DEMASIADO_GRANDE',
        message: 'El archivo excede el tamaño máximo de 10.0 MB',
      });
    }
  });

  it('una bomba zip en .xlsx (declarada o escondida) se rechaza antes de descomprimirla', async () => {
    await rechazado({ nombre: 'bomba.xlsx', contenido: bombaZip(false), tipo: TIPOS.xlsx }, /bomba zip/);
    await rechazado({ nombre: 'bomba2.xlsx', contenido: bombaZip(true), tipo: TIPOS.xlsx }, /bomba zip/);
  });

  it('un .csv que en realidad es una imagen PNG', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    await rechazado(
      csv(png, 'usuarios.csv'),
      /no corresponde a su extensión \.csv \(parece una imagen PNG\)/,
    );
  });

  it('un .xlsx que es texto, y un .xls que es un zip', async () => {
    await rechazado(
      { nombre: 'u.xlsx', contenido: aCsv(filasValidas(1)), tipo: TIPOS.xlsx },
      /no corresponde a su extensión \.xlsx/,
    );
    await rechazado(
      { nombre: 'u.xls', contenido: await aXlsx(filasValidas(1)), tipo: TIPOS.xls },
      /no corresponde a su extensión \.xls \(parece un archivo comprimido/,
    );
  });

  it('10.001 filas: se rechaza el archivo entero', async () => {
    const contenido = aCsv(filasValidas(10_001, { inicio: 10_000, dominio: 'muchas.pe' }));
    await rechazado(csv(contenido), exacto(MENSAJES_IMPORTACION.demasiadosRegistros));
    expect(await contarDominio('muchas.pe')).toBe(0);
  });

  it('extensión, tipo, vacío, solo encabezados, columnas que faltan o repetidas', async () => {
    await rechazado(
      { nombre: 'usuarios.txt', contenido: aCsv(filasValidas(1)), tipo: 'text/plain' },
      exacto(MENSAJES_IMPORTACION.extensionNoPermitida),
    );
    await rechazado(
      { nombre: 'usuarios.csv', contenido: aCsv(filasValidas(1)), tipo: 'image/png' },
      exacto('Tipo de archivo no válido: image/png'),
    );
    await rechazado(csv(Buffer.alloc(0)), exacto('El archivo está vacío'));
    await rechazado(csv(Buffer.from(`${ENCABEZADOS.join(';')}\r\n`)), exacto(MENSAJES_IMPORTACION.sinDatos));
    await rechazado(csv(Buffer.from(' \r\n\r\n')), exacto(MENSAJES_IMPORTACION.sinDatos));
    await rechazado(
      csv(aCsv(filasValidas(1), { encabezados: ENCABEZADOS.filter((e) => e !== 'dni' && e !== 'email') })),
      /^Faltan columnas obligatorias en la primera fila: dni, email\./,
    );
    await rechazado(
      csv(aCsv(filasValidas(1), { encabezados: [...ENCABEZADOS, 'DNI'] })),
      new RegExp(
        `^La columna 'dni' aparece más de una vez \\(columnas D y ${letraColumna(ENCABEZADOS.length)}\\)$`,
      ),
    );
    await rechazado(csv(Buffer.from('nombres;"sin cerrar\r\nx;y')), /comillas sin cerrar/);
  });

  it('una celda que empieza con = se guarda como texto, nunca se evalúa, y se neutraliza al exportarla', async () => {
    const filas = filasValidas(1, { inicio: 7400, dominio: 'formula.pe' });
    filas[0]!.nombres = '=HYPERLINK("http://malo.example","clic")';
    filas[0]!.apellidoPaterno = '=1+1';
    const archivo = csv(aCsv(filas));
    const v = (await subir('validate', archivo)).json();
    expect(v.esValido).toBe(true);
    expect(v.advertencias.map((a: { mensaje: string }) => a.mensaje)).toContain(
      "La columna nombres empieza con '=': se guardará como texto y nunca se evaluará",
    );
    const p = (await subir('process', archivo)).json();
    const [u] = await usuariosConDominio('formula.pe');
    expect(u!.nombres).toBe('=HYPERLINK("http://malo.example","clic")');
    expect(u!.apellidoPaterno).toBe('=1+1');
    const d = await t.app.inject({
      method: 'GET',
      url: `/api/bulkimport/credenciales/${p.credenciales.token}`,
      headers: conToken(token),
    });
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(d.rawPayload as unknown as ArrayBuffer);
    const celda = libro.worksheets[0]!.getRow(2).getCell(2);
    expect(celda.type).toBe(ExcelJS.ValueType.String);
    expect(celda.value).toBe(`'=HYPERLINK("http://malo.example","clic") =1+1 ${filas[0]!.apellidoMaterno}`);

    // A real formula in an .xlsx: the value Excel saved is used, with a warning; nothing is evaluated.
    const libroFormula = new ExcelJS.Workbook();
    const hoja = libroFormula.addWorksheet('Usuarios');
    hoja.addRow(ENCABEZADOS);
    const f2 = filasValidas(1, { inicio: 7401, dominio: 'formula.pe' })[0]!;
    const fila = hoja.addRow(ENCABEZADOS.map((e) => f2[e]));
    fila.getCell(10).value = { formula: 'CONCAT("Empresa ","Fórmula")', result: 'Empresa Fórmula' };
    const contenido = Buffer.from(await libroFormula.xlsx.writeBuffer());
    const r = (await subir('process', { nombre: 'formula.xlsx', contenido, tipo: TIPOS.xlsx })).json();
    expect(r.esExitoso).toBe(true);
    expect(r.advertencias.map((a: { mensaje: string }) => a.mensaje)).toContain(
      'La columna empresa contiene una fórmula; se usó el valor que Excel guardó',
    );
    const [u2] = await t.base.db
      .select()
      .from(usuarios)
      .where(eq(usuarios.email, String(f2.email)));
    expect(u2!.empresa).toBe('Empresa Fórmula');
  });

  it('sin multipart, sin archivo, con configuración inválida: 400 con el campo nombrado', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/bulkimport/validate',
      headers: conToken(token),
      payload: { a: 1 },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toHaveProperty('File');
    const malJson = await subir('validate', csv(aCsv(filasValidas(1))), '{no es json');
    expect(malJson.statusCode).toBe(400);
    expect(malJson.json()).toMatchObject({
      code: 'VALIDACION',
      message: MENSAJES_IMPORTACION.configuracionInvalida,
      errors: { Configuracion: [MENSAJES_IMPORTACION.configuracionInvalida] },
    });
    const sinRoles = await subir('validate', csv(aCsv(filasValidas(1))), { rolesPorDefecto: [] });
    expect(sinRoles.statusCode).toBe(400);
    expect(sinRoles.json()).toMatchObject({
      message: 'Debe seleccionar al menos un rol',
      errors: { RolesPorDefecto: ['Debe seleccionar al menos un rol'] },
    });
    const otraClave = await subir(
      'validate',
      csv(aCsv(filasValidas(1))),
      {},
      { query: '?claveEjecucion=../../x' },
    );
    expect(otraClave.statusCode).toBe(400);
  });
});

describe('configuración, progreso y permisos', () => {
  it('roles por defecto para las filas sin roles; sin contraseñas generadas, los usuarios no pueden entrar y no hay credenciales', async () => {
    const filas = filasValidas(2, { inicio: 7500, dominio: 'config.pe', roles: '' });
    const p = (
      await subir('process', await xlsx(filas), {
        rolesPorDefecto: ['Jefe'],
        generarPasswordsAutomaticamente: false,
      })
    ).json();
    expect(p.esExitoso).toBe(true);
    expect(p.credenciales).toBeNull();
    expect(p.advertencias.map((a: { mensaje: string }) => a.mensaje)).toContain(
      'Los usuarios se crearán sin contraseña: no podrán iniciar sesión hasta que un administrador reinicie su contraseña',
    );
    const creados = await usuariosConDominio('config.pe');
    expect(creados.every((u) => u.hashContrasena === null)).toBe(true);
    const asignados = await t.base.db
      .select({ nombre: roles.nombre })
      .from(usuarioRoles)
      .innerJoin(roles, eq(roles.id, usuarioRoles.rolId))
      .where(
        inArray(
          usuarioRoles.usuarioId,
          creados.map((u) => u.id),
        ),
      );
    expect(asignados.map((a) => a.nombre)).toEqual(['Jefe', 'Jefe']);
  });

  it('enviarNotificacionEmail sin servidor de correo lo dice claramente, sin fingir un envío', async () => {
    const filas = filasValidas(1, { inicio: 7600, dominio: 'correo.pe' });
    const v = (await subir('validate', await xlsx(filas), { enviarNotificacionEmail: true })).json();
    expect(v.advertencias[0]).toMatchObject({
      numeroFila: null,
      mensaje: MENSAJES_IMPORTACION.sinServidorCorreo,
    });
    const p = (await subir('process', await xlsx(filas), { enviarNotificacionEmail: true })).json();
    expect(p.notificacionEmail).toEqual({
      solicitada: true,
      enviada: false,
      mensaje: MENSAJES_IMPORTACION.sinServidorCorreo,
    });
  });

  it('con Accept application/x-ndjson el progreso llega en vivo y al final el resultado; luego la ruta de progreso da el desenlace', async () => {
    const filas = filasValidas(1000, { inicio: 8000, dominio: 'progreso.pe' });
    const clave = 'prueba-progreso-0001';
    const r = await subir(
      'process',
      await xlsx(filas),
      {},
      {
        query: `?claveEjecucion=${clave}`,
        headers: { accept: 'application/x-ndjson' },
      },
    );
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/x-ndjson');
    const eventos = r.body
      .trim()
      .split('\n')
      .map((l) => ZEventoProcesamiento.parse(JSON.parse(l)));
    const progresos = eventos.flatMap((e) => (e.tipo === 'progreso' ? [e.progreso] : []));
    expect(progresos.map((p) => p.fase)).toEqual(
      expect.arrayContaining(['recibiendo', 'leyendo', 'validando', 'creando', 'completado']),
    );
    const porcentajes = progresos.map((p) => p.porcentaje);
    expect([...porcentajes].sort((a, b) => a - b)).toEqual(porcentajes);
    expect(progresos.filter((p) => p.fase === 'creando').at(-1)).toMatchObject({
      procesados: 1000,
      total: 1000,
    });
    const final = eventos.at(-1)!;
    expect(final.tipo).toBe('resultado');
    if (final.tipo === 'resultado') expect(final.resultado.estadisticas.usuariosCreados).toBe(1000);

    const consulta = await t.app.inject({
      method: 'GET',
      url: `/api/bulkimport/progreso/${clave}`,
      headers: conToken(token),
    });
    expect(consulta.json()).toMatchObject({
      claveEjecucion: clave,
      fase: 'completado',
      porcentaje: 100,
      terminado: true,
    });
    // Another administrator cannot follow someone else's run.
    const otro = await crearUsuario(t.base.db, { roles: ['Admin'] });
    const tokenOtro = await iniciarSesion(t.app, otro.email);
    const ajena = await t.app.inject({
      method: 'GET',
      url: `/api/bulkimport/progreso/${clave}`,
      headers: conToken(tokenOtro),
    });
    expect(ajena.statusCode).toBe(404);
  });

  it('las credenciales solo las descarga quien importó', async () => {
    const p = (
      await subir('process', await xlsx(filasValidas(1, { inicio: 9100, dominio: 'ajena.pe' })))
    ).json();
    const otro = await crearUsuario(t.base.db, { roles: ['Admin'] });
    const tokenOtro = await iniciarSesion(t.app, otro.email);
    const url = `/api/bulkimport/credenciales/${p.credenciales.token}`;
    expect((await t.app.inject({ method: 'GET', url, headers: conToken(tokenOtro) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers: conToken(token) })).statusCode).toBe(200);
  });

  it('cada ruta exige USUARIOS-IMPORTAR', async () => {
    const rutas = t.app.rutasApi.filter((r) => r.url.startsWith('/api/bulkimport'));
    expect(rutas.map((r) => `${r.metodo} ${r.url}`).sort()).toEqual([
      'GET /api/bulkimport/columns',
      'GET /api/bulkimport/credenciales/:token',
      'GET /api/bulkimport/progreso/:claveEjecucion',
      'GET /api/bulkimport/template/csv',
      'GET /api/bulkimport/template/excel',
      'POST /api/bulkimport/process',
      'POST /api/bulkimport/validate',
      'POST /api/bulkimport/validate/errores',
    ]);
    for (const r of rutas) expect(r.config.permisos).toEqual(['USUARIOS-IMPORTAR']);
    const empleado = await crearUsuario(t.base.db, { roles: ['Jefe'] });
    const tokenEmpleado = await iniciarSesion(t.app, empleado.email);
    const r = await subir(
      'process',
      await xlsx(filasValidas(1, { inicio: 9200, dominio: 'prohibido.pe' })),
      {},
      { token: tokenEmpleado },
    );
    expect(r.statusCode).toBe(403);
    expect(await contarDominio('prohibido.pe')).toBe(0);
  });

  it('cada validación queda registrada con su huella y auditada', async () => {
    const archivo = await xlsx(filasValidas(2, { inicio: 9300, dominio: 'registro.pe' }), 'registro.xlsx');
    await subir('validate', archivo);
    const [r] = await t.base.db
      .select()
      .from(importaciones)
      .where(eq(importaciones.nombreArchivo, 'registro.xlsx'));
    expect(r).toMatchObject({
      soloValidacion: true,
      estado: 'VALIDADO',
      totalRegistros: 2,
      exitosos: 2,
      fallidos: 0,
      tamanoBytes: archivo.contenido.length,
    });
    const { createHash } = await import('node:crypto');
    expect(r!.sha256).toBe(createHash('sha256').update(archivo.contenido).digest('hex'));
    const [evento] = await t.base.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.tipoAccion, 'VALIDAR_IMPORTACION_USUARIOS'));
    expect(evento).toMatchObject({ modulo: 'GESTION_USUARIOS', usuarioEjecutorId: admin.id });
  });
});

/**
 * A .xlsx whose sheet inflates to 100 MB of spaces. `escondida`: the zip's headers claim 1 KB, so only
 * inflating would reveal it (the reader stops at the declared size).
 */
function bombaZip(escondida: boolean): Buffer {
  const entradas: [string, Buffer, number?][] = [
    [
      'xl/workbook.xml',
      Buffer.from('<workbook><sheets><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>'),
    ],
    [
      'xl/_rels/workbook.xml.rels',
      Buffer.from('<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>'),
    ],
  ];
  const grande = Buffer.alloc(100 * 1024 * 1024, 0x20);
  entradas.push(['xl/worksheets/sheet1.xml', grande, escondida ? 1024 : grande.length]);
  const locales: Buffer[] = [];
  const central: Buffer[] = [];
  let desplazamiento = 0;
  for (const [nombre, datos, declarado] of entradas) {
    const comprimido = deflateRawSync(datos);
    const n = Buffer.from(nombre);
    const tamano = declarado ?? datos.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(comprimido.length, 18);
    local.writeUInt32LE(tamano, 22);
    local.writeUInt16LE(n.length, 26);
    const cd = Buffer.alloc(46);
    cd.writeUInt32LE(0x02014b50, 0);
    cd.writeUInt16LE(20, 4);
    cd.writeUInt16LE(20, 6);
    cd.writeUInt16LE(8, 10);
    cd.writeUInt32LE(comprimido.length, 20);
    cd.writeUInt32LE(tamano, 24);
    cd.writeUInt16LE(n.length, 28);
    cd.writeUInt32LE(desplazamiento, 42);
    locales.push(local, n, comprimido);
    central.push(cd, n);
    desplazamiento += 30 + n.length + comprimido.length;
  }
  const tamanoCentral = central.reduce((s, b) => s + b.length, 0);
  const fin = Buffer.alloc(22);
  fin.writeUInt32LE(0x06054b50, 0);
  fin.writeUInt16LE(entradas.length, 8);
  fin.writeUInt16LE(entradas.length, 10);
  fin.writeUInt32LE(tamanoCentral, 12);
  fin.writeUInt32LE(desplazamiento, 16);
  return Buffer.concat([...locales, ...central, fin]);
}

describe('nadie otorga lo que no tiene', () => {
  let tImportador: string;
  const FALTAN_ADMIN =
    'ADMIN-CONFIGURACION-MENU, ADMIN-DEPARTAMENTOS-MENU, ADMIN-PERMISOS-MENU, ADMIN-ROLES-MENU, ADMIN-USUARIOS-MENU, AUDITORIA-VER, GESTION-SOLICITUDES-MENU, PROGRAMACION-VACACIONES-MENU, REPORTE-EQUIPO-MENU, REPORTE-ESTADISTICAS-MENU, REPORTE-VACACIONES-USUARIO-MENU, REPORTES-MENU, SALDOS-VACACIONES-MENU, SOLICITUDES-VER-TODAS';
  const NO_ADMIN = `No puede asignar el rol «Admin»: incluye permisos que usted no tiene (${FALTAN_ADMIN}).`;

  beforeAll(async () => {
    // An importer without Admin: the import menu plus the Empleado permissions.
    const [rol] = await t.base.db
      .insert(roles)
      .values({ nombre: 'Importación', descripcion: 'Solo importa' })
      .returning();
    await t.base.db.execute(sql`
      insert into rol_permisos (rol_id, permiso_id)
      select ${rol!.id}, id from permisos
      where codigo in ('ADMIN-MENU', 'USUARIOS-IMPORTAR', 'DASHBOARD-MENU', 'SOLICITAR-VACACIONES-MENU',
        'MIS-SOLICITUDES-MENU')`);
    const importador = await crearUsuario(t.base.db, { roles: ['Importación'] });
    tImportador = await iniciarSesion(t.app, importador.email);
  });

  it('una fila con el rol Admin es un error de la fila al validar, y al procesar se rechaza todo el archivo (403), sin credenciales', async () => {
    const filas = filasValidas(3, { inicio: 30_100, dominio: 'escalada.pe', roles: 'Empleado' });
    filas[1]!.roles = 'Empleado, Admin';
    const archivo = await xlsx(filas);

    const v = await subir('validate', archivo, {}, { token: tImportador });
    expect(v.statusCode).toBe(200);
    expect(v.json().esValido).toBe(false);
    expect(v.json().erroresValidacion).toEqual([
      expect.objectContaining({ numeroFila: 3, campo: 'roles', mensaje: NO_ADMIN }),
    ]);

    for (const continuarConErrores of [false, true]) {
      const p = await subir('process', archivo, { continuarConErrores }, { token: tImportador });
      expect(p.statusCode).toBe(403);
      expect(p.json()).toEqual({ code: 'PERMISOS_INSUFICIENTES', message: NO_ADMIN });
      expect(p.body).not.toContain('credenciales');
    }
    expect(await contarDominio('escalada.pe')).toBe(0);

    // Without that row, the importer creates what they may grant.
    const sinAdmin = await subir('process', await xlsx([filas[0]!, filas[2]!]), {}, { token: tImportador });
    expect(sinAdmin.json().estadisticas.usuariosCreados).toBe(2);
  });

  it('rolesPorDefecto con un rol que no puede otorgar: 403 al validar y al procesar; /columns no lo ofrece', async () => {
    const filas = filasValidas(2, { inicio: 30_200, dominio: 'pordefecto.pe', roles: '' });
    for (const ruta of ['validate', 'process'] as const) {
      const r = await subir(ruta, await xlsx(filas), { rolesPorDefecto: ['Admin'] }, { token: tImportador });
      expect(r.statusCode).toBe(403);
      expect(r.json()).toEqual({
        code: 'PERMISOS_INSUFICIENTES',
        message: NO_ADMIN,
        errors: { RolesPorDefecto: [NO_ADMIN] },
      });
    }
    expect(await contarDominio('pordefecto.pe')).toBe(0);
    const columnas = await t.app.inject({
      method: 'GET',
      url: '/api/bulkimport/columns',
      headers: conToken(tImportador),
    });
    expect(columnas.json().rolesDisponibles).toEqual(['Empleado', 'Importación']);
  });

  it('cada usuario importado queda auditado como evento de seguridad con sus roles y permisos, y su contraseña temporal vence', async () => {
    const filas = filasValidas(2, { inicio: 30_300, dominio: 'seguridad.pe', roles: 'Jefe' });
    const p = await subir('process', await xlsx(filas));
    expect(p.json().estadisticas.usuariosCreados).toBe(2);
    const creados = await usuariosConDominio('seguridad.pe');
    for (const u of creados) {
      expect(u.contrasenaTemporalExpiraEn!.getTime() - u.fechaCreacion.getTime()).toBe(72 * 3_600_000);
    }
    const registros = await t.base.db
      .select()
      .from(auditoria)
      .where(
        and(
          eq(auditoria.tipoAccion, 'CREAR_USUARIO'),
          inArray(
            auditoria.usuarioAfectadoId,
            creados.map((u) => u.id),
          ),
        ),
      );
    expect(registros).toHaveLength(2);
    for (const r of registros) {
      expect(r.severidad).toBe('SECURITY');
      expect(r.datosNuevos).toMatchObject({
        roles: ['Jefe'],
        permisos: [
          'DASHBOARD-MENU',
          'GESTION-SOLICITUDES-MENU',
          'MIS-SOLICITUDES-MENU',
          'PROGRAMACION-VACACIONES-MENU',
          'REPORTE-EQUIPO-MENU',
          'REPORTE-ESTADISTICAS-MENU',
          'REPORTE-VACACIONES-USUARIO-MENU',
          'REPORTES-MENU',
          'SALDOS-VACACIONES-MENU',
          'SOLICITAR-VACACIONES-MENU',
        ],
      });
    }
  });
});

describe('las filas de ejemplo de la plantilla (ADR 021)', () => {
  const plantillaConFilas = async (filas: FilaPrueba[]) => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/bulkimport/template/excel',
      headers: conToken(token),
    });
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const hoja = libro.worksheets[0]!;
    for (const f of filas) hoja.addRow(ENCABEZADOS.map((e) => f[e]));
    return {
      nombre: 'plantilla.xlsx',
      contenido: Buffer.from(await libro.xlsx.writeBuffer()),
      tipo: TIPOS.xlsx,
    };
  };

  it('dejadas en el archivo se omiten con un aviso cada una, y solo se importan las filas propias', async () => {
    const archivo = await plantillaConFilas(filasValidas(3, { inicio: 21_000, dominio: 'ejemplos.pe' }));
    const v = (await subir('validate', archivo)).json();
    expect(v).toMatchObject({ esValido: true, usuariosEncontrados: 3, filasConErrores: 0 });
    expect(v.advertencias).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ numeroFila: 2, mensaje: MENSAJES_IMPORTACION.ejemploOmitido(2) }),
        expect.objectContaining({ numeroFila: 3, mensaje: MENSAJES_IMPORTACION.ejemploOmitido(3) }),
      ]),
    );
    const p = (await subir('process', archivo)).json();
    expect(p.esExitoso).toBe(true);
    expect(await contarDominio('ejemplos.pe')).toBe(3);
    const ejemplos = await t.base.db
      .select()
      .from(usuarios)
      .where(inArray(usuarios.email, ['maria.quispe@empresa.pe', 'john.smith@empresa.pe']));
    expect(ejemplos).toEqual([]);
  });

  it('una plantilla con solo sus ejemplos es un error del archivo, no dos usuarios de mentira', async () => {
    const v = (await subir('validate', await plantillaConFilas([]))).json();
    expect(v.esValido).toBe(false);
    expect(v.erroresArchivo).toEqual([MENSAJES_IMPORTACION.soloEjemplos]);
  });
});

describe('empleados extranjeros', () => {
  it('un extranjero con carné de extranjería se importa; un peruano con letras en el DNI se rechaza', async () => {
    const filas = filasValidas(2, { inicio: 22_000, dominio: 'extranjeros.pe' });
    filas[0]!.dni = 'ce00123456';
    filas[0]!.extranjero = 'SI';
    filas[1]!.dni = 'AB123456';
    filas[1]!.extranjero = 'NO';
    const v = (await subir('validate', await xlsx(filas))).json();
    expect(v.erroresValidacion).toEqual([
      expect.objectContaining({ numeroFila: 3, campo: 'dni', mensaje: 'El DNI debe tener 8 dígitos' }),
    ]);
    const p = (await subir('process', await xlsx(filas), { continuarConErrores: true })).json();
    expect(p.estadisticas).toMatchObject({ usuariosCreados: 1, registrosFallidos: 1 });
    const [creado] = await usuariosConDominio('extranjeros.pe');
    expect(creado).toMatchObject({ dni: 'CE00123456', extranjero: true });
  });

  it('solo el DNI de un peruano leído como número recupera sus ceros; el documento de un extranjero queda como se escribió', async () => {
    const filas = filasValidas(2, { inicio: 22_100, dominio: 'ceros.pe' });
    filas[0]!.dni = 123_456_789;
    filas[0]!.extranjero = 'SI';
    filas[1]!.dni = 7_654_321;
    filas[1]!.extranjero = 'NO';
    filas[1]!.dniJefe = '';
    const archivo = await xlsx(filas);
    const v = (await subir('validate', archivo)).json();
    expect(v.esValido).toBe(true);
    const ceros = v.advertencias.filter((a: { mensaje: string }) => a.mensaje.includes('ceros'));
    expect(ceros).toEqual([
      expect.objectContaining({ numeroFila: 3, mensaje: expect.stringContaining('07654321') }),
    ]);
    expect((await subir('process', archivo)).json().esExitoso).toBe(true);
    expect((await usuariosConDominio('ceros.pe')).map((u) => u.dni).sort()).toEqual([
      '07654321',
      '123456789',
    ]);
  });

  it('un carné de extranjería que ya tiene otro usuario es un duplicado al validar', async () => {
    await crearUsuario(t.base.db, { dni: 'CE0099887' });
    const filas = filasValidas(1, { inicio: 22_200, dominio: 'ceduplicado.pe' });
    filas[0]!.dni = 'ce0099887';
    filas[0]!.extranjero = 'SI';
    const v = (await subir('validate', await xlsx(filas))).json();
    expect(v.erroresValidacion).toEqual([
      expect.objectContaining({ numeroFila: 2, campo: 'dni', mensaje: 'Ya existe un usuario con ese DNI' }),
    ]);
  });
});

describe('todos los errores en Excel', () => {
  it('todos los errores, no solo los primeros, se descargan como .xlsx con fila, columna, valor, mensaje y sugerencia', async () => {
    const filas = filasValidas(1200, { inicio: 23_000, dominio: 'muchoserrores.pe' });
    // Every fifth row (never a manager: those are the first of each block of ten) has a short DNI.
    const malas = filas.flatMap((f, i) => (i % 5 === 3 ? [i] : []));
    for (const i of malas) Object.assign(filas[i]!, { dni: `12${i}`, extranjero: 'NO' });
    const archivo = await xlsx(filas);
    const v = (await subir('validate', archivo)).json();
    expect(v.totalErrores).toBe(malas.length);
    const r = await subir('validate/errores', archivo);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    expect(r.headers['content-disposition']).toContain('Errores_BulkImport_2025-06-15.xlsx');
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const hoja = libro.getWorksheet('Errores')!;
    expect((hoja.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Fila',
      'Columna',
      'Valor',
      'Mensaje',
      'Sugerencia',
    ]);
    expect(hoja.rowCount).toBe(1 + malas.length);
    const ultima = hoja.getRow(1 + malas.length);
    const i = malas.at(-1)!;
    expect(ultima.getCell(1).value).toBe(i + 2);
    expect(ultima.getCell(1).numFmt).toBe('#,##0');
    expect(ultima.getCell(2).value).toBe('dni');
    expect(ultima.getCell(3).value).toBe(`12${i}`);
    expect(ultima.getCell(4).value).toBe('El DNI debe tener 8 dígitos');
    expect(String(ultima.getCell(5).value)).toContain('carné de extranjería');
  });
});
