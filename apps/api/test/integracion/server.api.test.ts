import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { arrancarServidor, detenerTodos } from '../servidor-hijo';

// Runs the real server as a child process: what `npm start` does.
const SERVIDOR = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'descanso-reinicio-'));
afterAll(async () => {
  await detenerTodos();
  rmSync(dataDir, { recursive: true, force: true });
});

async function conServidor<T>(trabajo: (url: string) => Promise<T>): Promise<T> {
  // SEED_DEMO empty: the default, which seeds the demo company into an empty embedded database.
  const servidor = await arrancarServidor({
    env: { DATA_DIR: dataDir, SEED_DEMO: '' },
    etiqueta: 'reinicio',
  });
  try {
    return await trabajo(servidor.url);
  } finally {
    await servidor.detener('SIGTERM');
  }
}

const entrar = async (url: string) => {
  const r = await fetch(`${url}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'empleado@descanso.pe', password: 'Descanso#2026' }),
  });
  expect(r.status).toBe(200);
  return ((await r.json()) as { token: string }).token;
};

describe('arranque del servidor', () => {
  it('la primera vez siembra la empresa demo; al reiniciar conserva los datos y no siembra de nuevo', async () => {
    const creada = await conServidor(async (url) => {
      const token = await entrar(url);
      const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const historial = (await (
        await fetch(`${url}/api/historial-vacaciones`, { headers: auth })
      ).json()) as {
        historial: { periodo: number; maxDiasLibres: number }[];
      };
      const periodo = historial.historial.find((p) => p.maxDiasLibres >= 1)!.periodo;
      const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());
      const [a, m, d] = hoy.split('-').map(Number) as [number, number, number];
      const inicio = new Date(Date.UTC(a, m - 1, d + 120)).toISOString().slice(0, 10);
      const r = await fetch(`${url}/api/solicitud-vacaciones/crear-solicitud-vacaciones`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ tipoVacaciones: 'libres', diasSolicitados: 1, fechaInicio: inicio, periodo }),
      });
      expect(r.status).toBe(200);
      const lista = (await (
        await fetch(`${url}/api/solicitud-vacaciones/mis-solicitudes`, { headers: auth })
      ).json()) as {
        total: number;
      };
      return { id: ((await r.json()) as { id: number }).id, total: lista.total };
    });

    await conServidor(async (url) => {
      const token = await entrar(url);
      const auth = { authorization: `Bearer ${token}` };
      const detalle = await fetch(`${url}/api/solicitud-vacaciones/${creada.id}`, { headers: auth });
      expect(detalle.status).toBe(200);
      const lista = (await (
        await fetch(`${url}/api/solicitud-vacaciones/mis-solicitudes`, { headers: auth })
      ).json()) as {
        total: number;
      };
      // A second seeding would have added the demo requests again.
      expect(lista.total).toBe(creada.total);
    });
  }, 120_000);

  it('termina con un mensaje de una línea cuando la configuración es inválida', async () => {
    const hijo = spawn(process.execPath, ['--import', 'tsx', SERVIDOR], {
      env: { ...process.env, PORT: 'no-es-puerto', APP_TODAY: '2026-02-30', DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let salida = '';
    hijo.stderr.on('data', (d) => (salida += String(d)));
    const codigo = await new Promise((r) => hijo.once('exit', r));
    expect(codigo).toBe(1);
    expect(salida.trim().split('\n')).toHaveLength(1);
    expect(salida).toMatch(/^Configuración inválida: PORT: .*APP_TODAY: /);
  }, 60_000);

  /**
   * Starts the real server with `env` and waits for it to end: its exit code and what it printed on stderr. Both
   * cases below stop before listening, so the port is never taken.
   */
  const terminaCon = async (env: Record<string, string>) => {
    const hijo = spawn(process.execPath, ['--import', 'tsx', SERVIDOR], {
      env: { ...process.env, DATABASE_URL: '', PORT: '39871', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let salida = '';
    hijo.stderr.on('data', (d) => (salida += String(d)));
    const codigo = await new Promise((r) => hijo.once('exit', r));
    return { codigo, lineas: salida.trim().split('\n') };
  };

  // Node's recursive mkdir never returns under /proc: a mistyped folder hung the server instead of stopping it.
  it('una carpeta de datos imposible (bajo /proc) termina con una línea que la nombra, sin colgarse', async () => {
    const r = await terminaCon({ DATA_DIR: '/proc/descanso-prueba/datos' });
    expect(r.codigo).toBe(1);
    expect(r.lineas).toEqual([
      'No se puede usar la carpeta /proc/descanso-prueba/datos: no se puede crear en esa ubicación',
    ]);
  }, 60_000);

  it('con respaldos automáticos, una RESPALDO_DIR imposible termina con una línea que dice qué revisar', async () => {
    const datos = mkdtempSync(path.join(tmpdir(), 'descanso-respaldo-imposible-'));
    try {
      const r = await terminaCon({
        DATA_DIR: datos,
        RESPALDO_DIR: '/proc/descanso-prueba/respaldos',
        RESPALDO_CADA_HORAS: '24',
      });
      expect(r.codigo).toBe(1);
      expect(r.lineas).toEqual([
        'No se puede usar la carpeta /proc/descanso-prueba/respaldos: no se puede crear en esa ubicación. Revise RESPALDO_DIR o desactive los respaldos con RESPALDO_CADA_HORAS=0.',
      ]);
    } finally {
      rmSync(datos, { recursive: true, force: true });
    }
  }, 120_000);
});
