// Interrupting an all-or-nothing import leaves no imported user behind: the server runs as a child process on its
// own database; the client cancels mid-run, then the server is killed mid-transaction and restarted.
import { afterAll, describe, expect, it } from 'vitest';
import { ZEventoProcesamiento } from '@app/contract/bulk-import';
import { registrarSecreto } from '../../../test/registro-de-pruebas';
import { arrancarServidor, baseParaHijo, detenerTodos, puertoLibre } from '../../../test/servidor-hijo';
import { aXlsx, filasValidas, TIPOS } from './bulk-import.fixtures';

const ADMIN = { email: 'admin.caida@prueba.pe', contrasena: 'Caida#Segura2026' };
registrarSecreto(ADMIN.contrasena);
const FILAS = 10_000;

const limpiar: (() => Promise<void>)[] = [];
afterAll(async () => {
  await detenerTodos();
  for (const f of limpiar.reverse()) await f().catch(() => {});
});

/** Where the child keeps its data: a fresh PGlite folder, or a fresh PostgreSQL database on the test server. */
const baseDelHijo = async () => (await baseParaHijo(limpiar, 'caida')).env;

const arrancar = (env: Record<string, string>, puerto: number) =>
  arrancarServidor({
    env: { ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.contrasena, APP_TODAY: '2025-06-15' },
    puerto,
    etiqueta: 'caida',
  });

async function entrar(base: string) {
  const r = await fetch(`${base}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.email, password: ADMIN.contrasena }),
  });
  expect(r.status).toBe(200);
  return ((await r.json()) as { token: string }).token;
}

async function contarImportados(base: string, token: string) {
  const r = await fetch(`${base}/api/usuarios-admin?Email=@caida.pe&PageSize=10`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(r.status).toBe(200);
  return ((await r.json()) as { totalCompleto: number }).totalCompleto;
}

/** Starts a streamed all-or-nothing process and reads its progress until the first batch is inserted. */
async function procesarHastaElPrimerLote(
  base: string,
  token: string,
  archivo: Buffer,
  clave: string,
  senal?: AbortSignal,
) {
  const datos = new FormData();
  datos.append('configuracion', JSON.stringify({ continuarConErrores: false }));
  datos.append('file', new Blob([new Uint8Array(archivo)], { type: TIPOS.xlsx }), `${clave}.xlsx`);
  const respuesta = await fetch(`${base}/api/bulkimport/process?claveEjecucion=${clave}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: 'application/x-ndjson' },
    body: datos,
    ...(senal ? { signal: senal } : {}),
  });
  expect(respuesta.status).toBe(200);
  const lector = respuesta.body!.getReader();
  const decodificador = new TextDecoder();
  let pendiente = '';
  for (;;) {
    const { value, done } = await lector.read();
    if (done) throw new Error('la importación terminó antes de poder interrumpirla');
    pendiente += decodificador.decode(value, { stream: true });
    const lineas = pendiente.split('\n');
    pendiente = lineas.pop()!;
    for (const linea of lineas) {
      const evento = ZEventoProcesamiento.parse(JSON.parse(linea));
      if (evento.tipo !== 'progreso') throw new Error(`evento inesperado: ${linea}`);
      if (evento.progreso.fase === 'creando' && evento.progreso.procesados > 0)
        return { lector, progreso: evento.progreso };
    }
  }
}

describe('interrupción de una importación todo-o-nada', () => {
  it('si el cliente cancela o el servidor muere a mitad del proceso, no queda ningún usuario importado', async () => {
    const env = await baseDelHijo();
    const puerto = await puertoLibre();
    const base = `http://127.0.0.1:${puerto}`;
    let hijo = await arrancar(env, puerto);
    const token = await entrar(base);
    const columnas = (await (
      await fetch(`${base}/api/bulkimport/columns`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { departamentos: { codigo: string }[] };
    const archivo = await aXlsx(
      filasValidas(FILAS, {
        inicio: 30_000_000,
        dominio: 'caida.pe',
        departamento: columnas.departamentos[0]!.codigo,
      }),
    );

    // The client goes away after the first batch (the wizard's Cancelar): the open transaction is rolled back.
    const control = new AbortController();
    const cancelada = await procesarHastaElPrimerLote(base, token, archivo, 'cancelada-0001', control.signal);
    expect(cancelada.progreso.procesados).toBeLessThan(FILAS);
    control.abort();
    let fase: string | undefined;
    for (let i = 0; i < 200 && fase !== 'cancelado'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const r = await fetch(`${base}/api/bulkimport/progreso/cancelada-0001`, {
        headers: { authorization: `Bearer ${token}` },
      });
      fase = ((await r.json()) as { fase?: string }).fase;
    }
    expect(fase).toBe('cancelado');
    expect(await contarImportados(base, token)).toBe(0);

    // The server is killed (SIGKILL) after the first batch of another run.
    const { lector, progreso } = await procesarHastaElPrimerLote(base, token, archivo, 'caida-0000001');
    expect(progreso.procesados).toBeLessThan(FILAS);
    await hijo.detener('SIGKILL');
    await lector.cancel().catch(() => {});

    // Started again on the same data: the open transaction is gone, and with it every imported user.
    hijo = await arrancar(env, puerto);
    const token2 = await entrar(base);
    expect(await contarImportados(base, token2)).toBe(0);
    await hijo.detener('SIGTERM');
  }, 240_000);
});
