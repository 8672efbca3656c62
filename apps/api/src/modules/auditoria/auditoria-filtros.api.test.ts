import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { asegurarDepartamento, conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria } from '../../db/schema';
import * as repo from './auditoria.repository';

// The audit an auditor can read (what changed, in Spanish) and its server-side filters.
let t: AppDePrueba;
let tokenAdmin: string;
let admin: Awaited<ReturnType<typeof crearUsuario>>;
let ana: Awaited<ReturnType<typeof crearUsuario>>;
let beto: Awaited<ReturnType<typeof crearUsuario>>;
const TABLA = 'prueba_filtros';

beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2025-03-10' });
  admin = await crearUsuario(t.base.db, { roles: ['Admin'], nombres: 'Alicia' });
  tokenAdmin = await iniciarSesion(t.app, admin.email);
  ana = await crearUsuario(t.base.db, { nombres: 'Ana' });
  beto = await crearUsuario(t.base.db, { nombres: 'Beto' });
  const filas = [
    // 2025-03-02T03:30Z is still 1 March in Lima.
    [
      '2025-03-02T03:30:00Z',
      'DESACTIVAR_USUARIO',
      'WARNING',
      admin.id,
      ana.id,
      'Usuaria desactivada',
      'Dejó la empresa',
    ],
    [
      '2025-03-02T06:00:00Z',
      'REINICIAR_CONTRASENA',
      'SECURITY',
      admin.id,
      beto.id,
      'Contraseña reiniciada',
      null,
    ],
    [
      '2025-03-03T15:00:00Z',
      'ACTUALIZAR_USUARIO',
      'INFO',
      beto.id,
      ana.id,
      'Actualización de Ñahui Pérez',
      null,
    ],
    ['2025-03-04T15:00:00Z', 'CREAR_ROL', 'SECURITY', beto.id, null, 'Rol "Auditor 100%" creado', null],
  ] as const;
  for (const [fecha, tipoAccion, severidad, ejecutor, afectado, mensaje, motivo] of filas) {
    await t.base.db.insert(auditoria).values({
      fechaHora: new Date(fecha),
      modulo: 'GESTION_USUARIOS',
      tipoAccion,
      severidad,
      mensajeCorto: mensaje,
      motivo,
      usuarioEjecutorId: ejecutor,
      usuarioAfectadoId: afectado,
      tablaAfectada: TABLA,
    });
  }
});
afterAll(() => t.cerrar());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: conToken(tokenAdmin) });
const tipos = async (filtro: string) =>
  (await get(`/api/auditoria?tablaAfectada=${TABLA}&${filtro}`))
    .json()
    .registros.map((x: { tipoAccion: string }) => x.tipoAccion);

describe('filtros del historial de auditoría', () => {
  it('por acción y por severidad', async () => {
    expect(await tipos('tipoAccion=CREAR_ROL')).toEqual(['CREAR_ROL']);
    expect(await tipos('severidad=SECURITY')).toEqual(['CREAR_ROL', 'REINICIAR_CONTRASENA']);
  });

  it('por quién actuó y por a quién afectó, por separado', async () => {
    expect(await tipos(`usuarioEjecutorId=${beto.id}`)).toEqual(['CREAR_ROL', 'ACTUALIZAR_USUARIO']);
    expect(await tipos(`usuarioAfectadoId=${beto.id}`)).toEqual(['REINICIAR_CONTRASENA']);
    expect(await tipos(`usuarioEjecutorId=${admin.id}&usuarioAfectadoId=${ana.id}`)).toEqual([
      'DESACTIVAR_USUARIO',
    ]);
    const r = await get(`/api/auditoria?tablaAfectada=${TABLA}&usuarioAfectadoId=${ana.id}`);
    expect(r.json().totalRegistros).toBe(2);
  });

  it('por días del calendario de Lima', async () => {
    const dia = (d: string, fin = false) =>
      encodeURIComponent(`${d}T${fin ? '23:59:59.999' : '00:00:00'}-05:00`);
    expect(await tipos(`fechaDesde=${dia('2025-03-01')}&fechaHasta=${dia('2025-03-01', true)}`)).toEqual([
      'DESACTIVAR_USUARIO',
    ]);
    expect(await tipos(`fechaDesde=${dia('2025-03-02')}&fechaHasta=${dia('2025-03-03', true)}`)).toEqual([
      'ACTUALIZAR_USUARIO',
      'REINICIAR_CONTRASENA',
    ]);
  });

  it('búsqueda libre en el mensaje y el motivo, sin distinguir mayúsculas ni tildes; % y _ son literales', async () => {
    expect(await tipos('busqueda=EMPRESA')).toEqual(['DESACTIVAR_USUARIO']);
    expect(await tipos('busqueda=nahui perez')).toEqual(['ACTUALIZAR_USUARIO']);
    expect(await tipos('busqueda=contrasena')).toEqual(['REINICIAR_CONTRASENA']);
    expect(await tipos(`busqueda=${encodeURIComponent('100%')}`)).toEqual(['CREAR_ROL']);
    expect(await tipos(`busqueda=${encodeURIComponent('%')}`)).toEqual(['CREAR_ROL']);
    expect(await tipos('busqueda=_')).toEqual([]);
    const r = await get(`/api/auditoria?tablaAfectada=${TABLA}&busqueda=usuari`);
    expect(r.json().totalRegistros).toBe(1);
  });

  it('un filtro mal formado responde 400 con el motivo en español', async () => {
    const casos: [string, string, string][] = [
      ['tipoAccion=BORRAR_TODO', 'TipoAccion', 'Acción de auditoría desconocida'],
      ['usuarioEjecutorId=abc', 'UsuarioEjecutorId', 'El identificador debe ser un número'],
      ['usuarioAfectadoId=-3', 'UsuarioAfectadoId', 'El identificador debe ser positivo'],
      [`busqueda=${'x'.repeat(101)}`, 'Busqueda', 'El filtro no puede superar 100 caracteres'],
      [
        'fechaDesde=2025-03-05&fechaHasta=2025-03-01',
        'FechaDesde',
        'La fecha desde no puede ser posterior a la fecha hasta',
      ],
    ];
    for (const [filtro, campo, mensaje] of casos) {
      const r = await get(`/api/auditoria?${filtro}`);
      expect(r.statusCode, filtro).toBe(400);
      expect(r.json().errors[campo], filtro).toEqual([mensaje]);
    }
  });
});

describe('la página armada una vez por forma (ADR 054)', () => {
  it('la misma forma con otro usuario, otra búsqueda u otras fechas responde con sus propios registros y totales', async () => {
    const pagina = async (filtro: string) => {
      const r = (await get(`/api/auditoria?tablaAfectada=${TABLA}&${filtro}`)).json();
      return { tipos: r.registros.map((x: { tipoAccion: string }) => x.tipoAccion), total: r.totalRegistros };
    };
    // usuarioId compares with both columns: its one value fills two places of the built query.
    expect(await pagina(`usuarioId=${ana.id}`)).toEqual({
      tipos: ['ACTUALIZAR_USUARIO', 'DESACTIVAR_USUARIO'],
      total: 2,
    });
    const formas = repo.formasDeAuditoria(t.base.db);
    expect(await pagina(`usuarioId=${beto.id}`)).toEqual({
      tipos: ['CREAR_ROL', 'ACTUALIZAR_USUARIO', 'REINICIAR_CONTRASENA'],
      total: 3,
    });
    expect(await pagina(`usuarioId=${admin.id}`)).toEqual({
      tipos: ['REINICIAR_CONTRASENA', 'DESACTIVAR_USUARIO'],
      total: 2,
    });
    expect(repo.formasDeAuditoria(t.base.db)).toBe(formas);
    const desde = (d: string) => encodeURIComponent(`${d}T00:00:00-05:00`);
    expect(await pagina(`busqueda=rol&fechaDesde=${desde('2025-03-04')}`)).toEqual({
      tipos: ['CREAR_ROL'],
      total: 1,
    });
    expect(await pagina(`busqueda=usuari&fechaDesde=${desde('2025-03-01')}`)).toEqual({
      tipos: ['DESACTIVAR_USUARIO'],
      total: 1,
    });
    expect(await pagina(`busqueda=usuari&fechaDesde=${desde('2025-03-02')}`)).toEqual({
      tipos: [],
      total: 0,
    });
    expect(repo.formasDeAuditoria(t.base.db)).toBe(formas + 1);
  });
});

describe('qué cambió, legible', () => {
  it('editar celular, departamento y jefe de un usuario deja el antes → después con etiquetas y nombres', async () => {
    const ventas = await asegurarDepartamento(t.base.db, 'VEN', 'Ventas');
    const d = (
      await t.app.inject({
        method: 'GET',
        url: `/api/usuarios-admin/${ana.id}`,
        headers: conToken(tokenAdmin),
      })
    ).json();
    const r = await t.app.inject({
      method: 'PUT',
      url: `/api/usuarios-admin/${ana.id}`,
      headers: conToken(tokenAdmin),
      payload: {
        nombres: d.nombres,
        apellidoPaterno: d.apellidoPaterno,
        apellidoMaterno: d.apellidoMaterno,
        dni: d.dni,
        extranjero: d.extranjero,
        numeroCelular: '912345678',
        email: d.email,
        fechaIngreso: d.fechaIngreso,
        empresa: d.empresa,
        departamentoId: ventas,
        jefeId: beto.id,
        roles: [...d.roles, 'Jefe'],
        forzarCambioContrasena: d.forzarCambioContrasena,
        estaActivo: d.estaActivo,
      },
    });
    expect(r.statusCode).toBe(200);
    const pagina = (
      await get(
        `/api/auditoria?tipoAccion=ACTUALIZAR_USUARIO&usuarioAfectadoId=${ana.id}&tablaAfectada=usuarios`,
      )
    ).json();
    const [registro] = pagina.registros;
    // The short message names the fields in Spanish too, never as code.
    expect(registro.mensajeCorto).toContain(
      '(Número celular, Departamento, Jefe inmediato, Roles, Permisos)',
    );
    const porCampo = Object.fromEntries(registro.cambios.map((c: { campo: string }) => [c.campo, c]));
    expect(porCampo.numeroCelular).toEqual({
      campo: 'numeroCelular',
      etiqueta: 'Número celular',
      antes: null,
      despues: '912345678',
    });
    expect(porCampo.departamentoId).toMatchObject({
      etiqueta: 'Departamento',
      antes: 'General',
      despues: 'Ventas',
    });
    expect(porCampo.jefeId).toMatchObject({
      etiqueta: 'Jefe inmediato',
      antes: null,
      despues: 'Beto Prueba Test',
    });
    expect(porCampo.roles).toMatchObject({ etiqueta: 'Roles', agregados: ['Jefe'], quitados: [] });
    // The detail says the same.
    const detalle = (await get(`/api/auditoria/${registro.id}`)).json();
    expect(detalle.cambios).toEqual(registro.cambios);
  });
});

describe('estadísticas de la búsqueda libre (migración 0023, ADR 058)', () => {
  it('el análisis de la auditoría no evalúa la expresión del índice de trigramas, y la búsqueda sigue igual', async () => {
    const filas = async (tabla: string) => {
      const r = (await t.base.db.execute(
        sql`select count(*)::int as n from pg_stats where schemaname = 'public' and tablename = ${tabla}`,
      )) as unknown as { rows: { n: number }[] };
      return r.rows[0]!.n;
    };
    await t.base.db.execute(sql`analyze auditoria`);
    expect(await filas('auditoria')).toBeGreaterThan(0);
    expect(await filas('auditoria_busqueda_trgm_idx')).toBe(0);
    expect(await tipos('busqueda=nahui perez')).toEqual(['ACTUALIZAR_USUARIO']);
  });
});

describe('documento OpenAPI', () => {
  it('declara los filtros nuevos en las dos rutas filtrables, con la acción como lista cerrada', () => {
    const doc = t.app.swagger() as unknown as {
      paths: Record<string, { get: { parameters: { name: string; schema: { enum?: string[] } }[] } }>;
    };
    for (const ruta of ['/api/auditoria/', '/api/auditoria/gestion-usuarios']) {
      const params = doc.paths[ruta]!.get.parameters;
      const nombres = params.map((p) => p.name);
      expect(nombres, ruta).toEqual(
        expect.arrayContaining(['usuarioEjecutorId', 'usuarioAfectadoId', 'busqueda', 'tipoAccion']),
      );
      expect(JSON.stringify(params.find((p) => p.name === 'tipoAccion'))).toContain('ACTUALIZAR_USUARIO');
    }
  });
});
