import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria } from '../../db/schema';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2024-03-30' });
});
afterAll(() => t.cerrar());

const configurar = (token: string, ordenImputacion: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/configuracion-empresa',
    headers: conToken(token),
    payload: { ordenImputacion },
  });
const crear = (token: string, periodo: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/solicitud-vacaciones/crear-solicitud-vacaciones',
    headers: conToken(token),
    payload: { tipoVacaciones: 'libres', diasSolicitados: 5, fechaInicio: '2024-04-01', periodo },
  });

describe('orden de imputación de la empresa (punto 6)', () => {
  it('solo administración lo lee y lo cambia; el cambio se audita y valida su valor', async () => {
    const admin = await iniciarSesion(t.app, (await crearUsuario(t.base.db, { roles: ['Admin'] })).email);
    const jefe = await iniciarSesion(t.app, (await crearUsuario(t.base.db, { roles: ['Jefe'] })).email);
    const leer = await t.app.inject({
      method: 'GET',
      url: '/api/configuracion-empresa',
      headers: conToken(admin),
    });
    expect(leer.json()).toEqual({
      regimen: 'GENERAL',
      permitirAdelanto: true,
      topeAdelanto: 'ACCRUED',
      ordenImputacion: 'FIFO',
      diasRecordatorioAprobacion: 3,
      diasEscalamientoAprobacion: 5,
      diasInvitacionPlan: 30,
    });
    expect((await configurar(jefe, 'EXPIRY_FIRST')).statusCode).toBe(403);
    const malo = await configurar(admin, 'LIFO');
    expect(malo.statusCode).toBe(400);
    expect(malo.json().errors.OrdenImputacion).toEqual([
      'El orden de imputación debe ser FIFO o EXPIRY_FIRST',
    ]);
    const r = await configurar(admin, 'EXPIRY_FIRST');
    expect(r.statusCode).toBe(200);
    expect(r.json().ordenImputacion).toBe('EXPIRY_FIRST');
    const registros = await t.base.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.tipoAccion, 'ACTUALIZAR_CONFIGURACION'));
    expect(registros.at(-1)).toMatchObject({
      datosAnteriores: { ordenImputacion: 'FIFO' },
      datosNuevos: { ordenImputacion: 'EXPIRY_FIRST' },
    });
    expect((await configurar(admin, 'FIFO')).statusCode).toBe(200);
  });

  it('con FIFO se rechaza usar el período a punto de vencer; con EXPIRY_FIRST se exige usarlo primero', async () => {
    const admin = await iniciarSesion(t.app, (await crearUsuario(t.base.db, { roles: ['Admin'] })).email);
    const jefe = await crearUsuario(t.base.db, { roles: ['Jefe'] });
    // 2021 vencida; 2022 pendiente whose window ends 2024-04-09 (10 days); 2023 in course.
    const u = await crearUsuario(t.base.db, { fechaIngreso: '2021-04-10', jefeId: jefe.id });
    const token = await iniciarSesion(t.app, u.email);

    const fifo = await crear(token, 2022);
    expect(fifo.statusCode).toBe(422);
    expect(fifo.json().message).toBe('Debe usar primero el período 2021');

    expect((await configurar(admin, 'EXPIRY_FIRST')).statusCode).toBe(200);
    const historial = await t.app.inject({
      method: 'GET',
      url: '/api/historial-vacaciones',
      headers: conToken(token),
    });
    expect(historial.json().ordenImputacion).toBe('EXPIRY_FIRST');
    const vencido = await crear(token, 2021);
    expect(vencido.statusCode).toBe(422);
    expect(vencido.json().message).toBe('Debe usar primero el período 2022');
    expect((await crear(token, 2022)).statusCode).toBe(200);
    expect((await configurar(admin, 'FIFO')).statusCode).toBe(200);
  });
});
