import { readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria } from '../../db/schema';
import { verificarRespaldo } from './respaldo.formato';

// The «Respaldos» card's routes, the retention and the schedule (ADR 043).
let t: AppDePrueba;
let token = '';
let adminId = 0;
/** How far the backups' clock runs ahead of the real one. */
let adelanto = 0;
beforeAll(async () => {
  t = await crearAppDePrueba({
    respaldos: { cadaHoras: 24, conservar: 2, ahora: () => new Date(Date.now() + adelanto) },
  });
  const admin = await crearUsuario(t.base.db, { roles: ['Admin'] });
  adminId = admin.id;
  token = await iniciarSesion(t.app, admin.email);
});
afterAll(() => t.cerrar());

const get = () => t.app.inject({ method: 'GET', url: '/api/respaldos', headers: conToken(token) });
const post = () => t.app.inject({ method: 'POST', url: '/api/respaldos', headers: conToken(token) });
const archivos = () => readdirSync(t.carpetaRespaldos).sort();
const registros = () =>
  t.base.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.modulo, 'CONFIGURACION'), eq(auditoria.tipoAccion, 'RESPALDO')))
    .orderBy(auditoria.id);

describe('Respaldos en Configuración', () => {
  it('sin respaldos: nada que mostrar y el próximo automático ya toca', async () => {
    const r = await get();
    expect(r.statusCode, r.body).toBe(200);
    const e = r.json();
    expect(e).toMatchObject({ cadaHoras: 24, conservar: 2, ultimo: null, respaldos: [] });
    expect(Date.parse(e.proximo)).toBeLessThanOrEqual(Date.now());
  });

  it('«Respaldar ahora» escribe un respaldo válido y lo audita con quién lo pidió', async () => {
    const r = await post();
    expect(r.statusCode, r.body).toBe(200);
    const { message, respaldo } = r.json();
    expect(message).toBe('Respaldo creado correctamente');
    expect(archivos()).toEqual([respaldo.nombre]);
    const m = await verificarRespaldo(path.join(t.carpetaRespaldos, respaldo.nombre));
    expect(m.tablas.find((x) => x.nombre === 'usuarios')!.filas).toBeGreaterThan(0);
    const [a] = await registros();
    expect(a).toMatchObject({ usuarioEjecutorId: adminId, severidad: 'INFO' });
    expect(a!.mensajeCorto).toBe(`Respaldo de la base de datos: ${respaldo.nombre}`);
    const e = (await get()).json();
    expect(e.ultimo).toEqual(respaldo);
    // The next automatic one is 24 h after this one.
    expect(Date.parse(e.proximo) - a!.fechaHora.getTime()).toBe(24 * 3_600_000);
  });

  it('conserva solo los RESPALDO_CONSERVAR más nuevos', async () => {
    const segundo = (await post()).json().respaldo.nombre;
    const tercero = (await post()).json().respaldo.nombre;
    expect(archivos()).toEqual([segundo, tercero].sort());
    const e = (await get()).json();
    expect(e.respaldos.map((x: { nombre: string }) => x.nombre)).toEqual([tercero, segundo]);
  });

  it('el respaldo automático solo corre cuando el último tiene más de RESPALDO_CADA_HORAS', async () => {
    const antes = (await registros()).length;
    await t.app.respaldos.respaldoProgramado();
    expect(await registros()).toHaveLength(antes);
    // 25 hours later: now it is due; right after it, not again.
    adelanto = 25 * 3_600_000;
    const previos = archivos();
    await t.app.respaldos.respaldoProgramado();
    adelanto = 0;
    await t.app.respaldos.respaldoProgramado();
    const despues = await registros();
    expect(despues).toHaveLength(antes + 1);
    expect(despues.at(-1)).toMatchObject({ usuarioEjecutorId: null, datosNuevos: { programado: true } });
    expect(archivos()).toHaveLength(2);
    expect(archivos()).not.toEqual(previos);
  });

  it('un empleado no ve ni crea respaldos', async () => {
    const e = await crearUsuario(t.base.db);
    const te = await iniciarSesion(t.app, e.email);
    for (const method of ['GET', 'POST'] as const) {
      const r = await t.app.inject({ method, url: '/api/respaldos', headers: conToken(te) });
      expect(r.statusCode).toBe(403);
    }
  });

  it('con una RESPALDO_DIR que no se puede crear, «Respaldar ahora» responde 503 y dice qué revisar, sin colgarse', async () => {
    const otra = await crearAppDePrueba({ respaldos: { carpeta: '/proc/descanso-prueba/respaldos' } });
    try {
      const admin = await crearUsuario(otra.base.db, { roles: ['Admin'] });
      const r = await otra.app.inject({
        method: 'POST',
        url: '/api/respaldos',
        headers: conToken(await iniciarSesion(otra.app, admin.email)),
      });
      expect(r.statusCode, r.body).toBe(503);
      expect(r.json()).toMatchObject({
        code: 'SERVICIO_NO_DISPONIBLE',
        message:
          'No se puede usar la carpeta /proc/descanso-prueba/respaldos: no se puede crear en esa ubicación. Revise RESPALDO_DIR.',
      });
    } finally {
      await otra.cerrar();
    }
  });
});
