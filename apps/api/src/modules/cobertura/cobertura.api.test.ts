import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MENSAJES_COBERTURA } from '@app/contract/cobertura';
import { calcularFechaFin } from '@app/contract/fechas';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria, solicitudesVacaciones, usuarios } from '../../db/schema';

// Coverage rules: the department's limit, the employee's warning and the manager's approval.
let t: AppDePrueba;
let tokenAdmin: string;
beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2025-06-02' });
  const admin = await crearUsuario(t.base.db, { roles: ['Admin'] });
  tokenAdmin = await iniciarSesion(t.app, admin.email);
});
afterAll(() => t.cerrar());

type Metodo = 'GET' | 'POST' | 'PUT';
const llamar = (token: string, method: Metodo, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: conToken(token), ...(payload ? { payload } : {}) });

let secuencia = 0;
/** A department through the admin API, with its rule (or none). */
async function departamento(regla: { coberturaMaxima?: number | null; coberturaTipo?: string | null } = {}) {
  secuencia += 1;
  const r = await llamar(tokenAdmin, 'POST', '/api/departamentos', {
    codigo: `COB${secuencia}`,
    nombre: `Cobertura ${secuencia}`,
    ...regla,
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().departamento as { id: number; nombre: string };
}

async function persona(departamentoId: number, o: Parameters<typeof crearUsuario>[1] = {}) {
  const u = await crearUsuario(t.base.db, { fechaIngreso: '2023-06-01', ...o });
  await t.base.db.update(usuarios).set({ departamentoId }).where(eq(usuarios.id, u.id));
  return u;
}

/** A request stored as it is, for the people already out (or not: rejected, cancelled). */
async function fuera(
  usuarioId: number,
  inicio: string,
  dias: number,
  estado: 'Aprobada' | 'Pendiente' | 'Rechazada' | 'Cancelada' = 'Aprobada',
) {
  await t.base.db.insert(solicitudesVacaciones).values({
    usuarioId,
    tipoVacaciones: 'libres',
    diasSolicitados: dias,
    fechaInicio: inicio,
    fechaFin: calcularFechaFin(inicio, dias),
    periodo: 2023,
    estado,
  });
}

const cobertura = (token: string, fechaInicio: string, fechaFin: string) =>
  llamar(token, 'GET', `/api/calendario/cobertura?fechaInicio=${fechaInicio}&fechaFin=${fechaFin}`);

describe('regla de cobertura del departamento', () => {
  it.each([
    [{ coberturaMaxima: 2 }, 'coberturaTipo', MENSAJES_COBERTURA.incompleta],
    [{ coberturaTipo: 'PERSONAS' }, 'coberturaMaxima', MENSAJES_COBERTURA.incompleta],
    [{ coberturaMaxima: 101, coberturaTipo: 'PORCENTAJE' }, 'coberturaMaxima', MENSAJES_COBERTURA.porcentaje],
    [{ coberturaMaxima: 0, coberturaTipo: 'PERSONAS' }, 'coberturaMaxima', MENSAJES_COBERTURA.minimo],
    [{ coberturaMaxima: 10001, coberturaTipo: 'PERSONAS' }, 'coberturaMaxima', MENSAJES_COBERTURA.personas],
    [{ coberturaMaxima: 2.5, coberturaTipo: 'PERSONAS' }, 'coberturaMaxima', MENSAJES_COBERTURA.entero],
    [{ coberturaMaxima: 3, coberturaTipo: 'TURNOS' }, 'coberturaTipo', 'PERSONAS o PORCENTAJE'],
  ])('rechaza %j con 400 en %s', async (regla, campo, mensaje) => {
    const r = await llamar(tokenAdmin, 'POST', '/api/departamentos', {
      codigo: 'MAL',
      nombre: 'Mal configurado',
      ...regla,
    });
    expect(r.statusCode).toBe(400);
    const cuerpo = r.json();
    expect(Object.keys(cuerpo.errors).map((k) => k.toLowerCase())).toContain(campo.toLowerCase());
    expect(JSON.stringify(cuerpo.errors)).toContain(mensaje);
  });

  it('guarda la regla, la lista, y la audita como texto legible al crear y al cambiarla', async () => {
    const d = await departamento({ coberturaMaxima: 20, coberturaTipo: 'PORCENTAJE' });
    const lista = await llamar(
      tokenAdmin,
      'GET',
      `/api/departamentos?busqueda=${encodeURIComponent(d.nombre)}`,
    );
    expect(lista.json().departamentos[0]).toMatchObject({ coberturaMaxima: 20, coberturaTipo: 'PORCENTAJE' });

    const cambio = await llamar(tokenAdmin, 'PUT', `/api/departamentos/${d.id}`, {
      codigo: `COB${secuencia}`,
      nombre: d.nombre,
      coberturaMaxima: 2,
      coberturaTipo: 'PERSONAS',
    });
    expect(cambio.statusCode, cambio.body).toBe(200);
    expect(cambio.json().departamento).toMatchObject({ coberturaMaxima: 2, coberturaTipo: 'PERSONAS' });
    const quitar = await llamar(tokenAdmin, 'PUT', `/api/departamentos/${d.id}`, {
      codigo: `COB${secuencia}`,
      nombre: d.nombre,
      coberturaMaxima: '',
      coberturaTipo: '',
    });
    expect(quitar.json().departamento).toMatchObject({ coberturaMaxima: null, coberturaTipo: null });

    const eventos = await t.base.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.tablaAfectada, 'departamentos'), eq(auditoria.registroId, String(d.id))))
      .orderBy(auditoria.id);
    expect(eventos.map((e) => e.tipoAccion)).toEqual([
      'CREAR_DEPARTAMENTO',
      'ACTUALIZAR_DEPARTAMENTO',
      'ACTUALIZAR_DEPARTAMENTO',
    ]);
    expect(eventos[0]!.datosNuevos).toMatchObject({ cobertura: '20 %' });
    expect(eventos[1]!.datosAnteriores).toMatchObject({ cobertura: '20 %' });
    expect(eventos[1]!.datosNuevos).toMatchObject({ cobertura: '2 personas' });
    expect(eventos[2]!.datosNuevos).toMatchObject({ cobertura: 'Sin límite' });
  });

  it('un departamento sin regla no advierte nunca', async () => {
    const d = await departamento();
    const [a, b] = [await persona(d.id), await persona(d.id)];
    await fuera(a.id, '2025-07-01', 5);
    await fuera(b.id, '2025-07-01', 5);
    const yo = await persona(d.id);
    const r = await cobertura(await iniciarSesion(t.app, yo.email), '2025-07-01', '2025-07-05');
    expect(r.json()).toEqual({ regla: null, excesos: [] });
  });
});

describe('aviso al empleado que elige fechas', () => {
  it('PERSONAS: advierte solo los días en que se pasaría del límite, y en cuánto; en el límite no advierte', async () => {
    const d = await departamento({ coberturaMaxima: 2, coberturaTipo: 'PERSONAS' });
    const [a, b, c, yo] = [
      await persona(d.id),
      await persona(d.id),
      await persona(d.id),
      await persona(d.id),
    ];
    await fuera(a.id, '2025-07-01', 5); // 1–5 Jul
    await fuera(b.id, '2025-07-03', 5, 'Pendiente'); // 3–7 Jul: pending also counts
    await fuera(c.id, '2025-07-04', 1); // 4 Jul
    const r = await cobertura(await iniciarSesion(t.app, yo.email), '2025-07-01', '2025-07-06');
    expect(r.statusCode, r.body).toBe(200);
    const cuerpo = r.json();
    expect(cuerpo.regla).toMatchObject({
      departamentoId: d.id,
      departamento: d.nombre,
      coberturaMaxima: 2,
      coberturaTipo: 'PERSONAS',
      limite: 2,
    });
    // 1–2 Jul: 1+me = 2 (at the limit, no warning); 3, 5 Jul: 3; 4 Jul: 4; 6 Jul: b+me = 2.
    expect(cuerpo.excesos).toEqual([
      { fecha: '2025-07-03', departamentoId: d.id, departamento: d.nombre, fuera: 3, limite: 2, exceso: 1 },
      { fecha: '2025-07-04', departamentoId: d.id, departamento: d.nombre, fuera: 4, limite: 2, exceso: 2 },
      { fecha: '2025-07-05', departamentoId: d.id, departamento: d.nombre, fuera: 3, limite: 2, exceso: 1 },
    ]);
  });

  it('PORCENTAJE: el límite es el porcentaje de las personas activas, redondeado hacia abajo', async () => {
    // 5 active people at 50 % → 2 may be out; an inactive one neither counts in the base nor as out.
    const d = await departamento({ coberturaMaxima: 50, coberturaTipo: 'PORCENTAJE' });
    const gente = [await persona(d.id), await persona(d.id), await persona(d.id), await persona(d.id)];
    const yo = await persona(d.id);
    const inactiva = await persona(d.id, { activo: false });
    await fuera(inactiva.id, '2025-08-01', 3);
    await fuera(gente[0]!.id, '2025-08-01', 3);
    const token = await iniciarSesion(t.app, yo.email);
    const enElLimite = (await cobertura(token, '2025-08-01', '2025-08-03')).json();
    expect(enElLimite.regla).toMatchObject({ personasActivas: 5, limite: 2, coberturaTipo: 'PORCENTAJE' });
    expect(enElLimite.excesos).toEqual([]);

    await fuera(gente[1]!.id, '2025-08-02', 1);
    const sobre = (await cobertura(token, '2025-08-01', '2025-08-03')).json();
    expect(sobre.excesos).toEqual([
      { fecha: '2025-08-02', departamentoId: d.id, departamento: d.nombre, fuera: 3, limite: 2, exceso: 1 },
    ]);
  });

  it('no cuentan otros departamentos ni las solicitudes rechazadas o canceladas', async () => {
    const d = await departamento({ coberturaMaxima: 1, coberturaTipo: 'PERSONAS' });
    const otro = await departamento({ coberturaMaxima: 1, coberturaTipo: 'PERSONAS' });
    const [rechazada, cancelada, yo] = [await persona(d.id), await persona(d.id), await persona(d.id)];
    const deOtro = await persona(otro.id);
    await fuera(rechazada.id, '2025-09-01', 5, 'Rechazada');
    await fuera(cancelada.id, '2025-09-01', 5, 'Cancelada');
    await fuera(deOtro.id, '2025-09-01', 5);
    const r = (await cobertura(await iniciarSesion(t.app, yo.email), '2025-09-01', '2025-09-05')).json();
    expect(r.regla).toMatchObject({ departamentoId: d.id, limite: 1 });
    expect(r.excesos).toEqual([]);
  });

  it('no cuenta dos veces a quien ya está fuera esos días', async () => {
    const d = await departamento({ coberturaMaxima: 1, coberturaTipo: 'PERSONAS' });
    const yo = await persona(d.id);
    await fuera(yo.id, '2025-10-01', 3, 'Pendiente');
    const r = (await cobertura(await iniciarSesion(t.app, yo.email), '2025-10-01', '2025-10-03')).json();
    expect(r.excesos).toEqual([]);
  });

  it('responde siempre sobre el propio departamento y valida el periodo', async () => {
    const mio = await departamento({ coberturaMaxima: 5, coberturaTipo: 'PERSONAS' });
    const yo = await persona(mio.id);
    const token = await iniciarSesion(t.app, yo.email);
    // Extra parameters cannot point it at another department.
    const r = await llamar(
      token,
      'GET',
      '/api/calendario/cobertura?fechaInicio=2025-07-01&fechaFin=2025-07-02&departamentoId=1',
    );
    expect(r.statusCode).toBe(200);
    expect(r.json().regla.departamentoId).toBe(mio.id);
    const alReves = await cobertura(token, '2025-07-05', '2025-07-01');
    expect(alReves.statusCode).toBe(400);
    expect(alReves.body).toContain(MENSAJES_COBERTURA.rangoFechas);
    expect((await cobertura(token, '2025-01-01', '2026-01-02')).body).toContain(
      MENSAJES_COBERTURA.rangoLargo,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/calendario/cobertura' })).statusCode).toBe(401);
  });
});

describe('aprobación sobre la cobertura', () => {
  it('el jefe ve los días que se pasarían, aprueba igual y la auditoría guarda el aviso', async () => {
    const d = await departamento({ coberturaMaxima: 1, coberturaTipo: 'PERSONAS' });
    const jefe = await crearUsuario(t.base.db, { roles: ['Jefe'] });
    const empleada = await persona(d.id, { jefeId: jefe.id });
    const colega = await persona(d.id);
    await fuera(colega.id, '2025-07-15', 2); // 15–16 Jul
    const tokenEmpleada = await iniciarSesion(t.app, empleada.email);
    const creada = await llamar(
      tokenEmpleada,
      'POST',
      '/api/solicitud-vacaciones/crear-solicitud-vacaciones',
      {
        tipoVacaciones: 'libres',
        diasSolicitados: 5,
        fechaInicio: '2025-07-14',
        periodo: 2023,
      },
    );
    expect(creada.statusCode, creada.body).toBe(200);
    const id = creada.json().id as number;
    const tokenJefe = await iniciarSesion(t.app, jefe.email);

    // The request itself is counted once, though it is already pending.
    const previa = await llamar(tokenJefe, 'GET', `/api/calendario/cobertura/solicitud/${id}`);
    expect(previa.statusCode, previa.body).toBe(200);
    const esperado = [
      { fecha: '2025-07-15', departamentoId: d.id, departamento: d.nombre, fuera: 2, limite: 1, exceso: 1 },
      { fecha: '2025-07-16', departamentoId: d.id, departamento: d.nombre, fuera: 2, limite: 1, exceso: 1 },
    ];
    expect(previa.json().excesos).toEqual(esperado);

    const aprobada = await llamar(tokenJefe, 'PUT', `/api/solicitud-vacaciones/${id}/aprobar`, {
      accion: 'aprobar',
    });
    expect(aprobada.statusCode, aprobada.body).toBe(200);
    const [evento] = await t.base.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.tipoAccion, 'APROBAR_SOLICITUD'), eq(auditoria.registroId, String(id))));
    expect(evento!.severidad).toBe('WARNING');
    expect(evento!.mensajeCorto).toContain(`supera la cobertura de ${d.nombre} en 2 día(s)`);
    expect(evento!.datosNuevos).toMatchObject({ estado: 'Aprobada', coberturaExcedida: esperado });
  });

  it('aprobar sin exceso no deja aviso en la auditoría', async () => {
    const d = await departamento({ coberturaMaxima: 3, coberturaTipo: 'PERSONAS' });
    const jefe = await crearUsuario(t.base.db, { roles: ['Jefe'] });
    const empleada = await persona(d.id, { jefeId: jefe.id });
    const creada = await llamar(
      await iniciarSesion(t.app, empleada.email),
      'POST',
      '/api/solicitud-vacaciones/crear-solicitud-vacaciones',
      { tipoVacaciones: 'libres', diasSolicitados: 2, fechaInicio: '2025-07-21', periodo: 2023 },
    );
    const id = creada.json().id as number;
    const r = await llamar(
      await iniciarSesion(t.app, jefe.email),
      'PUT',
      `/api/solicitud-vacaciones/${id}/aprobar`,
      {
        accion: 'aprobar',
      },
    );
    expect(r.statusCode).toBe(200);
    const [evento] = await t.base.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.tipoAccion, 'APROBAR_SOLICITUD'), eq(auditoria.registroId, String(id))));
    expect(evento!.severidad).toBe('INFO');
    expect(evento!.datosNuevos).not.toHaveProperty('coberturaExcedida');
  });

  it('solo quien puede decidir la solicitud ve su cobertura: ni otra rama, ni el titular, ni un empleado', async () => {
    const d = await departamento({ coberturaMaxima: 1, coberturaTipo: 'PERSONAS' });
    const jefe = await crearUsuario(t.base.db, { roles: ['Jefe'] });
    const gerente = await crearUsuario(t.base.db, { roles: ['Jefe'] });
    await t.base.db.update(usuarios).set({ jefeId: gerente.id }).where(eq(usuarios.id, jefe.id));
    const otraRama = await crearUsuario(t.base.db, { roles: ['Jefe'] });
    const empleada = await persona(d.id, { jefeId: jefe.id });
    const companero = await persona(d.id, { jefeId: jefe.id });
    const tokenEmpleada = await iniciarSesion(t.app, empleada.email);
    const creada = await llamar(
      tokenEmpleada,
      'POST',
      '/api/solicitud-vacaciones/crear-solicitud-vacaciones',
      {
        tipoVacaciones: 'libres',
        diasSolicitados: 2,
        fechaInicio: '2025-07-28',
        periodo: 2023,
      },
    );
    const url = `/api/calendario/cobertura/solicitud/${creada.json().id}`;
    // Higher up the chain may decide it, so may see it.
    expect((await llamar(await iniciarSesion(t.app, gerente.email), 'GET', url)).statusCode).toBe(200);
    expect((await llamar(await iniciarSesion(t.app, otraRama.email), 'GET', url)).statusCode).toBe(403);
    expect((await llamar(tokenEmpleada, 'GET', url)).statusCode).toBe(403);
    expect((await llamar(await iniciarSesion(t.app, companero.email), 'GET', url)).statusCode).toBe(403);
    expect(
      (
        await llamar(
          await iniciarSesion(t.app, jefe.email),
          'GET',
          '/api/calendario/cobertura/solicitud/999999',
        )
      ).statusCode,
    ).toBe(404);
  });
});
