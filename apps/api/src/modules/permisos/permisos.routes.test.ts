import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CATALOGO_PERMISOS } from '@app/contract/permisos';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria, permisos, usuarioRoles } from '../../db/schema';

let t: AppDePrueba;
let admin: Awaited<ReturnType<typeof crearUsuario>>;
let tokenAdmin: string;
let catalogo: Map<
  string,
  { id: number; nombre: string; descripcion: string; modulo: string; codigoPermiso: string }
>;

beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2025-03-01' });
  admin = await crearUsuario(t.base.db, { roles: ['Admin'] });
  tokenAdmin = await iniciarSesion(t.app, admin.email);
  const r = await get(tokenAdmin, '/api/Permiso?pageSize=100');
  catalogo = new Map(r.json().permisos.map((p: { codigoPermiso: string }) => [p.codigoPermiso, p]));
});
afterAll(() => t.cerrar());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: conToken(token) });
const crearPermiso = (payload: object, token = tokenAdmin) =>
  t.app.inject({ method: 'POST', url: '/api/Permiso', headers: conToken(token), payload });
const actualizarPermiso = (id: number, payload: object, token = tokenAdmin) =>
  t.app.inject({ method: 'PUT', url: `/api/Permiso/${id}`, headers: conToken(token), payload });
const idDe = (codigo: string) => catalogo.get(codigo)!.id;
/** The edit form's body for a catalogue permission, with some fields changed. */
const edicion = (codigo: string, cambios: object = {}) => {
  const p = catalogo.get(codigo)!;
  return {
    nombre: p.nombre,
    descripcion: p.descripcion,
    modulo: p.modulo,
    codigoPermiso: p.codigoPermiso,
    isActive: true,
    ...cambios,
  };
};
const eventos = (registroId: number) =>
  t.base.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.tablaAfectada, 'permisos'), eq(auditoria.registroId, String(registroId))))
    .orderBy(auditoria.id);
const crearRol = async (name: string, codigos: string[]) => {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/rol/crear-rol',
    headers: conToken(tokenAdmin),
    payload: { name, descripcion: `Rol ${name}`, permisos: codigos.map(idDe) },
  });
  expect(r.statusCode).toBe(200);
  return r.json().rol as { id: number };
};
const nuevo = (n: string) => ({
  nombre: `Reportes ${n}`,
  descripcion: 'Acceso a los reportes de la empresa',
  modulo: 'Reportes',
  codigoPermiso: `REPORTES-${n}`,
});

describe('efecto inmediato de los permisos', () => {
  it('desactivar un permiso lo retira en la siguiente petición a todos los roles que lo tienen; activarlo lo devuelve', async () => {
    const rol = await crearRol('Saldos del Equipo', ['SALDOS-VACACIONES-MENU']);
    const u = await crearUsuario(t.base.db, { roles: ['Empleado'] });
    await t.base.db.insert(usuarioRoles).values({ usuarioId: u.id, rolId: rol.id });
    const token = await iniciarSesion(t.app, u.email);
    const saldos = () => get(token, '/api/historial-vacaciones/saldos-equipo');
    expect((await saldos()).statusCode).toBe(200);

    const id = idDe('SALDOS-VACACIONES-MENU');
    const off = await actualizarPermiso(id, edicion('SALDOS-VACACIONES-MENU', { isActive: false }));
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe('Permiso guardado exitosamente');
    expect(off.json().permiso).toMatchObject({
      isActive: false,
      numeroRoles: 3,
      updatedBy: `${admin.nombres} Prueba Test`,
    });
    expect((await saldos()).statusCode).toBe(403);
    const seleccionables = (await get(tokenAdmin, '/api/rol/get-permisos')).json().permisos;
    expect(seleccionables.map((p: { id: number }) => p.id)).not.toContain(id);

    expect(
      (await actualizarPermiso(id, edicion('SALDOS-VACACIONES-MENU', { isActive: true }))).statusCode,
    ).toBe(200);
    expect((await saldos()).statusCode).toBe(200);

    const filas = await eventos(id);
    expect(filas.map((f) => [f.tipoAccion, f.severidad])).toEqual([
      ['DESACTIVAR_PERMISO', 'SECURITY'],
      ['ACTIVAR_PERMISO', 'SECURITY'],
    ]);
    expect(filas[0]).toMatchObject({
      modulo: 'GESTION_PERMISOS',
      usuarioEjecutorId: admin.id,
      ipAddress: '127.0.0.1',
    });
    expect(filas[0]!.datosAnteriores).toMatchObject({
      codigoPermiso: 'SALDOS-VACACIONES-MENU',
      isActive: true,
    });
    expect(filas[0]!.datosNuevos).toMatchObject({
      isActive: false,
      roles: ['Admin', 'Jefe', 'Saldos del Equipo'],
    });
  });

  it('no se puede desactivar ADMIN-USUARIOS-MENU si dejaría a la empresa sin administrador: 409 y nada cambia', async () => {
    const id = idDe('ADMIN-USUARIOS-MENU');
    const r = await actualizarPermiso(
      id,
      edicion('ADMIN-USUARIOS-MENU', { isActive: false, nombre: 'Usuarios (cambiado)' }),
    );
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toMatch(
      /No se puede desactivar el permiso: la empresa se quedaría sin ningún usuario activo/,
    );
    const [fila] = await t.base.db.select().from(permisos).where(eq(permisos.id, id));
    expect(fila).toMatchObject({ activo: true, nombre: 'Usuarios' });
    expect(await eventos(id)).toHaveLength(0);
    expect((await get(tokenAdmin, '/api/Permiso/modulos')).statusCode).toBe(200);
  });
});

describe('permisos del sistema', () => {
  it('su código no puede cambiar (422), pero su nombre y descripción sí', async () => {
    const id = idDe('DASHBOARD-MENU');
    const codigo = await actualizarPermiso(id, edicion('DASHBOARD-MENU', { codigoPermiso: 'PANEL-MENU' }));
    expect(codigo.statusCode).toBe(422);
    expect(codigo.json()).toMatchObject({
      code: 'PERMISO_SISTEMA',
      errors: {
        CodigoPermiso: [expect.stringContaining('El código de un permiso del sistema no se puede cambiar')],
      },
    });
    const minusculas = await actualizarPermiso(
      id,
      edicion('DASHBOARD-MENU', { codigoPermiso: 'dashboard-menu' }),
    );
    expect(minusculas.statusCode).toBe(422);

    const r = await actualizarPermiso(
      id,
      edicion('DASHBOARD-MENU', {
        nombre: 'Panel principal',
        descripcion: 'Pantalla de inicio con el resumen',
      }),
    );
    expect(r.statusCode).toBe(200);
    expect(r.json().permiso).toMatchObject({
      id,
      nombre: 'Panel principal',
      descripcion: 'Pantalla de inicio con el resumen',
      codigoPermiso: 'DASHBOARD-MENU',
      isActive: true,
    });
    const [evento] = await eventos(id);
    expect(evento).toMatchObject({
      tipoAccion: 'ACTUALIZAR_PERMISO',
      severidad: 'INFO',
      modulo: 'GESTION_PERMISOS',
    });
    expect(evento!.datosAnteriores).toMatchObject({ nombre: 'Dashboard', codigoPermiso: 'DASHBOARD-MENU' });
    expect(evento!.datosNuevos).toMatchObject({ nombre: 'Panel principal', codigoPermiso: 'DASHBOARD-MENU' });
  });
});

describe('crear y editar', () => {
  it('crea un permiso activo, auditado, y su código (no del sistema) se puede cambiar', async () => {
    const r = await crearPermiso({ ...nuevo('A'), nombre: '  Reportes A  ' });
    expect(r.statusCode).toBe(200);
    const { message, permiso } = r.json();
    expect(message).toBe('Permiso guardado exitosamente');
    expect(permiso).toMatchObject({
      nombre: 'Reportes A',
      descripcion: 'Acceso a los reportes de la empresa',
      modulo: 'Reportes',
      codigoPermiso: 'REPORTES-A',
      isActive: true,
      // It joins the system role Admin at once, so that someone holds it and can grant it (ADR 009).
      numeroRoles: 1,
      createdBy: `${admin.nombres} Prueba Test`,
      updatedBy: null,
      updatedOn: null,
    });
    expect(permiso.createdOn).toMatch(/Z$/);
    expect((await get(tokenAdmin, `/api/Permiso/${permiso.id}`)).json()).toEqual(permiso);

    const cambio = await actualizarPermiso(permiso.id, { ...nuevo('A'), codigoPermiso: 'REPORTES-EMPRESA' });
    expect(cambio.statusCode).toBe(200);
    expect(cambio.json().permiso).toMatchObject({ codigoPermiso: 'REPORTES-EMPRESA', isActive: true });

    const filas = await eventos(permiso.id);
    expect(filas.map((f) => [f.tipoAccion, f.severidad])).toEqual([
      ['CREAR_PERMISO', 'SECURITY'],
      // The code changed: what the permission grants changed.
      ['ACTUALIZAR_PERMISO', 'SECURITY'],
    ]);
    expect(filas[0]!.datosNuevos).toMatchObject({
      codigoPermiso: 'REPORTES-A',
      isActive: true,
      roles: ['Admin'],
    });
    expect(filas[1]!.datosAnteriores).toMatchObject({ codigoPermiso: 'REPORTES-A' });
    expect(filas[1]!.datosNuevos).toMatchObject({ codigoPermiso: 'REPORTES-EMPRESA' });
    for (const f of filas)
      expect(f).toMatchObject({ modulo: 'GESTION_PERMISOS', usuarioEjecutorId: admin.id });
  });

  it('guardar un permiso sin cambios responde 200 pero no escribe auditoría ni cambia la fecha de actualización', async () => {
    const { permiso } = (await crearPermiso(nuevo('SINCAMBIO'))).json();
    const r = await actualizarPermiso(permiso.id, { ...nuevo('SINCAMBIO'), isActive: true });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      message: 'Permiso guardado exitosamente',
      permiso: { updatedOn: null },
    });
    expect((await eventos(permiso.id)).map((f) => f.tipoAccion)).toEqual(['CREAR_PERMISO']);
    await actualizarPermiso(permiso.id, { ...nuevo('SINCAMBIO'), descripcion: 'Otra descripción' });
    expect((await eventos(permiso.id)).map((f) => f.tipoAccion)).toEqual([
      'CREAR_PERMISO',
      'ACTUALIZAR_PERMISO',
    ]);
  });

  it('nombre y código son únicos sin distinguir mayúsculas: 409 «Ya existe un permiso con ese nombre o código»', async () => {
    expect((await crearPermiso(nuevo('B'))).statusCode).toBe(200);
    const mismoNombre = await crearPermiso({ ...nuevo('C'), nombre: 'REPORTES b' });
    expect(mismoNombre.statusCode).toBe(409);
    expect(mismoNombre.json()).toEqual({
      code: 'CONFLICTO',
      message: 'Ya existe un permiso con ese nombre o código',
      errors: { Nombre: ['Ya existe un permiso con ese nombre o código'] },
    });
    const mismoCodigo = await crearPermiso({ ...nuevo('C'), codigoPermiso: 'reportes-b' });
    expect(mismoCodigo.statusCode).toBe(409);
    expect(mismoCodigo.json().errors).toEqual({
      CodigoPermiso: ['Ya existe un permiso con ese nombre o código'],
    });
    const codigoDelSistema = await crearPermiso({ ...nuevo('C'), codigoPermiso: 'admin-usuarios-menu' });
    expect(codigoDelSistema.statusCode).toBe(409);

    const c = (await crearPermiso(nuevo('C'))).json().permiso;
    const renombrar = await actualizarPermiso(c.id, { ...nuevo('C'), nombre: 'roles' });
    expect(renombrar.statusCode).toBe(409);
    expect(renombrar.json().message).toBe('Ya existe un permiso con ese nombre o código');
    // Its own name and code in another case are not duplicates.
    expect((await actualizarPermiso(c.id, { ...nuevo('C'), nombre: 'REPORTES C' })).statusCode).toBe(200);
    const sinCambio = await t.base.db.select().from(permisos).where(eq(permisos.codigo, 'REPORTES-B'));
    expect(sinCambio).toHaveLength(1);
  });

  it('dos creaciones simultáneas con el mismo código: una gana y la otra recibe 409', async () => {
    const [a, b] = await Promise.all([
      crearPermiso(nuevo('D')),
      crearPermiso({ ...nuevo('D'), nombre: 'Otro nombre D' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('valida con los mensajes de la especificación; los espacios solos cuentan como vacío', async () => {
    const vacio = await crearPermiso({});
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().errors).toEqual({
      Nombre: ['El nombre es requerido'],
      Descripcion: ['La descripción es requerida'],
      Modulo: ['El módulo es requerido'],
      CodigoPermiso: ['El código del permiso es requerido'],
    });
    const espacios = await crearPermiso({
      nombre: '  ',
      descripcion: '   ',
      modulo: ' ',
      codigoPermiso: '   ',
    });
    expect(espacios.json().errors).toEqual(vacio.json().errors);
    const cortos = await crearPermiso({
      nombre: 'ab',
      descripcion: 'Muy corta',
      modulo: 'ab',
      codigoPermiso: ' ab ',
    });
    expect(cortos.json().errors).toEqual({
      Nombre: ['El nombre debe tener al menos 3 caracteres'],
      Descripcion: ['La descripción debe tener al menos 10 caracteres'],
      Modulo: ['El módulo debe tener al menos 3 caracteres'],
      CodigoPermiso: ['El código debe tener al menos 3 caracteres'],
    });
    const espacioEnCodigo = await crearPermiso({ ...nuevo('E'), codigoPermiso: 'CON ESPACIO' });
    expect(espacioEnCodigo.statusCode).toBe(400);
    expect(Object.keys(espacioEnCodigo.json().errors)).toEqual(['CodigoPermiso']);
    const estado = await actualizarPermiso(
      idDe('AUDITORIA-VER'),
      edicion('AUDITORIA-VER', { isActive: 'no' }),
    );
    expect(estado.statusCode).toBe(400);
    expect(Object.keys(estado.json().errors)).toEqual(['IsActive']);
  });

  it('un permiso inexistente responde 404 «Permiso no encontrado»', async () => {
    for (const r of [
      await get(tokenAdmin, '/api/Permiso/999999'),
      await actualizarPermiso(999_999, nuevo('Z')),
    ]) {
      expect(r.statusCode).toBe(404);
      expect(r.json().message).toBe('Permiso no encontrado');
    }
  });
});

describe('listado', () => {
  it('por defecto: página 1 de 20, por nombre ascendente, con módulos, estadísticas y roles por permiso', async () => {
    const r = await get(tokenAdmin, '/api/Permiso');
    expect(r.statusCode).toBe(200);
    const l = r.json();
    const total = (await t.base.db.select().from(permisos)).length;
    expect(l).toMatchObject({
      totalRecords: total,
      totalPages: Math.ceil(total / 20),
      currentPage: 1,
      pageSize: 20,
    });
    expect(l.permisos).toHaveLength(Math.min(total, 20));
    const asc = (await get(tokenAdmin, '/api/Permiso?pageSize=100')).json().permisos;
    const nombres = asc.map((p: { nombre: string }) => p.nombre);
    expect(l.permisos.map((p: { nombre: string }) => p.nombre)).toEqual(nombres.slice(0, 20));
    const desc = (await get(tokenAdmin, '/api/Permiso?isDescending=true&pageSize=100')).json().permisos;
    expect(desc.map((p: { nombre: string }) => p.nombre)).toEqual([...nombres].reverse());
    expect(l.modulosDisponibles).toEqual(
      expect.arrayContaining(['Administración', 'Equipo', 'Vacaciones', 'Reportes']),
    );
    expect(l.estadisticas).toEqual({
      totalPermisosActivos: total,
      totalPermisosInactivos: 0,
      totalModulos: l.modulosDisponibles.length,
      promedioPermisosPorModulo: Math.round((total / l.modulosDisponibles.length) * 100) / 100,
    });
    const porCodigo = new Map(asc.map((p: { codigoPermiso: string }) => [p.codigoPermiso, p]));
    expect(porCodigo.get('MIS-SOLICITUDES-MENU')).toMatchObject({
      numeroRoles: 3,
      createdBy: null,
      isActive: true,
    });
    expect(porCodigo.get('ADMIN-ROLES-MENU')).toMatchObject({ numeroRoles: 1 });
  });

  it('busca en nombre, código y descripción; filtra por módulo y estado; ordena por roles asignados', async () => {
    const porCodigo = (await get(tokenAdmin, '/api/Permiso?searchTerm=usuarios-menu')).json();
    expect(porCodigo.permisos.map((p: { codigoPermiso: string }) => p.codigoPermiso)).toEqual([
      'ADMIN-USUARIOS-MENU',
    ]);
    const porDescripcion = (await get(tokenAdmin, '/api/Permiso?searchTerm=EXCEL')).json();
    expect(porDescripcion.permisos.map((p: { codigoPermiso: string }) => p.codigoPermiso)).toEqual([
      'USUARIOS-IMPORTAR',
    ]);
    expect((await get(tokenAdmin, '/api/Permiso?searchTerm=%25')).json().totalRecords).toBe(0);

    const equipo = (await get(tokenAdmin, `/api/Permiso?modulo=${encodeURIComponent('equipo')}`)).json();
    const deEquipo = CATALOGO_PERMISOS.filter((p) => p.modulo === 'Equipo').length;
    expect(equipo.totalRecords).toBe(deEquipo);
    expect(equipo.estadisticas.totalPermisosActivos).toBeGreaterThan(deEquipo);

    const c = (await crearPermiso(nuevo('Inactivo'))).json().permiso;
    await actualizarPermiso(c.id, { ...nuevo('Inactivo'), isActive: false });
    const inactivos = (await get(tokenAdmin, '/api/Permiso?isActive=false')).json();
    expect(inactivos.permisos.map((p: { id: number }) => p.id)).toEqual([c.id]);
    expect(inactivos.estadisticas.totalPermisosInactivos).toBe(1);

    const porRoles = (
      await get(tokenAdmin, '/api/Permiso?sortBy=numeroRoles&isDescending=true&pageSize=100')
    ).json();
    const conteos = porRoles.permisos.map((p: { numeroRoles: number }) => p.numeroRoles);
    expect(conteos).toEqual([...conteos].sort((a: number, b: number) => b - a));
    expect(conteos[0]).toBe(3);
    const porCodigoOrden = (
      await get(tokenAdmin, '/api/Permiso?sortBy=codigoPermiso&pageSize=10&pageNumber=2')
    ).json();
    expect(porCodigoOrden).toMatchObject({ currentPage: 2, pageSize: 10 });
  });

  it('rechaza con 400 un orden no permitido y un tamaño de página fuera de las opciones', async () => {
    const orden = await get(tokenAdmin, '/api/Permiso?sortBy=descripcion');
    expect(orden.statusCode).toBe(400);
    expect(orden.json().errors.SortBy).toEqual(['Campo de ordenamiento no permitido']);
    expect((await get(tokenAdmin, '/api/Permiso?pageSize=15')).statusCode).toBe(400);
    expect((await get(tokenAdmin, '/api/Permiso?isActive=quizas')).statusCode).toBe(400);
  });

  it('GET /modulos devuelve los nombres de módulo ordenados y sin repetir', async () => {
    const r = await get(tokenAdmin, '/api/Permiso/modulos');
    expect(r.statusCode).toBe(200);
    const modulos = r.json() as string[];
    expect(new Set(modulos).size).toBe(modulos.length);
    expect(modulos).toEqual(expect.arrayContaining([...new Set(CATALOGO_PERMISOS.map((p) => p.modulo))]));
  });
});

describe('acceso', () => {
  it('sin ADMIN-PERMISOS-MENU, toda ruta de /api/Permiso responde 403 (aunque tenga ADMIN-ROLES-MENU)', async () => {
    const soloRoles = await crearRol('Solo Roles', ['ADMIN-ROLES-MENU']);
    const u = await crearUsuario(t.base.db, { roles: ['Jefe'] });
    await t.base.db.insert(usuarioRoles).values({ usuarioId: u.id, rolId: soloRoles.id });
    const token = await iniciarSesion(t.app, u.email);
    const rutas = t.app.rutasApi.filter((r) => r.url === '/api/Permiso' || r.url.startsWith('/api/Permiso/'));
    expect(new Set(rutas.map((r) => `${r.metodo} ${r.url.replace(/\/$/, '')}`))).toEqual(
      new Set([
        'GET /api/Permiso',
        'POST /api/Permiso',
        'GET /api/Permiso/modulos',
        'GET /api/Permiso/:id',
        'PUT /api/Permiso/:id',
      ]),
    );
    const id = idDe('ADMIN-USUARIOS-MENU');
    for (const ruta of rutas) {
      expect(ruta.config.permisos).toEqual(['ADMIN-PERMISOS-MENU']);
      const r = await t.app.inject({
        method: ruta.metodo as 'GET',
        url: ruta.url.replace(/:\w+/g, String(id)),
        headers: conToken(token),
        ...(ruta.metodo === 'GET' ? {} : { payload: edicion('ADMIN-USUARIOS-MENU', { isActive: false }) }),
      });
      expect(r.statusCode, `${ruta.metodo} ${ruta.url}`).toBe(403);
    }
    expect((await get(token, '/api/rol/get-permisos')).statusCode).toBe(200);
    const [fila] = await t.base.db.select().from(permisos).where(eq(permisos.id, id));
    expect(fila!.activo).toBe(true);
  });
});

describe('nadie otorga lo que no tiene', () => {
  it('quien no tiene un permiso no lo reactiva ni lo edita; el que tiene, o uno que nadie tiene, sí', async () => {
    // A permissions manager without Admin: ADMIN-MENU and ADMIN-PERMISOS-MENU only.
    const rol = await crearRol('Gestión de permisos', ['ADMIN-MENU', 'ADMIN-PERMISOS-MENU']);
    const gestor = await crearUsuario(t.base.db, { roles: [] });
    await t.base.db.insert(usuarioRoles).values({ usuarioId: gestor.id, rolId: rol.id });
    const tGestor = await iniciarSesion(t.app, gestor.email);

    // The administrator pauses AUDITORIA-VER; re-activating it would give it back to every administrator.
    const pausa = await actualizarPermiso(
      idDe('AUDITORIA-VER'),
      edicion('AUDITORIA-VER', { isActive: false }),
    );
    expect(pausa.statusCode).toBe(200);
    try {
      const reactivar = await actualizarPermiso(idDe('AUDITORIA-VER'), edicion('AUDITORIA-VER'), tGestor);
      expect(reactivar.statusCode).toBe(403);
      expect(reactivar.json()).toEqual({
        code: 'PERMISOS_INSUFICIENTES',
        message: 'No puede modificar el permiso AUDITORIA-VER: usted no lo tiene.',
      });
      const [fila] = await t.base.db.select().from(permisos).where(eq(permisos.codigo, 'AUDITORIA-VER'));
      expect(fila!.activo).toBe(false);
    } finally {
      await actualizarPermiso(idDe('AUDITORIA-VER'), edicion('AUDITORIA-VER'));
    }
    const renombrar = await actualizarPermiso(
      idDe('DASHBOARD-MENU'),
      edicion('DASHBOARD-MENU', { nombre: 'Inicio' }),
      tGestor,
    );
    expect(renombrar.statusCode).toBe(403);

    const propio = await actualizarPermiso(
      idDe('ADMIN-PERMISOS-MENU'),
      edicion('ADMIN-PERMISOS-MENU', { descripcion: 'Administrar el catálogo de permisos' }),
      tGestor,
    );
    expect(propio.statusCode).toBe(200);
    await actualizarPermiso(idDe('ADMIN-PERMISOS-MENU'), edicion('ADMIN-PERMISOS-MENU'));

    // A new permission joins the role Admin: administrators hold it and may grant it; the manager, who does not
    // hold it, can neither edit it nor put it in a role.
    const creado = await crearPermiso(nuevo('Gestor'), tGestor);
    expect(creado.statusCode).toBe(200);
    const id = creado.json().permiso.id as number;
    expect((await actualizarPermiso(id, { ...nuevo('Gestor'), isActive: false }, tGestor)).statusCode).toBe(
      403,
    );
    const rolNuevo = (token: string, name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/rol/crear-rol',
        headers: conToken(token),
        payload: { name, descripcion: 'Con el permiso nuevo', permisos: [id] },
      });
    expect((await rolNuevo(tGestor, 'Rol del gestor')).statusCode).toBe(403);
    expect((await rolNuevo(tokenAdmin, 'Rol del administrador')).statusCode).toBe(200);
  });
});
