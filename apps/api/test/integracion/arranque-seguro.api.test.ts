// Safe defaults of a real start, with the real server as a child process on the embedded database:
// one server per DATA_DIR (a stale lock left by kill -9 does not block a restart), and loopback only while the demo
// company with its published password is loaded.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { registrarSecreto } from '../registro-de-pruebas';
import { arrancarServidor, detenerTodos, pedir, puertoLibre } from '../servidor-hijo';

const ADMIN = { email: 'admin.bloqueo@prueba.pe', contrasena: 'Bloqueo#Segura2026' };
registrarSecreto(ADMIN.contrasena);
registrarSecreto('Descanso#2026');

const carpetas: string[] = [];
const carpetaNueva = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'descanso-arranque-'));
  carpetas.push(dir);
  return dir;
};
afterAll(async () => {
  await detenerTodos();
  for (const dir of carpetas) rmSync(dir, { recursive: true, force: true });
});

const env = (dataDir: string) => ({
  DATA_DIR: dataDir,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.contrasena,
  APP_TODAY: '2025-06-15',
});

const iniciarSesion = async (url: string, email = ADMIN.email, contrasena = ADMIN.contrasena) => {
  const r = await pedir(url, 'POST', '/api/account/login', {
    cuerpo: { username: email, password: contrasena },
  });
  expect(r.status, JSON.stringify(r.cuerpo)).toBe(200);
  return r.cuerpo.token as string;
};

/** Whether something accepts TCP connections at this loopback address and port (127.0.0.2 is loopback too). */
const aceptaEn = (host: string, puerto: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect(puerto, host);
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });

// Only the embedded database lives in a folder of this machine; PostgreSQL handles many processes itself.
describe.skipIf(inject('motorPruebas') !== 'pglite')('arranque seguro sobre la base embebida', () => {
  it('un segundo servidor sobre la misma DATA_DIR termina con código 1 y una línea que nombra la carpeta y el PID; el primero sigue atendiendo', async () => {
    const dataDir = carpetaNueva();
    const primero = await arrancarServidor({ env: env(dataDir), etiqueta: 'bloqueo-primero' });
    const token = await iniciarSesion(primero.url);

    const segundo = await arrancarServidor({
      env: env(dataDir),
      etiqueta: 'bloqueo-segundo',
      esperarSalud: false,
    });
    expect(await segundo.terminado).toBe(1);
    const lineas = segundo.errores().trim().split('\n');
    expect(lineas).toEqual([
      `La carpeta de datos ${path.resolve(dataDir)} está en uso por otro proceso de Descanso (PID ${primero.proceso.pid}); deténgalo o use otra DATA_DIR.`,
    ]);

    const yo = await pedir(primero.url, 'GET', '/api/account/me', { token });
    expect(yo.status).toBe(200);
    expect(yo.cuerpo.userName).toBe(ADMIN.email);
    await primero.detener('SIGTERM');
  }, 120_000);

  it('tras kill -9 del servidor, uno nuevo arranca sobre la misma carpeta (el bloqueo huérfano no lo impide) y conserva la sesión', async () => {
    const dataDir = carpetaNueva();
    const primero = await arrancarServidor({ env: env(dataDir), etiqueta: 'bloqueo-kill9' });
    const token = await iniciarSesion(primero.url);
    await primero.detener('SIGKILL');
    // The lock file is still there, naming a process that no longer runs.
    expect(JSON.parse(readFileSync(path.join(dataDir, 'descanso.lock'), 'utf8')).pid).toBe(
      primero.proceso.pid,
    );

    const nuevo = await arrancarServidor({ env: env(dataDir), etiqueta: 'bloqueo-reinicio' });
    expect((await pedir(nuevo.url, 'GET', '/api/account/me', { token })).status).toBe(200);
    expect(nuevo.errores()).toBe('');
    await nuevo.detener('SIGTERM');
    expect(await nuevo.terminado).toBe(0);
  }, 120_000);

  it('con la empresa demo cargada y HOST sin definir escucha solo en 127.0.0.1 y lo advierte en el log; sin demo, en todas las interfaces', async () => {
    const puertoDemo = await puertoLibre();
    const demo = await arrancarServidor({
      env: { DATA_DIR: carpetaNueva(), HOST: '', SEED_DEMO: 'true', APP_TODAY: '2025-06-15' },
      puerto: puertoDemo,
      etiqueta: 'demo-loopback',
    });
    const entorno = await pedir(demo.url, 'GET', '/api/empresa/publica');
    expect(entorno.cuerpo).toMatchObject({ datosDemo: true });
    await iniciarSesion(demo.url, 'admin@descanso.pe', 'Descanso#2026');
    expect(await aceptaEn('127.0.0.1', puertoDemo)).toBe(true);
    expect(await aceptaEn('127.0.0.2', puertoDemo)).toBe(false);
    if (demo.archivoLog) {
      const avisos = readFileSync(demo.archivoLog, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { level: number; msg: string })
        .filter((l) => l.level === 40);
      // Besides the demo warning, only the one that says e-mail waits for SMTP_URL (unset here).
      expect(avisos.map((a) => a.msg).sort()).toEqual([
        expect.stringMatching(
          /^Datos de demostración cargados .*se escucha en 127\.0\.0\.1\. .*SEED_DEMO=false/,
        ),
        expect.stringMatching(/^Sin servidor de correo \(SMTP_URL\)/),
      ]);
    }
    await demo.detener('SIGTERM');

    const puertoReal = await puertoLibre();
    const real = await arrancarServidor({
      env: { ...env(carpetaNueva()), HOST: '' },
      puerto: puertoReal,
      etiqueta: 'sin-demo',
    });
    expect((await pedir(real.url, 'GET', '/api/empresa/publica')).cuerpo).toMatchObject({ datosDemo: false });
    expect(await aceptaEn('127.0.0.2', puertoReal)).toBe(true);
    await real.detener('SIGTERM');
  }, 180_000);
});
