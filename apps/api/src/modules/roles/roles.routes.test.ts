import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria, roles, usuarioRoles } from '../../db/schema';

let t: AppDePrueba;
let admin: Awaited<ReturnType<typeof crearUsuario>>;
let tokenAdmin: string;
let idsPermiso: Map<string, number>;
let idAdmin: number;

beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2025-03-01' });
  admin = await crearUsuario(t.base.db, { roles: ['Admin'] });
  tokenAdmin = await iniciarSesion(t.app, admin.email);
  const r = await get(tokenAdmin, '/api/rol/get-permisos');
  idsPermiso = new Map(
    r.json().permisos.map((p: { id: number; codigoPermiso: string }) => [p.codigoPermiso, p.id]),
  );
  idAdmin = (await t.base.db.select().from(roles).where(eq(roles.nombre, 'Admin')))[0]!.id;
});
afterAll(() => t.cerrar());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: conToken(token) });
const enviar = (token: string, method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: conToken(token), ...(payload ? { payload } : {}) });
const crearRol = (payload: object, token = tokenAdmin) =>
  enviar(token, 'POST', '/api/rol/crear-rol', payload);
const actualizarRol = (payload: object, token = tokenAdmin) =>
  enviar(token, 'PUT', '/api/rol/actualizar-rol', payload);
const cambiarEstado = (id: number, token = tokenAdmin) =>
  enviar(token, 'PUT', `/api/rol/cambiar-estado-rol/${id}`);
const ids = (...codigos: string[]) => codigos.map((c) => idsPermiso.get(c)!);
const nombreCompleto = (u: { nombres: string }) => `${u.nombres} Prueba Test`;
const asignar = (usuarioId: number, rolId: number) =>
  t.base.db.insert(usuarioRoles).values({ usuarioId, rolId });
const eventos = (registroId: number) =>
  t.base.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.tablaAfectada, 'roles'), eq(auditoria.registroId, String(registroId))))
    .orderBy(auditoria.id);
const codigosAdmin = async () =>
  (await get(tokenAdmin, `/api/rol/get-rol/${idAdmin}`))
    .json()
    .rol.permisos.map((p: { codigoPermiso: string }) => p.codigoPermiso);

describe('efecto inmediato de los roles', () => {
  it('un rol nuevo con SALDOS-VACACIONES-MENU da acceso en la siguiente petición, y desactivarlo lo quita', async () => {
    const jefa = await crearUsuario(t.base.db, { roles: ['Empleado'] });
    const token = await iniciarSesion(t.app, jefa.email);
    const saldos = () => get(token, '/api/historial-vacaciones/saldos-equipo');
    expect((await saldos()).statusCode).toBe(403);

    const creado = await crearRol({
      name: 'Consulta de Saldos',
      descripcion: 'Ve los saldos de su equipo',
      permisos: ids('SALDOS-VACACIONES-MENU'),
    });
    expect(creado.statusCode).toBe(200);
    const { message, rol } = creado.json();
    expect(message).toBe('Rol guardado exitosamente');
    expect(rol).toMatchObject({
      name: 'Consulta de Saldos',
      descripcion: 'Ve los saldos de su equipo',
      permisos: [
        {
          id: idsPermiso.get('SALDOS-VACACIONES-MENU'),
          nombreRuta: 'Saldos de Vacaciones',
          codigoPermiso: 'SALDOS-VACACIONES-MENU',
        },
      ],
      numeroPersonas: 0,
      estado: 'Activo',
      createdBy: nombreCompleto(admin),
      updatedBy: null,
      updatedOn: null,
    });
    expect(rol.createdOn).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    await asignar(jefa.id, rol.id);
    expect((await saldos()).statusCode).toBe(200);
    expect((await get(tokenAdmin, `/api/rol/get-rol/${rol.id}`)).json().rol.numeroPersonas).toBe(1);

    const desactivado = await cambiarEstado(rol.id);
    expect(desactivado.statusCode).toBe(200);
    expect(desactivado.json()).toEqual({
      message: 'Estado del rol cambiado exitosamente',
      estado: 'Inactivo',
    });
    expect((await saldos()).statusCode).toBe(403);
    const me = await get(token, '/api/account/me');
    expect(me.json().permisos).not.toContain('SALDOS-VACACIONES-MENU');
    // The user keeps the assignment; activating the role again gives the access back.
    expect((await get(tokenAdmin, `/api/rol/get-rol/${rol.id}`)).json().rol).toMatchObject({
      numeroPersonas: 1,
      estado: 'Inactivo',
      updatedBy: nombreCompleto(admin),
    });
    expect((await cambiarEstado(rol.id)).json().estado).toBe('Activo');
    expect((await saldos()).statusCode).toBe(200);
  });

  it('quitar un permiso de un rol lo retira en la siguiente petición de quienes lo tienen', async () => {
    const u = await crearUsuario(t.base.db, { roles: [] });
    const token = await iniciarSesion(t.app, u.email);
    const rol = (
      await crearRol({
        name: 'Saldos y Programación',
        descripcion: 'Dos permisos de equipo',
        permisos: ids('SALDOS-VACACIONES-MENU', 'DASHBOARD-MENU'),
      })
    ).json().rol;
    await asignar(u.id, rol.id);
    expect((await get(token, '/api/historial-vacaciones/saldos-equipo')).statusCode).toBe(200);
    const r = await actualizarRol({
      id: rol.id,
      name: rol.name,
      descripcion: rol.descripcion,
      permisos: ids('DASHBOARD-MENU'),
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().rol.permisos.map((p: { codigoPermiso: string }) => p.codigoPermiso)).toEqual([
      'DASHBOARD-MENU',
    ]);
    expect((await get(token, '/api/historial-vacaciones/saldos-equipo')).statusCode).toBe(403);
  });
});

describe('siempre queda un administrador', () => {
  it('quien tiene el rol Admin no lo desactiva ni le quita permisos: 403 y nada cambia', async () => {
    const antes = await eventos(idAdmin);
    const r = await cambiarEstado(idAdmin);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({
      code: 'PERMISOS_INSUFICIENTES',
      message: 'No puede modificar un rol que usted mismo tiene asignado',
    });
    const [fila] = await t.base.db.select().from(roles).where(eq(roles.id, idAdmin));
    expect(fila!.activo).toBe(true);
    expect(await eventos(idAdmin)).toHaveLength(antes.length);

    const codigos = await codigosAdmin();
    const sinUsuarios = [...idsPermiso.entries()]
      .filter(([c]) => c !== 'ADMIN-USUARIOS-MENU')
      .map(([, id]) => id);
    const quitar = await actualizarRol({
      id: idAdmin,
      name: 'Admin',
      descripcion: 'Otra descripción',
      permisos: sinUsuarios,
    });
    expect(quitar.statusCode).toBe(403);
    expect(await codigosAdmin()).toEqual(codigos);
    expect((await get(tokenAdmin, `/api/rol/get-rol/${idAdmin}`)).json().rol.descripcion).toBe(
      'Administrador: acceso completo al sistema',
    );
  });

  it('dos administradores por roles distintos que desactivan a la vez el rol del otro: uno gana y siempre queda uno', async () => {
    // A second source of administration, with every permission (so its holder may manage the Admin role).
    const respaldo = (
      await crearRol({
        name: 'Administración de Respaldo',
        descripcion: 'Segunda fuente de administración',
        permisos: [...idsPermiso.values()],
      })
    ).json().rol;
    const otro = await crearUsuario(t.base.db, { roles: [] });
    await asignar(otro.id, respaldo.id);
    const tOtro = await iniciarSesion(t.app, otro.email);

    const [a, b] = await Promise.all([cambiarEstado(respaldo.id, tokenAdmin), cambiarEstado(idAdmin, tOtro)]);
    // The loser is refused at the last-administrator check (409) or, if the winner's change already took its
    // role away, at the door (403).
    expect([a.statusCode, b.statusCode].filter((c) => c === 200)).toHaveLength(1);
    expect([403, 409]).toContain(a.statusCode === 200 ? b.statusCode : a.statusCode);
    const activos = await t.base.db.select({ id: roles.id, activo: roles.activo }).from(roles);
    const porId = new Map(activos.map((f) => [f.id, f.activo]));
    expect([porId.get(idAdmin), porId.get(respaldo.id)].filter(Boolean)).toHaveLength(1);
    // Restore: Admin active, the backup role gone.
    if (!porId.get(idAdmin)) expect((await cambiarEstado(idAdmin, tOtro)).statusCode).toBe(200);
    await t.base.db
      .delete(usuarioRoles)
      .where(and(eq(usuarioRoles.usuarioId, otro.id), eq(usuarioRoles.rolId, respaldo.id)));
  });
});

describe('validación', () => {
  it('responde con los mensajes de la especificación; los espacios solos cuentan como vacío', async () => {
    const vacio = await crearRol({});
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().errors).toEqual({
      Name: ['El nombre del rol es requerido'],
      Descripcion: ['La descripción del rol es requerida'],
      Permisos: ['Debe seleccionar al menos un permiso'],
    });
    const espacios = await crearRol({ name: '   ', descripcion: '  ', permisos: [] });
    expect(espacios.json().errors).toEqual({
      Name: ['El nombre del rol es requerido'],
      Descripcion: ['La descripción del rol es requerida'],
      Permisos: ['Debe seleccionar al menos un permiso'],
    });
    const cortos = await crearRol({ name: ' ab ', descripcion: 'xy', permisos: ids('DASHBOARD-MENU') });
    expect(cortos.json().errors).toEqual({
      Name: ['El nombre debe tener al menos 3 caracteres'],
      Descripcion: ['La descripción debe tener al menos 3 caracteres'],
    });
    const actualizarSinId = await actualizarRol({
      name: 'Rol',
      descripcion: 'Desc',
      permisos: ids('DASHBOARD-MENU'),
    });
    expect(actualizarSinId.statusCode).toBe(400);
    expect(Object.keys(actualizarSinId.json().errors)).toEqual(['Id']);
  });

  it('guarda los valores recortados y sin permisos repetidos', async () => {
    const r = await crearRol({
      name: '  Recepción  ',
      descripcion: '  Atiende visitas ',
      permisos: ids('DASHBOARD-MENU', 'DASHBOARD-MENU'),
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().rol).toMatchObject({ name: 'Recepción', descripcion: 'Atiende visitas' });
    expect(r.json().rol.permisos).toHaveLength(1);
  });

  it('rechaza permisos inexistentes con 400 y no crea nada', async () => {
    const r = await crearRol({
      name: 'Fantasma',
      descripcion: 'Con un permiso que no existe',
      permisos: [999_999],
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({
      code: 'VALIDACION',
      message: 'Uno o más permisos seleccionados no existen',
      errors: { Permisos: ['Uno o más permisos seleccionados no existen'] },
    });
    expect(await t.base.db.select().from(roles).where(eq(roles.nombre, 'Fantasma'))).toHaveLength(0);
  });

  it('el nombre del rol es único sin distinguir mayúsculas: 409 con el error en Name', async () => {
    const a = await crearRol({ name: 'Auditores', descripcion: 'Revisan', permisos: ids('DASHBOARD-MENU') });
    expect(a.statusCode).toBe(200);
    const b = await crearRol({ name: 'AUDITORES', descripcion: 'Revisan', permisos: ids('DASHBOARD-MENU') });
    expect(b.statusCode).toBe(409);
    expect(b.json()).toEqual({
      code: 'CONFLICTO',
      message: 'Ya existe un rol con ese nombre',
      errors: { Name: ['Ya existe un rol con ese nombre'] },
    });
    const otro = (
      await crearRol({ name: 'Contadores', descripcion: 'Cuentan', permisos: ids('DASHBOARD-MENU') })
    ).json().rol;
    const renombrar = await actualizarRol({
      id: otro.id,
      name: 'auditores',
      descripcion: 'Cuentan',
      permisos: ids('DASHBOARD-MENU'),
    });
    expect(renombrar.statusCode).toBe(409);
    expect(renombrar.json().errors.Name).toEqual(['Ya existe un rol con ese nombre']);
    // Its own name, in another case, is not a duplicate.
    const mismo = await actualizarRol({
      id: otro.id,
      name: 'CONTADORES',
      descripcion: 'Cuentan',
      permisos: ids('DASHBOARD-MENU'),
    });
    expect(mismo.statusCode).toBe(200);
  });

  it('dos creaciones simultáneas con el mismo nombre: una gana y la otra recibe 409', async () => {
    const cuerpo = { name: 'Simultáneo', descripcion: 'Carrera', permisos: ids('DASHBOARD-MENU') };
    const [a, b] = await Promise.all([crearRol(cuerpo), crearRol({ ...cuerpo, name: 'SIMULTÁNEO' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('un rol del sistema conserva su nombre, pero su descripción y permisos se pueden cambiar', async () => {
    const empleado = (await t.base.db.select().from(roles).where(eq(roles.nombre, 'Empleado')))[0]!;
    const detalle = (await get(tokenAdmin, `/api/rol/get-rol/${empleado.id}`)).json().rol;
    const permisos = detalle.permisos.map((p: { id: number }) => p.id);
    const renombrar = await actualizarRol({
      id: empleado.id,
      name: 'Colaborador',
      descripcion: detalle.descripcion,
      permisos,
    });
    expect(renombrar.statusCode).toBe(422);
    expect(renombrar.json()).toMatchObject({
      code: 'ROL_SISTEMA',
      errors: { Name: ['El nombre de un rol del sistema no se puede cambiar'] },
    });
    const describir = await actualizarRol({
      id: empleado.id,
      name: 'Empleado',
      descripcion: 'Personal de la empresa',
      permisos,
    });
    expect(describir.statusCode).toBe(200);
    expect(describir.json().rol.descripcion).toBe('Personal de la empresa');
  });

  it('un rol inexistente responde 404 «Rol no encontrado»', async () => {
    for (const r of [
      await get(tokenAdmin, '/api/rol/get-rol/999999'),
      await cambiarEstado(999_999),
      await actualizarRol({
        id: 999_999,
        name: 'Nadie',
        descripcion: 'Nadie',
        permisos: ids('DASHBOARD-MENU'),
      }),
    ]) {
      expect(r.statusCode).toBe(404);
      expect(r.json().message).toBe('Rol no encontrado');
    }
  });
});

describe('listado', () => {
  it('pagina, filtra por nombre, ordena por nombre o por usuarios y cuenta las personas de cada rol', async () => {
    const r = await get(tokenAdmin, '/api/rol/get-rol-pagination');
    expect(r.statusCode).toBe(200);
    const pagina = r.json();
    expect(pagina).toMatchObject({ paginaActual: 1, tamanoPagina: 10, tienePaginaAnterior: false });
    const nombres = pagina.roles.map((x: { name: string }) => x.name);
    expect(pagina.tienePaginaSiguiente).toBe(pagina.totalCompleto > 10);
    const nombresDe = async (url: string) =>
      (await get(tokenAdmin, url)).json().roles.map((x: { name: string }) => x.name) as string[];
    const ascendente = await nombresDe('/api/rol/get-rol-pagination?PageSize=50');
    expect(ascendente.slice(0, 10)).toEqual(nombres);
    expect(await nombresDe('/api/rol/get-rol-pagination?PageSize=50&IsDescending=true')).toEqual(
      [...ascendente].reverse(),
    );
    const posicion = (n: string) => ascendente.indexOf(n);
    expect(posicion('Admin')).toBeLessThan(posicion('Empleado'));
    expect(posicion('Empleado')).toBeLessThan(posicion('Jefe'));
    const adminFila = pagina.roles.find((x: { name: string }) => x.name === 'Admin');
    expect(adminFila).toMatchObject({ estado: 'Activo', createdBy: null, numeroPersonas: 1 });
    expect(adminFila.permisos.length).toBeGreaterThan(10);

    const cinco = (await get(tokenAdmin, '/api/rol/get-rol-pagination?PageSize=5&PageNumber=2')).json();
    expect(cinco).toMatchObject({ paginaActual: 2, tamanoPagina: 5, tienePaginaAnterior: true });
    expect(cinco.roles.map((x: { name: string }) => x.name)).toEqual(nombres.slice(5, 10));

    const filtrado = (await get(tokenAdmin, '/api/rol/get-rol-pagination?Name=ADMIN')).json();
    expect(filtrado.roles.map((x: { name: string }) => x.name)).toEqual([
      'Admin',
      'Administración de Respaldo',
    ]);
    expect(filtrado.totalCompleto).toBe(2);
    expect((await get(tokenAdmin, '/api/rol/get-rol-pagination?Name=%25')).json().totalCompleto).toBe(0);

    for (let i = 0; i < 3; i++) await crearUsuario(t.base.db, { roles: ['Jefe'] });
    const porUsuarios = (
      await get(tokenAdmin, '/api/rol/get-rol-pagination?SortBy=usuarios&IsDescending=true')
    ).json();
    const conteos = porUsuarios.roles.map((x: { numeroPersonas: number }) => x.numeroPersonas);
    expect(conteos).toEqual([...conteos].sort((a: number, b: number) => b - a));
    const empleados = await t.base.db
      .select()
      .from(usuarioRoles)
      .innerJoin(roles, eq(roles.id, usuarioRoles.rolId))
      .where(eq(roles.nombre, porUsuarios.roles[0].name));
    expect(porUsuarios.roles[0].numeroPersonas).toBe(empleados.length);
  });

  it('rechaza con 400 un orden no permitido y un tamaño de página fuera de las opciones', async () => {
    const orden = await get(tokenAdmin, '/api/rol/get-rol-pagination?SortBy=descripcion');
    expect(orden.statusCode).toBe(400);
    expect(orden.json().errors.SortBy).toEqual(['Campo de ordenamiento no permitido']);
    expect((await get(tokenAdmin, '/api/rol/get-rol-pagination?PageSize=7')).statusCode).toBe(400);
    expect((await get(tokenAdmin, '/api/rol/get-rol-pagination?PageNumber=0')).statusCode).toBe(400);
  });

  it('get-permisos ofrece solo los permisos activos, con módulo', async () => {
    const r = (await get(tokenAdmin, '/api/rol/get-permisos')).json();
    expect(r.permisos.length).toBeGreaterThanOrEqual(14);
    expect(r.permisos.find((p: { codigoPermiso: string }) => p.codigoPermiso === 'ADMIN-ROLES-MENU')).toEqual(
      {
        id: idsPermiso.get('ADMIN-ROLES-MENU'),
        nombreRuta: 'Roles',
        codigoPermiso: 'ADMIN-ROLES-MENU',
        modulo: 'Administración',
      },
    );
  });
});

describe('auditoría', () => {
  it('crear, actualizar y cambiar el estado quedan en GESTION_ROLES con ejecutor, IP y los permisos antes y después', async () => {
    const creado = (
      await crearRol({
        name: 'Auditado',
        descripcion: 'Para auditar',
        permisos: ids('DASHBOARD-MENU', 'MIS-SOLICITUDES-MENU'),
      })
    ).json().rol;
    await actualizarRol({
      id: creado.id,
      name: 'Auditado Dos',
      descripcion: 'Para auditar',
      permisos: ids('DASHBOARD-MENU', 'SALDOS-VACACIONES-MENU'),
    });
    await cambiarEstado(creado.id);
    const filas = await eventos(creado.id);
    expect(filas.map((f) => [f.tipoAccion, f.severidad])).toEqual([
      ['CREAR_ROL', 'SECURITY'],
      ['ACTUALIZAR_ROL', 'SECURITY'],
      ['DESACTIVAR_ROL', 'SECURITY'],
    ]);
    for (const f of filas) {
      expect(f).toMatchObject({
        modulo: 'GESTION_ROLES',
        tablaAfectada: 'roles',
        usuarioEjecutorId: admin.id,
        ipAddress: '127.0.0.1',
      });
    }
    expect(filas[0]!.datosNuevos).toEqual({
      nombre: 'Auditado',
      descripcion: 'Para auditar',
      estado: 'Activo',
      permisos: ['DASHBOARD-MENU', 'MIS-SOLICITUDES-MENU'],
    });
    expect(filas[1]!.datosAnteriores).toEqual({
      nombre: 'Auditado',
      descripcion: 'Para auditar',
      permisos: ['DASHBOARD-MENU', 'MIS-SOLICITUDES-MENU'],
    });
    expect(filas[1]!.datosNuevos).toEqual({
      nombre: 'Auditado Dos',
      descripcion: 'Para auditar',
      permisos: ['DASHBOARD-MENU', 'SALDOS-VACACIONES-MENU'],
    });
    expect(filas[2]!.datosAnteriores).toEqual({
      estado: 'Activo',
      permisos: ['DASHBOARD-MENU', 'SALDOS-VACACIONES-MENU'],
    });
    expect(filas[2]!.datosNuevos).toEqual({
      estado: 'Inactivo',
      permisos: ['DASHBOARD-MENU', 'SALDOS-VACACIONES-MENU'],
    });
  });
  it('guardar un rol sin cambios responde 200 pero no escribe auditoría ni cambia la fecha de actualización', async () => {
    const creado = (
      await crearRol({ name: 'Sin Cambios', descripcion: 'Igual', permisos: ids('DASHBOARD-MENU') })
    ).json().rol;
    const mismo = {
      id: creado.id,
      name: 'Sin Cambios',
      descripcion: 'Igual',
      permisos: ids('DASHBOARD-MENU'),
    };
    const r = await actualizarRol({ ...mismo, permisos: [...mismo.permisos, ...mismo.permisos] });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ message: 'Rol guardado exitosamente', rol: { updatedOn: null } });
    expect((await eventos(creado.id)).map((f) => f.tipoAccion)).toEqual(['CREAR_ROL']);
    // A real change still is an event.
    await actualizarRol({ ...mismo, descripcion: 'Distinta' });
    expect((await eventos(creado.id)).map((f) => f.tipoAccion)).toEqual(['CREAR_ROL', 'ACTUALIZAR_ROL']);
  });
});

describe('acceso', () => {
  it('sin ADMIN-ROLES-MENU, toda ruta de /api/rol responde 403 (aunque tenga ADMIN-PERMISOS-MENU)', async () => {
    const soloPermisos = (
      await crearRol({
        name: 'Solo Permisos',
        descripcion: 'Administra permisos',
        permisos: ids('ADMIN-PERMISOS-MENU'),
      })
    ).json().rol;
    const u = await crearUsuario(t.base.db, { roles: ['Jefe'] });
    await asignar(u.id, soloPermisos.id);
    const token = await iniciarSesion(t.app, u.email);
    const rutas = t.app.rutasApi.filter((r) => r.url.startsWith('/api/rol/'));
    expect(rutas.length).toBe(6);
    for (const ruta of rutas) {
      expect(ruta.config.permisos).toEqual(['ADMIN-ROLES-MENU']);
      const r = await t.app.inject({
        method: ruta.metodo as 'GET',
        url: ruta.url.replace(/:\w+/g, String(idAdmin)),
        headers: conToken(token),
        ...(ruta.metodo === 'GET'
          ? {}
          : { payload: { id: idAdmin, name: 'X', descripcion: 'X', permisos: [] } }),
      });
      expect(r.statusCode, `${ruta.metodo} ${ruta.url}`).toBe(403);
    }
    expect((await get(token, '/api/Permiso')).statusCode).toBe(200);
    const [fila] = await t.base.db.select().from(roles).where(eq(roles.id, idAdmin));
    expect(fila!.activo).toBe(true);
  });
});

describe('nadie otorga lo que no tiene', () => {
  // A roles manager without Admin: her role holds only ADMIN-MENU and ADMIN-ROLES-MENU.
  let gestora: Awaited<ReturnType<typeof crearUsuario>>;
  let tGestora: string;
  let rolPropio: number;

  beforeAll(async () => {
    rolPropio = (
      await crearRol({
        name: 'Gestión de roles',
        descripcion: 'Solo roles',
        permisos: ids('ADMIN-MENU', 'ADMIN-ROLES-MENU'),
      })
    ).json().rol.id;
    gestora = await crearUsuario(t.base.db, { roles: [] });
    await asignar(gestora.id, rolPropio);
    tGestora = await iniciarSesion(t.app, gestora.email);
  });

  it('no agrega un permiso a su propio rol, ni lo desactiva', async () => {
    const r = await actualizarRol(
      {
        id: rolPropio,
        name: 'Gestión de roles',
        descripcion: 'Solo roles',
        permisos: ids('ADMIN-MENU', 'ADMIN-ROLES-MENU', 'ADMIN-USUARIOS-MENU'),
      },
      tGestora,
    );
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({
      code: 'PERMISOS_INSUFICIENTES',
      message: 'No puede modificar un rol que usted mismo tiene asignado',
    });
    expect((await cambiarEstado(rolPropio, tGestora)).statusCode).toBe(403);
    expect(
      (await get(tokenAdmin, `/api/rol/get-rol/${rolPropio}`))
        .json()
        .rol.permisos.map((p: { codigoPermiso: string }) => p.codigoPermiso),
    ).toEqual(['ADMIN-MENU', 'ADMIN-ROLES-MENU']);
  });

  it('no edita ni desactiva el rol Admin, y no crea un rol con permisos que no tiene', async () => {
    const faltan =
      'ADMIN-CONFIGURACION-MENU, ADMIN-DEPARTAMENTOS-MENU, ADMIN-PERMISOS-MENU, ADMIN-USUARIOS-MENU, AUDITORIA-VER, DASHBOARD-MENU, GESTION-SOLICITUDES-MENU, MIS-SOLICITUDES-MENU, PROGRAMACION-VACACIONES-MENU, REPORTE-EQUIPO-MENU, REPORTE-ESTADISTICAS-MENU, REPORTE-VACACIONES-USUARIO-MENU, REPORTES-MENU, SALDOS-VACACIONES-MENU, SOLICITAR-VACACIONES-MENU, SOLICITUDES-VER-TODAS, USUARIOS-IMPORTAR';
    const editar = await actualizarRol(
      { id: idAdmin, name: 'Admin', descripcion: 'Recortado', permisos: ids('ADMIN-MENU') },
      tGestora,
    );
    expect(editar.statusCode).toBe(403);
    expect(editar.json().message).toBe(
      `No puede modificar el rol «Admin»: incluye permisos que usted no tiene (${faltan}).`,
    );
    const desactivar = await cambiarEstado(idAdmin, tGestora);
    expect(desactivar.statusCode).toBe(403);
    expect(desactivar.json().message).toBe(editar.json().message);
    const [fila] = await t.base.db.select().from(roles).where(eq(roles.id, idAdmin));
    expect(fila!.activo).toBe(true);

    const crear = await crearRol(
      {
        name: 'Auditores Nuevos',
        descripcion: 'Ven la auditoría',
        permisos: ids('ADMIN-MENU', 'AUDITORIA-VER'),
      },
      tGestora,
    );
    expect(crear.statusCode).toBe(403);
    expect(crear.json()).toEqual({
      code: 'PERMISOS_INSUFICIENTES',
      message: 'No puede otorgar permisos que usted no tiene (AUDITORIA-VER).',
      errors: { Permisos: ['No puede otorgar permisos que usted no tiene (AUDITORIA-VER).'] },
    });
    expect(await t.base.db.select().from(roles).where(eq(roles.nombre, 'Auditores Nuevos'))).toHaveLength(0);

    // Within what she holds she may create, edit and deactivate a role she does not hold.
    const propio = await crearRol(
      { name: 'Menú de administración', descripcion: 'Solo el menú', permisos: ids('ADMIN-MENU') },
      tGestora,
    );
    expect(propio.statusCode).toBe(200);
    const id = propio.json().rol.id as number;
    const agregar = await actualizarRol(
      {
        id,
        name: 'Menú de administración',
        descripcion: 'Menú y roles',
        permisos: ids('ADMIN-MENU', 'AUDITORIA-VER'),
      },
      tGestora,
    );
    expect(agregar.statusCode).toBe(403);
    expect(
      (
        await actualizarRol(
          {
            id,
            name: 'Menú de administración',
            descripcion: 'Menú y roles',
            permisos: ids('ADMIN-MENU', 'ADMIN-ROLES-MENU'),
          },
          tGestora,
        )
      ).statusCode,
    ).toBe(200);
    expect((await cambiarEstado(id, tGestora)).statusCode).toBe(200);
  });

  it('no activa un rol que daría permisos que no tiene', async () => {
    const id = (
      await crearRol({ name: 'Auditoría en pausa', descripcion: 'Inactivo', permisos: ids('AUDITORIA-VER') })
    ).json().rol.id as number;
    expect((await cambiarEstado(id)).json().estado).toBe('Inactivo');
    const r = await cambiarEstado(id, tGestora);
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe(
      'No puede activar el rol «Auditoría en pausa»: incluye permisos que usted no tiene (AUDITORIA-VER).',
    );
    const [fila] = await t.base.db.select().from(roles).where(eq(roles.id, id));
    expect(fila!.activo).toBe(false);
  });

  it('la lista y el detalle dicen qué roles puede gestionar, y get-permisos ofrece solo los que tiene', async () => {
    const otorgable = (
      await crearRol({ name: 'Solo menú', descripcion: 'Menú', permisos: ids('ADMIN-MENU') })
    ).json().rol.id as number;
    const lista = (await get(tGestora, '/api/rol/get-rol-pagination?PageSize=50')).json().roles as {
      id: number;
      puedeGestionar: boolean;
    }[];
    const puede = new Map(lista.map((r) => [r.id, r.puedeGestionar]));
    expect(puede.get(idAdmin)).toBe(false);
    expect(puede.get(rolPropio)).toBe(false);
    expect(puede.get(otorgable)).toBe(true);
    expect((await get(tGestora, `/api/rol/get-rol/${otorgable}`)).json().rol.puedeGestionar).toBe(true);
    expect((await get(tGestora, `/api/rol/get-rol/${idAdmin}`)).json().rol.puedeGestionar).toBe(false);
    // The administrator holds Admin: not hers to edit either; every other role is.
    expect((await get(tokenAdmin, `/api/rol/get-rol/${idAdmin}`)).json().rol.puedeGestionar).toBe(false);
    expect((await get(tokenAdmin, `/api/rol/get-rol/${rolPropio}`)).json().rol.puedeGestionar).toBe(true);

    const disponibles = (await get(tGestora, '/api/rol/get-permisos'))
      .json()
      .permisos.map((p: { codigoPermiso: string }) => p.codigoPermiso);
    expect(disponibles.sort()).toEqual(['ADMIN-MENU', 'ADMIN-ROLES-MENU']);
  });
});
