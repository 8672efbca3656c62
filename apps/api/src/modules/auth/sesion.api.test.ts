import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { hashToken } from '../../lib/seguridad';
import { buscarSesionPorHash } from './auth.repository';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2025-03-01' });
});
afterAll(() => t.cerrar());

describe('la sesión de cada petición (issue 19)', () => {
  it('dice si alguna pendiente tiene el inicio pasado en ese día, leído en la misma consulta que la versión', async () => {
    const jefe = await crearUsuario(t.base.db, { roles: ['Jefe'] });
    const empleada = await crearUsuario(t.base.db, { jefeId: jefe.id, fechaIngreso: '2023-06-01' });
    const token = await iniciarSesion(t.app, empleada.email);
    const hash = hashToken(token);
    expect(await buscarSesionPorHash(t.base.db, hash, '2025-03-01')).toMatchObject({
      pendientesVencidas: false,
    });
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/solicitud-vacaciones/crear-solicitud-vacaciones',
      headers: conToken(token),
      payload: { tipoVacaciones: 'libres', diasSolicitados: 1, fechaInicio: '2025-03-10', periodo: 2023 },
    });
    expect(r.statusCode).toBe(200);
    // On its start day it is not late yet; the day after, it is.
    expect(await buscarSesionPorHash(t.base.db, hash, '2025-03-10')).toMatchObject({
      pendientesVencidas: false,
    });
    expect(await buscarSesionPorHash(t.base.db, hash, '2025-03-11')).toMatchObject({
      pendientesVencidas: true,
    });
  });

  it('un token desconocido no da sesión', async () => {
    expect(await buscarSesionPorHash(t.base.db, hashToken('no-existe'), '2025-03-01')).toBeUndefined();
  });
});
