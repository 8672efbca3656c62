// Start-and-sign-in smoke test of the built server, started as `npm run start:servidor` starts it
// (apps/api/dist/iniciar.js, which on the embedded database is the server itself) with whatever `node` runs this script:
// an empty temporary DATA_DIR (so the demo company is seeded), a free loopback port, /api/health, sign-in as the
// demo administrator, /api/account/me, then a graceful stop. Any failure ends with exit code 1 and says why.
// With HUMO_DATABASE_URL (a PostgreSQL server) the same on a new database created there and dropped at the end.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVIDOR = path.join(RAIZ, 'apps/api/dist/server.js');
// What `npm run start:servidor` starts: on the embedded database, the server itself (ADR 057).
const INICIAR = path.join(RAIZ, 'apps/api/dist/iniciar.js');
const ADMIN = { username: 'admin@descanso.pe', password: 'Descanso#2026' };
const ESPERA_MS = 120_000;

const fallar = (mensaje) => {
  process.stderr.write(`HUMO FALLÓ: ${mensaje}\n`);
  process.exitCode = 1;
};

const puertoLibre = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

async function main() {
  for (const archivo of [SERVIDOR, INICIAR])
    if (!existsSync(archivo)) return fallar(`no existe ${archivo}: ejecute antes npm run build`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'descanso-humo-'));
  const postgres = process.env.HUMO_DATABASE_URL ? await baseNueva(process.env.HUMO_DATABASE_URL) : undefined;
  const puerto = await puertoLibre();
  const url = `http://127.0.0.1:${puerto}`;
  process.stdout.write(
    `Humo con Node ${process.version} en ${url} (${postgres ? `PostgreSQL, base ${postgres.nombre}` : `DATA_DIR=${dataDir}`})\n`,
  );
  const hijo = spawn(process.execPath, ['--max-old-space-size=256', '--max-semi-space-size=2', INICIAR], {
    cwd: RAIZ,
    env: {
      ...process.env,
      PORT: String(puerto),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RESPALDO_CADA_HORAS: '0',
    },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let errores = '';
  hijo.stderr.on('data', (d) => {
    errores += String(d);
    process.stderr.write(d);
  });
  const terminado = new Promise((resolve) =>
    hijo.once('exit', (codigo, senal) => resolve({ codigo, senal })),
  );

  try {
    const limite = Date.now() + ESPERA_MS;
    let sano = false;
    while (!sano && Date.now() < limite) {
      if (hijo.exitCode !== null)
        throw new Error(`el servidor terminó al iniciar (código ${hijo.exitCode}): ${errores}`);
      try {
        sano = (await fetch(`${url}/api/health`)).ok;
      } catch {
        // Still starting.
      }
      if (!sano) await new Promise((r) => setTimeout(r, 200));
    }
    if (!sano) throw new Error(`/api/health no respondió 200 en ${ESPERA_MS / 1000} s`);

    const login = await fetch(`${url}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cuerpoLogin = await login.json();
    if (login.status !== 200 || typeof cuerpoLogin.token !== 'string')
      throw new Error(`login respondió ${login.status}: ${cuerpoLogin.message ?? ''}`);

    const yo = await fetch(`${url}/api/account/me`, {
      headers: { authorization: `Bearer ${cuerpoLogin.token}` },
    });
    const cuerpoYo = await yo.json();
    if (yo.status !== 200 || cuerpoYo.userName !== ADMIN.username)
      throw new Error(`account/me respondió ${yo.status} (${cuerpoYo.userName ?? cuerpoYo.message ?? ''})`);

    hijo.kill('SIGTERM');
    const { codigo, senal } = await terminado;
    if (codigo !== 0) throw new Error(`el servidor no se detuvo limpio (código ${codigo}, señal ${senal})`);
    process.stdout.write(
      `Humo correcto con Node ${process.version} sobre ${postgres ? 'PostgreSQL' : 'PGlite'}: arranque, inicio de sesión y account/me\n`,
    );
  } catch (error) {
    fallar(error instanceof Error ? error.message : String(error));
    if (hijo.exitCode === null) {
      hijo.kill('SIGKILL');
      await terminado;
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.borrar();
  }
}

/** A new, empty database on the PostgreSQL server of `url`, and how to drop it. */
async function baseNueva(url) {
  const { default: pg } = await import('pg');
  const nombre = `descanso_humo_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${nombre} with (force)`);
  await admin.query(`create database ${nombre}`);
  const destino = new URL(url);
  destino.pathname = `/${nombre}`;
  return {
    nombre,
    url: destino.toString(),
    borrar: async () => {
      await admin.query(`drop database if exists ${nombre} with (force)`);
      await admin.end();
    },
  };
}

await main();
