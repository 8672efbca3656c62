// The outbox worker against a real SMTP server in the test process (ADR 030): who gets what, retries
// after refusals and dropped connections, permanent failures, no server, the daily digest, and the admin's view.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENLACES_NOTIFICACION } from '@app/contract/notificaciones';
import { buildApp } from '../../app';
import { auditoria, correosSalientes, preferenciasNotificacion } from '../../db/schema';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';
import { conToken, crearUsuario, iniciarSesion } from '../../../test/factories';
import { registrarSecreto } from '../../../test/registro-de-pruebas';
import { arrancarServidorSmtp, type ServidorSmtp } from '../../../test/servidor-smtp';
import { INTENTOS_MAXIMOS } from './correos.service';

const APP_URL = 'https://vacaciones.prueba.pe';
const EMPRESA = 'Empresa de Pruebas';
const CLAVE_SMTP = 'Smtp#Secreta2026';
registrarSecreto(CLAVE_SMTP);

let t: AppDePrueba;
let smtp: ServidorSmtp;
beforeAll(async () => {
  smtp = await arrancarServidorSmtp();
  // With credentials in the URL: no outbox row, log line or error may ever show them.
  t = await crearAppDePrueba({
    hoy: '2025-03-01',
    smtpUrl: smtp.urlConCredenciales('descanso', CLAVE_SMTP),
    appUrl: APP_URL,
  });
});
afterAll(async () => {
  await t?.cerrar();
  await smtp?.cerrar();
});
beforeEach(async () => {
  // Each test starts with an empty outbox and an obliging server.
  await t.base.db.delete(correosSalientes);
  smtp.mensajes.length = 0;
  smtp.modo = 'aceptar';
});

const enviar = () => t.app.bandejaDeSalida.enviar();
const crear = (token: string, fechaInicio: string, dias = 1) =>
  t.app.inject({
    method: 'POST',
    url: '/api/solicitud-vacaciones/crear-solicitud-vacaciones',
    headers: conToken(token),
    payload: { tipoVacaciones: 'libres', diasSolicitados: dias, fechaInicio, periodo: 2023 },
  });
const decidir = (token: string, id: number, accion: 'aprobar' | 'rechazar') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/solicitud-vacaciones/${id}/aprobar`,
    headers: conToken(token),
    payload: { accion, comentarios: accion === 'rechazar' ? 'No hay reemplazo' : undefined },
  });
const cancelar = (token: string, id: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/solicitud-vacaciones/${id}/cancelar`,
    headers: conToken(token),
    payload: { MotivoCancelacion: 'Cambio de planes' },
  });
const filas = () => t.base.db.select().from(correosSalientes).orderBy(correosSalientes.id);
/** Time passes: every row waiting for its next attempt is due now (the test does not wait out the backoff). */
const vencerEsperas = () =>
  t.base.db
    .update(correosSalientes)
    .set({ proximoIntento: sql`now()` })
    .where(eq(correosSalientes.estado, 'PENDIENTE'));

async function equipo() {
  const jefe = await crearUsuario(t.base.db, { roles: ['Jefe'] });
  const empleada = await crearUsuario(t.base.db, { jefeId: jefe.id, fechaIngreso: '2023-06-01' });
  const admin = await crearUsuario(t.base.db, { roles: ['Admin'] });
  return {
    jefe,
    empleada,
    admin,
    nombre: (u: { nombres: string }) => `${u.nombres} Prueba Test`,
    tokens: {
      jefe: await iniciarSesion(t.app, jefe.email),
      empleada: await iniciarSesion(t.app, empleada.email),
      admin: await iniciarSesion(t.app, admin.email),
    },
  };
}

/** The one message of the round: to whom, subject, both parts with the company name and the exact link. */
async function unMensaje(para: string, asunto: string, ruta: string) {
  const r = await enviar();
  expect(r).toMatchObject({ enviados: 1, reintentos: 0, fallidos: 0 });
  expect(smtp.mensajes).toHaveLength(1);
  const m = smtp.mensajes[0]!;
  const enlace = `${APP_URL}${ruta}`;
  expect(m.para).toEqual([para]);
  expect(m.de).toContain('no-responder@descanso.prueba');
  expect(m.asunto).toBe(`${asunto} · ${EMPRESA}`);
  expect(m.texto).toContain(enlace);
  expect(m.texto).toContain(EMPRESA);
  expect(m.html).toContain(`href="${enlace.replace(/&/g, '&amp;')}"`);
  expect(m.html).toContain(EMPRESA);
  expect(m.messageId).toMatch(/^<correo-\d+\.[0-9a-z]+@descanso\.prueba>$/);
  // Nothing left to send: a second round sends nothing more.
  expect(await enviar()).toMatchObject({ enviados: 0 });
  expect(smtp.mensajes).toHaveLength(1);
  smtp.mensajes.length = 0;
  return m;
}

describe('cada evento de una solicitud envía exactamente un correo a quien corresponde', () => {
  it('crear → el jefe; aprobar → la empleada; rechazar → la empleada', async () => {
    const o = await equipo();
    const id = (await crear(o.tokens.empleada, '2025-04-07')).json().id as number;
    const m = await unMensaje(
      o.jefe.email,
      `Nueva solicitud de vacaciones de ${o.nombre(o.empleada)}`,
      ENLACES_NOTIFICACION.solicitudDelEquipo(id),
    );
    expect(m.texto).toContain(`Hola, ${o.jefe.nombres}:`);
    expect(m.texto).toContain('1 día del 07/04/2025 al 07/04/2025');

    expect((await decidir(o.tokens.jefe, id, 'aprobar')).statusCode).toBe(200);
    const aprobada = await unMensaje(
      o.empleada.email,
      'Su solicitud de vacaciones fue aprobada',
      ENLACES_NOTIFICACION.solicitudPropia(id),
    );
    expect(aprobada.texto).toContain(`${o.nombre(o.jefe)} aprobó su solicitud`);

    const otra = (await crear(o.tokens.empleada, '2025-04-14')).json().id as number;
    await unMensaje(
      o.jefe.email,
      `Nueva solicitud de vacaciones de ${o.nombre(o.empleada)}`,
      ENLACES_NOTIFICACION.solicitudDelEquipo(otra),
    );
    expect((await decidir(o.tokens.jefe, otra, 'rechazar')).statusCode).toBe(200);
    const rechazada = await unMensaje(
      o.empleada.email,
      'Su solicitud de vacaciones fue rechazada',
      ENLACES_NOTIFICACION.solicitudPropia(otra),
    );
    expect(rechazada.texto).toContain('Comentarios: No hay reemplazo');
    expect(rechazada.html).toContain('Comentarios: No hay reemplazo');
  });

  it('la titular cancela → el jefe; el jefe cancela una aprobada → la empleada', async () => {
    const o = await equipo();
    const id = (await crear(o.tokens.empleada, '2025-04-21')).json().id as number;
    await enviar();
    smtp.mensajes.length = 0;
    expect((await cancelar(o.tokens.empleada, id)).statusCode).toBe(200);
    const m = await unMensaje(
      o.jefe.email,
      `${o.nombre(o.empleada)} canceló su solicitud de vacaciones`,
      ENLACES_NOTIFICACION.solicitudDelEquipo(id),
    );
    expect(m.texto).toContain('Motivo: Cambio de planes');

    const otra = (await crear(o.tokens.empleada, '2025-04-28')).json().id as number;
    expect((await decidir(o.tokens.jefe, otra, 'aprobar')).statusCode).toBe(200);
    await enviar();
    smtp.mensajes.length = 0;
    expect((await cancelar(o.tokens.jefe, otra)).statusCode).toBe(200);
    await unMensaje(
      o.empleada.email,
      'Su solicitud de vacaciones fue cancelada',
      ENLACES_NOTIFICACION.solicitudPropia(otra),
    );
  });
});

describe('una conexión SMTP para muchos correos (ADR 053)', () => {
  it('los correos de una ronda salen por una sola conexión, y tras un corte del servidor la siguiente abre otra sin reintentos', async () => {
    const o = await equipo();
    for (const inicio of ['2025-04-07', '2025-04-14', '2025-04-21'])
      expect((await crear(o.tokens.empleada, inicio)).statusCode).toBe(200);
    await smtp.cortarConexiones();
    const antes = smtp.conexiones;
    expect(await enviar()).toMatchObject({ enviados: 3, reintentos: 0, fallidos: 0 });
    expect(smtp.mensajes.map((m) => m.para)).toEqual([[o.jefe.email], [o.jefe.email], [o.jefe.email]]);
    expect(smtp.conexiones - antes).toBe(1);

    // The relay drops the idle connection: the next message opens a new one and goes out on its first attempt.
    await smtp.cortarConexiones();
    expect((await crear(o.tokens.empleada, '2025-04-28')).statusCode).toBe(200);
    expect(await enviar()).toMatchObject({ enviados: 1, reintentos: 0, fallidos: 0 });
    expect(smtp.mensajes).toHaveLength(4);
    expect(smtp.conexiones - antes).toBe(2);
  });
});

describe('un servidor que rechaza o corta la conexión lleva a reintentos, no a pérdidas', () => {
  for (const modo of ['rechazar-temporal', 'cortar'] as const) {
    it(`${modo}: el correo vuelve a PENDIENTE con una espera creciente y se entrega una sola vez`, async () => {
      const o = await equipo();
      await crear(o.tokens.empleada, '2025-05-05');
      smtp.modo = modo;
      expect(await enviar()).toMatchObject({ enviados: 0, reintentos: 1 });
      let [f] = await filas();
      expect(f).toMatchObject({ estado: 'PENDIENTE', intentos: 1 });
      expect(f!.ultimoError).toMatch(modo === 'cortar' ? /\S/ : /451/);
      expect(f!.ultimoError).not.toContain(CLAVE_SMTP);
      // Not due yet: a round now sends nothing.
      const espera1 = f!.proximoIntento.getTime() - Date.now();
      expect(espera1).toBeGreaterThan(20_000);
      expect(await enviar()).toMatchObject({ enviados: 0, reintentos: 0 });

      await vencerEsperas();
      expect(await enviar()).toMatchObject({ reintentos: 1 });
      [f] = await filas();
      expect(f).toMatchObject({ estado: 'PENDIENTE', intentos: 2 });
      // Exponential: the second wait is about twice the first.
      expect(f!.proximoIntento.getTime() - Date.now()).toBeGreaterThan(espera1 + 20_000);

      smtp.modo = 'aceptar';
      await vencerEsperas();
      expect(await enviar()).toMatchObject({ enviados: 1 });
      [f] = await filas();
      expect(f).toMatchObject({ estado: 'ENVIADO', intentos: 3, ultimoError: null });
      expect(f!.enviadoEn).not.toBeNull();
      expect(smtp.mensajes.map((m) => m.para)).toEqual([[o.jefe.email]]);
    });
  }

  it(`tras ${INTENTOS_MAXIMOS} intentos con fallos pasajeros queda FALLIDO`, async () => {
    const o = await equipo();
    await crear(o.tokens.empleada, '2025-05-12');
    smtp.modo = 'rechazar-temporal';
    for (let i = 1; i < INTENTOS_MAXIMOS; i++) {
      expect(await enviar()).toMatchObject({ reintentos: 1, fallidos: 0 });
      await vencerEsperas();
    }
    expect(await enviar()).toMatchObject({ reintentos: 0, fallidos: 1 });
    const [f] = await filas();
    expect(f).toMatchObject({ estado: 'FALLIDO', intentos: INTENTOS_MAXIMOS });
  });

  it('un rechazo permanente (5xx) queda FALLIDO al primer intento, visible en /api/correos y reintentable', async () => {
    const o = await equipo();
    await crear(o.tokens.empleada, '2025-05-19');
    smtp.modo = 'rechazar-permanente';
    expect(await enviar()).toMatchObject({ fallidos: 1 });

    const lista = await t.app.inject({
      method: 'GET',
      url: '/api/correos?estado=FALLIDO',
      headers: conToken(o.tokens.admin),
    });
    expect(lista.statusCode).toBe(200);
    const cuerpo = lista.json();
    expect(cuerpo).toMatchObject({ servidorConfigurado: true, totalCompleto: 1 });
    expect(cuerpo.porEstado.FALLIDO).toBe(1);
    const [c] = cuerpo.correos;
    expect(c).toMatchObject({
      tipo: 'SOLICITUD_CREADA',
      para: o.jefe.email,
      estado: 'FALLIDO',
      intentos: 1,
      enviadoEn: null,
    });
    expect(c.ultimoError).toMatch(/550/);
    expect(c.asunto).toContain('Nueva solicitud');
    // Never the body.
    expect(Object.keys(c)).not.toContain('texto');
    expect(Object.keys(c)).not.toContain('html');
    expect(lista.body).not.toContain(CLAVE_SMTP);

    smtp.modo = 'aceptar';
    const reintento = await t.app.inject({
      method: 'POST',
      url: `/api/correos/${c.id}/reintentar`,
      headers: conToken(o.tokens.admin),
    });
    expect(reintento.statusCode).toBe(200);
    expect(reintento.json().correo).toMatchObject({ estado: 'PENDIENTE', intentos: 0 });
    const [a] = await t.base.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.tipoAccion, 'REINTENTAR_CORREO'), eq(auditoria.registroId, String(c.id))));
    expect(a).toMatchObject({
      modulo: 'CONFIGURACION',
      usuarioEjecutorId: o.admin.id,
      datosAnteriores: { estado: 'FALLIDO', intentos: 1 },
      datosNuevos: { estado: 'PENDIENTE', intentos: 0 },
    });
    expect(await enviar()).toMatchObject({ enviados: 1 });
    expect(smtp.mensajes).toHaveLength(1);

    // Sent (or unknown): nothing to retry.
    const otraVez = await t.app.inject({
      method: 'POST',
      url: `/api/correos/${c.id}/reintentar`,
      headers: conToken(o.tokens.admin),
    });
    expect(otraVez.statusCode).toBe(409);
    expect(otraVez.json().message).toBe(
      'El correo está «Enviado»; solo se reintentan correos fallidos o sin servidor de correo',
    );
    const noExiste = await t.app.inject({
      method: 'POST',
      url: '/api/correos/999999/reintentar',
      headers: conToken(o.tokens.admin),
    });
    expect(noExiste.statusCode).toBe(404);
  });
});

describe('garantía ante una caída (ADR 030)', () => {
  it('un correo reclamado por un proceso que murió se toma de nuevo al vencer el plazo, no antes', async () => {
    const o = await equipo();
    await crear(o.tokens.empleada, '2025-05-26');
    // As a process leaves it when killed between claim and result.
    await t.base.db
      .update(correosSalientes)
      .set({ estado: 'ENVIANDO', reclamadoEn: sql`now()`, intentos: 1 });
    expect(await enviar()).toMatchObject({ enviados: 0 });
    expect(smtp.mensajes).toHaveLength(0);
    await t.base.db.update(correosSalientes).set({ reclamadoEn: sql`now() - interval '301 seconds'` });
    expect(await enviar()).toMatchObject({ enviados: 1 });
    expect(await filas()).toMatchObject([{ estado: 'ENVIADO', intentos: 2 }]);
    expect(smtp.mensajes).toHaveLength(1);
  });

  it('si el proceso murió tras la aceptación y antes de ENVIADO, el duplicado único lleva el mismo Message-ID', async () => {
    const o = await equipo();
    await crear(o.tokens.empleada, '2025-06-02');
    await enviar();
    // The accepted message whose ENVIADO was never written.
    await t.base.db
      .update(correosSalientes)
      .set({ estado: 'ENVIANDO', enviadoEn: null, reclamadoEn: sql`now() - interval '301 seconds'` });
    await enviar();
    await enviar();
    expect(smtp.mensajes).toHaveLength(2);
    expect(smtp.mensajes[1]!.messageId).toBe(smtp.mensajes[0]!.messageId);
  });

  it('dos trabajadores a la vez sobre la misma base envían cada correo una vez', async () => {
    const o = await equipo();
    for (const d of ['2025-06-09', '2025-06-16', '2025-06-23', '2025-06-30'])
      await crear(o.tokens.empleada, d);
    const filasCreadas = await filas();
    const otra = await buildApp({
      baseDeDatos: t.base,
      reloj: t.reloj,
      webDist: '/nonexistent',
      correo: { smtpUrl: smtp.url, remitente: 'Otro <otro@descanso.prueba>' },
    });
    try {
      const [r1, r2] = await Promise.all([enviar(), otra.bandejaDeSalida.enviar()]);
      expect(r1.enviados + r2.enviados).toBe(filasCreadas.length);
    } finally {
      await otra.close();
    }
    expect(smtp.mensajes).toHaveLength(filasCreadas.length);
    expect(new Set(smtp.mensajes.map((m) => m.messageId)).size).toBe(filasCreadas.length);
  });
});

describe('sin SMTP_URL', () => {
  it('los correos quedan SIN_SERVIDOR, visibles para el administrador, y salen al configurar un servidor', async () => {
    const sin = await crearAppDePrueba({ hoy: '2025-03-01' });
    try {
      const jefe = await crearUsuario(sin.base.db, { roles: ['Jefe'] });
      const empleada = await crearUsuario(sin.base.db, { jefeId: jefe.id, fechaIngreso: '2023-06-01' });
      const admin = await crearUsuario(sin.base.db, { roles: ['Admin'] });
      const r = await sin.app.inject({
        method: 'POST',
        url: '/api/solicitud-vacaciones/crear-solicitud-vacaciones',
        headers: conToken(await iniciarSesion(sin.app, empleada.email)),
        payload: { tipoVacaciones: 'libres', diasSolicitados: 1, fechaInicio: '2025-04-07', periodo: 2023 },
      });
      expect(r.statusCode).toBe(200);
      expect(await sin.app.bandejaDeSalida.enviar()).toMatchObject({ sinServidor: 1, enviados: 0 });
      const lista = await sin.app.inject({
        method: 'GET',
        url: '/api/correos',
        headers: conToken(await iniciarSesion(sin.app, admin.email)),
      });
      expect(lista.json()).toMatchObject({
        servidorConfigurado: false,
        correos: [{ estado: 'SIN_SERVIDOR', intentos: 0, para: jefe.email }],
      });

      // The same database, restarted with SMTP_URL.
      const con = await buildApp({
        baseDeDatos: sin.base,
        reloj: sin.reloj,
        webDist: '/nonexistent',
        correo: { smtpUrl: smtp.url, remitente: 'Descanso <no-responder@descanso.prueba>' },
      });
      try {
        expect(await con.bandejaDeSalida.enviar()).toMatchObject({ enviados: 1 });
      } finally {
        await con.close();
      }
      expect(smtp.mensajes.map((m) => m.para)).toEqual([[jefe.email]]);
    } finally {
      await sin.cerrar();
    }
  });
});

describe('resumen diario', () => {
  it('quien eligió el resumen recibe un solo correo por día con lo acumulado, aunque dos trabajadores lo armen a la vez', async () => {
    const o = await equipo();
    await t.base.db
      .insert(preferenciasNotificacion)
      .values({ usuarioId: o.jefe.id, correoDecisiones: true, correoPendientes: true, resumenDiario: true });
    const a = (await crear(o.tokens.empleada, '2025-07-07')).json().id as number;
    const b = (await crear(o.tokens.empleada, '2025-07-14')).json().id as number;
    expect(await enviar()).toMatchObject({ enviados: 0 });
    expect((await filas()).map((f) => f.estado)).toEqual(['EN_RESUMEN', 'EN_RESUMEN']);

    const otra = await buildApp({
      baseDeDatos: t.base,
      reloj: t.reloj,
      webDist: '/nonexistent',
      appUrl: APP_URL,
      correo: { smtpUrl: smtp.url, remitente: 'Otro <otro@descanso.prueba>' },
    });
    try {
      const [x, y] = await Promise.all([
        t.app.bandejaDeSalida.resumirDiario(),
        otra.bandejaDeSalida.resumirDiario(),
      ]);
      expect(x + y).toBe(1);
    } finally {
      await otra.close();
    }
    expect(await t.app.bandejaDeSalida.resumirDiario()).toBe(0);
    expect(await enviar()).toMatchObject({ enviados: 1 });
    const [m] = smtp.mensajes;
    expect(m!.para).toEqual([o.jefe.email]);
    expect(m!.asunto).toBe(`Su resumen diario: 2 avisos · ${EMPRESA}`);
    expect(m!.texto).toContain(`${APP_URL}${ENLACES_NOTIFICACION.solicitudDelEquipo(a)}`);
    expect(m!.texto).toContain(`${APP_URL}${ENLACES_NOTIFICACION.solicitudDelEquipo(b)}`);
    const tras = await filas();
    expect(tras.map((f) => f.estado)).toEqual(['RESUMIDO', 'RESUMIDO', 'ENVIADO']);
    expect(tras[2]).toMatchObject({
      tipo: 'RESUMEN_DIARIO',
      clave: `RESUMEN_DIARIO:${o.jefe.id}:2025-03-01`,
    });

    // Later the same day: it waits for tomorrow's digest.
    await crear(o.tokens.empleada, '2025-07-21');
    expect(await t.app.bandejaDeSalida.resumirDiario()).toBe(0);
    expect((await filas()).at(-1)!.estado).toBe('EN_RESUMEN');
    t.reloj.fijar('2025-03-02');
    try {
      expect(await t.app.bandejaDeSalida.resumirDiario()).toBe(1);
    } finally {
      t.reloj.fijar('2025-03-01');
    }
    expect(await enviar()).toMatchObject({ enviados: 1 });
    expect(smtp.mensajes[1]!.asunto).toBe(`Su resumen diario: 1 aviso · ${EMPRESA}`);
  });
});
