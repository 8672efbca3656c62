import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { MENSAJES_CONFIGURACION as M } from '@app/contract/configuracion';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria } from '../../db/schema';

// ADR 033: the working days before reminding the approver and before escalating, in the policy.
let t: AppDePrueba;
let admin: string;
beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2025-10-15' });
  admin = await iniciarSesion(t.app, (await crearUsuario(t.base.db, { roles: ['Admin'] })).email);
});
afterAll(() => t.cerrar());

const configurar = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/configuracion-empresa', headers: conToken(admin), payload });

describe('días de recordatorio y escalamiento', () => {
  it('valen 3 y 5 por defecto, se cambian por separado, se validan y se auditan', async () => {
    const leer = await t.app.inject({
      method: 'GET',
      url: '/api/configuracion-empresa',
      headers: conToken(admin),
    });
    expect(leer.json()).toMatchObject({ diasRecordatorioAprobacion: 3, diasEscalamientoAprobacion: 5 });

    for (const malo of [0, 31, 2.5, '4']) {
      const r = await configurar({ diasRecordatorioAprobacion: malo });
      expect(r.statusCode).toBe(400);
      expect(r.json().errors.DiasRecordatorioAprobacion).toEqual([M.diasRecordatorio]);
    }
    const fuera = await configurar({ diasEscalamientoAprobacion: 0 });
    expect(fuera.json().errors.DiasEscalamientoAprobacion).toEqual([M.diasEscalamiento]);

    // Both together: escalation must come after the reminder.
    const juntos = await configurar({ diasRecordatorioAprobacion: 4, diasEscalamientoAprobacion: 4 });
    expect(juntos.statusCode).toBe(400);
    expect(juntos.json().errors.DiasEscalamientoAprobacion).toEqual([M.escalamientoTrasRecordatorio(4, 4)]);
    // One alone: checked against the stored other (escalation is 5).
    const solo = await configurar({ diasRecordatorioAprobacion: 6 });
    expect(solo.statusCode).toBe(400);
    expect(solo.json().errors.DiasRecordatorioAprobacion).toEqual([M.escalamientoTrasRecordatorio(6, 5)]);

    const ok = await configurar({ diasEscalamientoAprobacion: 10 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      regimen: 'GENERAL',
      diasRecordatorioAprobacion: 3,
      diasEscalamientoAprobacion: 10,
    });
    const [registro] = await t.base.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.tipoAccion, 'ACTUALIZAR_CONFIGURACION'))
      .orderBy(desc(auditoria.id))
      .limit(1);
    expect(registro).toMatchObject({
      datosAnteriores: { diasEscalamientoAprobacion: 5 },
      datosNuevos: { diasEscalamientoAprobacion: 10 },
    });
    expect(registro!.mensajeCorto).toContain('Días hábiles antes de escalar al jefe superior 5 → 10');
    expect((await configurar({ diasRecordatorioAprobacion: 6 })).statusCode).toBe(200);
  });
});
