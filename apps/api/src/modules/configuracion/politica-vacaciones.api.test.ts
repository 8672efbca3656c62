import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria, usuarios } from '../../db/schema';

// ADR 027: the company's vacation policy, the employee's own régimen and the record overrides.
let t: AppDePrueba;
let admin: string;
beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2025-10-15' });
  admin = await iniciarSesion(t.app, (await crearUsuario(t.base.db, { roles: ['Admin'] })).email);
});
afterAll(() => t.cerrar());

const configurar = (payload: object, token = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/configuracion-empresa', headers: conToken(token), payload });
const historial = async (email: string) => {
  const r = await t.app.inject({
    method: 'GET',
    url: '/api/historial-vacaciones',
    headers: conToken(await iniciarSesion(t.app, email)),
  });
  expect(r.statusCode).toBe(200);
  return r.json().historial as {
    periodo: number;
    pendientes: number;
    diasLibres: number;
    diasBloque: number;
    truncas: number;
    vencidas: number;
  }[];
};
const ultimaAuditoria = async (
  tipoAccion:
    | 'ACTUALIZAR_CONFIGURACION'
    | 'MARCAR_RECORD_NO_CUMPLIDO'
    | 'QUITAR_RECORD_NO_CUMPLIDO'
    | 'ACTUALIZAR_USUARIO'
    | 'CREAR_USUARIO',
) =>
  (
    await t.base.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.tipoAccion, tipoAccion))
      .orderBy(desc(auditoria.id))
      .limit(1)
  )[0];

describe('PUT /api/configuracion-empresa: la política de vacaciones', () => {
  it('acepta un cuerpo parcial y audita solo los campos que cambian, con antes y después', async () => {
    const r = await configurar({ topeAdelanto: 'FULL' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      regimen: 'GENERAL',
      permitirAdelanto: true,
      topeAdelanto: 'FULL',
      ordenImputacion: 'FIFO',
      diasRecordatorioAprobacion: 3,
      diasEscalamientoAprobacion: 5,
      diasInvitacionPlan: 30,
    });
    expect(await ultimaAuditoria('ACTUALIZAR_CONFIGURACION')).toMatchObject({
      modulo: 'CONFIGURACION',
      datosAnteriores: { topeAdelanto: 'ACCRUED' },
      datosNuevos: { topeAdelanto: 'FULL' },
    });
    expect((await configurar({ topeAdelanto: 'ACCRUED', permitirAdelanto: false })).json()).toMatchObject({
      topeAdelanto: 'ACCRUED',
      permitirAdelanto: false,
    });
    expect(await ultimaAuditoria('ACTUALIZAR_CONFIGURACION')).toMatchObject({
      datosAnteriores: { topeAdelanto: 'FULL', permitirAdelanto: true },
      datosNuevos: { topeAdelanto: 'ACCRUED', permitirAdelanto: false },
    });
    expect((await configurar({ permitirAdelanto: true })).statusCode).toBe(200);
  });

  it('rechaza un cuerpo vacío y valores fuera de la lista, con el mensaje en su campo', async () => {
    const vacio = await configurar({});
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().message).toMatch(/al menos un campo/);
    const malo = await configurar({ regimen: 'PEQUENA', topeAdelanto: 'TODO', permitirAdelanto: 'si' });
    expect(malo.statusCode).toBe(400);
    expect(malo.json().errors).toMatchObject({
      Regimen: ['El régimen laboral debe ser GENERAL o MYPE'],
      TopeAdelanto: ['El tope del adelanto debe ser ACCRUED o FULL'],
      PermitirAdelanto: ['Permitir adelanto debe ser verdadero o falso'],
    });
  });

  it('MYPE no admite adelanto: pedirlo junto es un 400; pasar a MYPE lo apaga y lo audita', async () => {
    const junto = await configurar({ regimen: 'MYPE', permitirAdelanto: true });
    expect(junto.statusCode).toBe(400);
    expect(junto.json().errors.PermitirAdelanto[0]).toMatch(/MYPE no admite adelanto/);

    const r = await configurar({ regimen: 'MYPE' });
    expect(r.json()).toMatchObject({ regimen: 'MYPE', permitirAdelanto: false });
    expect(await ultimaAuditoria('ACTUALIZAR_CONFIGURACION')).toMatchObject({
      datosAnteriores: { regimen: 'GENERAL', permitirAdelanto: true },
      datosNuevos: { regimen: 'MYPE', permitirAdelanto: false },
    });
    // Already MYPE: asking for adelanto alone is refused too.
    expect((await configurar({ permitirAdelanto: true })).statusCode).toBe(400);
    expect((await configurar({ regimen: 'GENERAL', permitirAdelanto: true })).statusCode).toBe(200);
  });

  it('sin cambios reales responde igual y no escribe auditoría', async () => {
    const cambios = async () =>
      (await t.base.db.select().from(auditoria).where(eq(auditoria.tipoAccion, 'ACTUALIZAR_CONFIGURACION')))
        .length;
    const antes = await cambios();
    expect((await configurar({ regimen: 'GENERAL' })).statusCode).toBe(200);
    expect(await cambios()).toBe(antes);
  });
});

describe('régimen por empleado (usuarios.regimen)', () => {
  // TV-10's employee: hired 2023-09-01, one 8-day block charged to 2023.
  const tv10 = async (regimen: 'GENERAL' | 'MYPE' | null) => {
    const u = await crearUsuario(t.base.db, { fechaIngreso: '2023-09-01', regimen });
    return u;
  };

  it('un empleado MYPE en una empresa GENERAL tiene 15 días por año, sin libres ni adelanto', async () => {
    const u = await tv10('MYPE');
    const filas = await historial(u.email);
    expect(
      filas.map((f) => [f.periodo, f.vencidas, f.pendientes, f.truncas, f.diasLibres, f.diasBloque]),
    ).toEqual([
      [2023, 15, 0, 0, 0, 15],
      [2024, 0, 15, 0, 0, 15],
      [2025, 0, 0, 1.88, 0, 0],
    ]);
    const libres = await t.app.inject({
      method: 'POST',
      url: '/api/solicitud-vacaciones/crear-solicitud-vacaciones',
      headers: conToken(await iniciarSesion(t.app, u.email)),
      payload: { tipoVacaciones: 'libres', diasSolicitados: 2, fechaInicio: '2025-11-03', periodo: 2023 },
    });
    expect(libres.statusCode).toBe(422);
    expect(libres.json().code).toBe('REGIMEN_MYPE_SIN_LIBRES');
  });

  it('un empleado GENERAL en una empresa MYPE conserva 30 días; los demás siguen a la empresa', async () => {
    const general = await tv10('GENERAL');
    const sigue = await tv10(null);
    expect((await configurar({ regimen: 'MYPE' })).statusCode).toBe(200);
    try {
      expect((await historial(general.email)).find((f) => f.periodo === 2024)).toMatchObject({
        pendientes: 30,
        diasLibres: 15,
      });
      expect((await historial(sigue.email)).find((f) => f.periodo === 2024)).toMatchObject({
        pendientes: 15,
        diasLibres: 0,
      });
    } finally {
      await configurar({ regimen: 'GENERAL', permitirAdelanto: true });
    }
    expect((await historial(sigue.email)).find((f) => f.periodo === 2024)).toMatchObject({ pendientes: 30 });
  });

  it('la API de usuarios lo crea, lo devuelve en el detalle, lo cambia y lo audita', async () => {
    const base = {
      nombres: 'Rosa',
      apellidoPaterno: 'Mype',
      apellidoMaterno: 'Huamán',
      dni: '70111222',
      email: 'rosa.mype@prueba.pe',
      empresa: 'Empresa de Pruebas',
      departamentoId: (await t.base.db.select().from(usuarios).limit(1))[0]!.departamentoId,
      roles: ['Empleado'],
      fechaIngreso: '2023-09-01',
    };
    const malo = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios-admin',
      headers: conToken(admin),
      payload: { ...base, regimen: 'PYME' },
    });
    expect(malo.statusCode).toBe(400);
    expect(malo.json().errors.Regimen).toEqual([
      'El régimen laboral debe ser GENERAL, MYPE o vacío (según la empresa)',
    ]);
    const creado = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios-admin',
      headers: conToken(admin),
      payload: { ...base, regimen: 'MYPE' },
    });
    expect(creado.statusCode).toBe(200);
    const id = creado.json().id as number;
    expect(await ultimaAuditoria('CREAR_USUARIO')).toMatchObject({ datosNuevos: { regimen: 'MYPE' } });
    const detalle = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/usuarios-admin/${id}`, headers: conToken(admin) })
      ).json();
    expect((await detalle()).regimen).toBe('MYPE');

    // An edit that does not send the field leaves it as it was.
    const { id: _id, ...cuerpo } = { id, ...base };
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/usuarios-admin/${id}`,
          headers: conToken(admin),
          payload: { ...cuerpo, nombres: 'Rosa María' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await detalle()).regimen).toBe('MYPE');
    // '' (Según la empresa) goes back to null, audited with before and after.
    const r = await t.app.inject({
      method: 'PUT',
      url: `/api/usuarios-admin/${id}`,
      headers: conToken(admin),
      payload: { ...cuerpo, nombres: 'Rosa María', regimen: '' },
    });
    expect(r.statusCode).toBe(200);
    expect((await detalle()).regimen).toBeNull();
    expect(await ultimaAuditoria('ACTUALIZAR_USUARIO')).toMatchObject({
      datosAnteriores: { regimen: 'MYPE' },
      datosNuevos: { regimen: null },
    });
    const empresa = await t.app.inject({
      method: 'GET',
      url: '/api/usuarios-admin/dropdowns/regimen-empresa',
      headers: conToken(admin),
    });
    expect(empresa.json()).toEqual({ regimen: 'GENERAL' });
  });
});

describe('récord vacacional no cumplido (TV-15)', () => {
  const marcar = (payload: object, token = admin) =>
    t.app.inject({ method: 'POST', url: '/api/record-vacacional', headers: conToken(token), payload });

  it('marca un período: queda en 0, se lista, se audita; duplicado 409; al quitarlo recupera sus días', async () => {
    const u = await crearUsuario(t.base.db, { fechaIngreso: '2023-01-10', nombres: 'Récordina' });
    expect((await historial(u.email)).find((f) => f.periodo === 2023)).toMatchObject({ vencidas: 30 });
    const r = await marcar({ usuarioId: u.id, periodo: 2023, motivo: '  Faltas injustificadas  ' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      usuarioId: u.id,
      periodo: 2023,
      inicio: '2023-01-10',
      fin: '2024-01-09',
      motivo: 'Faltas injustificadas',
    });
    expect((await historial(u.email)).find((f) => f.periodo === 2023)).toMatchObject({
      vencidas: 0,
      diasLibres: 0,
      diasBloque: 0,
    });
    expect(await ultimaAuditoria('MARCAR_RECORD_NO_CUMPLIDO')).toMatchObject({
      usuarioAfectadoId: u.id,
      motivo: 'Faltas injustificadas',
      datosAnteriores: { periodo: 2023, recordNoCumplido: false },
      datosNuevos: { periodo: 2023, recordNoCumplido: true, motivo: 'Faltas injustificadas' },
    });

    const otra = await marcar({ usuarioId: u.id, periodo: 2023, motivo: 'Otra vez' });
    expect(otra.statusCode).toBe(409);
    expect(otra.json().message).toMatch(/ya está marcado/);

    const lista = await t.app.inject({
      method: 'GET',
      url: '/api/record-vacacional?busqueda=recordina',
      headers: conToken(admin),
    });
    expect(lista.json()).toMatchObject({ totalCompleto: 1, paginaActual: 1, tamanoPagina: 10 });
    expect(lista.json().registros[0]).toMatchObject({ periodo: 2023, motivo: 'Faltas injustificadas' });
    expect(lista.json().registros[0].registradoPor).toMatch(/Prueba Test/);

    const periodos = await t.app.inject({
      method: 'GET',
      url: `/api/record-vacacional/empleados/${u.id}/periodos`,
      headers: conToken(admin),
    });
    expect(periodos.json().map((p: { periodo: number; marcado: boolean }) => [p.periodo, p.marcado])).toEqual(
      [
        [2025, false],
        [2024, false],
        [2023, true],
      ],
    );

    const quitar = await t.app.inject({
      method: 'DELETE',
      url: `/api/record-vacacional/${u.id}/2023`,
      headers: conToken(admin),
    });
    expect(quitar.statusCode).toBe(200);
    expect((await historial(u.email)).find((f) => f.periodo === 2023)).toMatchObject({ vencidas: 30 });
    expect(await ultimaAuditoria('QUITAR_RECORD_NO_CUMPLIDO')).toMatchObject({
      datosAnteriores: { periodo: 2023, recordNoCumplido: true, motivo: 'Faltas injustificadas' },
      datosNuevos: { periodo: 2023, recordNoCumplido: false },
    });
    const otraVez = await t.app.inject({
      method: 'DELETE',
      url: `/api/record-vacacional/${u.id}/2023`,
      headers: conToken(admin),
    });
    expect(otraVez.statusCode).toBe(404);
  });

  it('valida el empleado, que el período sea suyo y no futuro, y el motivo', async () => {
    const u = await crearUsuario(t.base.db, { fechaIngreso: '2023-01-10' });
    const casos: [object, string, RegExp][] = [
      [{ usuarioId: 999_999, periodo: 2023, motivo: 'x' }, 'UsuarioId', /no existe/],
      [{ usuarioId: u.id, periodo: 2022, motivo: 'x' }, 'Periodo', /no es uno de los períodos/],
      [{ usuarioId: u.id, periodo: 2026, motivo: 'x' }, 'Periodo', /todavía no empieza/],
      [{ usuarioId: u.id, periodo: 2023, motivo: '   ' }, 'Motivo', /requerido/],
      [{ usuarioId: u.id, periodo: 2023, motivo: 'x'.repeat(501) }, 'Motivo', /500/],
      [{ usuarioId: u.id, periodo: 'dos mil', motivo: 'x' }, 'Periodo', /período/],
      [{ periodo: 2023, motivo: 'x' }, 'UsuarioId', /Seleccione un empleado/],
    ];
    for (const [cuerpo, campo, mensaje] of casos) {
      const r = await marcar(cuerpo);
      expect(r.statusCode, JSON.stringify(cuerpo)).toBe(400);
      expect(r.json().errors[campo][0]).toMatch(mensaje);
    }
    const marcas = await t.base.db
      .select()
      .from(auditoria)
      .where(
        and(eq(auditoria.tipoAccion, 'MARCAR_RECORD_NO_CUMPLIDO'), eq(auditoria.usuarioAfectadoId, u.id)),
      );
    expect(marcas).toHaveLength(0);
  });

  it('el buscador de empleados busca en el servidor, sin tildes, también entre los inactivos', async () => {
    await crearUsuario(t.base.db, { nombres: 'Ñusta Ángela', activo: false });
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/record-vacacional/empleados?busqueda=nusta angela',
      headers: conToken(admin),
    });
    expect(r.json()).toEqual([
      expect.objectContaining({ nombreCompleto: 'Ñusta Ángela Prueba Test', activo: false }),
    ]);
  });

  it('sin ADMIN-CONFIGURACION-MENU: 403', async () => {
    const jefe = await iniciarSesion(t.app, (await crearUsuario(t.base.db, { roles: ['Jefe'] })).email);
    expect((await marcar({ usuarioId: 1, periodo: 2023, motivo: 'x' }, jefe)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/record-vacacional', headers: conToken(jefe) }))
        .statusCode,
    ).toBe(403);
  });
});
