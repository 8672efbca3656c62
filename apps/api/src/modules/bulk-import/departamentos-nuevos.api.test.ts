import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { asegurarDepartamento, conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria, departamentos, usuarios } from '../../db/schema';
import { aCsv, filasValidas, formulario, TIPOS, type FilaPrueba } from './bulk-import.fixtures';

// ADR 025: "Crear departamentos que no existan" creates a file's unknown departments from
// codigoDepartamento and nombreDepartamento, inside the import's own all-or-nothing transaction.

let t: AppDePrueba;
let tokenAdmin: string;

beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2025-06-15' });
  const admin = await crearUsuario(t.base.db, { roles: ['Admin'] });
  tokenAdmin = await iniciarSesion(t.app, admin.email);
  await asegurarDepartamento(t.base.db);
});
afterAll(() => t.cerrar());

const eventos = (id: number) =>
  t.base.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.tablaAfectada, 'departamentos'), eq(auditoria.registroId, String(id))))
    .orderBy(auditoria.id);

describe('importación masiva con "Crear departamentos que no existan"', () => {
  const procesar = (filas: FilaPrueba[], configuracion: object) => {
    const f = formulario({ nombre: 'usuarios.csv', contenido: aCsv(filas), tipo: TIPOS.csv }, configuracion);
    return t.app.inject({
      method: 'POST',
      url: '/api/bulkimport/process',
      payload: f.payload,
      headers: { ...f.headers, ...conToken(tokenAdmin) },
    });
  };
  const validar = (filas: FilaPrueba[], configuracion: object) => {
    const f = formulario({ nombre: 'usuarios.csv', contenido: aCsv(filas), tipo: TIPOS.csv }, configuracion);
    return t.app.inject({
      method: 'POST',
      url: '/api/bulkimport/validate',
      payload: f.payload,
      headers: { ...f.headers, ...conToken(tokenAdmin) },
    });
  };
  const filas = (inicio: number, codigo: string, nombre: string, n = 3) =>
    filasValidas(n, { inicio, departamento: codigo, dominio: `imp${inicio}.pe` }).map((f) => ({
      ...f,
      nombreDepartamento: nombre,
    }));
  const porCodigo = (codigo: string) =>
    t.base.db.select().from(departamentos).where(eq(departamentos.codigo, codigo));

  it('sin la opción, un código desconocido es un error de fila y nada se crea', async () => {
    const r = await procesar(filas(100, 'NUEVO-A', 'Nuevo A'), {});
    expect(r.json().esExitoso).toBe(false);
    expect(r.json().registrosFallidos[0].mensaje).toBe("El departamento con código 'NUEVO-A' no existe");
    expect(await porCodigo('NUEVO-A')).toEqual([]);
  });

  it('con la opción crea el departamento en la misma transacción, con su auditoría, y los usuarios quedan en él', async () => {
    const v = await validar(filas(200, 'nuevo-b', 'Nuevo B'), { crearDepartamentosFaltantes: true });
    expect(v.json()).toMatchObject({ esValido: true, filasValidas: 3 });
    expect(await porCodigo('NUEVO-B')).toEqual([]);
    const r = await procesar(filas(200, 'nuevo-b', 'Nuevo B'), { crearDepartamentosFaltantes: true });
    expect(r.json()).toMatchObject({ esExitoso: true });
    const [d] = await porCodigo('NUEVO-B');
    expect(d).toMatchObject({ nombre: 'Nuevo B', activo: true });
    const creados = await t.base.db.select().from(usuarios).where(eq(usuarios.departamentoId, d!.id));
    expect(creados).toHaveLength(3);
    expect(await eventos(d!.id)).toMatchObject([
      {
        modulo: 'ADMINISTRACION',
        tipoAccion: 'CREAR_DEPARTAMENTO',
        motivo: 'Importación masiva: usuarios.csv',
        datosAnteriores: null,
        datosNuevos: { codigo: 'NUEVO-B', nombre: 'Nuevo B', estado: 'Activo' },
      },
    ]);
  });

  it('todo o nada: si otra fila falla, el departamento nuevo tampoco se crea', async () => {
    const malas = [
      ...filas(300, 'NUEVO-C', 'Nuevo C'),
      ...filas(310, 'GEN', '', 1).map((f) => ({ ...f, email: 'x' })),
    ];
    const r = await procesar(malas, { crearDepartamentosFaltantes: true });
    expect(r.json().esExitoso).toBe(false);
    expect(await porCodigo('NUEVO-C')).toEqual([]);
  });

  it('explica un código nuevo sin nombre, uno con dos nombres, un nombre ya usado y un código inválido', async () => {
    const casos = [
      ...filas(400, 'SIN-NOMBRE', '', 1),
      ...filas(410, 'DOBLE', 'Doble uno', 1),
      ...filas(420, 'DOBLE', 'Doble dos', 1),
      ...filas(430, 'REPITE', 'General', 1),
      ...filas(440, 'MAL CODIGO', 'Mal', 1),
    ];
    const r = await validar(casos, { crearDepartamentosFaltantes: true });
    const mensajes = r.json().erroresValidacion.map((e: { mensaje: string }) => e.mensaje);
    expect(mensajes).toEqual(
      expect.arrayContaining([
        "El departamento con código 'SIN-NOMBRE' no existe: escriba su nombre en la columna nombreDepartamento para crearlo",
        "El código 'DOBLE' tiene dos nombres distintos en el archivo: «Doble uno» (fila 3) y «Doble dos»",
        'Ya existe un departamento con el nombre «General» (código GEN)',
        expect.stringContaining("El código de departamento 'MAL CODIGO' no existe y no sirve para crear uno"),
      ]),
    );
  });
});
