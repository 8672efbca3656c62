import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria } from '../../db/schema';

let t: AppDePrueba;
let tokenAdmin: string;
let ejecutor: Awaited<ReturnType<typeof crearUsuario>>;
let afectada: Awaited<ReturnType<typeof crearUsuario>>;
let otro: Awaited<ReturnType<typeof crearUsuario>>;
const TABLA = 'prueba_auditoria';

/** Rows of a table no real action writes to, at fixed instants, so every filter can be checked exactly. */
const FILAS = [
  {
    fechaHora: '2025-03-01T14:00:00Z',
    modulo: 'GESTION_USUARIOS',
    tipoAccion: 'CREAR_USUARIO',
    severidad: 'INFO',
  },
  {
    fechaHora: '2025-03-02T03:30:00Z',
    modulo: 'GESTION_USUARIOS',
    tipoAccion: 'DESACTIVAR_USUARIO',
    severidad: 'WARNING',
  },
  { fechaHora: '2025-03-02T15:00:00Z', modulo: 'GESTION_ROLES', tipoAccion: 'CREAR_ROL', severidad: 'INFO' },
  {
    fechaHora: '2025-03-03T10:00:00Z',
    modulo: 'GESTION_USUARIOS',
    tipoAccion: 'REINICIAR_CONTRASENA',
    severidad: 'SECURITY',
  },
  {
    fechaHora: '2025-03-04T10:00:00Z',
    modulo: 'SISTEMA',
    tipoAccion: 'ACCESO_DENEGADO',
    severidad: 'CRITICAL',
  },
  {
    fechaHora: '2025-03-05T10:00:00Z',
    modulo: 'GESTION_PERMISOS',
    tipoAccion: 'ACTUALIZAR_PERMISO',
    severidad: 'ERROR',
  },
] as const;
const idsPorTipo = new Map<string, number>();

beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2025-03-10' });
  const admin = await crearUsuario(t.base.db, { roles: ['Admin'] });
  tokenAdmin = await iniciarSesion(t.app, admin.email);
  ejecutor = await crearUsuario(t.base.db, { nombres: 'Elena' });
  afectada = await crearUsuario(t.base.db, { nombres: 'Flor' });
  otro = await crearUsuario(t.base.db, { nombres: 'Omar' });
  for (const [i, f] of FILAS.entries()) {
    const [creada] = await t.base.db
      .insert(auditoria)
      .values({
        ...f,
        fechaHora: new Date(f.fechaHora),
        mensajeCorto: `Acción ${i + 1}`,
        motivo: i === 1 ? 'Dejó la empresa' : null,
        usuarioEjecutorId: i === 2 ? otro.id : ejecutor.id,
        usuarioAfectadoId: i === 2 ? null : afectada.id,
        ipAddress: '10.0.0.7',
        tablaAfectada: TABLA,
        registroId: String(afectada.id),
        datosAnteriores: i === 1 ? { activo: true } : null,
        datosNuevos: i === 1 ? { activo: false } : null,
      })
      .returning({ id: auditoria.id });
    idsPorTipo.set(f.tipoAccion, creada!.id);
  }
});
afterAll(() => t.cerrar());

const get = (url: string, token = tokenAdmin) =>
  t.app.inject({ method: 'GET', url, headers: conToken(token) });
const tipos = (r: { json(): { registros: { tipoAccion: string }[] } }) =>
  r.json().registros.map((x) => x.tipoAccion);

describe('historial de auditoría', () => {
  it('lista paginada: más recientes primero, con nombres, fecha ISO en UTC y datos antes/después', async () => {
    const r = await get(`/api/auditoria?tablaAfectada=${TABLA}&tamanoPagina=5`);
    expect(r.statusCode).toBe(200);
    const cuerpo = r.json();
    expect(cuerpo).toMatchObject({
      totalRegistros: 6,
      paginaActual: 1,
      totalPaginas: 2,
      tamanoPagina: 5,
      tienePaginaAnterior: false,
      tienePaginaSiguiente: true,
    });
    expect(tipos(r)).toEqual([
      'ACTUALIZAR_PERMISO',
      'ACCESO_DENEGADO',
      'REINICIAR_CONTRASENA',
      'CREAR_ROL',
      'DESACTIVAR_USUARIO',
    ]);
    expect(cuerpo.registros[4]).toEqual({
      id: idsPorTipo.get('DESACTIVAR_USUARIO'),
      mensajeCorto: 'Acción 2',
      motivo: 'Dejó la empresa',
      fechaHora: '2025-03-02T03:30:00.000Z',
      severidad: 'WARNING',
      ipAddress: '10.0.0.7',
      usuarioEjecutorId: ejecutor.id,
      usuarioEjecutorNombre: 'Elena Prueba Test',
      usuarioAfectadoId: afectada.id,
      usuarioAfectadoNombre: 'Flor Prueba Test',
      modulo: 'GESTION_USUARIOS',
      tipoAccion: 'DESACTIVAR_USUARIO',
      tablaAfectada: TABLA,
      registroId: String(afectada.id),
      datosAnteriores: { activo: true },
      datosNuevos: { activo: false },
      cambios: [{ campo: 'activo', etiqueta: 'Estado', antes: 'Activo', despues: 'Inactivo' }],
    });
    const sinAfectado = cuerpo.registros[3];
    expect(sinAfectado).toMatchObject({
      usuarioEjecutorNombre: 'Omar Prueba Test',
      usuarioAfectadoNombre: null,
      usuarioAfectadoId: null,
    });

    const p2 = await get(`/api/auditoria?tablaAfectada=${TABLA}&tamanoPagina=5&pagina=2`);
    expect(tipos(p2)).toEqual(['CREAR_USUARIO']);
    expect(p2.json()).toMatchObject({
      paginaActual: 2,
      tienePaginaAnterior: true,
      tienePaginaSiguiente: false,
    });

    // Default page size 10, default order fechaHora descending.
    const porDefecto = await get('/api/auditoria');
    expect(porDefecto.json().tamanoPagina).toBe(10);
    const fechas = porDefecto.json().registros.map((x: { fechaHora: string }) => x.fechaHora);
    expect([...fechas].sort().reverse()).toEqual(fechas);
  });

  it('filtra por usuario (ejecutor o afectado), acción, módulo, severidad, tabla y fechas', async () => {
    const base = `/api/auditoria?tablaAfectada=${TABLA.toUpperCase()}`;
    expect(tipos(await get(`${base}&usuarioId=${otro.id}`))).toEqual(['CREAR_ROL']);
    expect((await get(`${base}&usuarioId=${afectada.id}`)).json().totalRegistros).toBe(5);
    expect((await get(`${base}&usuarioId=${ejecutor.id}`)).json().totalRegistros).toBe(5);
    expect(tipos(await get(`${base}&tipoAccion=ACCESO_DENEGADO`))).toEqual(['ACCESO_DENEGADO']);
    expect(tipos(await get(`${base}&modulo=GESTION_ROLES`))).toEqual(['CREAR_ROL']);
    expect(tipos(await get(`${base}&severidad=SECURITY`))).toEqual(['REINICIAR_CONTRASENA']);
    // A date without a zone is UTC; a bare "hasta" date includes that whole day.
    expect(tipos(await get(`${base}&fechaDesde=2025-03-02T03:30:00&fechaHasta=2025-03-03`))).toEqual([
      'REINICIAR_CONTRASENA',
      'CREAR_ROL',
      'DESACTIVAR_USUARIO',
    ]);
    expect(
      tipos(await get(`${base}&fechaDesde=2025-03-02T03:30:01Z&fechaHasta=2025-03-02T15:00:00.000Z`)),
    ).toEqual(['CREAR_ROL']);
    expect(
      tipos(
        await get(
          `${base}&fechaDesde=${encodeURIComponent('2025-03-01T22:00:00-05:00')}&fechaHasta=2025-03-02`,
        ),
      ),
    ).toEqual(['CREAR_ROL', 'DESACTIVAR_USUARIO']);
    // Empty parameters are ignored, as a cleared filter sends them.
    expect((await get(`${base}&modulo=&severidad=&usuarioId=`)).json().totalRegistros).toBe(6);
  });

  it('ordena solo por los campos permitidos', async () => {
    const base = `/api/auditoria?tablaAfectada=${TABLA}`;
    expect(tipos(await get(`${base}&ordenarPor=severidad&ordenDescendente=false`))).toEqual([
      'CREAR_USUARIO',
      'CREAR_ROL',
      'DESACTIVAR_USUARIO',
      'ACTUALIZAR_PERMISO',
      'REINICIAR_CONTRASENA',
      'ACCESO_DENEGADO',
    ]);
    expect(tipos(await get(`${base}&ordenarPor=fechaHora&ordenDescendente=false`))[0]).toBe('CREAR_USUARIO');
    expect(tipos(await get(`${base}&ordenarPor=tipoaccion&ordenDescendente=false`))[0]).toBe(
      'ACCESO_DENEGADO',
    );
    expect(tipos(await get(`${base}&ordenarPor=modulo`))[0]).toBe('ACCESO_DENEGADO');

    for (const malo of [
      'ordenarPor=ipAddress',
      'ordenarPor=datosNuevos',
      'tamanoPagina=30',
      'tamanoPagina=100',
      'pagina=0',
      'severidad=GRAVE',
      'modulo=NADA',
      'fechaDesde=ayer',
      'fechaDesde=2025-02-30',
      'fechaDesde=2025-03-05&fechaHasta=2025-03-01',
      'ordenDescendente=tal-vez',
    ]) {
      const r = await get(`/api/auditoria?${malo}`);
      expect(r.statusCode, malo).toBe(400);
      expect(r.json().code).toBe('VALIDACION');
    }
    for (const tamano of [5, 10, 15, 20, 25, 50])
      expect((await get(`/api/auditoria?tamanoPagina=${tamano}`)).statusCode).toBe(200);
  });

  it('detalle de un registro y 404 si no existe', async () => {
    const id = idsPorTipo.get('ACCESO_DENEGADO')!;
    const r = await get(`/api/auditoria/${id}`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      id,
      tipoAccion: 'ACCESO_DENEGADO',
      severidad: 'CRITICAL',
      modulo: 'SISTEMA',
    });
    expect((await get('/api/auditoria/99999999')).statusCode).toBe(404);
    expect((await get('/api/auditoria/abc')).statusCode).toBe(400);
  });

  it('gestión de usuarios: el módulo es fijo, aun si se pide otro; la versión simple solo pagina', async () => {
    const r = await get(`/api/auditoria/gestion-usuarios?tablaAfectada=${TABLA}&modulo=SISTEMA`);
    expect(r.statusCode).toBe(200);
    expect(tipos(r)).toEqual(['REINICIAR_CONTRASENA', 'DESACTIVAR_USUARIO', 'CREAR_USUARIO']);
    const porSeveridad = await get(
      `/api/auditoria/gestion-usuarios?tablaAfectada=${TABLA}&severidad=WARNING`,
    );
    expect(tipos(porSeveridad)).toEqual(['DESACTIVAR_USUARIO']);

    const simple = await get(
      `/api/auditoria/gestion-usuarios/simple?usuarioId=${afectada.id}&tamanoPagina=5`,
    );
    expect(simple.statusCode).toBe(200);
    expect(tipos(simple)).toEqual(['REINICIAR_CONTRASENA', 'DESACTIVAR_USUARIO', 'CREAR_USUARIO']);
    expect(simple.json().registros.every((x: { modulo: string }) => x.modulo === 'GESTION_USUARIOS')).toBe(
      true,
    );
  });

  it('por usuario (20 por página por defecto) y sus acciones recientes (10 por defecto, hasta 50)', async () => {
    const r = await get(`/api/auditoria/usuario/${afectada.id}`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ tamanoPagina: 20, totalRegistros: 5 });

    const recientes = await get(`/api/auditoria/usuario/${ejecutor.id}/recientes?limite=2`);
    expect(recientes.statusCode).toBe(200);
    expect(recientes.json().map((x: { tipoAccion: string }) => x.tipoAccion)).toEqual([
      'ACTUALIZAR_PERMISO',
      'ACCESO_DENEGADO',
    ]);
    expect((await get(`/api/auditoria/usuario/${ejecutor.id}/recientes`)).json()).toHaveLength(5);
    expect((await get(`/api/auditoria/usuario/${ejecutor.id}/recientes?limite=51`)).statusCode).toBe(400);
    expect((await get(`/api/auditoria/usuario/${ejecutor.id}/recientes?limite=0`)).statusCode).toBe(400);
  });

  it('por módulo: 20 por página por defecto; un módulo desconocido es 400', async () => {
    const r = await get('/api/auditoria/modulo/GESTION_ROLES');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ tamanoPagina: 20 });
    expect(tipos(r)).toContain('CREAR_ROL');
    expect(r.json().registros.every((x: { modulo: string }) => x.modulo === 'GESTION_ROLES')).toBe(true);
    const malo = await get('/api/auditoria/modulo/NO_EXISTE');
    expect(malo.statusCode).toBe(400);
    expect(malo.json().errors.Modulo).toEqual(['Módulo de auditoría desconocido']);
  });

  it('estadísticas por módulo y severidad, y resumen por día del calendario de la zona de la empresa', async () => {
    const rango = 'fechaDesde=2025-03-01T00:00:00Z&fechaHasta=2025-03-05T23:59:59Z';
    const e = await get(`/api/auditoria/estadisticas?${rango}`);
    expect(e.statusCode).toBe(200);
    const cuerpo = e.json();
    expect(cuerpo.totalRegistros).toBe(6);
    const modulo = (m: string) => cuerpo.porModulo.find((x: { modulo: string }) => x.modulo === m);
    expect(modulo('GESTION_USUARIOS')).toEqual({
      modulo: 'GESTION_USUARIOS',
      nombre: 'Gestión de Usuarios',
      total: 3,
    });
    expect(modulo('REPORTES')).toEqual({ modulo: 'REPORTES', nombre: 'Reportes', total: 0 });
    expect(cuerpo.porSeveridad).toEqual([
      { severidad: 'INFO', nombre: 'Información', total: 2 },
      { severidad: 'WARNING', nombre: 'Advertencia', total: 1 },
      { severidad: 'ERROR', nombre: 'Error', total: 1 },
      { severidad: 'SECURITY', nombre: 'Seguridad', total: 1 },
      { severidad: 'CRITICAL', nombre: 'Crítico', total: 1 },
    ]);
    // Without dates: every record, including the sign-in of the test's administrator.
    expect((await get('/api/auditoria/estadisticas')).json().totalRegistros).toBeGreaterThan(6);

    const d = await get(`/api/auditoria/estadisticas/resumen-diario?${rango}`);
    expect(d.statusCode).toBe(200);
    // 2025-03-02T03:30Z is still 1 March in Lima (UTC-5).
    expect(d.json()).toEqual([
      {
        fecha: '2025-03-01',
        total: 2,
        porSeveridad: { INFO: 1, WARNING: 1, ERROR: 0, SECURITY: 0, CRITICAL: 0 },
      },
      {
        fecha: '2025-03-02',
        total: 1,
        porSeveridad: { INFO: 1, WARNING: 0, ERROR: 0, SECURITY: 0, CRITICAL: 0 },
      },
      {
        fecha: '2025-03-03',
        total: 1,
        porSeveridad: { INFO: 0, WARNING: 0, ERROR: 0, SECURITY: 1, CRITICAL: 0 },
      },
      {
        fecha: '2025-03-04',
        total: 1,
        porSeveridad: { INFO: 0, WARNING: 0, ERROR: 0, SECURITY: 0, CRITICAL: 1 },
      },
      {
        fecha: '2025-03-05',
        total: 1,
        porSeveridad: { INFO: 0, WARNING: 0, ERROR: 1, SECURITY: 0, CRITICAL: 0 },
      },
    ]);

    // The days are the business zone's: with the company in UTC, that record falls on 2 March.
    t.reloj.cambiarZona('UTC');
    try {
      const utc = (await get(`/api/auditoria/estadisticas/resumen-diario?${rango}`)).json();
      expect(utc.slice(0, 2).map((f: { fecha: string; total: number }) => [f.fecha, f.total])).toEqual([
        ['2025-03-01', 1],
        ['2025-03-02', 2],
      ]);
    } finally {
      t.reloj.cambiarZona('America/Lima');
    }
  });
});

describe('totales', () => {
  it('el total sin filtros es el número real de registros y crece con cada acción; el filtrado también', async () => {
    const contarTodo = async () => (await t.base.db.select({ id: auditoria.id }).from(auditoria)).length;
    const pedir = async (filtro = '') =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/auditoria?tamanoPagina=5${filtro}`,
          headers: conToken(tokenAdmin),
        })
      ).json().totalRegistros as number;
    const antes = await pedir();
    expect(antes).toBe(await contarTodo());
    const criticasAntes = await pedir('&severidad=CRITICAL');

    // Two records in one statement, then a real audited action (a sign-in).
    await t.base.db.insert(auditoria).values(
      [1, 2].map((i) => ({
        modulo: 'SISTEMA',
        tipoAccion: 'ACCESO_DENEGADO',
        severidad: 'CRITICAL',
        mensajeCorto: `Fallo ${i}`,
      })),
    );
    await iniciarSesion(t.app, ejecutor.email);
    expect(await pedir()).toBe(await contarTodo());
    expect(await pedir()).toBe(antes + 3);
    expect(await pedir('&severidad=CRITICAL')).toBe(criticasAntes + 2);
  });
});

describe('acceso', () => {
  it('el historial es de solo lectura: toda ruta de /api/auditoria es GET', () => {
    const rutas = t.app.rutasApi.filter((r) => r.url.startsWith('/api/auditoria'));
    expect(rutas.length).toBeGreaterThan(0);
    expect(rutas.every((r) => r.metodo === 'GET')).toBe(true);
  });

  it('quien no tiene AUDITORIA-VER recibe 403 en toda ruta de /api/auditoria', async () => {
    const jefe = await crearUsuario(t.base.db, { roles: ['Jefe'] });
    const token = await iniciarSesion(t.app, jefe.email);
    for (const ruta of t.app.rutasApi.filter((r) => r.url.startsWith('/api/auditoria'))) {
      const r = await get(ruta.url.replace(/:\w+/g, '1'), token);
      expect(r.statusCode, ruta.url).toBe(403);
      expect(r.json().code).toBe('SIN_PERMISO');
    }
  });
});
