import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { ENLACES_NOTIFICACION, PREFERENCIAS_POR_DEFECTO } from '@app/contract/notificaciones';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { auditoria, correosSalientes, notificaciones, preferenciasNotificacion } from '../../db/schema';

// ADR 031: the bell's rows, their routes and "Mis notificaciones".
let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba({ hoy: '2025-03-01', sesionInactividadMin: 5 });
});
afterAll(() => t.cerrar());

const pedir = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: conToken(token), payload });

/** The last bell row id, so a test sees only the rows its own step wrote. */
const ultimoId = async () => {
  const filas = await t.base.db.select({ id: notificaciones.id }).from(notificaciones);
  return Math.max(0, ...filas.map((f) => f.id));
};
const nuevasDesde = (desde: number) =>
  t.base.db.select().from(notificaciones).where(gt(notificaciones.id, desde)).orderBy(notificaciones.id);

async function equipo() {
  const jefe = await crearUsuario(t.base.db, { roles: ['Jefe'], nombres: 'Julia' });
  const empleada = await crearUsuario(t.base.db, {
    jefeId: jefe.id,
    fechaIngreso: '2023-06-01',
    nombres: 'Elena',
  });
  return {
    jefe,
    empleada,
    tj: await iniciarSesion(t.app, jefe.email),
    te: await iniciarSesion(t.app, empleada.email),
  };
}
const crearSolicitud = async (token: string, fechaInicio: string) => {
  const r = await pedir(token, 'POST', '/api/solicitud-vacaciones/crear-solicitud-vacaciones', {
    tipoVacaciones: 'libres',
    diasSolicitados: 2,
    fechaInicio,
    periodo: 2023,
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().id as number;
};

describe('cada evento deja exactamente un aviso en la campana de quien corresponde, con su enlace', () => {
  it('crear → jefe; aprobar y rechazar → titular; cancelar por la titular → jefe', async () => {
    const o = await equipo();
    let desde = await ultimoId();
    const id = await crearSolicitud(o.te, '2025-03-10');
    let nuevas = await nuevasDesde(desde);
    expect(nuevas).toHaveLength(1);
    expect(nuevas[0]).toMatchObject({
      usuarioId: o.jefe.id,
      tipo: 'SOLICITUD_CREADA',
      enlace: ENLACES_NOTIFICACION.solicitudDelEquipo(id),
      leidaEn: null,
    });
    expect(nuevas[0]!.titulo).toContain('Elena');

    desde = await ultimoId();
    expect(
      (await pedir(o.tj, 'PUT', `/api/solicitud-vacaciones/${id}/aprobar`, { accion: 'aprobar' })).statusCode,
    ).toBe(200);
    nuevas = await nuevasDesde(desde);
    expect(nuevas).toHaveLength(1);
    expect(nuevas[0]).toMatchObject({
      usuarioId: o.empleada.id,
      tipo: 'SOLICITUD_APROBADA',
      enlace: `/solicitudes?solicitud=${id}`,
    });

    const otra = await crearSolicitud(o.te, '2025-04-07');
    desde = await ultimoId();
    const rechazo = await pedir(o.tj, 'PUT', `/api/solicitud-vacaciones/${otra}/aprobar`, {
      accion: 'rechazar',
      comentarios: 'No hay reemplazo',
    });
    expect(rechazo.statusCode, rechazo.body).toBe(200);
    nuevas = await nuevasDesde(desde);
    expect(nuevas).toHaveLength(1);
    expect(nuevas[0]).toMatchObject({
      usuarioId: o.empleada.id,
      tipo: 'SOLICITUD_RECHAZADA',
      enlace: ENLACES_NOTIFICACION.solicitudPropia(otra),
    });

    const tercera = await crearSolicitud(o.te, '2025-05-05');
    desde = await ultimoId();
    const c = await pedir(o.te, 'PUT', `/api/solicitud-vacaciones/${tercera}/cancelar`, {
      MotivoCancelacion: 'Cambio de planes',
    });
    expect(c.statusCode, c.body).toBe(200);
    nuevas = await nuevasDesde(desde);
    expect(nuevas).toHaveLength(1);
    expect(nuevas[0]).toMatchObject({
      usuarioId: o.jefe.id,
      tipo: 'SOLICITUD_CANCELADA',
      enlace: ENLACES_NOTIFICACION.solicitudDelEquipo(tercera),
    });
  });

  it('un administrador restablece una contraseña: la persona recibe un aviso con el enlace al inicio de sesión y nunca la contraseña', async () => {
    const admin = await crearUsuario(t.base.db, { roles: ['Admin'] });
    const persona = await crearUsuario(t.base.db);
    const ta = await iniciarSesion(t.app, admin.email);
    const desde = await ultimoId();
    const r = await pedir(ta, 'POST', `/api/usuarios-admin/${persona.id}/reset-password`, {});
    expect(r.statusCode, r.body).toBe(200);
    const temporal = r.json().contrasenaTemporal as string;
    const nuevas = await nuevasDesde(desde);
    expect(nuevas).toHaveLength(1);
    expect(nuevas[0]).toMatchObject({
      usuarioId: persona.id,
      tipo: 'CONTRASENA_RESTABLECIDA',
      titulo: 'Un administrador restableció su contraseña',
      enlace: '/login',
    });
    expect(JSON.stringify(nuevas[0])).not.toContain(temporal);
    const correos = await t.base.db
      .select()
      .from(correosSalientes)
      .where(
        and(
          eq(correosSalientes.destinatarioId, persona.id),
          eq(correosSalientes.tipo, 'CONTRASENA_RESTABLECIDA'),
        ),
      );
    expect(correos).toHaveLength(1);
    expect(correos[0]!.texto).not.toContain(temporal);
    expect(correos[0]!.html).not.toContain(temporal);
    expect(correos[0]!.texto).toContain('/login');
  });
});

describe('GET/PUT /api/notificaciones: solo las propias', () => {
  it('lista de la más nueva a la más antigua, pagina, filtra no leídas, marca una y todas; la ajena es 404', async () => {
    const o = await equipo();
    const ids = [
      await crearSolicitud(o.te, '2025-03-10'),
      await crearSolicitud(o.te, '2025-04-07'),
      await crearSolicitud(o.te, '2025-05-05'),
    ];
    const lista = await pedir(o.tj, 'GET', '/api/notificaciones?pageSize=10');
    expect(lista.statusCode, lista.body).toBe(200);
    const cuerpo = lista.json();
    expect(cuerpo).toMatchObject({ total: 3, noLeidas: 3, pageNumber: 1, pageSize: 10 });
    expect(cuerpo.items.map((n: { enlace: string }) => n.enlace)).toEqual(
      [...ids].reverse().map(ENLACES_NOTIFICACION.solicitudDelEquipo),
    );
    expect(cuerpo.items[0]).toEqual({
      id: expect.any(Number),
      tipo: 'SOLICITUD_CREADA',
      titulo: expect.stringContaining('Elena'),
      mensaje: expect.any(String),
      enlace: ENLACES_NOTIFICACION.solicitudDelEquipo(ids[2]!),
      leida: false,
      fecha: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // The employee's own bell does not show the manager's rows.
    expect((await pedir(o.te, 'GET', '/api/notificaciones')).json()).toMatchObject({ total: 0, noLeidas: 0 });

    const [primera, segunda] = cuerpo.items as { id: number }[];
    // Someone else's id answers like a missing one, and changes nothing.
    const ajena = await pedir(o.te, 'PUT', `/api/notificaciones/${primera!.id}/leida`);
    expect(ajena.statusCode).toBe(404);
    expect((await pedir(o.te, 'PUT', '/api/notificaciones/2147483000/leida')).statusCode).toBe(404);
    expect((await pedir(o.tj, 'GET', '/api/notificaciones/no-leidas')).json()).toEqual({ noLeidas: 3 });

    const una = await pedir(o.tj, 'PUT', `/api/notificaciones/${primera!.id}/leida`);
    expect(una.statusCode, una.body).toBe(200);
    expect(una.json()).toEqual({ noLeidas: 2 });
    // Marking it again is harmless.
    expect((await pedir(o.tj, 'PUT', `/api/notificaciones/${primera!.id}/leida`)).json()).toEqual({
      noLeidas: 2,
    });
    const noLeidas = (await pedir(o.tj, 'GET', '/api/notificaciones?soloNoLeidas=true')).json();
    expect(noLeidas.total).toBe(2);
    expect(noLeidas.items.map((n: { id: number }) => n.id)).not.toContain(primera!.id);
    expect(noLeidas.items.map((n: { id: number }) => n.id)).toContain(segunda!.id);

    const pagina2 = (await pedir(o.tj, 'GET', '/api/notificaciones?pageSize=10&pageNumber=2')).json();
    expect(pagina2).toMatchObject({ items: [], total: 3, noLeidas: 2 });

    const todas = await pedir(o.tj, 'PUT', '/api/notificaciones/leidas');
    expect(todas.json()).toEqual({ noLeidas: 0 });
    expect((await pedir(o.tj, 'GET', '/api/notificaciones/no-leidas')).json()).toEqual({ noLeidas: 0 });
    expect(
      (await pedir(o.tj, 'GET', '/api/notificaciones'))
        .json()
        .items.every((n: { leida: boolean }) => n.leida),
    ).toBe(true);
    expect((await pedir(o.tj, 'GET', '/api/notificaciones?pageSize=7')).statusCode).toBe(400);
    expect((await pedir(o.tj, 'GET', '/api/notificaciones?soloNoLeidas=quizas')).statusCode).toBe(400);
  });
});

describe('Mis notificaciones (preferencias de correo)', () => {
  it('sin fila valen las de fábrica; guardar las cambia, las audita y gobierna el correo siguiente', async () => {
    const o = await equipo();
    const inicial = await pedir(o.tj, 'GET', '/api/notificaciones/preferencias');
    expect(inicial.json()).toEqual(PREFERENCIAS_POR_DEFECTO);

    const nuevas = { correoDecisiones: true, correoPendientes: false, resumenDiario: true };
    const r = await pedir(o.tj, 'PUT', '/api/notificaciones/preferencias', nuevas);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual(nuevas);
    expect((await pedir(o.tj, 'GET', '/api/notificaciones/preferencias')).json()).toEqual(nuevas);
    const registros = await t.base.db
      .select()
      .from(auditoria)
      .where(
        and(
          eq(auditoria.tipoAccion, 'CAMBIAR_PREFERENCIAS_NOTIFICACION'),
          eq(auditoria.usuarioEjecutorId, o.jefe.id),
        ),
      );
    expect(registros).toHaveLength(1);
    expect(registros[0]).toMatchObject({
      modulo: 'CONFIGURACION',
      usuarioAfectadoId: o.jefe.id,
      datosAnteriores: PREFERENCIAS_POR_DEFECTO,
      datosNuevos: nuevas,
    });
    // Another person's choices are untouched.
    expect((await pedir(o.te, 'GET', '/api/notificaciones/preferencias')).json()).toEqual(
      PREFERENCIAS_POR_DEFECTO,
    );

    // Waiting requests no longer e-mail the manager; the bell still shows them.
    const desde = await ultimoId();
    await crearSolicitud(o.te, '2025-03-10');
    expect(await nuevasDesde(desde)).toHaveLength(1);
    const correos = await t.base.db
      .select()
      .from(correosSalientes)
      .where(eq(correosSalientes.destinatarioId, o.jefe.id));
    expect(correos).toHaveLength(0);

    const malo = await pedir(o.tj, 'PUT', '/api/notificaciones/preferencias', {
      correoDecisiones: 'sí',
      correoPendientes: false,
    });
    expect(malo.statusCode).toBe(400);
    expect((await pedir(o.tj, 'GET', '/api/notificaciones/preferencias')).json()).toEqual(nuevas);
  });
});

describe('el conteo que la web consulta sola no mantiene viva la sesión', () => {
  it('una sesión que solo consulta /no-leidas vence tras SESION_INACTIVIDAD_MIN; cualquier otra llamada la renueva', async () => {
    const u = await crearUsuario(t.base.db);
    const token = await iniciarSesion(t.app, u.email);
    const otro = await iniciarSesion(t.app, u.email);
    const minuto = 60_000;
    // Five minutes idle allowed (crearAppDePrueba above): poll every minute for six.
    for (let i = 0; i < 4; i++) {
      t.reloj.adelantar(minuto);
      expect((await pedir(token, 'GET', '/api/notificaciones/no-leidas')).statusCode).toBe(200);
      expect((await pedir(otro, 'GET', '/api/notificaciones')).statusCode).toBe(200);
    }
    t.reloj.adelantar(minuto + 30_000);
    expect((await pedir(otro, 'GET', '/api/notificaciones/no-leidas')).statusCode).toBe(200);
    const vencida = await pedir(token, 'GET', '/api/notificaciones/no-leidas');
    expect(vencida.statusCode).toBe(401);
    // The session that made other calls is still alive.
    expect((await pedir(otro, 'GET', '/api/notificaciones/preferencias')).statusCode).toBe(200);
  });
});

describe('el notificador escribe en lotes de varias filas', () => {
  it('1.200 avisos en una transacción: cada clave una vez en la campana y en la bandeja; repetidos, ninguno más', async () => {
    const { crearNotificador } = await import('./notificador.service');
    const notificador = crearNotificador({ appUrl: 'https://descanso.prueba.pe' });
    const personas: Awaited<ReturnType<typeof crearUsuario>>[] = [];
    for (let i = 0; i < 3; i++) personas.push(await crearUsuario(t.base.db));
    const avisos = Array.from({ length: 1200 }, (_, i) => ({
      tipo: 'RIESGO_VENCIMIENTO' as const,
      destinatarioId: personas[i % 3]!.id,
      titulo: `Aviso ${i}`,
      mensaje: `Mensaje ${i}`,
      enlace: ENLACES_NOTIFICACION.dashboard,
      clave: `LOTE:${i}`,
    }));
    const desde = await ultimoId();
    await t.base.db.transaction((tx) => notificador.notificar(tx, avisos));
    // The same avisos again, plus one repeated inside the call: nothing new is written.
    await t.base.db.transaction((tx) => notificador.notificar(tx, [...avisos, avisos[0]!]));
    const nuevas = await nuevasDesde(desde);
    expect(nuevas).toHaveLength(1200);
    expect(new Set(nuevas.map((n) => n.clave)).size).toBe(1200);
    expect(nuevas.filter((n) => n.usuarioId === personas[1]!.id)).toHaveLength(400);
    const correos = await t.base.db
      .select({ clave: correosSalientes.clave, para: correosSalientes.para })
      .from(correosSalientes)
      .where(
        and(eq(correosSalientes.tipo, 'RIESGO_VENCIMIENTO'), gt(correosSalientes.fechaCreacion, new Date(0))),
      );
    const deEsteLote = correos.filter((c) => c.clave?.startsWith('LOTE:'));
    expect(deEsteLote).toHaveLength(1200);
    expect(deEsteLote.find((c) => c.clave === 'LOTE:4')?.para).toBe(personas[1]!.email);
  });

  it('un lote con claves guarda cada texto tal cual (comillas, barras, saltos, tildes), en el orden dado, y respeta el resumen diario', async () => {
    const { crearNotificador } = await import('./notificador.service');
    const notificador = crearNotificador({ appUrl: 'https://descanso.prueba.pe' });
    const nombres = `María José "Pepa" O'Neill \\ Ñandú`;
    const conResumen = await crearUsuario(t.base.db, { nombres });
    const sinResumen = await crearUsuario(t.base.db);
    await t.base.db.insert(preferenciasNotificacion).values({
      usuarioId: conResumen.id,
      ...PREFERENCIAS_POR_DEFECTO,
      resumenDiario: true,
      fechaActualizacion: new Date(),
    });
    const titulo = `Período 2024: "vence" en 15 días — C:\\ruta\\ {a,b} 'ok' ✓`;
    const mensaje = `Línea uno\nLínea "dos" con \\n literal y <b>etiqueta</b>`;
    const avisos = [conResumen, sinResumen, conResumen].map((u, i) => ({
      tipo: 'SOLICITUD_APROBADA' as const,
      destinatarioId: u.id,
      titulo: `${titulo} #${i}`,
      mensaje,
      enlace: ENLACES_NOTIFICACION.dashboard,
      clave: `TEXTOS:${i}`,
    }));
    const desde = await ultimoId();
    await t.base.db.transaction((tx) => notificador.notificar(tx, avisos));
    const nuevas = await nuevasDesde(desde);
    expect(nuevas.map((n) => [n.clave, n.usuarioId, n.titulo, n.mensaje])).toEqual(
      avisos.map((a) => [a.clave, a.destinatarioId, a.titulo, mensaje]),
    );
    const correos = await t.base.db
      .select()
      .from(correosSalientes)
      .where(eq(correosSalientes.tipo, 'SOLICITUD_APROBADA'))
      .orderBy(correosSalientes.id);
    const deEsteLote = correos.filter((c) => c.clave?.startsWith('TEXTOS:'));
    expect(deEsteLote.map((c) => [c.clave, c.para, c.estado])).toEqual([
      ['TEXTOS:0', conResumen.email, 'EN_RESUMEN'],
      ['TEXTOS:1', sinResumen.email, 'PENDIENTE'],
      ['TEXTOS:2', conResumen.email, 'EN_RESUMEN'],
    ]);
    const primero = deEsteLote[0]!;
    expect(primero.asunto.startsWith(`${titulo} #0`)).toBe(true);
    expect(primero.texto).toContain(`Hola, ${nombres}:`);
    expect(primero.texto).toContain(mensaje);
    expect(primero.html).toContain('María José &quot;Pepa&quot;');
    expect(primero.html).toContain('&lt;b&gt;etiqueta&lt;/b&gt;');
    expect(primero.intentos).toBe(0);
    expect(Math.abs(primero.proximoIntento.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('un título cortado a 200 en medio de un emoji y un sustituto suelto quedan como U+FFFD, sin perder el lote', async () => {
    const { crearNotificador } = await import('./notificador.service');
    const notificador = crearNotificador({ appUrl: 'https://descanso.prueba.pe' });
    const persona = await crearUsuario(t.base.db);
    const titulo = `${'a'.repeat(199)}😀`;
    const avisos = [0, 1].map((i) => ({
      tipo: 'RIESGO_VENCIMIENTO' as const,
      destinatarioId: persona.id,
      titulo,
      mensaje: `Texto ${i} con \udc00 suelto`,
      enlace: ENLACES_NOTIFICACION.dashboard,
      clave: `SUSTITUTOS:${i}`,
    }));
    const desde = await ultimoId();
    await t.base.db.transaction((tx) => notificador.notificar(tx, avisos));
    const nuevas = await nuevasDesde(desde);
    expect(nuevas.map((n) => [n.clave, n.titulo, n.mensaje])).toEqual([
      ['SUSTITUTOS:0', `${'a'.repeat(199)}\ufffd`, 'Texto 0 con \ufffd suelto'],
      ['SUSTITUTOS:1', `${'a'.repeat(199)}\ufffd`, 'Texto 1 con \ufffd suelto'],
    ]);
    const correos = await t.base.db
      .select({
        clave: correosSalientes.clave,
        asunto: correosSalientes.asunto,
        texto: correosSalientes.texto,
      })
      .from(correosSalientes)
      .where(eq(correosSalientes.destinatarioId, persona.id))
      .orderBy(correosSalientes.id);
    expect(correos.map((c) => c.clave)).toEqual(['SUSTITUTOS:0', 'SUSTITUTOS:1']);
    // The subject is not cut at 200: its emoji arrives whole.
    expect(correos[0]!.asunto.startsWith(titulo)).toBe(true);
    expect(correos[0]!.texto).toContain('Texto 0 con \ufffd suelto');
  });
});
