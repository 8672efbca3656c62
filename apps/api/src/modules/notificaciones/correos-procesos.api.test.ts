// The outbox across real server processes (ADR 030): `kill -9` between claim and send loses nothing and
// duplicates nothing; `kill -9` after ENVIADO sends nothing again; two processes on one PostgreSQL deliver each
// message once. The SMTP server runs in the test process; the servers are child processes (test/servidor-hijo.ts).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { correosSalientes, usuarios } from '../../db/schema';
import { asegurarCatalogo } from '../../db/semilla-base';
import { CONTRASENA_PRUEBA, crearUsuario } from '../../../test/factories';
import { registrarSecreto, volcarBandeja } from '../../../test/registro-de-pruebas';
import {
  arrancarServidor,
  baseParaHijo,
  detenerTodos,
  pedir,
  puertoLibre,
} from '../../../test/servidor-hijo';
import { dosProcesosSobreBaseVacia } from '../../../test/dos-procesos';
import { esperarHasta } from '../../../test/esperar';
import { arrancarServidorSmtp, type ServidorSmtp } from '../../../test/servidor-smtp';

const APP_URL = 'https://vacaciones.prueba.pe';

let smtp: ServidorSmtp;
const limpiar: (() => Promise<void>)[] = [];
beforeAll(async () => {
  smtp = await arrancarServidorSmtp();
});
afterAll(async () => {
  await detenerTodos();
  for (const f of limpiar.reverse()) await f().catch(() => {});
  await smtp?.cerrar();
});

/**
 * The child's database, prepared before it starts (PGlite allows one process at a time): migrated, with the
 * catalogue and a small team. `abrir` opens it again for the test (PGlite: only while no child runs).
 */
async function baseConEquipo() {
  const { env, abrir } = await baseParaHijo(limpiar, 'correo');
  const base = await abrir();
  await asegurarCatalogo(base.db, 'Empresa de Pruebas');
  const jefe = await crearUsuario(base.db, { roles: ['Jefe'] });
  const empleada = await crearUsuario(base.db, { jefeId: jefe.id, fechaIngreso: '2023-06-01' });
  const admin = await crearUsuario(base.db, { roles: ['Admin'] });
  await base.cerrar();
  return { env, abrir, jefe, empleada, admin };
}

describe('kill -9 del proceso que envía', () => {
  it('entre el reclamo y la aceptación: tras reiniciar se entrega una vez; tras ENVIADO: no se envía de nuevo', async () => {
    const o = await baseConEquipo();
    const puerto = await puertoLibre();
    const arrancar = () =>
      arrancarServidor({
        env: {
          ...o.env,
          APP_TODAY: '2025-03-01',
          APP_URL,
          SMTP_URL: smtp.url,
          CORREO_INTERVALO_MS: '100',
          // A short lease, so the restarted process takes the orphaned claim back quickly.
          CORREO_RECLAMO_SEGUNDOS: '1',
        },
        puerto,
        etiqueta: 'correo-caida',
      });
    const entrar = async (url: string, email: string) =>
      (
        await pedir(url, 'POST', '/api/account/login', {
          cuerpo: { username: email, password: CONTRASENA_PRUEBA },
        })
      ).cuerpo.token as string;
    const bandeja = async (url: string, token: string) =>
      (await pedir(url, 'GET', '/api/correos?PageSize=50', { token })).cuerpo.correos as {
        id: number;
        estado: string;
        intentos: number;
        para: string;
      }[];
    const crear = async (url: string, token: string, fechaInicio: string) => {
      const r = await pedir(url, 'POST', '/api/solicitud-vacaciones/crear-solicitud-vacaciones', {
        token,
        cuerpo: { tipoVacaciones: 'libres', diasSolicitados: 1, fechaInicio, periodo: 2023 },
      });
      expect(r.status, JSON.stringify(r.cuerpo)).toBe(200);
    };

    // 1. The SMTP server takes the DATA and never answers: the message is claimed, not accepted.
    smtp.modo = 'detener';
    let hijo = await arrancar();
    let tokenAdmin = await entrar(hijo.url, o.admin.email);
    await crear(hijo.url, await entrar(hijo.url, o.empleada.email), '2025-04-07');
    await smtp.esperarDatos(1);
    expect(await bandeja(hijo.url, tokenAdmin)).toMatchObject([
      { estado: 'ENVIANDO', intentos: 1, para: o.jefe.email },
    ]);
    await hijo.detener('SIGKILL');
    expect(smtp.mensajes).toHaveLength(0);

    // 2. Restarted with a working server: the orphaned claim is taken again after the lease and delivered once.
    smtp.modo = 'aceptar';
    hijo = await arrancar();
    tokenAdmin = await entrar(hijo.url, o.admin.email);
    const entregado = await esperarHasta(
      'a que el reinicio entregue el correo reclamado',
      () => bandeja(hijo.url, tokenAdmin),
      (c) => c[0]?.estado === 'ENVIADO',
    );
    expect(entregado).toMatchObject([{ estado: 'ENVIADO', intentos: 2 }]);
    expect(smtp.mensajes).toHaveLength(1);
    expect(smtp.mensajes[0]!.para).toEqual([o.jefe.email]);
    const primero = smtp.mensajes[0]!.messageId;

    // 3. kill -9 after ENVIADO, restart, and one more request: once that one is delivered the restarted worker has
    // had its rounds, and the first message was not sent again.
    await hijo.detener('SIGKILL');
    hijo = await arrancar();
    tokenAdmin = await entrar(hijo.url, o.admin.email);
    await crear(hijo.url, await entrar(hijo.url, o.empleada.email), '2025-04-14');
    const ambos = await esperarHasta(
      'a que los dos correos queden ENVIADO',
      () => bandeja(hijo.url, tokenAdmin),
      (c) => c.length === 2 && c.every((x) => x.estado === 'ENVIADO'),
    );
    expect(ambos.map((c) => c.intentos)).toEqual([1, 2]);
    expect(smtp.mensajes).toHaveLength(2);
    expect(smtp.mensajes.filter((m) => m.messageId === primero)).toHaveLength(1);
    await hijo.detener('SIGTERM');

    const base = await o.abrir();
    try {
      await volcarBandeja(base.db);
    } finally {
      await base.cerrar();
    }
  }, 180_000);
});

const ADMIN = { email: 'admin.correo@prueba.pe', contrasena: 'CorreoDos#2026' };
registrarSecreto(ADMIN.contrasena);

describe.skipIf(inject('motorPruebas') !== 'postgres')('dos procesos sobre un PostgreSQL', () => {
  it('entregan cada correo una sola vez: cada fila se reclama una vez y cada Message-ID llega una vez', async () => {
    smtp.mensajes.length = 0;
    smtp.modo = 'aceptar';
    const procesos = await dosProcesosSobreBaseVacia({
      env: {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.contrasena,
        APP_TODAY: '2025-03-01',
        APP_URL,
        SMTP_URL: smtp.url,
        CORREO_INTERVALO_MS: '20',
      },
      etiquetas: ['correo-a', 'correo-b'],
      aLaVez: false,
    });
    limpiar.push(() => procesos.cerrar());
    const { db } = procesos.base;
    const [admin] = await db.select().from(usuarios).where(eq(usuarios.email, ADMIN.email));
    const N = 60;
    // Queued in one commit, as a burst of events would be; both workers are polling every 20 ms.
    await db.insert(correosSalientes).values(
      Array.from({ length: N }, (_, i) => ({
        tipo: 'IMPORTACION_TERMINADA' as const,
        destinatarioId: admin!.id,
        para: admin!.email,
        asunto: `Aviso ${i + 1} · Empresa`,
        texto: `Aviso ${i + 1}`,
        html: `<p>Aviso ${i + 1}</p>`,
      })),
    );
    const filas = await esperarHasta(
      `a que los ${N} correos queden ENVIADO`,
      () => db.select().from(correosSalientes),
      (f) => f.length === N && f.every((x) => x.estado === 'ENVIADO'),
    );
    expect(filas.every((f) => f.intentos === 1)).toBe(true);
    expect(smtp.mensajes).toHaveLength(N);
    expect(new Set(smtp.mensajes.map((m) => m.messageId)).size).toBe(N);
    expect(new Set(smtp.mensajes.map((m) => m.asunto)).size).toBe(N);
    const [{ n }] = (
      (await db.execute(
        sql`select count(*)::int as n from correos_salientes where estado <> 'ENVIADO'`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows as [{ n: number }];
    expect(n).toBe(0);
    await volcarBandeja(db);
  }, 180_000);
});
