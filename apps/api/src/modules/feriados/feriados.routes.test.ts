import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria, feriados, feriadosPrecargados } from '../../db/schema';
import { aniosAPrecargar, precargarFeriadosNacionales } from './feriados.service';

let t: AppDePrueba;
let admin = '';
let empleado = '';
let jefe = '';
beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2026-03-10' });
  admin = await iniciarSesion(t.app, (await crearUsuario(t.base.db, { roles: ['Admin'] })).email);
  jefe = await iniciarSesion(t.app, (await crearUsuario(t.base.db, { roles: ['Jefe'] })).email);
  empleado = await iniciarSesion(t.app, (await crearUsuario(t.base.db)).email);
});
afterAll(() => t.cerrar());

const leer = (token: string, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/feriados?${query}`, headers: conToken(token) });
const anadir = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/feriados',
    headers: conToken(token),
    payload: payload as object,
  });
const cambiar = (token: string, id: number, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/feriados/${id}`,
    headers: conToken(token),
    payload: payload as object,
  });
const quitar = (token: string, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/feriados/${id}`, headers: conToken(token) });
const registrosDe = (tipoAccion: string, registroId: number) =>
  t.base.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.tipoAccion, tipoAccion), eq(auditoria.registroId, String(registroId))));

describe('precarga de los feriados nacionales', () => {
  it('carga el año de negocio y los dos siguientes, una sola vez por año', async () => {
    expect(aniosAPrecargar('2026-03-10')).toEqual([2026, 2027, 2028]);
    const primera = await precargarFeriadosNacionales(t.base.db, [2030, 2031]);
    expect(primera.map((c) => c.anio)).toEqual([2030, 2031]);
    expect(primera.every((c) => c.agregados >= 15)).toBe(true);
    const fechas = (await t.base.db.select().from(feriados)).map((f) => f.fecha);
    expect(fechas).toEqual(expect.arrayContaining(['2030-06-07', '2030-07-28', '2031-08-06', '2031-12-09']));
    const todos = await t.base.db.select().from(feriados);
    expect(todos.filter((f) => f.fecha.startsWith('2030')).every((f) => f.origen === 'NACIONAL')).toBe(true);
    // A second start loads nothing more.
    expect(await precargarFeriadosNacionales(t.base.db, [2030, 2031])).toEqual([]);
    expect(await t.base.db.select().from(feriados)).toHaveLength(todos.length);
  });

  it('un feriado nacional que RR. HH. quitó o renombró no vuelve en el siguiente arranque', async () => {
    await precargarFeriadosNacionales(t.base.db, [2032]);
    const r = await leer(admin, 'anio=2032');
    const lista = r.json().feriados as { id: number; fecha: string; nombre: string }[];
    const junin = lista.find((f) => f.fecha === '2032-08-06')!;
    const patrias = lista.find((f) => f.fecha === '2032-07-28')!;
    expect((await quitar(admin, junin.id)).statusCode).toBe(200);
    expect(
      (await cambiar(admin, patrias.id, { fecha: '2032-07-28', nombre: 'Fiestas Patrias' })).statusCode,
    ).toBe(200);
    expect(await precargarFeriadosNacionales(t.base.db, [2032])).toEqual([]);
    const despues = (await leer(admin, 'anio=2032')).json().feriados as { fecha: string; nombre: string }[];
    expect(despues.find((f) => f.fecha === '2032-08-06')).toBeUndefined();
    expect(despues.find((f) => f.fecha === '2032-07-28')?.nombre).toBe('Fiestas Patrias');
  });

  it('varias precargas a la vez cargan cada año una sola vez', async () => {
    const resultados = await Promise.all(
      Array.from({ length: 4 }, () => precargarFeriadosNacionales(t.base.db, [2033, 2034])),
    );
    expect(
      resultados
        .flat()
        .map((c) => c.anio)
        .sort(),
    ).toEqual([2033, 2034]);
    const marcados = await t.base.db
      .select()
      .from(feriadosPrecargados)
      .where(eq(feriadosPrecargados.anio, 2033));
    expect(marcados).toHaveLength(1);
  });

  it('no pisa un día de la empresa que ya ocupa la fecha de un feriado nacional', async () => {
    const propio = await anadir(admin, { fecha: '2035-05-01', nombre: 'Aniversario de la empresa' });
    expect(propio.statusCode).toBe(200);
    await precargarFeriadosNacionales(t.base.db, [2035]);
    const dia = (await leer(admin, 'desde=2035-05-01&hasta=2035-05-01')).json().feriados;
    expect(dia).toEqual([
      { id: propio.json().id, fecha: '2035-05-01', nombre: 'Aniversario de la empresa', origen: 'EMPRESA' },
    ]);
  });

  it('a pedido, trae de nuevo los nacionales que faltan sin pisar los existentes, y lo audita', async () => {
    await precargarFeriadosNacionales(t.base.db, [2036]);
    const lista = (await leer(admin, 'anio=2036')).json().feriados as { id: number; fecha: string }[];
    const navidad = lista.find((f) => f.fecha === '2036-12-25')!;
    const angamos = lista.find((f) => f.fecha === '2036-10-08')!;
    await quitar(admin, navidad.id);
    await cambiar(admin, angamos.id, { fecha: '2036-10-08', nombre: 'Angamos (renombrado)' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/feriados/precargar?anio=2036',
          headers: conToken(jefe),
        })
      ).statusCode,
    ).toBe(403);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/feriados/precargar?anio=2036',
      headers: conToken(admin),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ anio: 2036, agregados: 1 });
    const despues = (await leer(admin, 'anio=2036')).json().feriados as { fecha: string; nombre: string }[];
    expect(despues).toHaveLength(lista.length);
    expect(despues.find((f) => f.fecha === '2036-10-08')?.nombre).toBe('Angamos (renombrado)');
    const [registro] = await t.base.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.tipoAccion, 'PRECARGAR_FERIADOS'));
    expect(registro).toMatchObject({
      modulo: 'CONFIGURACION',
      datosNuevos: { feriados: ['25/12/2036 Navidad'] },
    });
  });
});

describe('GET /api/feriados', () => {
  it('cualquier usuario con sesión lee los feriados del año, ordenados por fecha', async () => {
    await precargarFeriadosNacionales(t.base.db, [2026]);
    for (const token of [empleado, jefe, admin]) {
      const r = await leer(token, 'anio=2026');
      expect(r.statusCode, r.body).toBe(200);
      const { desde, hasta, feriados: lista } = r.json();
      expect({ desde, hasta }).toEqual({ desde: '2026-01-01', hasta: '2026-12-31' });
      const fechas = (lista as { fecha: string }[]).map((f) => f.fecha);
      expect(fechas).toEqual([...fechas].sort());
      expect(fechas).toContain('2026-07-28');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/feriados?anio=2026' })).statusCode).toBe(401);
  });

  it('lee un rango desde–hasta con ambos extremos incluidos', async () => {
    const r = await leer(empleado, 'desde=2026-07-28&hasta=2026-08-06');
    expect(r.statusCode).toBe(200);
    expect((r.json().feriados as { fecha: string }[]).map((f) => f.fecha)).toEqual([
      '2026-07-28',
      '2026-07-29',
      '2026-08-06',
    ]);
  });

  it.each([
    ['', 'Desde', 'Indique el año (anio) o las dos fechas del rango (desde y hasta)'],
    ['anio=abc', 'Anio', 'El año debe ser un número'],
    ['anio=1999', 'Anio', 'El año debe estar entre 2000 y 2100'],
    [
      'anio=2026&desde=2026-01-01&hasta=2026-02-01',
      'Anio',
      'Indique el año o el rango desde–hasta, no ambos',
    ],
    ['desde=2026-01-01', 'Hasta', 'Indique el año (anio) o las dos fechas del rango (desde y hasta)'],
    [
      'desde=2026-02-30&hasta=2026-03-01',
      'Desde',
      'La fecha debe tener el formato AAAA-MM-DD y existir en el calendario',
    ],
    ['desde=2026-03-01&hasta=2026-02-01', 'Hasta', 'La fecha hasta no puede ser anterior a desde'],
    ['desde=2026-01-01&hasta=2030-01-01', 'Hasta', 'El rango no puede ser mayor de tres años'],
  ])('rechaza «%s» con un 400 en español', async (query, campo, mensaje) => {
    const r = await leer(empleado, query);
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().code).toBe('VALIDACION');
    expect(r.json().errors[campo]).toEqual([mensaje]);
  });
});

describe('cambios de RR. HH.', () => {
  it('el admin añade un día de la empresa; se audita y se lee en la siguiente petición', async () => {
    const antes = (await leer(empleado, 'anio=2026')).json().feriados as unknown[];
    const r = await anadir(admin, { fecha: '2026-09-15', nombre: '  Aniversario de la empresa ' });
    expect(r.statusCode, r.body).toBe(200);
    const creado = r.json();
    expect(creado).toMatchObject({
      fecha: '2026-09-15',
      nombre: 'Aniversario de la empresa',
      origen: 'EMPRESA',
    });
    const despues = (await leer(empleado, 'anio=2026')).json().feriados as { id: number }[];
    expect(despues).toHaveLength(antes.length + 1);
    expect(despues.map((f) => f.id)).toContain(creado.id);
    const [registro] = await registrosDe('CREAR_FERIADO', creado.id);
    expect(registro).toMatchObject({
      modulo: 'CONFIGURACION',
      tablaAfectada: 'feriados',
      datosAnteriores: null,
      datosNuevos: { fecha: '2026-09-15', nombre: 'Aniversario de la empresa', origen: 'EMPRESA' },
    });
  });

  it('solo quien tiene ADMIN-CONFIGURACION-MENU escribe; el rechazo no cambia nada', async () => {
    const lista = (await leer(admin, 'anio=2026')).json().feriados as { id: number }[];
    const id = lista[0]!.id;
    for (const token of [empleado, jefe]) {
      expect((await anadir(token, { fecha: '2026-09-16', nombre: 'Día libre' })).statusCode).toBe(403);
      expect((await cambiar(token, id, { fecha: '2026-01-01', nombre: 'Otro nombre' })).statusCode).toBe(403);
      expect((await quitar(token, id)).statusCode).toBe(403);
    }
    expect((await leer(admin, 'anio=2026')).json().feriados).toEqual(lista);
  });

  it('una fecha ya ocupada es un 409 que nombra el feriado que la tiene', async () => {
    const r = await anadir(admin, { fecha: '2026-07-28', nombre: 'Otro' });
    expect(r.statusCode).toBe(409);
    const nombre = (
      (await leer(admin, 'desde=2026-07-28&hasta=2026-07-28')).json().feriados as { nombre: string }[]
    )[0]!.nombre;
    expect(r.json()).toEqual({
      code: 'CONFLICTO',
      message: `Ya existe un feriado el 28/07/2026 (${nombre})`,
      errors: { Fecha: [`Ya existe un feriado el 28/07/2026 (${nombre})`] },
    });
    // Moving another holiday onto that date too.
    const propio = await anadir(admin, { fecha: '2026-10-20', nombre: 'Día del personal' });
    const mover = await cambiar(admin, propio.json().id, { fecha: '2026-07-28', nombre: 'Día del personal' });
    expect(mover.statusCode).toBe(409);
    expect(mover.json().message).toBe(`Ya existe un feriado el 28/07/2026 (${nombre})`);
  });

  it.each([
    [
      { fecha: '2026-13-01', nombre: 'Día' },
      'Fecha',
      'La fecha debe tener el formato AAAA-MM-DD y existir en el calendario',
    ],
    [
      { fecha: '28/07/2026', nombre: 'Día' },
      'Fecha',
      'La fecha debe tener el formato AAAA-MM-DD y existir en el calendario',
    ],
    [{ fecha: '2101-01-01', nombre: 'Día' }, 'Fecha', 'La fecha debe estar entre los años 2000 y 2100'],
    [{ nombre: 'Día' }, 'Fecha', 'La fecha es requerida'],
    [{ fecha: '2026-09-20', nombre: ' x ' }, 'Nombre', 'El nombre debe tener al menos 2 caracteres'],
    [
      { fecha: '2026-09-20', nombre: 'x'.repeat(121) },
      'Nombre',
      'El nombre no puede tener más de 120 caracteres',
    ],
    [{ fecha: '2026-09-20' }, 'Nombre', 'El nombre es requerido'],
  ])('rechaza %j con un 400 en español', async (payload, campo, mensaje) => {
    const r = await anadir(admin, payload);
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().errors[campo]).toEqual([mensaje]);
  });

  it('renombrar o mover un feriado (también uno nacional) se audita con antes y después', async () => {
    const lista = (await leer(admin, 'anio=2026')).json().feriados as {
      id: number;
      fecha: string;
      nombre: string;
      origen: string;
    }[];
    const angamos = lista.find((f) => f.fecha === '2026-10-08')!;
    const r = await cambiar(admin, angamos.id, {
      fecha: '2026-10-09',
      nombre: 'Combate de Angamos (trasladado)',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({
      id: angamos.id,
      fecha: '2026-10-09',
      nombre: 'Combate de Angamos (trasladado)',
      origen: 'NACIONAL',
    });
    const [registro] = await registrosDe('ACTUALIZAR_FERIADO', angamos.id);
    expect(registro).toMatchObject({
      modulo: 'CONFIGURACION',
      datosAnteriores: { fecha: '2026-10-08', nombre: angamos.nombre },
      datosNuevos: { fecha: '2026-10-09', nombre: 'Combate de Angamos (trasladado)' },
    });
    const leido = (await leer(empleado, 'desde=2026-10-08&hasta=2026-10-09')).json().feriados;
    expect(leido).toEqual([r.json()]);
  });

  it('quitar un feriado nacional se audita con lo que había; uno que no existe es un 404', async () => {
    const lista = (await leer(admin, 'anio=2026')).json().feriados as {
      id: number;
      fecha: string;
      nombre: string;
    }[];
    const santaRosa = lista.find((f) => f.fecha === '2026-08-30')!;
    const r = await quitar(admin, santaRosa.id);
    expect(r.statusCode, r.body).toBe(200);
    const [registro] = await registrosDe('ELIMINAR_FERIADO', santaRosa.id);
    expect(registro).toMatchObject({
      modulo: 'CONFIGURACION',
      severidad: 'WARNING',
      datosAnteriores: { fecha: '2026-08-30', nombre: santaRosa.nombre, origen: 'NACIONAL' },
      datosNuevos: null,
    });
    expect((await leer(empleado, 'anio=2026')).json().feriados).toHaveLength(lista.length - 1);
    const otra = await quitar(admin, santaRosa.id);
    expect(otra.statusCode).toBe(404);
    expect(otra.json().message).toBe('El feriado no existe');
    expect(
      (await cambiar(admin, santaRosa.id, { fecha: '2026-08-30', nombre: 'Santa Rosa' })).statusCode,
    ).toBe(404);
  });
});
