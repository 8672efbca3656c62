import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria, departamentos, permisos, rolPermisos, roles, usuarios } from '../../db/schema';

let t: AppDePrueba;
let tokenAdmin: string;
/** Holds only ADMIN-DEPARTAMENTOS-MENU: the page's own permission is enough for every route. */
let tokenSoloDepartamentos: string;

beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2025-06-15' });
  const admin = await crearUsuario(t.base.db, { roles: ['Admin'] });
  tokenAdmin = await iniciarSesion(t.app, admin.email);
  const [rol] = await t.base.db
    .insert(roles)
    .values({ nombre: 'Solo departamentos', descripcion: 'Administra departamentos', activo: true })
    .returning();
  const [permiso] = await t.base.db
    .select()
    .from(permisos)
    .where(eq(permisos.codigo, 'ADMIN-DEPARTAMENTOS-MENU'));
  await t.base.db.insert(rolPermisos).values({ rolId: rol!.id, permisoId: permiso!.id });
  const encargada = await crearUsuario(t.base.db, { roles: ['Solo departamentos'] });
  tokenSoloDepartamentos = await iniciarSesion(t.app, encargada.email);
});
afterAll(() => t.cerrar());

type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const llamar = (method: Metodo, url: string, payload?: object, token = tokenAdmin) =>
  t.app.inject({ method, url, headers: conToken(token), ...(payload ? { payload } : {}) });
const crear = (payload: object, token = tokenAdmin) => llamar('POST', '/api/departamentos', payload, token);
const eventos = (id: number) =>
  t.base.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.tablaAfectada, 'departamentos'), eq(auditoria.registroId, String(id))))
    .orderBy(auditoria.id);
const listar = async (query: string) => {
  const r = await llamar('GET', `/api/departamentos?${query}`);
  expect(r.statusCode).toBe(200);
  return r.json();
};
const empleadoEn = async (departamentoId: number, activo = true) => {
  const u = await crearUsuario(t.base.db, { activo });
  await t.base.db.update(usuarios).set({ departamentoId }).where(eq(usuarios.id, u.id));
  return u;
};

describe('crear y validar', () => {
  it('crea con el código en mayúsculas, audita sin datos anteriores y lo ofrece en el selector de usuarios', async () => {
    const jefa = await crearUsuario(t.base.db, { nombres: 'Rosa' });
    const r = await crear({
      codigo: ' log-1 ',
      nombre: 'Logística',
      jefeAreaId: jefa.id,
      centroCosto: 'CC-100',
    });
    expect(r.statusCode).toBe(200);
    const { message, departamento } = r.json();
    expect(message).toBe('Departamento creado correctamente');
    expect(departamento).toMatchObject({
      codigo: 'LOG-1',
      nombre: 'Logística',
      jefeAreaId: jefa.id,
      jefeArea: 'Rosa Prueba Test',
      centroCosto: 'CC-100',
      activo: true,
      empleadosActivos: 0,
      empleadosTotales: 0,
    });
    const [evento] = await eventos(departamento.id);
    expect(evento).toMatchObject({
      modulo: 'ADMINISTRACION',
      tipoAccion: 'CREAR_DEPARTAMENTO',
      datosAnteriores: null,
      datosNuevos: {
        codigo: 'LOG-1',
        nombre: 'Logística',
        jefeAreaId: jefa.id,
        centroCosto: 'CC-100',
        estado: 'Activo',
      },
    });
    const selector = await llamar('GET', '/api/usuarios-admin/dropdowns/departamentos?soloActivos=true');
    expect(selector.json()).toContainEqual({ id: departamento.id, nombre: 'Logística' });
  });

  it.each([
    [{ nombre: 'Sin código' }, 'codigo', 'El código es requerido'],
    [{ codigo: '   ', nombre: 'Espacios' }, 'codigo', 'El código es requerido'],
    [{ codigo: 'A', nombre: 'Corto' }, 'codigo', 'El código debe tener de 2 a 30'],
    [{ codigo: 'X'.repeat(31), nombre: 'Largo' }, 'codigo', 'El código debe tener de 2 a 30'],
    [{ codigo: 'ÁREA', nombre: 'Con tilde' }, 'codigo', 'El código debe tener de 2 a 30'],
    [{ codigo: 'A B', nombre: 'Con espacio' }, 'codigo', 'El código debe tener de 2 a 30'],
    [{ codigo: 'OK1' }, 'nombre', 'El nombre es requerido'],
    [{ codigo: 'OK2', nombre: '  ' }, 'nombre', 'El nombre es requerido'],
    [{ codigo: 'OK3', nombre: 'n'.repeat(121) }, 'nombre', 'El nombre no puede superar 120 caracteres'],
    [
      { codigo: 'OK4', nombre: 'Centro', centroCosto: 'c'.repeat(51) },
      'centroCosto',
      'El centro de costo no puede superar 50 caracteres',
    ],
    [
      { codigo: 'OK5', nombre: 'Jefe', jefeAreaId: 'abc' },
      'jefeAreaId',
      'El identificador debe ser un número',
    ],
  ])('rechaza %j con 400 en %s', async (payload, campo, mensaje) => {
    const r = await crear(payload);
    expect(r.statusCode).toBe(400);
    const cuerpo = r.json();
    expect(cuerpo.code).toBe('VALIDACION');
    // The API names fields with a capital letter, as the rest of its errors.
    expect(Object.keys(cuerpo.errors).map((k) => k.toLowerCase())).toContain(campo.toLowerCase());
    expect(JSON.stringify(cuerpo.errors)).toContain(mensaje);
  });

  it('el jefe de área debe ser un usuario activo', async () => {
    const inactivo = await crearUsuario(t.base.db, { activo: false });
    for (const jefeAreaId of [inactivo.id, 999_999]) {
      const r = await crear({ codigo: 'JEF', nombre: 'Jefatura', jefeAreaId });
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toEqual({ JefeAreaId: ['El jefe de área debe ser un usuario activo'] });
    }
  });

  it('código y nombre son únicos sin distinguir mayúsculas: 409 que nombra el valor', async () => {
    expect((await crear({ codigo: 'UNI', nombre: 'Único' })).statusCode).toBe(200);
    const codigo = await crear({ codigo: 'uni', nombre: 'Otro nombre' });
    expect(codigo.statusCode).toBe(409);
    expect(codigo.json().message).toBe('Ya existe un departamento con el código UNI');
    const nombre = await crear({ codigo: 'UNI2', nombre: 'ÚNICO' });
    expect(nombre.statusCode).toBe(409);
    expect(nombre.json().message).toBe('Ya existe un departamento con el nombre «ÚNICO»');
  });

  it('quien solo tiene ADMIN-DEPARTAMENTOS-MENU lo administra y busca jefes de área; un empleado no', async () => {
    const r = await crear({ codigo: 'SOLO', nombre: 'Solo permiso' }, tokenSoloDepartamentos);
    expect(r.statusCode).toBe(200);
    const opciones = await llamar(
      'GET',
      '/api/departamentos/opciones-jefe-area?busqueda=rosa',
      undefined,
      tokenSoloDepartamentos,
    );
    expect(opciones.statusCode).toBe(200);
    expect(opciones.json().map((o: { nombreCompleto: string }) => o.nombreCompleto)).toContain(
      'Rosa Prueba Test',
    );
    const empleado = await crearUsuario(t.base.db);
    const tokenEmpleado = await iniciarSesion(t.app, empleado.email);
    expect((await llamar('GET', '/api/departamentos', undefined, tokenEmpleado)).statusCode).toBe(403);
  });
});

describe('editar', () => {
  it('audita antes y después; guardar sin cambios no escribe nada', async () => {
    const { departamento } = (await crear({ codigo: 'EDI', nombre: 'Edición', centroCosto: 'A1' })).json();
    const jefe = await crearUsuario(t.base.db, { nombres: 'Luis' });
    const cuerpo = {
      codigo: 'EDI-2',
      nombre: 'Edición 2',
      jefeAreaId: jefe.id,
      centroCosto: '',
      activo: true,
    };
    const r = await llamar('PUT', `/api/departamentos/${departamento.id}`, cuerpo);
    expect(r.statusCode).toBe(200);
    expect(r.json().departamento).toMatchObject({
      codigo: 'EDI-2',
      jefeArea: 'Luis Prueba Test',
      centroCosto: null,
    });
    expect((await llamar('PUT', `/api/departamentos/${departamento.id}`, cuerpo)).statusCode).toBe(200);
    const lista = await eventos(departamento.id);
    expect(lista.map((e) => e.tipoAccion)).toEqual(['CREAR_DEPARTAMENTO', 'ACTUALIZAR_DEPARTAMENTO']);
    expect(lista[1]).toMatchObject({
      datosAnteriores: {
        codigo: 'EDI',
        nombre: 'Edición',
        jefeAreaId: null,
        centroCosto: 'A1',
        estado: 'Activo',
      },
      datosNuevos: { codigo: 'EDI-2', nombre: 'Edición 2', jefeAreaId: jefe.id, centroCosto: null },
    });
  });

  it('409 si el nuevo código es de otro, 404 si no existe, y conserva un jefe que luego se desactivó', async () => {
    const jefe = await crearUsuario(t.base.db);
    const { departamento } = (
      await crear({ codigo: 'CON', nombre: 'Conservado', jefeAreaId: jefe.id })
    ).json();
    await crear({ codigo: 'OTRO', nombre: 'Otro' });
    const base = {
      codigo: 'CON',
      nombre: 'Conservado',
      jefeAreaId: jefe.id,
      centroCosto: null,
      activo: true,
    };
    const dup = await llamar('PUT', `/api/departamentos/${departamento.id}`, { ...base, codigo: 'otro' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Ya existe un departamento con el código OTRO');
    expect((await llamar('PUT', '/api/departamentos/999999', base)).statusCode).toBe(404);
    await t.base.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, jefe.id));
    const r = await llamar('PUT', `/api/departamentos/${departamento.id}`, { ...base, centroCosto: 'Z9' });
    expect(r.statusCode).toBe(200);
  });
});

describe('activar, desactivar y eliminar', () => {
  it('desactivar conserva a sus empleados, lo quita del selector y el usuario lo sigue viendo al editarse', async () => {
    const { departamento } = (await crear({ codigo: 'DES', nombre: 'Desactivable' })).json();
    const empleado = await empleadoEn(departamento.id);
    await empleadoEn(departamento.id, false);
    const r = await llamar('PATCH', `/api/departamentos/${departamento.id}/estado`, { activo: false });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      message: 'Departamento desactivado correctamente',
      departamento: { activo: false, empleadosActivos: 1, empleadosTotales: 2 },
    });
    const [u] = await t.base.db.select().from(usuarios).where(eq(usuarios.id, empleado.id));
    expect(u!.departamentoId).toBe(departamento.id);
    const activos = await llamar('GET', '/api/usuarios-admin/dropdowns/departamentos?soloActivos=true');
    expect(activos.json().map((d: { id: number }) => d.id)).not.toContain(departamento.id);
    const detalle = await llamar('GET', `/api/usuarios-admin/${empleado.id}`);
    expect(detalle.json()).toMatchObject({ departamentoId: departamento.id, departamento: 'Desactivable' });
    const evento = (await eventos(departamento.id)).at(-1);
    expect(evento).toMatchObject({
      tipoAccion: 'DESACTIVAR_DEPARTAMENTO',
      datosAnteriores: { estado: 'Activo', empleadosActivos: 1 },
      datosNuevos: { estado: 'Inactivo', empleadosActivos: 1 },
    });
    const activar = await llamar('PATCH', `/api/departamentos/${departamento.id}/estado`, { activo: true });
    expect(activar.json().departamento.activo).toBe(true);
    expect((await eventos(departamento.id)).at(-1)!.tipoAccion).toBe('ACTIVAR_DEPARTAMENTO');
  });

  it('no elimina uno con empleados (activos o no) y dice cuántos; elimina uno vacío con auditoría', async () => {
    const { departamento } = (await crear({ codigo: 'ELI', nombre: 'Eliminable' })).json();
    const inactivo = await empleadoEn(departamento.id, false);
    const r = await llamar('DELETE', `/api/departamentos/${departamento.id}`);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toContain('tiene 1 empleado (0 activos)');
    await t.base.db.delete(usuarios).where(eq(usuarios.id, inactivo.id));
    const ok = await llamar('DELETE', `/api/departamentos/${departamento.id}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Departamento eliminado correctamente');
    expect(await t.base.db.select().from(departamentos).where(eq(departamentos.id, departamento.id))).toEqual(
      [],
    );
    expect((await eventos(departamento.id)).at(-1)).toMatchObject({
      tipoAccion: 'ELIMINAR_DEPARTAMENTO',
      datosAnteriores: { codigo: 'ELI', nombre: 'Eliminable' },
      datosNuevos: null,
    });
    expect((await llamar('DELETE', `/api/departamentos/${departamento.id}`)).statusCode).toBe(404);
  });
});

describe('lista', () => {
  it('busca por código o nombre sin tildes, filtra por estado, ordena y cuenta', async () => {
    const a = (await crear({ codigo: 'ZZ-ORD-A', nombre: 'Zeta Ñandú' })).json().departamento;
    const b = (await crear({ codigo: 'ZZ-ORD-B', nombre: 'Zeta Árbol' })).json().departamento;
    await empleadoEn(b.id);
    await empleadoEn(b.id);
    await llamar('PATCH', `/api/departamentos/${a.id}/estado`, { activo: false });

    const porNombre = await listar('busqueda=nandu');
    expect(porNombre.departamentos.map((d: { id: number }) => d.id)).toEqual([a.id]);
    const porCodigo = await listar('busqueda=zz-ord&SortBy=nombre');
    expect(porCodigo.departamentos.map((d: { codigo: string }) => d.codigo)).toEqual([
      'ZZ-ORD-B',
      'ZZ-ORD-A',
    ]);
    const porEmpleados = await listar('busqueda=zz-ord&SortBy=empleadosActivos&IsDescending=true');
    expect(porEmpleados.departamentos[0]).toMatchObject({ id: b.id, empleadosActivos: 2 });
    const inactivos = await listar('busqueda=zz-ord&estado=inactivos');
    expect(inactivos.departamentos.map((d: { id: number }) => d.id)).toEqual([a.id]);
    expect(inactivos.totalCompleto).toBe(1);
    const porEstado = await listar('busqueda=zz-ord&SortBy=estado');
    expect(porEstado.departamentos[0].id).toBe(a.id);
    for (const campo of ['codigo', 'nombre', 'jefeArea', 'empleadosActivos', 'estado'])
      expect((await listar(`SortBy=${campo}&IsDescending=true`)).departamentos.length).toBeGreaterThan(0);

    const todos = await t.base.db.select().from(departamentos);
    const { estadisticas } = await listar('PageSize=5');
    expect(estadisticas.total).toBe(todos.length);
    expect(estadisticas.activos).toBe(todos.filter((d) => d.activo).length);
    expect(estadisticas.conJefeArea).toBe(todos.filter((d) => d.jefeAreaId !== null).length);
    expect(estadisticas.sinEmpleados).toBeGreaterThan(0);
  });

  it('pagina con un orden estable y rechaza un orden o tamaño no permitido', async () => {
    const p1 = await listar('PageSize=5&PageNumber=1&SortBy=empleadosActivos');
    const p2 = await listar('PageSize=5&PageNumber=2&SortBy=empleadosActivos');
    const ids = [...p1.departamentos, ...p2.departamentos].map((d: { id: number }) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(p1.tienePaginaSiguiente).toBe(p1.totalCompleto > 5);
    expect((await llamar('GET', '/api/departamentos?SortBy=id')).statusCode).toBe(400);
    expect((await llamar('GET', '/api/departamentos?PageSize=7')).statusCode).toBe(400);
    expect((await llamar('GET', '/api/departamentos?estado=todos')).statusCode).toBe(400);
  });
});
