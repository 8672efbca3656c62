import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { MENSAJES_CONFIGURACION_INICIAL as M } from '@app/contract/configuracion-inicial';
import { MENSAJES_DEPARTAMENTO } from '@app/contract/departamentos';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { crearUsuario } from '../../../test/factories';
import { registrarSecreto } from '../../../test/registro-de-pruebas';
import {
  auditoria,
  configuracionEmpresa,
  configuracionInicial,
  departamentos,
  roles,
  usuarioRoles,
  usuarios,
} from '../../db/schema';
import { MENSAJES_POLITICA } from '../../lib/politica-contrasena';
import { prepararConfiguracionInicial } from './configuracion-inicial.service';

// Every test starts from an empty database (catalogue and roles only, no user), as a real first start does.
let t: AppDePrueba;
beforeEach(async () => {
  t = await crearAppDePrueba({ hoy: '2026-03-02' });
});
afterEach(() => t.cerrar());

const CONTRASENA = 'tortuga azul salta lejos';
registrarSecreto(CONTRASENA);

const nuevoToken = async () => {
  const token = await prepararConfiguracionInicial(t.base.db, new Date());
  registrarSecreto(token);
  return token;
};

const datos = (token: string, cambios: Record<string, unknown> = {}) => ({
  token,
  nombreComercial: 'Textiles Andinos',
  razonSocial: 'Textiles Andinos S.A.C.',
  ruc: '20601234565',
  regimen: 'MYPE',
  nombres: 'Rosa',
  apellidoPaterno: 'Quispe',
  apellidoMaterno: 'Mamani',
  dni: '45678912',
  email: 'rosa.quispe@textiles.pe',
  contrasena: CONTRASENA,
  confirmarContrasena: CONTRASENA,
  departamentos: [
    { codigo: 'rrhh', nombre: 'Recursos Humanos' },
    { codigo: 'PROD', nombre: 'Producción' },
  ],
  ...cambios,
});

const enviar = (cuerpo: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/configuracion-inicial', payload: cuerpo as object });
const disponible = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/configuracion-inicial' })).json().disponible as boolean;
const cuantosUsuarios = async () => (await t.base.db.select().from(usuarios)).length;

describe('configuración inicial de una empresa real', () => {
  it('no está disponible sin enlace pendiente, sí con uno, y deja de estarlo en cuanto existe un usuario', async () => {
    expect(await disponible()).toBe(false);
    await nuevoToken();
    expect(await disponible()).toBe(true);
    await crearUsuario(t.base.db, { roles: ['Admin'] });
    expect(await disponible()).toBe(false);
  });

  it('con un enlace válido crea la empresa, los departamentos y el administrador, que entra con su contraseña; todo auditado', async () => {
    const token = await nuevoToken();
    const r = await enviar(datos(token));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ message: M.completada, email: 'rosa.quispe@textiles.pe' });

    const [empresa] = await t.base.db.select().from(configuracionEmpresa);
    expect(empresa).toMatchObject({
      nombreEmpresa: 'Textiles Andinos',
      razonSocial: 'Textiles Andinos S.A.C.',
      ruc: '20601234565',
      regimen: 'MYPE',
    });
    const deptos = await t.base.db.select().from(departamentos).orderBy(asc(departamentos.id));
    expect(deptos.map((d) => [d.codigo, d.nombre, d.activo])).toEqual([
      ['RRHH', 'Recursos Humanos', true],
      ['PROD', 'Producción', true],
    ]);
    const [admin] = await t.base.db.select().from(usuarios);
    expect(admin).toMatchObject({
      nombres: 'Rosa',
      apellidoPaterno: 'Quispe',
      dni: '45678912',
      email: 'rosa.quispe@textiles.pe',
      empresa: 'Textiles Andinos',
      departamentoId: deptos[0]!.id,
      fechaIngreso: '2026-03-02',
      esquemaContrasena: 'argon2id',
      debeCambiarContrasena: false,
      activo: true,
    });
    const rolesAdmin = await t.base.db
      .select({ nombre: roles.nombre })
      .from(usuarioRoles)
      .innerJoin(roles, eq(roles.id, usuarioRoles.rolId))
      .where(eq(usuarioRoles.usuarioId, admin!.id));
    expect(rolesAdmin).toEqual([{ nombre: 'Admin' }]);
    const [fila] = await t.base.db.select().from(configuracionInicial);
    expect(fila!.fechaUso).not.toBeNull();

    const sesion = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: 'rosa.quispe@textiles.pe', password: CONTRASENA },
    });
    expect(sesion.statusCode).toBe(200);
    expect(sesion.json().permisos).toContain('ADMIN-DEPARTAMENTOS-MENU');

    const registros = await t.base.db.select().from(auditoria).orderBy(asc(auditoria.id));
    const inicial = registros.find((a) => a.tipoAccion === 'CONFIGURACION_INICIAL');
    expect(inicial).toMatchObject({
      modulo: 'CONFIGURACION',
      severidad: 'SECURITY',
      usuarioEjecutorId: admin!.id,
      tablaAfectada: 'configuracion_empresa',
      registroId: '1',
      datosAnteriores: {
        nombreEmpresa: 'Empresa de Pruebas',
        razonSocial: null,
        ruc: null,
        regimen: 'GENERAL',
      },
      datosNuevos: {
        nombreEmpresa: 'Textiles Andinos',
        razonSocial: 'Textiles Andinos S.A.C.',
        ruc: '20601234565',
        regimen: 'MYPE',
        departamentos: [
          { id: deptos[0]!.id, codigo: 'RRHH', nombre: 'Recursos Humanos' },
          { id: deptos[1]!.id, codigo: 'PROD', nombre: 'Producción' },
        ],
      },
    });
    const creacion = registros.find((a) => a.tipoAccion === 'CREAR_USUARIO');
    expect(creacion).toMatchObject({
      modulo: 'GESTION_USUARIOS',
      usuarioAfectadoId: admin!.id,
      datosNuevos: expect.objectContaining({ email: 'rosa.quispe@textiles.pe', roles: ['Admin'] }),
    });
    expect(JSON.stringify(registros)).not.toContain(CONTRASENA);
    expect(JSON.stringify(registros)).not.toContain(token);
  });

  it('sin departamentos crea ADM – Administración y pone allí al administrador', async () => {
    const token = await nuevoToken();
    const { departamentos: _sin, ...sinDepartamentos } = datos(token);
    expect((await enviar(sinDepartamentos)).statusCode).toBe(200);
    const deptos = await t.base.db.select().from(departamentos);
    expect(deptos.map((d) => [d.codigo, d.nombre])).toEqual([['ADM', 'Administración']]);
    const [admin] = await t.base.db.select().from(usuarios);
    expect(admin!.departamentoId).toBe(deptos[0]!.id);
  });

  it('el enlace es de un solo uso: el segundo envío se rechaza con 409 porque la configuración ya se hizo', async () => {
    const token = await nuevoToken();
    expect((await enviar(datos(token))).statusCode).toBe(200);
    const otra = await enviar(datos(token, { email: 'otro@textiles.pe', dni: '45678913' }));
    expect(otra.statusCode).toBe(409);
    expect(otra.json()).toEqual({ code: 'CONFLICTO', message: M.yaRealizada });
    expect(await cuantosUsuarios()).toBe(1);
  });

  it('un token equivocado, reemplazado por un reinicio o ya usado recibe el mismo 403 y no cambia nada', async () => {
    const viejo = await nuevoToken();
    const token = await nuevoToken();
    // A made-up token is random like a real one: a run of one letter would also be found in unrelated logs.
    for (const malo of [viejo, `${token}x`, randomBytes(32).toString('base64url')]) {
      const r = await enviar(datos(malo));
      expect(r.statusCode).toBe(403);
      expect(r.json()).toEqual({ code: 'SIN_PERMISO', message: M.enlaceInvalido });
    }
    // Used but without users (a database whose users were removed by hand): still the same answer.
    await t.base.db.update(configuracionInicial).set({ fechaUso: new Date() });
    const usado = await enviar(datos(token));
    expect(usado.statusCode).toBe(403);
    expect(usado.json().message).toBe(M.enlaceInvalido);
    expect(await disponible()).toBe(false);
    expect(await cuantosUsuarios()).toBe(0);
    const [empresa] = await t.base.db.select().from(configuracionEmpresa);
    expect(empresa!.ruc).toBeNull();
  });

  it('dos envíos a la vez con el mismo enlace: uno solo gana y existe un solo administrador', async () => {
    const token = await nuevoToken();
    const respuestas = await Promise.all([
      enviar(datos(token)),
      enviar(datos(token, { email: 'otra@textiles.pe', dni: '45678913', departamentos: [] })),
    ]);
    const estados = respuestas.map((r) => r.statusCode).sort();
    expect(estados[0]).toBe(200);
    expect([403, 409]).toContain(estados[1]);
    expect(await cuantosUsuarios()).toBe(1);
    const iniciales = await t.base.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.tipoAccion, 'CONFIGURACION_INICIAL'));
    expect(iniciales).toHaveLength(1);
  });

  it('rechaza toda petición en cuanto existe un administrador, aunque el enlace sea válido', async () => {
    const token = await nuevoToken();
    await crearUsuario(t.base.db, { roles: ['Admin'] });
    const r = await enviar(datos(token));
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(M.yaRealizada);
    expect(await cuantosUsuarios()).toBe(1);
  });

  it('un formulario vacío dice en español qué falta en cada campo', async () => {
    const r = await enviar({});
    expect(r.statusCode).toBe(400);
    const { errors } = r.json() as { errors: Record<string, string[]> };
    expect(errors).toMatchObject({
      Token: [M.enlaceInvalido],
      NombreComercial: ['El nombre comercial es obligatorio'],
      RazonSocial: ['La razón social es obligatoria'],
      Ruc: ['El RUC es obligatorio'],
      Regimen: ['El régimen laboral debe ser GENERAL o MYPE'],
      Nombres: ['Los nombres son requeridos'],
      ApellidoPaterno: ['El apellido paterno es requerido'],
      ApellidoMaterno: ['El apellido materno es requerido'],
      Dni: ['El DNI es requerido'],
      Email: ['El email es requerido'],
      Contrasena: ['La contraseña es requerida'],
      ConfirmarContrasena: ['Confirme la contraseña'],
    });
  });

  it('valida cada parte: RUC, régimen, DNI, email, confirmación y departamentos', async () => {
    const token = await nuevoToken();
    const casos: [Record<string, unknown>, string, string][] = [
      [
        { ruc: '20601234566' },
        'Ruc',
        'El RUC no es válido: revise los dígitos (el último es de verificación)',
      ],
      [{ ruc: '2060123456' }, 'Ruc', 'El RUC debe tener 11 dígitos'],
      [{ regimen: 'ESPECIAL' }, 'Regimen', 'El régimen laboral debe ser GENERAL o MYPE'],
      [{ dni: '1234' }, 'Dni', 'El DNI debe tener 8 dígitos'],
      [{ email: 'rosa' }, 'Email', 'El email no tiene un formato válido'],
      [{ confirmarContrasena: 'tortuga azul salta cerca' }, 'ConfirmarContrasena', M.contrasenasDistintas],
      [{ contrasena: 'corta', confirmarContrasena: 'corta' }, 'Contrasena', MENSAJES_POLITICA.longitud],
      [
        { departamentos: [{ codigo: 'A', nombre: 'Ventas' }] },
        'Departamentos',
        MENSAJES_DEPARTAMENTO.codigoFormato,
      ],
      [
        { departamentos: [{ codigo: 'VEN TAS', nombre: 'Ventas' }] },
        'Departamentos',
        MENSAJES_DEPARTAMENTO.codigoFormato,
      ],
      [
        { departamentos: [{ codigo: 'VEN', nombre: '  ' }] },
        'Departamentos',
        MENSAJES_DEPARTAMENTO.nombreRequerido,
      ],
      [
        {
          departamentos: [
            { codigo: 'VEN', nombre: 'Ventas' },
            { codigo: 'ven', nombre: 'Ventas Norte' },
          ],
        },
        'Departamentos',
        M.codigoRepetido,
      ],
      [
        {
          departamentos: [
            { codigo: 'VEN', nombre: 'Ventas' },
            { codigo: 'VEN2', nombre: 'VENTAS' },
          ],
        },
        'Departamentos',
        M.nombreRepetido,
      ],
    ];
    for (const [cambio, campo, mensaje] of casos) {
      const r = await enviar(datos(token, cambio));
      expect(r.statusCode, JSON.stringify(cambio)).toBe(400);
      expect(r.json().errors[campo]?.[0], JSON.stringify(cambio)).toBe(mensaje);
    }
    expect(await cuantosUsuarios()).toBe(0);
    expect(await disponible()).toBe(true);
  });

  it('una contraseña común o con el nombre del administrador se rechaza en su campo (ADR 007)', async () => {
    const token = await nuevoToken();
    const comun = await enviar(
      datos(token, { contrasena: 'contraseña123', confirmarContrasena: 'contraseña123' }),
    );
    expect(comun.statusCode).toBe(400);
    expect(comun.json().errors.Contrasena).toEqual([MENSAJES_POLITICA.comun]);
    const conNombre = 'Quispe caminando por la sierra';
    const nombre = await enviar(datos(token, { contrasena: conNombre, confirmarContrasena: conNombre }));
    expect(nombre.statusCode).toBe(400);
    expect(nombre.json().errors.Contrasena).toContain(MENSAJES_POLITICA.nombre);
    expect(await disponible()).toBe(true);
  });

  it('el token nunca llega al log: ni en el cuerpo ni en la dirección de la página', async () => {
    const token = await nuevoToken();
    await t.app.inject({ method: 'GET', url: `/configuracion-inicial?token=${token}` });
    await enviar(datos(token, { ruc: '1' }));
    const logs = t.logs();
    if (logs) {
      expect(logs).toContain('/configuracion-inicial?token=[Redacted]');
      expect(logs).not.toContain(token);
    }
  });
});
