import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import {
  asegurarDepartamento,
  CONTRASENA_PRUEBA,
  conToken,
  crearUsuario,
  iniciarSesion,
} from '../../../test/factories';
import {
  auditoria,
  departamentos,
  permisos,
  rolPermisos,
  roles,
  sesiones,
  solicitudesVacaciones,
  usuarioRoles,
  usuarios,
} from '../../db/schema';
import * as repo from './usuarios.repository';

let t: AppDePrueba;
let admin: Awaited<ReturnType<typeof crearUsuario>>;
let tokenAdmin: string;
let deptoId: number;

beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2025-03-01' });
  admin = await crearUsuario(t.base.db, { roles: ['Admin'], nombres: 'Ada' });
  tokenAdmin = await iniciarSesion(t.app, admin.email);
  deptoId = await asegurarDepartamento(t.base.db);
});
afterAll(() => t.cerrar());

type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';
const llamar = (token: string, method: Metodo, url: string, payload?: unknown, a: AppDePrueba = t) =>
  a.app.inject({
    method,
    url,
    headers: conToken(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let n = 0;
/** A valid create payload with a fresh email and DNI. */
function nuevo(extra: Record<string, unknown> = {}) {
  n++;
  const sufijo = String(n).padStart(3, '0');
  return {
    nombres: `Usuario${sufijo}`,
    apellidoPaterno: 'Quispe',
    apellidoMaterno: 'Mamani',
    dni: `70${String(n).padStart(6, '0')}`,
    email: `admin.prueba${sufijo}@empresa.pe`,
    empresa: 'Empresa de Pruebas SAC',
    departamentoId: deptoId,
    roles: ['Empleado'],
    ...extra,
  };
}

async function crearPorApi(extra: Record<string, unknown> = {}, token = tokenAdmin) {
  const body = nuevo(extra);
  const r = await llamar(token, 'POST', '/api/usuarios-admin', body);
  expect(r.statusCode, r.body).toBe(200);
  return { ...(r.json() as { id: number; message: string; contrasenaTemporal?: string }), body };
}

/** The update payload of a user as the edit form would send it, with changes. */
async function formularioDe(
  id: number,
  cambios: Record<string, unknown> = {},
  token = tokenAdmin,
  a: AppDePrueba = t,
) {
  const d = (await llamar(token, 'GET', `/api/usuarios-admin/${id}`, undefined, a)).json();
  return {
    nombres: d.nombres,
    apellidoPaterno: d.apellidoPaterno,
    apellidoMaterno: d.apellidoMaterno,
    dni: d.dni,
    extranjero: d.extranjero,
    numeroCelular: d.numeroCelular ?? undefined,
    email: d.email,
    fechaIngreso: d.fechaIngreso,
    empresa: d.empresa,
    departamentoId: d.departamentoId,
    jefeId: d.jefeId ?? undefined,
    roles: d.roles,
    forzarCambioContrasena: d.forzarCambioContrasena,
    estaActivo: d.estaActivo,
    ...cambios,
  };
}

const fila = async (id: number) => (await t.base.db.select().from(usuarios).where(eq(usuarios.id, id)))[0]!;

describe('crear usuario', () => {
  it('sin contraseña genera una temporal: la devuelve una sola vez y nunca la guarda en claro', async () => {
    const r = await llamar(
      tokenAdmin,
      'POST',
      '/api/usuarios-admin',
      nuevo({ numeroCelular: '987654321', jefeId: admin.id }),
    );
    expect(r.statusCode, r.body).toBe(200);
    const { id, message, contrasenaTemporal } = r.json();
    expect(message).toBe('Usuario creado correctamente');
    expect(contrasenaTemporal).toMatch(/^.{16,}$/);
    expect(r.headers['cache-control']).toBe('no-store');

    const guardado = await fila(id);
    expect(guardado.esquemaContrasena).toBe('sha256-temp');
    expect(guardado.hashContrasena).not.toContain(contrasenaTemporal);
    expect(guardado.debeCambiarContrasena).toBe(true);
    expect(guardado.fechaIngreso).toBe('2025-03-01');
    expect(guardado.creadoPorId).toBe(admin.id);

    const detalle = await llamar(tokenAdmin, 'GET', `/api/usuarios-admin/${id}`);
    expect(detalle.statusCode).toBe(200);
    expect(detalle.json()).toMatchObject({
      id,
      numeroCelular: '987654321',
      jefeId: admin.id,
      roles: ['Empleado'],
      estaActivo: true,
      estado: 'Activo',
      forzarCambioContrasena: true,
      tieneContrasenaTemporal: true,
      fechaIngreso: '2025-03-01',
    });
    expect(detalle.body).not.toContain(contrasenaTemporal);
    expect(detalle.body).not.toContain('hash');
    const registros = await t.base.db.select().from(auditoria).where(eq(auditoria.usuarioAfectadoId, id));
    expect(JSON.stringify(registros)).not.toContain(contrasenaTemporal);
    expect(JSON.stringify(registros)).not.toContain(guardado.hashContrasena);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: guardado.email, password: contrasenaTemporal },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().debeCambiarContrasena).toBe(true);
  });

  it('con contraseña escrita: exige la política, usa argon2id y respeta la casilla de forzar el cambio', async () => {
    const debil = await llamar(
      tokenAdmin,
      'POST',
      '/api/usuarios-admin',
      nuevo({ contrasenaTemporal: 'corta1' }),
    );
    expect(debil.statusCode).toBe(400);
    expect(debil.json().errors.ContrasenaTemporal).toEqual([
      'La contraseña debe tener: al menos 12 caracteres, al menos una letra mayúscula, al menos un carácter especial',
    ]);

    const { id, contrasenaTemporal, body } = await crearPorApi({
      contrasenaTemporal: 'Elegida#Segura2026',
      forzarCambioContrasena: false,
      fechaIngreso: '2019-05-02',
      extranjero: true,
    });
    expect(contrasenaTemporal).toBeUndefined();
    const guardado = await fila(id);
    expect(guardado).toMatchObject({
      esquemaContrasena: 'argon2id',
      debeCambiarContrasena: false,
      fechaIngreso: '2019-05-02',
      extranjero: true,
    });
    expect(guardado.hashContrasena).toMatch(/^\$argon2id\$/);
    const token = await iniciarSesion(t.app, body.email, 'Elegida#Segura2026');
    expect((await llamar(token, 'GET', '/api/solicitud-vacaciones/mis-solicitudes')).statusCode).toBe(200);
  });

  it('estadoInicial false crea el usuario inactivo, que no puede iniciar sesión', async () => {
    const { id, body } = await crearPorApi({
      contrasenaTemporal: 'Elegida#Segura2026',
      estadoInicial: false,
    });
    expect((await fila(id)).activo).toBe(false);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: body.email, password: 'Elegida#Segura2026' },
    });
    // The same 401 as a wrong password: the reply never tells that the account exists (ADR 006).
    expect(login.statusCode).toBe(401);
  });

  it('valida cada campo con los mensajes del spec, bajo las claves capitalizadas', async () => {
    const vacio = await llamar(tokenAdmin, 'POST', '/api/usuarios-admin', {});
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().code).toBe('VALIDACION');
    expect(vacio.json().errors).toEqual({
      Nombres: ['Los nombres son requeridos'],
      ApellidoPaterno: ['El apellido paterno es requerido'],
      ApellidoMaterno: ['El apellido materno es requerido'],
      Dni: ['El DNI es requerido'],
      Email: ['El email es requerido'],
      Empresa: ['La empresa es requerida'],
      DepartamentoId: ['El departamento es requerido'],
      Roles: ['Debe seleccionar al menos un rol'],
    });

    const mal = await llamar(tokenAdmin, 'POST', '/api/usuarios-admin', {
      ...nuevo(),
      nombres: '   ',
      email: 'no-es-un-email',
      dni: '1234567',
      numeroCelular: '98765',
      fechaIngreso: '',
      departamentoId: '',
      roles: [],
    });
    expect(mal.statusCode).toBe(400);
    expect(mal.json().errors).toEqual({
      Nombres: ['Los nombres son requeridos'],
      Email: ['El email no tiene un formato válido'],
      Dni: ['El DNI debe tener 8 dígitos'],
      NumeroCelular: ['El número de celular debe tener 9 dígitos'],
      FechaIngreso: ['La fecha de ingreso es requerida'],
      DepartamentoId: ['El departamento es requerido'],
      Roles: ['Debe seleccionar al menos un rol'],
    });

    // Text is trimmed and empty optionals are stored as none.
    const { id } = await crearPorApi({ nombres: '  Rosa  ', numeroCelular: '', jefeId: '' });
    expect(await fila(id)).toMatchObject({ nombres: 'Rosa', numeroCelular: null, jefeId: null });
  });

  it('un email (sin importar mayúsculas) o DNI repetido es 409 con el campo nombrado', async () => {
    const a = await crearPorApi();
    const mismoEmail = await llamar(
      tokenAdmin,
      'POST',
      '/api/usuarios-admin',
      nuevo({ email: a.body.email.toUpperCase() }),
    );
    expect(mismoEmail.statusCode).toBe(409);
    expect(mismoEmail.json()).toMatchObject({
      code: 'CONFLICTO',
      errors: { Email: ['Ya existe un usuario con ese email'] },
    });
    expect(mismoEmail.json().errors.Dni).toBeUndefined();

    const mismoDni = await llamar(tokenAdmin, 'POST', '/api/usuarios-admin', nuevo({ dni: a.body.dni }));
    expect(mismoDni.statusCode).toBe(409);
    expect(mismoDni.json().errors).toEqual({ Dni: ['Ya existe un usuario con ese DNI'] });

    const b = await crearPorApi();
    const editar = await llamar(
      tokenAdmin,
      'PUT',
      `/api/usuarios-admin/${b.id}`,
      await formularioDe(b.id, { dni: a.body.dni }),
    );
    expect(editar.statusCode).toBe(409);
    expect(editar.json().errors).toEqual({ Dni: ['Ya existe un usuario con ese DNI'] });
    // Keeping one's own email and DNI is not a duplicate.
    const igual = await llamar(tokenAdmin, 'PUT', `/api/usuarios-admin/${b.id}`, await formularioDe(b.id));
    expect(igual.statusCode).toBe(200);
  });

  it('dos altas simultáneas con el mismo email: una se crea y la otra recibe 409 con el campo Email', async () => {
    const a = nuevo();
    const b = { ...nuevo(), email: a.email.toUpperCase() };
    const [r1, r2] = await Promise.all([
      llamar(tokenAdmin, 'POST', '/api/usuarios-admin', a),
      llamar(tokenAdmin, 'POST', '/api/usuarios-admin', b),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 409]);
    const perdedora = r1.statusCode === 409 ? r1 : r2;
    expect(perdedora.json().errors).toEqual({ Email: ['Ya existe un usuario con ese email'] });
  });

  it('departamento, roles y jefe deben existir y estar activos', async () => {
    const [inactivo] = await t.base.db
      .insert(departamentos)
      .values({ codigo: 'CERRADO', nombre: 'Cerrado', activo: false })
      .returning();
    const jefeInactivo = await crearUsuario(t.base.db, { activo: false });
    const [rolInactivo] = await t.base.db
      .insert(roles)
      .values({ nombre: 'Auditor antiguo', descripcion: 'Ya no se usa', activo: false })
      .returning();

    const casos: [Record<string, unknown>, string, string][] = [
      [{ departamentoId: 999_999 }, 'DepartamentoId', 'El departamento seleccionado no existe'],
      [{ departamentoId: inactivo!.id }, 'DepartamentoId', 'El departamento seleccionado está inactivo'],
      [{ roles: ['Empleado', 'Astronauta'] }, 'Roles', "El rol 'Astronauta' no existe"],
      [{ roles: [rolInactivo!.nombre] }, 'Roles', "El rol 'Auditor antiguo' está inactivo"],
      [{ jefeId: jefeInactivo.id }, 'JefeId', 'El jefe seleccionado no existe o está inactivo'],
      [{ jefeId: 999_999 }, 'JefeId', 'El jefe seleccionado no existe o está inactivo'],
    ];
    for (const [cambio, campo, mensaje] of casos) {
      const r = await llamar(tokenAdmin, 'POST', '/api/usuarios-admin', nuevo(cambio));
      expect(r.statusCode, JSON.stringify(cambio)).toBe(400);
      expect(r.json().errors).toEqual({ [campo]: [mensaje] });
    }
    // Role names match case-insensitively and repeats count once.
    const { id } = await crearPorApi({ roles: ['empleado', 'JEFE', 'Empleado'] });
    expect((await llamar(tokenAdmin, 'GET', `/api/usuarios-admin/${id}`)).json().roles).toEqual([
      'Empleado',
      'Jefe',
    ]);
  });
});

describe('jerarquía', () => {
  it('rechaza un jefe que crearía un ciclo: el propio usuario y alguien dos niveles debajo', async () => {
    const a = await crearPorApi();
    const b = await crearPorApi({ jefeId: a.id });
    const c = await crearPorApi({ jefeId: b.id });

    const propio = await llamar(
      tokenAdmin,
      'PUT',
      `/api/usuarios-admin/${a.id}`,
      await formularioDe(a.id, { jefeId: a.id }),
    );
    expect(propio.statusCode).toBe(400);
    expect(propio.json().errors).toEqual({ JefeId: ['Un usuario no puede ser su propio jefe'] });

    for (const debajo of [b.id, c.id]) {
      const r = await llamar(
        tokenAdmin,
        'PUT',
        `/api/usuarios-admin/${a.id}`,
        await formularioDe(a.id, { jefeId: debajo }),
      );
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toEqual({ JefeId: ['El jefe seleccionado crearía un ciclo en la jerarquía'] });
    }
    expect((await fila(a.id)).jefeId).toBeNull();

    // Moving c directly under a is fine, and so is then putting b under c (b no longer manages c).
    expect(
      (
        await llamar(
          tokenAdmin,
          'PUT',
          `/api/usuarios-admin/${c.id}`,
          await formularioDe(c.id, { jefeId: a.id }),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await llamar(
          tokenAdmin,
          'PUT',
          `/api/usuarios-admin/${b.id}`,
          await formularioDe(b.id, { jefeId: c.id }),
        )
      ).statusCode,
    ).toBe(200);
    const lista = await llamar(
      tokenAdmin,
      'GET',
      `/api/usuarios-admin?BusquedaGeneral=${encodeURIComponent(b.body.email)}`,
    );
    expect(lista.json().usuarios[0]).toMatchObject({
      id: b.id,
      jefeId: c.id,
      manager: `${c.body.nombres} Quispe Mamani`,
    });
  });

  it('dos cambios simultáneos que juntos cerrarían un ciclo: solo uno se aplica', async () => {
    const x = await crearPorApi();
    const y = await crearPorApi();
    const [fx, fy] = [await formularioDe(x.id, { jefeId: y.id }), await formularioDe(y.id, { jefeId: x.id })];
    const [r1, r2] = await Promise.all([
      llamar(tokenAdmin, 'PUT', `/api/usuarios-admin/${x.id}`, fx),
      llamar(tokenAdmin, 'PUT', `/api/usuarios-admin/${y.id}`, fy),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 400]);
    const jefes = [(await fila(x.id)).jefeId, (await fila(y.id)).jefeId];
    expect(jefes.filter((j) => j !== null)).toHaveLength(1);
  });
});

describe('activar y desactivar', () => {
  it('desactivar a un usuario corta su sesión en la siguiente llamada (401) y reactivarlo le permite volver', async () => {
    const u = await crearUsuario(t.base.db);
    const token = await iniciarSesion(t.app, u.email);
    expect((await llamar(token, 'GET', '/api/account/me')).statusCode).toBe(200);

    const r = await llamar(tokenAdmin, 'POST', `/api/usuarios-admin/${u.id}/toggle-status`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ message: 'Estado del usuario cambiado exitosamente', estaActivo: false });
    expect((await llamar(token, 'GET', '/api/account/me')).statusCode).toBe(401);
    const abiertas = await t.base.db.select().from(sesiones).where(eq(sesiones.usuarioId, u.id));
    expect(abiertas.every((s) => s.revocadaEn !== null)).toBe(true);

    const otra = await llamar(tokenAdmin, 'POST', `/api/usuarios-admin/${u.id}/toggle-status`);
    expect(otra.json().estaActivo).toBe(true);
    expect((await llamar(token, 'GET', '/api/account/me')).statusCode).toBe(401);
    await iniciarSesion(t.app, u.email);
  });

  it('desactivar por edición (estaActivo false) también revoca sus sesiones', async () => {
    const u = await crearUsuario(t.base.db);
    const token = await iniciarSesion(t.app, u.email);
    const r = await llamar(
      tokenAdmin,
      'PUT',
      `/api/usuarios-admin/${u.id}`,
      await formularioDe(u.id, { estaActivo: false }),
    );
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe('Usuario actualizado correctamente');
    expect((await llamar(token, 'GET', '/api/account/me')).statusCode).toBe(401);
    expect((await fila(u.id)).activo).toBe(false);
  });

  it('un administrador no puede desactivarse a sí mismo', async () => {
    const r = await llamar(tokenAdmin, 'POST', `/api/usuarios-admin/${admin.id}/toggle-status`);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('No puede desactivar su propia cuenta');
    const porEdicion = await llamar(
      tokenAdmin,
      'PUT',
      `/api/usuarios-admin/${admin.id}`,
      await formularioDe(admin.id, { estaActivo: false }),
    );
    expect(porEdicion.statusCode).toBe(409);
    expect(porEdicion.json().message).toBe('No puede desactivar su propia cuenta');
    expect((await fila(admin.id)).activo).toBe(true);
    expect((await llamar(tokenAdmin, 'GET', '/api/account/me')).statusCode).toBe(200);
  });

  it('nunca deja a la empresa sin un administrador activo, ni deja que uno se quite su propia administración', async () => {
    const otra = await crearAppDePrueba({ hoy: '2025-03-01' });
    try {
      const unico = await crearUsuario(otra.base.db, { roles: ['Admin'] });
      // A user manager who can administer users but not roles: never manages the administrator.
      const [rol] = await otra.base.db
        .insert(roles)
        .values({ nombre: 'Gestor de usuarios', descripcion: 'Solo usuarios' })
        .returning();
      const codigos = await otra.base.db
        .select({ id: permisos.id })
        .from(permisos)
        .where(inArray(permisos.codigo, ['ADMIN-USUARIOS-MENU', 'AUDITORIA-VER']));
      await otra.base.db
        .insert(rolPermisos)
        .values(codigos.map((p) => ({ rolId: rol!.id, permisoId: p.id })));
      const gestor = await crearUsuario(otra.base.db, { roles: ['Gestor de usuarios'] });
      const tGestor = await iniciarSesion(otra.app, gestor.email);
      const tUnico = await iniciarSesion(otra.app, unico.email);

      const desactivar = await llamar(
        tGestor,
        'POST',
        `/api/usuarios-admin/${unico.id}/toggle-status`,
        undefined,
        otra,
      );
      expect(desactivar.statusCode).toBe(403);
      expect(desactivar.json().code).toBe('PERMISOS_INSUFICIENTES');
      const quitarRol = await llamar(
        tGestor,
        'PUT',
        `/api/usuarios-admin/${unico.id}`,
        await formularioDe(unico.id, { roles: ['Empleado'] }, tGestor, otra),
        otra,
      );
      expect(quitarRol.statusCode).toBe(403);
      const borrar = await llamar(tGestor, 'DELETE', `/api/usuarios-admin/${unico.id}`, undefined, otra);
      expect(borrar.statusCode).toBe(403);

      const propio = await llamar(
        tUnico,
        'PUT',
        `/api/usuarios-admin/${unico.id}`,
        await formularioDe(unico.id, { roles: ['Empleado'] }, tUnico, otra),
        otra,
      );
      expect(propio.statusCode).toBe(409);
      expect(propio.json().message).toBe('No puede quitarse a sí mismo los permisos de administración');

      // Two administrators who deactivate each other at the same moment: one change wins, the other is
      // refused (409 at the last-administrator check, or 401 if the winner already revoked its session).
      const segundo = await crearUsuario(otra.base.db, { roles: ['Admin'] });
      const tSegundo = await iniciarSesion(otra.app, segundo.email);
      const [a, b] = await Promise.all([
        llamar(tUnico, 'POST', `/api/usuarios-admin/${segundo.id}/toggle-status`, undefined, otra),
        llamar(tSegundo, 'POST', `/api/usuarios-admin/${unico.id}/toggle-status`, undefined, otra),
      ]);
      expect([a.statusCode, b.statusCode].filter((c) => c === 200)).toHaveLength(1);
      expect([401, 409]).toContain(a.statusCode === 200 ? b.statusCode : a.statusCode);
      const activos = await otra.base.db
        .select({ id: usuarios.id })
        .from(usuarios)
        .where(and(inArray(usuarios.id, [unico.id, segundo.id]), eq(usuarios.activo, true)));
      expect(activos).toHaveLength(1);
    } finally {
      await otra.cerrar();
    }
  });
});

describe('reiniciar contraseña', () => {
  it('invalida la contraseña y las sesiones anteriores; la temporal sirve una sola vez y obliga a cambiarla', async () => {
    const u = await crearUsuario(t.base.db);
    const token = await iniciarSesion(t.app, u.email);
    await t.base.db
      .update(usuarios)
      .set({ intentosFallidos: 3, bloqueadoHasta: new Date(Date.now() + 600_000) })
      .where(eq(usuarios.id, u.id));

    const largo = await llamar(tokenAdmin, 'POST', `/api/usuarios-admin/${u.id}/reset-password`, {
      usuarioId: u.id,
      motivo: 'x'.repeat(501),
    });
    expect(largo.statusCode).toBe(400);
    expect(largo.json().errors.Motivo).toEqual(['El motivo no puede superar 500 caracteres']);
    const otroId = await llamar(tokenAdmin, 'POST', `/api/usuarios-admin/${u.id}/reset-password`, {
      usuarioId: admin.id,
    });
    expect(otroId.statusCode).toBe(400);

    const r = await llamar(tokenAdmin, 'POST', `/api/usuarios-admin/${u.id}/reset-password`, {
      usuarioId: u.id,
      motivo: 'Olvidó su contraseña',
    });
    expect(r.statusCode).toBe(200);
    const { contrasenaTemporal, message } = r.json();
    expect(message).toBe('Contraseña reiniciada exitosamente');
    expect(r.headers['cache-control']).toBe('no-store');
    const guardado = await fila(u.id);
    expect(guardado).toMatchObject({
      esquemaContrasena: 'sha256-temp',
      debeCambiarContrasena: true,
      intentosFallidos: 0,
      bloqueadoHasta: null,
    });
    expect(guardado.hashContrasena).not.toContain(contrasenaTemporal);

    expect((await llamar(token, 'GET', '/api/account/me')).statusCode).toBe(401);
    const vieja = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: u.email, password: CONTRASENA_PRUEBA },
    });
    expect(vieja.statusCode).toBe(401);

    const temporal = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: u.email, password: contrasenaTemporal },
    });
    expect(temporal.statusCode).toBe(200);
    expect(temporal.json().debeCambiarContrasena).toBe(true);
    const tokenTemporal = temporal.json().token as string;
    const bloqueado = await llamar(tokenTemporal, 'GET', '/api/solicitud-vacaciones/mis-solicitudes');
    expect(bloqueado.statusCode).toBe(403);
    expect(bloqueado.json().code).toBe('CAMBIO_CONTRASENA_REQUERIDO');

    const otraVez = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: u.email, password: contrasenaTemporal },
    });
    expect(otraVez.statusCode).toBe(401);

    const cambio = await llamar(tokenTemporal, 'POST', '/api/account/cambiar-contrasena', {
      contrasenaActual: contrasenaTemporal,
      nuevaContrasena: 'MiNueva#Clave2026',
      confirmarContrasena: 'MiNueva#Clave2026',
    });
    expect(cambio.statusCode).toBe(200);
    await iniciarSesion(t.app, u.email, 'MiNueva#Clave2026');

    const [evento] = await t.base.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.tipoAccion, 'REINICIAR_CONTRASENA'));
    expect(evento).toMatchObject({
      severidad: 'SECURITY',
      motivo: 'Olvidó su contraseña',
      usuarioEjecutorId: admin.id,
      usuarioAfectadoId: u.id,
    });
    expect(JSON.stringify(evento)).not.toContain(contrasenaTemporal);
  });

  it('responde 404 a un usuario inexistente', async () => {
    const r = await llamar(tokenAdmin, 'POST', '/api/usuarios-admin/999999/reset-password', {
      usuarioId: 999999,
    });
    expect(r.statusCode).toBe(404);
  });
});

describe('auditoría de la gestión de usuarios', () => {
  it('cada acción queda con su ejecutor, usuario afectado, severidad e IP', async () => {
    const { id, body } = await crearPorApi();
    const editado = await llamar(
      tokenAdmin,
      'PUT',
      `/api/usuarios-admin/${id}`,
      await formularioDe(id, { empresa: 'Otra Empresa SAC', roles: ['Empleado', 'Jefe'] }),
    );
    expect(editado.statusCode).toBe(200);
    await llamar(tokenAdmin, 'POST', `/api/usuarios-admin/${id}/toggle-status`);
    await llamar(tokenAdmin, 'POST', `/api/usuarios-admin/${id}/toggle-status`);
    await llamar(tokenAdmin, 'POST', `/api/usuarios-admin/${id}/reset-password`, {
      usuarioId: id,
      motivo: 'Pedido por RRHH',
    });

    const r = await llamar(tokenAdmin, 'GET', `/api/auditoria/gestion-usuarios?usuarioId=${id}`);
    expect(r.statusCode).toBe(200);
    const registros = r.json().registros as Record<string, unknown>[];
    const nombreAdmin = `${admin.nombres} Prueba Test`;
    const nombreUsuario = `${body.nombres} Quispe Mamani`;
    expect(registros.map((x) => [x.tipoAccion, x.severidad])).toEqual([
      ['REINICIAR_CONTRASENA', 'SECURITY'],
      ['ACTIVAR_USUARIO', 'INFO'],
      ['DESACTIVAR_USUARIO', 'WARNING'],
      // Roles assigned or changed: security events.
      ['ACTUALIZAR_USUARIO', 'SECURITY'],
      ['CREAR_USUARIO', 'SECURITY'],
    ]);
    for (const x of registros) {
      expect(x).toMatchObject({
        modulo: 'GESTION_USUARIOS',
        tablaAfectada: 'usuarios',
        usuarioEjecutorNombre: nombreAdmin,
        usuarioAfectadoNombre: nombreUsuario,
        registroId: String(id),
      });
      expect(x.ipAddress).toBeTruthy();
      expect(x.fechaHora).toMatch(/Z$/);
    }
    expect(registros[0]!.motivo).toBe('Pedido por RRHH');
    const empleado = ['DASHBOARD-MENU', 'MIS-SOLICITUDES-MENU', 'SOLICITAR-VACACIONES-MENU'];
    const jefe = [
      ...empleado,
      'GESTION-SOLICITUDES-MENU',
      'PROGRAMACION-VACACIONES-MENU',
      'REPORTE-EQUIPO-MENU',
      'REPORTE-ESTADISTICAS-MENU',
      'REPORTE-VACACIONES-USUARIO-MENU',
      'REPORTES-MENU',
      'SALDOS-VACACIONES-MENU',
    ].sort();
    // Before and after sets of roles and of the permission codes they grant.
    expect(registros[3]).toMatchObject({
      datosAnteriores: { empresa: 'Empresa de Pruebas SAC', roles: ['Empleado'], permisos: empleado },
      datosNuevos: { empresa: 'Otra Empresa SAC', roles: ['Empleado', 'Jefe'], permisos: jefe },
    });
    expect(registros[4]).toMatchObject({ datosNuevos: { roles: ['Empleado'], permisos: empleado } });
  });

  it('una edición sin cambios no escribe auditoría', async () => {
    const { id } = await crearPorApi();
    const antes = (await llamar(tokenAdmin, 'GET', `/api/auditoria/usuario/${id}`)).json().totalRegistros;
    expect(
      (await llamar(tokenAdmin, 'PUT', `/api/usuarios-admin/${id}`, await formularioDe(id))).statusCode,
    ).toBe(200);
    expect((await llamar(tokenAdmin, 'GET', `/api/auditoria/usuario/${id}`)).json().totalRegistros).toBe(
      antes,
    );
    expect(
      (await llamar(tokenAdmin, 'GET', `/api/usuarios-admin/${id}`)).json().fechaActualizacion,
    ).toBeNull();
  });
});

describe('eliminar', () => {
  it('rechaza con 409 a quien tiene historial y elimina a quien no lo tiene', async () => {
    const conSesion = await crearUsuario(t.base.db);
    await iniciarSesion(t.app, conSesion.email);
    const r1 = await llamar(tokenAdmin, 'DELETE', `/api/usuarios-admin/${conSesion.id}`);
    expect(r1.statusCode).toBe(409);
    expect(r1.json().message).toMatch(/tiene registros de auditoría.*Desactívelo en su lugar/);

    const conSolicitud = await crearUsuario(t.base.db);
    await t.base.db.insert(solicitudesVacaciones).values({
      usuarioId: conSolicitud.id,
      tipoVacaciones: 'libres',
      diasSolicitados: 1,
      fechaInicio: '2025-04-01',
      fechaFin: '2025-04-01',
      periodo: 2024,
      estado: 'Cancelada',
    });
    const r2 = await llamar(tokenAdmin, 'DELETE', `/api/usuarios-admin/${conSolicitud.id}`);
    expect(r2.statusCode).toBe(409);
    expect(r2.json().message).toMatch(/tiene solicitudes de vacaciones/);

    const jefe = await crearPorApi();
    await crearPorApi({ jefeId: jefe.id });
    const r3 = await llamar(tokenAdmin, 'DELETE', `/api/usuarios-admin/${jefe.id}`);
    expect(r3.statusCode).toBe(409);
    expect(r3.json().message).toMatch(/tiene colaboradores a cargo/);

    const propio = await llamar(tokenAdmin, 'DELETE', `/api/usuarios-admin/${admin.id}`);
    expect(propio.statusCode).toBe(409);

    const error = await crearPorApi();
    const ok = await llamar(tokenAdmin, 'DELETE', `/api/usuarios-admin/${error.id}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Usuario eliminado correctamente');
    expect((await llamar(tokenAdmin, 'GET', `/api/usuarios-admin/${error.id}`)).statusCode).toBe(404);
    const [evento] = await t.base.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.tipoAccion, 'ELIMINAR_USUARIO'));
    expect(evento).toMatchObject({
      severidad: 'WARNING',
      usuarioEjecutorId: admin.id,
      usuarioAfectadoId: error.id,
    });
    expect((await llamar(tokenAdmin, 'DELETE', `/api/usuarios-admin/${error.id}`)).statusCode).toBe(404);
  });
});

describe('lista', () => {
  it('filtra, ordena solo por campos permitidos, pagina y calcula estadísticas del conjunto filtrado', async () => {
    const qa = await asegurarDepartamento(t.base.db, 'QA', 'Calidad');
    const crearQa = (extra: Record<string, unknown>) => crearPorApi({ departamentoId: qa, ...extra });
    const jose = await crearQa({
      nombres: 'José',
      apellidoPaterno: 'Núñez',
      fechaIngreso: '2018-01-10',
      roles: ['Jefe'],
    });
    const ana = await crearQa({
      nombres: 'Ana',
      fechaIngreso: '2021-06-01',
      extranjero: true,
      jefeId: jose.id,
    });
    const beto = await crearQa({
      nombres: 'Beto',
      fechaIngreso: '2023-02-01',
      estadoInicial: false,
      jefeId: jose.id,
    });
    const carla = await crearQa({
      nombres: 'Carla',
      fechaIngreso: '2024-09-15',
      roles: ['Admin'],
      contrasenaTemporal: 'Elegida#Segura2026',
      forzarCambioContrasena: false,
    });

    const listar = async (q: string) => {
      const r = await llamar(tokenAdmin, 'GET', `/api/usuarios-admin?DepartamentoId=${qa}&${q}`);
      expect(r.statusCode, r.body).toBe(200);
      return r.json();
    };
    const ids = (r: { usuarios: { id: number }[] }) => r.usuarios.map((u) => u.id);

    const todos = await listar('');
    // Default order: newest first.
    expect(ids(todos)).toEqual([carla.id, beto.id, ana.id, jose.id]);
    expect(todos).toMatchObject({
      totalCompleto: 4,
      paginaActual: 1,
      tamanoPagina: 10,
      tienePaginaSiguiente: false,
      tienePaginaAnterior: false,
    });
    expect(todos.estadisticas).toEqual({
      totalUsuarios: 4,
      usuariosActivos: 3,
      usuariosInactivos: 1,
      usuariosForzarCambio: 3,
      usuariosPendientesCambioContrasena: 3,
      usuariosExtranjeros: 1,
      usuariosConJefe: 2,
      porcentajeActivos: 75,
      porcentajeExtranjeros: 25,
      administradores: 1,
    });
    expect(todos.usuarios[2]).toEqual({
      id: ana.id,
      nombreCompleto: 'Ana Quispe Mamani',
      email: ana.body.email,
      dni: ana.body.dni,
      roles: ['Empleado'],
      departamento: 'Calidad',
      departamentoId: qa,
      fechaIngreso: '2021-06-01',
      estado: 'Activo',
      extranjero: true,
      manager: 'José Núñez Mamani',
      jefeId: jose.id,
      puedeGestionar: true,
    });

    expect(ids(await listar('BusquedaGeneral=nunez'))).toEqual([jose.id]);
    expect(ids(await listar(`BusquedaGeneral=${encodeURIComponent('JOSÉ')}`))).toEqual([jose.id]);
    expect(ids(await listar(`BusquedaGeneral=${ana.body.dni}`))).toEqual([ana.id]);
    expect(ids(await listar(`Email=${encodeURIComponent(beto.body.email.toUpperCase())}`))).toEqual([
      beto.id,
    ]);
    expect(ids(await listar('Rol=jefe'))).toEqual([jose.id]);
    expect(ids(await listar('Extranjero=true'))).toEqual([ana.id]);
    const inactivos = await listar('EstaActivo=false');
    expect(ids(inactivos)).toEqual([beto.id]);
    expect(inactivos.estadisticas).toMatchObject({
      totalUsuarios: 1,
      usuariosActivos: 0,
      usuariosInactivos: 1,
      porcentajeActivos: 0,
    });
    expect(ids(await listar('FechaIngresoDesde=2021-01-01&FechaIngresoHasta=2023-12-31'))).toEqual([
      beto.id,
      ana.id,
    ]);
    // camelCase names and empty values are accepted too.
    expect(ids(await listar('estaActivo=true&extranjero=&sortBy=fechaingreso'))).toEqual([
      jose.id,
      ana.id,
      carla.id,
    ]);

    expect(ids(await listar('SortBy=nombrecompleto'))).toEqual([ana.id, beto.id, carla.id, jose.id]);
    expect(ids(await listar('SortBy=nombrecompleto&IsDescending=true'))).toEqual([
      jose.id,
      carla.id,
      beto.id,
      ana.id,
    ]);
    expect(ids(await listar('SortBy=estado&IsDescending=true')).at(0)).toBe(beto.id);
    expect(ids(await listar('SortBy=fechaIngreso'))).toEqual([jose.id, ana.id, beto.id, carla.id]);
    expect((await listar('SortBy=departamento')).totalCompleto).toBe(4);
    expect((await listar('SortBy=dni')).totalCompleto).toBe(4);
    expect((await listar('SortBy=email')).totalCompleto).toBe(4);

    const pagina2 = await listar('PageSize=10&PageNumber=2');
    expect(pagina2).toMatchObject({
      usuarios: [],
      totalCompleto: 4,
      paginaActual: 2,
      tienePaginaAnterior: true,
      tienePaginaSiguiente: false,
    });

    for (const malo of [
      'SortBy=hashContrasena',
      'PageSize=7',
      'PageNumber=0',
      'EstaActivo=quizas',
      'FechaIngresoDesde=2024-02-30',
      'FechaIngresoDesde=2024-01-02&FechaIngresoHasta=2024-01-01',
    ]) {
      const r = await llamar(tokenAdmin, 'GET', `/api/usuarios-admin?${malo}`);
      expect(r.statusCode, malo).toBe(400);
    }
  });

  it('la misma forma armada responde a cada departamento, estado, rol, email y fecha con lo suyo (ADR 054)', async () => {
    const norte = await asegurarDepartamento(t.base.db, 'NOR', 'Norte');
    const sur = await asegurarDepartamento(t.base.db, 'SUR', 'Sur');
    const nora = await crearPorApi({ departamentoId: norte, nombres: 'Nora', fechaIngreso: '2019-05-01' });
    const nilo = await crearPorApi({
      departamentoId: norte,
      nombres: 'Nilo',
      fechaIngreso: '2022-05-01',
      estadoInicial: false,
      extranjero: true,
      roles: ['Jefe'],
    });
    const sara = await crearPorApi({ departamentoId: sur, nombres: 'Sara', fechaIngreso: '2020-05-01' });
    const ids = async (q: string) => {
      const r = await llamar(tokenAdmin, 'GET', `/api/usuarios-admin?SortBy=nombrecompleto&${q}`);
      expect(r.statusCode, r.body).toBe(200);
      return r.json().usuarios.map((u: { id: number }) => u.id);
    };
    const filtros = (depto: number, activo: boolean, extranjero: boolean, rol: string) =>
      `DepartamentoId=${depto}&EstaActivo=${activo}&Extranjero=${extranjero}&Rol=${rol}`;
    expect(await ids(filtros(norte, true, false, 'empleado'))).toEqual([nora.id]);
    const formas = repo.formasDeUsuarios(t.base.db);
    expect(await ids(filtros(norte, false, true, 'jefe'))).toEqual([nilo.id]);
    expect(await ids(filtros(sur, true, false, 'empleado'))).toEqual([sara.id]);
    expect(await ids(filtros(sur, false, true, 'jefe'))).toEqual([]);
    expect(repo.formasDeUsuarios(t.base.db)).toBe(formas);
    const correoYFechas = (correo: string, desde: string, hasta: string) =>
      `Email=${encodeURIComponent(correo)}&FechaIngresoDesde=${desde}&FechaIngresoHasta=${hasta}`;
    expect(await ids(correoYFechas(nora.body.email, '2019-01-01', '2019-12-31'))).toEqual([nora.id]);
    expect(await ids(correoYFechas(sara.body.email, '2020-01-01', '2020-12-31'))).toEqual([sara.id]);
    expect(await ids(correoYFechas(sara.body.email, '2021-01-01', '2021-12-31'))).toEqual([]);
    expect(repo.formasDeUsuarios(t.base.db)).toBe(formas + 1);
  });

  it('llena los desplegables del formulario', async () => {
    const inactivo = await crearUsuario(t.base.db, { activo: false });
    const deptos = (
      await llamar(tokenAdmin, 'GET', '/api/usuarios-admin/dropdowns/departamentos?soloActivos=true')
    ).json();
    expect(deptos).toContainEqual({ id: deptoId, nombre: 'General' });
    expect(deptos.some((d: { nombre: string }) => d.nombre === 'Cerrado')).toBe(false);
    const todosDeptos = (
      await llamar(tokenAdmin, 'GET', '/api/usuarios-admin/dropdowns/departamentos?soloActivos=false')
    ).json();
    expect(todosDeptos.some((d: { nombre: string }) => d.nombre === 'Cerrado')).toBe(true);

    const nombresRoles = (await llamar(tokenAdmin, 'GET', '/api/usuarios-admin/dropdowns/roles')).json();
    expect(nombresRoles).toEqual(expect.arrayContaining(['Admin', 'Empleado', 'Jefe']));
    expect(nombresRoles).not.toContain('Auditor antiguo');

    const jefes = (
      await llamar(tokenAdmin, 'GET', '/api/usuarios-admin/dropdowns/jefes?soloActivos=true')
    ).json();
    expect(jefes).toContainEqual({ id: admin.id, nombreCompleto: `${admin.nombres} Prueba Test` });
    expect(jefes.some((j: { id: number }) => j.id === inactivo.id)).toBe(false);
  });

  it('opciones-jefe busca por nombre sin tildes, email o documento; solo activos, sin el editado, como máximo 20', async () => {
    const angela = await crearPorApi({ nombres: 'Ángela', apellidoPaterno: 'Ñahui' });
    const otra = await crearPorApi({ nombres: 'Angelina', email: 'angelina.jefa@empresa.pe' });
    const inactiva = await crearUsuario(t.base.db, { activo: false, nombres: 'Angeles' });
    const buscar = async (query: string) => {
      const r = await llamar(tokenAdmin, 'GET', `/api/usuarios-admin/opciones-jefe?${query}`);
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as { id: number; nombreCompleto: string; email: string }[];
    };
    const porNombre = await buscar('busqueda=angel');
    expect(porNombre.map((o) => o.id)).toEqual(expect.arrayContaining([angela.id, otra.id]));
    expect(porNombre.some((o) => o.id === inactiva.id)).toBe(false);
    expect(porNombre.find((o) => o.id === angela.id)).toEqual({
      id: angela.id,
      nombreCompleto: 'Ángela Ñahui Mamani',
      email: angela.body.email,
    });
    expect((await buscar('busqueda=NAHUI')).map((o) => o.id)).toContain(angela.id);
    expect((await buscar('busqueda=angelina.jefa@')).map((o) => o.id)).toEqual([otra.id]);
    expect((await buscar(`busqueda=${angela.body.dni}`)).map((o) => o.id)).toEqual([angela.id]);
    // The user being edited is never its own manager.
    expect((await buscar(`busqueda=angel&excluirId=${angela.id}`)).map((o) => o.id)).not.toContain(angela.id);
    for (let i = 0; i < 22; i++) await crearPorApi({ apellidoMaterno: 'Muchosjefes' });
    expect(await buscar('busqueda=muchosjefes')).toHaveLength(20);
    expect(await buscar('busqueda=muchosjefes&limite=5')).toHaveLength(5);
    expect((await llamar(tokenAdmin, 'GET', '/api/usuarios-admin/opciones-jefe?limite=21')).statusCode).toBe(
      400,
    );
    // A LIKE wildcard is a literal character, not "anything".
    expect(await buscar('busqueda=%25%25')).toEqual([]);
  });

  it('un extranjero se crea con su carné de extranjería; a un peruano con letras se le pide el DNI de 8 dígitos', async () => {
    const { id } = await crearPorApi({ extranjero: true, dni: 'ce001234567' });
    expect(await fila(id)).toMatchObject({ extranjero: true, dni: 'CE001234567' });
    // Found by the document as typed, in any case.
    const lista = await llamar(tokenAdmin, 'GET', '/api/usuarios-admin?BusquedaGeneral=Ce0012345');
    expect(lista.json().usuarios.map((u: { id: number }) => u.id)).toEqual([id]);
    const peruano = await llamar(tokenAdmin, 'POST', '/api/usuarios-admin', nuevo({ dni: 'CE0012345' }));
    expect(peruano.statusCode).toBe(400);
    expect(peruano.json().errors.Dni).toEqual(['El DNI debe tener 8 dígitos']);
  });

  it('responde 404 a un usuario inexistente y 400 a un id no numérico', async () => {
    expect((await llamar(tokenAdmin, 'GET', '/api/usuarios-admin/999999')).statusCode).toBe(404);
    expect((await llamar(tokenAdmin, 'GET', '/api/usuarios-admin/abc')).statusCode).toBe(400);
    const put = await llamar(
      tokenAdmin,
      'PUT',
      '/api/usuarios-admin/999999',
      nuevo({ fechaIngreso: '2020-01-01' }),
    );
    expect(put.statusCode).toBe(404);
  });
});

describe('permisos', () => {
  it('quien no tiene los permisos de administración recibe 403 en toda ruta de /api/usuarios-admin y /api/auditoria', async () => {
    const jefe = await crearUsuario(t.base.db, { roles: ['Jefe', 'Empleado'] });
    const token = await iniciarSesion(t.app, jefe.email);
    const rutas = t.app.rutasApi.filter(
      (r) => r.url.startsWith('/api/usuarios-admin') || r.url.startsWith('/api/auditoria'),
    );
    // 13 of the spec and the security columns, plus the Excel export.
    expect(rutas.filter((r) => r.url.startsWith('/api/usuarios-admin'))).toHaveLength(14);
    // 9 of the spec and the audit columns, plus the Excel export.
    expect(rutas.filter((r) => r.url.startsWith('/api/auditoria'))).toHaveLength(10);
    for (const ruta of rutas) {
      const r = await t.app.inject({
        method: ruta.metodo as Metodo,
        url: ruta.url.replace(/:\w+/g, '1'),
        headers: conToken(token),
        ...(ruta.metodo === 'GET' || ruta.metodo === 'DELETE' ? {} : { payload: nuevo() }),
      });
      expect(r.statusCode, `${ruta.metodo} ${ruta.url}`).toBe(403);
    }
    expect((await fila(admin.id)).activo).toBe(true);
  });
});

/** A role holding exactly these permission codes, created in the database (as another administrator would). */
async function rolCon(nombre: string, codigos: string[], activo = true) {
  const [rol] = await t.base.db
    .insert(roles)
    .values({ nombre, descripcion: `Rol ${nombre}`, activo })
    .returning();
  const filas = await t.base.db
    .select({ id: permisos.id })
    .from(permisos)
    .where(inArray(permisos.codigo, codigos));
  await t.base.db.insert(rolPermisos).values(filas.map((p) => ({ rolId: rol!.id, permisoId: p.id })));
  return rol!;
}

describe('nadie otorga lo que no tiene', () => {
  // A user manager without Admin: holds ADMIN-MENU, ADMIN-USUARIOS-MENU and the Empleado permissions.
  let gestor: Awaited<ReturnType<typeof crearUsuario>>;
  let tGestor: string;
  let otroAdmin: Awaited<ReturnType<typeof crearUsuario>>;
  const FALTAN_ADMIN =
    'ADMIN-CONFIGURACION-MENU, ADMIN-DEPARTAMENTOS-MENU, ADMIN-PERMISOS-MENU, ADMIN-ROLES-MENU, AUDITORIA-VER, GESTION-SOLICITUDES-MENU, PROGRAMACION-VACACIONES-MENU, REPORTE-EQUIPO-MENU, REPORTE-ESTADISTICAS-MENU, REPORTE-VACACIONES-USUARIO-MENU, REPORTES-MENU, SALDOS-VACACIONES-MENU, SOLICITUDES-VER-TODAS, USUARIOS-IMPORTAR';

  beforeAll(async () => {
    await rolCon('Gestión de usuarios', ['ADMIN-MENU', 'ADMIN-USUARIOS-MENU']);
    gestor = await crearUsuario(t.base.db, { roles: ['Empleado', 'Gestión de usuarios'] });
    tGestor = await iniciarSesion(t.app, gestor.email);
    otroAdmin = await crearUsuario(t.base.db, { roles: ['Admin'] });
  });

  const rolesDe = async (id: number) =>
    (await llamar(tokenAdmin, 'GET', `/api/usuarios-admin/${id}`)).json().roles as string[];

  it('quien administra usuarios no se da el rol Admin, ni se lo da a otro ni a un usuario nuevo', async () => {
    const esperado = {
      code: 'PERMISOS_INSUFICIENTES',
      message: `No puede asignar el rol «Admin»: incluye permisos que usted no tiene (${FALTAN_ADMIN}).`,
    };
    const aSiMismo = await llamar(
      tGestor,
      'PUT',
      `/api/usuarios-admin/${gestor.id}`,
      await formularioDe(gestor.id, { roles: ['Empleado', 'Gestión de usuarios', 'Admin'] }, tGestor),
    );
    expect(aSiMismo.statusCode).toBe(403);
    expect(aSiMismo.json()).toMatchObject(esperado);
    expect(await rolesDe(gestor.id)).toEqual(['Empleado', 'Gestión de usuarios']);

    const { id: otro } = await crearPorApi();
    const aOtro = await llamar(
      tGestor,
      'PUT',
      `/api/usuarios-admin/${otro}`,
      await formularioDe(otro, { roles: ['Empleado', 'Admin'] }, tGestor),
    );
    expect(aOtro.statusCode).toBe(403);
    expect(aOtro.json()).toMatchObject({ ...esperado, errors: { Roles: [esperado.message] } });
    expect(await rolesDe(otro)).toEqual(['Empleado']);

    const body = nuevo({ roles: ['Admin'] });
    const aNuevo = await llamar(tGestor, 'POST', '/api/usuarios-admin', body);
    expect(aNuevo.statusCode).toBe(403);
    expect(aNuevo.json()).toMatchObject(esperado);
    expect(aNuevo.body).not.toContain('contrasenaTemporal');
    expect(await t.base.db.select().from(usuarios).where(eq(usuarios.email, body.email))).toHaveLength(0);

    // What they hold they may grant: a new employee, and the same user-manager role.
    const { id } = await crearPorApi({ roles: ['Empleado', 'Gestión de usuarios'] }, tGestor);
    expect(await rolesDe(id)).toEqual(['Empleado', 'Gestión de usuarios']);
  });

  it('no edita, ni reinicia la contraseña, ni desactiva, ni elimina a un administrador; sí a quien tiene menos', async () => {
    const esperado = {
      code: 'PERMISOS_INSUFICIENTES',
      message: `No puede modificar a este usuario: tiene permisos que usted no tiene (${FALTAN_ADMIN}).`,
    };
    const [antes] = await t.base.db.select().from(usuarios).where(eq(usuarios.id, otroAdmin.id));
    const reinicio = await llamar(tGestor, 'POST', `/api/usuarios-admin/${otroAdmin.id}/reset-password`, {});
    expect(reinicio.statusCode).toBe(403);
    expect(reinicio.json()).toEqual(esperado);
    const estado = await llamar(tGestor, 'POST', `/api/usuarios-admin/${otroAdmin.id}/toggle-status`);
    expect(estado.json()).toEqual(esperado);
    const edicion = await llamar(
      tGestor,
      'PUT',
      `/api/usuarios-admin/${otroAdmin.id}`,
      await formularioDe(otroAdmin.id, { empresa: 'Otra' }, tGestor),
    );
    expect(edicion.json()).toEqual(esperado);
    const borrado = await llamar(tGestor, 'DELETE', `/api/usuarios-admin/${otroAdmin.id}`);
    expect(borrado.json()).toEqual(esperado);
    expect([reinicio, estado, edicion, borrado].map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    const [despues] = await t.base.db.select().from(usuarios).where(eq(usuarios.id, otroAdmin.id));
    expect(despues).toEqual(antes);
    expect(
      await t.base.db.select().from(auditoria).where(eq(auditoria.usuarioAfectadoId, otroAdmin.id)),
    ).toHaveLength(0);

    // A deactivated administrator is not reactivated by them either.
    await llamar(tokenAdmin, 'POST', `/api/usuarios-admin/${otroAdmin.id}/toggle-status`);
    expect(
      (await llamar(tGestor, 'POST', `/api/usuarios-admin/${otroAdmin.id}/toggle-status`)).statusCode,
    ).toBe(403);
    await llamar(tokenAdmin, 'POST', `/api/usuarios-admin/${otroAdmin.id}/toggle-status`);

    const empleado = await crearUsuario(t.base.db);
    const r = await llamar(tGestor, 'POST', `/api/usuarios-admin/${empleado.id}/reset-password`, {});
    expect(r.statusCode).toBe(200);
    expect(
      (await llamar(tGestor, 'POST', `/api/usuarios-admin/${empleado.id}/toggle-status`)).statusCode,
    ).toBe(200);
  });

  it('la lista, el detalle y el desplegable de roles dicen qué puede gestionar y otorgar quien consulta', async () => {
    const empleado = await crearUsuario(t.base.db, { nombres: 'Gestionable' });
    const detalle = (id: number, token: string) =>
      llamar(token, 'GET', `/api/usuarios-admin/${id}`).then((r) => r.json().puedeGestionar);
    // Reading a user stays allowed; managing them does not.
    expect(await detalle(otroAdmin.id, tGestor)).toBe(false);
    expect(await detalle(empleado.id, tGestor)).toBe(true);
    expect(await detalle(gestor.id, tGestor)).toBe(true);
    expect(await detalle(otroAdmin.id, tokenAdmin)).toBe(true);

    const lista = (await llamar(tGestor, 'GET', '/api/usuarios-admin?PageSize=100')).json();
    const porId = new Map(
      (lista.usuarios as { id: number; puedeGestionar: boolean }[]).map((u) => [u.id, u.puedeGestionar]),
    );
    expect(porId.get(otroAdmin.id)).toBe(false);
    expect(porId.get(admin.id)).toBe(false);
    expect(porId.get(empleado.id)).toBe(true);

    const roles = (await llamar(tGestor, 'GET', '/api/usuarios-admin/dropdowns/roles')).json();
    expect(roles).toEqual(['Empleado', 'Gestión de usuarios']);
    expect((await llamar(tokenAdmin, 'GET', '/api/usuarios-admin/dropdowns/roles')).json()).toEqual(
      expect.arrayContaining(['Admin', 'Empleado', 'Gestión de usuarios', 'Jefe']),
    );
  });

  it('en la lista, «puedeGestionar» sigue a los permisos del rol en cuanto cambian (aunque se guarden en caché)', async () => {
    const deOtroAdmin = async () => {
      const lista = (await llamar(tGestor, 'GET', '/api/usuarios-admin?PageSize=100')).json();
      return (lista.usuarios as { id: number; puedeGestionar: boolean }[]).find((u) => u.id === otroAdmin.id)
        ?.puedeGestionar;
    };
    expect(await deOtroAdmin()).toBe(false);
    expect(await deOtroAdmin()).toBe(false);
    // Straight in the database, as another process would: the manager's role gets every permission.
    const [rolGestor] = await t.base.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.nombre, 'Gestión de usuarios'));
    const yaTenia = await t.base.db.select().from(rolPermisos).where(eq(rolPermisos.rolId, rolGestor!.id));
    const todos = await t.base.db.select({ id: permisos.id }).from(permisos);
    const nuevos = todos.filter((p) => !yaTenia.some((r) => r.permisoId === p.id));
    await t.base.db
      .insert(rolPermisos)
      .values(nuevos.map((p) => ({ rolId: rolGestor!.id, permisoId: p.id })));
    try {
      expect(await deOtroAdmin()).toBe(true);
    } finally {
      await t.base.db.delete(rolPermisos).where(
        and(
          eq(rolPermisos.rolId, rolGestor!.id),
          inArray(
            rolPermisos.permisoId,
            nuevos.map((p) => p.id),
          ),
        ),
      );
    }
    expect(await deOtroAdmin()).toBe(false);
  });

  it('solo se revisan los roles que se agregan: uno que el usuario ya tiene puede quedarse', async () => {
    // An inactive role grants nothing, so the user holds nothing the manager lacks, yet the role lists AUDITORIA-VER.
    await rolCon('Auditoría pausada', ['AUDITORIA-VER'], false);
    const u = await crearUsuario(t.base.db, { roles: ['Empleado', 'Auditoría pausada'] });
    const r = await llamar(
      tGestor,
      'PUT',
      `/api/usuarios-admin/${u.id}`,
      await formularioDe(u.id, { empresa: 'Editada por el gestor' }, tGestor),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(await rolesDe(u.id)).toEqual(['Auditoría pausada', 'Empleado']);
  });
});

describe('contraseñas temporales que vencen', () => {
  const HORAS_72 = 72 * 3_600_000;

  it('la generada, la escrita con cambio obligatorio y la del reinicio vencen a las 72 horas; la escrita sin cambio obligatorio no', async () => {
    const generada = await fila((await crearPorApi()).id);
    expect(generada.contrasenaTemporalExpiraEn!.getTime() - generada.fechaCreacion.getTime()).toBe(HORAS_72);

    const forzada = await fila((await crearPorApi({ contrasenaTemporal: 'Escrita#Segura2026' })).id);
    expect(forzada.contrasenaTemporalExpiraEn!.getTime() - forzada.fechaCreacion.getTime()).toBe(HORAS_72);

    const libre = await fila(
      (await crearPorApi({ contrasenaTemporal: 'Escrita#Segura2026', forzarCambioContrasena: false })).id,
    );
    expect(libre.contrasenaTemporalExpiraEn).toBeNull();

    expect(
      (await llamar(tokenAdmin, 'POST', `/api/usuarios-admin/${libre.id}/reset-password`, {})).statusCode,
    ).toBe(200);
    const reiniciada = await fila(libre.id);
    expect(reiniciada.contrasenaTemporalExpiraEn!.getTime() - reiniciada.fechaActualizacion!.getTime()).toBe(
      HORAS_72,
    );
  });

  it('no se quita el cambio obligatorio mientras la contraseña temporal no se usó: 409 y nada cambia', async () => {
    const { id } = await crearPorApi();
    const r = await llamar(
      tokenAdmin,
      'PUT',
      `/api/usuarios-admin/${id}`,
      await formularioDe(id, { forzarCambioContrasena: false }),
    );
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({
      code: 'CONFLICTO',
      message:
        'No puede quitar el cambio obligatorio de contraseña mientras el usuario tiene una contraseña temporal sin usar: el usuario debe definir la suya.',
      errors: {
        ForzarCambioContrasena: [
          'No puede quitar el cambio obligatorio de contraseña mientras el usuario tiene una contraseña temporal sin usar: el usuario debe definir la suya.',
        ],
      },
    });
    expect((await fila(id)).debeCambiarContrasena).toBe(true);

    // With a password of their own (no temporary one), the flag may be cleared.
    const u = await crearUsuario(t.base.db, { debeCambiarContrasena: true });
    const libre = await llamar(
      tokenAdmin,
      'PUT',
      `/api/usuarios-admin/${u.id}`,
      await formularioDe(u.id, { forzarCambioContrasena: false }),
    );
    expect(libre.statusCode, libre.body).toBe(200);
    expect((await fila(u.id)).debeCambiarContrasena).toBe(false);
  });
});

// ADR 049: the statistics are cached per data version; what they count moves the version (migration 0017),
// even when written straight to the database, as another process or a script would.
describe('estadísticas de la lista de usuarios en caché', () => {
  it('cambian en cuanto cambia lo que cuentan: contraseña por cambiar, temporal, extranjero y rol administrador', async () => {
    const u = await crearUsuario(t.base.db, { nombres: 'Estadisticacache' });
    const estadisticas = async () => {
      const r = await llamar(tokenAdmin, 'GET', '/api/usuarios-admin?BusquedaGeneral=estadisticacache');
      expect(r.statusCode, r.body).toBe(200);
      return r.json().estadisticas;
    };
    const cambiar = (cambios: Partial<typeof usuarios.$inferInsert>) =>
      t.base.db.update(usuarios).set(cambios).where(eq(usuarios.id, u.id));
    expect(await estadisticas()).toMatchObject({
      totalUsuarios: 1,
      usuariosForzarCambio: 0,
      usuariosPendientesCambioContrasena: 0,
      usuariosExtranjeros: 0,
      administradores: 0,
    });
    // Read twice: the second answer may come from the cache, and must still be right after each change below.
    await estadisticas();
    await cambiar({ debeCambiarContrasena: true });
    expect(await estadisticas()).toMatchObject({
      usuariosForzarCambio: 1,
      usuariosPendientesCambioContrasena: 1,
    });
    await cambiar({ debeCambiarContrasena: false, esquemaContrasena: 'sha256-temp' });
    expect(await estadisticas()).toMatchObject({
      usuariosForzarCambio: 0,
      usuariosPendientesCambioContrasena: 1,
    });
    await cambiar({ extranjero: true });
    expect(await estadisticas()).toMatchObject({ usuariosExtranjeros: 1, porcentajeExtranjeros: 100 });
    const [rolAdmin] = await t.base.db.select({ id: roles.id }).from(roles).where(eq(roles.nombre, 'Admin'));
    await t.base.db.insert(usuarioRoles).values({ usuarioId: u.id, rolId: rolAdmin!.id });
    expect(await estadisticas()).toMatchObject({ administradores: 1 });
    await t.base.db
      .delete(usuarioRoles)
      .where(and(eq(usuarioRoles.usuarioId, u.id), eq(usuarioRoles.rolId, rolAdmin!.id)));
    expect(await estadisticas()).toMatchObject({ administradores: 0 });
  });
});
