import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { MAX_DIAS_CALENDARIO } from '@app/contract/calendario';
import { sumarDias } from '@app/contract/fechas';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { asegurarDepartamento, conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { departamentos, feriados, solicitudesVacaciones, usuarios } from '../../db/schema';
import { ADVERTENCIA_ADELANTO } from '../../domain/calculo-saldo';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2025-03-01' });
});
afterAll(() => t.cerrar());

type Usuario = Awaited<ReturnType<typeof crearUsuario>>;
const get = async (token: string, url: string) => {
  const r = await t.app.inject({ method: 'GET', url, headers: conToken(token) });
  return { status: r.statusCode, body: r.json(), texto: r.body };
};
const MARZO = 'desde=2025-03-01&hasta=2025-03-31';
const SECRETO = 'Motivo privado: cita médica';

describe('calendario del equipo y del departamento', () => {
  let jefe: Usuario,
    subjefe: Usuario,
    ana: Usuario,
    beto: Usuario,
    carla: Usuario,
    otroJefe: Usuario,
    dora: Usuario;
  let ventas: number, almacen: number;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const db = t.base.db;
    ventas = await asegurarDepartamento(db, 'VEN', 'Ventas');
    almacen = await asegurarDepartamento(db, 'ALM', 'Almacén');
    await db
      .update(departamentos)
      .set({ coberturaMaxima: 1, coberturaTipo: 'PERSONAS' })
      .where(eq(departamentos.id, ventas));
    jefe = await crearUsuario(db, { roles: ['Jefe'], nombres: 'Julia' });
    subjefe = await crearUsuario(db, { roles: ['Jefe'], nombres: 'Samuel', jefeId: jefe.id });
    ana = await crearUsuario(db, { nombres: 'Ana', jefeId: jefe.id });
    carla = await crearUsuario(db, { nombres: 'Carla', jefeId: jefe.id });
    beto = await crearUsuario(db, { nombres: 'Beto', jefeId: subjefe.id });
    otroJefe = await crearUsuario(db, { roles: ['Jefe'], nombres: 'Otto' });
    dora = await crearUsuario(db, { nombres: 'Dora', jefeId: otroJefe.id });
    await db
      .update(usuarios)
      .set({ departamentoId: ventas })
      .where(inArray(usuarios.id, [ana.id, beto.id, dora.id]));
    await db.update(usuarios).set({ departamentoId: almacen }).where(eq(usuarios.id, carla.id));

    const insertar = async (
      clave: string,
      usuarioId: number,
      estado: 'Pendiente' | 'Aprobada' | 'Rechazada' | 'Cancelada',
      fechaInicio: string,
      fechaFin: string,
      extra: { advertencias?: string[]; tipo?: 'libres' | 'bloque' } = {},
    ) => {
      const [s] = await db
        .insert(solicitudesVacaciones)
        .values({
          usuarioId,
          tipoVacaciones: extra.tipo ?? 'libres',
          diasSolicitados: 1,
          fechaInicio,
          fechaFin,
          periodo: 2024,
          estado,
          observaciones: SECRETO,
          comentarios: SECRETO,
          advertencias: extra.advertencias ?? [],
        })
        .returning({ id: solicitudesVacaciones.id });
      ids[clave] = s!.id;
    };
    await insertar('ana', ana.id, 'Aprobada', '2025-03-10', '2025-03-14', { tipo: 'bloque' });
    await insertar('beto', beto.id, 'Pendiente', '2025-03-12', '2025-03-13', {
      advertencias: [ADVERTENCIA_ADELANTO],
    });
    await insertar('dora', dora.id, 'Aprobada', '2025-03-13', '2025-03-13');
    await insertar('carlaRechazada', carla.id, 'Rechazada', '2025-03-05', '2025-03-06');
    await insertar('anaCancelada', ana.id, 'Cancelada', '2025-03-20', '2025-03-21');
    // Outside the range: never shown.
    await insertar('anaAbril', ana.id, 'Aprobada', '2025-04-07', '2025-04-08');
    await db
      .insert(feriados)
      .values({ fecha: '2025-03-18', nombre: 'Aniversario de la empresa', origen: 'EMPRESA' });

    for (const [nombre, u] of Object.entries({ jefe, subjefe, ana, carla, otroJefe })) {
      tokens[nombre] = await iniciarSesion(t.app, u.email);
    }
  });

  it('el jefe ve a sus reportes directos o a todos los niveles, nunca a otra rama', async () => {
    const directo = await get(tokens.jefe!, `/api/calendario/equipo?${MARZO}&nivel=directo`);
    expect(directo.status).toBe(200);
    expect(directo.body.personas.map((p: { id: number }) => p.id).sort()).toEqual(
      [ana.id, carla.id, subjefe.id].sort(),
    );
    const todos = await get(tokens.jefe!, `/api/calendario/equipo?${MARZO}&nivel=todos`);
    const nombres = todos.body.personas.map((p: { nombre: string }) => p.nombre);
    // House order: by name.
    expect(nombres).toEqual([
      'Ana Prueba Test',
      'Beto Prueba Test',
      'Carla Prueba Test',
      'Samuel Prueba Test',
    ]);
    expect(todos.body.personas.find((p: { id: number }) => p.id === beto.id)).toMatchObject({
      departamento: 'Ventas',
      esDirecto: false,
    });

    const otro = await get(tokens.otroJefe!, `/api/calendario/equipo?${MARZO}&nivel=todos`);
    expect(otro.body.personas.map((p: { id: number }) => p.id)).toEqual([dora.id]);
    expect(otro.body.solicitudes.map((s: { id: number }) => s.id)).toEqual([ids.dora]);
  });

  it('envía la misma respuesta comprimida en brotli o gzip según Accept-Encoding, y sin comprimir si no se pide', async () => {
    const url = `/api/calendario/equipo?${MARZO}&nivel=todos`;
    const pedir = (aceptadas?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { ...conToken(tokens.jefe!), ...(aceptadas ? { 'accept-encoding': aceptadas } : {}) },
      });
    const plano = await pedir();
    expect(plano.headers['content-encoding']).toBeUndefined();
    expect(plano.headers['vary']).toMatch(/accept-encoding/i);
    const br = await pedir('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plano.body);
    const gz = await pedir('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plano.body);
    // The cached reply is compressed once: a second read sends the very same bytes.
    expect((await pedir('br')).rawPayload.equals(br.rawPayload)).toBe(true);
  });

  it('muestra pendientes y aprobadas del rango con su tipo; rechazadas y canceladas solo si se piden', async () => {
    const r = await get(tokens.jefe!, `/api/calendario/equipo?${MARZO}&nivel=todos`);
    expect(r.body.solicitudes).toEqual([
      expect.objectContaining({ id: ids.ana, estado: 'Aprobada', tipo: 'bloque', puedeAprobar: false }),
      expect.objectContaining({ id: ids.beto, estado: 'Pendiente', tipo: 'adelanto', puedeAprobar: true }),
    ]);
    expect(r.body.feriados).toContainEqual({ fecha: '2025-03-18', nombre: 'Aniversario de la empresa' });

    const rechazadas = await get(
      tokens.jefe!,
      `/api/calendario/equipo?${MARZO}&nivel=todos&estado=Rechazada`,
    );
    expect(rechazadas.body.solicitudes.map((s: { id: number }) => s.id)).toEqual([ids.carlaRechazada]);
    // The day counts keep counting who is really out.
    expect(rechazadas.body.fueraPorDia).toEqual(r.body.fueraPorDia);
    const canceladas = await get(
      tokens.jefe!,
      `/api/calendario/equipo?${MARZO}&nivel=todos&estado=cancelada`,
    );
    expect(canceladas.body.solicitudes.map((s: { id: number }) => s.id)).toEqual([ids.anaCancelada]);

    const soloAlmacen = await get(
      tokens.jefe!,
      `/api/calendario/equipo?${MARZO}&nivel=todos&departamentoId=${almacen}`,
    );
    expect(soloAlmacen.body.personas.map((p: { id: number }) => p.id)).toEqual([carla.id]);
    expect(soloAlmacen.body.excesos).toEqual([]);
  });

  it('cuenta ausentes por día del equipo y los excesos de cobertura de todo el departamento', async () => {
    const r = await get(tokens.jefe!, `/api/calendario/equipo?${MARZO}&nivel=todos`);
    const dia = (f: string) => r.body.fueraPorDia.find((d: { fecha: string }) => d.fecha === f)?.fuera;
    expect(dia('2025-03-10')).toBe(1);
    // Ana and Beto; Dora (another branch) is not in the team's count.
    expect(dia('2025-03-13')).toBe(2);
    expect(dia('2025-03-15')).toBeUndefined();
    // Ventas allows 1: on the 13th Ana, Beto and Dora (other branch, same department) are out.
    expect(r.body.excesos).toEqual([
      { fecha: '2025-03-12', departamentoId: ventas, departamento: 'Ventas', fuera: 2, limite: 1, exceso: 1 },
      { fecha: '2025-03-13', departamentoId: ventas, departamento: 'Ventas', fuera: 3, limite: 1, exceso: 2 },
    ]);
  });

  it('un empleado no ve el calendario del equipo', async () => {
    const r = await get(tokens.ana!, `/api/calendario/equipo?${MARZO}`);
    expect(r.status).toBe(403);
  });

  it('el empleado ve solo su departamento: nombres y fechas de aprobadas y pendientes, sin motivos', async () => {
    const r = await get(tokens.ana!, `/api/calendario/departamento?${MARZO}`);
    expect(r.status).toBe(200);
    expect(r.body.departamento).toBe('Ventas');
    expect(r.body.ausencias).toEqual([
      { nombre: 'Ana Prueba Test', fechaInicio: '2025-03-10', fechaFin: '2025-03-14', estado: 'Aprobada' },
      { nombre: 'Beto Prueba Test', fechaInicio: '2025-03-12', fechaFin: '2025-03-13', estado: 'Pendiente' },
      { nombre: 'Dora Prueba Test', fechaInicio: '2025-03-13', fechaFin: '2025-03-13', estado: 'Aprobada' },
    ]);
    expect(r.texto).not.toContain(SECRETO);

    const deCarla = await get(tokens.carla!, `/api/calendario/departamento?${MARZO}`);
    expect(deCarla.body.departamento).toBe('Almacén');
    expect(deCarla.body.ausencias).toEqual([]);
  });

  it.each([['equipo'], ['departamento']])(
    '%s: rechaza un rango mayor a un trimestre o invertido con mensajes en español',
    async (ruta) => {
      const largo = await get(
        tokens.jefe!,
        `/api/calendario/${ruta}?desde=2025-01-01&hasta=${sumarDias('2025-01-01', MAX_DIAS_CALENDARIO)}`,
      );
      expect(largo.status).toBe(400);
      expect(largo.body.message).toBeTruthy();
      expect(JSON.stringify(largo.body)).toContain('El rango no puede superar 92 días');
      const justo = await get(
        tokens.jefe!,
        `/api/calendario/${ruta}?desde=2025-01-01&hasta=${sumarDias('2025-01-01', MAX_DIAS_CALENDARIO - 1)}`,
      );
      expect(justo.status).toBe(200);
      const invertido = await get(tokens.jefe!, `/api/calendario/${ruta}?desde=2025-03-10&hasta=2025-03-01`);
      expect(invertido.status).toBe(400);
      expect(JSON.stringify(invertido.body)).toContain('La fecha hasta no puede ser anterior a desde');
      const malformado = await get(tokens.jefe!, `/api/calendario/${ruta}?desde=2025-02-30&hasta=2025-03-01`);
      expect(malformado.status).toBe(400);
    },
  );
});
